import Foundation
import XCTest

@testable import IntentGenCore

/// The build stamp that lets a `generate` with nothing changed stop after reading its inputs.
final class BuildStampTests: XCTestCase {
    // MARK: The stamp as a value

    func testTheDigestIsStableAcrossRunsAndSeesEveryByte() {
        var hasher = StableHasher()
        hasher.combine(Array("intents:\n  Go: {}\n".utf8))
        // A fixed value: unlike `Hasher`, the digest must not change between processes.
        XCTAssertEqual(hasher.hexDigest, StableHasher.digest(of: ["intents:\n  Go: {}\n"]))
        XCTAssertEqual(StableHasher.digest(of: ["abc"]), "6dbedd1e73f56017a3ea446c03fd09d5")

        let base = InputFile(path: "A.intents.yml", text: "intents:\n  Go: {}\n")
        let fingerprint = BuildStamp.fingerprint(settings: "s", inputs: [base])
        XCTAssertEqual(fingerprint, BuildStamp.fingerprint(settings: "s", inputs: [base]))
        // Same size, one byte different; other settings; another path; the split between files.
        XCTAssertNotEqual(
            fingerprint,
            BuildStamp.fingerprint(
                settings: "s", inputs: [InputFile(path: "A.intents.yml", text: "intents:\n  Do: {}\n")]))
        XCTAssertNotEqual(fingerprint, BuildStamp.fingerprint(settings: "t", inputs: [base]))
        XCTAssertNotEqual(
            fingerprint,
            BuildStamp.fingerprint(settings: "s", inputs: [InputFile(path: "B.intents.yml", contents: base.contents)]))
        XCTAssertNotEqual(
            StableHasher.digest(of: ["ab", "c"]), StableHasher.digest(of: ["a", "bc"]),
            "the split between inputs counts")
        XCTAssertNotEqual(StableHasher.digest(of: ["abcdefgh"]), StableHasher.digest(of: ["abcdefgh\0"]))
    }

    func testTheStampReadsBackAndADamagedOneIsIgnored() throws {
        let stamp = BuildStamp(
            fingerprint: "0123",
            outputs: [
                .init(
                    path: "out/A Intent.swift", isUserOwned: false, size: 10,
                    modified: FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789)),
                .init(path: "handler/IntentHandler.swift", isUserOwned: true, size: 0, modified: .zero),
            ])
        XCTAssertEqual(BuildStamp.parse(stamp.text), stamp)
        XCTAssertNil(BuildStamp.parse(""))
        XCTAssertNil(BuildStamp.parse("intentgen-stamp 2\nfingerprint 0123\n"))
        XCTAssertNil(BuildStamp.parse(stamp.text.replacingOccurrences(of: "file 10", with: "file ten")))
        XCTAssertNil(BuildStamp.parse(stamp.text + "other line\n"))
        XCTAssertNil(BuildStamp.parse(stamp.text + "file 1 99999999999999999999.000000000 x\n"), "seconds beyond Int64")
        XCTAssertNil(BuildStamp.parse(stamp.text + "file 1 12 x\n"), "a time without its nanoseconds")
        XCTAssertNil(BuildStamp.parse(stamp.text + "file -1 2.000000000 x\n"))
    }

    /// Names that lead out of the stamp's folder join its resolved path and are normalized, each
    /// as a whole would be, though names of one folder share the work.
    func testNamesThatLeadOutOfTheFolderAreTheirNormalizedPaths() throws {
        let folder = try temporaryFolder().path
        let names = [
            "../Handler/A.swift", "../Handler/B.swift", "../Handler//C.swift", "../Handler/D.swift/",
            "./../x/./../y/E.swift", "../..", "..", "../../F", "a/../../G", "../Handler/..", "../Handler/.",
            "H.swift", "../../../../../../../../../../I", "/../J", "..//",
        ]
        var stamp = BuildStamp(
            fingerprint: "f", outputs: names.map { .init(path: $0, isUserOwned: true, size: 0, modified: .zero) })
        stamp.resolveNames(from: folder)
        let here = FileSystem.resolved(".")
        for (name, output) in zip(names, stamp.outputs) {
            guard name.pathComponents().contains("..") else {
                XCTAssertEqual(output.path, FileSystem.join(folder, name), name)
                continue
            }
            // The whole name joined and normalized, then given from the current folder.
            let absolute = FileSystem.normalized(FileSystem.join(FileSystem.resolved(folder), name))
            let prefix = here.hasSuffix("/") ? here : here + "/"
            let expected = absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
            XCTAssertEqual(output.path, expected, name)
        }
    }

    func testAStampVouchesOnlyForUntouchedOutputs() throws {
        let folder = try temporaryFolder().path
        let file = folder + "/A.swift"
        try "one".write(toFile: file, atomically: false, encoding: .utf8)
        try "mine".write(toFile: folder + "/Mine.swift", atomically: false, encoding: .utf8)
        let stamp = try XCTUnwrap(
            BuildStamp.record(fingerprint: "f", outputs: [(file, false), (folder + "/Mine.swift", true)]))
        XCTAssertNil(
            BuildStamp.record(fingerprint: "f", outputs: [(folder + "/Missing.swift", false)]), "an output is missing")
        XCTAssertTrue(stamp.vouches(for: "f"))
        XCTAssertFalse(stamp.vouches(for: "g"), "other inputs or settings")
        try "one!".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertFalse(stamp.vouches(for: "f"), "the output changed")
        try "one".write(toFile: file, atomically: false, encoding: .utf8)
        let again = try XCTUnwrap(
            BuildStamp.record(fingerprint: "f", outputs: [(file, false), (folder + "/Mine.swift", true)]))
        try "the user's own".write(toFile: folder + "/Mine.swift", atomically: false, encoding: .utf8)
        XCTAssertTrue(again.vouches(for: "f"), "user-owned files need only exist")
        try FileManager.default.removeItem(atPath: folder + "/Mine.swift")
        XCTAssertFalse(again.vouches(for: "f"), "a deleted skeleton is written again")
        XCTAssertFalse(
            BuildStamp(fingerprint: "f", outputs: []).vouches(for: "f"), "a stamp of nothing vouches for nothing")
    }

    func testAReadForSomeNamesKeepsOnlyThoseGeneratedOutputsAndChecksTheWhole() throws {
        let folder = try temporaryFolder().path
        for name in ["A.swift", "B.intentdefinition", "Mine.swift"] {
            try name.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/en.lproj/B.intentdefinition", atomically: false, encoding: .utf8)
        let paths = ["A.swift", "B.intentdefinition", "en.lproj/B.intentdefinition"].map { folder + "/" + $0 }
        var stamp = try XCTUnwrap(
            BuildStamp.record(fingerprint: "f", outputs: paths.map { ($0, false) } + [(folder + "/Mine.swift", true)]))
        stamp.outputs[3].intents.current = ["GoIntent"]
        try stamp.write(in: folder)
        let whole = try XCTUnwrap(BuildStamp.read(in: folder))
        XCTAssertEqual(whole.outputs.map { $0.path }, paths + [folder + "/Mine.swift"])
        let some = try XCTUnwrap(BuildStamp.read(in: folder, generatedNames: ["B.intentdefinition", "Other.swift"]))
        XCTAssertEqual(some.outputs, [whole.outputs[1], whole.outputs[2]])
        XCTAssertEqual(some.fingerprint, whole.fingerprint)
        XCTAssertTrue(some.generatedUntouched(paths[1]))
        XCTAssertFalse(some.generatedUntouched(paths[0]), "not kept")
        XCTAssertEqual(BuildStamp.read(in: folder, generatedNames: [])?.outputs.count, 0)
        // A damaged line anywhere, in an output that is not kept too, makes the whole stamp unread.
        let stampPath = BuildStamp.path(in: folder)
        let text = try String(contentsOfFile: stampPath, encoding: .utf8)
        let body = text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        let damaged = body.replacingOccurrences(of: "A.swift", with: "")
        try (damaged + "end \(BuildStamp.digest(of: Array(damaged.utf8)))\n").write(
            toFile: stampPath, atomically: false, encoding: .utf8)
        XCTAssertNil(BuildStamp.read(in: folder, generatedNames: ["B.intentdefinition"]))
        XCTAssertNil(BuildStamp.read(in: folder))
    }

    // MARK: The stamp in `generate`

    func testAnUnchangedRunStopsEarlyAndAnyChangeBringsBackAFullRun() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated").path
        let handler = folder.appendingPathComponent("Handler").path
        let definitions = folder.appendingPathComponent("Q.intents.yml")
        try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent("Definitions/QuickAction.intents.yml")).write(
            to: definitions)
        let arguments = ["generate", definitions.path, "-o", output, "--handler-output", handler]
        let intent = output + "/QuickActionConfigurationIntent.swift"

        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let stamp = try XCTUnwrap(BuildStamp.read(in: output))
        XCTAssertEqual(stamp.outputs.filter(\.isUserOwned).map(\.path), [handler + "/IntentHandler.swift"])
        // A run the stamp vouches for counts as a full one does, and lists no file of yours.
        let summary = "4 files: 0 written, 3 unchanged, 1 skipped, 0 removed\n"
        XCTAssertEqual(try Tool.run(arguments).stdout, summary)
        XCTAssertEqual(try Tool.run(arguments + ["--force"]).stdout, summary)
        XCTAssertEqual(try Tool.run(arguments + ["-q"]).stdout, "")

        // The early stop trusts size and time: an edit that keeps both is not seen …
        let original = try String(contentsOfFile: intent, encoding: .utf8)
        let time = try XCTUnwrap(FileStatus(intent)).modified
        try original.replacingOccurrences(of: "public class", with: "public clasS").write(
            toFile: intent, atomically: false, encoding: .utf8)
        var times = [timespec](repeating: timespec(tv_sec: Int(time.seconds), tv_nsec: Int(time.nanoseconds)), count: 2)
        XCTAssertEqual(utimensat(AT_FDCWD, intent, &times, 0), 0)
        XCTAssertTrue(
            try Tool.run(arguments).stdout.contains("4 files: 0 written"), "the stamp vouched: nothing was read")
        // … and --force (like --check) never trusts the stamp.
        XCTAssertTrue(try Tool.run(arguments + ["--force"]).stdout.contains("wrote \(intent)"))
        XCTAssertEqual(try String(contentsOfFile: intent, encoding: .utf8), original)

        // Any other edit of an output changes its size or time: a full run restores it.
        try (original + "// mine\n").write(toFile: intent, atomically: false, encoding: .utf8)
        XCTAssertTrue(try Tool.run(arguments).stdout.contains("wrote \(intent)"))
        XCTAssertEqual(try String(contentsOfFile: intent, encoding: .utf8), original)

        // A deleted skeleton comes back; the edited input is compiled again.
        try FileManager.default.removeItem(atPath: handler + "/IntentHandler.swift")
        XCTAssertTrue(try Tool.run(arguments).stdout.contains("wrote \(handler)/IntentHandler.swift"))
        let edited = try String(contentsOf: definitions, encoding: .utf8) + "enums:\n  Extra:\n    cases: [one, two]\n"
        try edited.write(to: definitions, atomically: false, encoding: .utf8)
        XCTAssertTrue(try Tool.run(arguments).stdout.contains("wrote \(output)/Extra.swift"))

        // Other settings are other outputs.
        XCTAssertTrue(
            try Tool.run(arguments + ["--class-prefix", "MF"]).stdout.contains(
                "wrote \(output)/MFQuickActionConfigurationIntent.swift"))
        // Input errors leave the outputs and the stamp as they were.
        try "intents: [".write(to: definitions, atomically: false, encoding: .utf8)
        XCTAssertEqual(try Tool.run(arguments).status, 1)
        XCTAssertNotNil(BuildStamp.read(in: output))
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentgen-stamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}

extension StableHasher {
    static func digest(of parts: [String]) -> String {
        var hasher = StableHasher()
        for part in parts { hasher.combine(Array(part.utf8)) }
        return hasher.hexDigest
    }
}
