import Foundation
import XCTest

@testable import IntentGenCore

/// User-owned files are never overwritten or lost, and every write stays inside the folders the
/// user named: each case here failed on 0.1.0 (issue 12, sections 1 to 3).
final class OutputSafetyTests: TemporaryFolderTestCase {
    static let pokemon =
        "intents:\n  Pick:\n    parameters:\n      kind: Pokemon\nenums:\n  Pokemon:\n    cases: [pikachu, eevee]\n"

    /// What counts as a path inside its folder, on its bytes.
    func testASafeRelativePathIsPlainNamesOnly() {
        for safe in ["A.swift", "Base.lproj/A.intentdefinition", "ja.lproj/A.strings", "a.b/c", "日本語/名前.swift", "x"] {
            XCTAssertTrue(Emitter.isSafeRelativePath(safe), safe)
        }
        for unsafe in [
            "", "/", "/A.swift", "A.swift/", "a//b", ".", "..", "../A.swift", "a/../b", "a/./b", ".hidden",
            "a/.hidden", "a\\b", "\\", ".\u{301}x", "a/.\u{301}",
        ] {
            XCTAssertFalse(Emitter.isSafeRelativePath(unsafe), unsafe.debugDescription)
        }
    }

    // MARK: 1. User-owned files

    func testAGeneratedFileNeverTakesThePlaceOfTheHandler() throws {
        // An enum named like the handler class, with both in one folder.
        try write("A.intents.yml", "enums:\n  IntentHandler:\n    cases: [a, b]\nintents:\n  Go: {}\n")
        try write("Out/IntentHandler.swift", "// the user's handler\n")
        let run = try Tool.run(["generate", path("A.intents.yml"), "-o", path("Out"), "--handler-output", path("Out")])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("A.intents.yml:2:3: error: enum `IntentHandler` "), run.stderr)
        XCTAssertTrue(run.stderr.contains("[duplicate-name]"), run.stderr)
        XCTAssertEqual(read("Out/IntentHandler.swift"), "// the user's handler\n")
        XCTAssertEqual(names("Out"), ["IntentHandler.swift"], "nothing was written")

        // The same with --handler-class naming an enum.
        try write("P.intents.yml", Self.pokemon)
        let second = try Tool.run([
            "generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("Out"), "--handler-class",
            "Pokemon",
        ])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("P.intents.yml:6:3: error: enum `Pokemon` "), second.stderr)
    }

    func testFilesThatDifferOnlyInCaseAreOneFile() throws {
        try write("A.intents.yml", "intents:\n  Foo: {}\n  FOO: {}\n")
        let run = try Tool.run(["generate", path("A.intents.yml"), "-o", path("Out")])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("A.intents.yml:3:3: error: intent `FOO` "), run.stderr)
        XCTAssertTrue(run.stderr.contains("[duplicate-name]"), run.stderr)
        XCTAssertEqual(names("Out"), [])
    }

    /// The path check itself, behind the name rules: any two outputs that are one file, in any
    /// folder of any batch, compared case-insensitively; names a file system cannot take.
    func testThePathCheckSeesEveryFolderAndBatch() {
        let origin = { (name: String, line: Int) in
            OutputOrigin(name, at: SourceLocation(file: "A.intents.yml", line: line, column: 3))
        }
        let file = { (destination: RenderedFile.Destination, path: String, line: Int) in
            PendingFile(destination: destination, path: path, origin: origin("output \(line)", line)) { "" }
        }
        let bag = DiagnosticBag()
        let kept = OutputNames.checkPaths(
            [
                OutputBatch(
                    files: [file(.generated, "A.swift", 1), file(.handler, "a.swift", 2)],
                    folders: [.generated: path("Out"), .handler: path("Out")]),
                OutputBatch(files: [file(.generated, "B.swift", 3)], folders: [.generated: path("OUT")]),
                OutputBatch(
                    files: [file(.generated, "B.swift", 4), file(.generated, "x:y.swift", 5)],
                    folders: [.generated: path("Other")]),
            ], diagnostics: bag)
        XCTAssertEqual(kept.map { $0.map(\.path) }, [["A.swift"], ["B.swift"], ["B.swift"]])
        XCTAssertEqual(bag.sorted.map(brief), ["2:3 duplicate-name", "5:3 invalid-name"])
        XCTAssertEqual(bag.sorted.first?.notes.first?.location?.line, 1, "the note points at the other output")
    }

    func testAHandlerThatExistsButCannotBeReadIsAnErrorNotMissing() throws {
        try write("P.intents.yml", Self.pokemon)
        try FileManager.default.createDirectory(atPath: path("Handler"), withIntermediateDirectories: true)
        let arguments = ["generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("Handler")]
        // A dangling link, a folder and a FIFO where the handler is: none of them is "missing".
        let skeleton = path("Handler/IntentHandler.swift")
        for make in [
            {
                try FileManager.default.createSymbolicLink(
                    atPath: skeleton, withDestinationPath: "/nonexistent/IntentHandler.swift")
            },
            { try FileManager.default.createDirectory(atPath: skeleton, withIntermediateDirectories: false) },
            { XCTAssertEqual(mkfifo(skeleton, 0o644), 0) },
        ] as [() throws -> Void] {
            try make()
            let run = try Tool.run(arguments)
            XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
            XCTAssertTrue(run.stderr.contains("intentgen: error: cannot re"), run.stderr)
            XCTAssertTrue(run.stderr.contains(" \(skeleton): "), run.stderr)
            XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
            XCTAssertEqual(names("Out"), [], "no generated file was written either")
            try FileManager.default.removeItem(atPath: skeleton)
        }
        // A link to the user's real file is theirs, and is kept.
        try write("Elsewhere/IntentHandler.swift", "// kept elsewhere\n")
        try FileManager.default.createSymbolicLink(
            atPath: skeleton, withDestinationPath: path("Elsewhere/IntentHandler.swift"))
        let linked = try Tool.run(arguments)
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(read("Elsewhere/IntentHandler.swift"), "// kept elsewhere\n")
    }

    func testAHandlerWithoutReadPermissionIsAnError() throws {
        // Root reads every file, so the tool runs as `nobody` here.
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run the tool as another user")
        }
        try write("P.intents.yml", Self.pokemon)
        try write("Handler/IntentHandler.swift", "// the user's handler\n")
        XCTAssertEqual(chmod(path("Handler/IntentHandler.swift"), 0o600), 0)
        for folder in ["", "Handler"] { XCTAssertEqual(chmod(path(folder), 0o777), 0) }
        XCTAssertEqual(chmod(path("P.intents.yml"), 0o644), 0)
        let run = try Tool.run(
            ["generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("Handler")],
            wrapper: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(
            run.stderr.contains("cannot read \(path("Handler/IntentHandler.swift")): permission denied"), run.stderr)
        XCTAssertEqual(names("Out"), [])
        XCTAssertEqual(read("Handler/IntentHandler.swift"), "// the user's handler\n")
    }

    func testForceIsAFullRunAndNeverTouchesUserFiles() throws {
        try write(
            "G.intents.yml",
            "intents:\n  Go:\n    parameters:\n      place: { type: Place, options: dynamic }\ntypes:\n  Place:\n    properties:\n      name: string\n"
        )
        let arguments = [
            "generate", path("G.intents.yml"), "-o", path("Out"), "--handler-output", path("Mine"), "--app-intents",
        ]
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let userFiles = names("Mine").filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(userFiles, ["GoAppIntent+Perform.swift", "IntentHandler.swift", "PlaceAppEntityQuery.swift"])
        for name in userFiles { try write("Mine/" + name, "// mine\n") }
        let forced = try Tool.run(arguments + ["--force"])
        XCTAssertEqual(forced.status, 0)
        for name in userFiles { XCTAssertEqual(read("Mine/" + name), "// mine\n", name) }
        XCTAssertTrue(forced.stdout.hasSuffix(" 3 skipped, 0 removed\n"), forced.stdout)

        let replaced = try Tool.run(arguments + ["--overwrite-user-files"])
        XCTAssertEqual(replaced.status, 0)
        for name in userFiles {
            XCTAssertNotEqual(read("Mine/" + name), "// mine\n", name)
            XCTAssertTrue(
                replaced.stdout.contains("replaced \(path("Mine/" + name)) (yours; --overwrite-user-files)"),
                replaced.stdout)
        }
    }

    func testTheInfoPlistBesideTheGeneratedFilesIsKept() throws {
        try write("P.intents.yml", Self.pokemon)
        let arguments = ["generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("Out")]
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        XCTAssertTrue(names("Out").contains("IntentHandler.Info.plist"))
        let second = try Tool.run(arguments + ["--force"])
        XCTAssertFalse(second.stdout.contains("removed \(path("Out"))"), second.stdout)
        XCTAssertTrue(names("Out").contains("IntentHandler.Info.plist"))
        XCTAssertTrue(second.stdout.contains("0 written"), second.stdout)
    }

    func testTheTemporaryFileSweepRemovesOnlyItsOwnFiles() throws {
        try write("P.intents.yml", Self.pokemon)
        // A user folder and a link that happen to match the pattern, and a real leftover.
        try write("Out/.Notes.intentgen-1.tmp/inside.txt", "// keep\n")
        try FileManager.default.createSymbolicLink(
            atPath: path("Out/.Link.intentgen-2.tmp"), withDestinationPath: path("P.intents.yml"))
        try write("Out/.PickIntent.swift.intentgen-3.tmp", "half a file")
        XCTAssertEqual(try Tool.run(["generate", path("P.intents.yml"), "-o", path("Out")]).status, 0)
        XCTAssertEqual(read("Out/.Notes.intentgen-1.tmp/inside.txt"), "// keep\n")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("Out/.Link.intentgen-2.tmp")))
        XCTAssertNil(read("Out/.PickIntent.swift.intentgen-3.tmp"))
        XCTAssertEqual(read("P.intents.yml"), Self.pokemon)
    }

    func testThePerFileLayoutWritesTheUserFilesOrRefusesClearly() throws {
        try write("Src/G.intents.yml", "intents:\n  Go: {}\ntypes:\n  Place:\n    properties:\n      name: string\n")
        let base = [
            "generate", path("Src/G.intents.yml"), "--layout", "per-file", "--sources-root", path("Src"), "-o",
            path("Out"),
            "--app-intents", "--no-sirikit",
        ]
        let refused = try Tool.run(base)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.stderr.contains(
                "App Intents output needs --handler-output for the files you fill in, such as GoAppIntent+Perform.swift"
            ), refused.stderr)
        XCTAssertEqual(names("Out"), [])

        // Saying the files are kept elsewhere writes only the generated file.
        let skipped = try Tool.run(base + ["--skip-user-files", "-o", path("Skipped")])
        XCTAssertEqual(skipped.status, 0, skipped.stderr)
        XCTAssertEqual(names("Skipped"), [".intentgen", "G.intents.swift"])

        let run = try Tool.run(base + ["--handler-output", path("Mine")])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(names("Out"), [".intentgen", "G.intents.swift"])
        XCTAssertEqual(names("Mine"), ["GoAppIntent+Perform.swift", "PlaceAppEntityQuery.swift"])
        // What the per-file output references is there: the whole set type-checks.
        var files: [(String, String)] = [("G.intents.swift", try XCTUnwrap(read("Out/G.intents.swift")))]
        for name in names("Mine") where name.hasSuffix(".swift") {
            files.append((name, try XCTUnwrap(read("Mine/" + name))))
        }
        let result = try StubSDK.typeCheckAppIntents(Dictionary(uniqueKeysWithValues: files))
        XCTAssertTrue(result.succeeded, result.output)
    }

    func testTheHandlerSkeletonCompilesWhereIntentsIsMissing() throws {
        try write("P.intents.yml", Self.pokemon)
        XCTAssertEqual(
            try Tool.run(["generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("H")]).status,
            0)
        let skeleton = try XCTUnwrap(read("H/IntentHandler.swift"))
        XCTAssertTrue(skeleton.contains("#if canImport(Intents)\n\nimport Intents\n"))
        XCTAssertTrue(skeleton.hasSuffix("\n#endif\n"))
        // Without the SDK (as on Linux), the file compiles to nothing.
        let result = try StubSDK.typeCheckWithoutSDK(["IntentHandler.swift": skeleton])
        XCTAssertTrue(result.succeeded, result.output)
    }

    // MARK: 2–3. Names and places of outputs

    func testEveryOutputNameIsCheckedBeforeTheFirstByte() throws {
        let long = "A" + String(repeating: "b", count: 199)
        try write("L.intents.yml", "intents:\n  Short: {}\n  \(long): {}\n")
        let run = try Tool.run([
            "generate", path("L.intents.yml"), "-o", path("Out"), "--class-prefix",
            "XYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZXYZ",
        ])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("L.intents.yml:3:3: error: intent `\(long)` "), run.stderr)
        XCTAssertTrue(run.stderr.contains("more than the 255 file systems take"), run.stderr)
        XCTAssertEqual(names("Out"), [], "not even the short intent's file was written")
    }

    func testLintKnowsWhichNamesGiveFilesTooLong() throws {
        // 150 + 150 bytes: fine as names, but the App Intents options provider's file is not.
        let intent = "A" + String(repeating: "b", count: 149)
        let parameter = "p" + String(repeating: "q", count: 149)
        let (result, diagnostics) = runFrontEnd(
            "intents:\n  \(intent):\n    parameters:\n      \(parameter): { type: string, options: dynamic }\n")
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), ["4:7 invalid-name"])
        XCTAssertTrue(
            diagnostics.first?.message.contains("generates a file name of 330 bytes") == true,
            diagnostics.first?.message ?? "")
    }

    /// In the per-file layout, Xcode's definition goes to its own folder: it is no file of the
    /// user's, so no handler folder is asked for.
    func testThePerFileLayoutWritesXcodesDefinitionWithoutAHandlerFolder() throws {
        try write("X.intents.yml", "intents:\n  One: {}\n")
        let run = try Tool.run([
            "generate", path("X.intents.yml"), "--layout", "per-file", "--sources-root", path(""), "-o", path("Out"),
            "--generate", "intents", "--generate", "xcodeDefinition", "--definition-output", path("Definition"),
        ])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(names("Definition/Base.lproj"), ["X.intentdefinition"])
    }

    func testSameNamedDefinitionsInTwoFoldersNeverShareAnOutput() throws {
        try write("a/X.intents.yml", "intents:\n  One: {}\n")
        try write("b/X.intents.yml", "intents:\n  Two: {}\n")
        let perFile = try Tool.run([
            "generate", path("a/X.intents.yml"), path("b/X.intents.yml"), "--layout", "per-file", "--sources-root",
            path("a/sub"),
            "-o", path("Out"),
        ])
        XCTAssertEqual(perFile.status, 1, perFile.stdout + perFile.stderr)
        XCTAssertTrue(perFile.stderr.contains("b/X.intents.yml:1:1: error: the definitions file"), perFile.stderr)
        XCTAssertEqual(names("Out"), [])
        let export = try Tool.run(["export", path("a/X.intents.yml"), path("b/X.intents.yml"), "-o", path("Exported")])
        XCTAssertEqual(export.status, 1, export.stdout + export.stderr)
        XCTAssertTrue(
            export.stderr.contains("would both be written to \(path("Exported"))/Base.lproj/X.intentdefinition"),
            export.stderr)
        XCTAssertEqual(names("Exported"), [])
    }

    func testSettingNamesAreValidatedEverywhere() throws {
        try write("P.intents.yml", Self.pokemon)
        for handlerClass in ["a/b", "../Evil", "class", "Has Space"] {
            let run = try Tool.run([
                "generate", path("P.intents.yml"), "-o", path("Out"), "--handler-output", path("H"), "--handler-class",
                handlerClass,
            ])
            XCTAssertEqual(run.status, 2, handlerClass)
            XCTAssertTrue(
                run.stderr.contains(
                    "--handler-class: the handler class `\(handlerClass)` is not a valid Swift class name"), run.stderr)
        }
        try FileManager.default.createDirectory(atPath: path("Out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("Out/link"), withDestinationPath: path("Outside"))
        try write("intentgen.yml", "classPrefix: \"link/\"\n")
        let run = try Tool.run([
            "generate", path("P.intents.yml"), "-o", path("Out"), "--config", path("intentgen.yml"),
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(
            run.stderr.contains(
                "intentgen.yml:1:14: error: the class prefix `link/` cannot start a Swift type name [invalid-name]"),
            run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Outside")))
    }

    func testExportNeverWritesThroughALinkedLanguageFolder() throws {
        try write("G.intents.yml", "intents:\n  Go:\n    title: { en: Go, ja: 行く }\n")
        try FileManager.default.createDirectory(atPath: path("Target"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("Exported"), withIntermediateDirectories: true)
        for folder in ["Base.lproj", "ja.lproj"] {
            try FileManager.default.createSymbolicLink(
                atPath: path("Exported/" + folder), withDestinationPath: path("Target"))
            let run = try Tool.run(["export", path("G.intents.yml"), "-o", path("Exported")])
            XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
            XCTAssertTrue(
                run.stderr.contains("refusing to write into \(path("Exported/" + folder)): it is a symbolic link"),
                run.stderr)
            XCTAssertEqual(names("Target"), [])
            try FileManager.default.removeItem(atPath: path("Exported/" + folder))
        }
        XCTAssertEqual(try Tool.run(["export", path("G.intents.yml"), "-o", path("Exported")]).status, 0)
    }
}
