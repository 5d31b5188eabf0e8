/// The property-list reader's scalars: integers, reals, dates and data.
extension PlistParser {
    /// An `<integer>`: within `Int`'s range, or an unsigned one beyond it up to `UInt64.max` (as
    /// Foundation reads them; compiled definitions carry such hashes), as a real of about its value.
    func parseIntegerValue(_ raw: String, tag: Tag) throws -> PlistValue {
        let text = raw.trimmingWhitespace
        if !text.hasPrefix("-"), let magnitude = UInt64(text.hasPrefix("+") ? String(text.dropFirst()) : text),
            magnitude > UInt64(Int.max)
        {
            return .real(Double(magnitude))
        }
        return .integer(try parseInteger(raw, tag: tag))
    }

    func parseInteger(_ raw: String, tag: Tag) throws -> Int {
        let text = raw.trimmingWhitespace
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        var radix = 10
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            body = body.dropFirst(2)
            radix = 16
        }
        let validDigits = body.allSatisfy { $0.isASCII && (radix == 16 ? $0.isHexDigit : $0.isNumber) }
        guard !body.isEmpty, validDigits else {
            throw error("invalid <integer> \"\(text)\"", at: tag.offset)
        }
        guard let magnitude = UInt64(body, radix: radix) else {
            throw error("<integer> \"\(text)\" is out of range", at: tag.offset)
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else {
                throw error("<integer> \"\(text)\" is out of range", at: tag.offset)
            }
            return magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else {
            throw error("<integer> \"\(text)\" is out of range", at: tag.offset)
        }
        return Int(magnitude)
    }

    func parseReal(_ raw: String, tag: Tag) throws -> Double {
        let text = raw.trimmingWhitespace
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // Only decimal notation: Swift's parser would also take hex floats and "nan(…)".
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            ("0"..."9").contains(scalar) || "+-.eE".unicodeScalars.contains(scalar)
        }
        guard !text.isEmpty, allowed, let value = Double(text) else {
            throw error("invalid <real> \"\(text)\"", at: tag.offset)
        }
        return value
    }

    func decodeBase64(_ text: String, tag: Tag) throws -> [UInt8] {
        var sextets: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            default:
                if Self.isSpace(byte) { continue }
                throw error("invalid base64 in <data>", at: tag.offset)
            }
            guard padding == 0 else {
                throw error("invalid base64 in <data>: data after '='", at: tag.offset)
            }
            sextets.append(value)
        }
        guard sextets.count % 4 != 1, padding <= 2 else {
            throw error("invalid base64 in <data>: truncated", at: tag.offset)
        }
        var result: [UInt8] = []
        result.reserveCapacity(sextets.count * 3 / 4)
        var index = 0
        while index + 1 < sextets.count {
            let s0 = sextets[index]
            let s1 = sextets[index + 1]
            result.append(s0 << 2 | s1 >> 4)
            if index + 2 < sextets.count {
                let s2 = sextets[index + 2]
                result.append((s1 & 0x0F) << 4 | s2 >> 2)
                if index + 3 < sextets.count {
                    result.append((s2 & 0x03) << 6 | sextets[index + 3])
                }
            }
            index += 4
        }
        return result
    }
}
