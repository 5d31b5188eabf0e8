/// A problem found in the input, as a value: what is wrong, where, and how to fix it.
///
/// Stages never print. They hand diagnostics to a ``DiagnosticCollector`` and go on, so that one
/// run reports every problem; ``DiagnosticRenderer`` turns them into text in one place.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Another place that helps explain the problem, such as the first of two duplicates.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// A stable identifier of the kind of problem, such as `unknown-key` (see docs/language.md).
    public var code: Code
    public var message: String
    public var location: SourceLocation?
    /// How to fix it, when there is something useful to say.
    public var hint: String?
    public var notes: [Note]

    public init(
        _ severity: Severity,
        _ code: Code,
        _ message: String,
        at location: SourceLocation?,
        hint: String? = nil,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
        self.notes = notes
    }

    public static func error(
        _ code: Code, _ message: String, at location: SourceLocation?, hint: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, hint: hint, notes: notes)
    }

    public static func warning(
        _ code: Code, _ message: String, at location: SourceLocation?, hint: String? = nil, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, hint: hint, notes: notes)
    }
}

extension Diagnostic {
    /// The kinds of problem, documented in docs/language.md. Raw values never change.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        case yamlSyntax = "yaml-syntax"
        case yamlDuplicateKey = "yaml-duplicate-key"
        case yamlLimit = "yaml-limit"
        case unknownKey = "unknown-key"
        case wrongType = "wrong-type"
        case missingKey = "missing-key"
        case invalidValue = "invalid-value"
        case invalidName = "invalid-name"
        case duplicateName = "duplicate-name"
        case undefinedReference = "undefined-reference"
        case invalidDefault = "invalid-default"
        case invalidOptions = "invalid-options"
        case invalidMetadata = "invalid-metadata"
        case emptyFile = "empty-file"
        case limit = "limit"
        case io = "io"
        case yamlTag = "yaml-tag"
    }
}
