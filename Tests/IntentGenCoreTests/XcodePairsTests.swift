import Foundation
import XCTest

@testable import IntentGenCore

/// The drop-in measurement (issue 14): public repositories that commit both an
/// `.intentdefinition` and the Swift Xcode generated from it, with their own handler code.
///
/// Third-party files are never committed here: `scripts/compare-xcode-pairs.sh` runs this test on
/// pairs placed in a folder git ignores (`.pairs/` at the package root by default), which it
/// names in `INTENTGEN_PAIRS`; one folder per pair:
///
/// - `definition/`: the `.intentdefinition` (in any subfolder);
/// - `generated/`: the Swift files Xcode generated from it;
/// - `handlers/` (optional): the repository's own Swift that uses the generated types;
/// - `pair.conf` (optional): `key=value` lines: `visibility=public|internal` (else read from the
///   generated files), `classPrefix=…` (else the definition's own), `xcode=12|13|14|15|16|26`,
///   `ignore=A.swift,B.swift` for generated files that are stale copies, `layout=ignored` for
///   output a formatter rewrote (compared without comments, blank lines and indentation), and
///   `dropImports=A,B` for imports in the handlers of modules the stub SDK lacks or of the
///   module the repository compiled the generated code into.
///
/// Each pair is imported, generated and compared with Xcode's files declaration by declaration
/// (``SwiftDeclarations``), and its handler code is type-checked against our output with the
/// stub SDK: an error about a generated name, a conformance or a selector fails the pair; errors
/// about the handlers' own app (its other types, frameworks the stub SDK lacks) are counted. The report goes to standard output and to `REPORT.txt` in the pairs folder. Without
/// pairs the test is skipped.
final class XcodePairsTests: XCTestCase {
    /// The pairs folder, named by `INTENTGEN_PAIRS` (the script sets it): the suite's usual runs
    /// skip this test, since the pairs are a measurement on third-party files, not a fixture.
    static var folder: URL? {
        guard let path = ProcessInfo.processInfo.environment["INTENTGEN_PAIRS"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    struct Outcome {
        var pair: String
        var declarations = 0
        var identical = 0
        var files = 0
        var identicalFiles = 0
        var handlersChecked = false
        var handlersCompile = false
        /// Errors of the handlers about their own app (its types, frameworks the stub SDK lacks).
        var environmentErrors = 0
        var notes: [String] = []

        var isDropIn: Bool {
            identical == declarations && identicalFiles == files && (!handlersChecked || handlersCompile)
        }

        var line: String {
            let environment = environmentErrors > 0 ? " (\(environmentErrors) errors about their own app ignored)" : ""
            let handlers =
                handlersChecked ? (handlersCompile ? "handlers compile" : "HANDLERS FAIL") + environment : "no handlers"
            return "\(pair): declarations \(identical)/\(declarations) identical, files \(identicalFiles)/\(files) "
                + "identical (banner aside), \(handlers)"
        }
    }

    func testOurDeclarationsAreXcodesAndTheHandlersCompile() throws {
        guard let folder = Self.folder else {
            throw XCTSkip("INTENTGEN_PAIRS names no folder of Xcode pairs; see scripts/compare-xcode-pairs.sh")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let pairs = names.sorted().filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + "/definition").path)
        }
        guard !pairs.isEmpty else { throw XCTSkip("no Xcode pairs in \(folder.path)") }
        var outcomes: [Outcome] = []
        for pair in pairs {
            outcomes.append(try compare(folder.appendingPathComponent(pair)))
        }
        var report = outcomes.map(\.line)
        for outcome in outcomes where !outcome.notes.isEmpty {
            report.append("")
            report.append("## \(outcome.pair)")
            report += outcome.notes
        }
        let text = report.joined(separator: "\n") + "\n"
        print(text)
        try Data(text.utf8).write(to: folder.appendingPathComponent("REPORT.txt"))
        for outcome in outcomes where !outcome.isDropIn {
            XCTFail(outcome.line)
        }
    }

    /// The harness's own check: a generated file splits into its declarations, comments and
    /// attributes included, and a change inside one shows in that one only.
    func testAGeneratedFileSplitsIntoItsDeclarations() throws {
        let yaml =
            "intents:\n  Go:\n    parameters:\n      size: { type: Size, unsupportedReasons: { tooBig: Too big } }\n"
            + "enums:\n  Size: { cases: [small] }\n"
        let bag = DiagnosticBag()
        let validated = try XCTUnwrap(FrontEnd().run([InputFile(path: "G.intents.yml", text: yaml)], diagnostics: bag))
        let files = Renderer().render(
            Planner().plan(validated, request: GenerationRequest(kinds: [.intents])), diagnostics: bag)
        let intent = try XCTUnwrap(files.first { $0.path == "GoIntent.swift" }).contents
        let declarations = SwiftDeclarations.split(intent)
        XCTAssertEqual(
            declarations.map(\.name),
            [
                "GoIntent", "GoIntentHandling", "GoIntentResponseCode", "GoIntentResponse", "GoSizeUnsupportedReason",
                "GoSizeResolutionResult",
            ])
        XCTAssertTrue(declarations[1].text.hasPrefix("/*!\n @abstract Protocol to declare support for handling"))
        XCTAssertTrue(declarations[1].text.hasSuffix("\n}"))
        let changed = SwiftDeclarations.split(
            intent.replacingOccurrences(of: "case tooBig = 1", with: "case tooBig = 2"))
        XCTAssertEqual(zip(declarations, changed).filter { $0 != $1 }.map(\.0.name), ["GoSizeUnsupportedReason"])
        XCTAssertEqual(Self.diff("a\nb\nc", "a\nc\nd"), "    - 2: b\n    + 3: d")
    }

    static func settings(of pair: URL) -> [String: String] {
        let text = (try? String(contentsOf: pair.appendingPathComponent("pair.conf"), encoding: .utf8)) ?? ""
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { result[parts[0]] = parts[1] }
        }
        return result
    }

    static func swiftFiles(in folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            result[url.lastPathComponent] = text
        }
        return result
    }

    func compare(_ pair: URL) throws -> Outcome {
        var outcome = Outcome(pair: pair.lastPathComponent)
        let settings = Self.settings(of: pair)
        let xcode = Self.swiftFiles(in: pair.appendingPathComponent("generated"))
        var options = GenerationOptions()
        let publicClasses = xcode.values.contains { $0.contains("public class ") || $0.contains("public enum ") }
        options.visibility =
            settings["visibility"].flatMap(GenerationOptions.Visibility.init) ?? (publicClasses ? .public : .internal)
        if let prefix = settings["classPrefix"] { options.classPrefix = prefix }
        if let written = settings["xcode"] {
            guard let version = XcodeVersion.named(written) else {
                XCTFail("\(pair.lastPathComponent)/pair.conf: `xcode=\(written)` is not a version --xcode takes")
                return outcome
            }
            options.xcode = version
        }
        let ignored = Set((settings["ignore"] ?? "").split(separator: ",").map(String.init))
        // A repository that ran a formatter over Xcode's output keeps its declarations, not its
        // layout: compare without comments, blank lines and indentation (`layout=ignored`).
        let ignoresLayout = settings["layout"] == "ignored"
        func normalize(_ text: String) -> String { ignoresLayout ? Self.withoutLayout(text) : text }
        var ours: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(
            at: pair.appendingPathComponent("definition"), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "intentdefinition" else { continue }
            ours.merge(try generate(url, options: options, notes: &outcome.notes)) { first, _ in first }
        }
        for name in xcode.keys.sorted() where !ignored.contains(name) {
            let theirs = xcode[name] ?? ""
            outcome.files += 1
            guard let mine = ours[name] else {
                let count = SwiftDeclarations.split(theirs).count
                outcome.declarations += count
                outcome.notes.append("- \(name): not generated (\(count) declarations)")
                continue
            }
            if normalize(SwiftDeclarations.body(of: mine)) == normalize(SwiftDeclarations.body(of: theirs)) {
                outcome.identicalFiles += 1
            }
            let ourDeclarations = Dictionary(
                SwiftDeclarations.split(mine).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for declaration in SwiftDeclarations.split(theirs) {
                outcome.declarations += 1
                guard let our = ourDeclarations[declaration.name] else {
                    outcome.notes.append("- \(name): `\(declaration.name)` not generated")
                    continue
                }
                if normalize(our.text) == normalize(declaration.text) {
                    outcome.identical += 1
                } else {
                    outcome.notes.append(
                        "- \(name): `\(declaration.name)` differs:\n" + Self.diff(our.text, declaration.text))
                }
            }
        }
        for name in ours.keys.sorted() where xcode[name] == nil {
            outcome.notes.append("- \(name): generated by intentgen only")
        }
        let handlers = Self.swiftFiles(in: pair.appendingPathComponent("handlers"))
        if !handlers.isEmpty {
            outcome.handlersChecked = true
            var sources = ours
            // Modules the stub SDK does not have, or the module the repository built the
            // generated code into, are dropped from the handlers' imports (`dropImports=`).
            let dropped = Set((settings["dropImports"] ?? "").split(separator: ",").map { "import " + $0 })
            for (name, text) in handlers {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                    !dropped.contains($0.trimmingCharacters(in: .whitespaces))
                }
                sources["handlers/" + name] = lines.joined(separator: "\n")
            }
            let result = try StubSDK.typeCheck(sources, moduleName: "Pair", languageMode: 5)
            // The handlers also use their own app's types and frameworks the stub SDK lacks; those
            // errors say nothing about our output. An error about a generated name, a conformance
            // or a selector is about our output, and fails the drop-in.
            let generated = Set(ours.values.flatMap { SwiftDeclarations.split($0).map(\.name) })
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            let drop = errors.filter { error in
                // A missing module stops the check: name it in `dropImports`.
                error.contains("conform") || error.contains("Objective-C selector") || error.contains("no such module")
                    || generated.contains { error.contains("'\($0)'") || error.contains("'\($0)?'") }
            }
            outcome.handlersCompile = drop.isEmpty
            outcome.environmentErrors = errors.count - drop.count
            if !drop.isEmpty {
                outcome.notes.append(
                    "- handlers do not compile against our output:\n"
                        + drop.prefix(8).map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        return outcome
    }

    /// Imports one definition and generates its SiriKit classes: file name → text.
    func generate(_ url: URL, options: GenerationOptions, notes: inout [String]) throws -> [String: String] {
        let original = try PlistXML.read(Array(try Data(contentsOf: url)))
        let bag = DiagnosticBag()
        let imported = IntentDefinitionImporter().importDefinition(
            original, strings: [:], sourceName: url.lastPathComponent, diagnostics: bag)
        for loss in imported.losses {
            notes.append("- import of \(url.lastPathComponent): \(loss.diagnostic.message)")
        }
        let name = url.deletingPathExtension().lastPathComponent
        let frontEnd = DiagnosticBag()
        guard
            let validated = FrontEnd().run(
                [InputFile(path: name + ".intents.yml", text: imported.yaml)], diagnostics: frontEnd)
        else {
            notes.append("- \(url.lastPathComponent) does not validate: \(frontEnd.sorted.prefix(3).map(\.message))")
            return [:]
        }
        let plan = Planner().plan(validated, request: GenerationRequest(options: options, kinds: [.intents]))
        let files = Renderer().render(plan, diagnostics: frontEnd)
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lines of two declarations that differ (a longest-common-subsequence diff), `-` ours and
    /// `+` Xcode's, with whitespace made visible; at most 16 lines.
    static func diff(_ ours: String, _ theirs: String) -> String {
        let left = ours.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = theirs.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var common = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                common[i][j] = left[i] == right[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, left[i] == right[j] {
                (i, j) = (i + 1, j + 1)
            } else if j < right.count, i == left.count || common[i][j + 1] >= common[i + 1][j] {
                lines.append("    + \(j + 1): " + visible(right[j]))
                j += 1
            } else {
                lines.append("    - \(i + 1): " + visible(left[i]))
                i += 1
            }
        }
        return (lines.count > 16 ? Array(lines.prefix(16)) + ["    …"] : lines).joined(separator: "\n")
    }

    /// The text without comments, blank lines and indentation.
    static func withoutLayout(_ text: String) -> String {
        var inComment = false
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/*") { inComment = true }
            defer { if inComment, trimmed.hasSuffix("*/") { inComment = false } }
            if inComment || trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            lines.append(trimmed)
        }
        return lines.joined(separator: "\n")
    }

    static func visible(_ line: String) -> String {
        line.isEmpty ? "⏎" : line.hasSuffix(" ") ? line + "·" : line
    }
}
