/// Writes the definitions language's JSON Schema (`docs/intents.schema.json`) from its template
/// (`docs/intents.schema.template.json`) and the type catalogue, so editors and intentgen agree on
/// every type: the template holds the structure and the prose, the catalogue every list of types.
///
/// In the template, a string `"@catalogue NAME"` is replaced by the catalogue's value of that name
/// (an array item that names a list of rules becomes those rules), and `@{NAME}` inside a string by
/// the catalogue's words for it. An unknown name is an error, so no placeholder is left behind.
enum DefinitionsSchema {
    /// A template that names what the catalogue does not have, or is not JSON.
    struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The schema's text for a template's text.
    public static func render(template: String) throws -> String {
        let document: JSONText
        do {
            document = try JSONText(parsing: template)
        } catch let error as JSONText.ParseError {
            throw TemplateError(description: "the template is not JSON: \(error)")
        }
        return try fill(document).formatted()
    }

    static let marker = "@catalogue "

    private static func fill(_ value: JSONText) throws -> JSONText {
        switch value {
        case .string(let text) where text.hasPrefix(marker):
            guard case .value(let replacement)? = catalogue[String(text.dropFirst(marker.count))] else {
                throw TemplateError(description: "the catalogue has no value `\(text.dropFirst(marker.count))`")
            }
            return replacement
        case .string(let text):
            return .string(try words(in: text))
        case .array(let items):
            var filled: [JSONText] = []
            for item in items {
                if case .string(let text) = item, text.hasPrefix(marker),
                    case .items(let replacement)? = catalogue[String(text.dropFirst(marker.count))]
                {
                    filled += replacement
                } else {
                    filled.append(try fill(item))
                }
            }
            return .array(filled)
        case .object(let members):
            return .object(try members.map { ($0.key, try fill($0.value)) })
        default:
            return value
        }
    }

    /// What opens and closes a placeholder for words inside a string: `@{NAME}`.
    static let wordsMarker: (opening: String, closing: Character) = ("@{", "}")

    /// `text` with each `@{NAME}` replaced by the catalogue's words for it.
    private static func words(in text: String) throws -> String {
        let parts = text.split(separator: wordsMarker.opening, omittingEmptySubsequences: false)
        var result = String(parts[0])
        for part in parts.dropFirst() {
            guard let end = part.firstIndex(of: wordsMarker.closing) else {
                result += wordsMarker.opening + part
                continue
            }
            let name = String(part[..<end])
            guard case .words(let words)? = catalogue[name] else {
                throw TemplateError(description: "the catalogue has no words `\(name)`")
            }
            result += words + part[part.index(after: end)...]
        }
        return result
    }

    private enum Entry {
        /// A value that takes the placeholder's place.
        case value(JSONText)
        /// Items that take the placeholder's place in its array.
        case items([JSONText])
        /// Text inside a string.
        case words(String)
    }

    private static var catalogue: [String: Entry] {
        let all = BuiltinType.allCases
        let withOptions = all.filter(\.traits.dynamicOptions)
        return [
            "builtinTypes": .value(.strings(all.map(\.rawValue))),
            "typesWithoutDynamicOptions": .value(.strings(all.filter { !$0.traits.dynamicOptions }.map(\.rawValue))),
            "typesWithoutStaticDefault": .value(
                .strings(all.filter { $0.traits.staticDefault == nil }.map(\.rawValue))),
            "typesWithDynamicOptions": .words(withOptions.map(\.rawValue).joined(separator: ", ")),
            "metadataRules": .items(metadataRules),
            "defaultRules": .items(defaultRules),
        ]
    }

    /// One rule per set of types that metadata keys share: outside those types (and arrays of
    /// them), the keys are not allowed. A type that is not a type reference is left to other rules.
    private static var metadataRules: [JSONText] {
        var groups: [(types: [BuiltinType], keys: [MetadataKey])] = []
        for key in MetadataKey.allCases {
            if let index = groups.firstIndex(where: { $0.types == key.types }) {
                groups[index].keys.append(key)
            } else {
                groups.append((key.types, [key]))
            }
        }
        return groups.map { group in
            let names = JSONText.strings(group.types.map(\.rawValue))
            let types: JSONText = .object([
                (
                    "anyOf",
                    .array([
                        .object([("enum", names)]),
                        .object([("type", .string("array")), ("items", .object([("enum", names)]))]),
                        .object([("not", .object([("$ref", .string("#/definitions/typeRef"))]))]),
                    ])
                )
            ])
            return .object([
                ("if", .object([("properties", .object([(DefinitionKey.type.rawValue, types)]))])),
                ("else", .object([("properties", .object(group.keys.map { ($0.rawValue, .bool(false)) }))])),
            ])
        }
    }

    /// One rule per kind of static default that JSON can check: a default of those types is of the
    /// kind's JSON type, or `dynamic` where one of them can have dynamic options and `dynamic` is
    /// not already text of the kind.
    private static var defaultRules: [JSONText] {
        let kinds: [(TypeTraits.StaticDefault, String)] = [
            (.integer, "integer"), (.number, "number"), (.boolean, "boolean"), (.url, "string"),
        ]
        return kinds.compactMap { kind, jsonType in
            let types = BuiltinType.allCases.filter { $0.traits.staticDefault == kind }
            guard !types.isEmpty else { return nil }
            let selector: JSONText =
                types.count == 1
                ? .object([("const", .string(types[0].rawValue))])
                : .object([("enum", .strings(types.map(\.rawValue)))])
            let one: JSONText = .object([("type", .string(jsonType))])
            // One value, or a list of them (an array parameter's, App Intents only).
            var choices = [one, .object([("type", .string("array")), ("items", one)])]
            if jsonType != "string", types.contains(where: \.traits.dynamicOptions) {
                choices.insert(.object([("const", .string("dynamic"))]), at: 0)
            }
            let allowed: JSONText = .object([("anyOf", .array(choices))])
            return .object([
                (
                    "if",
                    .object([
                        ("properties", .object([(DefinitionKey.type.rawValue, selector)])),
                        ("required", .strings([DefinitionKey.type.rawValue])),
                    ])
                ),
                ("then", .object([("properties", .object([(DefinitionKey.default.rawValue, allowed)]))])),
            ])
        }
    }
}
