import Foundation
import XCTest

@testable import IntentGenCore

/// Every `intentgen` command in the README's shell blocks runs as shown (issue 29): in a copy
/// of `Definitions/`, with the files the commands name made first, each parses and runs without
/// a `usage` error or an unreadable input (a spec command runs beside `project.yml`).
final class ReadmeCommandTests: XCTestCase {
    /// The README's `intentgen` command lines, without `swift run`, comments and redirections.
    static func commands() throws -> [[String]] {
        let readme = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var result: [[String]] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") {
                inShell = !inShell && ["```sh", "```bash", "```shell"].contains(text)
                continue
            }
            guard inShell else { continue }
            var words = text.split(separator: " ").map(String.init)
            if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
            guard words.first == "intentgen" else { continue }
            if let comment = words.firstIndex(of: "#") { words.removeSubrange(comment...) }
            if let redirect = words.firstIndex(where: { $0 == ">" || $0 == "2>" }) { words.removeSubrange(redirect...) }
            result.append(Array(words.dropFirst()))
        }
        return result
    }

    func testEveryCommandOfTheReadmeRunsAsShown() throws {
        let commands = try Self.commands()
        XCTAssertGreaterThanOrEqual(commands.count, 15, "the README's command lines are found")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let definitions = root.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(
            at: TestPaths.packageRoot.appendingPathComponent("Definitions"), to: definitions)
        // The files the commands name: two definitions files and an Xcode definition to import.
        let pokemon = try String(contentsOf: definitions.appendingPathComponent("Pokemon.intents.yml"), encoding: .utf8)
        try pokemon.write(to: root.appendingPathComponent("A.intents.yml"), atomically: true, encoding: .utf8)
        try "intents:\n  Other: {}\n".write(
            to: root.appendingPathComponent("B.intents.yml"), atomically: true, encoding: .utf8)
        let (result, diagnostics) = runFrontEnd(pokemon)
        let file = try XCTUnwrap(result?.files.first, "\(diagnostics)")
        try IntentDefinitionExporter().export(file).definition.write(
            to: root.appendingPathComponent("Old.intentdefinition"), atomically: true, encoding: .utf8)
        // Swift to import; the Swift import tool (SwiftImport/, tested there) is stood in for by
        // `echo`, which takes any arguments.
        let swift = root.appendingPathComponent("Sources/AppIntents")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        try "struct A: AppIntent {}\n".write(
            to: swift.appendingPathComponent("Intents.swift"), atomically: true, encoding: .utf8)
        let app = root.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "struct A: AppIntent {}\n".write(
            to: app.appendingPathComponent("Intents.swift"), atomically: true, encoding: .utf8)
        try "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}\n".write(
            to: app.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)

        for command in commands {
            let besideSpec = command.contains("project.yml")
            let folder = besideSpec ? definitions : root
            let help = command.contains("--help")
            let run = try Tool.run(
                command + (help ? [] : ["--diagnostics-format", "json"]), in: folder,
                wrapper: ["/usr/bin/env", "INTENTGEN_IMPORT_SWIFT=/bin/echo"])
            let line = "intentgen " + command.joined(separator: " ")
            XCTAssertFalse(run.stderr.contains("\"code\":\"usage\""), "\(line): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("\"code\":\"io\""), "\(line): \(run.stderr)")
            XCTAssertNotEqual(run.status, 2, "\(line): \(run.stderr)")
            if help { XCTAssertTrue(run.stdout.contains("USAGE:"), line) }
        }
    }
}
