/// A system intent of the Intents framework (`INPlayMediaIntent`, `INSendMessageIntent` …) that a
/// definition customises, as Xcode lets it: to make it eligible for widgets, Shortcuts or
/// suggestions (`systemIntents:` in docs/language.md).
///
/// Xcode generates no Swift for it (the class lives in the Intents framework; handlers conform to
/// `INPlayMediaIntentHandling`), so the language keeps what Xcode's `.intentdefinition` says about
/// it as it is: ``xcode`` holds the entry's keys other than `INIntentType`, `INIntentName` and
/// `INIntentClassName`, and ``translations`` the `.strings` text of the localization ids in it.
struct SystemIntentDefinition: Sendable, Equatable {
    /// Xcode's `INIntentName` (`PlayMedia`).
    public var name: Located<String>
    /// An explicit class name (`INIntentClassName`); nil means `IN` + name + `Intent`.
    var className: Located<String>?
    /// The other keys of Xcode's entry, exactly as the property list has them.
    public var xcode: [String: PlistValue]
    /// Language → localization id → text, for ids inside ``xcode`` (and per-value keys `<id>-…`).
    public var translations: [String: [String: String]]

    public init(
        name: Located<String>, className: Located<String>? = nil, xcode: [String: PlistValue] = [:],
        translations: [String: [String: String]] = [:]
    ) {
        self.name = name
        self.className = className
        self.xcode = xcode
        self.translations = translations
    }

    /// The Intents framework class: ``className``, or `IN` + name + `Intent`.
    var swiftClassName: String { className?.value ?? Self.defaultClassName(for: name.value) }

    /// `PlayMedia` → `INPlayMediaIntent`.
    static func defaultClassName(for name: String) -> String { "IN" + name + "Intent" }

    /// The keys the language says itself, which ``xcode`` therefore never holds.
    static let derivedKeys: Set<String> = ["INIntentType", "INIntentName", "INIntentClassName"]

    /// Every localization id in ``xcode``: the string value of each key ending in `ID`, at any depth.
    var localizationIDs: Set<String> { Self.localizationIDs(in: .dictionary(xcode)) }

    /// The string values of keys ending in `ID` inside `value`, at any depth.
    static func localizationIDs(in value: PlistValue) -> Set<String> {
        switch value {
        case .dictionary(let entries):
            entries.reduce(into: []) { ids, entry in
                if entry.key.hasSuffix("ID"), let id = entry.value.string { ids.insert(id) }
                ids.formUnion(localizationIDs(in: entry.value))
            }
        case .array(let items): items.reduce(into: []) { ids, item in ids.formUnion(localizationIDs(in: item)) }
        default: []
        }
    }

    /// Whether a `.strings` key belongs to one of `ids`: the id itself or a per-value key `<id>-…`.
    static func key(_ key: String, belongsTo ids: Set<String>) -> Bool {
        if ids.contains(key) { return true }
        // Ids may hold dashes themselves (`SendMessage-DisplayName-recipients`): try each prefix.
        return key.indices.contains { key[$0] == "-" && ids.contains(String(key[..<$0])) }
    }
}

extension SystemIntentDefinition {
    /// Why `className` is not the class name of a system intent, or nil: it must be a Swift type
    /// name that starts with `IN` and ends with `Intent` (`INPlayMediaIntent`).
    static func classNameProblem(_ className: String) -> String? {
        guard SwiftNames.isIdentifier(className), !SwiftNames.keywords.contains(className),
            className.hasPrefix("IN"), className.hasSuffix("Intent"), className.count > "INIntent".count
        else {
            return
                "the class name `\(className)` is not the name of a system intent class (a Swift type name that starts with `IN` and ends with `Intent`, as `INPlayMediaIntent`)"
        }
        return nil
    }
}
