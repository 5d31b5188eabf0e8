/// Reads Apple `.strings` files: the `"key" = "value";` tables Xcode keeps beside a localized
/// `.intentdefinition` (`ja.lproj/Intents.strings`), mapping localization ids to translations.
///
/// The format is the old-style (OpenStep) property list dictionary without its braces:
/// `/* … */` and `//` comments, quoted strings with the escapes `\" \\ \n \t \r \a \b \f \v`,
/// octal `\012` and `\U20AC` (four hex digits; surrogate pairs combine), and unquoted words such
/// as `key = value;`. Files come in UTF-8 or UTF-16 with a byte order mark; an XML property list
/// of strings is accepted too.
///
/// Text is never changed on the way: bytes that are not UTF-8 (or UTF-16), and an escape of half
/// a surrogate pair (`\UD800` alone), are errors at their line, not U+FFFD.
public enum StringsFile {
    /// A table with the line each key is on.
    public struct Table: Sendable, Equatable {
        public var values: [String: String] = [:]
        public var lines: [String: Int] = [:]
    }

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
        return try parser.parse().values
    }

    /// Decodes a `.strings` file's bytes (UTF-8, or UTF-16 with a byte order mark) and parses it.
    public static func parse(bytes: [UInt8]) throws -> [String: String] {
        try table(bytes: bytes).values
    }

    /// ``parse(bytes:)`` with the line of each key.
    public static func table(bytes: [UInt8]) throws -> Table {
        let scalars: [Unicode.Scalar]
        if bytes.starts(with: [0xFF, 0xFE]) {
            scalars = try decodeUTF16(bytes.dropFirst(2), bigEndian: false)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            scalars = try decodeUTF16(bytes.dropFirst(2), bigEndian: true)
        } else {
            scalars = try decodeUTF8(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...])
        }
        let start = scalars.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        let opening = String(String.UnicodeScalarView(start.prefix(9)))
        if opening.hasPrefix("<?xml") || opening.hasPrefix("<plist") || opening.hasPrefix("<!DOCTYPE") {
            return try parseXML(Array(String(String.UnicodeScalarView(scalars)).utf8))
        }
        var parser = Parser(scalars)
        return try parser.parse()
    }

    /// The scalars of UTF-8 bytes; an error at the line of the first byte that is not UTF-8.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) throws -> [Unicode.Scalar] {
        try decode(bytes, with: Unicode.UTF8.ForwardParser()) { offset, line in
            let byte = String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true)
            return ParseError("byte 0x\(byte) is not UTF-8; save the file as UTF-8 or UTF-16", line: line)
        }
    }

    /// The scalars of UTF-16 bytes; an error at the line of a unit that is half a surrogate pair.
    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        let scalars = try decode(units, with: Unicode.UTF16.ForwardParser()) { _, line in
            ParseError("half a UTF-16 surrogate pair; the file is not valid UTF-16", line: line)
        }
        if bytes.count % 2 != 0 {
            throw ParseError("an odd number of bytes in UTF-16", line: scalars.count(where: { $0 == "\n" }) + 1)
        }
        return scalars
    }

    /// The scalars of `units`, or the error `problem` makes of the offset (in units) and line of
    /// the first that is not part of a character.
    private static func decode<Units: Sequence, Parser: Unicode.Parser>(
        _ units: Units, with parser: Parser, problem: (_ offset: Int, _ line: Int) -> ParseError
    ) throws -> [Unicode.Scalar] where Units.Element == Parser.Encoding.CodeUnit {
        var parser = parser
        var scalars: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var line = 1
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Parser.Encoding.decode(encoded)
                if scalar == "\n" { line += 1 }
                scalars.append(scalar)
                offset += encoded.count
            case .error: throw problem(offset, line)
            case .emptyInput: return scalars
            }
        }
    }

    private static func parseXML(_ bytes: [UInt8]) throws -> Table {
        let value: PlistValue
        do {
            value = try PlistXML.read(bytes)
        } catch let error as PlistXML.ParseError {
            // Its description begins with the line, which this error's description adds.
            let prefix = error.line.map { "line \($0): " } ?? ""
            let message =
                error.description.hasPrefix(prefix)
                ? String(error.description.dropFirst(prefix.count)) : error.description
            throw ParseError(message, line: error.line ?? 1)
        }
        guard let dictionary = value.dictionary else {
            throw ParseError("the property list is not a dictionary", line: 1)
        }
        var result = Table()
        for (key, entry) in dictionary {
            guard let text = entry.string else { throw ParseError("the value of `\(key)` is not a string", line: 1) }
            result.values[key] = text
            result.lines[key] = 1
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

        mutating func parse() throws -> Table {
            var result = Table()
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
                let keyLine = line
                let key = try token("a key")
                result.lines[key] = keyLine
                try skipSpaceAndComments()
                if current == ";" {
                    // `"key";` is shorthand for `"key" = "key";`.
                    advance()
                    result.values[key] = key
                    continue
                }
                guard current == "=" else { throw error("expected `=` after the key \"\(key)\"") }
                advance()
                try skipSpaceAndComments()
                let value = try token("a value for \"\(key)\"")
                try skipSpaceAndComments()
                guard current == ";" else { throw error("expected `;` after the value of \"\(key)\"") }
                advance()
                result.values[key] = value
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
            let halfPair = { (value: UInt32) in
                ParseError(
                    "`\\U\(String(value, radix: 16, uppercase: true))` is half a surrogate pair, not a character",
                    line: startLine)
            }
            func append(_ value: UInt32, into text: inout String.UnicodeScalarView) throws {
                if let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    guard (0xDC00...0xDFFF).contains(value),
                        let combined = Unicode.Scalar(
                            0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                    else { throw halfPair(high) }
                    text.append(combined)
                    return
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                } else if let scalar = Unicode.Scalar(value) {
                    text.append(scalar)
                } else {
                    throw halfPair(value)
                }
            }
            while true {
                guard let scalar = current else { throw ParseError("unterminated string", line: startLine) }
                if scalar == quote {
                    advance()
                    break
                }
                if scalar != "\\" {
                    if let high = pendingHighSurrogate { throw halfPair(high) }
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
                    try append(value, into: &text)
                case "0"..."7":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 3, let digit = current, ("0"..."7").contains(digit) {
                        value = value << 3 | (digit.value - 48)
                        digits += 1
                        advance()
                    }
                    try append(value, into: &text)
                default:
                    let simple: [Unicode.Scalar: Unicode.Scalar] = [
                        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
                    ]
                    try append((simple[escaped] ?? escaped).value, into: &text)
                    advance()
                }
            }
            if let high = pendingHighSurrogate { throw halfPair(high) }
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
