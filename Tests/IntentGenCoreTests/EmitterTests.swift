import Foundation
import XCTest

@testable import IntentGenCore

final class EmitterTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-emit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    var generated: String { root.appendingPathComponent("Generated").path }
    var handler: String { root.appendingPathComponent("Handler").path }
    var folders: [RenderedFile.Destination: String] { [.generated: generated, .handler: handler] }

    func generatedFile(_ name: String, _ body: String) -> RenderedFile {
        RenderedFile(destination: .generated, path: name, contents: "// \(IntentsSwiftRenderer.banner)\n\(body)\n")
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ path: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    func testWritesThenLeavesUnchangedFilesAlone() throws {
        let files = [generatedFile("A.swift", "a"), generatedFile("B.swift", "b")]
        let first = try Emitter().emit(files, into: folders)
        XCTAssertEqual(first.written.count, 2)
        let path = generated + "/A.swift"
        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let second = try Emitter().emit(files, into: folders)
        XCTAssertEqual(second.written, [])
        XCTAssertEqual(second.unchanged.count, 2)
        XCTAssertEqual(try modificationDate(path).timeIntervalSince1970, past.timeIntervalSince1970, accuracy: 1)
        XCTAssertFalse(second.isOutdated)
    }

    /// Each text is made once for a write: a new file when it is written, a changed one when it
    /// is compared (kept for its write while the budget lasts), an unchanged one to compare it;
    /// past the budget a changed file's text is made again to be written.
    func testEachTextIsMadeOnceWhenItFitsTheBudget() throws {
        let made = Locked([String: Int]())
        func counted(_ name: String, _ body: String) -> PendingFile {
            PendingFile(destination: .generated, path: name, ownership: .generated) {
                made.withLock { $0[name, default: 0] += 1 }
                return OutputText(body: body)
            }
        }
        let files = [counted("A.swift", "a"), counted("B.swift", "b"), counted("C.swift", "c")]
        _ = try Emitter().emit(files, into: folders)
        XCTAssertEqual(made.withLock { $0 }, ["A.swift": 1, "B.swift": 1, "C.swift": 1], "new files")
        try "changed".write(toFile: generated + "/A.swift", atomically: true, encoding: .utf8)
        made.withLock { $0 = [:] }
        let report = try Emitter().emit(files, into: folders)
        XCTAssertEqual(report.written, [generated + "/A.swift"])
        XCTAssertEqual(made.withLock { $0 }, ["A.swift": 1, "B.swift": 1, "C.swift": 1], "one changed file")
        try "changed".write(toFile: generated + "/A.swift", atomically: true, encoding: .utf8)
        made.withLock { $0 = [:] }
        var tight = Emitter()
        tight.textBudget = 0
        _ = try tight.emit(files, into: folders)
        XCTAssertEqual(made.withLock { $0 }, ["A.swift": 2, "B.swift": 1, "C.swift": 1], "past the budget")
        XCTAssertEqual(read(generated + "/A.swift"), OutputText(body: "a").contents)
    }

    func testUserOwnedFilesAreWrittenOnlyWhenMissingOrForced() throws {
        let skeleton = RenderedFile(
            destination: .handler, path: "IntentHandler.swift", contents: "// fresh\n", isUserOwned: true)
        XCTAssertEqual(try Emitter().emit([skeleton], into: folders).written, [handler + "/IntentHandler.swift"])
        try "// the user's work\n".write(toFile: handler + "/IntentHandler.swift", atomically: true, encoding: .utf8)
        let report = try Emitter().emit([skeleton], into: folders)
        XCTAssertEqual(report.skipped, [handler + "/IntentHandler.swift"])
        XCTAssertEqual(read(handler + "/IntentHandler.swift"), "// the user's work\n")
        _ = try Emitter(overwritesUserFiles: true).emit([skeleton], into: folders)
        XCTAssertEqual(read(handler + "/IntentHandler.swift"), "// fresh\n")
    }

    func testStaleGeneratedFilesAreRemovedButOthersKept() throws {
        _ = try Emitter().emit([generatedFile("Old.swift", "old"), generatedFile("Keep.swift", "k")], into: folders)
        try "// hand-written\n".write(toFile: generated + "/Manual.swift", atomically: true, encoding: .utf8)
        let report = try Emitter().emit([generatedFile("Keep.swift", "k")], into: folders)
        XCTAssertEqual(report.removed, [generated + "/Old.swift"])
        XCTAssertNil(read(generated + "/Old.swift"))
        XCTAssertEqual(
            read(generated + "/Manual.swift"), "// hand-written\n", "files intentgen did not write are never removed")
    }

    /// Stale files are those the last emit recorded as generated, and the Swift files of the
    /// generated folder that say they are intentgen's (with or without a record: a fresh clone
    /// has none); never a user's file or one without the banner that no emit recorded.
    func testStaleFilesAreRecordedOrSayTheyAreGenerated() throws {
        // A file that says it is generated goes though no emit recorded it; a comment that only
        // mentions the banner below code does not count.
        try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
        try "//\n// Old.swift\n// \(IntentsSwiftRenderer.banner)\nclass Old {}\n".write(
            toFile: generated + "/Lookalike.swift", atomically: true, encoding: .utf8)
        try "import Foundation\n// \(IntentsSwiftRenderer.banner)\n".write(
            toFile: generated + "/Quoted.swift", atomically: true, encoding: .utf8)
        // A recorded generated file without the banner goes when it is no longer generated.
        _ = try Emitter().emit(
            [RenderedFile(destination: .generated, path: "Plain.swift", contents: "plain\n")], into: folders)
        // A user-owned file in the generated folder is never stale.
        let mine = RenderedFile(destination: .generated, path: "Mine.swift", contents: "// mine\n", isUserOwned: true)
        _ = try Emitter().emit([mine, generatedFile("Keep.swift", "k")], into: folders)
        XCTAssertNil(read(generated + "/Plain.swift"))
        XCTAssertNil(read(generated + "/Lookalike.swift"))
        let report = try Emitter().emit([generatedFile("Keep.swift", "k")], into: folders)
        XCTAssertEqual(report.removed, [])
        XCTAssertEqual(read(generated + "/Mine.swift"), "// mine\n")
        XCTAssertNotNil(read(generated + "/Quoted.swift"))
        // A stamp written without a fingerprint vouches for nothing.
        XCTAssertFalse(try XCTUnwrap(BuildStamp.read(in: generated)).vouches(for: BuildStamp.noFingerprint))
    }

    func testDryRunAndCheckWriteNothing() throws {
        let files = [generatedFile("A.swift", "a")]
        for mode in [Emitter.Mode.dryRun, .check] {
            let report = try Emitter(mode: mode).emit(files, into: folders)
            XCTAssertEqual(report.written, [generated + "/A.swift"])
            XCTAssertTrue(report.isOutdated)
            XCTAssertFalse(FileManager.default.fileExists(atPath: generated + "/A.swift"))
        }
        _ = try Emitter().emit(files, into: folders)
        XCTAssertFalse(try Emitter(mode: .check).emit(files, into: folders).isOutdated)
        XCTAssertTrue(try Emitter(mode: .check).emit([generatedFile("A.swift", "changed")], into: folders).isOutdated)
    }

    func testOutputsMustBePlainNames() {
        for name in [
            "../escape.swift", "/tmp/absolute.swift", "sub/../../dir.swift", ".hidden.swift", "", "a//b.swift",
        ] {
            XCTAssertThrowsError(try Emitter().emit([generatedFile(name, "x")], into: folders), name)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: root.deletingLastPathComponent().appendingPathComponent("escape.swift").path))
    }

    func testOutputsMayLieInSubfolders() throws {
        let report = try Emitter().emit([generatedFile("Base.lproj/Intents.intentdefinition", "x")], into: folders)
        XCTAssertEqual(report.written, [generated + "/Base.lproj/Intents.intentdefinition"])
        XCTAssertNotNil(read(generated + "/Base.lproj/Intents.intentdefinition"))
    }

    /// A text is the file's when it has every byte of it and no more: the file is read a byte
    /// past the text, so its size needs no call of its own.
    func testAFileHasATextOnlyWhenItHoldsExactlyItsBytes() throws {
        let file = root.appendingPathComponent("Same.swift").path
        for (onDisk, text, same) in [
            ("", "", true), ("", "a", false), ("a", "", false), ("abc", "abc", true), ("abc", "ab", false),
            ("ab", "abc", false), ("abc", "abd", false), (String(repeating: "é", count: 70_000), "", false),
        ] {
            try onDisk.write(toFile: file, atomically: false, encoding: .utf8)
            XCTAssertEqual(try Emitter.hasContents(Array(text.utf8), at: file), same, "\(onDisk.prefix(8)) / \(text)")
        }
        let long = String(repeating: "line of code\n", count: 20_000)
        try long.write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertTrue(try Emitter.hasContents(Array(long.utf8), at: file))
        XCTAssertFalse(try Emitter.hasContents(Array((long + "x").utf8), at: file))
        XCTAssertThrowsError(try Emitter.hasContents([], at: root.appendingPathComponent("Missing.swift").path))
    }

    func testAtomicWriteLeavesNoTemporaryFiles() throws {
        _ = try Emitter().emit([generatedFile("A.swift", String(repeating: "x", count: 100_000))], into: folders)
        // The output and the record of what was generated (BuildStamp), and no temporary file.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: generated).sorted(), [".intentgen", "A.swift"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: generated + "/" + BuildStamp.folderName).sorted(),
            [".gitignore", BuildStamp.fileName])
    }
}

/// A file made piece by piece (a large `.intentdefinition`) is compared and written piece by
/// piece, never held whole (issue 27, item 16), and to the same effect as a whole one.
final class StreamedOutputTests: TemporaryFolderTestCase {
    static let pieces: [String] = ["<?xml", " version=\"1.0\"?>\n", "", String(repeating: "x", count: 70_000), "\n"]

    func streamed(_ pieces: [String]) -> PendingFile {
        PendingFile(destination: .generated, path: "Big.intentdefinition", ownership: .resource) { sink in
            for piece in pieces { sink(Array(piece.utf8)[...]) }
        }
    }

    func testAStreamedFileIsWrittenComparedAndRenderedAsAWholeOne() throws {
        let folders: [RenderedFile.Destination: String] = [.generated: path("Out")]
        let file = streamed(Self.pieces)
        XCTAssertEqual(file.rendered().contents, Self.pieces.joined())
        XCTAssertEqual(try Emitter().emit([file], into: folders).written, [path("Out/Big.intentdefinition")])
        XCTAssertEqual(read("Out/Big.intentdefinition"), Self.pieces.joined())
        XCTAssertEqual(try Emitter().emit([file], into: folders).unchanged, [path("Out/Big.intentdefinition")])
        // Longer, shorter, or one byte other: each differs.
        for text in [
            Self.pieces.joined() + "!", String(Self.pieces.joined().dropLast()),
            Self.pieces.joined().replacingOccurrences(of: "1.0", with: "1.1"),
        ] {
            try write("Out/Big.intentdefinition", text)
            XCTAssertFalse(
                try Emitter.hasContents(
                    streamedBy: { sink in for piece in Self.pieces { sink(Array(piece.utf8)[...]) } },
                    at: path("Out/Big.intentdefinition")))
            XCTAssertEqual(try Emitter(mode: .check).emit([file], into: folders).written.count, 1)
        }
        XCTAssertEqual(try Emitter().emit([file], into: folders).written.count, 1)
        XCTAssertEqual(read("Out/Big.intentdefinition"), Self.pieces.joined())
    }

    /// `export` hands the definition to the emitter in pieces of about 64 KiB, with the same text.
    func testTheExporterWritesTheDefinitionInPieces() throws {
        var yaml = "intents:\n"
        for index in 0..<300 { yaml += "  Do\(index):\n    title: Do \(index)\n    parameters:\n      name: string\n" }
        let (result, diagnostics) = runFrontEnd(yaml)
        XCTAssertEqual(diagnostics.count, 0)
        let file = try XCTUnwrap(result?.files.first)
        var pieces: [Int] = []
        var bytes: [UInt8] = []
        IntentDefinitionExporter().writeDefinition(file) { piece in
            pieces.append(piece.count)
            bytes += piece
        }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), IntentDefinitionExporter().definition(file))
        XCTAssertGreaterThan(pieces.count, 3)
        XCTAssertLessThan(pieces.max() ?? 0, 1 << 17, "no piece is the whole")
    }
}
