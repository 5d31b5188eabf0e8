import Foundation
import XCTest

@testable import IntentGenCore

/// Runs the built `intentgen` executable the way users and build scripts do.
final class CommandLineTests: XCTestCase {
    typealias Run = Tool.Run

    func executable() throws -> URL { try Tool.executable() }

    func run(_ arguments: [String]) throws -> Run { try Tool.run(arguments) }

    func testLintOfTheExampleDefinitionsIsClean() throws {
        let result = try run(["lint", "Definitions"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasPrefix("checked "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix(": no problems\n"), result.stdout)
    }

    func testInputErrorsExitWithStatusOneAndClickableDiagnostics() throws {
        let path = "Tests/IntentGenCoreTests/Fixtures/invalid/05-near-miss-key.intents.yml"
        let result = try run(["lint", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            \(path):7:9: error: unknown key `dispayName` in parameter `name` of intent `Greet` [unknown-key]
            \(path):7:9: note: did you mean `displayName`?

            """)
        XCTAssertEqual(result.stdout, "checked 1 file: 1 error\n")
    }

    func testAllFilesOfAFolderAreReportedInOneRun() throws {
        let result = try run(["lint", "--quiet", "Tests/IntentGenCoreTests/Fixtures/invalid"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let files = Set(result.stderr.split(separator: "\n").compactMap { $0.split(separator: ":").first })
        XCTAssertGreaterThanOrEqual(files.count, 25, "every broken fixture is reported")
    }

    func testMissingPathExitsWithStatusTwo() throws {
        let result = try run(["lint", "Definitions/does-not-exist.intents.yml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("intentgen: error: no such file or folder"), result.stderr)
    }

    func testUsageErrorsExitWithStatusTwo() throws {
        XCTAssertEqual(try run(["lint", "--no-such-flag", "Definitions"]).status, 2)
        XCTAssertEqual(try run(["frobnicate"]).status, 2)
        XCTAssertEqual(try run(["lint"]).status, 2, "lint needs a path")
    }

    func testHelpAndVersionExitZero() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, IntentGenVersion.current + "\n")
        let help = try run(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--warnings-as-errors"), help.stdout)
    }

    func testWarningsAsErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Warn.intents.yml")
        try "intents:\n  OrderIntent: {}\n".write(to: file, atomically: true, encoding: .utf8)
        let plain = try run(["lint", file.path])
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stderr.contains(": warning: "), plain.stderr)
        // Reported as errors, as the run treats them, in every format CI reads.
        let strict = try run(["lint", "--warnings-as-errors", file.path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr, plain.stderr.replacingOccurrences(of: ": warning: ", with: ": error: "))
        XCTAssertTrue(strict.stdout.hasSuffix("1 error\n"), strict.stdout)
        let github = try run(["lint", "--warnings-as-errors", "--diagnostics-format", "github", file.path])
        XCTAssertTrue(github.stderr.hasPrefix("::error "), github.stderr)
    }
}

extension CommandLineTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testGenerateWritesTypesAndSkeletonAndKeepsTheSkeleton() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated").path
        let handler = folder.appendingPathComponent("Handler").path
        let arguments = ["generate", "Definitions/QuickAction.intents.yml", "-o", output, "--handler-output", handler]
        let first = try run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted(),
            [BuildStamp.folderName, "QuickActionConfigurationIntent.swift", "TransitionDestination.swift"])
        let skeleton = handler + "/IntentHandler.swift"
        try "// mine\n".write(toFile: skeleton, atomically: true, encoding: .utf8)
        let second = try run(arguments + ["--verbose"])
        XCTAssertEqual(second.status, 0)
        XCTAssertTrue(second.stdout.contains("skipped \(skeleton)"), second.stdout)
        XCTAssertEqual(try String(contentsOfFile: skeleton, encoding: .utf8), "// mine\n")
        XCTAssertEqual(try run(arguments + ["--check"]).status, 0, "the output is current")
        // --force is a full run; it never touches your files.
        let forced = try run(arguments + ["--force"])
        XCTAssertEqual(forced.status, 0)
        XCTAssertTrue(forced.stdout.hasSuffix(" 1 skipped, 0 removed\n"), forced.stdout)
        XCTAssertEqual(try String(contentsOfFile: skeleton, encoding: .utf8), "// mine\n")
        // Replacing them takes its own flag, and each replaced file is listed.
        let replaced = try run(arguments + ["--overwrite-user-files"])
        XCTAssertEqual(replaced.status, 0)
        XCTAssertTrue(replaced.stdout.contains("replaced \(skeleton) (yours; --overwrite-user-files)"), replaced.stdout)
        XCTAssertNotEqual(try String(contentsOfFile: skeleton, encoding: .utf8), "// mine\n")
    }

    func testGenerateWritesNothingWhenTheInputHasErrors() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated").path
        let result = try run(["generate", "Tests/IntentGenCoreTests/Fixtures/invalid", "-o", output])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testGenerateCheckFailsWhenOutputIsMissingOrDiffers() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated").path
        let arguments = ["generate", "Definitions/Pokemon.intents.yml", "-o", output]
        let missing = try run(arguments + ["--check"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(
            missing.stderr.contains(
                "intentgen: error: \(output)/MyPokemonIntent.swift is missing: `generate` writes it [outdated-output]"),
            missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(try run(arguments).status, 0)
        try "// edited\n".write(toFile: output + "/Pokemon.swift", atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(arguments + ["--check"]).status, 1)
        let dryRun = try run(arguments + ["--dry-run"])
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.stdout.contains("would write \(output)/Pokemon.swift"), dryRun.stdout)
        XCTAssertEqual(try String(contentsOfFile: output + "/Pokemon.swift", encoding: .utf8), "// edited\n")
    }

    /// What --check finds is a diagnostic in the run's format, for CI to read (issue 29), and
    /// --diff shows each change.
    func testGenerateCheckReportsEachFileInTheDiagnosticsFormatAndShowsTheDiff() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("Generated").path
        let arguments = ["generate", "Definitions/Pokemon.intents.yml", "-o", output]
        XCTAssertEqual(try run(arguments).status, 0)
        let edited = output + "/Pokemon.swift"
        let original = try String(contentsOfFile: edited, encoding: .utf8)
        try original.replacingOccurrences(of: "case `pikachu` = 6", with: "case `raichu` = 6")
            .write(toFile: edited, atomically: true, encoding: .utf8)

        let github = try run(arguments + ["--check", "--diagnostics-format", "github"])
        XCTAssertEqual(github.status, 1)
        XCTAssertTrue(
            github.stderr.hasPrefix(
                "::error file=\(edited),line=1,col=1,title=outdated-output::outdated: the file differs from what `generate` writes"
            ), github.stderr)
        let sarif = try run(arguments + ["--check", "--diagnostics-format", "sarif"])
        XCTAssertEqual(sarif.status, 1)
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stderr.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["outdated-output"], sarif.stderr)
        XCTAssertFalse(sarif.stdout.contains("outdated \(edited)"), "no plain lines beside the log")

        let diff = try run(arguments + ["--check", "--diff"])
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.contains("--- \(edited)\n+++ \(edited) (generated)\n@@ "), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("\n-    case `raichu` = 6\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("\n+    case `pikachu` = 6\n"), diff.stdout)
        XCTAssertEqual(diff.stdout.components(separatedBy: "\n+++ ").count, 2, "one file differs")
        XCTAssertNotEqual(try run(arguments + ["--diff"]).status, 0, "--diff needs --check or --dry-run")
        // What a file on disk holds reaches the terminal escaped.
        try original.replacingOccurrences(of: "case `pikachu` = 6", with: "case `raichu` = 6 // \u{1B}[2J")
            .write(toFile: edited, atomically: true, encoding: .utf8)
        let hostile = try run(arguments + ["--dry-run", "--diff"])
        XCTAssertFalse(hostile.stdout.contains("\u{1B}"), hostile.stdout)
        XCTAssertTrue(hostile.stdout.contains("-    case `raichu` = 6 // "), hostile.stdout)
    }

    /// --user-files-output places the files you fill in without a handler skeleton (the
    /// command plugin's route for an App Intents target, issue 29); it and --handler-output
    /// exclude each other.
    func testUserFilesOutputPlacesTheFilesYouFillInWithoutAHandler() throws {
        let folder = try temporaryFolder()
        let mine = folder.appendingPathComponent("Mine").path
        let arguments = [
            "generate", "Definitions/QuickAction.intents.yml", "-o", folder.appendingPathComponent("Gen").path,
        ]
        let appIntents = try run(arguments + ["--app-intents", "--user-files-output", mine])
        XCTAssertEqual(appIntents.status, 0, appIntents.stderr)
        let written = try FileManager.default.contentsOfDirectory(atPath: mine).sorted()
        XCTAssertTrue(written.contains("TransitionDestinationAppEntityQuery.swift"), "\(written)")
        XCTAssertFalse(written.contains { $0.hasPrefix("IntentHandler") }, "\(written)")
        let siriKit = try run(arguments + ["--user-files-output", folder.appendingPathComponent("None").path])
        XCTAssertEqual(siriKit.status, 0, siriKit.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("None").path))
        XCTAssertEqual(try run(arguments + ["--user-files-output", mine, "--handler-output", mine]).status, 2, "a usage error")
        let missing = try run(arguments + ["--app-intents"])
        XCTAssertTrue(missing.stderr.contains("or --user-files-output for them alone"), missing.stderr)
    }

    /// Without --config, intentgen.yml in the current folder is used, and the run says so.
    func testGenerateFindsTheConfigInTheCurrentFolder() throws {
        let folder = try temporaryFolder()
        try "intents:\n  Go: {}\n".write(
            to: folder.appendingPathComponent("G.intents.yml"), atomically: true, encoding: .utf8)
        try "classPrefix: ZZ\n".write(
            to: folder.appendingPathComponent("intentgen.yml"), atomically: true, encoding: .utf8)
        let result = try Tool.run(["generate", "G.intents.yml", "-o", "Out"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("using the configuration in intentgen.yml\n"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Out/ZZGoIntent.swift"))
        // Quiet runs and explicit configs say nothing about it.
        let quiet = try Tool.run(["generate", "G.intents.yml", "-o", "Out", "-q", "--force"], in: folder)
        XCTAssertEqual(quiet.stdout, "")
    }
}

extension CommandLineTests {
    func testTargetsShowsThePlanOfTheExampleSpec() throws {
        let result = try run(["targets", "--spec", "Definitions/project.yml"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
            QuickActionIntent (Intents extension):
              definitions: Definitions/QuickAction.intents.yml
              generates: intents, handler
              output: out/QuickActionIntent/Generated
              handler: out/QuickActionIntent/Handler/QuickActionIntentHandler.swift
            """), result.stdout)
    }

    func testGenerateWithASpecWritesEachTargetsFolderAndOnlyChosenTargets() throws {
        let folder = try temporaryFolder()
        let definitions = folder.appendingPathComponent("Widgets")
        try FileManager.default.createDirectory(at: definitions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.definitions.appendingPathComponent("QuickAction.intents.yml"),
            to: definitions.appendingPathComponent("QuickAction.intents.yml"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Intents"), withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("project.yml")
        try """
            name: App
            targets:
              Widget:
                type: app-extension
                sources: [Widgets]
                dependencies: [{ sdk: WidgetKit.framework }]
              IntentsExtension:
                type: app-extension
                sources: [Intents, Widgets/QuickAction.intents.yml]
                dependencies: [{ sdk: Intents.framework }]
            """.write(to: spec, atomically: true, encoding: .utf8)
        let only = try run(["generate", "--spec", spec.path, "--target", "Widget"])
        XCTAssertEqual(only.status, 0, only.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: definitions.path + "/Generated/QuickActionConfigurationIntent.swift"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/Intents/Generated"))
        let all = try run(["generate", "--spec", spec.path])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Intents/Generated/TransitionDestination.swift"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/Intents/IntentHandler.swift"))
        XCTAssertEqual(try run(["generate", "--spec", spec.path, "--check"]).status, 0)
        XCTAssertEqual(try run(["generate", "--spec", spec.path, "--target", "Nope"]).status, 1)
    }

    func testASpecErrorIsClickableAndExitsWithStatusOne() throws {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent("project.yml")
        try "name: App\ninclude: [missing.yml]\nintentgen:\n  outptu: x\n".write(to: spec, atomically: true, encoding: .utf8)
        let result = try run(["generate", "--spec", spec.path])
        XCTAssertEqual(result.status, 2, "an include that cannot be read is an I/O problem")
        XCTAssertTrue(result.stderr.contains("\(spec.path):2:11: error: cannot read the included file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(spec.path):4:3: error: unknown key `outptu`"), result.stderr)
    }
}

extension CommandLineTests {
    func testExportWritesBaseDefinitionsAndTranslations() throws {
        let folder = try temporaryFolder().path
        let result = try run(["export", "Definitions/QuickAction.intents.yml", "-o", folder])
        XCTAssertEqual(result.status, 0, result.stderr)
        let definition = try String(contentsOfFile: folder + "/Base.lproj/QuickAction.intentdefinition", encoding: .utf8)
        XCTAssertTrue(definition.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/ja.lproj/QuickAction.strings"))
        XCTAssertEqual(try run(["export", "Definitions/QuickAction.intents.yml", "-o", folder, "--check"]).status, 0)
    }
}
