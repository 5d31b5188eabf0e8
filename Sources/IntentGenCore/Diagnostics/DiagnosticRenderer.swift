/// Turns diagnostics into the text compilers print: `path:line:column: error: message [code]`,
/// which Xcode and editors make clickable, followed by `note:` lines for hints and related places.
///
/// Messages quote names and text from the input, and paths name the user's files: every one of
/// them passes through ``SafeText/escaped(_:)`` here, so a line break or an escape sequence in a
/// name can neither forge a diagnostic line nor reach the terminal.
public struct DiagnosticRenderer: Sendable {
    public init() {}

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines: [String] = []
        let message = SafeText.escaped(diagnostic.message)
        lines.append(
            prefix(diagnostic.location) + "\(diagnostic.severity.rawValue): \(message) [\(diagnostic.code.rawValue)]")
        for note in diagnostic.notes {
            lines.append(prefix(note.location ?? diagnostic.location) + "note: \(SafeText.escaped(note.message))")
        }
        if let hint = diagnostic.hint {
            lines.append(prefix(diagnostic.location) + "note: \(SafeText.escaped(hint))")
        }
        return lines.joined(separator: "\n")
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// A closing line such as `2 errors, 1 warning`, or nil when there is nothing to say.
    public func summary(errors: Int, warnings: Int) -> String? {
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "intentgen: " }
        return "\(SafeText.escaped(location.file)):\(location.line):\(location.column): "
    }
}
