// The YAML text the definition printer writes: a small block-and-flow document model with comments,
// and the quoting that makes every string read back as exactly itself.

// MARK: - YAML text

/// A small YAML document model that writes idiomatic block YAML with comments.
@_spi(SwiftImport) public indirect enum YAMLValue: Sendable {
    /// A scalar, already quoted as needed.
    case scalar(String)
    /// A block mapping (`{}` when it has no keyed entries).
    case mapping([YAMLEntry])
    /// `{ key: value, … }` with scalar or flow values.
    case flowMapping([(String, YAMLValue)])
    /// `[a, b]` of scalars.
    case flowSequence([String])
    /// A block sequence of mappings or scalars.
    case sequence([YAMLValue])
}

@_spi(SwiftImport) public struct YAMLEntry: Sendable {
    /// Nil for an entry that is only comments.
    @_spi(SwiftImport) public var key: String?
    @_spi(SwiftImport) public var value: YAMLValue?
    var comments: [String]

    @_spi(SwiftImport) public init(_ key: String, _ value: YAMLValue, comments: [String] = []) {
        self.key = key
        self.value = value
        self.comments = comments
    }

    /// An entry of a key of the definitions language, spelled as the decoder reads it.
    @_spi(SwiftImport) public init(_ key: DefinitionKey, _ value: YAMLValue, comments: [String] = []) {
        self.init(key.rawValue, value, comments: comments)
    }

    @_spi(SwiftImport) public init(comments: [String]) {
        self.key = nil
        self.value = nil
        self.comments = comments
    }
}

/// Writes ``YAMLValue`` documents as text (block mappings and lists indented by two, flow forms
/// inline, comments before their entries) and quotes strings for them.
@_spi(SwiftImport) public enum YAMLText {
    @_spi(SwiftImport) public static func render(_ entries: [YAMLEntry], indent: Int, into lines: inout [String]) {
        for entry in entries {
            render(entry, indent: indent, firstPrefix: nil, into: &lines)
        }
    }

    /// Writes one entry; `firstPrefix` replaces the indentation of its first line (`- ` of a list item).
    static func render(_ entry: YAMLEntry, indent: Int, firstPrefix: String?, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        let commentPad = firstPrefix.map { String(repeating: " ", count: max(0, indent - $0.count)) } ?? pad
        for text in entry.comments {
            lines.append(commentPad + comment(text))
        }
        guard let key = entry.key, let value = entry.value else { return }
        let lead = firstPrefix.map { String(repeating: " ", count: max(0, indent - $0.count)) + $0 } ?? pad
        let head = lead + quoteKey(key) + ":"
        switch value {
        case .scalar(let text):
            lines.append(head + " " + text)
        case .flowMapping, .flowSequence:
            lines.append(head + " " + inline(value))
        case .mapping(let children):
            if children.contains(where: { $0.key != nil }) {
                lines.append(head)
                render(children, indent: indent + 2, into: &lines)
            } else {
                for child in children {
                    for text in child.comments { lines.append(pad + comment(text)) }
                }
                lines.append(head + " {}")
            }
        case .sequence(let items):
            if items.isEmpty {
                lines.append(head + " []")
                return
            }
            lines.append(head)
            for item in items {
                renderItem(item, indent: indent + 2, into: &lines)
            }
        }
    }

    static func renderItem(_ item: YAMLValue, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch item {
        case .mapping(let entries) where entries.contains(where: { $0.key != nil }):
            var first = true
            for entry in entries {
                render(entry, indent: indent + 2, firstPrefix: first && entry.key != nil ? "- " : nil, into: &lines)
                if entry.key != nil { first = false }
            }
        case .mapping:
            lines.append(pad + "- {}")
        case .sequence:
            lines.append(pad + "- []")
        default:
            lines.append(pad + "- " + inline(item))
        }
    }

    static func inline(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text):
            return text
        case .flowMapping(let pairs):
            return pairs.isEmpty
                ? "{}"
                : "{ " + pairs.map { quoteKey($0.0, flow: true) + ": " + inline($0.1) }.joined(separator: ", ") + " }"
        case .flowSequence(let items):
            return "[" + items.joined(separator: ", ") + "]"
        case .mapping(let entries):
            let keyed = entries.compactMap { entry in entry.key.flatMap { key in entry.value.map { (key, $0) } } }
            return inline(.flowMapping(keyed))
        case .sequence(let items):
            return "[" + items.map(inline).joined(separator: ", ") + "]"
        }
    }

    /// `# text` with every character a YAML comment cannot hold written as `\u{…}`: line breaks
    /// (which would end the comment) and the control characters YAML forbids anywhere.
    static func comment(_ text: String) -> String {
        var result = "# "
        for scalar in text.unicodeScalars {
            if scalar == "\t" || isPlainSafe(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    @_spi(SwiftImport) public static func quoteKey(_ key: String, flow: Bool = false) -> String {
        quote(key, flow: flow)
    }

    /// A string as a YAML scalar that reads back as exactly this text: plain when that is safe,
    /// double-quoted with escapes otherwise.
    @_spi(SwiftImport) public static func quote(_ text: String, flow: Bool = false) -> String {
        needsQuotes(text, flow: flow) ? doubleQuoted(text) : text
    }

    static func needsQuotes(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        // A plain `<<` key is a merge key (the loader merges the mapping it names).
        if ["~", "null", "Null", "NULL", "<<"].contains(text) { return true }
        if first == " " || last == " " || first == "\t" || last == "\t" { return true }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
        if text.hasPrefix("...") || text.hasSuffix(":") { return true }
        if text.contains(": ") || text.contains(" #") || text.contains(":\t") || text.contains("\t#") { return true }
        // Inside a flow collection the flow indicators end a plain scalar, and libyaml refuses a
        // `:` followed by one of them or by `?` ("found unexpected ':'").
        if flow, text.contains(":?") || text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) {
            return true
        }
        return text.unicodeScalars.contains { !isPlainSafe($0) }
    }

    /// Printable characters that may stand in a plain scalar (no line breaks or tabs).
    static func isPlainSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: return scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        let body = SafeText.backslashEscaped(text) { scalar in
            if isPlainSafe(scalar) { return nil }
            return scalar.value <= 0xFFFF
                ? "\\u" + SafeText.hex(scalar.value, width: 4) : "\\U" + SafeText.hex(scalar.value, width: 8)
        }
        return "\"" + body + "\""
    }

    /// A number as YAML reads it back: `1.5`, `-2.0`, `1e+20`, `.inf`, `.nan`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        return value.description
    }

    /// A scalar of a model (a default value, a relationship's `equals`) written so that it reads
    /// back with the same text and the same meaning: plain when it was plain (numbers and words as
    /// they are), double-quoted when it was quoted or plain would read otherwise, with its tag.
    static func value(_ node: YAMLNode, flow: Bool = false) -> String {
        guard let scalar = node.scalar else { return "\"\"" }
        let text = scalar.text
        if let tag = scalar.tag {
            return tag.written + " " + (needsQuotes(text, flow: flow) ? doubleQuoted(text) : text)
        }
        if scalar.style == .plain, scalar.resolved != .string || !needsQuotes(text, flow: flow) {
            return text
        }
        return doubleQuoted(text)
    }

    /// A static default written so that it reads back as the same value: text, URLs and case
    /// names plain unless plain would read otherwise (and the word `dynamic`, which plain means the
    /// handler's default, quoted); numbers as they were written when that reads back the same.
    static func staticDefault(_ value: StaticDefault, flow: Bool = false) -> String {
        switch value.value {
        case .text(let text), .url(let text), .enumCase(let text):
            return needsQuotes(text, flow: flow) || text == "dynamic" ? doubleQuoted(text) : text
        case .integer(let integer):
            return String(integer)
        case .number(let number):
            let written = YAMLNode.Scalar(text: value.written)
            return written.doubleValue == number && !needsQuotes(value.written, flow: flow)
                ? value.written : Self.number(number)
        case .boolean(let boolean):
            return boolean ? "true" : "false"
        }
    }
}
