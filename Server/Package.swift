// swift-tools-version: 6.1
import PackageDescription

// A separate package so an app that depends on Keystroke never resolves or builds
// SwiftNIO or Hummingbird: only a server that depends on this package does.
// Test: cd Server && swift test (a real server on loopback; HummingbirdTesting would
// bring AsyncHTTPClient and BoringSSL into the build).
let package = Package(
    name: "KeystrokeServer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    products: [
        .library(name: "KeystrokeHummingbird", targets: ["KeystrokeHummingbird"]),
    ],
    dependencies: [
        .package(name: "Keystroke", path: ".."),
        // swift-configuration support is a default trait the integration does not need.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: ["FullFoundation"]),
    ],
    targets: [
        // Validating a request's answers against a form, with Hummingbird's types.
        .target(
            name: "KeystrokeHummingbird",
            dependencies: [
                .product(name: "KeystrokeForms", package: "Keystroke"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // The servers Benchmarks/Scripts/serve-load.sh compares keystroke serve with:
        // a handler that only decodes the sign-up JSON, and one that validates it.
        .executableTarget(
            name: "LoadComparison",
            dependencies: ["KeystrokeHummingbird", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        .testTarget(
            name: "KeystrokeHummingbirdTests",
            dependencies: [
                "KeystrokeHummingbird",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
