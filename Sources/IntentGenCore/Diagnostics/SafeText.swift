/// Characters that must never reach a terminal, a log line or a generated file as they are.
///
/// Names, paths and text come from files a user (or an attacker) wrote. Echoed raw, a line break
/// forges a diagnostic line (`Forged.swift:1:1: error: …`) that Xcode and CI make clickable, an
/// escape sequence drives the terminal, and a bidirectional override makes text read differently
/// from what it is. Every place that echoes user text escapes these characters with one function,
/// ``escaped(_:)``; generated Swift and XML have their own escapes built on ``isUnsafe(_:)``.
public enum SafeText {
    /// Control and invisible formatting characters: C0 (tab, line feed and carriage return
    /// included), DEL, C1 (U+0080–U+009F, with NEL), the line and paragraph separators
    /// U+2028/U+2029, the bidirectional marks, embeddings, overrides and isolates (U+061C,
    /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and the byte order mark U+FEFF.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether `text` holds any character of ``isUnsafe(_:)``. Most text holds none: a scan of
    /// the UTF-8 bytes for the lead bytes they can start with settles it.
    static func containsUnsafe(_ text: String) -> Bool {
        guard
            text.containsUTF8Byte(where: {
                $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF
            })
        else { return false }
        return text.unicodeScalars.contains(where: isUnsafe)
    }

    /// `text` with every unsafe character written as a visible escape, as Swift writes them:
    /// `\n`, `\r`, `\t`, `\0`, otherwise `\u{1B}`. Everything else is kept as it is.
    public static func escaped(_ text: String) -> String {
        guard containsUnsafe(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(result)
    }

    /// `text` in the backslash escapes that quoted strings of YAML, JSON and `.strings` share:
    /// `\\`, `\"`, `\n`, `\t`, `\r`; every other character is `other(scalar)`, or kept when
    /// that is nil (each format escapes different characters, in its own spelling). No format
    /// escapes a printable ASCII character other than those two, so `other` must give nil for
    /// them: a text of only such characters is returned as it is, without reading its scalars.
    static func backslashEscaped(_ text: String, other: (Unicode.Scalar) -> String?) -> String {
        let plain = !text.containsUTF8Byte { byte in
            byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
        }
        if plain { return text }
        // Printable ASCII with a quote or a backslash (a translator's comment quotes names):
        // those two escaped on the bytes.
        if !text.containsUTF8Byte(where: { $0 < 0x20 || $0 > 0x7E }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count + 8)
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if let escape = other(scalar) { result += escape } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `value` as upper-case hexadecimal digits, at least `width` of them.
    /// A character as Unicode names it in text: `U+001B`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar.value, width: 4) }

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The escape for one unsafe character.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\0": "\\0"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
