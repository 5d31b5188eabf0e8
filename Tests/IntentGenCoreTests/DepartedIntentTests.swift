import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 29, point 7: an intent deleted from the definitions leaves its code in the user's
/// handler skeleton, which every run reports at the place the file names it.
final class DepartedIntentTests: TemporaryFolderTestCase {
    let twoIntents = """
        intents:
          Order:
            parameters:
              city: { type: string }
          Track:
            parameters:
              code: { type: string }

        """
    let generate = ["generate", "Order.intents.yml", "-o", "Generated", "--handler-output", "Handler"]

    func identifiers(_ source: String) -> [String] {
        var found: [String] = []
        SwiftIdentifiers.scan(Array(source.utf8)) { name, line, column in found.append("\(name)@\(line):\(column)") }
        return found
    }

    // MARK: Finding what a file names

    func testIdentifiersOutsideCommentsAndStringsWithTheirPlacesInCharacters() {
        let source = ##"""
            let a = TrackIntent() // TrackIntentHandling
            /* TrackIntent /* nested */ TrackIntent */ let b: `Track`
            "TrackIntent \(x) \"q\" Track" ; #"raw \#(y) " TrackIntent"# ; c
            """
            TrackIntent
            """
            é = 0x1Fab; d
            #if os(iOS)
            """##
        XCTAssertEqual(
            identifiers(source),
            [
                "let@1:1", "a@1:5", "TrackIntent@1:9", "let@2:44", "b@2:48", "Track@2:52", "c@3:64", "d@7:13", "if@8:2",
                "os@8:5", "iOS@8:8",
            ])
        XCTAssertEqual(identifiers("\"unterminated\nTrackIntent"), ["TrackIntent@2:1"], "a string ends at its line")
        XCTAssertEqual(identifiers("/* never closed TrackIntent"), [])
        XCTAssertEqual(identifiers(""), [])
    }

    func testADepartedIntentIsFoundAtItsFirstMentionWithTheIntentsTheFileDoesNotHandle() throws {
        try write(
            "Handler.swift",
            """
            // TrackIntent was here
            class H: INExtension, OrderIntentHandling {
                func handle(intent: TrackIntent) -> TrackIntentResponse { fatalError() }
            }

            """)
        let found = DepartedIntent.find(
            ["TrackIntent", "GoneIntent"], in: path("Handler.swift"), current: ["OrderIntent", "ShipIntent"])
        XCTAssertEqual(found.count, 1, "an intent the file does not name is not reported")
        let departed = try XCTUnwrap(found.first)
        XCTAssertEqual(departed.location, SourceLocation(file: path("Handler.swift"), line: 3, column: 25))
        XCTAssertEqual(departed.name, "TrackIntent")
        XCTAssertEqual(departed.mentions, 2)
        XCTAssertEqual(departed.newIntents, ["ShipIntent"])
        XCTAssertEqual(DepartedIntent.find(["TrackIntent"], in: path("Missing.swift"), current: []), [])
    }

    func testWhatAKeptFileRecords() {
        let written = HandledIntents(current: ["AIntent", "BIntent"])
        XCTAssertEqual(
            HandledIntents.recorded(["AIntent", "CIntent"], previous: written, kept: true),
            HandledIntents(current: ["AIntent", "CIntent"], departed: ["BIntent"]))
        XCTAssertEqual(
            HandledIntents.recorded(
                ["CIntent"], previous: HandledIntents(current: ["CIntent"], departed: ["BIntent"]), kept: true),
            HandledIntents(current: ["CIntent"], departed: ["BIntent"]), "a departed intent stays departed")
        XCTAssertEqual(
            HandledIntents.recorded(
                ["BIntent"], previous: HandledIntents(current: ["AIntent"], departed: ["BIntent"]), kept: true),
            HandledIntents(current: ["BIntent"], departed: ["AIntent"]), "one that comes back is current again")
        XCTAssertEqual(
            HandledIntents.recorded(["CIntent"], previous: written, kept: false), HandledIntents(current: ["CIntent"]),
            "a file written on this run is written for the intents of now")
    }

    func testTheStampKeepsTheIntentsOfAUserFileAndRefusesStrayOnes() throws {
        var stamp = BuildStamp(fingerprint: "f", outputs: [])
        stamp.outputs = [
            .init(path: "Place.swift", isUserOwned: false, size: 3, modified: FileTime(seconds: 1, nanoseconds: 2)),
            .init(
                path: "../Handler/IntentHandler.swift", isUserOwned: true, size: 0, modified: .zero,
                origin: "the handler skeleton `IntentHandler`",
                intents: HandledIntents(current: ["OrderIntent"], departed: ["TrackIntent"])),
        ]
        let read = try XCTUnwrap(BuildStamp.parse(stamp.text))
        XCTAssertEqual(read.outputs, stamp.outputs)
        XCTAssertTrue(stamp.text.contains("\nintent OrderIntent\ndeparted TrackIntent\n"), stamp.text)

        for stray in ["file 3 1.000000002 Place.swift\nintent OrderIntent", "intent OrderIntent", "intent "] {
            let body = "\(BuildStamp.header)\nfingerprint f\n\(stray)\n"
            XCTAssertNil(BuildStamp.parse(body + "end \(BuildStamp.digest(of: Array(body.utf8)))\n"), stray)
        }
    }

    // MARK: With the command line

    func testGenerateWarnsWhereTheHandlerStillNamesADeletedIntentUntilTheCodeIsGone() throws {
        try write("Order.intents.yml", twoIntents)
        XCTAssertEqual(try Tool.run(generate, in: root).status, 0)
        let skeleton = try XCTUnwrap(read("Handler/IntentHandler.swift"))
        let line = try XCTUnwrap(
            skeleton.components(separatedBy: "\n").firstIndex { $0.contains("case is TrackIntent:") })
        let mine = skeleton + "// the team's code\n"
        try write("Handler/IntentHandler.swift", mine)

        // Track is deleted and Ship added: the handler is kept, and names an intent that is gone.
        try write("Order.intents.yml", twoIntents.replacingOccurrences(of: "Track", with: "Ship"))
        let place = "Handler/IntentHandler.swift:\(line + 1):17"
        let warning = """
            \(place): warning: this handler was written by intentgen for intent class `TrackIntent`, which the \
            definitions no longer declare: `TrackIntent` is no longer generated, so the code here (and 4 more places) \
            will not compile [orphaned-user-file]
            \(place): note: declared in the definitions but not handled here: `ShipIntent`; if `TrackIntent` was \
            renamed, handle the new name instead
            \(place): note: remove the code for `TrackIntent` (its case in `handler(for:)` and its handler class); the \
            file is yours, so intentgen changes nothing in it and warns as long as it names the intent

            """
        let second = try Tool.run(generate, in: root)
        XCTAssertEqual(second.status, 0, "a warning does not fail the run")
        XCTAssertEqual(second.stderr, warning)
        XCTAssertTrue(second.stdout.contains("removed Generated/TrackIntent.swift"), second.stdout)
        XCTAssertEqual(read("Handler/IntentHandler.swift"), mine, "the user's file is never changed")

        try assertEveryLaterRunWarns(generate, warning)
        let sarif = try Tool.run(generate + ["--diagnostics-format", "sarif"], in: root)
        XCTAssertTrue(sarif.stderr.contains("orphaned-user-file"), sarif.stderr)
        XCTAssertTrue(sarif.stderr.contains(#""startLine": \#(line + 1)"#), sarif.stderr)

        // The team moves the code to the new intent: a comment naming the old one is no mention.
        try write(
            "Handler/IntentHandler.swift",
            mine.replacingOccurrences(of: "TrackIntent", with: "ShipIntent") + "// was TrackIntent\n")
        let fixed = try Tool.run(generate, in: root)
        XCTAssertEqual(fixed.stderr, "")
        XCTAssertEqual(try Tool.run(generate, in: root).stderr, "", "and the stamp's early stop agrees")

        // A handler that names it again warns again; a deleted one is written afresh for the
        // intents of now, with nothing departed.
        try write("Handler/IntentHandler.swift", mine)
        XCTAssertEqual(try Tool.run(generate, in: root).stderr, warning)
        try FileManager.default.removeItem(atPath: path("Handler/IntentHandler.swift"))
        let fresh = try Tool.run(generate, in: root)
        XCTAssertEqual(fresh.stderr, "")
        XCTAssertTrue(fresh.stdout.contains("wrote Handler/IntentHandler.swift"), fresh.stdout)
        XCTAssertEqual(
            BuildStamp.read(in: path("Generated"))?.outputs.filter(\.isUserOwned).map(\.intents),
            [
                HandledIntents(current: ["OrderIntent", "ShipIntent"])
            ])
    }

    /// The target's last intent goes: the skeleton is still made (the target is an Intents
    /// extension), handles no intent, and its code for the one that went is reported.
    func testTheLastIntentGoingIsReportedToo() throws {
        try write("Order.intents.yml", "intents:\n  Order:\n    parameters:\n      city: { type: string }\n")
        XCTAssertEqual(try Tool.run(generate, in: root).status, 0)
        try write("Order.intents.yml", "enums:\n  Size:\n    cases: [small]\n")
        let run = try Tool.run(generate, in: root)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "Handler/IntentHandler.swift:17:17: warning: this handler was written by intentgen for intent class `OrderIntent`"
            ), run.stderr)
        XCTAssertFalse(run.stderr.contains("not handled here"), "there is no intent to handle instead")
    }
}
