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

    /// Every release has a dated section, newest first, the current version's the newest; only
    /// an `Unreleased` section may come before it.
    func testTheChangelogHasADatedSectionForEachReleaseNewestFirst() throws {
        let changelog = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        let released = headings.filter { $0 != "Unreleased" }
        XCTAssertEqual(headings.filter { $0 == "Unreleased" }.count, headings.first == "Unreleased" ? 1 : 0)
        var versions: [[Int]] = []
        for heading in released {
            guard let match = heading.wholeMatch(of: /(\d+)\.(\d+)\.(\d+) \((\d{4})-(\d{2})-(\d{2})\)/) else {
                XCTFail("`## \(heading)` is not `## X.Y.Z (YYYY-MM-DD)`")
                continue
            }
            versions.append([Int(match.output.1)!, Int(match.output.2)!, Int(match.output.3)!])
        }
        XCTAssertEqual(released.first?.split(separator: " ").first.map(String.init), IntentGenVersion.current)
        XCTAssertEqual(versions, versions.sorted { $0.lexicographicallyPrecedes($1) }.reversed(), "newest first")
    }

    /// `scripts/release.sh` in a clone: the version, the dated section, the snippets, one commit
    /// and its tag; a second release of it, a lower version or a dirty tree change nothing.
    func testTheReleaseScriptCutsAReleaseInAClone() throws {
        guard FileManager.default.fileExists(atPath: TestPaths.packageRoot.appendingPathComponent(".git").path) else {
            throw XCTSkip("not a git checkout")
        }
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: clone) }
        func git(_ arguments: [String], in folder: URL? = nil) throws -> Int32 {
            try Tool.runProgram("/usr/bin/env", ["git", "-C", (folder ?? clone).path] + arguments)
        }
        XCTAssertEqual(try Tool.runProgram("/usr/bin/env", ["git", "clone", "-q", TestPaths.packageRoot.path, clone.path]), 0)
        _ = try git(["config", "user.email", "release@example.invalid"])
        _ = try git(["config", "user.name", "Release Test"])
        let script = clone.appendingPathComponent("scripts/release.sh").path
        // The work tree of a clone is clean, but a Unreleased section may be missing: add one.
        let changelogURL = clone.appendingPathComponent("CHANGELOG.md")
        var changelog = try String(contentsOf: changelogURL, encoding: .utf8)
        if !changelog.contains("\n## Unreleased\n") {
            changelog = changelog.replacingOccurrences(
                of: "\n## \(IntentGenVersion.current) (", with: "\n## Unreleased\n\n- A change.\n\n## \(IntentGenVersion.current) (")
            try changelog.write(to: changelogURL, atomically: true, encoding: .utf8)
            XCTAssertEqual(try git(["commit", "-q", "-am", "Unreleased"]), 0)
        }
        XCTAssertNotEqual(try Tool.runProgram("/bin/bash", [script, IntentGenVersion.current, "--no-test"]), 0, "not above")
        try "x".write(to: clone.appendingPathComponent("dirty.txt"), atomically: true, encoding: .utf8)
        _ = try git(["add", "dirty.txt"])
        XCTAssertNotEqual(try Tool.runProgram("/bin/bash", [script, "99.0.0", "--no-test"]), 0, "dirty tree")
        _ = try git(["rm", "-q", "-f", "dirty.txt"])

        XCTAssertEqual(try Tool.runProgram("/bin/bash", [script, "99.0.0", "--no-test"]), 0)
        let version = try String(
            contentsOf: clone.appendingPathComponent("Sources/IntentGenCore/Pipeline/Version.swift"), encoding: .utf8)
        XCTAssertTrue(version.contains("static let current = \"99.0.0\""), version)
        let released = try String(contentsOf: changelogURL, encoding: .utf8)
        XCTAssertNotNil(released.firstMatch(of: /\n## 99\.0\.0 \(\d{4}-\d{2}-\d{2}\)\n/), released)
        XCTAssertFalse(released.contains("## Unreleased"))
        let readme = try String(contentsOf: clone.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("exact: \"99.0.0\""))
        XCTAssertFalse(readme.contains("exact: \"\(IntentGenVersion.current)\""))
        XCTAssertTrue(readme.contains("--branch 99.0.0 "))
        XCTAssertEqual(try git(["rev-parse", "-q", "--verify", "refs/tags/99.0.0"]), 0, "tagged")
        XCTAssertEqual(try git(["diff", "--quiet", "HEAD"]), 0, "committed")
        XCTAssertNotEqual(try Tool.runProgram("/bin/bash", [script, "99.0.1", "--no-test"]), 0, "nothing unreleased")
    }

    /// The README and the docs name the version in their snippets (`from: "0.2.0"`, a release
    /// URL): every version they write is the current one, so a release that bumps it cannot
    /// leave a stale instruction behind.
    func testTheDocsNameTheCurrentVersion() throws {
        for document in ["README.md", "docs/bazel.md"] {
            let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let versions = text.matches(of: /(?:from: "|exact: "|\/|intentgen-|--branch )(\d+\.\d+\.\d+)(?=["\/.\s-])/).map {
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
