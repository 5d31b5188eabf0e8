import Foundation
import XCTest

@testable import IntentGenCore

/// docs/intents.schema.json is generated from docs/intents.schema.template.json and the type
/// catalogue. Regenerating it is an explicit act: `INTENTGEN_RECORD_SNAPSHOTS=1` writes it (and
/// fails, so the run cannot pass unnoticed); review the diff like code.
final class SchemaGenerationTests: XCTestCase {
    let docs = TestPaths.packageRoot.appendingPathComponent("docs")

    func generated() throws -> String {
        let template = try String(
            contentsOf: docs.appendingPathComponent("intents.schema.template.json"), encoding: .utf8)
        return try DefinitionsSchema.render(template: template)
    }

    func testTheCommittedSchemaIsTheGeneratedOne() throws {
        let schema = try generated()
        let committed = docs.appendingPathComponent("intents.schema.json")
        if Snapshots.isRecording {
            try schema.write(to: committed, atomically: true, encoding: .utf8)
            XCTFail("wrote docs/intents.schema.json; unset INTENTGEN_RECORD_SNAPSHOTS and review the diff")
            return
        }
        XCTAssertEqual(
            schema, try String(contentsOf: committed, encoding: .utf8),
            "docs/intents.schema.json differs from what the template and the type catalogue make; regenerate it with INTENTGEN_RECORD_SNAPSHOTS=1"
        )
    }

    func testTheSchemaNamesEveryBuiltinTypeOfTheCatalogue() throws {
        let schema = try JSONText(parsing: try generated())
        guard case .object(let root) = schema, case .object(let definitions)? = root.first(where: { $0.key == "definitions" })?.value,
            case .object(let typeName)? = definitions.first(where: { $0.key == "typeName" })?.value,
            case .array(let anyOf)? = typeName.first(where: { $0.key == "anyOf" })?.value,
            case .object(let names)? = anyOf.first
        else { return XCTFail("no typeName in the schema") }
        XCTAssertEqual(names.first?.value, .strings(BuiltinType.allCases.map(\.rawValue)))
    }

    func testNoPlaceholderIsLeftAndUnknownOnesAreErrors() throws {
        let schema = try generated()
        XCTAssertFalse(schema.contains(DefinitionsSchema.marker))
        XCTAssertFalse(schema.contains("@{"))
        XCTAssertThrowsError(try DefinitionsSchema.render(template: #"{"a": "@catalogue noSuchList"}"#))
        XCTAssertThrowsError(try DefinitionsSchema.render(template: #"{"a": "only @{noSuchWords}"}"#))
        XCTAssertThrowsError(try DefinitionsSchema.render(template: #"{"a": "#))
    }

    func testPlaceholdersTakeTheCataloguesValues() throws {
        let text = try DefinitionsSchema.render(
            template: #"{"t": "@catalogue typesWithoutDynamicOptions", "r": ["x", "@catalogue defaultRules"], "d": "for @{typesWithDynamicOptions}."}"#
        )
        let value = try JSONText(parsing: text)
        guard case .object(let members) = value, members.count == 3,
            case .array(let rules) = members[1].value
        else { return XCTFail(text) }
        XCTAssertEqual(
            members[0].value, .strings(BuiltinType.allCases.filter { !$0.traits.dynamicOptions }.map(\.rawValue)))
        XCTAssertEqual(rules.first, .string("x"))
        XCTAssertEqual(rules.count, 5, "integer, number, boolean and url defaults, after the item before")
        let words = BuiltinType.allCases.filter(\.traits.dynamicOptions).map(\.rawValue).joined(separator: ", ")
        XCTAssertEqual(members[2].value, .string("for \(words)."))
    }

    func testJSONTextReadsAndWritesBackInOrder() throws {
        let text = #"{"b": [1, -2.5e3, true, null], "a": {"s": "q\"\\\n\u0001é😀"}}"#
        let value = try JSONText(parsing: text)
        XCTAssertEqual(value.compact, #"{"b": [1, -2.5e3, true, null], "a": {"s": "q\"\\\n\u0001é😀"}}"#)
        XCTAssertEqual(try JSONText(parsing: value.formatted(width: 10)), value)
        XCTAssertEqual(try JSONText(parsing: #""\ud83d\ude00""#), .string("😀"))
        for broken in ["", "{", "[1,]", #"{"a" 1}"#, "tru", #""\ud83d""#, "1 2", String(repeating: "[", count: 300)] {
            XCTAssertThrowsError(try JSONText(parsing: broken), broken)
        }
    }

    func testLongArraysOfScalarsFillTheirLines() {
        let value = JSONText.object([("enum", .strings((1...30).map { "item\($0)" }))])
        let lines = value.formatted(width: 60).split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.first, "{")
        XCTAssertEqual(lines[1], "  \"enum\": [")
        XCTAssertGreaterThan(lines[2].split(separator: ",").count, 3, "several items share a line")
    }
}
