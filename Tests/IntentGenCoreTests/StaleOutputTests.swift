import Foundation
import XCTest

@testable import IntentGenCore

/// Build avoidance never vouches for a stale folder, and `--check` sees stale output without a
/// stamp (issue 27, items 1 to 6).
final class StaleOutputTests: TemporaryFolderTestCase {
    static let two = "intents:\n  Go: {}\n  Stop: {}\n"
    static let one = "intents:\n  Go: {}\n"

    // MARK: 1. Path spelling

    func testAnotherSpellingOfTheOutputFolderStillFindsStaleFiles() throws {
        try write("Q.intents.yml", Self.two)
        XCTAssertEqual(try Tool.run(["generate", "Q.intents.yml", "-o", "Out"], in: root).status, 0)
        XCTAssertNotNil(read("Out/StopIntent.swift"))
        try write("Q.intents.yml", Self.one)
        for spelling in ["./Out", "Out/", path("Out"), "Out/../Out"] {
            let check = try Tool.run(["generate", "Q.intents.yml", "-o", spelling, "--check"], in: root)
            XCTAssertEqual(check.status, 1, "\(spelling): \(check.stdout)")
        }
        let run = try Tool.run(["generate", "Q.intents.yml", "-o", "./Out"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("removed ./Out/StopIntent.swift"), run.stdout)
        XCTAssertNil(read("Out/StopIntent.swift"))
        XCTAssertEqual(try Tool.run(["generate", "Q.intents.yml", "-o", path("Out"), "--check"], in: root).status, 0)
    }

    func testAnotherSpellingOfTheSpecStillFindsStaleFiles() throws {
        try write("App/Q.intents.yml", Self.two)
        try write(
            "project.yml",
            "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n")
        XCTAssertEqual(try Tool.run(["generate", "--spec", "project.yml"], in: root).status, 0)
        let generated = try XCTUnwrap(
            FileManager.default.subpaths(atPath: path(""))?.first { $0.hasSuffix("StopIntent.swift") })
        try write("App/Q.intents.yml", Self.one)
        let check = try Tool.run(["generate", "--spec", path("project.yml"), "--check"], in: root)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertEqual(try Tool.run(["generate", "--spec", path("project.yml")], in: root).status, 0)
        XCTAssertNil(read(generated), "\(generated) stays")
    }

    /// The user's files are found in another spelling of their folder too: one the last run wrote
    /// for a declaration that is gone is reported, one this run makes is not.
    func testUserFilesAreComparedAsTheFileSystemResolvesThem() throws {
        let place =
            "intents:\n  Go:\n    parameters:\n      place: { type: Place, options: dynamic }\ntypes:\n  Place: {}\n"
        try write("Q.intents.yml", place)
        let first = ["generate", "Q.intents.yml", "-o", "Out", "--handler-output", "Handler", "--app-intents"]
        XCTAssertEqual(try Tool.run(first, in: root).status, 0)
        let again = try Tool.run(
            ["generate", "Q.intents.yml", "-o", "./Out", "--handler-output", path("Handler"), "--app-intents"], in: root
        )
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "", "nothing is orphaned")
        try write("Q.intents.yml", Self.one)
        let removed = try Tool.run(
            ["generate", "Q.intents.yml", "-o", "Out/.", "--handler-output", "./Handler", "--app-intents"], in: root)
        XCTAssertTrue(removed.stderr.contains("PlaceAppEntityQuery.swift:1:1: warning"), removed.stderr)
    }

    // MARK: 2. Exported files

    func testExportedFilesOfARemovedDefinitionsFileAreRemoved() throws {
        let localized = "language: en\nintents:\n  Go:\n    title: { en: Go, ja: 行く }\n"
        try write("Defs/A.intents.yml", localized)
        try write("Defs/B.intents.yml", localized.replacingOccurrences(of: "Go", with: "Run"))
        let arguments = [
            "generate", "Defs", "-o", "Out", "--definition-output", "Resources", "--generate", "intents",
            "--generate", "xcodeDefinition",
        ]
        let first = try Tool.run(arguments, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(names("Resources"), ["Base.lproj", "ja.lproj"])
        XCTAssertEqual(names("Resources/Base.lproj"), ["A.intentdefinition", "B.intentdefinition"])
        XCTAssertEqual(names("Resources/ja.lproj"), ["A.strings", "B.strings"])
        try write("Resources/ja.lproj/Localizable.strings", "\"mine\" = \"mine\";\n")

        try FileManager.default.removeItem(atPath: path("Defs/B.intents.yml"))
        XCTAssertEqual(try Tool.run(arguments + ["--check"], in: root).status, 1)
        let second = try Tool.run(arguments, in: root)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(names("Resources/Base.lproj"), ["A.intentdefinition"])
        XCTAssertEqual(names("Resources/ja.lproj"), ["A.strings", "Localizable.strings"], "the team's file stays")
        XCTAssertEqual(try Tool.run(arguments + ["--check"], in: root).status, 0)
    }

    // MARK: 3. A stamp that outlives its outputs

    /// What a run killed halfway leaves: before its first change, the stamp vouches for nothing
    /// and lists every file the run may leave, so the next run (after the inputs went back) is a
    /// full one and removes the file the killed run added.
    func testAKilledRunLeavesNoStampThatVouchesForTheFolder() throws {
        let folders: [RenderedFile.Destination: String] = [.generated: path("Out")]
        let old = PendingFile(destination: .generated, path: "Old.swift") { "// old\n" }
        _ = try Emitter().emit([old], into: folders, fingerprint: "old")
        XCTAssertTrue(try XCTUnwrap(BuildStamp.read(in: path("Out"))).vouches(for: "old"))

        // The run for other inputs adds `Added.swift`, and is killed while it writes `Late.swift`.
        let outputFolder = path("Out")
        let seenMidRun = Box()
        let late = PendingFile(destination: .generated, path: "Late.swift") {
            seenMidRun.stamp = BuildStamp.read(in: outputFolder)
            return "// late\n"
        }
        let added = PendingFile(destination: .generated, path: "Added.swift") { "// added\n" }
        var emitter = Emitter()
        emitter.textBudget = 0  // texts are made again when written: `late` runs mid-run
        _ = try emitter.emit([old, added, late], into: folders, fingerprint: "new")
        let midRun = try XCTUnwrap(seenMidRun.stamp)
        XCTAssertFalse(midRun.vouches(for: "old"), "the old stamp no longer vouches")
        XCTAssertEqual(midRun.fingerprint, BuildStamp.noFingerprint)
        XCTAssertTrue(midRun.outputs.contains { $0.path == outputFolder + "/Added.swift" }, "it lists what may be left")

        // Had the run died there, the next run for the old inputs removes what it added.
        var killed = midRun
        killed.outputs.removeAll { $0.path.hasSuffix("Late.swift") }
        try killed.write(in: outputFolder)
        try FileManager.default.removeItem(atPath: outputFolder + "/Late.swift")
        let next = try Emitter().emit([old], into: folders, fingerprint: "old")
        XCTAssertEqual(next.removed, [outputFolder + "/Added.swift"])
    }

    final class Box: @unchecked Sendable {
        var stamp: BuildStamp?
    }

    // MARK: 4. Tool identity

    /// Two executables of one size and one time are told apart by their content; an unchanged
    /// one is not hashed again (its record is taken from the stamp), a rewritten one is.
    func testTheToolIsIdentifiedByItsContent() throws {
        try write("a", "first build")
        try write("b", "other build")
        var times = [timespec](repeating: timespec(tv_sec: 946_684_800, tv_nsec: 0), count: 2)  // 2000-01-01
        for name in ["a", "b"] { XCTAssertEqual(utimensat(AT_FDCWD, path(name), &times, 0), 0) }
        let a = try XCTUnwrap(ToolIdentity.record(of: path("a"), cached: nil))
        let b = try XCTUnwrap(ToolIdentity.record(of: path("b"), cached: nil))
        XCTAssertEqual(a.status.size, b.status.size)
        XCTAssertEqual(a.status.modified, b.status.modified)
        XCTAssertNotEqual(a.digest, b.digest)

        var forged = a
        forged.digest = String(repeating: "0", count: 32)
        XCTAssertEqual(ToolIdentity.record(of: path("a"), cached: forged)?.digest, forged.digest, "unchanged: cached")
        // Same size, same modification time, other content: the status change time moved.
        try write("a", "other build")
        XCTAssertEqual(utimensat(AT_FDCWD, path("a"), &times, 0), 0)
        XCTAssertEqual(ToolIdentity.record(of: path("a"), cached: forged)?.digest, b.digest)

        // The stamp keeps the record, and the fingerprint changes with the digest.
        var stamp = BuildStamp(fingerprint: "f", outputs: [])
        stamp.tool = a
        XCTAssertEqual(BuildStamp.parse(stamp.text)?.tool, a)
        XCTAssertNotEqual(
            "tool \(a.digest)", "tool \(b.digest)", "the fingerprint names the digest (ToolIdentity.fingerprintPart)")
    }

    // MARK: 5. `--check` in a fresh clone

    func testCheckFindsStaleCommittedFilesWithoutAStamp() throws {
        try write("Q.intents.yml", Self.two)
        let arguments = ["generate", "Q.intents.yml", "-o", "Out"]
        XCTAssertEqual(try Tool.run(arguments, in: root).status, 0)
        // A fresh clone: the stamp is not committed. The commit removes an intent only.
        try FileManager.default.removeItem(atPath: path("Out/.intentgen"))
        try write("Q.intents.yml", Self.one)
        try write("Out/Manual.swift", "// written by hand\nstruct Manual {}\n")
        let check = try Tool.run(arguments + ["--check"], in: root)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(
            check.stderr.contains(
                "Out/StopIntent.swift:1:1: error: stale: a generated file that `generate` no longer makes, and removes [outdated-output]"
            ), check.stderr)
        let run = try Tool.run(arguments, in: root)
        XCTAssertTrue(run.stdout.contains("removed Out/StopIntent.swift"), run.stdout)
        XCTAssertEqual(names("Out"), [".intentgen", "GoIntent.swift", "Manual.swift"])
        XCTAssertEqual(try Tool.run(arguments + ["--check"], in: root).status, 0)
    }

    // MARK: 6. Case-insensitive file systems

    /// `Foo` renamed `FOO` on a case-insensitive file system: the stamp's `Foo.swift` and this
    /// run's `FOO.swift` are one file. (Simulated with a hard link: two names, one file.)
    func testAFileThisRunKeepsUnderAnotherNameIsNotStale() throws {
        let folders: [RenderedFile.Destination: String] = [.generated: path("Out")]
        let foo = RenderedFile(destination: .generated, path: "Foo.swift", contents: "// one\n")
        _ = try Emitter().emit([foo], into: folders)
        XCTAssertEqual(link(path("Out/Foo.swift"), path("Out/FOO.swift")), 0)
        let upper = RenderedFile(destination: .generated, path: "FOO.swift", contents: "// one\n")
        let report = try Emitter().emit([upper], into: folders)
        XCTAssertEqual(report.removed, [], "the file just kept is not removed")
        XCTAssertEqual(report.unchanged, [path("Out/FOO.swift")])
        XCTAssertNotNil(read("Out/Foo.swift"))
    }
}
