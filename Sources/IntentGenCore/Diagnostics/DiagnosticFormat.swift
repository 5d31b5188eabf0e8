/// How diagnostics are printed, for people or for machines (`--diagnostics-format`).
///
/// - `clang`: `path:line:column: error: message [code]` with `note:` lines, which Xcode, editors
///   and terminals read (``DiagnosticRenderer``).
/// - `json`: JSON Lines, one object per diagnostic (`severity`, `code`, `message`, `file`,
///   `line`, `column`, `hint`, `notes`), so a run's output can be read line by line.
/// - `sarif`: one SARIF 2.1.0 log for the whole run, which code-scanning services ingest.
/// - `github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`), which
///   annotate the lines of a pull request.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case clang, json, sarif, github

    /// Whether the format is one document for the whole run, written when the run ends, rather
    /// than text written as diagnostics are reported.
    public var isWholeRun: Bool { self == .sarif }

    /// Whether plain status lines (such as "waiting for another run") may be printed between
    /// diagnostics without breaking what a reader of this format parses.
    public var allowsStatusLines: Bool { self == .clang || self == .github }

    /// How ``DiagnosticBag/omissionNote`` begins.
    static let notePrefix = "intentgen: note: "

    /// The text of `diagnostics` (already sorted) for a format written as it goes; `omission`
    /// is the note that the bag left some out (``DiagnosticBag/omissionNote``).
    public func render(_ diagnostics: [Diagnostic], omission: String?) -> String {
        // Machine formats carry the note's text without the prefix clang-style lines have.
        let note = omission.map { $0.hasPrefix(Self.notePrefix) ? String($0.dropFirst(Self.notePrefix.count)) : $0 }
        switch self {
        case .clang:
            let text = DiagnosticRenderer().render(diagnostics)
            guard let omission else { return text }
            return text.isEmpty ? omission : text + "\n" + omission
        case .json:
            var lines = diagnostics.map { Self.jsonObject($0).compact }
            if let omission {
                lines.append(
                    JSONText.object([
                        ("severity", .string("note")), ("code", .string(Diagnostic.Code.limit.rawValue)),
                        ("message", .string(note ?? omission)),
                    ]).compact)
            }
            return lines.joined(separator: "\n")
        case .github:
            var lines = diagnostics.map(Self.workflowCommand)
            if let note { lines.append("::notice::" + Self.commandData(SafeText.escaped(note))) }
            return lines.joined(separator: "\n")
        case .sarif:
            return SARIFLog(diagnostics: diagnostics, notifications: note.map { [$0] } ?? []).text
        }
    }

    // MARK: JSON

    /// One diagnostic as a JSON object; absent places are `null`.
    static func jsonObject(_ diagnostic: Diagnostic) -> JSONText {
        var members: [(key: String, value: JSONText)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        members += place(diagnostic.location)
        members.append(("hint", diagnostic.hint.map(JSONText.string) ?? .null))
        members.append(
            ("notes", .array(diagnostic.notes.map { .object([("message", .string($0.message))] + place($0.location)) }))
        )
        return .object(members)
    }

    private static func place(_ location: SourceLocation?) -> [(key: String, value: JSONText)] {
        guard let location else { return [("file", .null), ("line", .null), ("column", .null)] }
        return [
            ("file", .string(location.file)), ("line", .number(String(location.line))),
            ("column", .number(String(location.column))),
        ]
    }

    // MARK: GitHub

    /// `::error file=a.yml,line=3,col=5,title=unknown-key::message`, hint and notes on the
    /// following lines of the annotation.
    static func workflowCommand(_ diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + commandProperty(SafeText.escaped(location.file)))
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + commandProperty(diagnostic.code.rawValue))
        // Each line is made safe for a terminal first (``SafeText``); the lines are then joined.
        var lines = [SafeText.escaped(diagnostic.message)]
        for note in diagnostic.notes {
            let place = note.location.map { "\(SafeText.escaped($0.file)):\($0.line):\($0.column): " } ?? ""
            lines.append("note: " + place + SafeText.escaped(note.message))
        }
        if let hint = diagnostic.hint { lines.append("hint: " + SafeText.escaped(hint)) }
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::"
            + commandData(lines.joined(separator: "\n"))
    }

    /// What the runner unescapes in a workflow command's message.
    static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]

    /// A workflow command's message, escaped as the runner unescapes it: `%`, CR and LF.
    static func commandData(_ text: String) -> String {
        // By scalar: `"\r\n"` is one Character, which a search for `"\n"` would not find.
        text.unicodeScalars.map { Self.dataEscapes[$0] ?? String($0) }.joined()
    }

    /// A workflow command's property value: the message's escapes, and `:` and `,`, which end a
    /// property.
    static func commandProperty(_ text: String) -> String {
        commandData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
