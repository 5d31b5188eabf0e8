import Foundation

/// A JSON value. Objects keep their keys in order (`==` is structural: key order matters and
/// `.integer(1) != .number(1)`; the validator compares values by JSON Schema rules instead).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses JSON text with `JSONSerialization`. It does not report key order, so the keys of
    /// parsed objects are sorted.
    init(jsonData: Data) throws {
        try self.init(foundation: JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed]))
    }

    private init(foundation value: Any) throws {
        if value is NSNull {
            self = .null
        } else if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
        } else if let number = value as? NSNumber {
            // JSON booleans are NSNumbers too, and `1 is Bool` holds on Darwin and Linux alike: tell
            // them apart by their class (`__NSCFBoolean`) and type encoding, never with `is Bool`.
            let encoding = String(cString: number.objCType)
            if encoding == "c", ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true))) {
                self = .bool(number.boolValue)
            } else if encoding == "d" || encoding == "f" {
                self = .number(number.doubleValue)
            } else {
                self = Int(exactly: number).map(JSONValue.integer) ?? .number(number.doubleValue)
            }
        } else if let string = value as? String {
            self = .string(string)
        } else if let array = value as? [Any] {
            self = .array(try array.map(JSONValue.init(foundation:)))
        } else if let dictionary = value as? [String: Any] {
            self = .object(try dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: try JSONValue(foundation: $0.value)) })
        } else {
            throw ParseError(description: "unsupported JSON value of type \(type(of: value))")
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value of `key` in an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

struct JSONSchemaViolation: Equatable, Sendable, CustomStringConvertible {
    /// A JSON pointer to the offending value, such as `/intents/Foo/parameters/bar/type`
    /// (for an unknown or invalid key, the key's own path).
    let path: String
    let message: String

    var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
}

/// A small JSON Schema validator (draft-07 subset) for the keywords docs/intents.schema.json uses.
/// A keyword it does not know is reported as a violation, so schema and validator cannot drift.
struct JSONSchemaValidator: Sendable {
    private let root: JSONValue

    private static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "default", "examples", "definitions", "$defs",
        "then", "else",  // evaluated with "if"
    ]

    init(schema: JSONValue) {
        root = schema
    }

    func validate(_ instance: JSONValue) -> [JSONSchemaViolation] {
        check(instance, against: root, at: [], depth: 0)
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: [String], depth: Int) -> [JSONSchemaViolation] {
        guard depth < 256 else { return [Self.violation(path, "schema nesting too deep (a $ref cycle?)")] }
        switch schema {
        case .bool(true): return []
        case .bool(false): return [Self.violation(path, "not allowed here")]
        case .object(let keywords):
            return keywords.flatMap { apply($0.key, $0.value, schema: schema, to: value, at: path, depth: depth) }
        default: return [Self.violation(path, "invalid schema: \(Self.render(schema))")]
        }
    }

    private func apply(
        _ keyword: String, _ argument: JSONValue, schema: JSONValue, to value: JSONValue, at path: [String], depth: Int
    ) -> [JSONSchemaViolation] {
        func fail(_ message: String, at path: [String] = path) -> [JSONSchemaViolation] { [Self.violation(path, message)] }
        func invalid() -> [JSONSchemaViolation] { fail("invalid schema: \(keyword) \(Self.render(argument))") }
        func sub(_ value: JSONValue, _ schema: JSONValue, _ path: [String]) -> [JSONSchemaViolation] {
            check(value, against: schema, at: path, depth: depth + 1)
        }
        if Self.annotations.contains(keyword) { return [] }
        switch (keyword, argument, value) {
        case ("$ref", .string(let reference), _):
            guard let target = resolve(reference) else { return fail("unresolvable $ref \(reference)") }
            return sub(value, target, path)
        case ("type", .string(let name), _):
            return Self.hasType(value, name) ? [] : fail("expected \(name), got \(Self.typeName(value))")
        case ("type", .array(let names), _):
            let names = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            return names.contains { Self.hasType(value, $0) } ? [] : fail("expected \(names.joined(separator: " or ")), got \(Self.typeName(value))")
        case ("enum", .array(let allowed), _):
            return allowed.contains { Self.same($0, value) } ? [] : fail("\(Self.render(value)) is not one of \(allowed.map(Self.render).joined(separator: ", "))")
        case ("const", _, _):
            return Self.same(argument, value) ? [] : fail("expected \(Self.render(argument)), got \(Self.render(value))")
        case ("pattern", .string(let pattern), .string(let string)):
            guard let found = Self.matches(pattern, string) else { return invalid() }
            return found ? [] : fail("\(Self.render(value)) does not match \(pattern)")
        case ("minimum", _, _):
            guard let limit = Self.numeric(argument) else { return invalid() }
            guard let number = Self.numeric(value) else { return [] }
            return number >= limit ? [] : fail("\(Self.render(value)) is less than \(Self.render(argument))")
        case ("minItems", .integer(let limit), .array(let items)):
            return items.count >= limit ? [] : fail("expected at least \(limit) item(s), got \(items.count)")
        case ("maxItems", .integer(let limit), .array(let items)):
            return items.count <= limit ? [] : fail("expected at most \(limit) item(s), got \(items.count)")
        case ("uniqueItems", .bool(let unique), .array(let items)):
            let duplicate = unique ? items.indices.first { i in items[..<i].contains { Self.same($0, items[i]) } } : nil
            return duplicate.map { fail("duplicate item \(Self.render(items[$0]))", at: path + [String($0)]) } ?? []
        case ("items", _, .array(let items)):
            if case .array = argument { return invalid() }
            return items.enumerated().flatMap { sub($1, argument, path + [String($0)]) }
        case ("minProperties", .integer(let limit), .object(let members)):
            return members.count >= limit ? [] : fail("expected at least \(limit) key(s), got \(members.count)")
        case ("required", .array(let keys), .object(let members)):
            return keys.flatMap { key -> [JSONSchemaViolation] in
                guard case .string(let key) = key else { return invalid() }
                return members.contains { $0.key == key } ? [] : fail("missing required key \"\(key)\"")
            }
        case ("properties", .object(let properties), .object(let members)):
            return members.flatMap { member in
                properties.first { $0.key == member.key }.map { sub(member.value, $0.value, path + [member.key]) } ?? []
            }
        case ("patternProperties", .object(let patterns), .object(let members)):
            return members.flatMap { member in
                patterns.flatMap { Self.matches($0.key, member.key) == true ? sub(member.value, $0.value, path + [member.key]) : [] }
            }
        case ("additionalProperties", _, .object(let members)):
            return members.filter { !isDeclared($0.key, in: schema) }.flatMap { member in
                argument == .bool(false) ? fail("unknown key \"\(member.key)\"", at: path + [member.key]) : sub(member.value, argument, path + [member.key])
            }
        case ("propertyNames", _, .object(let members)):
            return members.flatMap { member in
                sub(.string(member.key), argument, path + [member.key]).map {
                    JSONSchemaViolation(path: $0.path, message: "invalid key: \($0.message)")
                }
            }
        case ("allOf", .array(let schemas), _):
            return schemas.flatMap { sub(value, $0, path) }
        case ("anyOf", .array(let schemas), _), ("oneOf", .array(let schemas), _):
            let results = schemas.map { sub(value, $0, path) }
            let passing = results.filter(\.isEmpty).count
            if keyword == "oneOf" && passing > 1 { return fail("matches \(passing) alternatives, expected exactly one") }
            guard passing == 0 else { return [] }
            let plausible = zip(schemas, results).filter { typeFits(value, $0.0, depth: depth) }.map(\.1)
            return Self.closest(plausible.isEmpty ? results : plausible, at: path)
        case ("not", _, _):
            return sub(value, argument, path).isEmpty ? fail("\(Self.render(value)) is not allowed here") : []
        case ("if", _, _):
            let branch = sub(value, argument, path).isEmpty ? "then" : "else"
            return schema[branch].map { sub(value, $0, path) } ?? []
        case ("$ref", _, _), ("type", _, _), ("enum", _, _), ("allOf", _, _), ("anyOf", _, _), ("oneOf", _, _),
             ("pattern", _, .string), ("minItems", _, .array), ("maxItems", _, .array), ("uniqueItems", _, .array),
             ("minProperties", _, .object), ("required", _, .object), ("properties", _, .object),
             ("patternProperties", _, .object):
            return invalid()  // the keyword applies, but its argument is malformed
        case ("pattern", _, _), ("minItems", _, _), ("maxItems", _, _), ("uniqueItems", _, _), ("items", _, _),
             ("minProperties", _, _), ("required", _, _), ("properties", _, _), ("patternProperties", _, _),
             ("additionalProperties", _, _), ("propertyNames", _, _):
            return []  // does not apply to this kind of value
        default:
            return fail("unsupported schema keyword \(keyword)")
        }
    }

    /// Whether `value` has a type that `schema` (through `$ref`, `anyOf` and `oneOf`) allows.
    private func typeFits(_ value: JSONValue, _ schema: JSONValue, depth: Int) -> Bool {
        guard depth < 256 else { return true }
        if case .string(let reference)? = schema["$ref"], let target = resolve(reference) {
            return typeFits(value, target, depth: depth + 1)
        }
        let probe: JSONValue = if case .number = value { .integer(0) } else { value }  // a fraction is a kind of integer here
        if let type = schema["type"], !apply("type", type, schema: schema, to: probe, at: [], depth: depth).isEmpty { return false }
        return ["anyOf", "oneOf"].allSatisfy { keyword in
            guard case .array(let branches)? = schema[keyword] else { return true }
            return branches.contains { typeFits(value, $0, depth: depth + 1) }
        }
    }

    /// The violations of the alternative that came closest: the one whose problems are deepest,
    /// or, when all fail at the value itself, one violation listing what each expected.
    private static func closest(_ results: [[JSONSchemaViolation]], at path: [String]) -> [JSONSchemaViolation] {
        let here = violation(path, "").path
        let depth = { (violations: [JSONSchemaViolation]) in violations.map { $0.path.count(where: { $0 == "/" }) }.max() ?? 0 }
        let deeper = results.filter { $0.contains { $0.path != here } }
        if let best = deeper.max(by: { (depth($0), -$0.count) < (depth($1), -$1.count) }) { return best }
        var messages: [String] = []
        let alternatives = results.joined().flatMap { $0.message.components(separatedBy: "; or ") }
        for message in alternatives where !messages.contains(message) { messages.append(message) }
        return [violation(path, messages.joined(separator: "; or "))]
    }

    private static func violation(_ path: [String], _ message: String) -> JSONSchemaViolation {
        let pointer = path.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
        return JSONSchemaViolation(path: pointer.joined(), message: message)
    }

    private func isDeclared(_ key: String, in schema: JSONValue) -> Bool {
        if case .object(let properties)? = schema["properties"], properties.contains(where: { $0.key == key }) { return true }
        if case .object(let patterns)? = schema["patternProperties"] { return patterns.contains { Self.matches($0.key, key) == true } }
        return false
    }

    /// Resolves `#`, `#/definitions/…` and `#/$defs/…` (any local JSON pointer).
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var target: JSONValue? = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            target = target?[key.removingPercentEncoding ?? key]
        }
        return target
    }

    /// Whether `pattern` matches somewhere in `string`; nil for an invalid pattern.
    private static func matches(_ pattern: String, _ string: String) -> Bool? {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        return regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }

    private static func numeric(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let int): Double(int)
        case .number(let double): double
        default: nil
        }
    }

    /// Equality by JSON Schema rules: numbers by value, object keys in any order.
    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.integer, _), (.number, _): return numeric(a) != nil && numeric(a) == numeric(b)
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy(same)
        case let (.object(x), .object(y)):
            return x.count == y.count && x.allSatisfy { member in y.first { $0.key == member.key }.map { same(member.value, $0.value) } ?? false }
        default: return a == b
        }
    }

    private static func hasType(_ value: JSONValue, _ name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
             ("number", .integer), ("number", .number), ("integer", .integer): true
        case ("integer", .number(let double)): double.rounded() == double && double.isFinite
        default: false
        }
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .integer: "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    private static func render(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): String(bool)
        case .number(let double): String(double)
        case .integer(let int): String(int)
        case .string(let string): "\"\(string)\""
        case .array(let items): "[" + items.map(render).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\"\($0.key)\": \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
