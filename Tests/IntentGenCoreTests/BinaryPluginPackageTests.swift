import Foundation
import XCTest

/// How the binary plugin's package (`intentgen-plugin/`) is put together: the plugin source is
/// intentgen's own, the binary is the bundle `make artifactbundle` writes, and the example that
/// uses it is the source-built plugin's example with only its manifest changed. Building both
/// for real happens in Examples/check-integrations.sh.
final class BinaryPluginPackageTests: XCTestCase {
    private let root = TestPaths.packageRoot
    private var pluginPackage: URL { root.appendingPathComponent("intentgen-plugin") }

    func testThePluginSourceIsTheSourceBuiltPluginItself() {
        let linked = pluginPackage.appendingPathComponent("Plugins/IntentGenPlugin").resolvingSymlinksInPath()
        let original = root.appendingPathComponent("Plugins/IntentGenPlugin").resolvingSymlinksInPath()
        XCTAssertEqual(
            linked.path, original.path, "intentgen-plugin/Plugins/IntentGenPlugin links to Plugins/IntentGenPlugin")
    }

    func testTheBinaryIsTheBundleMakeArtifactbundleWrites() throws {
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: pluginPackage.appendingPathComponent("intentgen.artifactbundle.zip").path)
        XCTAssertEqual(link, "../dist/intentgen.artifactbundle.zip")
        let script = try String(
            contentsOf: root.appendingPathComponent("scripts/make-artifactbundle.sh"), encoding: .utf8)
        XCTAssertTrue(
            script.contains("dist/intentgen.artifactbundle.zip"), "make-artifactbundle.sh writes the linked zip")
        let manifest = try String(contentsOf: pluginPackage.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(
            manifest.contains(#".binaryTarget(name: "IntentGenBinary", path: "intentgen.artifactbundle.zip")"#))
        XCTAssertTrue(manifest.contains(#"dependencies: ["IntentGenBinary"]"#), "the plugin runs the bundle's tool")
        XCTAssertTrue(manifest.contains(#".plugin(name: "IntentGenPlugin", targets: ["IntentGenPlugin"])"#))
    }

    func testTheExampleIsTheSourcePluginExampleWithAnotherPlugin() throws {
        let example = root.appendingPathComponent("Examples/BinaryPluginPackage")
        let manifest = try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".package(path: "../../intentgen-plugin")"#))
        // A path dependency's identity is its folder's name.
        XCTAssertTrue(manifest.contains(#".plugin(name: "IntentGenPlugin", package: "intentgen-plugin")"#))
        // The timing compares the same sources: they are QuickActionPackage's, byte for byte.
        let sources = "Sources/QuickActionKit"
        let names = try FileManager.default.contentsOfDirectory(atPath: example.appendingPathComponent(sources).path)
        let originals = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Examples/QuickActionPackage/\(sources)").path)
        XCTAssertEqual(names.sorted(), originals.sorted())
        for name in names {
            let copy = try Data(contentsOf: example.appendingPathComponent("\(sources)/\(name)"))
            let original = try Data(
                contentsOf: root.appendingPathComponent("Examples/QuickActionPackage/\(sources)/\(name)"))
            XCTAssertEqual(copy, original, name)
        }
    }
}
