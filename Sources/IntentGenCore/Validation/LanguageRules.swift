/// Rules of the definitions language that more than one stage needs: the validator enforces them,
/// the importer follows them so what it writes validates.
enum LanguageRules {
    /// Built-in types that can have dynamic options (custom types can too), from the type catalogue.
    static let typesWithDynamicOptions: [ValueType] = BuiltinType.allCases.filter(\.traits.dynamicOptions).map(
        ValueType.builtin)

    /// `scheme:rest` with a valid scheme and no spaces: what a URL default or `opensURL` must be.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, colon != text.startIndex else {
            return false
        }
        let scheme = text[..<colon]
        let rest = text[text.index(after: colon)...]
        return first.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !rest.isEmpty && !text.contains(" ")
    }

    /// Codes of the languages Xcode lists first, for "did you mean" hints.
    static let commonCodes = [
        "en", "ja", "de", "fr", "es", "it", "ko", "nl", "pt", "ru", "sv", "da", "fi", "nb", "pl", "tr", "ar", "he",
        "th", "zh-Hans", "zh-Hant", "zh-HK", "pt-BR", "pt-PT", "en-GB", "en-AU", "es-419", "fr-CA",
    ]

    /// A language code that can key localized text: `ja`, `pt-BR`, `zh_Hans`.
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isLowercase && $0.isASCII })
        else { return false }
        return parts.dropFirst().allSatisfy {
            !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
