/// Prints source text with indentation managed by `indent`/`outdent`, four spaces a level.
///
/// A value type: renderers pass it `inout`, so a sub-renderer can print into a fresh printer and
/// the caller decides from `isEmpty` whether to wrap the result (no empty `extension X {}`).
struct CodePrinter {
    private(set) var content = ""
    private var level = 0

    init() {}

    var isEmpty: Bool { content.isEmpty }

    /// Prints one or more lines at the current indentation; empty lines get no trailing spaces.
    mutating func line(_ text: String = "") {
        // Most calls print one line; splitting by Character is costly, so only split when needed.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            append(Substring(text))
            return
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            append(line)
        }
    }

    private mutating func append(_ line: Substring) {
        if !line.isEmpty {
            for _ in 0..<level { content += "    " }
            content += line
        }
        content += "\n"
    }

    mutating func indent() { level += 1 }

    mutating func outdent() {
        precondition(level > 0, "outdent without indent")
        level -= 1
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}

extension String {
    /// The text made safe for a `//` comment: line breaks would end the comment and let the rest
    /// of a user's title become code, so they become spaces.
    var commentSafe: String {
        String(map { "\n\r\u{2028}\u{2029}\u{85}\u{0B}\u{0C}".contains($0) ? " " : $0 })
    }
}
