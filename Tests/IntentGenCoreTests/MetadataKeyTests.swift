import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

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

    // MARK: The `.intentdefinition` side (`MetadataKey.plist`)

    func testEveryKeyHasAPlistSpellingOfItsForm() {
        var keysByPlistKey: [String: [MetadataKey]] = [:]
        for key in MetadataKey.allCases {
            let plist = key.plist
            XCTAssertFalse(plist.key.isEmpty, key.rawValue)
            keysByPlistKey[plist.key, default: []].append(key)
            switch (key.form, plist.encoding) {
            case (.number, .number), (.flag, .yesOrNo), (.flag, .flag), (.text, .text), (.string, .string),
                (.strings, .strings):
                break
            case (.word(_, let words), .word):
                let spellings = words.map(plist.spelling(of:))
                XCTAssertEqual(Set(spellings).count, words.count, "\(key.rawValue): two words spelled alike")
                XCTAssertEqual(spellings.map(plist.word(spelledAs:)), words, "\(key.rawValue): spellings read back")
                XCTAssertTrue(spellings.allSatisfy { $0.first?.isUppercase ?? false }, "\(spellings)")
            default:
                XCTFail("\(key.rawValue): a \(key.form) written as \(plist.encoding)")
            }
        }
        // Only `<prefix>Type` is shared, by keys of which each type has at most one.
        for (plistKey, keys) in keysByPlistKey where keys.count > 1 {
            XCTAssertEqual(plistKey, MetadataKey.Plist.typeKey, "\(keys)")
        }
        XCTAssertEqual(
            keysByPlistKey[MetadataKey.Plist.typeKey], MetadataKey.allCases.filter(\.isKeptInPlistType))
        for type in BuiltinType.allCases {
            XCTAssertLessThanOrEqual(type.traits.metadata.filter(\.isKeptInPlistType).count, 1, "\(type)")
        }
        // The keys Xcode joins in `<prefix>Unit` and `<prefix>Format` come together, so the
        // importer reads each group, then checks it, where the group starts.
        for group in [MetadataKey.unitKeys, MetadataKey.dateFormatKeys] {
            let start = try? XCTUnwrap(MetadataKey.allCases.firstIndex(of: group[0]))
            XCTAssertEqual(start.map { Array(MetadataKey.allCases[$0..<$0 + group.count]) }, group)
        }
        // Xcode's spellings that are not the word with a capital letter.
        XCTAssertEqual(MetadataKey.keyboard.plist.spelling(of: "asciiCapable"), "ASCIICapable")
        XCTAssertEqual(MetadataKey.keyboard.plist.spelling(of: "url"), "URL")
        XCTAssertEqual(MetadataKey.keyboard.plist.spelling(of: "numberPad"), "NumberPad")
        XCTAssertEqual(MetadataKey.dateStyle.plist.spelling(of: "none"), "No")
        XCTAssertEqual(MetadataKey.timeStyle.plist.word(spelledAs: "No"), "none")
        XCTAssertEqual(MetadataKey.dateType.plist.spelling(of: "dateTime"), "DateTime")
        XCTAssertEqual(MetadataKey.fileType.plist.spelling(of: "plainText"), "PlainText")
        XCTAssertEqual(MetadataKey.autocorrect.plist.key, "DisableAutocorrect")
        XCTAssertEqual(MetadataKey.autocorrect.plist.encoding, .flag(inverted: true))
    }

    /// A value of every key for each parameter of `type` (the `variant`-th word of each word
    /// key): what Xcode's file can carry, so not a flag at its default, which Xcode leaves out,
    /// nor the file type `any`; custom UTIs with the custom file type only.
    func sample(_ key: MetadataKey, for type: BuiltinType, variant: Int) -> MetadataValue? {
        switch (key.form, key.plist.encoding) {
        case (.number, _):
            let number: Double = type == .integer ? 2 : 2.5
            return .number(Located(key == .minimum ? -number : number * 4, at: here))
        case (.flag, .flag(let inverted)): return .flag(!inverted)
        case (.flag, _): return .flag(variant.isMultiple(of: 2))
        case (.word(_, let words), _):
            let choices = key == .fileType ? words.filter { $0 != TypeMetadata.FileType.any.rawValue } : words
            return .word(choices[variant % choices.count], at: here)
        case (.text, _): return .text(LocalizedText("\(key.rawValue) \(variant)", translations: ["ja": "訳 \(variant)"]))
        case (.string, _): return .string("yyyy-MM \(variant)")
        case (.strings, _): return .strings(["a.\(variant)", "b"], at: here)
        }
    }

    /// Every key on every type it applies to, exported and imported back, is the same value,
    /// with nothing reported lost: the exporter and the importer follow the same table.
    func testEveryKeyRoundTripsThroughTheIntentDefinition() throws {
        let location = SourceLocation.startOf("Metadata.intents.yml")
        var parameters: [ParameterDefinition] = []
        var properties: [PropertyDefinition] = []
        var expected: [String: TypeMetadata] = [:]
        for type in BuiltinType.allCases where !type.traits.metadata.isEmpty {
            let variants = type.traits.metadata.map { key in
                if case .word(_, let words) = key.form { words.count } else { 2 }
            }.max() ?? 1
            for variant in 0..<variants {
                var metadata = TypeMetadata()
                for key in type.traits.metadata {
                    if key == .utis, metadata.fileType != .custom { continue }
                    metadata[key] = sample(key, for: type, variant: variant)
                }
                let name = "\(type)\(variant)"
                expected[name] = metadata
                parameters.append(
                    ParameterDefinition(
                        name: Located(name, at: location), displayName: LocalizedText(name),
                        type: Located(.builtin(type), at: location), metadata: metadata))
                properties.append(
                    PropertyDefinition(
                        name: Located(name, at: location), displayName: LocalizedText(name),
                        type: Located(.builtin(type), at: location), metadata: metadata))
            }
        }
        var intent = IntentDefinition(
            name: Located("Tune", at: location), title: LocalizedText("Tune"), parameters: parameters)
        intent.response.properties = properties
        let file = DefinitionFile(
            path: "Metadata.intents.yml", intents: [intent],
            types: [ObjectTypeDefinition(name: Located("Dial", at: location), displayName: LocalizedText("Dial"),
                properties: properties)])
        let exported = IntentDefinitionExporter().export(file)
        let strings = try exported.strings.mapValues { try StringsFile.parse($0) }
        let imported = IntentDefinitionImporter().importDefinition(
            try PlistXML.read(Array(exported.definition.utf8)), strings: strings, sourceName: "Metadata.intentdefinition",
            diagnostics: DiagnosticBag())
        let metadataLosses = imported.losses.filter { $0.keyPath.description.contains("Metadata") }
        XCTAssertEqual(metadataLosses.map(\.diagnostic.message), [])
        let model = try XCTUnwrap(imported.definition)
        let sides: [(String, [(String, TypeMetadata)])] = [
            ("parameter", model.intents.first?.parameters.map { ($0.name.value, $0.metadata) } ?? []),
            ("response property", model.intents.first?.response.properties.map { ($0.name.value, $0.metadata) } ?? []),
            ("type property", model.types.first?.properties.map { ($0.name.value, $0.metadata) } ?? []),
        ]
        for (kind, read) in sides {
            XCTAssertEqual(read.map(\.0), parameters.map(\.name.value), kind)
            for (name, metadata) in read {
                for key in MetadataKey.allCases {
                    XCTAssertEqual(
                        describe(metadata[key]), describe(expected[name]?[key]), "\(kind) \(name): \(key.rawValue)")
                }
            }
        }
    }
}
