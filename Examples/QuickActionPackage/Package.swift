// swift-tools-version: 6.1
// An example package that generates its intent classes with intentgen's build-tool plugin.
// CI builds it on every run (Examples/check-integrations.sh), so the plugin is exercised for real.
import PackageDescription

let package = Package(
    name: "QuickActionPackage",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "QuickActionKit", targets: ["QuickActionKit"]),
    ],
    dependencies: [
        // In a real package: .package(url: "https://github.com/<owner>/intentgen", from: "0.1.0")
        .package(name: "intentgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "QuickActionKit",
            exclude: ["intentgen.yml"],
            plugins: [.plugin(name: "IntentGenPlugin", package: "intentgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
