/// The bytes of an input file as libyaml reads them, for positions and hints in diagnostics.
///
/// libyaml reads UTF-8, and UTF-16 when the file starts with its byte-order mark. It counts lines
/// and columns in characters (Unicode scalars) after the byte-order mark, and takes `\r\n`, `\r`,
/// `\n`, U+0085, U+2028 and U+2029 as line breaks; positions computed here count the same way.
struct SourceText {
    enum Encoding: Equatable {
        case utf8
        case utf16LittleEndian
        case utf16BigEndian
    }

    let bytes: [UInt8]
    let encoding: Encoding
    /// The offset of the first byte after the byte-order mark.
    let bodyStart: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xFF, 0xFE]) {
            (encoding, bodyStart) = (.utf16LittleEndian, 2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            (encoding, bodyStart) = (.utf16BigEndian, 2)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            (encoding, bodyStart) = (.utf8, 3)
        } else {
            (encoding, bodyStart) = (.utf8, 0)
        }
    }

    /// The characters of the bytes from the byte-order mark up to `end`; invalid sequences
    /// become U+FFFD.
    func scalars(upTo end: Int? = nil) -> [Unicode.Scalar] {
        let end = min(end ?? bytes.count, bytes.count)
        guard end > bodyStart else { return [] }
        let body = bytes[bodyStart..<end]
        switch encoding {
        case .utf8:
            return Array(String(decoding: body, as: UTF8.self).unicodeScalars)
        case .utf16LittleEndian, .utf16BigEndian:
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
                units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        }
    }

    /// The 1-based line and column of the character that starts at byte `offset`.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var previousWasCarriageReturn = false
        for scalar in scalars(upTo: offset) {
            if scalar == "\n", previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if Self.isBreak(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// The character at a 1-based line and column, for hints.
    func character(line: Int, column: Int) -> Unicode.Scalar? {
        let text = self.line(line)
        guard column >= 1, column - 1 < text.count else { return nil }
        return text[column - 1]
    }

    /// The characters of a 1-based line, without its line break.
    func line(_ number: Int) -> [Unicode.Scalar] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCarriageReturn = false
        for scalar in scalars() {
            if scalar == "\n", previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if Self.isBreak(scalar) {
                if lines.count == number { break }
                lines.append([])
            } else {
                lines[lines.count - 1].append(scalar)
            }
        }
        return number >= 1 && number <= lines.count ? lines[number - 1] : []
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// What is wrong when the bytes are text in an encoding libyaml cannot read: UTF-32, or
    /// UTF-16 without a byte-order mark (which libyaml would take for UTF-8 full of NUL bytes).
    func unreadableEncoding() -> (message: String, hint: String)? {
        let hint = "save it as UTF-8"
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return ("the file is UTF-32 text, which YAML readers do not accept", hint)
        }
        guard bodyStart == 0 else { return nil }
        // Text in the definitions language is mostly ASCII: in UTF-16 every other byte is zero,
        // in UTF-32 three bytes in four are. A stray NUL in UTF-8 text is left to libyaml.
        let sample = bytes.prefix(4096)
        var zerosAtEven = 0
        var zerosAtOdd = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        let pairs = sample.count / 2
        guard pairs > 0, zerosAtEven + zerosAtOdd > 1 else { return nil }
        if zerosAtEven * 4 >= pairs, zerosAtOdd * 4 >= pairs {
            return ("the file looks like UTF-32 text without a byte-order mark, which YAML readers do not accept", hint)
        }
        if zerosAtOdd * 4 >= pairs, zerosAtEven * 8 <= zerosAtOdd {
            return ("the file looks like UTF-16 (little-endian) text without a byte-order mark", hint)
        }
        if zerosAtEven * 4 >= pairs, zerosAtOdd * 8 <= zerosAtEven {
            return ("the file looks like UTF-16 (big-endian) text without a byte-order mark", hint)
        }
        return nil
    }
}
