import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 12, "Messages that cannot lie": names and text from the input can neither forge a
/// diagnostic line nor drive the terminal, and display text with control characters becomes Swift
/// that compiles and XML that is well-formed, or an error where it is written.
final class MessageSafetyTests: XCTestCase {
    /// Control and formatting characters a hostile name or text can carry.
    static let hostile: [Unicode.Scalar] = [
        "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}",
        "\u{200F}", "\u{FEFF}",
    ]

    func assertNoUnsafeCharacter(_ text: String, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
        let found = text.unicodeScalars.filter { $0 != "\n" && SafeText.isUnsafe($0) }
        XCTAssertEqual(found.map { String($0.value, radix: 16) }, [], message(), file: file, line: line)
    }

    // MARK: Diagnostics

    func testSafeTextEscapesEveryControlAndFormattingCharacter() {
        for scalar in Self.hostile {
            let escaped = SafeText.escaped("a\(Character(scalar))b")
            XCTAssertFalse(escaped.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
            XCTAssertTrue(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"), escaped)
        }
        XCTAssertEqual(SafeText.escaped("a\nb\r\u{1B}[2J\u{202E}"), "a\\nb\\r\\u{1B}[2J\\u{202E}")
        XCTAssertEqual(SafeText.escaped("Grüße 日本 👨‍👩‍👧"), "Grüße 日本 👨‍👩‍👧", "printable text is kept, joiners too")
    }

    /// The issue's case: a line break in a name printed a second, forged `error:` line.
    func testANameCannotForgeADiagnosticLine() {
        let yaml = "intents:\n  \"Evil\\nForged.swift:1:1: error: all good\\r\\e[2J\":\n    title: Evil\n"
        let (_, diagnostics) = runFrontEnd(yaml, path: "Probe.intents.yml")
        XCTAssertFalse(diagnostics.isEmpty)
        let rendered = DiagnosticRenderer().render(diagnostics)
        for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertTrue(line.hasPrefix("Probe.intents.yml:2:3: "), "forged line: \(line)")
        }
        XCTAssertTrue(rendered.contains("`Evil\\nForged.swift:1:1: error: all good\\r\\u{1B}[2J`"), rendered)
        assertNoUnsafeCharacter(rendered)
    }

    func testNotesHintsAndPathsAreEscapedToo() {
        let diagnostic = Diagnostic.error(
            .invalidName, "name `a\u{9B}31m`", at: SourceLocation(file: "dir\n/x\u{1B}.yml", line: 1, column: 2),
            hint: "did you mean `b\u{2028}`?", notes: [.init("declared `c\r` here", at: SourceLocation(file: "y\u{7F}.yml", line: 3, column: 4))])
        let rendered = DiagnosticRenderer().render(diagnostic)
        XCTAssertEqual(rendered.split(separator: "\n").count, 3, rendered)
        XCTAssertEqual(rendered, """
            dir\\n/x\\u{1B}.yml:1:2: error: name `a\\u{9B}31m` [invalid-name]
            y\\u{7F}.yml:3:4: note: declared `c\\r` here
            dir\\n/x\\u{1B}.yml:1:2: note: did you mean `b\\u{2028}`?
            """)
    }

    /// What reaches the terminal from the command line: `lint` and `targets` print no raw control
    /// character, whatever the names in the input.
    func testTheCommandLinePrintsNoRawControlCharacter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("W"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let definitions = folder.appendingPathComponent("W/Evil.intents.yml")
        try "intents:\n  \"A\\e]0;owned\\a\\nB\":\n    title: x\n".write(to: definitions, atomically: true, encoding: .utf8)
        let lint = try Tool.run(["lint", definitions.path])
        XCTAssertEqual(lint.status, 1)
        assertNoUnsafeCharacter(lint.stderr + lint.stdout)
        XCTAssertTrue(lint.stderr.contains("A\\u{1B}]0;owned\\u{7}\\nB"), lint.stderr)

        let spec = folder.appendingPathComponent("project.yml")
        try "name: App\ntargets:\n  \"W\\e[31m\\rX\": { type: application, sources: [W], intentgen: { generate: none } }\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let targets = try Tool.run(["targets", "--spec", spec.path])
        assertNoUnsafeCharacter(targets.stdout + targets.stderr)
        XCTAssertTrue(targets.stdout.contains("W\\u{1B}[31m\\rX"), targets.stdout)
    }

    // MARK: Display text

    /// Text a definition can carry: everything but the C0 controls XML cannot hold.
    static let carriableText = "A\\\\ \\\" \\r\\n B\\t\\r C\\n \\x7F \\x85 \\x9B \\u2028 \\u2029 \\u202E \\uFEFF $(x) \\\\(x) end"

    static let hostileDefinitions = """
        intents:
          Go:
            title: "Go\(carriableText)"
            description: { en: "\(carriableText)", ja: "日本\(carriableText)" }
            eligibleForWidgets: true
            parameters:
              x: { type: string, displayName: "\(carriableText)", default: "\(carriableText)" }
              mode: { type: Mode, displayName: "\(carriableText)" }
              thing: { type: Thing, options: dynamic, displayName: "\(carriableText)" }
              site: { type: url, default: "https://example.com/\\u2028" }
            summaries:
              - parameters: [x]
                title: "Use ${x}\(carriableText)"
            response:
              properties:
                result: { type: string, displayName: "\(carriableText)" }
              codes:
                success: { dialog: "\(carriableText) ${result}" }
        enums:
          Mode:
            displayName: "\(carriableText)"
            cases:
              rawValue: "\(carriableText)"
              hashValue: { displayName: { en: "\(carriableText)", ja: "\\r" } }
              description: x
              init: y
        types:
          Thing:
            displayName: "\(carriableText)"
            properties:
              label: { type: string, displayName: "\(carriableText)" }
        """

    func render(_ yaml: String, request: GenerationRequest) throws -> [RenderedFile] {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "Hostile.intents.yml", text: yaml)], diagnostics: bag), DiagnosticRenderer().render(bag.sorted))
        let plan = try XCTUnwrap(Planner().plan(definitions, request: request, diagnostics: bag))
        let files = Renderer().render(plan, diagnostics: bag)
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        return files
    }

    /// The issue's case: a carriage return in a title made App Intents code that did not compile.
    /// Every generated Swift file with hostile text type-checks, and carries it only as escapes.
    func testHostileDisplayTextGeneratesSwiftThatCompiles() throws {
        let files = try render(
            Self.hostileDefinitions,
            request: GenerationRequest(handlerClassName: "IntentHandler", writesAppIntents: true, writesXcodeDefinition: true))
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        XCTAssertGreaterThan(swift.count, 5)
        for file in swift {
            assertNoUnsafeCharacter(file.contents, file.path)
        }
        let app = try XCTUnwrap(swift.first { $0.path == "GoAppIntent.swift" })
        XCTAssertTrue(app.contents.contains(#"\r\n B\t\r C\n \u{7F} \u{85} \u{9B} \u{2028} \u{2029} \u{202E} \u{FEFF} $(x) \\(x) end"#), app.contents)
        try GeneratedCodeTypeCheckTests.typeCheck(files, name: "hostile text", languageMode: 6)
    }

    func testSwiftLiteralsAndCommentsEscapeByScalar() {
        XCTAssertEqual("a\r\nb".swiftLiteral, #""a\r\nb""#, "CRLF is one Character but two escapes")
        XCTAssertEqual("\"\\\u{0}\u{1B}".swiftLiteral, #""\"\\\0\u{1B}""#)
        XCTAssertEqual("Title\r\nmore\u{2028}".commentSafe, #"Title\r\nmore\u{2028}"#)
    }

    /// The `.intentdefinition` is well-formed XML and reads back as written, carriage returns
    /// included; the `.strings` files read back too.
    func testHostileDisplayTextExportsToWellFormedXMLAndStrings() throws {
        let files = try render(Self.hostileDefinitions, request: GenerationRequest(writesIntents: false, writesXcodeDefinition: true))
        let definition = try XCTUnwrap(files.first { $0.path.hasSuffix(".intentdefinition") })
        XCTAssertTrue(definition.contents.unicodeScalars.allSatisfy(PlistXML.isXMLCharacter))
        XCTAssertFalse(definition.contents.contains("\r"), "a carriage return is written &#xD;")
        let plist = try PlistXML.read(Array(definition.contents.utf8))
        let intent = try XCTUnwrap(plist.dictionary?["INIntents"]?.array?.first?.dictionary)
        let expected = try XCTUnwrap(runFrontEnd(Self.hostileDefinitions).result?.files.first?.intents.first)
        XCTAssertEqual(intent["INIntentTitle"]?.string, expected.title.text)
        XCTAssertTrue(expected.title.text.contains("\r\n B\t\r"))

        let strings = try XCTUnwrap(files.first { $0.path == "ja.lproj/Hostile.strings" })
        XCTAssertEqual(strings.contents.split(separator: "\n").count, try StringsFile.parse(strings.contents).count, "one entry a line")
        let table = try StringsFile.parse(strings.contents)
        XCTAssertTrue(table.values.contains(try XCTUnwrap(expected.description?.translations["ja"])), strings.contents)
        XCTAssertTrue(table.values.contains("\r"))
    }

    func testThePlistWriterNeverWritesWhatXMLCannotCarry() throws {
        let text = "a\r\u{1}\u{FFFE}b\u{7F}"
        let xml = PlistXML.write(.dictionary(["k\u{2}": .string(text)]))
        XCTAssertTrue(xml.unicodeScalars.allSatisfy(PlistXML.isXMLCharacter), xml)
        let back = try PlistXML.read(Array(xml.utf8))
        XCTAssertEqual(back.dictionary?["k\u{FFFD}"]?.string, "a\r\u{FFFD}\u{FFFD}b\u{7F}")
    }

    /// What XML cannot carry is refused where it is written, in every kind of text.
    func testControlCharactersXMLCannotCarryAreErrorsAtTheText() {
        let (result, diagnostics) = runFrontEnd("""
            intents:
              Ring:
                title: "Ring\\a"
                description: { en: ok, ja: "\\e[31m" }
                parameters:
                  x: { type: string, default: "\\0", displayName: "\\uFFFF" }
            enums:
              Mode: { displayName: "\\x01", cases: { a: "\\x1f" } }
            """)
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), [
            "3:12 invalid-value", "4:32 invalid-value", "6:35 invalid-value", "6:54 invalid-value", "8:24 invalid-value",
            "8:44 invalid-value",
        ])
        XCTAssertEqual(
            diagnostics.first?.message, "the title of intent `Ring` contains the character U+0007, which Xcode's .intentdefinition (XML) cannot carry")
    }

    // MARK: Language codes

    func testTheLanguageMustBeACode() {
        for (language, hint) in [("../x", "use a code such as `en`, `ja`, `pt-BR` or `zh-Hans`"), ("EN", "did you mean `en`?"), ("ja/..", nil)] {
            let (result, diagnostics) = runFrontEnd("language: \"\(language)\"\nintents:\n  Go: { title: Go }\n")
            XCTAssertNil(result, language)
            XCTAssertEqual(diagnostics.map(brief), ["1:11 invalid-value"], language)
            if let hint { XCTAssertEqual(diagnostics.first?.hint, hint, language) }
        }
        XCTAssertNotNil(runFrontEnd("language: zh-Hans\nintents:\n  Go: { title: { zh-Hans: Go } }\n").result)
    }
}
