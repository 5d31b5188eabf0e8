import Foundation
import XCTest

@testable import IntentGenCore

/// Output made piece by piece: a printer that hands its text to a sink gives the same bytes as
/// one that keeps it, in pieces of bounded size; and an emit that writes nothing takes the places
/// its caller looked at instead of looking again.
final class PiecewiseOutputTests: XCTestCase {
    /// Prints lines of every kind the renderers print: indented, empty, raw, with line breaks inside.
    private func printLines(into p: inout CodePrinter, count: Int) {
        for index in 0..<count {
            p.line("// line \(index)")
            p.indented { p in
                p.line("let value\(index) = \(index)\nlet other\(index) = \"ü\"")
                p.line()
                if index % 7 == 0 { p.rawLine("    raw \(index)") }
            }
        }
    }

    /// A text of several lines prints as that many lines, each indented unless empty.
    func testEachLineOfATextIsIndentedUnlessEmpty() {
        var p = CodePrinter()
        p.indented { p in
            for text in ["a\nb\n\nc", "", "\n", "ü\n\u{2028}x", "trailing\n"] { p.line(text) }
        }
        XCTAssertEqual(p.content, "    a\n    b\n\n    c\n\n\n\n    ü\n    \u{2028}x\n    trailing\n\n")
    }

    func testAPrinterWithASinkHandsOverTheSameBytesInBoundedPieces() {
        for count in [0, 1, 3, 5_000] {
            var kept = CodePrinter()
            printLines(into: &kept, count: count)
            var pieces: [[UInt8]] = []
            var streamed = CodePrinter(sink: { pieces.append(Array($0)) })
            printLines(into: &streamed, count: count)
            XCTAssertEqual(streamed.isEmpty, kept.isEmpty, "\(count) lines")
            streamed.finish()
            XCTAssertEqual(String(decoding: pieces.joined(), as: UTF8.self), kept.content, "\(count) lines")
            // A piece is handed over once it reaches 64 KiB: it is at most that and one line more.
            XCTAssertTrue(pieces.allSatisfy { !$0.isEmpty && $0.count < (1 << 16) + 100 }, "\(count) lines")
            if count == 5_000 { XCTAssertGreaterThan(pieces.count, 1) }
            // Finishing again hands nothing more.
            let handed = pieces.count
            streamed.finish()
            XCTAssertEqual(pieces.count, handed)
        }
    }

    /// The handler skeleton is written piece by piece, and its pieces are the text it renders.
    func testTheHandlerSkeletonIsStreamed() throws {
        var yaml = "intents:\n"
        for index in 0..<300 {
            yaml += """
                  Order\(index):
                    title: Order \(index)
                    category: order
                    parameters:
                      item: { type: string, displayName: Item, options: dynamic }

                """
        }
        let bag = DiagnosticBag()
        let request = GenerationRequest(name: "Target", kinds: [.handler])
        let made = Pipeline(request).pendingFiles([InputFile(path: "Orders.intents.yml", text: yaml)], diagnostics: bag)
        let files = try XCTUnwrap(made?.files, DiagnosticRenderer().render(bag.sorted))
        let skeleton = try XCTUnwrap(files.first { $0.kind == .handler })
        let stream = try XCTUnwrap(skeleton.stream)
        var pieces: [[UInt8]] = []
        stream { pieces.append(Array($0)) }
        XCTAssertGreaterThan(pieces.count, 1)
        let text = String(decoding: pieces.joined(), as: UTF8.self)
        XCTAssertEqual(text, skeleton.rendered().contents)
        XCTAssertTrue(text.contains("final class Order299IntentHandler: NSObject, Order299IntentHandling {"))
        XCTAssertTrue(text.hasSuffix("#endif\n"))
    }

    /// A check takes what the caller found on disk; a write looks again (it holds the lock, and
    /// the disk may have changed since).
    func testACheckTakesTheInspectedPlacesAndAWriteLooksAgain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-stream-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders: [RenderedFile.Destination: String] = [.generated: root.appendingPathComponent("Generated").path]
        let files = [RenderedFile(destination: .generated, path: "A.swift", contents: "// a\n")]
        _ = try Emitter().emit(files, into: folders)
        // The file exists; told it is missing, the check reports it missing without looking.
        let told = try Emitter(mode: .check).emit(files.map { PendingFile($0) }, into: folders, inspected: [false])
        XCTAssertEqual(told.missing.count, 1)
        let looked = try Emitter(mode: .check).emit(files.map { PendingFile($0) }, into: folders)
        XCTAssertEqual(looked.missing, [])
        XCTAssertEqual(looked.unchanged.count, 1)
        // A write looks for itself: the same file is unchanged, not written again.
        let written = try Emitter().emit(files.map { PendingFile($0) }, into: folders, inspected: [false])
        XCTAssertEqual(written.written, [])
        XCTAssertEqual(written.unchanged.count, 1)
    }
}
