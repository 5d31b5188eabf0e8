import Foundation
import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// `.strings` files are read exactly: a byte that is not UTF-8, half a surrogate pair and a
/// character the definitions language cannot carry are each reported, never replaced (issue 27,
/// item 17), and a plist key `<<` is quoted (item 18).
final class StringsFileStrictnessTests: TemporaryFolderTestCase {
    func testBytesThatAreNotTextAreErrorsAtTheirLine() {
        XCTAssertThrowsError(
            try StringsFile.table(bytes: Array("\"a\" = \"1\";\n\"b\" = \"x".utf8) + [0xFF] + Array("\";\n".utf8))
        ) {
            XCTAssertEqual(
                $0 as? StringsFile.ParseError,
                StringsFile.ParseError("byte 0xFF is not UTF-8; save the file as UTF-8 or UTF-16", line: 2))
        }
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"\\UD800\";\n")) {
            XCTAssertTrue(($0 as? StringsFile.ParseError)?.message.contains("half a surrogate pair") == true, "\($0)")
        }
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"\\UDC00x\";\n"))
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"\\UD800\\U0041\";\n"))
        // A lone surrogate in UTF-16 (little-endian, with its byte order mark).
        let utf16: [UInt8] =
            [0xFF, 0xFE] + "\"a\"=\"".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xD8]
            + "\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertThrowsError(try StringsFile.table(bytes: utf16))
        // What is text reads as before: a pair makes one character; each key has its line.
        XCTAssertEqual(try StringsFile.parse("\"a\" = \"\\UD83D\\UDE00\";"), ["a": "😀"])
        XCTAssertEqual(
            try StringsFile.table(bytes: Array("\"a\" = \"1\";\n\n\"b\" = \"2\";\n".utf8)).lines, ["a": 1, "b": 3])
    }

    func testAnImportReportsTranslationsItCannotCarry() throws {
        try write("Q.intents.yml", "language: en\nintents:\n  Go:\n    title: { en: Go, ja: 行く }\n")
        XCTAssertEqual(try Tool.run(["export", "Q.intents.yml", "-o", "X"], in: root).status, 0)
        let strings = try XCTUnwrap(read("X/ja.lproj/Q.strings"))
        let key = try XCTUnwrap(strings.split(separator: "\"").first)
        try write("X/ja.lproj/Q.strings", "\"\(key)\" = \"行\\U001Bく\";\n")
        let definition = "X/Base.lproj/Q.intentdefinition"
        let lossy = try Tool.run(["import", definition, "--strings", "X/ja.lproj"], in: root)
        XCTAssertEqual(lossy.status, 0, "a loss is a warning")
        XCTAssertTrue(
            lossy.stderr.contains(
                "X/ja.lproj/Q.strings:1:1: warning: the `ja` translation of `\(key)` contains the character U+001B"),
            lossy.stderr)
        XCTAssertFalse(lossy.stdout.contains("ja:"), "not imported: \(lossy.stdout)")
        try write("Imported.intents.yml", lossy.stdout)
        XCTAssertEqual(
            try Tool.run(["lint", "Imported.intents.yml"], in: root).status, 0, "what is imported lints clean")
        XCTAssertEqual(
            try Tool.run(["import", definition, "--strings", "X/ja.lproj", "--fail-on-loss"], in: root).status, 1)

        // A byte that is not UTF-8: the file is not imported, and says where.
        try FileManager.default.removeItem(atPath: path("X/ja.lproj/Q.strings"))
        _ = FileManager.default.createFile(
            atPath: path("X/ja.lproj/Q.strings"),
            contents: Data("\"\(key)\" = \"\u{884C}".utf8) + Data([0xC3, 0x28]) + Data("\";\n".utf8))
        let broken = try Tool.run(["import", definition, "--strings", "X/ja.lproj", "--fail-on-loss"], in: root)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("Q.strings:1:1: error:"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("byte 0xC3 is not UTF-8"), broken.stderr)
    }

    func testAMergeKeyIsQuoted() {
        XCTAssertEqual(YAMLText.quote("<<"), "\"<<\"")
        let (result, diagnostics) = loadYAML("xcode:\n  \(YAMLText.quoteKey("<<")): value\n")
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertEqual(result.root?["xcode"]?.mapping?.first?.key, "<<")
    }

    /// The promises of the `strings` and `stamp` fuzz modes hold on their seeds, and can fail.
    func testTheFormatPromisesHoldOnTheirSeeds() throws {
        let seeds = TestPaths.packageRoot.appendingPathComponent("Fuzz/seeds/stamp")
        let stamps = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        XCTAssertEqual(stamps, ["v2.stamp", "v3.stamp", "v4.stamp"])
        for name in stamps {
            let bytes = Array(try Data(contentsOf: seeds.appendingPathComponent(name)))
            guard case .compiled = Promises.stampOutcome(bytes) else { return XCTFail("\(name) is not read") }
        }
        let snapshot = TestPaths.packageRoot.appendingPathComponent(
            "Tests/IntentGenCoreTests/Snapshots/Definitions-QuickAction/ja.lproj__QuickAction.strings")
        guard case .compiled = Promises.stringsOutcome(Array(try Data(contentsOf: snapshot))) else {
            return XCTFail("the exported table is not read")
        }
        guard case .rejected = Promises.stringsOutcome(Array("\"a\" = \"\\UD800\";".utf8)) else {
            return XCTFail("half a pair is read")
        }
        guard case .rejected = Promises.stampOutcome(Array("intentgen-stamp 4\nfingerprint f\n".utf8)) else {
            return XCTFail("a stamp without its digest is read")
        }
    }
}
