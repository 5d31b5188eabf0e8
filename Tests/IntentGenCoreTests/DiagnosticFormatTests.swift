import Foundation
import XCTest

@testable import IntentGenCore

/// `--diagnostics-format`: the same diagnostics for people (clang) and for machines (JSON Lines,
/// a SARIF 2.1.0 log, GitHub workflow commands), each parsed back here as its reader would.
final class DiagnosticFormatTests: XCTestCase {
    static let sample: [Diagnostic] = [
        .error(
            .unknownKey, "unknown key `dispayName` in parameter `name`",
            at: SourceLocation(file: "Defs/My File, v2.intents.yml", line: 7, column: 9),
            hint: "did you mean `displayName`?",
            notes: [.init("first declared here", at: SourceLocation(file: "Defs/a.intents.yml", line: 2, column: 3))]),
        .warning(.lostDialog, "100% lost:\nsecond line \u{1B}[31m", at: nil),
    ]

    private func object(_ line: Substring) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
    }

    // MARK: JSON Lines

    func testJSONIsOneObjectPerLineWithEveryField() throws {
        let text = DiagnosticFormat.json.render(Self.sample, omission: nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, text)
        let first = try object(lines[0])
        XCTAssertEqual(first["severity"] as? String, "error")
        XCTAssertEqual(first["code"] as? String, "unknown-key")
        XCTAssertEqual(first["message"] as? String, "unknown key `dispayName` in parameter `name`")
        XCTAssertEqual(first["file"] as? String, "Defs/My File, v2.intents.yml")
        XCTAssertEqual(first["line"] as? Int, 7)
        XCTAssertEqual(first["column"] as? Int, 9)
        XCTAssertEqual(first["hint"] as? String, "did you mean `displayName`?")
        let notes = try XCTUnwrap(first["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["message"] as? String, "first declared here")
        XCTAssertEqual(notes.first?["line"] as? Int, 2)
        let second = try object(lines[1])
        XCTAssertEqual(
            second["message"] as? String, "100% lost:\nsecond line \u{1B}[31m", "control characters survive, escaped")
        XCTAssertTrue(second["file"] is NSNull)
        XCTAssertFalse(lines[1].contains("\u{1B}"), "no raw escape reaches the terminal")
    }

    func testJSONOmissionIsAnObjectToo() throws {
        let text = DiagnosticFormat.json.render(
            [], omission: "intentgen: note: too many errors: 3 more errors are not shown")
        let note = try object(text[...])
        XCTAssertEqual(note["severity"] as? String, "note")
        XCTAssertEqual(note["message"] as? String, "too many errors: 3 more errors are not shown")
    }

    // MARK: SARIF

    /// The parts of the SARIF 2.1.0 schema (OASIS) that a log of results must satisfy, written out
    /// here: required members, the version, levels and positive line and column numbers.
    static let sarifSchema = """
        {"type": "object", "required": ["version", "runs"],
         "properties": {
           "version": {"enum": ["2.1.0"]}, "$schema": {"type": "string"},
           "runs": {"type": "array", "items": {"type": "object", "required": ["tool"], "properties": {
             "tool": {"type": "object", "required": ["driver"], "properties": {
               "driver": {"type": "object", "required": ["name"], "properties": {
                 "name": {"type": "string"}, "version": {"type": "string"},
                 "rules": {"type": "array", "items": {"type": "object", "required": ["id"]}}}}}},
             "results": {"type": "array", "items": {"type": "object", "required": ["message"], "properties": {
               "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": 0},
               "level": {"enum": ["none", "note", "warning", "error"]},
               "message": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
               "locations": {"type": "array", "items": {"$ref": "#/definitions/location"}},
               "relatedLocations": {"type": "array", "items": {"$ref": "#/definitions/location"}}}}}}}}},
         "definitions": {"location": {"type": "object", "properties": {
           "id": {"type": "integer", "minimum": 0},
           "physicalLocation": {"type": "object", "required": ["artifactLocation"], "properties": {
             "artifactLocation": {"type": "object", "required": ["uri"], "properties": {"uri": {"type": "string"}}},
             "region": {"type": "object", "properties": {
               "startLine": {"type": "integer", "minimum": 1}, "startColumn": {"type": "integer", "minimum": 1}}}}}}}}}
        """

    func testSARIFIsOneValidLog() throws {
        let text = DiagnosticFormat.sarif.render(Self.sample, omission: nil)
        let data = Data(text.utf8)
        let validator = JSONSchemaValidator(schema: try JSONValue(jsonData: Data(Self.sarifSchema.utf8)))
        XCTAssertEqual(validator.validate(try JSONValue(jsonData: data)).map(\.description), [])

        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "intentgen")
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints", "columns count characters, not UTF-16 units")
        XCTAssertEqual(driver["version"] as? String, IntentGenVersion.current)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertEqual(rules, ["lost-dialog", "unknown-key"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results[0]["ruleId"] as? String, "unknown-key")
        XCTAssertEqual(results[0]["ruleIndex"] as? Int, 1)
        XCTAssertEqual(results[0]["level"] as? String, "error")
        let location = try XCTUnwrap(
            (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Defs/My%20File%2C%20v2.intents.yml")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 7)
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 9)
        XCTAssertEqual((results[0]["relatedLocations"] as? [[String: Any]])?.count, 1)
        XCTAssertNil(results[1]["locations"], "a problem without a place has no location")
    }

    /// The check above can fail: a log whose line numbers start at 0 is rejected.
    func testTheSARIFCheckRejectsABrokenLog() throws {
        let broken = DiagnosticFormat.sarif.render(Self.sample, omission: nil)
            .replacingOccurrences(of: "\"startLine\": 7", with: "\"startLine\": 0")
        XCTAssertNotEqual(broken, DiagnosticFormat.sarif.render(Self.sample, omission: nil))
        let validator = JSONSchemaValidator(schema: try JSONValue(jsonData: Data(Self.sarifSchema.utf8)))
        XCTAssertFalse(validator.validate(try JSONValue(jsonData: Data(broken.utf8))).isEmpty)
    }

    // MARK: GitHub

    func testGitHubWorkflowCommandsEscapeDataAndProperties() {
        let text = DiagnosticFormat.github.render(Self.sample, omission: "intentgen: note: too many errors")
        XCTAssertEqual(
            text.split(separator: "\n").map(String.init),
            [
                "::error file=Defs/My File%2C v2.intents.yml,line=7,col=9,title=unknown-key::unknown key `dispayName` in parameter `name`%0Anote: Defs/a.intents.yml:2:3: first declared here%0Ahint: did you mean `displayName`?",
                "::warning title=lost-dialog::100%25 lost:\\nsecond line \\u{1B}[31m",
                "::notice::too many errors",
            ])
    }

    // MARK: The command line

    func testEverySubcommandTakesTheFormat() throws {
        for subcommand in ["generate", "export", "import", "lint", "targets"] {
            let help = try Tool.run([subcommand, "--help"])
            XCTAssertTrue(help.stdout.contains("--diagnostics-format"), "\(subcommand):\n\(help.stdout)")
        }
        let wrong = try Tool.run(["lint", "--diagnostics-format", "xml", "Definitions"])
        XCTAssertEqual(wrong.status, 2)
    }

    func testLintInEachFormatReportsTheSameProblems() throws {
        let folder = "Tests/IntentGenCoreTests/Fixtures/invalid"
        let clang = try Tool.run(["lint", "--quiet", folder])
        let errors = clang.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.count
        XCTAssertGreaterThan(errors, 20)

        let json = try Tool.run(["lint", "--quiet", "--diagnostics-format", "json", folder])
        XCTAssertEqual(json.status, 1)
        let objects = try json.stderr.split(separator: "\n").map(object)
        XCTAssertEqual(objects.filter { $0["severity"] as? String == "error" }.count, errors)

        let sarif = try Tool.run(["lint", "--quiet", "--diagnostics-format", "sarif", folder])
        XCTAssertEqual(sarif.status, 1)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stderr.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.filter { $0["level"] as? String == "error" }.count, errors)

        let github = try Tool.run(["lint", "--quiet", "--diagnostics-format", "github", folder])
        XCTAssertEqual(github.stderr.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count, errors)
    }

    /// A clean run in SARIF is still a log, with no results; problems found outside the stages
    /// (a file that does not exist) are results too.
    func testSARIFOfACleanRunAndOfAMissingFile() throws {
        let clean = try Tool.run(["lint", "--quiet", "--diagnostics-format", "sarif", "Definitions"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(clean.stderr.utf8)) as? [String: Any])
        XCTAssertEqual(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 0)

        let missing = try Tool.run(["import", "--diagnostics-format", "json", "does-not-exist.intentdefinition"])
        XCTAssertEqual(missing.status, 2)
        let problem = try object(try XCTUnwrap(missing.stderr.split(separator: "\n").first))
        XCTAssertEqual(problem["code"] as? String, "io")
    }

    /// A command line that does not parse is reported in the format asked for: the whole of
    /// standard error parses as that format (issue 27, item 19).
    func testUsageErrorsAreInTheFormatAskedFor() throws {
        for arguments in [
            ["lint", "Definitions", "--bogus", "--diagnostics-format", "json"],
            ["generate", "Definitions", "--diagnostics-format=json"],
            ["lint", "--diagnostics-format", "json", "--handler-class"],
        ] {
            let run = try Tool.run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            let objects = try run.stderr.split(separator: "\n").map(object)
            XCTAssertEqual(objects.map { $0["code"] as? String }, ["usage"], "\(arguments): \(run.stderr)")
        }
        let sarif = try Tool.run(["generate", "Definitions", "-o", "", "--diagnostics-format", "sarif"])
        XCTAssertEqual(sarif.status, 2)
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(sarif.stderr.utf8)) as? [String: Any], sarif.stderr)
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["usage"])
        // The usual text otherwise.
        XCTAssertTrue(try Tool.run(["lint", "Definitions", "--bogus"]).stderr.hasPrefix("Error: "))
    }

    /// `--diagnostics-output` writes the log into a file, which is then exactly one document of
    /// its format; the summary stays on standard output.
    func testTheLogGoesIntoTheFileGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.sarif").path
        let invalid = "Tests/IntentGenCoreTests/Fixtures/invalid"
        let run = try Tool.run(["lint", invalid, "--diagnostics-format", "sarif", "--diagnostics-output", report])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "", "nothing on standard error")
        XCTAssertTrue(run.stdout.hasPrefix("checked "), run.stdout)
        let log = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        XCTAssertGreaterThan(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count ?? 0, 20)

        let lines = folder.appendingPathComponent("report.txt").path
        let clang = try Tool.run(["lint", invalid, "--diagnostics-output", lines])
        XCTAssertEqual(clang.stderr, "")
        XCTAssertTrue(try String(contentsOfFile: lines, encoding: .utf8).contains(": error: "))
        // A usage error goes there too.
        XCTAssertEqual(try Tool.run(["lint", "--bogus", "x", "--diagnostics-output", lines]).status, 2)
        XCTAssertTrue(try String(contentsOfFile: lines, encoding: .utf8).contains("[usage]"))
    }
}
