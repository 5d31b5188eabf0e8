import Foundation
import XCTest

@testable import IntentGenCore

/// Nothing is written outside intentgen's folders, a failing run writes nothing, and no file time
/// crashes a run (issue 27, items 7 to 11).
final class OutsideWritesTests: TemporaryFolderTestCase {
    static let go = "intents:\n  Go: {}\n"

    // MARK: 7. A symbolic link at `.intentgen`

    func testALinkedStampFolderIsRefusedAndNothingIsWritten() throws {
        try write("Q.intents.yml", Self.go)
        try write(".gitignore", "build/\n")
        try FileManager.default.createDirectory(atPath: path("Out"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink("..", path("Out/.intentgen")), 0)
        let run = try Tool.run(["generate", "Q.intents.yml", "-o", "Out"], in: root)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("Out/.intentgen: it is a symbolic link"), run.stderr)
        XCTAssertEqual(read(".gitignore"), "build/\n", "the project's file is untouched")
        XCTAssertNil(read("stamp"))
        XCTAssertEqual(names("Out"), [".intentgen"], "nothing was written")
        // Nor is a stamp read through it.
        try write("Elsewhere/.intentgen/stamp", "intentgen-stamp 4\n")
        XCTAssertNil(BuildStamp.read(in: path("Out")))
    }

    // MARK: 8. A folder that cannot be written

    func testAReadOnlyHandlerFolderFailsTheRunBeforeAnythingIsWritten() throws {
        try write("Q.intents.yml", Self.go)
        try FileManager.default.createDirectory(atPath: path("Handler"), withIntermediateDirectories: true)
        try makeReadOnly(path("Handler"))
        let run = try Tool.run(
            ["generate", "Q.intents.yml", "-o", "Out", "--handler-output", "Handler"], in: root)
        XCTAssertEqual(run.status, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("cannot write into Handler"), run.stderr)
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
        XCTAssertFalse(run.stderr.contains(".tmp"), "no temporary file is named: \(run.stderr)")
        XCTAssertEqual(names("Out"), [], "the generated files were not written either")
    }

    /// Makes `folder` one this process cannot write into: as root, which permissions do not
    /// stop, an immutable folder (`chattr +i`), undone after the test.
    private func makeReadOnly(_ folder: String) throws {
        guard getuid() == 0 else {
            XCTAssertEqual(chmod(folder, 0o555), 0)
            addTeardownBlock { chmod(folder, 0o755) }
            return
        }
        let chattr = "/usr/bin/chattr"
        guard FileManager.default.isExecutableFile(atPath: chattr), try Tool.runProgram(chattr, ["+i", folder]) == 0
        else { throw XCTSkip("no way to make a folder read-only for root here (chattr +i)") }
        addTeardownBlock { _ = try? Tool.runProgram(chattr, ["-i", folder]) }
    }

    // MARK: 9. An empty path

    func testAnEmptyPathIsAUsageError() throws {
        try write("Q.intents.yml", Self.go)
        for arguments in [
            ["generate", "Q.intents.yml", "-o", ""],
            ["generate", "Q.intents.yml", "-o", "Out", "--handler-output", ""],
            ["generate", "", "-o", "Out"], ["export", "Q.intents.yml", "-o", ""], ["lint", ""],
        ] {
            let run = try Tool.run(arguments, in: root)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.stderr.contains("empty"), "\(arguments): \(run.stderr)")
        }
        XCTAssertEqual(names(""), ["Q.intents.yml"], "nothing was written into the current folder")
    }

    // MARK: 10. Handler class names

    func testTheHandlerClassIsCheckedLikeEveryGeneratedName() throws {
        try write("Q.intents.yml", Self.go)
        for name in ["INExtension", "NSObject", "String", "Intents"] {
            let run = try Tool.run(
                ["generate", "Q.intents.yml", "-o", "Out", "--handler-output", "H", "--handler-class", name], in: root)
            XCTAssertEqual(run.status, 2, name)
            XCTAssertTrue(run.stderr.contains("--handler-class: the handler class `\(name)` is a name of"), run.stderr)
        }
        XCTAssertEqual(names(""), ["Q.intents.yml"])
        XCTAssertNil(SettingNames.handlerClassProblem("IntentHandler"))
    }

    // MARK: 11. Far-future file times

    func testFileTimesAfter2262DoNotCrashARun() throws {
        try write("Q.intents.yml", Self.go)
        let arguments = ["generate", "Q.intents.yml", "-o", "Out", "--handler-output", "Handler"]
        XCTAssertEqual(try Tool.run(arguments, in: root).status, 0)
        // 2300-01-01: more nanoseconds since 1970 than an Int64 holds.
        var times = [timespec](repeating: timespec(tv_sec: 10_413_792_000, tv_nsec: 5), count: 2)
        for file in ["Out/GoIntent.swift", "Handler/IntentHandler.swift"] {
            XCTAssertEqual(utimensat(AT_FDCWD, path(file), &times, 0), 0)
        }
        let run = try Tool.run(arguments, in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let stamp = try XCTUnwrap(BuildStamp.read(in: path("Out")))
        XCTAssertEqual(
            stamp.outputs.first { $0.path.hasSuffix("GoIntent.swift") }?.modified,
            FileTime(seconds: 10_413_792_000, nanoseconds: 5))
        XCTAssertTrue(try Tool.run(arguments, in: root).stdout.contains("0 written"), "and the stamp vouches")
        // Before 1970 too.
        var early = [timespec](repeating: timespec(tv_sec: -86_400, tv_nsec: 0), count: 2)
        XCTAssertEqual(utimensat(AT_FDCWD, path("Out/GoIntent.swift"), &early, 0), 0)
        XCTAssertEqual(try Tool.run(arguments, in: root).status, 0)
        XCTAssertEqual(FileTime(Array("-86400.000000000".utf8)), FileTime(seconds: -86_400, nanoseconds: 0))
    }
}

/// Files are held to their limits before they are read (issue 27, item 15).
final class BoundedReadTests: TemporaryFolderTestCase {
    func testAnOversizedConfigIsRefusedBeforeItIsRead() throws {
        try write("Q.intents.yml", OutsideWritesTests.go)
        try write("intentgen.yml", "")
        XCTAssertEqual(truncate(path("intentgen.yml"), off_t((64 << 20) + 1)), 0)
        let run = try Tool.run(["generate", "Q.intents.yml", "-o", "Out", "--config", "intentgen.yml"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("intentgen.yml:1:1: error:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("more than the limit"), run.stderr)
    }

    /// A file of another size at an output's place differs without being read: a sparse 16 GiB
    /// file there is replaced, where reading it would take 16 GiB of memory.
    func testAnOutputOfAnotherSizeIsReplacedWithoutBeingRead() throws {
        try write("Q.intents.yml", OutsideWritesTests.go)
        try write("Out/GoIntent.swift", "")
        XCTAssertEqual(truncate(path("Out/GoIntent.swift"), off_t(16) << 30), 0)
        let run = try Tool.run(["generate", "Q.intents.yml", "-o", "Out"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(read("Out/GoIntent.swift")?.contains("class GoIntent") == true)
        // And a stamp larger than its limit is not read: the run is a full one.
        try write("Out/.intentgen/stamp", "")
        XCTAssertEqual(truncate(path("Out/.intentgen/stamp"), off_t((64 << 20) + 1)), 0)
        XCTAssertNil(BuildStamp.read(in: path("Out")))
        XCTAssertEqual(try Tool.run(["generate", "Q.intents.yml", "-o", "Out"], in: root).status, 0)
    }
}
