/// The languages of a preview page and how each text of the definitions reads in them.
struct PreviewLanguages: Sendable {
    /// The development language of the target's first definitions file, then every other
    /// language its files name, sorted.
    let all: [String]

    var development: String { all[0] }

    init(_ files: [DefinitionFile]) {
        let development = files.first?.language ?? "en"
        var others = Set(files.map(\.language))
        for file in files { others.formUnion(file.namedLanguages ?? []) }
        others.remove(development)
        all = [development] + others.sorted()
    }

    /// A language's code as an attribute name takes it (`data-tr-pt-br`): lower case.
    static func attributeName(_ language: String) -> String { language.lowercased() }
}

/// One text of the definitions in each language of the page: its own value where the
/// definitions translate it, else the development language's (a fallback, marked on the page).
struct PreviewText: Sendable {
    /// The text as written, in its file's development language.
    let written: String
    /// The text in each language that has it.
    let values: [String: String]

    init(_ text: LocalizedText, fileLanguage: String) {
        written = text.text
        var values = text.translations
        values[fileLanguage] = text.text
        self.values = values
    }

    init(plain text: String) {
        written = text
        values = [:]
    }

    /// The text in `language`, and whether it falls back to the development language's.
    func value(in language: String) -> (text: String, isFallback: Bool) {
        if let value = values[language] { return (value, false) }
        return (written, !values.isEmpty)
    }
}

/// Where a text is shown, and how many columns fit there before it is likely to be cut off
/// (a wide character, as in Japanese, takes two). The widths are estimates of an iPhone's
/// screens in the default text size, so a flag says "check this", not "this is cut".
enum PreviewFit: Int, Sendable {
    /// A parameter's label in a row of the widget's edit sheet, beside its value.
    case rowLabel = 22
    /// The title at the top of a sheet or an action.
    case title = 30
    /// A control's title in Control Center (two short lines).
    case controlTitle = 24
    /// An App Shortcut's title under its symbol.
    case shortTitle = 20

    /// Whether `text` likely does not fit.
    func isCut(_ text: String) -> Bool { Self.columns(text) > rawValue }

    /// The columns `text` takes: two for an East Asian wide or full-width character, none for a
    /// combining mark, one for any other.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            if scalar.properties.generalCategory == .nonspacingMark { return total }
            return total + (isWide(scalar.value) ? 2 : 1)
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return ranges.contains { $0.contains(value) }
    }
}
