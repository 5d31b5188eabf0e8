/// Facts about Swift identifiers that validation and code generation share.
@_spi(SwiftImport) public enum SwiftNames {
    /// Keywords that cannot be used as an identifier without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_",
    ]

    /// Whether `name` is an ASCII Swift identifier: letters, digits and `_`, not starting with a digit.
    @_spi(SwiftImport) public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let isStart = { (scalar: Unicode.Scalar) in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard isStart(first) else { return false }
        return name.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }

    /// Members that every `INIntent` (and `NSObject`) already has, so parameters cannot use them.
    @_spi(SwiftImport) public static let intentMembers: Set<String> = [
        "identifier", "description", "debugDescription", "hash", "superclass", "intentDescription",
        "suggestedInvocationPhrase", "shortcutAvailability", "donationMetadata", "keyImage", "isEqual", "copy",
        "classForCoder", "self",
    ]

    /// Members that every `INObject` already has, so custom types cannot declare them as properties.
    @_spi(SwiftImport) public static let objectMembers: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString",
        "displayImage", "description", "debugDescription", "hash", "superclass", "isEqual", "copy", "classForCoder",
        "self",
    ]

    /// Members of the generated App Intents entity (`AppEntity`) that custom type properties
    /// cannot use: its identifier and its display representation.
    static let entityMembers: Set<String> = ["id", "displayRepresentation"]

    /// Static members of the generated App Intents enum (`AppEnum`, `CaseIterable`) that enum
    /// cases cannot use.
    static let appEnumMembers: Set<String> = [
        "allCases", "caseDisplayRepresentations", "typeDisplayRepresentation",
    ]

    /// Members of `INIntentResponse` that response properties cannot use.
    static let responseMembers: Set<String> = [
        "code", "userActivity", "description", "debugDescription", "hash", "superclass", "isEqual", "copy",
        "classForCoder", "self",
    ]

    /// `${name}` placeholders in a text, in order.
    static func placeholders(in text: String) -> [String] {
        // Most texts have none: no characters are made then.
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        // In ASCII every byte is a character (a CR LF pair, one character, holds none of `${}`),
        // so the bytes are read as they are, without breaking the text into characters.
        if text.isASCII { return placeholders(inASCII: Array(text.utf8)) }
        var names: [String] = []
        let characters = Array(text)
        var index = 0
        while index + 1 < characters.count {
            guard characters[index] == "$", characters[index + 1] == "{" else {
                index += 1
                continue
            }
            guard let end = characters[(index + 2)...].firstIndex(of: "}") else { break }
            names.append(String(characters[(index + 2)..<end]))
            index = end + 1
        }
        return names
    }

    /// ``placeholders(in:)`` of an ASCII text's bytes.
    private static func placeholders(inASCII bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            guard let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) else { break }
            names.append(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
            index = end + 1
        }
        return names
    }
}
