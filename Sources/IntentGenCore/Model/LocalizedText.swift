/// User-visible text: the development language's text plus translations.
public struct LocalizedText: Sendable, Hashable {
    /// The text in the file's development language.
    public var text: String
    /// Translations by language code (`ja`, `pt-BR`), not including the development language.
    public var translations: [String: String]

    public init(_ text: String, translations: [String: String] = [:]) {
        self.text = text
        self.translations = translations
    }
}

extension String {
    /// A name split into words for display: `transitionDestinations` → "Transition Destinations",
    /// `URLScheme` → "URL Scheme".
    var displayWords: String {
        var words: [String] = []
        var current = ""
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } ?? false
                    || (previous?.isUppercase ?? false) && (next?.isLowercase ?? false))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            guard let first = word.first else { return word }
            return first.uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
