#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A property list value, as Xcode's intent editor writes them.
///
/// Integers, reals and booleans stay distinct (`<integer>5</integer>`, `<real>5</real>` and
/// `<true/>` are three different values), dates keep the text they were written with, and a
/// dictionary is unordered: the writer puts its keys in Apple's order. An `<integer>` beyond
/// `Int`'s range but within `UInt64`'s is read as a `.real` of about its value.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(String)  // ISO 8601 text as written
    case data([UInt8])
    case array([PlistValue])
    case dictionary([String: PlistValue])
}

extension PlistValue {
    /// The value stored under `key` when this is a dictionary; nil otherwise.
    public subscript(key: String) -> PlistValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// A `<real>`, or an `<integer>` as a real (Xcode writes whole-number defaults either way).
    public var real: Double? {
        switch self {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PlistValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// Reads and writes XML property lists the way Apple's CoreFoundation writer lays them out.
///
/// Layout rules of the writer (CoreFoundation's `_CFAppendXML0`, confirmed byte for byte against
/// the public `.intentdefinition` corpus):
///
/// - the XML declaration, the Apple DOCTYPE and `<plist version="1.0">`, each on its own line;
///   the root value at column 0 and `</plist>` followed by a newline;
/// - one tab per nesting level; `<array/>` and `<dict/>` when empty; `<true/>` and `<false/>`;
/// - dictionary keys sorted by UTF-16 code units (`CFStringCompare` with no options): plain
///   code-point order for every key outside the supplementary planes, so
///   `INIntentParameterMetadata` < `INIntentParameterMetadataX` and `Z` < `a`;
/// - only `&`, `<` and `>` are escaped (`&amp;`, `&lt;`, `&gt;`), in strings and keys alike;
///   quotes, apostrophes, tabs and line feeds are written as they are. Unlike CoreFoundation,
///   which writes every control character raw, the other control and invisible formatting
///   characters (``SafeText/isUnsafe(_:)``: a carriage return, which an XML parser would read as a
///   line feed, DEL, C1, U+2028, bidirectional overrides …) are written as character references
///   (`&#xD;`), and those XML 1.0 cannot carry at all (the other C0 controls, U+FFFE, U+FFFF)
///   become U+FFFD, so the output is always well-formed XML with no raw control character.
///   Definitions never get that far: the decoder rejects such text where it is written;
/// - reals as `printf("%.17g")`, so whole numbers have no fraction (`5`, `100`, `-3`) and
///   others carry 17 significant digits (`0.5`, `2.25`, but `0.10000000000000001`), except that
///   zero is written `0.0`, and NaN and the infinities as `nan`, `+infinity`, `-infinity`;
/// - `<data>` as base64 on its own lines, indented like the element, each line at most
///   `76 - 8 × indent` characters (the indent counted as at most 8 tabs);
/// - `<date>` text as stored.
public enum PlistXML {
    /// A problem in an XML property list, with the 1-based line (and column) where it was found.
    public struct ParseError: Error, CustomStringConvertible {
        /// The message, prefixed with `line N: ` when the line is known.
        public var description: String
        /// The 1-based line of the problem, when known.
        public var line: Int?
        /// The 1-based column of the problem, in characters, when known.
        public var column: Int?

        /// A problem at `line` and `column`; a known line without a column means its first column.
        public init(_ message: String, line: Int?, column: Int? = nil) {
            self.line = line
            self.column = column ?? line.map { _ in 1 }
            self.description = line.map { "line \($0): \(message)" } ?? message
        }
    }

    /// Xcode's layout: XML declaration + DOCTYPE + `<plist version="1.0">`, tab indentation,
    /// keys in Apple's order, `<array/>`/`<dict/>` when empty, CoreFoundation's real formatting,
    /// and a newline after `</plist>`.
    public static func write(_ value: PlistValue) -> String {
        var writer = PlistWriter()
        writer.beginDocument()
        writer.append(value, indent: 0)
        writer.endDocument()
        return writer.out
    }

    /// Parses an XML plist (a `<plist>` with one value). Keeps integer, real and bool distinct;
    /// accepts any indentation, comments, processing instructions, a DOCTYPE (with an internal
    /// subset), attributes, `<string/>`-style empty elements, CDATA sections, the five XML
    /// entities and numeric character references. A document whose root element is a value
    /// rather than `<plist>` is accepted too, as CoreFoundation does.
    ///
    /// Input over ``maximumFileSize`` is rejected before it is parsed.
    public static func read(_ bytes: [UInt8]) throws -> PlistValue {
        guard bytes.count <= maximumFileSize else { throw ParseError(tooLarge(bytes.count), line: nil) }
        var parser = PlistParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses an XML plist as ``read(_:)`` does, keeping the line and column of every element
    /// (``PlistPositions``), so that problems found in its values can point at them.
    public static func readDocument(_ bytes: [UInt8]) throws -> PlistDocument {
        guard bytes.count <= maximumFileSize else { throw ParseError(tooLarge(bytes.count), line: nil) }
        var parser = PlistParser(bytes: bytes, recordsPositions: true)
        let value = try parser.parseDocument()
        return PlistDocument(value: value, positions: parser.recorder?.positions ?? PlistPositions())
    }

    /// The order CoreFoundation's writer puts dictionary keys in: UTF-16 code units.
    ///
    /// UTF-8 bytes order as code points do, and UTF-16 orders differently only where a code
    /// point from U+E000 meets one from U+10000 (a surrogate pair sorts below U+E000): so the
    /// bytes decide unless the first that differ start such a code point (a lead byte from 0xEE).
    static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let byBytes = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool? in
                var index = 0
                let common = min(left.count, right.count)
                while index < common, left[index] == right[index] { index += 1 }
                guard index < common else { return left.count < right.count }
                guard left[index] < 0xEE, right[index] < 0xEE else { return nil }
                return left[index] < right[index]
            } ?? nil
        }
        return (byBytes ?? nil) ?? lhs.utf16.lexicographicallyPrecedes(rhs.utf16)
    }

    /// CoreFoundation's text for a real (`__CFNumberCopyFormattingDescriptionAsFloat64`).
    static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "+infinity" : "-infinity" }
        if value == 0 { return "0.0" }
        var buffer = [CChar](repeating: 0, count: 40)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

// MARK: - Reading

struct PlistParser {
    let bytes: [UInt8]
    var pos = 0
    /// Nesting limit, so hostile input cannot exhaust the stack.
    static let maxDepth = 512
    /// Collects every element's position when they are asked for.
    var recorder: PlistPositionRecorder?
    let recordsPositions: Bool

    init(bytes: [UInt8], recordsPositions: Bool = false) {
        self.bytes = bytes
        self.recordsPositions = recordsPositions
    }

    // MARK: Errors

    func line(at offset: Int) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\r"):
                line += 1
                if index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            default:
                break
            }
            index += 1
        }
        return line
    }

    /// The 1-based column of `offset` in characters (bytes that do not continue a UTF-8 sequence).
    func column(at offset: Int) -> Int {
        var index = min(offset, bytes.count)
        var column = 1
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n"), bytes[index - 1] != UInt8(ascii: "\r") {
            index -= 1
            if bytes[index] & 0xC0 != 0x80, !(index < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) { column += 1 }
        }
        return column
    }

    func error(_ message: String, at offset: Int? = nil) -> PlistXML.ParseError {
        PlistXML.ParseError(message, line: line(at: offset ?? pos), column: column(at: offset ?? pos))
    }

    // MARK: Low-level scanning

    var atEnd: Bool { pos >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : nil
    }

    func hasPrefix(_ text: String) -> Bool {
        var index = pos
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return byte >= 0x80
        }
    }

    mutating func skipSpaces() {
        while let byte = peek(), Self.isSpace(byte) { pos += 1 }
    }

    /// Moves past `terminator`, or fails with `message` (reported where the construct began).
    mutating func skip(past terminator: String, from start: Int, _ message: String) throws {
        let pattern = Array(terminator.utf8)
        while pos + pattern.count <= bytes.count {
            if bytes[pos] == pattern[0] && Array(bytes[pos..<(pos + pattern.count)]) == pattern {
                pos += pattern.count
                return
            }
            pos += 1
        }
        pos = bytes.count
        throw error(message, at: start)
    }

    /// Skips whitespace, comments and processing instructions.
    mutating func skipMisc() throws {
        while true {
            skipSpaces()
            if hasPrefix("<!--") {
                let start = pos
                pos += 4
                try skip(past: "-->", from: start, "unterminated comment")
            } else if hasPrefix("<?") {
                let start = pos
                pos += 2
                try skip(past: "?>", from: start, "unterminated processing instruction")
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
    mutating func skipDoctype() throws {
        let start = pos
        pos += "<!DOCTYPE".utf8.count
        var quote: UInt8?
        var bracketDepth = 0
        while let byte = peek() {
            pos += 1
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): bracketDepth += 1
            case UInt8(ascii: "]"): bracketDepth = max(0, bracketDepth - 1)
            case UInt8(ascii: ">") where bracketDepth == 0: return
            default: break
            }
        }
        throw error("unterminated <!DOCTYPE>", at: start)
    }

    // MARK: Tags

    struct Tag {
        var name: String
        var selfClosing: Bool
        var offset: Int
    }

    /// Reads a start tag at `pos` (which is at `<`), skipping its attributes.
    mutating func readStartTag() throws -> Tag {
        let start = pos
        pos += 1
        let nameStart = pos
        while let byte = peek(), Self.isNameByte(byte) { pos += 1 }
        guard pos > nameStart else {
            throw error("expected an element name after '<'", at: start)
        }
        let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
        while true {
            skipSpaces()
            guard let byte = peek() else {
                throw error("unterminated <\(name)> tag", at: start)
            }
            if byte == UInt8(ascii: ">") {
                pos += 1
                return Tag(name: name, selfClosing: false, offset: start)
            }
            if byte == UInt8(ascii: "/") {
                guard peek(1) == UInt8(ascii: ">") else {
                    throw error("expected '>' after '/' in <\(name)> tag")
                }
                pos += 2
                return Tag(name: name, selfClosing: true, offset: start)
            }
            // An attribute: name = "value" or 'value'.
            let attributeStart = pos
            while let next = peek(), Self.isNameByte(next) { pos += 1 }
            guard pos > attributeStart else {
                throw error("unexpected character in <\(name)> tag")
            }
            skipSpaces()
            guard peek() == UInt8(ascii: "=") else {
                throw error("expected '=' after an attribute name in <\(name)> tag")
            }
            pos += 1
            skipSpaces()
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("expected a quoted attribute value in <\(name)> tag")
            }
            let valueStart = pos
            pos += 1
            while let next = peek(), next != quote { pos += 1 }
            guard !atEnd else {
                throw error("unterminated attribute value in <\(name)> tag", at: valueStart)
            }
            pos += 1
        }
    }

    /// Reads `</name>` at `pos`, failing if it closes some other element.
    mutating func readEndTag(for tag: Tag) throws {
        let start = pos
        guard hasPrefix("</") else {
            throw error("expected </\(tag.name)>")
        }
        pos += 2
        let nameStart = pos
        while let byte = peek(), Self.isNameByte(byte) { pos += 1 }
        let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
        skipSpaces()
        guard peek() == UInt8(ascii: ">") else {
            throw error("unterminated </\(name)> tag", at: start)
        }
        pos += 1
        guard name == tag.name else {
            throw error("</\(name)> does not close <\(tag.name)> (opened on line \(line(at: tag.offset)))", at: start)
        }
    }

    // MARK: Document

    mutating func parseDocument() throws -> PlistValue {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw PlistXML.ParseError("UTF-16 property lists are not supported; expected UTF-8", line: 1, column: 1)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        if recordsPositions { recorder = PlistPositionRecorder(startingAt: pos) }
        try validateUTF8()
        while true {
            try skipMisc()
            if hasPrefix("<!DOCTYPE") {
                try skipDoctype()
            } else {
                break
            }
        }
        guard !atEnd else {
            throw error("empty document: expected <plist>")
        }
        guard peek() == UInt8(ascii: "<") else {
            throw error("expected <plist>, found text")
        }
        let value: PlistValue
        let savedPos = pos
        let root = try readStartTag()
        if root.name == "plist" {
            if root.selfClosing {
                throw error("<plist/> holds no value", at: root.offset)
            }
            try skipMisc()
            guard !atEnd else {
                throw error("unexpected end of input: <plist> holds no value")
            }
            if hasPrefix("</") {
                throw error("<plist> holds no value")
            }
            let place = recorder?.place(of: pos, in: bytes)
            value = try parseValue(depth: 0)
            if let place { recorder?.setRoot(at: place) }
            try skipMisc()
            if !atEnd && !hasPrefix("</") {
                throw error("<plist> holds more than one value")
            }
            guard !atEnd else {
                throw error("unexpected end of input: missing </plist>")
            }
            try readEndTag(for: root)
        } else {
            pos = savedPos
            let place = recorder?.place(of: pos, in: bytes)
            value = try parseValue(depth: 0)
            if let place { recorder?.setRoot(at: place) }
        }
        try skipMisc()
        guard atEnd else {
            throw error("unexpected content after the property list")
        }
        return value
    }

    /// Checks the whole input is UTF-8, so text can be decoded without replacement characters.
    /// A byte as four upper-case hex digits, for `U+0000`.
    private func format2(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "000" + digits : "00" + digits
    }

    func validateUTF8() throws {
        var index = pos
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                // XML 1.0 carries no C0 control character but tab, line feed and return: a
                // value holding one could not be written back as XML.
                guard lead >= 0x20 || lead == 0x09 || lead == 0x0A || lead == 0x0D else {
                    throw error("the control character U+\(format2(lead)) cannot appear in XML", at: index)
                }
                index += 1
                continue
            }
            if lead == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                throw error(
                    "the noncharacter U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") cannot appear in XML", at: index)
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default:
                throw error("invalid UTF-8", at: index)
            }
            guard index + length <= bytes.count else {
                throw error("invalid UTF-8 (truncated sequence)", at: index)
            }
            let second = bytes[index + 1]
            guard second >= lower && second <= upper else {
                throw error("invalid UTF-8", at: index)
            }
            var offset = 2
            while offset < length {
                guard bytes[index + offset] & 0xC0 == 0x80 else {
                    throw error("invalid UTF-8", at: index)
                }
                offset += 1
            }
            index += length
        }
    }

    // MARK: Values

    /// Parses one value element at `pos` (after skipping whitespace and comments).
    mutating func parseValue(depth: Int) throws -> PlistValue {
        recorder?.lastContainer = PlistPositions.Node.scalar
        try skipMisc()
        guard let byte = peek() else {
            throw error("unexpected end of input: expected a value")
        }
        guard byte == UInt8(ascii: "<"), !hasPrefix("</") else {
            throw error(
                byte == UInt8(ascii: "<")
                    ? "expected a value, found a closing tag" : "expected a value element, found text")
        }
        if hasPrefix("<![CDATA[") {
            throw error("expected a value element, found CDATA")
        }
        let tag = try readStartTag()
        switch tag.name {
        case "string":
            return .string(try readText(of: tag))
        case "key":
            throw error("<key> outside a <dict>", at: tag.offset)
        case "integer":
            return try parseIntegerValue(try readText(of: tag), tag: tag)
        case "real":
            return .real(try parseReal(try readText(of: tag), tag: tag))
        case "true", "false":
            if !tag.selfClosing {
                let text = try readText(of: tag)
                guard text.allSatisfy(\.isWhitespace) else {
                    throw error("<\(tag.name)> must be empty", at: tag.offset)
                }
            }
            return .bool(tag.name == "true")
        case "date":
            let text = try readText(of: tag).trimmingWhitespace
            guard !text.isEmpty else {
                throw error("empty <date>", at: tag.offset)
            }
            return .date(text)
        case "data":
            return .data(try decodeBase64(try readText(of: tag), tag: tag))
        case "array":
            return .array(try parseArray(tag, depth: depth + 1))
        case "dict":
            return .dictionary(try parseDictionary(tag, depth: depth + 1))
        case "plist":
            throw error("nested <plist>", at: tag.offset)
        default:
            throw error("unknown element <\(tag.name)>", at: tag.offset)
        }
    }

    mutating func parseArray(_ tag: Tag, depth: Int) throws -> [PlistValue] {
        if tag.selfClosing { return [] }
        guard depth <= Self.maxDepth else {
            throw error("nesting deeper than \(Self.maxDepth) levels", at: tag.offset)
        }
        var items: [PlistValue] = []
        recorder?.openArray()
        while true {
            try skipMisc()
            guard !atEnd else {
                throw error("unexpected end of input: missing </array> (opened on line \(line(at: tag.offset)))")
            }
            if hasPrefix("</") {
                try readEndTag(for: tag)
                recorder?.closeArray()
                return items
            }
            let place = recorder?.place(of: pos, in: bytes)
            items.append(try parseValue(depth: depth))
            if let place { recorder?.addItem(at: place) }
        }
    }

    mutating func parseDictionary(_ tag: Tag, depth: Int) throws -> [String: PlistValue] {
        if tag.selfClosing { return [:] }
        guard depth <= Self.maxDepth else {
            throw error("nesting deeper than \(Self.maxDepth) levels", at: tag.offset)
        }
        var entries: [String: PlistValue] = [:]
        recorder?.openDictionary()
        while true {
            try skipMisc()
            guard let byte = peek() else {
                throw error("unexpected end of input: missing </dict> (opened on line \(line(at: tag.offset)))")
            }
            if hasPrefix("</") {
                try readEndTag(for: tag)
                recorder?.closeDictionary()
                return entries
            }
            guard byte == UInt8(ascii: "<"), !hasPrefix("<![CDATA[") else {
                throw error("expected <key> in <dict>, found text")
            }
            let keyTag = try readStartTag()
            guard keyTag.name == "key" else {
                throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.offset)
            }
            let key = try readText(of: keyTag)
            try skipMisc()
            if atEnd || hasPrefix("</") {
                throw error("missing value for key \"\(key)\"")
            }
            // As CoreFoundation and Python do, a repeated key keeps its last value.
            let place = recorder?.place(of: keyTag.offset, in: bytes)
            entries[key] = try parseValue(depth: depth)
            if let place { recorder?.addEntry(key, at: place) }
        }
    }

    // MARK: Text

    /// Reads character data up to the element's end tag, resolving entities and CDATA sections
    /// and dropping comments. An empty-element tag (`<string/>`) yields "".
    mutating func readText(of tag: Tag) throws -> String {
        if tag.selfClosing { return "" }
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error("unexpected end of input inside <\(tag.name)> (opened on line \(line(at: tag.offset)))")
            }
            if byte == UInt8(ascii: "<") {
                if hasPrefix("</") {
                    try readEndTag(for: tag)
                    return String(decoding: text, as: UTF8.self)
                }
                if hasPrefix("<![CDATA[") {
                    let start = pos
                    pos += 9
                    let contentStart = pos
                    try skip(past: "]]>", from: start, "unterminated CDATA section")
                    text.append(contentsOf: bytes[contentStart..<(pos - 3)])
                    continue
                }
                if hasPrefix("<!--") {
                    let start = pos
                    pos += 4
                    try skip(past: "-->", from: start, "unterminated comment")
                    continue
                }
                if hasPrefix("<?") {
                    let start = pos
                    pos += 2
                    try skip(past: "?>", from: start, "unterminated processing instruction")
                    continue
                }
                throw error("unexpected element inside <\(tag.name)>")
            }
            if byte == UInt8(ascii: "&") {
                try readEntity(into: &text)
                continue
            }
            text.append(byte)
            pos += 1
        }
    }

    /// Resolves `&amp; &lt; &gt; &quot; &apos; &#NN; &#xNN;` at `pos`.
    mutating func readEntity(into text: inout [UInt8]) throws {
        let start = pos
        pos += 1
        let nameStart = pos
        while let byte = peek(), byte != UInt8(ascii: ";") {
            guard pos - nameStart < 16, Self.isNameByte(byte) || byte == UInt8(ascii: "#") else {
                throw error("unterminated entity reference (a bare '&' must be written &amp;)", at: start)
            }
            pos += 1
        }
        guard peek() == UInt8(ascii: ";") else {
            throw error("unterminated entity reference (a bare '&' must be written &amp;)", at: start)
        }
        let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
        pos += 1
        switch name {
        case "amp": text.append(UInt8(ascii: "&"))
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            guard name.hasPrefix("#") else {
                throw error("unknown entity &\(name);", at: start)
            }
            var digits = name.dropFirst()
            var radix = 10
            if digits.first == "x" || digits.first == "X" {
                digits = digits.dropFirst()
                radix = 16
            }
            guard !digits.isEmpty, let code = UInt32(digits, radix: radix),
                let scalar = Unicode.Scalar(code), PlistXML.isXMLCharacter(scalar)
            else {
                throw error("invalid character reference &\(name);", at: start)
            }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }
}
