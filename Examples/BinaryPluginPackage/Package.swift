// swift-tools-version: 6.1
// QuickActionPackage again, but generating through intentgen's binary plugin: the package in
// intentgen-plugin/ declares binaryTarget(path:) over the artifact bundle and the same plugin
// source, so a clean build compiles the plugin but never the tool. `make artifactbundle` puts the
// bundle there; Examples/check-integrations.sh builds this package right after it, and
// scripts/measure-binary-plugin.sh times its clean build against the same package with no plugin.
import PackageDescription

let package = Package(
    name: "BinaryPluginPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "QuickActionKit", targets: ["QuickActionKit"]),
    ],
    dependencies: [
        // In your package: the intentgen-plugin folder of an intentgen checkout, or a copy of it.
        .package(path: "../../intentgen-plugin"),
    ],
    targets: [
        .target(
            name: "QuickActionKit",
            exclude: ["intentgen.yml"],
            plugins: [.plugin(name: "IntentGenPlugin", package: "intentgen-plugin")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
