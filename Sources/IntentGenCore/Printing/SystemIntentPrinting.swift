/// How ``DefinitionPrinter`` writes `systemIntents:`: each system intent's `className` (when it is
/// not the default), its `xcode` mapping (property list values as YAML, in block style, keys in
/// sorted order) and its `translations`.
enum SystemIntentPrinting {
    /// The entry `Name:` of a system intent, with `comments` before it.
    static func entry(_ intent: SystemIntentDefinition, comments: [String]) -> YAMLEntry {
        var entries: [YAMLEntry] = []
        if let className = intent.className,
            className.value != SystemIntentDefinition.defaultClassName(for: intent.name.value)
        {
            entries.append(YAMLEntry(.className, .scalar(YAMLText.quote(className.value))))
        }
        if !intent.xcode.isEmpty { entries.append(YAMLEntry(.xcode, value(.dictionary(intent.xcode)))) }
        if !intent.translations.isEmpty {
            let languages = intent.translations.keys.sorted().map { language in
                let table = intent.translations[language] ?? [:]
                return YAMLEntry(
                    language, .mapping(table.keys.sorted().map { YAMLEntry($0, .scalar(string(table[$0] ?? ""))) }))
            }
            entries.append(YAMLEntry(.translations, .mapping(languages)))
        }
        return YAMLEntry(intent.name.value, .mapping(entries), comments: comments)
    }

    /// A property list value as YAML that reads back as the same value: dictionaries as block
    /// mappings (sorted keys), arrays as block lists (an array inside an array in flow style),
    /// strings quoted where YAML would read another type, reals always with a fraction or exponent.
    static func value(_ value: PlistValue) -> YAMLValue {
        switch value {
        case .dictionary(let entries):
            return .mapping(entries.keys.sorted().map { YAMLEntry($0, Self.value(entries[$0]!)) })
        case .array(let items):
            return .sequence(items.map { item in item.array != nil ? .scalar(flow(item)) : Self.value(item) })
        default:
            return .scalar(scalar(value, flow: false))
        }
    }

    /// A value in flow style (`[a, { b: 1 }]`), for arrays inside arrays.
    static func flow(_ value: PlistValue) -> String {
        switch value {
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "{}" }
            return "{ "
                + entries.keys.sorted().map { YAMLText.quoteKey($0, flow: true) + ": " + flow(entries[$0]!) }
                .joined(separator: ", ") + " }"
        case .array(let items):
            return "[" + items.map(flow).joined(separator: ", ") + "]"
        default:
            return scalar(value, flow: true)
        }
    }

    /// A scalar: integers and booleans as YAML words, reals as ``YAMLText/number(_:)`` (`5.0`),
    /// strings quoted when needed. Dates and data never reach here (the importer reports them).
    static func scalar(_ value: PlistValue, flow: Bool) -> String {
        switch value {
        case .string(let text): return string(text, flow: flow)
        case .integer(let number): return String(number)
        case .real(let number): return YAMLText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let text): return string(text, flow: flow)
        case .data: return "\"\""
        case .array, .dictionary: return Self.flow(value)
        }
    }

    /// A string that reads back as a string with this text: quoted also when plain YAML would read
    /// it as a number, a boolean or null (`"12"`, `"yes"`).
    static func string(_ text: String, flow: Bool = false) -> String {
        YAMLNode.Scalar(text: text).resolved != .string ? YAMLText.doubleQuoted(text) : YAMLText.quote(text, flow: flow)
    }
}
