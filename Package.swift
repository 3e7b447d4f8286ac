// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Keystroke",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "PCRE2", targets: ["PCRE2"]),
        .library(name: "Keystroke", targets: ["Keystroke"]),
        .library(name: "KeystrokeForms", targets: ["KeystrokeForms"]),
        .library(name: "KeystrokeUI", targets: ["KeystrokeUI"]),
        .executable(name: "keystroke", targets: ["KeystrokeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The C library, found through pkg-config; only `PCRE2` imports it.
        .systemLibrary(
            name: "CPCRE2",
            path: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .target(name: "PCRE2", dependencies: ["CPCRE2"]),
        .target(name: "Keystroke", dependencies: ["PCRE2"]),
        // UITextField and SwiftUI adapters; empty where UIKit is absent.
        .target(name: "KeystrokeUI", dependencies: ["Keystroke"]),
        .target(
            name: "KeystrokeForms",
            dependencies: ["Keystroke", "PCRE2", .product(name: "Logging", package: "swift-log")]
        ),
        // The command's byte-level I/O and its JSON Lines and CSV engine, a library
        // so the fuzzer can drive the batch line parser (not a product).
        .target(name: "KeystrokeBatch", dependencies: ["Keystroke", "KeystrokeForms"]),
        .executableTarget(
            name: "KeystrokeCLI",
            dependencies: [
                "Keystroke", "KeystrokeForms", "KeystrokeBatch", "PCRE2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // `keystroke serve` logs through swift-log, which KeystrokeForms already uses.
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "PCRE2Tests", dependencies: ["PCRE2"]),
        // The CLDR currency fixture is read through #filePath, not as a resource.
        // The seeded generator every test and fuzzer draws from.
        .target(name: "KeystrokeTestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "KeystrokeTests", dependencies: ["Keystroke", "PCRE2", "KeystrokeTestSupport"], exclude: ["Formats/Fixtures"]
        ),
        .testTarget(
            name: "KeystrokeFormsTests",
            dependencies: ["KeystrokeForms", "Keystroke", "PCRE2", "KeystrokeTestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        // The KeystrokeUI sources (symlinked into Adapters/) built against a stand-in
        // for the UIKit and SwiftUI declarations they use, and driven as UIKit would.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .testTarget(
            name: "KeystrokeUITests",
            dependencies: ["Keystroke", "UIKitStandIn"],
            swiftSettings: [.define("KEYSTROKE_UIKIT_STANDIN")]
        ),
        // SwiftUI's view names declared by a stand-in and imported beside KeystrokeForms and
        // Keystroke: a public name of ours that clashes with one makes the test fail to compile.
        .target(name: "SwiftUINamesStandIn", path: "Tests/SwiftUINamesStandIn"),
        .testTarget(name: "SwiftUINamesTests", dependencies: ["SwiftUINamesStandIn", "KeystrokeForms", "Keystroke"]),
        // The batch engine's own tests: line reading and byte scanning, without the binary.
        .testTarget(name: "KeystrokeBatchTests", dependencies: ["KeystrokeBatch"]),
        // End-to-end: runs the built `keystroke` binary.
        .testTarget(name: "KeystrokeCLITests", dependencies: ["KeystrokeCLI", "KeystrokeBatch"]),
        // Edit scripts, subjects and invariants shared by the fuzz tests and the libFuzzer target.
        .target(
            name: "KeystrokeFuzzSupport",
            dependencies: ["Keystroke", "KeystrokeForms", "KeystrokeBatch", "PCRE2"],
            path: "Tests/FuzzSupport"
        ),
        // The libFuzzer target (Tests/Fuzz/run.sh); a corpus replayer in normal builds.
        .executableTarget(
            name: "KeystrokeFuzzer",
            dependencies: ["KeystrokeFuzzSupport"],
            path: "Tests/Fuzz",
            exclude: ["corpus", "regressions", "run.sh", "ci.sh", "lsan-suppressions.txt", "README.md"]
        ),
        // The shared-use workloads as a program, which CI builds under ThreadSanitizer
        // without the test targets (Tests/Fuzz/ci.sh).
        .executableTarget(
            name: "KeystrokeConcurrencyCheck",
            dependencies: ["KeystrokeFuzzSupport"],
            path: "Tests/Concurrency"
        ),
        // Property-based keystroke fuzzing and robustness checks.
        .testTarget(
            name: "KeystrokeFuzzTests",
            dependencies: [
                "Keystroke", "KeystrokeForms", "PCRE2", "KeystrokeFuzzSupport", "KeystrokeTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
