// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// what a run of the import reports of what it does not carry over.

/// What one run of an import reports: each loss as a diagnostic (``ImportLoss``) and as a `#`
/// comment where the printed YAML has the element it concerns, and the `.strings` keys reported.
struct LossReport {
    /// Warning, or error with `--fail-on-loss`.
    let severity: Diagnostic.Severity
    /// The definition's name or path, for the places that have no file of their own.
    let sourceName: String
    /// What was not carried over, in the order it was found.
    private(set) var losses: [ImportLoss] = []
    /// Each loss's message at the element of the model it concerns.
    var comments = DefinitionComments()
    /// Strings keys already reported as not carried over.
    var reportedKeys: Set<String> = []
    /// The error that ends a run whose property list is not an intent definition.
    var error: Diagnostic?

    init(severity: Diagnostic.Severity, sourceName: String) {
        self.severity = severity
        self.sourceName = sourceName
    }

    /// Reports what `path` loses with `code`, and notes it in `comments` (written into the YAML).
    mutating func warn(_ path: PlistPath, _ code: Diagnostic.Code, _ message: String, _ comments: inout [String]) {
        let diagnostic = Diagnostic(severity, code, "\(path.text): \(message)", at: path.location(in: sourceName))
        losses.append(ImportLoss(diagnostic: diagnostic, keyPath: path.keyPath))
        comments.append(message)
    }

    /// Everything reported, in order: each loss, then the error.
    var diagnostics: [Diagnostic] {
        losses.map(\.diagnostic) + (error.map { [$0] } ?? [])
    }
}
