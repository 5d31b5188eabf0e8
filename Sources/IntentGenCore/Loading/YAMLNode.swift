/// A YAML node that remembers where it was written.
///
/// The loader produces these from libyaml's events. Scalars keep their text exactly as written
/// and their style, so the decoder can read `NO` as the string "NO" where it expects a string
/// and as `false` where it expects a boolean.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([Entry])
    }

    /// How a scalar was written.
    enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The YAML core tags a scalar can carry (`!!str`, `!!int`, `!!bool`, `!!float`, `!!null`).
    /// The loader rejects any other tag, and a value that does not fit its tag.
    enum Tag: UInt8, Sendable, Hashable, CaseIterable {
        case str, int, bool, float, null

        /// The tag as written in YAML: `!!str`.
        public var written: String { "!!\(self)" }
    }

    public struct Scalar: Sendable, Hashable {
        public var text: String
        var style: ScalarStyle
        /// An explicit core tag (`!!str 12`), if any. The non-specific tag `!` is `.str`.
        var tag: Tag?

        init(text: String, style: ScalarStyle = .plain, tag: Tag? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }
    }

    /// One key and value of a mapping. Keys are always scalars.
    public struct Entry: Sendable {
        public var key: String
        var keyLocation: SourceLocation
        public var value: YAMLNode

        public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var content: Content
    var location: SourceLocation

    init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    var mapping: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value for `key` in a mapping node.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }

    /// A word for the node's kind, as messages name it: "a string", "a list", "a mapping".
    var kindDescription: String {
        switch content {
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: return "nothing (null)"
            case .bool: return "a boolean"
            case .int: return "an integer"
            case .float: return "a number"
            case .string: return "a string"
            }
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

extension YAMLNode.Scalar {
    /// What a scalar is under YAML 1.1 rules, as users of Xcode-era YAML tools expect.
    public enum Resolved: Sendable, Hashable {
        case null, bool, int, float, string
    }

    /// A plain scalar without a tag: the only kind whose type comes from its text (`yes`, `12`).
    /// A quoted scalar or one with a tag (`!!str yes`) is what its style or tag says.
    var isPlain: Bool { style == .plain && tag == nil }

    public var resolved: Resolved {
        switch tag {
        case .str?: return .string
        case .int?: return .int
        case .bool?: return .bool
        case .float?: return .float
        case .null?: return .null
        case nil: break
        }
        guard isPlain else { return .string }
        if isNull { return .null }
        if boolValue != nil { return .bool }
        if intValue != nil { return .int }
        if doubleValue != nil { return .float }
        return .string
    }

    /// Whether `text` is a value of `tag`, as the loader checks a tagged scalar.
    static func fits(_ text: String, _ tag: YAMLNode.Tag) -> Bool {
        switch tag {
        case .str: return true
        case .int: return parseInt(text) != nil
        case .bool: return parseBool(text) != nil
        case .float: return parseDouble(text) != nil
        case .null: return nullWords.contains(text)
        }
    }

    private static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// A plain `~`, `null` or empty scalar, or one tagged `!!null`.
    var isNull: Bool {
        if tag == .null { return true }
        return isPlain && Self.nullWords.contains(text)
    }

    /// The scalar as a boolean: `true/false`, `yes/no`, `on/off` in any case (YAML 1.1).
    var boolValue: Bool? {
        guard isPlain || tag == .bool else { return nil }
        return Self.parseBool(text)
    }

    /// The scalar as an integer: decimal, `0x`, `0o` or `0b`, with optional `_` separators.
    var intValue: Int? {
        guard isPlain || tag == .int else { return nil }
        return Self.parseInt(text)
    }

    /// The scalar as a number: an integer, a decimal or exponent float, `.inf` or `.nan`.
    var doubleValue: Double? {
        guard isPlain || tag == .float || tag == .int else { return nil }
        return Self.parseDouble(text)
    }

    static func parseBool(_ text: String) -> Bool? {
        guard text.utf8.count <= 5 else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    static func parseInt(_ text: String) -> Int? {
        var text = Substring(text)
        var negative = false
        if let sign = text.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            text = text.dropFirst()
        }
        guard !text.isEmpty, !text.hasPrefix("_") else { return nil }
        var radix = 10
        let start = text.prefix(2).lowercased()
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where start == prefix {
            radix = base
            text = text.dropFirst(2)
        }
        let digits = text.filter { $0 != "_" }
        guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    static func parseDouble(_ text: String) -> Double? {
        if let int = parseInt(text) { return Double(int) }
        switch text.utf8.count <= 5 ? text.lowercased() : "" {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        let cleaned = text.filter { $0 != "_" }
        // Require a digit so that words like "infinity" or "nan" stay strings.
        guard cleaned.contains(where: \.isNumber), cleaned.allSatisfy({ "0123456789.eE+-".contains($0) }) else {
            return nil
        }
        return Double(cleaned)
    }
}
