/// Writes property-list XML in CoreFoundation's layout into ``out``. Besides whole values
/// (``append(_:indent:)``), a large document can be written piece by piece (``beginDocument()``,
/// ``line(_:indent:)``, ``key(_:indent:)``), so that it never exists as a tree all at once.
struct PlistWriter {
    var out = ""
    /// Where ``flush()`` hands the text written so far, for a document written piece by piece.
    var sink: ((ArraySlice<UInt8>) -> Void)?

    /// Hands what is written to ``sink`` once it is more than 64 KiB (all of it with `force`).
    mutating func flush(force: Bool = false) {
        guard let sink, force || out.utf8.count >= 1 << 16 else { return }
        sink(Array(out.utf8)[...])
        out = ""
    }

    private static let tabStrings: [String] = (0..<32).map { String(repeating: "\t", count: $0) }

    /// The XML declaration, the DOCTYPE and `<plist version="1.0">`.
    mutating func beginDocument() {
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
        out += "<plist version=\"1.0\">\n"
    }

    mutating func endDocument() {
        out += "</plist>\n"
    }

    /// One line of markup such as `<dict>`, indented.
    mutating func line(_ markup: String, indent: Int) {
        tabs(indent)
        out += markup
        out += "\n"
    }

    /// A dictionary key, indented.
    mutating func key(_ key: String, indent: Int) {
        tabs(indent)
        out += "<key>"
        escaped(key)
        out += "</key>\n"
    }

    mutating func tabs(_ count: Int) {
        out += count < Self.tabStrings.count ? Self.tabStrings[count] : String(repeating: "\t", count: count)
    }

    /// Whether a character cannot be written as it is.
    /// Whether `text` is ASCII that ``needsEscape(_:)`` passes whole (printable characters but
    /// `&`, `<` and `>`, tabs and line feeds), seen on its bytes without reading its scalars.
    private static func isPlainASCII(_ text: String) -> Bool {
        !text.containsUTF8Byte { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
            case 0x20..<0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"): false
            default: true
            }
        }
    }

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
        // character references) and what XML cannot carry at all (U+FFFD as a last resort).
        guard !Self.isPlainASCII(text), text.unicodeScalars.contains(where: Self.needsEscape) else {
            out += text
            return
        }
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n": out.unicodeScalars.append(character)
            case _ where !PlistXML.isXMLCharacter(character): out.unicodeScalars.append("\u{FFFD}")
            case _ where SafeText.isUnsafe(character):
                out += "&#x"
                out += String(character.value, radix: 16, uppercase: true)
                out += ";"
            default: out.unicodeScalars.append(character)
            }
        }
    }

    mutating func append(_ value: PlistValue, indent: Int) {
        tabs(indent)
        switch value {
        case .string(let text):
            out += "<string>"
            escaped(text)
            out += "</string>\n"
        case .integer(let number):
            out += "<integer>\(number)</integer>\n"
        case .real(let number):
            out += "<real>\(PlistXML.realText(number))</real>\n"
        case .bool(let flag):
            out += flag ? "<true/>\n" : "<false/>\n"
        case .date(let text):
            out += "<date>"
            escaped(text)
            out += "</date>\n"
        case .data(let bytes):
            out += "<data>\n"
            base64(bytes, indent: indent)
            tabs(indent)
            out += "</data>\n"
        case .array(let items):
            if items.isEmpty {
                out += "<array/>\n"
                return
            }
            out += "<array>\n"
            for item in items {
                append(item, indent: indent + 1)
            }
            tabs(indent)
            out += "</array>\n"
        case .dictionary(let entries):
            if entries.isEmpty {
                out += "<dict/>\n"
                return
            }
            out += "<dict>\n"
            for key in entries.keys.sorted(by: PlistXML.keyPrecedes) {
                tabs(indent + 1)
                out += "<key>"
                escaped(key)
                out += "</key>\n"
                if let item = entries[key] {
                    append(item, indent: indent + 1)
                }
            }
            tabs(indent)
            out += "</dict>\n"
        }
    }

    /// Base64 in lines of `76 - 8 × min(indent, 8)` characters, each indented like the element.
    mutating func base64(_ bytes: [UInt8], indent: Int) {
        let lineIndent = min(indent, 8)
        // CoreFoundation flushes a line as soon as it reaches the limit (a multiple of 4).
        let lineLength = 76 - 8 * lineIndent
        let text = Array(Base64.encoded(bytes).utf8)
        for start in stride(from: 0, to: text.count, by: lineLength) {
            tabs(lineIndent)
            out += String(decoding: text[start..<min(start + lineLength, text.count)], as: UTF8.self)
            out += "\n"
        }
    }
}
