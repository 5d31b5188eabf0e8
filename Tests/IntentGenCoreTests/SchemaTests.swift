import Foundation
import XCTest

@testable import IntentGenCore

/// docs/intents.schema.json must accept every example and reject what the language rejects,
/// so editors and intentgen agree.
final class SchemaTests: XCTestCase {
    func schemaValidator() throws -> JSONSchemaValidator {
        let url = TestPaths.packageRoot.appendingPathComponent("docs/intents.schema.json")
        return JSONSchemaValidator(schema: try JSONValue(jsonData: Data(contentsOf: url)))
    }

    /// The YAML as a YAML 1.2 editor sees it: only `true`/`false` are booleans.
    func json(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: return .null
            case .bool where ["true", "false"].contains(scalar.text.lowercased()): return .bool(scalar.boolValue ?? false)
            case .int: return scalar.intValue.map(JSONValue.integer) ?? .string(scalar.text)
            case .float: return scalar.doubleValue.map(JSONValue.number) ?? .string(scalar.text)
            default: return .string(scalar.text)
            }
        case .sequence(let items):
            return .array(items.map(json))
        case .mapping(let entries):
            return .object(entries.map { (key: $0.key, value: json($0.value)) })
        }
    }

    func violations(_ yaml: String) throws -> [String] {
        let bag = DiagnosticBag()
        let root = try XCTUnwrap(YAMLLoader().load(yaml, file: "schema-test.yml", diagnostics: bag).root)
        return try schemaValidator().validate(json(root)).map { "\($0.path): \($0.message)" }
    }

    /// The examples and every generation fixture: each key the language has is in the schema.
    func testEveryDefinitionsFileMatchesTheSchema() throws {
        let inputs = InputDiscovery().collect(
            [TestPaths.definitions.path, TestPaths.fixtures.appendingPathComponent("generation").path],
            diagnostics: DiagnosticBag())
        XCTAssertGreaterThanOrEqual(inputs.count, 36)
        for input in inputs {
            let found = try violations(String(decoding: input.contents, as: UTF8.self))
            XCTAssertEqual(found, [], input.path)
        }
    }

    func testTheSchemaRejectsWhatTheLanguageRejects() throws {
        XCTAssertFalse(try violations("intents:\n  Order:\n    tilte: Coffee\n").isEmpty, "unknown intent key")
        XCTAssertFalse(try violations("intents:\n  Order:\n    category: informaton\n").isEmpty, "unknown category")
        XCTAssertFalse(
            try violations("intents:\n  Order:\n    parameters:\n      p: { type: string, options: sometimes }\n").isEmpty,
            "unknown options source")
        XCTAssertFalse(
            try violations("intents:\n  Order:\n    parameters:\n      p: { type: [string], arraySizes: { huge: 2 } }\n").isEmpty,
            "unknown widget family")
        XCTAssertFalse(try violations("enums:\n  Size:\n    cases:\n      small: { index: -1 }\n").isEmpty, "index -1")
        XCTAssertFalse(try violations("enums:\n  Size:\n    cases: [Small]\n").isEmpty, "upper-case case name")
        XCTAssertFalse(try violations("types:\n  place: {}\n").isEmpty, "lower-case type name")
    }

    func testTheSchemaAcceptsTheShortForms() throws {
        XCTAssertEqual(try violations("""
            language: en
            intents:
              Order:
                title: { en: Order, ja: 注文 }
                parameters:
                  items: [Item]
                  count: integer
                  size: { type: Size, default: small, visibleWhen: count }
                response:
                  codes:
                    failureSoldOut: Sold out.
            enums:
              Size: { cases: [small, large] }
            types:
              Item: { properties: { name: string } }
            """), [])
    }
}
