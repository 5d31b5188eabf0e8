import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 15, item 8: a user-owned file whose declaration is gone is kept, and every run says so.
final class OrphanedUserFileTests: TemporaryFolderTestCase {
    var generated: String { path("Generated") }
    var handler: String { path("Handler") }
    var folders: [RenderedFile.Destination: String] { [.generated: generated, .handler: handler] }

    func userFile(_ name: String, for origin: String) -> PendingFile {
        PendingFile(
            destination: .handler, path: name, ownership: .userOwned, origin: OutputOrigin(origin, at: nil)
        ) { OutputText(body: "// fill in \(name)\n") }
    }

    func generatedFile(_ name: String) -> PendingFile {
        PendingFile(destination: .generated, path: name, ownership: .generated) { OutputText(body: "// \(name)\n") }
    }

    // MARK: Detection

    func testOnlyKnownFilesOfTheFolderThatAreOnDiskAndNoLongerMadeAreOrphans() throws {
        for name in ["Gone.swift", "Made.swift", "Other.swift", "Linked.swift"] {
            try write("Handler/\(name)", "// \(name)\n")
        }
        try write("Elsewhere/Gone.swift", "// not in the folder\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("Handler/Link.swift"), withDestinationPath: "Linked.swift")
        let known = [
            UserFileRecord(path: handler + "/Gone.swift", origin: "type `Place`"),
            UserFileRecord(path: handler + "/Made.swift", origin: "intent `Order`"),
            UserFileRecord(path: handler + "/Other.swift", origin: "type `Other`"),
            UserFileRecord(path: handler + "/Deleted.swift", origin: "type `Deleted`"),
            UserFileRecord(path: handler + "/Link.swift", origin: "widget `Clock`"),
            UserFileRecord(path: path("Elsewhere") + "/Gone.swift", origin: "type `Far`"),
            UserFileRecord(path: handler + "/../Handler/Gone.swift", origin: "type `Twice`"),
            UserFileRecord(path: handler + "/Gone.swift", origin: "type `Place`"),
        ]
        let orphans = UserFiles.orphans(
            known: known, in: handler, outputs: [handler + "/Made.swift"], claimed: [handler + "/Other.swift"]
        ) {
            [
                UserFileRecord(path: handler + "/Spot.swift", origin: "type `Spot`"),
                UserFileRecord(path: handler + "/Go+Perform.swift", origin: "intent `Go`"),
            ]
        }
        XCTAssertEqual(
            orphans,
            [
                OrphanedUserFile(
                    UserFileRecord(path: handler + "/Gone.swift", origin: "type `Place`"),
                    newFiles: [UserFileRecord(path: handler + "/Spot.swift", origin: "type `Spot`")]),
                OrphanedUserFile(UserFileRecord(path: handler + "/Link.swift", origin: "widget `Clock`")),
            ],
            "made by this emit or another, deleted, in another folder, a path that leaves the folder: not orphans")
        let folderWithSlash = UserFiles.orphans(known: Array(known.prefix(1)), in: handler + "/", outputs: [])
        XCTAssertEqual(folderWithSlash.map(\.record.path), [handler + "/Gone.swift"])
    }

    func testTheWarningNamesTheFileWhatItWasWrittenForAndWhatToDo() {
        let orphan = OrphanedUserFile(
            UserFileRecord(path: "Handler/PlaceAppEntityQuery.swift", origin: "type `Place`"),
            newFiles: [UserFileRecord(path: "Handler/SpotAppEntityQuery.swift", origin: "type `Spot`")])
        let diagnostic = orphan.diagnostic
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(diagnostic.code, .orphanedUserFile)
        XCTAssertEqual(diagnostic.location, .startOf("Handler/PlaceAppEntityQuery.swift"))
        XCTAssertTrue(diagnostic.message.contains("type `Place`, which the definitions no longer declare"))
        XCTAssertTrue(diagnostic.hint?.hasPrefix("delete it, or move the code you keep") == true)
        XCTAssertEqual(diagnostic.notes.map(\.location), [.startOf("Handler/SpotAppEntityQuery.swift")])
        let unknown = OrphanedUserFile(UserFileRecord(path: "Handler/Old.swift", origin: "")).diagnostic
        XCTAssertTrue(unknown.message.contains("a declaration the definitions no longer have"), unknown.message)
    }

    func testTheStampKeepsUserFilesWithTheirOriginsAndReadsVersionTwo() throws {
        let stamp = BuildStamp(
            fingerprint: "f",
            outputs: [
                .init(path: "out/A.swift", isUserOwned: false, size: 1, modified: FileTime(seconds: 0, nanoseconds: 2)),
                .init(path: "h/Q with space.swift", isUserOwned: true, size: 0, modified: .zero, origin: "type `Q`"),
                .init(path: "h/Unknown.swift", isUserOwned: true, size: 0, modified: .zero),
            ],
            orphans: [UserFileRecord(path: "h/Old\tTab.swift", origin: "type `Old`\nforged line")],
            unchecked: [UserFileRecord(path: "h/Kept.swift", origin: "intent `Go`")])
        let read = try XCTUnwrap(BuildStamp.parse(stamp.text))
        XCTAssertEqual(read.outputs, stamp.outputs)
        XCTAssertEqual(read.unchecked, stamp.unchecked)
        XCTAssertEqual(
            read.orphans, [UserFileRecord(path: "h/Old\tTab.swift", origin: "type `Old` forged line")],
            "an origin never breaks a line or a field")
        XCTAssertNil(BuildStamp.parse(stamp.text.replacingOccurrences(of: "orphan ", with: "orphan? ")))

        // A version 2 stamp: user-owned outputs without origins still count.
        var body = "intentgen-stamp 2\nfingerprint f\nfile 1 2 out/A.swift\nuser h/IntentHandler.swift\n"
        body += "end \(BuildStamp.digest(of: Array(body.utf8)))\n"
        let previous = try XCTUnwrap(BuildStamp.parse(body))
        XCTAssertEqual(previous.userFiles, [UserFileRecord(path: "h/IntentHandler.swift", origin: "")])
    }

    // MARK: In the emitter

    func testTheEmitterKeepsReportsAndRemembersOrphansUntilTheyAreDeleted() throws {
        let query = userFile("PlaceQuery.swift", for: "type `Place`")
        let perform = userFile("Go+Perform.swift", for: "intent `Go`")
        _ = try Emitter().emit([generatedFile("Place.swift"), query, perform], into: folders)
        try write("Handler/PlaceQuery.swift", "// the user's query\n")

        let removed = try Emitter().emit([perform], into: folders)
        XCTAssertEqual(
            removed.orphaned.map(\.record),
            [UserFileRecord(path: handler + "/PlaceQuery.swift", origin: "type `Place`")])
        XCTAssertEqual(removed.removed, [generated + "/Place.swift"], "the generated file is stale, the user's is not")
        XCTAssertEqual(read("Handler/PlaceQuery.swift"), "// the user's query\n")
        XCTAssertEqual(BuildStamp.read(in: generated)?.orphans.map(\.path), [handler + "/PlaceQuery.swift"])
        XCTAssertEqual(BuildStamp.read(in: generated)?.orphansOnDisk.count, 1)

        // Check and dry runs report it too, and change nothing.
        for mode in [Emitter.Mode.check, .dryRun] {
            XCTAssertEqual(try Emitter(mode: mode).emit([perform], into: folders).orphaned.count, 1)
        }
        XCTAssertEqual(try Emitter().emit([perform], into: folders).orphaned.count, 1, "a later run still warns")
        XCTAssertEqual(
            try Emitter(overwritesUserFiles: true).emit([perform], into: folders).orphaned.count, 1,
            "replacing the user's files never touches an orphan")
        XCTAssertEqual(read("Handler/PlaceQuery.swift"), "// the user's query\n")

        // Deleted: no warning, and forgotten.
        try FileManager.default.removeItem(atPath: path("Handler/PlaceQuery.swift"))
        XCTAssertEqual(BuildStamp.read(in: generated)?.orphansOnDisk.count, 0)
        XCTAssertEqual(try Emitter().emit([perform], into: folders).orphaned, [])
        XCTAssertEqual(BuildStamp.read(in: generated)?.orphans, [])
        try write("Handler/PlaceQuery.swift", "// back from git\n")
        XCTAssertEqual(try Emitter().emit([perform], into: folders).orphaned, [], "a forgotten file is not guessed at")
    }

    func testARunWithoutTheUsersFolderCarriesWhatItKnowsOver() throws {
        let query = userFile("PlaceQuery.swift", for: "type `Place`")
        _ = try Emitter().emit([generatedFile("Place.swift"), query], into: folders)
        // As with --skip-user-files: no folder for the user's files, no verdict, nothing forgotten.
        let skipping = try Emitter().emit([generatedFile("Other.swift")], into: [.generated: generated])
        XCTAssertEqual(skipping.orphaned, [])
        XCTAssertEqual(BuildStamp.read(in: generated)?.unchecked.map(\.path), [handler + "/PlaceQuery.swift"])
        XCTAssertEqual(BuildStamp.read(in: generated)?.orphans, [])
        let back = try Emitter().emit([generatedFile("Other.swift")], into: folders)
        XCTAssertEqual(back.orphaned.map(\.record.origin), ["type `Place`"])
        // A file another target of the run now makes is not an orphan.
        XCTAssertEqual(
            try Emitter().emit([generatedFile("Other.swift")], into: folders, claimed: [handler + "/PlaceQuery.swift"])
                .orphaned, [])
    }

    // MARK: With the command line

    func testGenerateWarnsAboutAnOrphanedQueryOnEveryRunUntilItIsDeleted() throws {
        let place = """
            intents:
              Order:
                parameters:
                  place: { type: Place }
            types:
              Place:
                properties:
                  city: { type: string }

            """
        let withoutPlace = """
            intents:
              Order:
                parameters:
                  city: { type: string }

            """
        let generate = [
            "generate", "Order.intents.yml", "-o", "Generated", "--handler-output", "Handler", "--app-intents",
        ]
        try write("Order.intents.yml", place)
        let first = try Tool.run(generate, in: root)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("wrote Handler/PlaceAppEntityQuery.swift"), first.stdout)
        let mine = try XCTUnwrap(read("Handler/PlaceAppEntityQuery.swift")) + "// the team's query code\n"
        try write("Handler/PlaceAppEntityQuery.swift", mine)

        // The type is removed: its generated entity goes, the query stays and is reported.
        try write("Order.intents.yml", withoutPlace)
        let warning = """
            Handler/PlaceAppEntityQuery.swift:1:1: warning: written by intentgen for type `Place`, which the \
            definitions no longer declare: kept, as it is yours, but it refers to code that is no longer generated \
            and will not compile [orphaned-user-file]
            Handler/PlaceAppEntityQuery.swift:1:1: note: delete it, or move the code you keep into another file; \
            intentgen warns about it as long as it is here

            """
        let second = try Tool.run(generate, in: root)
        XCTAssertEqual(second.status, 0, "a warning does not fail the run")
        XCTAssertEqual(second.stderr, warning)
        XCTAssertTrue(second.stdout.contains("removed Generated/PlaceAppEntity.swift"), second.stdout)
        XCTAssertEqual(read("Handler/PlaceAppEntityQuery.swift"), mine, "never deleted or changed")

        try assertEveryLaterRunWarns(generate, warning)
        let json = try Tool.run(generate + ["--diagnostics-format", "json"], in: root)
        XCTAssertTrue(json.stderr.contains(#""code": "orphaned-user-file""#), json.stderr)
        XCTAssertTrue(json.stderr.contains(#""file": "Handler/PlaceAppEntityQuery.swift""#), json.stderr)
        XCTAssertEqual(read("Handler/PlaceAppEntityQuery.swift"), mine)

        // The user deletes it: no warning, also after the type comes back, which gets a fresh file.
        try FileManager.default.removeItem(atPath: path("Handler/PlaceAppEntityQuery.swift"))
        let deleted = try Tool.run(generate, in: root)
        XCTAssertEqual(deleted.stderr, "")
        XCTAssertEqual(deleted.status, 0)
        try write("Order.intents.yml", place)
        let readded = try Tool.run(generate, in: root)
        XCTAssertEqual(readded.stderr, "")
        XCTAssertTrue(readded.stdout.contains("wrote Handler/PlaceAppEntityQuery.swift"), readded.stdout)
        XCTAssertFalse(try XCTUnwrap(read("Handler/PlaceAppEntityQuery.swift")).contains("the team's query code"))

        // A type that comes back while its query is still there keeps the user's file as it is.
        try write("Handler/PlaceAppEntityQuery.swift", mine)
        try write("Order.intents.yml", withoutPlace)
        XCTAssertEqual(try Tool.run(generate, in: root).stderr, warning)
        try write("Order.intents.yml", place)
        let back = try Tool.run(generate + ["--verbose"], in: root)
        XCTAssertEqual(back.stderr, "")
        XCTAssertTrue(back.stdout.contains("skipped Handler/PlaceAppEntityQuery.swift"), back.stdout)
        XCTAssertEqual(read("Handler/PlaceAppEntityQuery.swift"), mine)

        // Renamed: the note points at the new file, on the run that writes it.
        try write("Order.intents.yml", place.replacingOccurrences(of: "Place", with: "Spot"))
        let renamed = try Tool.run(generate, in: root)
        XCTAssertEqual(renamed.status, 0)
        XCTAssertTrue(
            renamed.stderr.contains(
                "Handler/SpotAppEntityQuery.swift:1:1: note: new in this run, for type `Spot`: if type `Place` was renamed, move your code here"
            ), renamed.stderr)
    }

    func testABuildToolPluginRunNeitherWarnsNorForgets() throws {
        try write("Order.intents.yml", "types:\n  Place:\n    properties:\n      city: { type: string }\n")
        let perFile = ["generate", "--layout", "per-file", "--sources-root", ".", "-o", "Generated", "--app-intents"]
        XCTAssertEqual(
            try Tool.run(perFile + ["--handler-output", "Handler", "Order.intents.yml"], in: root).status, 0)
        XCTAssertNotNil(read("Handler/PlaceAppEntityQuery.swift"))
        try write("Order.intents.yml", "enums:\n  Size:\n    cases: [small, large]\n")
        // The plugin's run (--skip-user-files) cannot tell what the user's files are for.
        let plugin = try Tool.run(perFile + ["--skip-user-files", "Order.intents.yml"], in: root)
        XCTAssertEqual(plugin.status, 0, plugin.stderr)
        XCTAssertEqual(plugin.stderr, "")
        // A run with the folder can, in the per-file layout too.
        let full = try Tool.run(perFile + ["--handler-output", "Handler", "Order.intents.yml"], in: root)
        XCTAssertEqual(full.status, 0)
        XCTAssertTrue(
            full.stderr.hasPrefix(
                "Handler/PlaceAppEntityQuery.swift:1:1: warning: written by intentgen for type `Place`"),
            full.stderr)
    }
}

extension TemporaryFolderTestCase {
    /// Every later run of `generate` gives `warning`, and succeeds: one the build stamp stops
    /// early, `--check`, `--dry-run` and `--force`.
    func assertEveryLaterRunWarns(
        _ generate: [String], _ warning: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let stopped = try Tool.run(generate, in: root)
        XCTAssertTrue(
            stopped.stdout.contains("0 written"), "the stamp vouched: \(stopped.stdout)", file: file, line: line)
        XCTAssertEqual(stopped.stderr, warning, file: file, line: line)
        XCTAssertEqual(stopped.status, 0, file: file, line: line)
        for flag in ["--check", "--dry-run", "--force"] {
            let run = try Tool.run(generate + [flag], in: root)
            XCTAssertEqual(run.status, 0, flag, file: file, line: line)
            XCTAssertEqual(run.stderr, warning, flag, file: file, line: line)
        }
    }
}
