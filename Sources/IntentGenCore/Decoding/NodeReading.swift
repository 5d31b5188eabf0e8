/// Typed reads of YAML nodes that report mismatches as diagnostics instead of failing.
///
/// Each read returns nil after emitting a diagnostic, so the decoder goes on and one run finds
/// every problem in a file.
struct NodeReader {
    let diagnostics: any DiagnosticCollector
    /// The file's development language, for localized text.
    var language: String = "en"
    /// What is left of the file's members (``DefinitionLimits/membersPerFile``).
    var members = MemberBudget(DefinitionLimits.membersPerFile)
    /// How the file spells each language it names.
    var languages = LanguageSpellings()

    init(diagnostics: any DiagnosticCollector) {
        self.diagnostics = diagnostics
    }

    /// A reader for work on another thread, reporting into `diagnostics`: with this one's
    /// language, a budget of the members this one has left, and a copy of its spellings.
    func forked(reportingTo diagnostics: any DiagnosticCollector) -> NodeReader {
        var reader = NodeReader(diagnostics: diagnostics)
        reader.language = language
        reader.members = MemberBudget(members.limit, remaining: members.remaining)
        reader.languages = languages.copy()
        return reader
    }

    /// What `body` reads, as a part of the file the `.intentdefinition` export does not write
    /// (``LanguageSpellings/namesExported``).
    func outsideExport<Result>(_ body: () -> Result) -> Result {
        let before = languages.namesExported
        languages.namesExported = false
        defer { languages.namesExported = before }
        return body()
    }

    /// Whether `code` (a language code) is spelled as the file first spelled its language;
    /// reports a second spelling (`zh-HaNs` after `zh-Hans`, `pt_BR` after `pt-BR`), which would
    /// make a second `.lproj` folder and catalogue language of one language.
    func languageSpelledOnce(_ code: String, at location: SourceLocation) -> Bool {
        guard let first = languages.first(spellingOf: code, at: location), first.spelling != code else { return true }
        diagnostics.emit(
            .error(
                .invalidValue, "`\(code)` is `\(first.spelling)` written another way", at: location,
                hint: "write each language one way in a file: `\(first.spelling)`",
                notes: first.location.map { [Diagnostic.Note("first written here", at: $0)] } ?? []))
        return false
    }

    /// Whether the key of `entry` is a language code (`examples` show some in the hint when it is
    /// not one `in` the place named) spelled as the file first spelled its language.
    func isLanguage(
        _ entry: YAMLNode.Entry, in what: @autoclosure () -> String, examples: String = "`en`, `ja` or `pt-BR`"
    ) -> Bool {
        guard LanguageRules.isLanguageCode(entry.key) else {
            diagnostics.emit(
                .error(
                    .invalidValue, "`\(entry.key)` is not a language code in \(what())", at: entry.keyLocation,
                    hint: "use codes such as \(examples)"))
            return false
        }
        return languageSpelledOnce(entry.key, at: entry.keyLocation)
    }

    /// The value under `key`, which `what` cannot do without: nil after a `missingKey` error when
    /// it is absent or null, at `location` (by default at the mapping).
    func required(
        _ key: DefinitionKey, in map: MappingView, of what: String, at location: SourceLocation? = nil,
        hint: @autoclosure () -> String? = nil
    ) -> YAMLNode? {
        if let node = map.present(key) { return node }
        diagnostics.emit(
            .error(.missingKey, "\(what) has no \(key.quoted)", at: location ?? map.location, hint: hint()))
        return nil
    }

    /// The string under `key`, which `what` cannot do without (``required(_:in:of:at:hint:)``),
    /// read as `described` (by default as "`key` of `what`").
    func requiredString(
        _ key: DefinitionKey, in map: MappingView, of what: String, at location: SourceLocation? = nil,
        described: String? = nil, hint: @autoclosure () -> String? = nil
    ) -> Located<String>? {
        required(key, in: map, of: what, at: location, hint: hint()).flatMap {
            locatedString($0, described ?? "\(key.quoted) of \(what)")
        }
    }

    /// A mapping with a closed set of keys; unknown keys are reported with a suggestion.
    func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String, knownKeys: KeySet) -> MappingView? {
        guard let entries = node.mapping else {
            if node.scalar?.isNull == true {
                return MappingView(location: node.location, entries: [])
            }
            wrongType(node, expected: "a mapping", for: what())
            return nil
        }
        guard entries.contains(where: { !knownKeys.contains($0.key) }) else {
            return MappingView(location: node.location, entries: entries)
        }
        for entry in entries where !knownKeys.contains(entry.key) {
            let hint = suggestion(
                for: entry.key, in: knownKeys.names, code: .unknownKey,
                else: "the keys of \(what()) are " + Self.quoted(knownKeys.names))
            diagnostics.emit(
                .error(.unknownKey, "unknown key `\(entry.key)` in \(what())", at: entry.keyLocation, hint: hint))
        }
        return MappingView(location: node.location, entries: entries.filter { knownKeys.contains($0.key) })
    }

    /// A mapping whose keys are names the user chooses (intents, parameters, cases …). With a
    /// `limit`, entries beyond it are reported once and left out.
    func namedEntries(_ node: YAMLNode, _ what: @autoclosure () -> String, limit: Int? = nil) -> [YAMLNode.Entry]? {
        if let entries = node.mapping {
            guard let limit, entries.count > limit else { return entries }
            overLimit(count: entries.count, limit: limit, what(), at: entries[limit].keyLocation)
            return Array(entries.prefix(limit))
        }
        if node.scalar?.isNull == true { return [] }
        wrongType(node, expected: "a mapping of names to definitions", for: what())
        return nil
    }

    /// The entries of a definition's members (parameters, properties, cases, codes): at most
    /// ``DefinitionLimits/membersPerDefinition`` of them, and no more than the file has left of
    /// ``DefinitionLimits/membersPerFile``.
    func memberEntries(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode.Entry]? {
        namedEntries(node, what(), limit: DefinitionLimits.membersPerDefinition).map { entries in
            members.take(entries, location: \.keyLocation, diagnostics: diagnostics)
        }
    }

    /// Reports `what` holding `count` items where at most `limit` are allowed.
    func overLimit(count: Int, limit: Int, _ what: String, at location: SourceLocation) {
        diagnostics.emit(
            .error(
                .limit, "\(what) has \(count) entries, more than the limit of \(limit)", at: location,
                hint: "split the definitions into several files or types; see the limits in docs/language.md"))
    }

    /// A string, exactly as written: `NO` and `5.10` stay "NO" and "5.10".
    func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "a string", for: what())
            return nil
        }
        return carriable(scalar.text, what(), at: node.location)
    }

    /// `text`, or nil after an error when it holds a character XML 1.0 cannot carry: a C0 control
    /// other than tab, line feed and carriage return, or U+FFFE/U+FFFF. Every text of a definition
    /// goes into Xcode's `.intentdefinition` (an XML property list) as well as into Swift, and
    /// Swift escapes anything, so this is the one place such text is refused.
    func carriable(_ text: String, _ what: @autoclosure () -> String, at location: SourceLocation) -> String? {
        guard text.containsUTF8Byte(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0xEF }),
            let bad = text.unicodeScalars.first(where: { !PlistXML.isXMLCharacter($0) })
        else { return text }
        diagnostics.emit(
            .error(
                .invalidValue,
                "\(what()) contains the character \(SafeText.codePoint(bad)), "
                    + "which Xcode's .intentdefinition (XML) cannot carry",
                at: location, hint: "remove it; tabs, line breaks and all printable text are fine"))
        return nil
    }

    func locatedString(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<String>? {
        string(node, what()).map { Located($0, at: node.location) }
    }

    /// A string or a mapping from language codes to strings.
    func text(_ node: YAMLNode, _ what: @autoclosure () -> String) -> LocalizedText? {
        if let scalar = node.scalar, !scalar.isNull {
            return carriable(scalar.text, what(), at: node.location).map { LocalizedText($0) }
        }
        guard let entries = node.mapping else {
            wrongType(node, expected: "a string or a mapping of languages to strings", for: what())
            return nil
        }
        var base: String?
        var translations: [String: String] = [:]
        for entry in entries {
            guard isLanguage(entry, in: what()),
                let value = string(entry.value, "the `\(entry.key)` text of \(what())")
            else { continue }
            if entry.key == language {
                base = value
            } else {
                translations[entry.key] = value
            }
        }
        guard let base else {
            diagnostics.emit(
                .error(
                    .missingKey, "\(what()) has no text in the development language `\(language)`", at: node.location,
                    hint:
                        "add `\(language):` with the text, or set \(DefinitionKey.language.quotedWithColon) at the top of the file"
                ))
            return nil
        }
        return LocalizedText(base, translations: translations)
    }

    func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        if let scalar = node.scalar, let value = scalar.boolValue {
            return value
        }
        let quoted = node.scalar.map { !$0.isPlain && YAMLNode.Scalar(text: $0.text).boolValue != nil } ?? false
        wrongType(
            node, expected: "a boolean (`true` or `false`)", for: what(),
            hint: quoted ? "remove the quotes: a quoted value is a string" : nil)
        return nil
    }

    func integer(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Int? {
        if let value = node.scalar?.intValue { return value }
        wrongType(node, expected: "an integer", for: what())
        return nil
    }

    func number(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Double? {
        if let value = node.scalar?.doubleValue {
            if value.isFinite { return value }
            diagnostics.emit(
                .error(
                    .invalidValue, "\(what()) must be a finite number, not `\(node.scalar?.text ?? "")`",
                    at: node.location))
            return nil
        }
        wrongType(node, expected: "a number", for: what())
        return nil
    }

    /// One of a fixed set of words, with a suggestion when it is misspelt.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ what: @autoclosure () -> String, as _: Choice.Type = Choice.self
    ) -> Choice?
    where Choice.RawValue == String {
        choice(node, what(), words: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }

    /// One of `words`, or nil after an error (with the nearest word as a hint).
    func choice(_ node: YAMLNode, _ what: @autoclosure () -> String, words allowed: [String]) -> String? {
        guard let word = string(node, what()) else { return nil }
        if allowed.contains(word) { return word }
        let hint = suggestion(for: word, in: allowed, code: .invalidValue, else: "use one of " + Self.quoted(allowed))
        diagnostics.emit(.error(.invalidValue, "`\(word)` is not a valid \(what())", at: node.location, hint: hint))
        return nil
    }

    /// The key of `entry` as one of `Choice`'s words (a prompt kind, a widget family), or nil
    /// after an error that it is no `noun` (with the nearest word as a hint).
    func choice<Choice: RawRepresentable & CaseIterable>(
        key entry: YAMLNode.Entry, _ noun: String, as _: Choice.Type = Choice.self
    ) -> Choice?
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: entry.key) { return choice }
        let allowed = Choice.allCases.map(\.rawValue)
        diagnostics.emit(
            .error(
                .invalidValue, "`\(entry.key)` is not a \(noun)", at: entry.keyLocation,
                hint: suggestion(
                    for: entry.key, in: allowed, code: .invalidValue, else: "use one of " + Self.quoted(allowed))))
        return nil
    }

    /// What to suggest for `word`, which is none of `allowed`: the nearest of them, else `fallback`.
    /// Past the diagnostics limit an error of `code` is only counted: no search for a suggestion.
    private func suggestion(
        for word: String, in allowed: [String], code: Diagnostic.Code, else fallback: @autoclosure () -> String
    ) -> String? {
        guard diagnostics.keeps(code, .error) else { return nil }
        return Suggestions.hint(for: word, in: allowed) ?? fallback()
    }

    /// `a`, `b`, `c`: words as a message lists them.
    private static func quoted(_ words: [String]) -> String {
        words.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// A list of strings.
    func strings(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [String]? {
        guard let items = node.sequence else {
            wrongType(node, expected: "a list of strings", for: what())
            return nil
        }
        let values = items.compactMap { string($0, "an item of \(what())") }
        return values.count == items.count ? values : nil
    }

    func wrongType(_ node: YAMLNode, expected: String, for what: String, hint: String? = nil) {
        diagnostics.emit(
            .error(
                .wrongType, "\(what) must be \(expected), not \(node.kindDescription)", at: node.location, hint: hint))
    }
}

/// The spelling of each language a file names, by the language (case and `_`/`-` aside), with
/// where it was first written (none for the development language when it is the default).
final class LanguageSpellings {
    private var spellings: [String: (spelling: String, location: SourceLocation?)] = [:]
    /// The languages in the order they were first named, each once.
    private(set) var order: [String] = []
    /// Whether a language was asked for in a spelling other than its first.
    private(set) var sawOtherSpelling = false
    /// Whether what is read now is written by the `.intentdefinition` export (false while the
    /// decoder reads App Shortcuts, widgets and controls), and the languages named while it was.
    var namesExported = true
    private(set) var exported: Set<String> = []
    /// How many times a language was named while ``namesExported``: a declaration read between
    /// two counts named one if they differ.
    private(set) var exportedNamings = 0

    /// The first spelling of `code`'s language, recording `code` as it when it is the first.
    func first(spellingOf code: String, at location: SourceLocation?) -> (spelling: String, location: SourceLocation?)?
    {
        let language = code.lowercased().replacingEvery("_", with: "-")
        if let first = spellings[language] {
            if first.spelling != code { sawOtherSpelling = true }
            if namesExported {
                exported.insert(first.spelling)
                exportedNamings += 1
            }
            return first
        }
        spellings[language] = (code, location)
        order.append(language)
        if namesExported {
            exported.insert(code)
            exportedNamings += 1
        }
        return (code, location)
    }

    /// A copy for work on another thread, which has not yet seen another spelling.
    func copy() -> LanguageSpellings {
        let copy = LanguageSpellings()
        copy.spellings = spellings
        copy.order = order
        copy.namesExported = namesExported
        copy.exported = exported
        copy.exportedNamings = exportedNamings
        return copy
    }

    /// Takes the languages `copies` (each made by ``copy()`` of this one, and used in turn by
    /// later work) first named, in their order, when that is what naming them all here would have
    /// done: no copy saw another spelling, and the copies spell a language they share one way.
    /// Otherwise takes nothing and returns false.
    func adopt(_ copies: [LanguageSpellings]) -> Bool {
        let known = order.count
        var added: [String: (spelling: String, location: SourceLocation?)] = [:]
        var addedOrder: [String] = []
        for copy in copies {
            guard !copy.sawOtherSpelling else { return false }
            for language in copy.order[known...] {
                guard let first = copy.spellings[language] else { continue }
                if let earlier = added[language] {
                    guard earlier.spelling == first.spelling else { return false }
                } else {
                    added[language] = first
                    addedOrder.append(language)
                }
            }
        }
        for language in addedOrder {
            spellings[language] = added[language]
            order.append(language)
        }
        for copy in copies { exported.formUnion(copy.exported) }
        return true
    }

    /// Every language the file has named so far, each as it was first spelled.
    var named: Set<String> { Set(spellings.values.map(\.spelling)) }
}

/// How many more members (parameters, properties, enum cases, response codes and summaries)
/// a file may declare. The first member over the limit is reported once, and members after it
/// are left out, so a file of a million small parameters costs no more than the limit allows.
final class MemberBudget {
    let limit: Int
    var remaining: Int
    /// Whether the file went over the limit (and it was reported).
    private(set) var reported = false

    init(_ limit: Int, remaining: Int? = nil) {
        self.limit = limit
        self.remaining = remaining ?? limit
    }

    /// The items that fit in what is left; the rest are reported (once per file) and dropped.
    func take<Item>(_ items: [Item], location: (Item) -> SourceLocation, diagnostics: any DiagnosticCollector) -> [Item]
    {
        guard items.count > remaining else {
            remaining -= items.count
            return items
        }
        let kept = Array(items.prefix(remaining))
        if !reported {
            reported = true
            diagnostics.emit(
                .error(
                    .limit,
                    "the file declares more than \(limit) members (parameters, properties, enum cases, "
                        + "response codes and summaries) in total", at: location(items[remaining]),
                    hint: "split the definitions into several files; see the limits in docs/language.md"))
        }
        remaining = 0
        return kept
    }
}

/// The keys a mapping may have: in order for messages, hashed for the check every entry of every
/// mapping goes through.
struct KeySet: ExpressibleByArrayLiteral, Sendable {
    let names: [String]
    private let lookup: Set<String>

    init(_ names: [String]) {
        self.names = names
        lookup = Set(names)
    }

    init(arrayLiteral names: String...) { self.init(names) }

    /// The set of `keys`, in their order.
    init<Key: LanguageKey>(_ keys: [Key]) { self.init(keys.map(\.rawValue)) }

    func contains(_ key: String) -> Bool { lookup.contains(key) }

    static func + (lhs: KeySet, rhs: KeySet) -> KeySet { KeySet(lhs.names + rhs.names) }
}

struct MappingView {
    /// Where the mapping is written.
    let location: SourceLocation
    /// Its entries of known keys. The view holds them without the mapping's node, so that a view
    /// that is the only holder of its entries can take a value out with no copy
    /// (``take(_:)``), and the value's nodes are then the taker's alone.
    private(set) var entries: [YAMLNode.Entry]

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    subscript(key: DefinitionKey) -> YAMLNode? {
        self[key.rawValue]
    }

    /// The value for `key` unless it is absent or written as null.
    func present(_ key: DefinitionKey) -> YAMLNode? {
        guard let value = self[key], value.scalar?.isNull != true else { return nil }
        return value
    }

    /// The value for `key`, taken out of the view (which holds a null in its place).
    mutating func take(_ key: DefinitionKey) -> YAMLNode? {
        guard let index = entries.firstIndex(where: { $0.key == key.rawValue }) else { return nil }
        let location = entries[index].value.location
        defer { entries[index].value = YAMLNode(.scalar(YAMLNode.Scalar(text: "")), at: location) }
        return entries[index].value
    }
}
