/// Receives diagnostics from the compiler's stages.
public protocol DiagnosticCollector: AnyObject {
    func emit(_ diagnostic: Diagnostic)
}

/// Keeps every diagnostic it is given, for the driver to sort and render at the end of a run.
public final class DiagnosticBag: DiagnosticCollector {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    public var errorCount: Int { unique.filter { $0.severity == .error }.count }
    public var warningCount: Int { unique.filter { $0.severity == .warning }.count }

    /// The diagnostics in the order reported, each once.
    private var unique: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// The diagnostics ordered by file, line and column; those without a place come first.
    /// The sort is stable, so problems at one position keep the order they were found in.
    /// A problem reported twice (a file shared by two targets) is listed once.
    public var sorted: [Diagnostic] {
        unique.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (left?, right?):
                return left == right ? lhs.offset < rhs.offset : left < right
            case (nil, .some):
                return true
            case (.some, nil):
                return false
            case (nil, nil):
                return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
