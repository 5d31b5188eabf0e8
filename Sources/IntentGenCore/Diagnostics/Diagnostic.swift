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
        var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    /// A stable identifier of the kind of problem, such as `unknown-key` (see docs/language.md).
    public var code: Code
    public var message: String
    public internal(set) var location: SourceLocation?
    /// How to fix it, when there is something useful to say.
    public var hint: String?
    var notes: [Note]

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
        /// One text of the App Intents code translated two ways in one language (its String
        /// Catalog keeps one translation per text).
        case conflictingTranslation = "conflicting-translation"
        /// A file intentgen wrote for the user (a query, a `perform()`) whose declaration is gone:
        /// kept, as it is theirs, but it no longer compiles (a warning of `generate`).
        case orphanedUserFile = "orphaned-user-file"
        /// The command line is wrong (an unknown option, a missing value): reported in the
        /// run's diagnostics format when one was asked for.
        case usage = "usage"
        /// `generate --check`: an output that is missing or differs from what `generate` writes,
        /// or a stale generated file it would remove.
        case outdatedOutput = "outdated-output"

        // `intentgen import`: what an `.intentdefinition` says that the definitions file does not
        // (each a warning, or an error with `--fail-on-loss`), and a property list that cannot be read.
        case plistSyntax = "plist-syntax"
        case lostSystemIntent = "lost-system-intent"
        case lostDeclaration = "lost-declaration"
        case lostParameter = "lost-parameter"
        case lostParameterType = "lost-parameter-type"
        case lostEnumCase = "lost-enum-case"
        case lostTranslation = "lost-translation"
        case lostSummary = "lost-summary"
        case lostShortcutsSummary = "lost-shortcuts-summary"
        case lostRelationship = "lost-relationship"
        case lostMetadata = "lost-metadata"
        case lostDialog = "lost-dialog"
        case lostResponse = "lost-response"
        case lostSetting = "lost-setting"
        case lostKey = "lost-key"
        case importRenamed = "import-renamed"
        case importDefaulted = "import-defaulted"

        // `intentgen import` of Swift sources: Swift that does not parse, and code that stays
        // the team's because the definitions language cannot hold it (a `perform()` body, a
        // query's body, a computed member).
        case swiftSyntax = "swift-syntax"
        case lostCode = "lost-code"

        /// `intentgen export`: an existing `.intentdefinition` that intentgen did not write is
        /// replaced (a warning that says which localization ids, tags and namespace change).
        case replacedDefinition = "replaced-definition"

        /// Whether the code reports something an import did not carry over exactly (`lost-…`, `import-…`).
        var isImportLoss: Bool {
            rawValue.hasPrefix("lost-") || rawValue.hasPrefix("import-")
        }
    }
}
