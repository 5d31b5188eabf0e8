import XCTest

@testable import IntentGenCore

/// Every type-metadata key is read and written through ``TypeMetadata``'s keyed accessor, as its
/// ``MetadataKey/form`` says; a key the accessor dropped or mixed up would lose metadata silently.
final class MetadataKeyTests: XCTestCase {
    let here = SourceLocation(file: "m.yml", line: 3, column: 7)

    func sample(_ form: MetadataKey.Form) -> MetadataValue {
        switch form {
        case .number: .number(Located(3, at: here))
        case .flag: .flag(false)
        case .word(_, let words): .word(words[words.count - 1], at: here)
        case .text: .text(LocalizedText("Text", translations: ["ja": "テキスト"]))
        case .string: .string("yyyy")
        case .strings: .strings(["a", "b"], at: here)
        }
    }

    func describe(_ value: MetadataValue?) -> String {
        switch value {
        case .number(let value)?: "number \(value.value)"
        case .flag(let value)?: "flag \(value)"
        case .word(let value, _)?: "word \(value)"
        case .text(let value)?: "text \(value.text) \(value.translations)"
        case .string(let value)?: "string \(value)"
        case .strings(let values, _)?: "strings \(values)"
        case nil: "nothing"
        }
    }

    func testEveryKeyKeepsItsOwnValueAndNoOther() {
        for key in MetadataKey.allCases {
            var metadata = TypeMetadata()
            let value = sample(key.form)
            metadata[key] = value
            XCTAssertEqual(describe(metadata[key]), describe(value), key.rawValue)
            for other in MetadataKey.allCases where other != key {
                XCTAssertNil(metadata[other], "setting \(key.rawValue) set \(other.rawValue)")
            }
            metadata[key] = nil
            XCTAssertTrue(metadata.isEmpty || metadata[key] == nil, key.rawValue)
        }
    }

    func testAWordTheKeyDoesNotHaveSetsNothing() {
        var metadata = TypeMetadata()
        metadata[.control] = .word("dial", at: here)
        metadata[.placemarkType] = .word("street", at: here)
        XCTAssertNil(metadata.control)
        XCTAssertNil(metadata.placemarkType)
        metadata[.control] = .word("slider", at: here)
        XCTAssertEqual(metadata.control?.value, .slider)
        XCTAssertEqual(metadata.control?.location, here, "the control keeps where it was written")
    }

    func testEveryKeyAppliesToSomeTypeAndTheWordsAreTheModelsCases() {
        for key in MetadataKey.allCases {
            XCTAssertFalse(key.types.isEmpty, "\(key.rawValue) applies to no type")
        }
        guard case .word(_, let units) = MetadataKey.defaultUnit.form else { return XCTFail("not a word") }
        XCTAssertEqual(units, TypeMetadata.DurationUnit.allCases.map(\.rawValue))
    }
}
