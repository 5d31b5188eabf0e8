/// The per-type keys that tune the editor (docs/language.md, "Type metadata").
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

    /// The values, in a shared box: most parameters and properties set none of them, and a
    /// model of a million parameters should not carry two dozen empty optionals for each.
    private final class Storage: @unchecked Sendable {
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

        init() {}

        func copy() -> Storage {
            let copy = Storage()
            copy.minimum = minimum
            copy.maximum = maximum
            copy.control = control
            copy.allowsNegative = allowsNegative
            copy.capitalization = capitalization
            copy.keyboard = keyboard
            copy.multiline = multiline
            copy.autocorrect = autocorrect
            copy.smartQuotes = smartQuotes
            copy.smartDashes = smartDashes
            copy.placeholder = placeholder
            copy.trueDisplayName = trueDisplayName
            copy.falseDisplayName = falseDisplayName
            copy.dateType = dateType
            copy.dateStyle = dateStyle
            copy.timeStyle = timeStyle
            copy.dateTemplate = dateTemplate
            copy.minimumUnit = minimumUnit
            copy.maximumUnit = maximumUnit
            copy.defaultUnit = defaultUnit
            copy.fileType = fileType
            copy.utis = utis
            copy.placemarkType = placemarkType
            copy.currencyCodes = currencyCodes
            return copy
        }
    }

    /// Whether no metadata is set (the shared empty box has never been written to).
    var isEmpty: Bool { storage === TypeMetadata.empty }

    /// The box every empty metadata shares until it is written to.
    private static let empty = Storage()
    private var storage = TypeMetadata.empty

    /// The box, copied first when another value shares it (copy on write).
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    var minimum: Located<Double>? {
        get { storage.minimum }
        set { writable.minimum = newValue }
    }

    var maximum: Located<Double>? {
        get { storage.maximum }
        set { writable.maximum = newValue }
    }

    public var control: Located<Control>? {
        get { storage.control }
        set { writable.control = newValue }
    }

    var allowsNegative: Bool? {
        get { storage.allowsNegative }
        set { writable.allowsNegative = newValue }
    }

    var capitalization: Capitalization? {
        get { storage.capitalization }
        set { writable.capitalization = newValue }
    }

    var keyboard: Keyboard? {
        get { storage.keyboard }
        set { writable.keyboard = newValue }
    }

    var multiline: Bool? {
        get { storage.multiline }
        set { writable.multiline = newValue }
    }

    var autocorrect: Bool? {
        get { storage.autocorrect }
        set { writable.autocorrect = newValue }
    }

    var smartQuotes: Bool? {
        get { storage.smartQuotes }
        set { writable.smartQuotes = newValue }
    }

    var smartDashes: Bool? {
        get { storage.smartDashes }
        set { writable.smartDashes = newValue }
    }

    var placeholder: LocalizedText? {
        get { storage.placeholder }
        set { writable.placeholder = newValue }
    }

    var trueDisplayName: LocalizedText? {
        get { storage.trueDisplayName }
        set { writable.trueDisplayName = newValue }
    }

    var falseDisplayName: LocalizedText? {
        get { storage.falseDisplayName }
        set { writable.falseDisplayName = newValue }
    }

    var dateType: DateType? {
        get { storage.dateType }
        set { writable.dateType = newValue }
    }

    var dateStyle: DateStyle? {
        get { storage.dateStyle }
        set { writable.dateStyle = newValue }
    }

    var timeStyle: DateStyle? {
        get { storage.timeStyle }
        set { writable.timeStyle = newValue }
    }

    var dateTemplate: String? {
        get { storage.dateTemplate }
        set { writable.dateTemplate = newValue }
    }

    var minimumUnit: DurationUnit? {
        get { storage.minimumUnit }
        set { writable.minimumUnit = newValue }
    }

    var maximumUnit: DurationUnit? {
        get { storage.maximumUnit }
        set { writable.maximumUnit = newValue }
    }

    var defaultUnit: DurationUnit? {
        get { storage.defaultUnit }
        set { writable.defaultUnit = newValue }
    }

    var fileType: FileType? {
        get { storage.fileType }
        set { writable.fileType = newValue }
    }

    var utis: Located<[String]>? {
        get { storage.utis }
        set { writable.utis = newValue }
    }

    var placemarkType: PlacemarkType? {
        get { storage.placemarkType }
        set { writable.placemarkType = newValue }
    }

    var currencyCodes: [String]? {
        get { storage.currencyCodes }
        set { writable.currencyCodes = newValue }
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
            case .minimum: return minimum.map(MetadataValue.number)
            case .maximum: return maximum.map(MetadataValue.number)
            case .control: return control.map { .word($0.value.rawValue, at: $0.location) }
            case .allowsNegative: return allowsNegative.map(MetadataValue.flag)
            case .capitalization: return word(capitalization?.rawValue)
            case .keyboard: return word(keyboard?.rawValue)
            case .multiline: return multiline.map(MetadataValue.flag)
            case .autocorrect: return autocorrect.map(MetadataValue.flag)
            case .smartQuotes: return smartQuotes.map(MetadataValue.flag)
            case .smartDashes: return smartDashes.map(MetadataValue.flag)
            case .placeholder: return placeholder.map(MetadataValue.text)
            case .trueDisplayName: return trueDisplayName.map(MetadataValue.text)
            case .falseDisplayName: return falseDisplayName.map(MetadataValue.text)
            case .dateType: return word(dateType?.rawValue)
            case .fileType: return word(fileType?.rawValue)
            case .placemarkType: return word(placemarkType?.rawValue)
            case .dateStyle: return word(dateStyle?.rawValue)
            case .timeStyle: return word(timeStyle?.rawValue)
            case .dateTemplate: return dateTemplate.map(MetadataValue.string)
            case .minimumUnit: return word(minimumUnit?.rawValue)
            case .maximumUnit: return word(maximumUnit?.rawValue)
            case .defaultUnit: return word(defaultUnit?.rawValue)
            case .utis: return utis.map { .strings($0.value, at: $0.location) }
            case .currencyCodes: return currencyCodes.map { .strings($0, at: nil) }
            }
        }
        set {
            func located<Value>(_ value: Value?) -> Located<Value>? {
                value.map { Located($0, at: newValue?.location ?? .startOf("")) }
            }
            switch key {
            case .minimum: minimum = newValue?.number
            case .maximum: maximum = newValue?.number
            case .control:
                control = located(newValue?.word(as: Control.self))
            case .allowsNegative: allowsNegative = newValue?.flag
            case .capitalization: capitalization = newValue?.word(as: Capitalization.self)
            case .keyboard: keyboard = newValue?.word(as: Keyboard.self)
            case .multiline: multiline = newValue?.flag
            case .autocorrect: autocorrect = newValue?.flag
            case .smartQuotes: smartQuotes = newValue?.flag
            case .smartDashes: smartDashes = newValue?.flag
            case .placeholder: placeholder = newValue?.text
            case .trueDisplayName: trueDisplayName = newValue?.text
            case .falseDisplayName: falseDisplayName = newValue?.text
            case .dateType: dateType = newValue?.word(as: DateType.self)
            case .fileType: fileType = newValue?.word(as: FileType.self)
            case .placemarkType: placemarkType = newValue?.word(as: PlacemarkType.self)
            case .dateStyle: dateStyle = newValue?.word(as: DateStyle.self)
            case .timeStyle: timeStyle = newValue?.word(as: DateStyle.self)
            case .dateTemplate: dateTemplate = newValue?.string
            case .minimumUnit: minimumUnit = newValue?.word(as: DurationUnit.self)
            case .maximumUnit: maximumUnit = newValue?.word(as: DurationUnit.self)
            case .defaultUnit: defaultUnit = newValue?.word(as: DurationUnit.self)
            case .utis: utis = located(newValue?.strings)
            case .currencyCodes: currencyCodes = newValue?.strings
            }
        }
    }
}
