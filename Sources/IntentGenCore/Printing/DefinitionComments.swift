/// `#` comments to print beside the elements of a ``DefinitionFile``: a side table keyed by the
/// element's place in the model (its position in its list), so the model itself stays free of
/// presentation. The importer fills one with what it could not carry over, at the element it
/// concerns; ``DefinitionPrinter`` writes each comment on the lines before its element.
public struct DefinitionComments: Sendable {
    /// An element of a model, by its position (indices into the model's lists).
    public enum Place: Hashable, Sendable {
        /// The top of the file.
        case file
        /// Before an intent, enum or type.
        case intent(Int)
        case enumeration(Int)
        case type(Int)
        /// Before a system intent (`systemIntents:`).
        case systemIntent(Int)
        /// Before a widget or control (`widgets:`, `controls:`).
        case widget(Int)
        case control(Int)
        /// After the last intent, system intent, enum or type (in place of the section when it is empty).
        case intentsEnd, systemIntentsEnd, enumsEnd, typesEnd
        /// After the last widget or control.
        case widgetsEnd, controlsEnd
        /// Before a parameter of an intent; after its last parameter.
        case parameter(intent: Int, Int)
        case parametersEnd(intent: Int)
        /// Before an intent's `summaries:`; before one summary (at its `- `).
        case summaries(intent: Int)
        case summary(intent: Int, Int)
        /// Before an intent's `shortcutsSummaries:`; before one of them (at its `- `).
        case shortcutsSummaries(intent: Int)
        case shortcutsSummary(intent: Int, Int)
        /// Before an intent's `response:`.
        case response(intent: Int)
        /// Before a response property; after the last one.
        case responseProperty(intent: Int, Int)
        case responsePropertiesEnd(intent: Int)
        /// Before a response code (an index into `codes`); after the last code written.
        case code(intent: Int, Int)
        case codesEnd(intent: Int)
        /// Before an enum case.
        case enumCase(enumeration: Int, Int)
        /// Before a property of a custom type.
        case typeProperty(type: Int, Int)
    }

    private var lines: [Place: [String]] = [:]

    public init() {}

    /// The comments at `place`, in order (one line each).
    subscript(place: Place) -> [String] {
        get { lines[place] ?? [] }
        set { lines[place] = newValue.isEmpty ? nil : newValue }
    }

    /// Adds comments at `place`, after those already there.
    public mutating func add(_ comments: [String], at place: Place) {
        guard !comments.isEmpty else { return }
        lines[place, default: []] += comments
    }

    /// Whether there is no comment at all.
    public var isEmpty: Bool { lines.isEmpty }
}
