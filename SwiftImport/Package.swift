// swift-tools-version: 6.1
// `intentgen import` of Swift sources: hand-written App Intents read with SwiftSyntax into
// definitions. A package of its own, beside intentgen's, so that SwiftSyntax is never resolved,
// fetched or built for intentgen itself, which the build-tool plugins build in every clean build
// of a package that uses them. `intentgen import` runs the tool this package builds.
import PackageDescription

let package = Package(
    name: "intentgen-swift-import",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intentgen-import-swift", targets: ["intentgen-import-swift"]),
    ],
    dependencies: [
        .package(name: "intentgen", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .target(
            name: "IntentGenSwiftImport",
            dependencies: [
                .product(name: "IntentGenCore", package: "intentgen"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "intentgen-import-swift",
            dependencies: [
                "IntentGenSwiftImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The libFuzzer target of `MODE=swift-import Fuzz/run.sh`, which builds it with the
        // fuzzer's flags; built plainly, it replays the inputs it is given.
        .executableTarget(
            name: "intentgen-import-swift-fuzz",
            dependencies: ["IntentGenSwiftImport", .product(name: "IntentGenCore", package: "intentgen")]
        ),
        .testTarget(
            name: "IntentGenSwiftImportTests",
            dependencies: [
                "IntentGenSwiftImport",
                .product(name: "IntentGenCore", package: "intentgen"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny")]
}
