extension JSONText {
    /// Why a JSON text could not be read, with the offset (in Unicode scalars) where reading stopped.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        var offset: Int

        var description: String { "\(message) at offset \(offset)" }
    }

    /// Reads a JSON document (RFC 8259), keeping the order of object members.
    public init(parsing text: String) throws {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        self = try parser.document()
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        /// Deep nesting is refused rather than recursed into.
        var depth = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func document() throws -> JSONText {
            let value = try self.value()
            skipSpace()
            guard position == scalars.count else { throw fail("text after the document") }
            return value
        }

        func fail(_ message: String) -> ParseError { ParseError(message: message, offset: position) }

        mutating func skipSpace() {
            while position < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[position]) { position += 1 }
        }

        mutating func expect(_ word: String, _ value: JSONText) throws -> JSONText {
            for scalar in word.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { throw fail("expected `\(word)`") }
                position += 1
            }
            return value
        }

        mutating func value() throws -> JSONText {
            skipSpace()
            guard position < scalars.count else { throw fail("unexpected end") }
            switch scalars[position] {
            case "{": return try nested { try $0.object() }
            case "[": return try nested { try $0.array() }
            case "\"": return .string(try string())
            case "t": return try expect("true", .bool(true))
            case "f": return try expect("false", .bool(false))
            case "n": return try expect("null", .null)
            default: return .number(try number())
            }
        }

        mutating func nested(_ read: (inout Parser) throws -> JSONText) throws -> JSONText {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 256 else { throw fail("nesting deeper than 256 levels") }
            return try read(&self)
        }

        mutating func object() throws -> JSONText {
            .object(try elements(closedBy: "}") { try $0.member() })
        }

        /// A member of an object: its name, a colon and its value.
        mutating func member() throws -> (key: String, value: JSONText) {
            skipSpace()
            guard position < scalars.count, scalars[position] == "\"" else { throw fail("expected a member name") }
            let key = try string()
            skipSpace()
            guard position < scalars.count, scalars[position] == ":" else { throw fail("expected `:`") }
            position += 1
            return (key, try value())
        }

        mutating func array() throws -> JSONText {
            .array(try elements(closedBy: "]") { try $0.value() })
        }

        /// The elements of the object or array that starts here, each read by `element`, separated
        /// by commas, up to the `closing` bracket.
        mutating func elements<Element>(
            closedBy closing: Unicode.Scalar, _ element: (inout Parser) throws -> Element
        ) throws -> [Element] {
            position += 1
            var elements: [Element] = []
            skipSpace()
            if position < scalars.count, scalars[position] == closing {
                position += 1
                return elements
            }
            while true {
                elements.append(try element(&self))
                skipSpace()
                guard position < scalars.count else { throw fail("unexpected end") }
                position += 1
                switch scalars[position - 1] {
                case ",": continue
                case closing: return elements
                default: throw fail("expected `,` or `\(closing)`")
                }
            }
        }

        mutating func string() throws -> String {
            position += 1
            var result = String.UnicodeScalarView()
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "\"": return String(result)
                case "\\":
                    guard position < scalars.count else { throw fail("unexpected end") }
                    let escape = scalars[position]
                    position += 1
                    switch escape {
                    case "\"", "\\", "/": result.append(escape)
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    case "b": result.append("\u{8}")
                    case "f": result.append("\u{C}")
                    case "u": result.append(try unicodeEscape())
                    default: throw fail("unknown escape `\\\(escape)`")
                    }
                case _ where scalar.value < 0x20:
                    throw fail("a control character in a string")
                default:
                    result.append(scalar)
                }
            }
            throw fail("unterminated string")
        }

        /// The four hex digits after `\u`, and a low surrogate after a high one.
        mutating func unicodeEscape() throws -> Unicode.Scalar {
            func hex() throws -> UInt32 {
                guard position + 4 <= scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16)
                else { throw fail("expected four hex digits") }
                position += 4
                return value
            }
            let first = try hex()
            if (0xD800...0xDBFF).contains(first) {
                guard position + 2 <= scalars.count, scalars[position] == "\\", scalars[position + 1] == "u" else {
                    throw fail("a lone surrogate")
                }
                position += 2
                let second = try hex()
                guard (0xDC00...0xDFFF).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw fail("a lone surrogate") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw fail("a lone surrogate") }
            return scalar
        }

        mutating func number() throws -> String {
            let start = position
            while position < scalars.count, "-+.eE0123456789".unicodeScalars.contains(scalars[position]) {
                position += 1
            }
            let text = String(String.UnicodeScalarView(scalars[start..<position]))
            guard !text.isEmpty, Double(text) != nil else {
                position = start
                throw fail("expected a value")
            }
            return text
        }
    }
}
