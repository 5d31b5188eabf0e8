/// A JSON value that keeps the order of object members, so a document reads and writes back in
/// the order it was written. Used for the definitions language's JSON Schema.
indirect enum JSONText: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as written (`1`, `0.5`, `-2e3`).
    case number(String)
    case string(String)
    case array([JSONText])
    case object([(key: String, value: JSONText)])

    static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)), (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(compact)
    }

    /// A JSON array of strings.
    static func strings(_ items: [String]) -> JSONText { .array(items.map(JSONText.string)) }

    // MARK: Writing

    /// The value on one line: `{"a": [1, 2]}`.
    var compact: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + "}"
        }
    }

    /// The document as intentgen writes it: a value stays on one line when it fits in `width`
    /// columns; otherwise an object puts each member on a line, an array of scalars fills its lines,
    /// and an array of arrays or objects puts each item on a line. Indented by two spaces a level.
    func formatted(width: Int = 120) -> String {
        var out = ""
        write(into: &out, indent: 0, prefix: "", suffix: "", width: width)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Writes `prefix` + the value + `suffix`, starting at `indent` spaces, ending with a newline.
    private func write(into out: inout String, indent: Int, prefix: String, suffix: String, width: Int) {
        let pad = String(repeating: " ", count: indent)
        let line = pad + prefix + compact + suffix
        if line.count <= width || isScalar {
            out += line + "\n"
            return
        }
        switch self {
        case .array(let items) where items.allSatisfy(\.isScalar):
            out += pad + prefix + "[\n"
            let inner = pad + "  "
            var current = ""
            for (index, item) in items.enumerated() {
                let piece = item.compact + (index < items.count - 1 ? "," : "")
                if !current.isEmpty, inner.count + current.count + 1 + piece.count > width {
                    out += inner + current + "\n"
                    current = ""
                }
                current += current.isEmpty ? piece : " " + piece
            }
            if !current.isEmpty { out += inner + current + "\n" }
            out += pad + "]" + suffix + "\n"
        case .array(let items):
            out += pad + prefix + "[\n"
            for (index, item) in items.enumerated() {
                item.write(
                    into: &out, indent: indent + 2, prefix: "", suffix: index < items.count - 1 ? "," : "", width: width
                )
            }
            out += pad + "]" + suffix + "\n"
        case .object(let members):
            out += pad + prefix + "{\n"
            for (index, member) in members.enumerated() {
                member.value.write(
                    into: &out, indent: indent + 2, prefix: Self.quoted(member.key) + ": ",
                    suffix: index < members.count - 1 ? "," : "", width: width)
            }
            out += pad + "}" + suffix + "\n"
        default:
            out += line + "\n"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        let body = SafeText.backslashEscaped(text) { scalar in
            scalar.value < 0x20 ? "\\u" + SafeText.hex(scalar.value, width: 4).lowercased() : nil
        }
        return "\"" + body + "\""
    }
}
