/// The per-type keys that tune the editor (docs/language.md, "Type metadata").
///
/// Most parameters and properties set none of them, or one or two, and a model of a million
/// parameters should not carry two dozen empty optionals for each: the metadata keeps only the
/// keys that are set, each with its value (``MetadataValue``), in a short list. Each key is read
/// and written as a member of its own type (``minimum``, ``control`` …) or, by stages that treat
/// every key alike, through ``subscript(_:)``.
struct TypeMetadata: Sendable {
    enum Control: String, Sendable, CaseIterable { case field, stepper, slider }
    enum Capitalization: String, Sendable, CaseIterable { case none, sentences, words, characters }
    enum Keyboard: String, Sendable, CaseIterable {
        case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, emailAddress, decimalPad
    }
    enum DateType: String, Sendable, CaseIterable { case date, time, dateTime }
    enum DateStyle: String, Sendable, CaseIterable { case full, long, medium, short, none }
    enum DurationUnit: String, Sendable, CaseIterable { case seconds, minutes, hours, days }
    enum FileType: String, Sendable, CaseIterable { case any, plainText, image, custom }
    enum PlacemarkType: String, Sendable, CaseIterable { case name, city, address }

    /// A key that is set, and its value (the value first, so the key fits in its padding).
    private struct Entry: Sendable {
        var value: MetadataValue
        var key: MetadataKey
    }

    /// The keys that are set, in the order they were first set; each key at most once.
    private var entries: [Entry] = []

    /// Whether no key is set.
    var isEmpty: Bool { entries.isEmpty }

    public init() {}
}

/// One type-metadata value, as ``MetadataKey/form`` says the key is written.
enum MetadataValue: Sendable {
    case number(Located<Double>)
    case flag(Bool)
    /// A word of the key's list, where it was written (when known).
    case word(String, at: SourceLocation?)
    case text(LocalizedText)
    case string(String)
    /// A list of strings, where it was written (when known).
    case strings([String], at: SourceLocation?)

    var number: Located<Double>? { if case .number(let value) = self { value } else { nil } }
    var flag: Bool? { if case .flag(let value) = self { value } else { nil } }
    var text: LocalizedText? { if case .text(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var strings: [String]? { if case .strings(let values, _) = self { values } else { nil } }

    /// A word as one of the key's cases; nil for another form or a word the key does not have.
    func word<Word: RawRepresentable>(as _: Word.Type) -> Word? where Word.RawValue == String {
        if case .word(let value, _) = self { Word(rawValue: value) } else { nil }
    }

    /// Where the value was written, when it keeps that.
    var location: SourceLocation? {
        switch self {
        case .number(let value): value.location
        case .word(_, let location), .strings(_, let location): location
        default: nil
        }
    }
}

extension TypeMetadata {
    /// The value of one key, so stages that treat every key alike can loop over ``MetadataKey``.
    /// Setting a value of the wrong form, or a word the key does not have, sets nothing (and
    /// unsets the key). A word keeps where it was written only for ``control`` and a list only
    /// for ``utis``, the two whose places the validator names (the start of no file when the value
    /// came without one).
    public subscript(key: MetadataKey) -> MetadataValue? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            let kept = newValue.flatMap { Self.kept($0, for: key) }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let kept { entries[index].value = kept } else { entries.remove(at: index) }
            } else if let kept {
                entries.append(Entry(value: kept, key: key))
            }
        }
    }

    /// `value` as the metadata keeps it for `key`: nil when its form is not the key's.
    private static func kept(_ value: MetadataValue, for key: MetadataKey) -> MetadataValue? {
        switch (key.form, value) {
        case (.number, .number), (.flag, .flag), (.text, .text), (.string, .string): return value
        case (.word(_, let words), .word(let word, let location)):
            guard words.contains(word) else { return nil }
            return .word(word, at: key == .control ? location ?? .startOf("") : nil)
        case (.strings, .strings(let values, let location)):
            return .strings(values, at: key == .utis ? location ?? .startOf("") : nil)
        default: return nil
        }
    }

    /// A word of `key`, as `Word`.
    private func word<Word: RawRepresentable>(_ key: MetadataKey, as type: Word.Type) -> Word?
    where Word.RawValue == String {
        self[key]?.word(as: type)
    }

    private mutating func setWord<Word: RawRepresentable>(_ key: MetadataKey, _ word: Word?)
    where Word.RawValue == String {
        self[key] = word.map { .word($0.rawValue, at: nil) }
    }

    var minimum: Located<Double>? {
        get { self[.minimum]?.number }
        set { self[.minimum] = newValue.map(MetadataValue.number) }
    }
    var maximum: Located<Double>? {
        get { self[.maximum]?.number }
        set { self[.maximum] = newValue.map(MetadataValue.number) }
    }
    var control: Located<Control>? {
        get {
            guard case .word(let word, let location) = self[.control], let control = Control(rawValue: word) else {
                return nil
            }
            return Located(control, at: location ?? .startOf(""))
        }
        set { self[.control] = newValue.map { .word($0.value.rawValue, at: $0.location) } }
    }
    var allowsNegative: Bool? {
        get { self[.allowsNegative]?.flag }
        set { self[.allowsNegative] = newValue.map(MetadataValue.flag) }
    }
    var capitalization: Capitalization? {
        get { word(.capitalization, as: Capitalization.self) }
        set { setWord(.capitalization, newValue) }
    }
    var keyboard: Keyboard? {
        get { word(.keyboard, as: Keyboard.self) }
        set { setWord(.keyboard, newValue) }
    }
    var multiline: Bool? {
        get { self[.multiline]?.flag }
        set { self[.multiline] = newValue.map(MetadataValue.flag) }
    }
    var autocorrect: Bool? {
        get { self[.autocorrect]?.flag }
        set { self[.autocorrect] = newValue.map(MetadataValue.flag) }
    }
    var smartQuotes: Bool? {
        get { self[.smartQuotes]?.flag }
        set { self[.smartQuotes] = newValue.map(MetadataValue.flag) }
    }
    var smartDashes: Bool? {
        get { self[.smartDashes]?.flag }
        set { self[.smartDashes] = newValue.map(MetadataValue.flag) }
    }
    var placeholder: LocalizedText? {
        get { self[.placeholder]?.text }
        set { self[.placeholder] = newValue.map(MetadataValue.text) }
    }
    var trueDisplayName: LocalizedText? {
        get { self[.trueDisplayName]?.text }
        set { self[.trueDisplayName] = newValue.map(MetadataValue.text) }
    }
    var falseDisplayName: LocalizedText? {
        get { self[.falseDisplayName]?.text }
        set { self[.falseDisplayName] = newValue.map(MetadataValue.text) }
    }
    var dateType: DateType? {
        get { word(.dateType, as: DateType.self) }
        set { setWord(.dateType, newValue) }
    }
    var dateStyle: DateStyle? {
        get { word(.dateStyle, as: DateStyle.self) }
        set { setWord(.dateStyle, newValue) }
    }
    var timeStyle: DateStyle? {
        get { word(.timeStyle, as: DateStyle.self) }
        set { setWord(.timeStyle, newValue) }
    }
    var dateTemplate: String? {
        get { self[.dateTemplate]?.string }
        set { self[.dateTemplate] = newValue.map(MetadataValue.string) }
    }
    var minimumUnit: DurationUnit? {
        get { word(.minimumUnit, as: DurationUnit.self) }
        set { setWord(.minimumUnit, newValue) }
    }
    var maximumUnit: DurationUnit? {
        get { word(.maximumUnit, as: DurationUnit.self) }
        set { setWord(.maximumUnit, newValue) }
    }
    var defaultUnit: DurationUnit? {
        get { word(.defaultUnit, as: DurationUnit.self) }
        set { setWord(.defaultUnit, newValue) }
    }
    var fileType: FileType? {
        get { word(.fileType, as: FileType.self) }
        set { setWord(.fileType, newValue) }
    }
    var utis: Located<[String]>? {
        get {
            guard case .strings(let values, let location) = self[.utis] else { return nil }
            return Located(values, at: location ?? .startOf(""))
        }
        set { self[.utis] = newValue.map { .strings($0.value, at: $0.location) } }
    }
    var placemarkType: PlacemarkType? {
        get { word(.placemarkType, as: PlacemarkType.self) }
        set { setWord(.placemarkType, newValue) }
    }
    var currencyCodes: [String]? {
        get { self[.currencyCodes]?.strings }
        set { self[.currencyCodes] = newValue.map { .strings($0, at: nil) } }
    }
}
