/// Reads Apple `.strings` files: the `"key" = "value";` tables Xcode keeps beside a localized
/// `.intentdefinition` (`ja.lproj/Intents.strings`), mapping localization ids to translations.
///
/// The format is the old-style (OpenStep) property list dictionary without its braces:
/// `/* … */` and `//` comments, quoted strings with the escapes `\" \\ \n \t \r \a \b \f \v`,
/// octal `\012` and `\U20AC` (four hex digits; surrogate pairs combine), and unquoted words such
/// as `key = value;`. Files come in UTF-8 or UTF-16 with a byte order mark; an XML property list
/// of strings is accepted too.
public enum StringsFile {
    /// A problem in a `.strings` file, with the 1-based line where it was found.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var line: Int

        public init(_ message: String, line: Int) {
            self.message = message
            self.line = line
        }

        public var description: String { "line \(line): \(message)" }
    }

    /// Parses the text of a `.strings` file into key → value.
    public static func parse(_ text: String) throws -> [String: String] {
        var parser = Parser(Array(text.unicodeScalars))
        return try parser.parse()
    }

    /// Decodes a `.strings` file's bytes (UTF-8, or UTF-16 with a byte order mark) and parses it.
    public static func parse(bytes: [UInt8]) throws -> [String: String] {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) {
            text = decodeUTF16(bytes.dropFirst(2), bigEndian: false)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            text = decodeUTF16(bytes.dropFirst(2), bigEndian: true)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        } else {
            text = String(decoding: bytes, as: UTF8.self)
        }
        let start = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        if start.hasPrefix("<?xml") || start.hasPrefix("<plist") || start.hasPrefix("<!DOCTYPE") {
            return try parseXML(Array(text.utf8))
        }
        return try parse(text)
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func parseXML(_ bytes: [UInt8]) throws -> [String: String] {
        let value: PlistValue
        do {
            value = try PlistXML.read(bytes)
        } catch let error as PlistXML.ParseError {
            throw ParseError(error.description, line: error.line ?? 1)
        }
        guard let dictionary = value.dictionary else {
            throw ParseError("the property list is not a dictionary", line: 1)
        }
        var result: [String: String] = [:]
        for (key, entry) in dictionary {
            guard let text = entry.string else { throw ParseError("the value of `\(key)` is not a string", line: 1) }
            result[key] = text
        }
        return result
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            if scalars.first == "\u{FEFF}" { index = 1 }
        }

        func error(_ message: String) -> ParseError { ParseError(message, line: line) }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        mutating func parse() throws -> [String: String] {
            var result: [String: String] = [:]
            try skipSpaceAndComments()
            // A table may be wrapped in braces, as in any old-style dictionary.
            var braced = false
            if current == "{" {
                braced = true
                advance()
            }
            while true {
                try skipSpaceAndComments()
                guard let scalar = current else {
                    if braced { throw error("missing `}` at the end of the file") }
                    return result
                }
                if braced, scalar == "}" {
                    advance()
                    try skipSpaceAndComments()
                    if current != nil { throw error("unexpected text after `}`") }
                    return result
                }
                let key = try token("a key")
                try skipSpaceAndComments()
                if current == ";" {
                    // `"key";` is shorthand for `"key" = "key";`.
                    advance()
                    result[key] = key
                    continue
                }
                guard current == "=" else { throw error("expected `=` after the key \"\(key)\"") }
                advance()
                try skipSpaceAndComments()
                let value = try token("a value for \"\(key)\"")
                try skipSpaceAndComments()
                guard current == ";" else { throw error("expected `;` after the value of \"\(key)\"") }
                advance()
                result[key] = value
            }
        }

        mutating func skipSpaceAndComments() throws {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", peek(1) == "*" {
                    let startLine = line
                    advance()
                    advance()
                    while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                    guard current != nil else { throw ParseError("unterminated `/*` comment", line: startLine) }
                    advance()
                    advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = current, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        mutating func token(_ what: String) throws -> String {
            guard let scalar = current else { throw error("expected \(what), found the end of the file") }
            if scalar == "\"" || scalar == "'" { return try quoted(scalar) }
            guard Self.isWordScalar(scalar) else { throw error("expected \(what), found `\(Character(scalar))`") }
            var word = String.UnicodeScalarView()
            while let next = current, Self.isWordScalar(next) {
                word.append(next)
                advance()
            }
            return String(word)
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws -> String {
            let startLine = line
            advance()
            var text = String.UnicodeScalarView()
            var pendingHighSurrogate: UInt32?
            func append(_ value: UInt32, into text: inout String.UnicodeScalarView) {
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    if (0xDC00...0xDFFF).contains(value) {
                        let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                        text.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                        return
                    }
                    text.append("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                } else {
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            }
            while true {
                guard let scalar = current else { throw ParseError("unterminated string", line: startLine) }
                if scalar == quote {
                    advance()
                    break
                }
                if scalar != "\\" {
                    if pendingHighSurrogate != nil {
                        pendingHighSurrogate = nil
                        text.append("\u{FFFD}")
                    }
                    text.append(scalar)
                    advance()
                    continue
                }
                advance()
                guard let escaped = current else { throw ParseError("unterminated string", line: startLine) }
                switch escaped {
                case "U", "u":
                    advance()
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let digit = current, let nibble = Self.hexValue(digit) {
                        value = value << 4 | nibble
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw error("`\\U` must be followed by hexadecimal digits") }
                    append(value, into: &text)
                case "0"..."7":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                        value = value << 3 | (digit.value - 48)
                        digits += 1
                        advance()
                    }
                    append(value, into: &text)
                default:
                    let simple: [Unicode.Scalar: Unicode.Scalar] = [
                        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
                    ]
                    append((simple[escaped] ?? escaped).value, into: &text)
                    advance()
                }
            }
            if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
            return String(text)
        }

        static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "0"..."9": return scalar.value - 48
            case "a"..."f": return scalar.value - 87
            case "A"..."F": return scalar.value - 55
            default: return nil
            }
        }
    }
}
