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
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public struct Scalar: Sendable, Hashable {
        public var text: String
        public var style: ScalarStyle
        /// An explicit tag such as `tag:yaml.org,2002:str` (written `!!str`), if any.
        public var tag: String?

        public init(text: String, style: ScalarStyle = .plain, tag: String? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }
    }

    /// One key and value of a mapping. Keys are always scalars.
    public struct Entry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: YAMLNode

        public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var content: Content
    public var location: SourceLocation
    /// How many nodes this node stands for once aliases are expanded (itself included).
    public var expandedSize: Int

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
        switch content {
        case .scalar:
            expandedSize = 1
        case .sequence(let items):
            expandedSize = items.reduce(1) { $0 + $1.expandedSize }
        case .mapping(let entries):
            expandedSize = entries.reduce(1) { $0 + $1.value.expandedSize + 1 }
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value for `key` in a mapping node.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }

    /// A word for the node's kind, as messages name it: "a string", "a list", "a mapping".
    public var kindDescription: String {
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

    static let tagPrefix = "tag:yaml.org,2002:"

    public var isPlain: Bool { style == .plain }

    public var resolved: Resolved {
        if let tag {
            switch tag {
            case Self.tagPrefix + "null": return .null
            case Self.tagPrefix + "bool": return boolValue != nil ? .bool : .string
            case Self.tagPrefix + "int": return intValue != nil ? .int : .string
            case Self.tagPrefix + "float": return doubleValue != nil ? .float : .string
            default: return .string
            }
        }
        guard isPlain else { return .string }
        if isNull { return .null }
        if boolValue != nil { return .bool }
        if intValue != nil { return .int }
        if doubleValue != nil { return .float }
        return .string
    }

    /// A plain `~`, `null` or empty scalar.
    public var isNull: Bool {
        guard isPlain, tag == nil || tag == Self.tagPrefix + "null" else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// The scalar as a boolean: `true/false`, `yes/no`, `on/off` in any case (YAML 1.1).
    public var boolValue: Bool? {
        guard isPlain || tag == Self.tagPrefix + "bool" else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// The scalar as an integer: decimal, `0x`, `0o` or `0b`, with optional `_` separators.
    public var intValue: Int? {
        guard isPlain || tag == Self.tagPrefix + "int" else { return nil }
        var text = Substring(text)
        var negative = false
        if let sign = text.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            text = text.dropFirst()
        }
        guard !text.isEmpty, !text.hasPrefix("_") else { return nil }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.lowercased().hasPrefix(prefix) {
            radix = base
            text = text.dropFirst(2)
        }
        let digits = text.filter { $0 != "_" }
        guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// The scalar as a number: an integer, a decimal or exponent float, `.inf` or `.nan`.
    public var doubleValue: Double? {
        guard isPlain || tag == Self.tagPrefix + "float" else { return nil }
        if let int = intValue { return Double(int) }
        switch text.lowercased() {
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
