/// The App Shortcut of an intent (`shortcut:` in docs/language.md, "App Shortcuts"): the spoken
/// phrases that run it in each language, and the title and symbol the Shortcuts app and
/// Spotlight show. It becomes an `AppShortcut` of the target's `AppShortcutsProvider`, and its
/// phrases a string set of `AppShortcuts.xcstrings`.
struct AppShortcutDefinition: Sendable {
    /// The phrases of one language, in the order written.
    struct Phrases: Sendable {
        public var language: Located<String>
        public var phrases: [Located<String>]

        public init(language: Located<String>, phrases: [Located<String>]) {
            self.language = language
            self.phrases = phrases
        }
    }

    /// Where `shortcut:` is written (its key).
    var location: SourceLocation
    /// The phrases by language, in the order written; the development language's are required.
    public var phrases: [Phrases]
    /// The title under the shortcut's symbol (`shortTitle:`); nil means the intent's title.
    var shortTitle: LocalizedText?
    /// An SF Symbol name (`systemImageName:`).
    var symbol: Located<String>

    public init(
        location: SourceLocation, phrases: [Phrases], shortTitle: LocalizedText? = nil, symbol: Located<String>
    ) {
        self.location = location
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.symbol = symbol
    }

    /// The phrases of `language`, empty when it has none.
    public func phrases(in language: String) -> [Located<String>] {
        phrases.first { $0.language.value == language }?.phrases ?? []
    }
}

/// A phrase as App Intents spells it in `AppShortcuts.xcstrings`: text with `${applicationName}`
/// for the app's name and `${name}` for the value of the intent's parameter `name`.
@_spi(SwiftImport) public struct PhraseTemplate: Sendable, Hashable {
    /// One piece of a phrase.
    enum Segment: Sendable, Hashable {
        case text(String)
        /// `${applicationName}`: `\(.applicationName)` in Swift.
        case applicationName
        /// `${name}`: `\(\.$name)` in Swift.
        case parameter(String)
    }

    /// The placeholder of the app's name.
    static let applicationName = "applicationName"

    let segments: [Segment]
    /// The text after the first `${` that starts no placeholder (`${` without a name and `}`);
    /// nil when every `${` does.
    let malformed: String?

    /// The phrase `text`: `${identifier}` is a placeholder; any other `$` is text.
    @_spi(SwiftImport) public init(_ text: String) {
        var segments: [Segment] = []
        var literal = ""
        var malformed: String?
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{" else {
                literal.append(characters[index])
                index += 1
                continue
            }
            let nameStart = index + 2
            guard let end = characters[nameStart...].firstIndex(of: "}"),
                SwiftNames.isIdentifier(String(characters[nameStart..<end]))
            else {
                malformed = malformed ?? String(characters[index...])
                literal += "${"
                index = nameStart
                continue
            }
            if !literal.isEmpty { segments.append(.text(literal)) }
            literal = ""
            let name = String(characters[nameStart..<end])
            segments.append(name == Self.applicationName ? .applicationName : .parameter(name))
            index = end + 1
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
        self.malformed = malformed
    }

    /// How many times the phrase names the app.
    var applicationNameCount: Int { segments.filter { $0 == .applicationName }.count }

    /// The parameters the phrase names, in order (repeats included).
    @_spi(SwiftImport) public var parameters: [String] {
        segments.compactMap {
            if case .parameter(let name) = $0 { name } else { nil }
        }
    }
}
