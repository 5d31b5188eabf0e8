import Foundation
import XCTest

@testable import IntentGenCore

/// Output is never torn, mixed or silently incomplete; CI is never falsely green; nothing hangs on
/// a FIFO; file-system failures say what failed (issue 12, sections 2, 4, 5 and 6).
final class RunSafetyTests: TemporaryFolderTestCase {
    static let small = "intents:\n  Go:\n    parameters:\n      name: string\n"

    // MARK: 2. Never torn, mixed or incomplete

    func testTemporaryNamesAreUniqueBeyondTheProcess() {
        let names = Set((0..<100).map { _ in Emitter.temporaryPath(for: "Out/A.swift") })
        XCTAssertEqual(names.count, 100)
        XCTAssertTrue(names.allSatisfy { Emitter.isTemporaryName(FileSystem.lastComponent(of: $0)) })
    }

    /// Several runs at once, with two versions of the input, two of them in PID namespaces of
    /// their own (both are process 1 there, as in two containers sharing a workspace): every
    /// output ends up wholly one version, all of them the same one, and the stamp vouches for it.
    func testConcurrentRunsLeaveOneWholeVersion() throws {
        let versions = [
            CrashSafetyTests.definitions(count: 60, parameter: "first"),
            CrashSafetyTests.definitions(count: 60, parameter: "second"),
        ]
        let expected = try versions.map(CrashSafetyTests.expected)
        for (index, yaml) in versions.enumerated() { try write("v\(index)/Big.intents.yml", yaml) }
        let unshare = "/usr/bin/unshare"
        let canUnshare =
            FileManager.default.isExecutableFile(atPath: unshare)
            && (try? Tool.run(["--version"], wrapper: [unshare, "--pid", "--fork"]))?.status == 0
        for round in 0..<3 {
            var processes: [Process] = []
            for index in 0..<7 {
                let version = (index + round) % 2
                let wrapper = canUnshare && index < 2 ? [unshare, "--pid", "--fork"] : []
                let process = try Tool.process(
                    ["generate", path("v\(version)/Big.intents.yml"), "-o", path("Out")], wrapper: wrapper)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                processes.append(process)
            }
            for process in processes {
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "round \(round)")
            }
            let found = try snapshot("Out")
            XCTAssertTrue(expected.contains(found), "round \(round): the outputs are not wholly one version")
            // The stamp vouches for what is there: a no-op run of that version writes nothing.
            let version = found == expected[0] ? 0 : 1
            let again = try Tool.run(["generate", path("v\(version)/Big.intents.yml"), "-o", path("Out")])
            XCTAssertTrue(again.stdout.hasSuffix(" 0 written, \(expected[0].count) unchanged, 0 skipped, 0 removed\n"), again.stdout)
        }
        if !canUnshare { print("note: unshare --pid is not available; all runs shared one PID namespace") }
    }

    /// A run whose folder another run holds says so and waits for it, then does its work.
    func testARunWaitsForTheRunHoldingItsFolder() throws {
        try write("G.intents.yml", Self.small)
        try FileManager.default.createDirectory(atPath: path("Out"), withIntermediateDirectories: true)
        let held = try FolderLock(folders: [path("Out")]) { _ in XCTFail("nobody else holds it yet") }
        let process = try Tool.process(["generate", path("G.intents.yml"), "-o", path("Out")])
        let log = root.appendingPathComponent("stderr.log")
        XCTAssertTrue(FileManager.default.createFile(atPath: log.path, contents: nil))
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var said = ""
        for _ in 0..<600 where !said.contains("waiting") {
            usleep(50_000)
            said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        XCTAssertEqual(said, "intentgen: waiting for another intentgen run writing into \(path("Out"))\n")
        XCTAssertTrue(process.isRunning, "it waits")
        XCTAssertEqual(names("Out"), [], "and writes nothing while it waits")
        held.release()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(names("Out").contains("GoIntent.swift"))
    }

    /// Every regular file in a folder (hidden ones too, so leftover temporary files show), but the
    /// build-stamp folder: name → contents.
    func snapshot(_ relative: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in names(relative) where name != BuildStamp.folderName {
            result[name] = try String(contentsOfFile: path(relative + "/" + name), encoding: .utf8)
        }
        return result
    }

    func testAStampCutShortIsNotTrusted() throws {
        try write("G.intents.yml", Self.small)
        let arguments = ["generate", path("G.intents.yml"), "-o", path("Out")]
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let stampPath = BuildStamp.path(in: path("Out"))
        let text = try String(contentsOfFile: stampPath, encoding: .utf8)
        // Cut at a line boundary: the header and fingerprint survive, the outputs and end do not.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try (lines.prefix(2).joined(separator: "\n") + "\n").write(toFile: stampPath, atomically: false, encoding: .utf8)
        XCTAssertNil(BuildStamp.read(in: path("Out")))
        try FileManager.default.removeItem(atPath: path("Out/GoIntent.swift"))
        let run = try Tool.run(arguments)
        XCTAssertTrue(run.stdout.contains("wrote \(path("Out/GoIntent.swift"))"), run.stdout)
        // An edited stamp (one output line dropped, the end kept) is not trusted either.
        let whole = try String(contentsOfFile: stampPath, encoding: .utf8)
        let edited = whole.split(separator: "\n").filter { !$0.hasPrefix("file ") }.joined(separator: "\n") + "\n"
        try edited.write(toFile: stampPath, atomically: false, encoding: .utf8)
        XCTAssertNil(BuildStamp.read(in: path("Out")))
    }

    func testInputThatCannotBeReadStopsTheRunAndDeletesNothing() throws {
        try write("Defs/Sub/G.intents.yml", Self.small)
        let arguments = ["generate", path("Defs"), "-o", path("Out")]
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let before = try snapshot("Out")
        // A definitions name on a FIFO, and a link loop named as the input folder.
        XCTAssertEqual(mkfifo(path("Defs/Sub/Pipe.intents.yml"), 0o644), 0)
        let fifo = try Tool.run(arguments)
        XCTAssertEqual(fifo.status, 2)
        XCTAssertTrue(fifo.stderr.contains("cannot read \(path("Defs/Sub/Pipe.intents.yml")): it is not a regular file"), fifo.stderr)
        XCTAssertEqual(try snapshot("Out"), before)
        try FileManager.default.removeItem(atPath: path("Defs/Sub/Pipe.intents.yml"))
        try FileManager.default.createSymbolicLink(atPath: path("Loop"), withDestinationPath: path("Loop"))
        let loop = try Tool.run(["generate", path("Loop"), "-o", path("Out")])
        XCTAssertEqual(loop.status, 2)
        XCTAssertTrue(loop.stderr.contains("too many levels of symbolic links"), loop.stderr)
        XCTAssertEqual(try snapshot("Out"), before)
    }

    func testAnUnreadableDefinitionsFolderStopsTheRun() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run the tool as another user")
        }
        try write("Defs/Sub/G.intents.yml", Self.small)
        for folder in ["", "Defs"] { XCTAssertEqual(chmod(path(folder), 0o777), 0) }
        XCTAssertEqual(chmod(path("Defs/Sub/G.intents.yml"), 0o644), 0)
        let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        let arguments = ["generate", path("Defs"), "-o", path("Out")]
        XCTAssertEqual(try Tool.run(arguments, wrapper: nobody).status, 0)
        let before = try snapshot("Out")
        XCTAssertFalse(before.isEmpty)
        for locked in ["Defs/Sub", "Defs"] {
            XCTAssertEqual(chmod(path(locked), 0o700), 0)
            let run = try Tool.run(arguments, wrapper: nobody)
            XCTAssertEqual(run.status, 2, locked + run.stdout + run.stderr)
            XCTAssertTrue(run.stderr.contains("cannot read \(path(locked)): permission denied"), run.stderr)
            XCTAssertEqual(try snapshot("Out"), before, "nothing was deleted as stale")
            XCTAssertEqual(chmod(path(locked), 0o777), 0)
        }
    }

    // MARK: 4. CI is never falsely green

    /// Generated code committed to git: a fresh clone plus a no-op run, from another folder,
    /// leaves the working tree clean.
    func testACommittedCheckoutStaysCleanAfterANoOpRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        try write("repo/Defs/G.intents.yml", Self.small)
        let repo = root.appendingPathComponent("repo")
        let generate = ["generate", "Defs", "-o", "Generated", "--handler-output", "Handler"]
        XCTAssertEqual(try Tool.run(generate, in: repo).status, 0)
        try git(["init", "-q"], in: repo)
        try git(["add", "."], in: repo)
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "generated"], in: repo)
        XCTAssertFalse(try git(["ls-files"], in: repo).contains(".intentgen"), "the stamp is never committed")
        try git(["clone", "-q", repo.path, path("clone")], in: root)
        let clone = root.appendingPathComponent("clone")
        let run = try Tool.run(["generate", "clone/Defs", "-o", "clone/Generated", "--handler-output", "clone/Handler"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try git(["status", "--porcelain", "--ignored=no"], in: clone), "")
        XCTAssertEqual(try Tool.run(generate, in: clone).status, 0)
        XCTAssertEqual(try git(["status", "--porcelain"], in: clone), "")
    }

    @discardableResult
    func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: 5–6. Nothing blocks; failures say what failed

    func testFIFOsNeverBlockARun() throws {
        try write("G.intents.yml", Self.small)
        XCTAssertEqual(mkfifo(path("Input.intents.yml"), 0o644), 0)
        let lint = try Tool.run(["lint", path("Input.intents.yml")])
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.stderr.contains("it is not a regular file"), lint.stderr)
        // At an output path, and in the output folder where stale files are looked for.
        try FileManager.default.createDirectory(atPath: path("Out"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(path("Out/Stale.swift"), 0o644), 0)
        XCTAssertEqual(try Tool.run(["generate", path("G.intents.yml"), "-o", path("Out")]).status, 0)
        XCTAssertEqual(mkfifo(path("Out2"), 0o755), 0)
        try FileManager.default.removeItem(atPath: path("Out2"))
        try FileManager.default.createDirectory(atPath: path("Out2"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(path("Out2/GoIntent.swift"), 0o644), 0)
        let blocked = try Tool.run(["generate", path("G.intents.yml"), "-o", path("Out2")])
        XCTAssertEqual(blocked.status, 2)
        XCTAssertTrue(blocked.stderr.contains("cannot replace \(path("Out2/GoIntent.swift")): it is not a regular file"), blocked.stderr)
    }

    func testFoldersThatCannotBeCreatedSaySoPlainly() throws {
        try write("G.intents.yml", Self.small)
        try write("File", "a file\n")
        let run = try Tool.run(["generate", path("G.intents.yml"), "-o", path("File/Generated")])
        XCTAssertEqual(run.status, 2)
        XCTAssertFalse(run.stderr.contains("CocoaError"), run.stderr)
        XCTAssertTrue(
            run.stderr.contains("intentgen: error: cannot create the folder \(path("File/Generated")): \(path("File")) exists and is not a folder"),
            run.stderr)
    }

    func testSummariesSayWhatTheModeDid() throws {
        try write("G.intents.yml", Self.small)
        let dryRun = try Tool.run(["generate", path("G.intents.yml"), "-o", path("Out"), "--dry-run"])
        XCTAssertTrue(dryRun.stdout.hasSuffix("1 files: 1 to write, 0 unchanged, 0 skipped, 0 to remove\n"), dryRun.stdout)
        let export = try Tool.run(["export", path("G.intents.yml"), "-o", path("Exported"), "--check"])
        XCTAssertEqual(export.status, 1)
        XCTAssertEqual(export.stdout, "1 outdated, 0 unchanged\n")
        XCTAssertTrue(
            export.stderr.contains("Base.lproj/G.intentdefinition is missing: `export` writes it [outdated-output]"),
            export.stderr)
        XCTAssertEqual(names("Exported"), [], "a check writes nothing, not even a folder")
    }
}
