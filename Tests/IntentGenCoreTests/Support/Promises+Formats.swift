#if !INTENTGEN_FUZZ
@testable import IntentGenCore
#endif

/// The promises of the small formats intentgen reads besides definitions: `.strings` tables
/// (read exactly, or rejected at a line of the file) and the build stamp (read back as written,
/// or not trusted at all). Checked by the `strings` and `stamp` fuzz modes and by tests.
extension Promises {
    /// A `.strings` file either is rejected with a line inside it, or reads into a table whose
    /// keys are on lines of the file and whose text holds no U+FFFD the file did not write.
    static func stringsOutcome(_ bytes: [UInt8]) -> Outcome {
        // A line ends at LF, CR LF or a lone CR (an XML table counts a CR as a line break).
        let lines =
            bytes.indices.count(where: {
                bytes[$0] == UInt8(ascii: "\n")
                    || (bytes[$0] == UInt8(ascii: "\r") && bytes.index(after: $0) < bytes.endIndex
                        && bytes[bytes.index(after: $0)] != UInt8(ascii: "\n"))
                    || (bytes[$0] == UInt8(ascii: "\r") && bytes.index(after: $0) == bytes.endIndex)
            }) + 1
        let table: StringsFile.Table
        do {
            table = try StringsFile.table(bytes: bytes)
        } catch let error as StringsFile.ParseError {
            guard (1...max(lines, 1)).contains(error.line) else {
                return .broken("a parse error at line \(error.line) of a file of \(lines) lines: \(error)")
            }
            return .rejected
        } catch {
            return .broken("the .strings reader threw something other than a ParseError: \(error)")
        }
        for (key, line) in table.lines where !(1...lines).contains(line) {
            return .broken("key `\(key)` is at line \(line) of a file of \(lines) lines")
        }
        guard Set(table.lines.keys) == Set(table.values.keys) else { return .broken("a key without its line") }
        let replacement = table.values.contains { $0.key.contains("\u{FFFD}") || $0.value.contains("\u{FFFD}") }
        if replacement, !writesReplacement(bytes) {
            return .broken("U+FFFD in the table that the file does not write")
        }
        return .compiled([])
    }

    /// Whether the bytes write U+FFFD: in UTF-8 or UTF-16, or as an escape (`\UFFFD`).
    private static func writesReplacement(_ bytes: [UInt8]) -> Bool {
        let patterns: [[UInt8]] = [[0xEF, 0xBF, 0xBD], [0xFD, 0xFF], [0xFF, 0xFD]]
        if patterns.contains(where: { pattern in bytes.indices.contains { bytes[$0...].starts(with: pattern) } }) {
            return true
        }
        return String(decoding: bytes, as: UTF8.self).uppercased().contains("FFFD")
    }

    /// A stamp either is not trusted (nil), or writes and reads back as the same record.
    /// Checked on the bytes as they are, and with a digest that matches their lines (random bytes
    /// never match one, so this is what lets mutated stamps past the digest to the parser). The
    /// same bytes, read as a handler file, name identifiers exactly where they are.
    static func stampOutcome(_ bytes: [UInt8]) -> Outcome {
        if case .broken(let description) = identifiersOutcome(bytes) { return .broken(description) }
        var body = bytes
        if let end = body.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }),
            body[end...].starts(with: "end ".utf8)
        {
            body.removeSubrange(end...)
        }
        if !body.isEmpty, body.last != UInt8(ascii: "\n") { body.append(UInt8(ascii: "\n")) }
        let digested = body + Array("end \(BuildStamp.digest(of: body))\n".utf8)
        if case .broken(let description) = stampReadBack(digested) { return .broken(description) }
        return stampReadBack(bytes)
    }

    /// Every identifier the handler scan reports is at its line and column (in characters), in
    /// order.
    static func identifiersOutcome(_ bytes: [UInt8]) -> Outcome {
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        var problem: String?
        var last = (0, 0)
        SwiftIdentifiers.scan(bytes) { name, line, column in
            guard problem == nil else { return }
            guard !name.isEmpty, (line, column) > last, lineStarts.indices.contains(line - 1) else {
                problem = "identifier `\(name)` at \(line):\(column) after \(last.0):\(last.1)"
                return
            }
            last = (line, column)
            var offset = lineStarts[line - 1]
            var characters = 1
            while characters < column, offset < bytes.count {
                offset += 1
                if offset < bytes.count, bytes[offset] & 0xC0 != 0x80 { characters += 1 }
            }
            if !bytes[offset...].starts(with: name.utf8) {
                problem = "identifier `\(name)` reported at \(line):\(column), where the file has something else"
            }
        }
        return problem.map { .broken($0) } ?? .compiled([])
    }

    private static func stampReadBack(_ bytes: [UInt8]) -> Outcome {
        // A read that leaves some of the user's files out is the whole read without them (and
        // rejects the same stamps).
        let keeps = { (path: String) in path.utf8.count % 2 == 0 }
        let partial = BuildStamp.parse(bytes, keepingUser: { name, _ in keeps(String(decoding: name, as: UTF8.self)) })
        var whole = BuildStamp.parse(bytes)
        whole?.outputs.removeAll { $0.isUserOwned && !keeps($0.path) }
        guard partial == whole else { return .broken("a read that leaves user files out reads another stamp") }
        guard let stamp = BuildStamp.parse(bytes) else { return .rejected }
        guard let again = BuildStamp.parse(Array(stamp.text.utf8)) else {
            return .broken("a stamp that was read does not read back once written:\n\(stamp.text)")
        }
        guard again.fingerprint == stamp.fingerprint, again.outputs == stamp.outputs, again.orphans == stamp.orphans,
            again.unchecked == stamp.unchecked, again.tool == stamp.tool
        else { return .broken("a stamp reads back as another:\n\(stamp.text)") }
        return .compiled([])
    }
}
