/// The per-type keys that tune the editor (docs/language.md, "Type metadata").
@dynamicMemberLookup
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

    /// The values: most parameters and properties set none of them, and a model of a million
    /// parameters should not carry two dozen empty optionals for each, so they are kept in a
    /// shared box (``CopyOnWrite``) and read and written as members of the metadata itself.
    struct Values: Sendable {
        var minimum: Located<Double>?
        var maximum: Located<Double>?
        var control: Located<Control>?
        var allowsNegative: Bool?
        var capitalization: Capitalization?
        var keyboard: Keyboard?
        var multiline: Bool?
        var autocorrect: Bool?
        var smartQuotes: Bool?
        var smartDashes: Bool?
        var placeholder: LocalizedText?
        var trueDisplayName: LocalizedText?
        var falseDisplayName: LocalizedText?
        var dateType: DateType?
        var dateStyle: DateStyle?
        var timeStyle: DateStyle?
        var dateTemplate: String?
        var minimumUnit: DurationUnit?
        var maximumUnit: DurationUnit?
        var defaultUnit: DurationUnit?
        var fileType: FileType?
        var utis: Located<[String]>?
        var placemarkType: PlacemarkType?
        var currencyCodes: [String]?
    }

    /// Whether no metadata is set (the shared empty box has never been written to).
    var isEmpty: Bool { values.sharesBox(with: TypeMetadata.empty) }

    /// The box every empty metadata shares until it is written to.
    private static let empty = CopyOnWrite(Values())
    private var values = TypeMetadata.empty

    subscript<Value>(dynamicMember field: WritableKeyPath<Values, Value>) -> Value {
        get { values[field] }
        set { values[field] = newValue }
    }

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
    /// Setting a value of the wrong form, or a word the key does not have, sets nothing.
    public subscript(key: MetadataKey) -> MetadataValue? {
        get {
            func word(_ raw: String?) -> MetadataValue? { raw.map { .word($0, at: nil) } }
            switch key {
            case .minimum: return self.minimum.map(MetadataValue.number)
            case .maximum: return self.maximum.map(MetadataValue.number)
            case .control: return self.control.map { .word($0.value.rawValue, at: $0.location) }
            case .allowsNegative: return self.allowsNegative.map(MetadataValue.flag)
            case .capitalization: return word(self.capitalization?.rawValue)
            case .keyboard: return word(self.keyboard?.rawValue)
            case .multiline: return self.multiline.map(MetadataValue.flag)
            case .autocorrect: return self.autocorrect.map(MetadataValue.flag)
            case .smartQuotes: return self.smartQuotes.map(MetadataValue.flag)
            case .smartDashes: return self.smartDashes.map(MetadataValue.flag)
            case .placeholder: return self.placeholder.map(MetadataValue.text)
            case .trueDisplayName: return self.trueDisplayName.map(MetadataValue.text)
            case .falseDisplayName: return self.falseDisplayName.map(MetadataValue.text)
            case .dateType: return word(self.dateType?.rawValue)
            case .fileType: return word(self.fileType?.rawValue)
            case .placemarkType: return word(self.placemarkType?.rawValue)
            case .dateStyle: return word(self.dateStyle?.rawValue)
            case .timeStyle: return word(self.timeStyle?.rawValue)
            case .dateTemplate: return self.dateTemplate.map(MetadataValue.string)
            case .minimumUnit: return word(self.minimumUnit?.rawValue)
            case .maximumUnit: return word(self.maximumUnit?.rawValue)
            case .defaultUnit: return word(self.defaultUnit?.rawValue)
            case .utis: return self.utis.map { .strings($0.value, at: $0.location) }
            case .currencyCodes: return self.currencyCodes.map { .strings($0, at: nil) }
            }
        }
        set {
            func located<Value>(_ value: Value?) -> Located<Value>? {
                value.map { Located($0, at: newValue?.location ?? .startOf("")) }
            }
            switch key {
            case .minimum: self.minimum = newValue?.number
            case .maximum: self.maximum = newValue?.number
            case .control:
                self.control = located(newValue?.word(as: Control.self))
            case .allowsNegative: self.allowsNegative = newValue?.flag
            case .capitalization: self.capitalization = newValue?.word(as: Capitalization.self)
            case .keyboard: self.keyboard = newValue?.word(as: Keyboard.self)
            case .multiline: self.multiline = newValue?.flag
            case .autocorrect: self.autocorrect = newValue?.flag
            case .smartQuotes: self.smartQuotes = newValue?.flag
            case .smartDashes: self.smartDashes = newValue?.flag
            case .placeholder: self.placeholder = newValue?.text
            case .trueDisplayName: self.trueDisplayName = newValue?.text
            case .falseDisplayName: self.falseDisplayName = newValue?.text
            case .dateType: self.dateType = newValue?.word(as: DateType.self)
            case .fileType: self.fileType = newValue?.word(as: FileType.self)
            case .placemarkType: self.placemarkType = newValue?.word(as: PlacemarkType.self)
            case .dateStyle: self.dateStyle = newValue?.word(as: DateStyle.self)
            case .timeStyle: self.timeStyle = newValue?.word(as: DateStyle.self)
            case .dateTemplate: self.dateTemplate = newValue?.string
            case .minimumUnit: self.minimumUnit = newValue?.word(as: DurationUnit.self)
            case .maximumUnit: self.maximumUnit = newValue?.word(as: DurationUnit.self)
            case .defaultUnit: self.defaultUnit = newValue?.word(as: DurationUnit.self)
            case .utis: self.utis = located(newValue?.strings)
            case .currencyCodes: self.currencyCodes = newValue?.strings
            }
        }
    }
}
