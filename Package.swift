// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "intentgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intentgen", targets: ["intentgen"]),
        .library(name: "IntentGenCore", targets: ["IntentGenCore"]),
        .plugin(name: "IntentGenPlugin", targets: ["IntentGenPlugin"]),
        .plugin(name: "IntentGenCommand", targets: ["IntentGenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system libyaml (Debian `libyaml-dev`, Homebrew `libyaml`), found through pkg-config.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Every compiler stage: load, decode, validate, plan, render, emit.
        .target(
            name: "IntentGenCore",
            dependencies: ["CYaml"]
        ),
        // The command-line tool: a thin shell over IntentGenCore.
        .executableTarget(
            name: "intentgen",
            dependencies: [
                "IntentGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Build-tool plugin: generates Swift from a target's *.intents.yml on every build that needs it.
        .plugin(
            name: "IntentGenPlugin",
            capability: .buildTool(),
            dependencies: ["intentgen"]
        ),
        // Command plugin: `swift package generate-intents` writes the Swift into the package.
        .plugin(
            name: "IntentGenCommand",
            capability: .command(
                intent: .custom(verb: "generate-intents", description: "Generate Swift from the *.intents.yml files of the package's targets"),
                permissions: [.writeToPackageDirectory(reason: "intentgen writes the generated Swift into each target's Generated folder")]
            ),
            dependencies: ["intentgen"]
        ),
        .testTarget(
            name: "IntentGenCoreTests",
            dependencies: ["IntentGenCore", "intentgen"],
            exclude: ["Fixtures", "Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
    ]
}
