import XCTest

@testable import IntentGenCore

final class YAMLLoaderTests: XCTestCase {
    func testNodesKnowTheirLineAndColumn() throws {
        let (result, diagnostics) = loadYAML("""
            intents:
              Order:
                title: Coffee
                tags: [a, b]
            """)
        XCTAssertEqual(diagnostics.count, 0)
        let root = try XCTUnwrap(result.root)
        XCTAssertEqual(root.location, SourceLocation(file: "test.yml", line: 1, column: 1))
        let intents = try XCTUnwrap(root.mapping?.first)
        XCTAssertEqual(intents.key, "intents")
        let order = try XCTUnwrap(intents.value.mapping?.first)
        XCTAssertEqual(order.keyLocation.line, 2)
        XCTAssertEqual(order.keyLocation.column, 3)
        let title = try XCTUnwrap(order.value["title"])
        XCTAssertEqual(title.scalar?.text, "Coffee")
        XCTAssertEqual(title.location.line, 3)
        XCTAssertEqual(title.location.column, 12)
        let tags = try XCTUnwrap(order.value["tags"]?.sequence)
        XCTAssertEqual(tags.map(\.location.column), [12, 15])
    }

    func testMappingsKeepTheirOrder() throws {
        let (result, _) = loadYAML("zeta: 1\nalpha: 2\nmid: 3\n")
        XCTAssertEqual(result.root?.mapping?.map(\.key), ["zeta", "alpha", "mid"])
    }

    func testScalarsAreTypedTheYAML11Way() throws {
        let (result, _) = loadYAML("""
            a: yes
            b: Off
            c: 0x1F
            d: 1_000
            e: 5.10
            f: ~
            g: "true"
            h: NO
            i: -0b101
            j: 1e3
            k: .inf
            l: text
            m: !!str 12
            """)
        let root = try XCTUnwrap(result.root)
        func scalar(_ key: String) -> YAMLNode.Scalar? { root[key]?.scalar }
        XCTAssertEqual(scalar("a")?.boolValue, true)
        XCTAssertEqual(scalar("b")?.boolValue, false)
        XCTAssertEqual(scalar("c")?.intValue, 31)
        XCTAssertEqual(scalar("d")?.intValue, 1000)
        XCTAssertEqual(scalar("e")?.doubleValue, 5.1)
        XCTAssertEqual(scalar("e")?.text, "5.10", "the text stays as written for string contexts")
        XCTAssertEqual(scalar("f")?.resolved, .null)
        XCTAssertEqual(scalar("g")?.resolved, .string, "a quoted scalar is a string")
        XCTAssertNil(scalar("g")?.boolValue)
        XCTAssertEqual(scalar("h")?.resolved, .bool)
        XCTAssertEqual(scalar("h")?.text, "NO")
        XCTAssertEqual(scalar("i")?.intValue, -5)
        XCTAssertEqual(scalar("j")?.resolved, .float)
        XCTAssertEqual(scalar("k")?.doubleValue, .infinity)
        XCTAssertEqual(scalar("l")?.resolved, .string)
        XCTAssertEqual(scalar("m")?.resolved, .string, "an explicit !!str tag wins")
    }

    /// The core tags decide a scalar's type: 0.1.0 ignored them and read `!!str yes` as `true`.
    func testCoreTagsAreHonoured() throws {
        let (result, diagnostics) = loadYAML("""
            a: !!str yes
            b: !!bool yes
            c: !!int 0x1F
            d: !!float 1.5
            e: !!float 2
            f: !!null ~
            g: !!str 12
            h: ! yes
            i: !<tag:yaml.org,2002:str> true
            j: !!int 12
            k: !!map { x: 1 }
            l: !!seq [1]
            !!str m: 1
            n: !!null
            """)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(result.root)
        func scalar(_ key: String) -> YAMLNode.Scalar? { root[key]?.scalar }
        XCTAssertEqual(scalar("a")?.resolved, .string)
        XCTAssertNil(scalar("a")?.boolValue, "`!!str yes` is the string \"yes\"")
        XCTAssertEqual(scalar("a")?.isPlain, false)
        XCTAssertEqual(scalar("b")?.boolValue, true)
        XCTAssertEqual(scalar("c")?.intValue, 31)
        XCTAssertEqual(scalar("d")?.doubleValue, 1.5)
        XCTAssertNil(scalar("e")?.intValue, "`!!float 2` is a float, not an integer")
        XCTAssertEqual(scalar("e")?.doubleValue, 2)
        XCTAssertEqual(scalar("f")?.isNull, true)
        XCTAssertNil(scalar("g")?.intValue)
        XCTAssertNil(scalar("h")?.boolValue, "the non-specific tag `!` makes a string, as quotes do")
        XCTAssertEqual(scalar("i")?.resolved, .string)
        XCTAssertEqual(scalar("j")?.doubleValue, 12, "an integer is a number too")
        XCTAssertEqual(root["k"]?.mapping?.count, 1)
        XCTAssertEqual(root["l"]?.sequence?.count, 1)
        XCTAssertEqual(scalar("m")?.text, "1")
        XCTAssertEqual(scalar("n")?.isNull, true)
    }

    /// Any other tag, and a value that does not fit its tag, is an error at the value.
    func testUnknownTagsAndValuesThatDoNotFitTheirTagAreErrors() throws {
        let (_, diagnostics) = loadYAML("""
            a: !Ref x
            b: !!int many
            c: !!bool maybe
            d: !!seq { x: 1 }
            e: !!str [1]
            f: !!binary aGk=
            g: !!null x
            h: !!map x
            ok: !!str fine
            """)
        XCTAssertEqual(diagnostics.map(brief), [
            "1:4 yaml-tag", "2:4 yaml-tag", "3:4 yaml-tag", "4:4 yaml-tag", "5:4 yaml-tag", "6:4 yaml-tag", "7:4 yaml-tag",
            "8:4 yaml-tag",
        ])
        XCTAssertEqual(diagnostics.map(\.message), [
            "the tag `!Ref` is not one intentgen knows",
            "`many` is tagged `!!int`, but it is not an integer",
            "`maybe` is tagged `!!bool`, but it is not a boolean (`true` or `false`)",
            "this value is tagged `!!seq`, but it is a mapping",
            "this value is tagged `!!str`, but it is a list",
            "the tag `!!binary` is not one intentgen knows",
            "`x` is tagged `!!null`, but it is not null (`~`, `null` or nothing)",
            "this value is tagged `!!map`, but it is a string, not a mapping",
        ])
    }

    /// Through the decoder: a tagged string where a boolean is expected is a type error.
    func testATaggedStringIsNotABoolean() {
        let (result, diagnostics) = runFrontEnd("intents:\n  Go:\n    eligibleForWidgets: !!str yes\n    title: !!str 12\n")
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), ["3:25 wrong-type"])
        let (clean, none) = runFrontEnd("intents:\n  Go:\n    eligibleForWidgets: !!bool yes\n    title: !!str 12\n")
        XCTAssertEqual(none, [])
        XCTAssertEqual(clean?.files.first?.intents.first?.eligibleForWidgets, true)
        XCTAssertEqual(clean?.files.first?.intents.first?.title.text, "12")
    }

    func testDuplicateKeyIsReportedAtTheSecondOccurrence() throws {
        let (_, diagnostics) = loadYAML("""
            title: One
            other: x
            title: Two
            """)
        XCTAssertEqual(diagnostics.map(brief), ["3:1 yaml-duplicate-key"])
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.line, 1)
    }

    /// Small mappings find keys by scanning, large ones by a dictionary: both report every
    /// duplicate, and with `.lastWins` the last value moves to the end as before.
    func testDuplicateKeysInSmallAndLargeMappings() throws {
        for size in [3, 8, 9, 40] {
            let keys = (0..<size).map { "k\($0)" }
            let yaml = (keys + ["k0", "k\(size - 1)", "k0"]).enumerated().map { "\($1): \($0)" }.joined(separator: "\n")
            let (result, diagnostics) = loadYAML(yaml)
            XCTAssertEqual(errors(diagnostics).map(brief), ["\(size + 1):1 yaml-duplicate-key", "\(size + 2):1 yaml-duplicate-key", "\(size + 3):1 yaml-duplicate-key"], "size \(size)")
            XCTAssertEqual(try XCTUnwrap(result.root?.mapping).map(\.key), keys, "size \(size): the first value is kept")

            let bag = DiagnosticBag()
            let lastWins = YAMLLoader(duplicateKeys: .lastWins).load(yaml, file: "spec.yml", diagnostics: bag)
            let entries = try XCTUnwrap(lastWins.root?.mapping)
            let expected = size == 1 ? ["k0"] : Array(keys.dropFirst().dropLast()) + ["k\(size - 1)", "k0"]
            XCTAssertEqual(entries.map(\.key), expected, "size \(size)")
            XCTAssertEqual(entries.last?.value.scalar?.text, "\(size + 2)", "the last `k0` wins")
            XCTAssertEqual(bag.warningCount, 3)
        }
    }

    func testAnchorsAndAliasesExpand() throws {
        let (result, diagnostics) = loadYAML("""
            base: &base
              type: string
              displayName: Name
            copy: *base
            """)
        XCTAssertEqual(diagnostics.count, 0)
        let copy = try XCTUnwrap(result.root?["copy"])
        XCTAssertEqual(copy["type"]?.scalar?.text, "string")
        XCTAssertEqual(copy.location.line, 4, "the alias stands where it is used")
    }

    func testMergeKeysMergeWithWrittenKeysWinning() throws {
        let (result, diagnostics) = loadYAML("""
            base: &base { type: string, displayName: Base }
            derived:
              <<: *base
              displayName: Derived
            """)
        XCTAssertEqual(diagnostics.count, 0)
        let derived = try XCTUnwrap(result.root?["derived"])
        XCTAssertEqual(derived["type"]?.scalar?.text, "string")
        XCTAssertEqual(derived["displayName"]?.scalar?.text, "Derived")
        XCTAssertEqual(derived.mapping?.count, 2)
    }

    func testAliasBombIsAnErrorNotAHang() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let (result, diagnostics) = loadYAML(yaml)
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(\.code), [.yamlLimit])
        XCTAssertEqual(diagnostics.first?.location?.line, 6, "10^6 nodes are reached at the sixth level")
    }

    func testNestingDepthIsBounded() throws {
        let yaml = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        let (result, diagnostics) = loadYAML(yaml, limits: .init(maximumDepth: 20))
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(brief), ["1:21 yaml-limit"])
        let (deepEnough, clean) = loadYAML(yaml, limits: .init(maximumDepth: 50))
        XCTAssertNotNil(deepEnough.root)
        XCTAssertTrue(clean.isEmpty)
    }

    func testFileSizeIsBounded() {
        let (result, diagnostics) = loadYAML("a: 1234567890\n", limits: .init(maximumFileSize: 8))
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(brief), ["1:1 yaml-limit"])
    }

    func testSyntaxErrorsComeFromLibyamlWithItsPosition() {
        let (result, diagnostics) = loadYAML("""
            intents:
              Order:
                title: "unclosed
            """)
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(\.code), [.yamlSyntax])
        XCTAssertEqual(diagnostics.first?.message, "this quoted string is never closed")
        XCTAssertEqual(diagnostics.map(brief), ["3:12 yaml-syntax"], "at the opening quote, not where the stream ends")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.line, 3, "a note shows where libyaml gave up")
    }

    func testFlowCollectionErrorsPointBackAtTheOpeningBracket() {
        let (_, diagnostics) = loadYAML("a: { b: 1\nc: 2\n")
        XCTAssertEqual(diagnostics.map(brief), ["2:2 yaml-syntax"])
        XCTAssertEqual(diagnostics.first?.notes.first?.location, SourceLocation(file: "test.yml", line: 1, column: 4))
    }

    func testAKeyWithoutAColonIsReportedOnItsOwnLine() {
        let (_, diagnostics) = loadYAML("a:\n  b: 1\n  c\n  d: 2\n")
        XCTAssertEqual(diagnostics.map(brief), ["3:3 yaml-syntax"], "libyaml notices on line 4; the key is on line 3")
    }

    func testTabIndentationGetsAHint() {
        let (_, diagnostics) = loadYAML("intents:\n\tOrder: {}\n")
        XCTAssertEqual(diagnostics.map(brief), ["2:1 yaml-syntax"])
        XCTAssertEqual(diagnostics.first?.hint, "YAML does not allow tabs for indentation; indent with spaces")
    }

    func testUndefinedAliasIsAnError() {
        let (_, diagnostics) = loadYAML("a: *nowhere\n")
        XCTAssertEqual(diagnostics.map(brief), ["1:4 yaml-syntax"])
    }

    func testASecondDocumentIsAnError() {
        let (result, diagnostics) = loadYAML("a: 1\n---\nb: 2\n")
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(brief), ["2:1 yaml-syntax"])
    }

    func testEmptyInputHasNoDocument() {
        for text in ["", "# only a comment\n", "\n\n"] {
            let (result, diagnostics) = loadYAML(text)
            guard case .empty = result else { return XCTFail("expected .empty for \(text.debugDescription)") }
            XCTAssertTrue(diagnostics.isEmpty)
        }
    }

    func testUTF16WithoutAByteOrderMarkIsNamed() {
        for (bytes, order) in [(Array("a: 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "little-endian"),
                               (Array("a: 1\n".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "big-endian")] {
            let bag = DiagnosticBag()
            _ = YAMLLoader().load(bytes, file: "wide.yml", diagnostics: bag)
            XCTAssertEqual(bag.sorted.map(brief), ["1:1 yaml-syntax"])
            XCTAssertEqual(bag.sorted.first?.message, "the file looks like UTF-16 (\(order)) text without a byte-order mark")
            XCTAssertEqual(bag.sorted.first?.hint, "save it as UTF-8")
        }
        let stray = DiagnosticBag()
        _ = YAMLLoader().load(Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8), file: "nul.yml", diagnostics: stray)
        XCTAssertEqual(stray.sorted.map(brief), ["2:5 yaml-syntax"], "one NUL in UTF-8 text is reported where it is")
        XCTAssertEqual(stray.sorted.first?.message, "the NUL character is not allowed in YAML text")
    }

    func testPositionsOfBadBytesCountCharactersAfterTheByteOrderMark() {
        func brief(of bytes: [UInt8]) -> [String] {
            let bag = DiagnosticBag()
            _ = YAMLLoader().load(bytes, file: "x.yml", diagnostics: bag)
            return bag.sorted.map(IntentGenCoreTests.brief)
        }
        XCTAssertEqual(brief(of: [0xEF, 0xBB, 0xBF] + Array("a: caf".utf8) + [0xE9, 0x0A]), ["1:7 yaml-syntax"])
        XCTAssertEqual(brief(of: Array("a: 1\rb: caf".utf8) + [0xE9, 0x20, 0x0A]), ["2:7 yaml-syntax"], "a lone CR breaks lines")
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("a: 1\nb: x".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xDC]
        XCTAssertEqual(brief(of: utf16), ["2:5 yaml-syntax"], "UTF-16 positions count UTF-16 characters")
    }

    func testInvalidUTF8IsReportedWhereItIs() {
        let bag = DiagnosticBag()
        let bytes = Array("a: ok\nb: ".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8)
        _ = YAMLLoader().load(bytes, file: "bad.yml", diagnostics: bag)
        XCTAssertEqual(bag.sorted.map(brief), ["2:4 yaml-syntax"])
    }

    func testByteOrderMarkAndCRLFAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: two\r\n".utf8)
        let bag = DiagnosticBag()
        let result = YAMLLoader().load(bytes, file: "bom.yml", diagnostics: bag)
        XCTAssertTrue(bag.diagnostics.isEmpty)
        XCTAssertEqual(result.root?["b"]?.scalar?.text, "two")
        XCTAssertEqual(result.root?["b"]?.location.line, 2)
    }

    func testNonScalarKeysAreRejected() {
        let (_, diagnostics) = loadYAML("? [a, b]\n: value\n")
        XCTAssertEqual(diagnostics.map(brief), ["1:3 wrong-type"])
    }
}
