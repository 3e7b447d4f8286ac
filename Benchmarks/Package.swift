// swift-tools-version: 6.1
import PackageDescription

// A separate package so library users never fetch benchmark dependencies.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark
let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "package-benchmark"),
    .product(name: "PCRE2", package: "Keystroke"),
    .product(name: "Keystroke", package: "Keystroke"),
    .product(name: "KeystrokeForms", package: "Keystroke"),
]

let benchmarkPlugins: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]

let package = Package(
    name: "KeystrokeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Keystroke", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Pattern.matches against direct pcre2_jit_match, NSRegularExpression and Swift Regex.
        .systemLibrary(name: "CPCRE2Direct", path: "Sources/CPCRE2Direct", pkgConfig: "libpcre2-8"),
        .executableTarget(
            name: "PCRE2Benchmarks",
            dependencies: benchmarkDependencies + ["CPCRE2Direct"],
            path: "Benchmarks/PCRE2Benchmarks",
            plugins: benchmarkPlugins
        ),
        // Keystrokes into masks.
        .executableTarget(
            name: "MaskBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/MaskBenchmarks",
            plugins: benchmarkPlugins
        ),
        // Keystrokes through the editing model, on top of the formatter.
        .executableTarget(
            name: "EditingBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/EditingBenchmarks",
            plugins: benchmarkPlugins
        ),
        // Typing and validating every built-in format.
        .executableTarget(
            name: "FormatBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/FormatBenchmarks",
            plugins: benchmarkPlugins
        ),
        // Phone typing and validation timed like libphonenumber's C++ (Scripts/phone-vs-libphonenumber.sh).
        .executableTarget(
            name: "PhoneComparison",
            dependencies: [.product(name: "Keystroke", package: "Keystroke")],
            path: "Benchmarks/PhoneComparison"
        ),
        // Finding phone numbers in text timed like libphonenumber's C++ matcher
        // (Scripts/phone-matcher-vs-libphonenumber.sh).
        .executableTarget(
            name: "PhoneMatcherComparison",
            dependencies: [.product(name: "Keystroke", package: "Keystroke")],
            path: "Benchmarks/PhoneMatcherComparison"
        ),
        // Validating large nested forms.
        .executableTarget(
            name: "FormBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/FormBenchmarks",
            plugins: benchmarkPlugins
        ),
    ],
    swiftLanguageModes: [.v6]
)
