// The writer half of PropertyList.swift.

// MARK: - Writing

/// Writes a ``PlistValue`` in CoreFoundation's layout (see ``PlistXML``).
struct PlistWriter {
    var out = ""

    private static let base64Alphabet: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    mutating func tabs(_ count: Int) {
        out += String(repeating: "\t", count: count)
    }

    mutating func escaped(_ text: String) {
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
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
        let lineLength = 76 - 8 * lineIndent
        let alphabet = Self.base64Alphabet
        var line = ""
        var lineCount = 0
        var index = 0
        while index < bytes.count {
            let b0 = bytes[index]
            let b1: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            let b2: UInt8? = index + 2 < bytes.count ? bytes[index + 2] : nil
            line.append(alphabet[Int(b0 >> 2)])
            line.append(alphabet[Int((b0 & 0x03) << 4 | (b1 ?? 0) >> 4)])
            line.append(b1.map { alphabet[Int(($0 & 0x0F) << 2 | (b2 ?? 0) >> 6)] } ?? "=")
            line.append(b2.map { alphabet[Int($0 & 0x3F)] } ?? "=")
            lineCount += 4
            index += 3
            // CoreFoundation flushes a line as soon as it reaches the limit (a multiple of 4).
            if lineCount >= lineLength || index >= bytes.count {
                tabs(lineIndent)
                out += line
                out += "\n"
                line = ""
                lineCount = 0
            }
        }
    }
}
