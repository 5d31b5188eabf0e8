/// Writes property-list XML in CoreFoundation's layout, as UTF-8 (``out`` is the text). Besides
/// whole values (``append(_:indent:)``), a large document can be written piece by piece
/// (``beginDocument()``, ``line(_:indent:)``, ``key(_:indent:)``), so that it never exists as a
/// tree all at once.
struct PlistWriter {
    /// What is written so far, as UTF-8: appending bytes costs less than growing a String.
    private var bytes: [UInt8] = []
    /// The text written so far (what has not been handed to the sink).
    var out: String { String(decoding: bytes, as: UTF8.self) }
    /// Where ``flush()`` hands the text written so far, for a document written piece by piece.
    var sink: ((ArraySlice<UInt8>) -> Void)?

    /// Hands what is written to ``sink`` once it is more than 64 KiB (all of it with `force`).
    mutating func flush(force: Bool = false) {
        guard let sink, force || bytes.count >= 1 << 16 else { return }
        sink(bytes[...])
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends `text`'s UTF-8.
    private mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a literal's UTF-8 (markup), read where the literal is.
    private mutating func markup(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one scalar's UTF-8.
    private mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// The XML declaration, the DOCTYPE and `<plist version="1.0">`.
    mutating func beginDocument() {
        markup("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        markup(
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        )
        markup("<plist version=\"1.0\">\n")
    }

    mutating func endDocument() {
        markup("</plist>\n")
    }

    /// One line of markup such as `<dict>`, indented.
    mutating func line(_ markup: StaticString, indent: Int) {
        tabs(indent)
        self.markup(markup)
        self.markup("\n")
    }

    /// A dictionary key, indented.
    mutating func key(_ key: String, indent: Int) {
        tabs(indent)
        markup("<key>")
        escaped(key)
        markup("</key>\n")
    }

    mutating func tabs(_ count: Int) {
        // A handful of tabs a line: appended one by one, they cost less than a copy of a run.
        for _ in 0..<max(count, 0) { bytes.append(UInt8(ascii: "\t")) }
    }

    /// Whether an ASCII byte is written as it is: printable characters but `&`, `<` and `>`,
    /// tabs and line feeds.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): false
        case 0x20..<0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"): true
        default: false
        }
    }

    /// Whether every byte is plain ASCII (``isPlainASCII(_:)-(UInt8)``): eight bytes at a time,
    /// each word looked at byte by byte only when it may hold a byte that is not plain.
    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if mayHoldMarkupOrControl(word), !bytes[index..<(index + 8)].allSatisfy(isPlainASCII) { return false }
                index += 8
            }
        }
        return bytes[index...].allSatisfy(isPlainASCII)
    }

    /// Whether a word may hold a byte below 0x20 or above 0x7E, `&`, `<` or `>` (exact for each
    /// test: a word without any of them is never taken for one that has one).
    @inline(__always)
    private static func mayHoldMarkupOrControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below = (word &- ones &* 0x20) & ~word & highs != 0
        let above = ((word &+ ones &* (127 - 0x7E)) | word) & highs != 0
        return below || above || hasZeroByte(word ^ (ones &* 0x26)) || hasZeroByte(word ^ (ones &* 0x3C))
            || hasZeroByte(word ^ (ones &* 0x3E))
    }

    /// Whether a character cannot be written as it is.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">": return true
        case "\t", "\n": return false
        default: return SafeText.isUnsafe(scalar) || !PlistXML.isXMLCharacter(scalar)
        }
    }

    /// Text with `&`, `<`, `>` and control characters escaped; text without them (nearly all)
    /// is appended as it is.
    mutating func escaped(_ text: String) {
        // Most text has nothing to escape: `&`, `<`, `>`, control characters (written as
        // character references) and what XML cannot carry at all (U+FFFD as a last resort). Plain
        // ASCII is seen and copied in one pass over its bytes.
        var text = text
        let isPlain = text.withUTF8 { utf8 in
            guard Self.isPlainASCII(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if isPlain { return }
        guard text.unicodeScalars.contains(where: Self.needsEscape) else { return write(text) }
        for character in text.unicodeScalars {
            switch character {
            case "&": markup("&amp;")
            case "<": markup("&lt;")
            case ">": markup("&gt;")
            case "\t", "\n": append(character)
            case _ where !PlistXML.isXMLCharacter(character): append("\u{FFFD}")
            case _ where SafeText.isUnsafe(character):
                markup("&#x")
                write(String(character.value, radix: 16, uppercase: true))
                markup(";")
            default: append(character)
            }
        }
    }

    /// A `<string>`, indented.
    mutating func string(_ text: String, indent: Int) {
        tabs(indent)
        markup("<string>")
        escaped(text)
        markup("</string>\n")
    }

    /// An `<integer>`, indented.
    mutating func integer(_ number: Int, indent: Int) {
        tabs(indent)
        markup("<integer>")
        write(String(number))
        markup("</integer>\n")
    }

    /// A `<real>` in CoreFoundation's formatting, indented.
    mutating func real(_ number: Double, indent: Int) {
        tabs(indent)
        write("<real>\(PlistXML.realText(number))</real>\n")
    }

    /// `<true/>` or `<false/>`, indented.
    mutating func bool(_ flag: Bool, indent: Int) {
        tabs(indent)
        if flag { markup("<true/>\n") } else { markup("<false/>\n") }
    }

    mutating func append(_ value: PlistValue, indent: Int) {
        switch value {
        case .string(let text): string(text, indent: indent)
        case .integer(let number): integer(number, indent: indent)
        case .real(let number): real(number, indent: indent)
        case .bool(let flag): bool(flag, indent: indent)
        case .date(let text):
            tabs(indent)
            markup("<date>")
            escaped(text)
            markup("</date>\n")
        case .data(let bytes):
            line("<data>", indent: indent)
            base64(bytes, indent: indent)
            line("</data>", indent: indent)
        case .array(let items):
            array(items, indent: indent) { writer, item, indent in writer.append(item, indent: indent) }
        case .dictionary(let entries):
            dictionary(isEmpty: entries.isEmpty, indent: indent) { writer in
                // The entries in key order, each with its value (no second look-up by key).
                for (key, item) in entries.sorted(by: { PlistXML.keyPrecedes($0.key, $1.key) }) {
                    writer.key(key, indent: indent + 1)
                    writer.append(item, indent: indent + 1)
                }
            }
        }
    }

    /// `<array/>` when `items` is empty; else `<array>`, each item as `write` writes it one level
    /// in, and `</array>`.
    mutating func array<Item>(_ items: [Item], indent: Int, _ write: (inout PlistWriter, Item, Int) -> Void) {
        guard !items.isEmpty else { return line("<array/>", indent: indent) }
        line("<array>", indent: indent)
        for item in items { write(&self, item, indent + 1) }
        line("</array>", indent: indent)
    }

    /// `<dict/>` for an empty dictionary; else `<dict>`, the entries `body` writes, and `</dict>`.
    mutating func dictionary(isEmpty: Bool, indent: Int, _ body: (inout PlistWriter) -> Void) {
        guard !isEmpty else { return line("<dict/>", indent: indent) }
        line("<dict>", indent: indent)
        body(&self)
        line("</dict>", indent: indent)
    }

    /// Base64 in lines of `76 - 8 × min(indent, 8)` characters, each indented like the element.
    mutating func base64(_ bytes: [UInt8], indent: Int) {
        let lineIndent = min(indent, 8)
        // CoreFoundation flushes a line as soon as it reaches the limit (a multiple of 4).
        let lineLength = 76 - 8 * lineIndent
        let text = Array(Base64.encoded(bytes).utf8)
        for start in stride(from: 0, to: text.count, by: lineLength) {
            tabs(lineIndent)
            self.bytes.append(contentsOf: text[start..<min(start + lineLength, text.count)])
            markup("\n")
        }
    }
}
