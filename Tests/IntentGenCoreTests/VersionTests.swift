import Foundation
import XCTest

@testable import IntentGenCore

/// The version is defined once (``IntentGenVersion/current``); what shows it agrees with it.
final class VersionTests: XCTestCase {
    func testTheCommandPrintsTheVersion() throws {
        let run = try Tool.run(["--version"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, IntentGenVersion.current + "\n")
    }

    func testTheChangelogHasASectionForTheVersion() throws {
        let changelog = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        XCTAssertTrue(changelog.contains("\n## \(IntentGenVersion.current)\n"), "CHANGELOG.md has no ## \(IntentGenVersion.current)")
    }

    /// The README and the docs name the version in their snippets (`from: "0.2.0"`, a release
    /// URL): every version they write is the current one, so a release that bumps it cannot
    /// leave a stale instruction behind.
    func testTheDocsNameTheCurrentVersion() throws {
        for document in ["README.md", "docs/bazel.md"] {
            let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let versions = text.matches(of: /(?:from: "|exact: "|\/|intentgen-)(\d+\.\d+\.\d+)(?=["\/.-])/).map {
                String($0.output.1)
            }
            XCTAssertFalse(versions.isEmpty, "\(document) names no version")
            for version in versions {
                XCTAssertEqual(version, IntentGenVersion.current, "\(document) names version \(version)")
            }
        }
    }

    func testTheVersionIsSemantic() {
        let parts = IntentGenVersion.current.split(separator: ".")
        XCTAssertEqual(parts.count, 3)
        XCTAssertTrue(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, IntentGenVersion.current)
    }

    func testThereIsALicence() throws {
        let licence = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        XCTAssertTrue(licence.hasPrefix("MIT License\n"))
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("[MIT](LICENSE)"), "the README names the licence")
    }
}
