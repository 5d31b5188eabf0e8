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
