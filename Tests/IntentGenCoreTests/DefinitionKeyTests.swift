import Foundation
import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// The key table (``DefinitionKey``) is the one place the definitions language names its keys:
/// every key belongs to a mapping, no mapping lists a key twice, and docs/intents.schema.json
/// allows each mapping exactly the keys the decoder reads.
final class DefinitionKeyTests: XCTestCase {
    /// Each mapping the decoder reads with a closed set of keys, by the schema definition that
    /// describes it (`nil`: the schema's top level).
    let mappings: [(schema: String?, keys: KeySet)] = [
        (nil, DefinitionDecoder.fileKeys),
        ("intent", DefinitionDecoder.intentKeys),
        ("parameterObject", DefinitionDecoder.parameterKeys),
        ("propertyObject", DefinitionDecoder.propertyKeys),
        ("typePropertyObject", DefinitionDecoder.propertyKeys + AppIntentsDecoder.typePropertyKeys),
        ("visibleWhen", DefinitionDecoder.relationshipKeys),
        ("summary", DefinitionDecoder.summaryKeys),
        ("shortcutsSummary", DefinitionDecoder.shortcutsSummaryKeys),
        ("response", DefinitionDecoder.responseKeys),
        ("customCode", DefinitionDecoder.codeKeys),
        ("enum", DefinitionDecoder.enumKeys),
        ("case", DefinitionDecoder.caseKeys),
        ("objectType", DefinitionDecoder.typeKeys),
        ("appShortcut", AppShortcutDecoder.keys),
        ("systemIntent", SystemIntentDecoder.keys),
        ("widget", WidgetDecoder.widgetKeys),
        ("controlWidget", WidgetDecoder.controlKeys),
        ("controlState", KeySet(DefinitionKey.controlStateKeys)),
        ("xcodeIdentity", XcodeIdentityDecoder.keys),
    ]

    /// The mappings the schema describes inline, or not key by key.
    let otherSets: [[DefinitionKey]] = [
        DefinitionKey.queryKeys, DefinitionKey.dependencyKeys, DefinitionKey.displayKeys,
        DefinitionKey.disfavoredLocationKeys, DefinitionKey.controlValueKeys, DefinitionKey.controlStatesKeys,
        DefinitionKey.tintKeys,
    ]

    func testEveryKeyBelongsToAMappingThatListsItOnce() {
        var used: Set<String> = []
        for keys in mappings.map(\.keys.names) + otherSets.map({ $0.map(\.rawValue) }) {
            XCTAssertEqual(Set(keys).count, keys.count, "a mapping lists a key twice: \(keys)")
            used.formUnion(keys)
        }
        for key in DefinitionKey.allCases {
            XCTAssertTrue(used.contains(key.rawValue), "`\(key.rawValue)` belongs to no mapping")
        }
        let metadata = Set(MetadataKey.allCases.map(\.rawValue))
        for key in DefinitionKey.allCases {
            XCTAssertFalse(metadata.contains(key.rawValue), "`\(key.rawValue)` is also a type-metadata key")
        }
    }

    func testTheSchemaAllowsEachMappingTheKeysTheDecoderReads() throws {
        let url = TestPaths.packageRoot.appendingPathComponent("docs/intents.schema.json")
        let schema = try JSONValue(jsonData: Data(contentsOf: url))
        let definitions = member("definitions", of: schema)
        for (name, keys) in mappings {
            let described = try XCTUnwrap(name.map { member($0, of: definitions) } ?? schema, name ?? "top level")
            XCTAssertEqual(Set(propertyNames(described)), Set(keys.names), name ?? "top level")
        }
    }

    /// The value of `key` in `object`, or nil.
    func member(_ key: String, of object: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = object else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The names under `properties` of `value` and of the alternatives it combines.
    func propertyNames(_ value: JSONValue) -> [String] {
        var names: [String] = []
        if case .object(let properties)? = member("properties", of: value) { names += properties.map(\.key) }
        for combination in ["anyOf", "oneOf", "allOf"] {
            if case .array(let items)? = member(combination, of: value) { names += items.flatMap(propertyNames) }
        }
        return names
    }
}
