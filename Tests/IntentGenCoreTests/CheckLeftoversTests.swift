import Foundation
import XCTest

@testable import IntentGenCore

/// A check or a dry run reads, of the last stamp, only what it reports from (the files this
/// emit does not make under the names the stamp has, and the handler skeletons), and reads it
/// while the files are compared. What it reports must be what a write, which reads the whole
/// stamp, reports: the same stale files, orphans and departed intents.
final class CheckLeftoversTests: TemporaryFolderTestCase {
    private var folders: [RenderedFile.Destination: String] {
        [.generated: path("Generated"), .handler: path("Handler"), .xcodeDefinition: path("Definition")]
    }

    private func file(
        _ destination: RenderedFile.Destination, _ name: String, _ text: String,
        owner: OutputOwnership = .generated, kind: OutputKind? = nil, origin: String? = nil, handles: [String] = []
    ) -> PendingFile {
        var file = PendingFile(
            destination: destination, path: name, ownership: owner, kind: kind,
            origin: origin.map { OutputOrigin($0, at: nil) }
        ) { OutputText(body: text) }
        file.handledIntents = handles
        return file
    }

    private func handler(handles intents: [String]) -> PendingFile {
        file(
            .handler, "IntentHandler.swift", "// the skeleton\n", owner: .userOwned, kind: .handler,
            origin: "the handler", handles: intents)
    }

    func testACheckReportsWhatAWriteReports() throws {
        let first = [
            file(.generated, "A.swift", "// a\n"), file(.generated, "B.swift", "// b\n"),
            file(.generated, "C.swift", "// c\n"), file(.generated, "Base.lproj/D.strings", "d\n"),
            file(.xcodeDefinition, "Old.intentdefinition", "<plist/>\n"),
            handler(handles: ["GoIntent", "StopIntent"]),
            file(.handler, "PlaceQuery.swift", "// query\n", owner: .userOwned, origin: "type `Place`"),
            file(.handler, "Go+Perform.swift", "// perform\n", owner: .userOwned, origin: "intent `Go`"),
        ]
        _ = try Emitter().emit(first, into: folders, fingerprint: "one")
        try write("Handler/IntentHandler.swift", "class H { func stop(_ intent: StopIntent) {} }\n")
        // A changes, B, D and the definition go, the query is orphaned, Stop departs, C stays.
        let second = [
            file(.generated, "A.swift", "// a, changed\n"), file(.generated, "C.swift", "// c\n"),
            file(.generated, "E.swift", "// e, new\n"),
            handler(handles: ["GoIntent"]),
            file(.handler, "Go+Perform.swift", "// perform\n", owner: .userOwned, origin: "intent `Go`"),
            file(.handler, "Place2Query.swift", "// query\n", owner: .userOwned, origin: "type `Place2`"),
        ]
        let checked = try Emitter(mode: .check).emit(second, into: folders, fingerprint: "two")
        let dryRun = try Emitter(mode: .dryRun).emit(second, into: folders, fingerprint: "two")
        let written = try Emitter().emit(second, into: folders, fingerprint: "two")
        for (mode, report) in [("check", checked), ("dry run", dryRun)] {
            XCTAssertEqual(report.removed, written.removed, mode)
            XCTAssertEqual(report.orphaned, written.orphaned, mode)
            XCTAssertEqual(report.departedIntents, written.departedIntents, mode)
            XCTAssertEqual(report.written, written.written, mode)
            XCTAssertEqual(report.unchanged, written.unchanged, mode)
            XCTAssertEqual(report.skipped, written.skipped, mode)
        }
        XCTAssertEqual(
            written.removed,
            ["Definition/Old.intentdefinition", "Generated/B.swift", "Generated/Base.lproj/D.strings"].map(path))
        XCTAssertEqual(written.orphaned.map(\.record.path), [path("Handler/PlaceQuery.swift")])
        XCTAssertEqual(written.departedIntents.map(\.intentClass), ["StopIntent"])
        XCTAssertEqual(
            Array(written.written), ["Generated/A.swift", "Generated/E.swift", "Handler/Place2Query.swift"].map(path))
    }

    /// A stamp read for a check with a filter keeps what the filter keeps, and checks the rest.
    func testOnlyTheNamesAFilterKeepsAreKept() throws {
        _ = try Emitter().emit(
            [file(.generated, "A.swift", "// a\n"), file(.generated, "B.swift", "// b\n")], into: folders)
        let some = try XCTUnwrap(BuildStamp.read(in: path("Generated")) { !$0.elementsEqual("A.swift".utf8) })
        XCTAssertEqual(some.outputs.map(\.path), [path("Generated/B.swift")])
    }
}
