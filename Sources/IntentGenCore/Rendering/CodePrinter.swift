/// Prints source text with indentation managed by `indent`/`outdent`, four spaces a level.
///
/// A value type: renderers pass it `inout`, so a sub-renderer can print into a fresh printer and
/// the caller decides from `isEmpty` whether to wrap the result (no empty `extension X {}`).
struct CodePrinter {
    /// The text so far, as UTF-8: lines are copied in as bytes, and made a String only if asked.
    private(set) var bytes: [UInt8] = []
    private var indentation: [UInt8] = []
    /// Where a printer of a large file hands its text, 64 KiB at a time (``finish()`` hands the
    /// rest), so that the file is never held whole; nil keeps the text for ``content``.
    private let sink: ((ArraySlice<UInt8>) -> Void)?
    /// Whether anything was printed, handed to the sink or not.
    private var printed = false

    init() { sink = nil }

    /// A printer that hands its text to `sink` as it goes.
    init(sink: @escaping (ArraySlice<UInt8>) -> Void) { self.sink = sink }

    var content: String { String(decoding: bytes, as: UTF8.self) }

    var isEmpty: Bool { !printed }

    /// Hands the text not yet handed to the sink.
    mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes[...])
        bytes.removeAll(keepingCapacity: true)
    }

    /// Prints one or more lines at the current indentation; empty lines get no trailing spaces.
    mutating func line(_ text: String = "") {
        // Lines are found in the UTF-8 bytes: splitting the String by Character (grapheme
        // clusters) was the largest single cost of rendering. Generated code never prints `\r`,
        // so a `\n` byte is always a line's end.
        var text = text
        text.withUTF8 { source in
            var start = 0
            while let index = source.firstIndex(of: UInt8(ascii: "\n"), from: start) {
                append(UnsafeBufferPointer(rebasing: source[start..<index]))
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: source[start...]))
        }
    }

    /// Prints `text` as one line exactly as given, without indentation: for the rare line whose
    /// spaces are part of the text (Xcode leaves four spaces on the line after `handle`).
    mutating func rawLine(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        printed = true
        if sink != nil, bytes.count >= 1 << 16 { finish() }
    }

    private mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
        if !line.isEmpty {
            bytes.append(contentsOf: indentation)
            bytes.append(contentsOf: line)
        }
        bytes.append(UInt8(ascii: "\n"))
        printed = true
        if sink != nil, bytes.count >= 1 << 16 { finish() }
    }

    mutating func indent() { indentation.append(contentsOf: "    ".utf8) }

    mutating func outdent() {
        precondition(!indentation.isEmpty, "outdent without indent")
        indentation.removeLast(4)
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}

extension String {
    /// The text made safe for a `//` comment: a line break would end the comment and let the rest
    /// of a user's title become code, and other control or bidirectional formatting characters
    /// would hide what the comment says; each becomes its visible escape (``SafeText/escaped(_:)``).
    var commentSafe: String { SafeText.escaped(self) }

    /// A Swift string literal (with its quotes) whose value is exactly this text: `\` and `"` are
    /// escaped, line breaks and tabs as `\n`, `\r`, `\t`, and every other control or invisible
    /// formatting character (``SafeText/isUnsafe(_:)``) as `\u{…}`, so any text compiles and no
    /// character can end the literal or the line. Most texts have nothing to escape, which a scan
    /// of the UTF-8 bytes (for those characters, and the lead bytes of the unsafe ones beyond
    /// ASCII) settles without reading scalars.
    var swiftLiteral: String {
        let plain = !containsUTF8Byte { byte in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == 0xC2
                || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
        }
        return plain ? "\"" + self + "\"" : swiftLiteralByScalars
    }

    /// ``swiftLiteral``, made scalar by scalar: `\r\n` is one Character but two escapes.
    var swiftLiteralByScalars: String {
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": result.append(contentsOf: "\\\"".unicodeScalars)
            default:
                if SafeText.isUnsafe(scalar) {
                    result.append(contentsOf: SafeText.escape(scalar).unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        result.append("\"")
        return String(result)
    }
}

extension OutputText {
    /// A Swift file as every renderer writes it: a comment header naming the file, what it is
    /// (`banner`) and the definitions file it comes from, then `imports` and `body` inside
    /// `#if condition`, so the file compiles to nothing where its frameworks are missing.
    static func swiftFile(
        _ name: String, banner: String, source: DefinitionFile, condition: String, imports: [String],
        _ body: (inout CodePrinter) -> Void
    ) -> OutputText {
        var header = CodePrinter()
        header.line("//")
        header.line("// \(name).swift")
        header.line("//")
        header.line("// \(banner)")
        header.line("// Source: \(source.fileName.commentSafe)")
        header.line("//")
        header.line()
        var p = CodePrinter()
        p.line("#if \(condition)")
        p.line()
        for module in imports { p.line("import \(module)") }
        p.line()
        body(&p)
        p.line()
        p.line("#endif")
        return OutputText(header: header, body: p)
    }
}
