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
        isASCII ? asciiDisplayWords : characterDisplayWords
    }

    /// ``displayWords`` on Characters, for any text.
    var characterDisplayWords: String {
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
            let startsWord =
                character.isUppercase
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

    /// ``displayWords`` for ASCII names (nearly all), on bytes: the Character path classifies
    /// grapheme clusters and cost more than the rest of decoding a parameter.
    var asciiDisplayWords: String {
        let bytes = Array(utf8)
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var wordStart = true  // the next byte begins a word
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") {
                wordStart = true
                continue
            }
            let previous = index > 0 ? bytes[index - 1] : nil
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            let startsWord =
                isUpper(byte)
                && (previous.map { isLower($0) || isDigit($0) } ?? false
                    || previous.map(isUpper) ?? false && next.map(isLower) ?? false)
            if startsWord { wordStart = true }
            if wordStart {
                if !out.isEmpty { out.append(UInt8(ascii: " ")) }
                out.append(isLower(byte) ? byte - 0x20 : byte)
                wordStart = false
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
