/// Receives diagnostics from the compiler's stages.
public protocol DiagnosticCollector: AnyObject {
    func emit(_ diagnostic: Diagnostic)

    /// Whether a diagnostic of this code and severity would be kept and shown. When it would
    /// only be counted, a stage may skip what is costly about it (a "did you mean" search) and
    /// emit it plainly: a file with a million misspelt keys then costs a million counts, not a
    /// million searches.
    func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool

    /// The limit of a bag that work on another thread reports into (``DiagnosticBag/init(limit:)``)
    /// before this collector ``absorb(_:)``s it.
    var workLimit: Int? { get }

    /// Takes what `bag` was told (work done on another thread, into a bag of ``workLimit``) as if
    /// it had been told the same, in the same order.
    func absorb(_ bag: DiagnosticBag)
}

extension DiagnosticCollector {
    public func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool { true }

    /// A collector that keeps everything lets the work keep everything.
    public var workLimit: Int? { nil }

    public func absorb(_ bag: DiagnosticBag) {
        for diagnostic in bag.diagnostics { emit(diagnostic) }
    }
}

/// Keeps the diagnostics it is given, for the driver to sort and render at the end of a run.
///
/// A bag keeps at most ``limit`` errors and ``limit`` warnings, the first ones reported, so that
/// a file with a million problems costs neither a gigabyte of memory nor a million lines; the
/// rest are only counted (``omittedErrors``, ``omittedWarnings``) and ``omissionNote`` says so.
/// Beyond the limit a bag still keeps the first diagnostic of each code and severity, so every
/// kind of problem is shown once and a check such as "was there an `io` error?" stays exact.
/// A problem reported twice (a file shared by two targets) is kept and counted once: two
/// diagnostics are the same problem when severity, code, message and place are the same (a
/// stage may leave out the hint of one that is only counted, see ``keeps(_:_:)``).
public final class DiagnosticBag: DiagnosticCollector {
    /// How many errors, and separately how many warnings, a bag keeps by default.
    public static let defaultLimit = 100

    /// The diagnostics kept, in the order reported, each once.
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many errors and how many warnings are kept at most; nil keeps everything.
    public let limit: Int?
    /// Errors and warnings reported beyond the limit and not kept.
    var omittedErrors: Int { omittedErrorProblems.count }
    var omittedWarnings: Int { omittedWarningProblems.count }

    private var kept = Set<Problem>()
    /// Hashes of the errors and of the warnings not kept, so a repeated one is not counted twice.
    private var omittedErrorProblems = Set<Int>()
    private var omittedWarningProblems = Set<Int>()
    private var keptErrors = 0
    private var keptWarnings = 0
    /// The codes with a kept diagnostic, per severity.
    private var keptKinds = Set<Kind>()

    private struct Kind: Hashable {
        var code: Diagnostic.Code
        var severity: Diagnostic.Severity
    }

    /// What makes two diagnostics the same problem.
    private struct Problem: Hashable {
        var kind: Kind
        var message: String
        var location: SourceLocation?

        init(_ diagnostic: Diagnostic) {
            kind = Kind(code: diagnostic.code, severity: diagnostic.severity)
            message = diagnostic.message
            location = diagnostic.location
        }
    }

    public init(limit: Int? = DiagnosticBag.defaultLimit) {
        self.limit = limit
    }

    public func emit(_ diagnostic: Diagnostic) {
        let problem = Problem(diagnostic)
        guard !kept.contains(problem) else { return }
        let isError = diagnostic.severity == .error
        if !keeps(diagnostic.code, diagnostic.severity) {
            omit(problem.hashValue, isError: isError)
            return
        }
        kept.insert(problem)
        keptKinds.insert(problem.kind)
        diagnostics.append(diagnostic)
        if isError { keptErrors += 1 } else { keptWarnings += 1 }
    }

    private func omit(_ problem: Int, isError: Bool) {
        if isError { omittedErrorProblems.insert(problem) } else { omittedWarningProblems.insert(problem) }
    }

    public var workLimit: Int? { limit }

    /// Takes a bag of the same limit, as if its diagnostics had been emitted here in its order:
    /// what it kept is emitted (and kept or not as this bag decides), and what it left out is
    /// counted unless this bag has already kept or counted the same problem. A problem the work's
    /// bag left out is one this bag would have left out too: it had at least as many kept, and
    /// kept one of that kind.
    public func absorb(_ bag: DiagnosticBag) {
        for diagnostic in bag.diagnostics { emit(diagnostic) }
        guard bag.omittedErrors > 0 || bag.omittedWarnings > 0 else { return }
        let keptHashes = Set(kept.map(\.hashValue))
        Self.merge(bag.omittedErrorProblems, into: &omittedErrorProblems, except: keptHashes)
        Self.merge(bag.omittedWarningProblems, into: &omittedWarningProblems, except: keptHashes)
    }

    /// `others` added to `omitted`, but for those kept; taken as they are when `omitted` is empty
    /// and none was kept (a hostile file's million omitted problems are not copied).
    private static func merge(_ others: Set<Int>, into omitted: inout Set<Int>, except kept: Set<Int>) {
        if omitted.isEmpty, kept.isDisjoint(with: others) {
            omitted = others
        } else {
            omitted.formUnion(others.subtracting(kept))
        }
    }

    public func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool {
        guard let limit else { return true }
        let count = severity == .error ? keptErrors : keptWarnings
        return count < limit || !keptKinds.contains(Kind(code: code, severity: severity))
    }

    public var hasErrors: Bool { errorCount > 0 }

    /// Every error reported, kept or not, each once.
    public var errorCount: Int { keptErrors + omittedErrors }
    /// Every warning reported, kept or not, each once.
    public var warningCount: Int { keptWarnings + omittedWarnings }

    /// The diagnostics kept, ordered by file, line and column; those without a place come first.
    /// The sort is stable, so problems at one position keep the order they were found in.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let left?, let right?):
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

    /// The closing line when problems were left out, such as
    /// `intentgen: note: too many errors: 1200 more errors and 3 more warnings are not shown …`;
    /// nil when every problem is listed.
    public var omissionNote: String? {
        guard omittedErrors > 0 || omittedWarnings > 0 else { return nil }
        var parts: [String] = []
        if omittedErrors > 0 { parts.append(omittedErrors == 1 ? "1 more error" : "\(omittedErrors) more errors") }
        if omittedWarnings > 0 {
            parts.append(omittedWarnings == 1 ? "1 more warning" : "\(omittedWarnings) more warnings")
        }
        let what = omittedErrors > 0 ? "errors" : "warnings"
        let verb = omittedErrors + omittedWarnings == 1 ? "is" : "are"
        return "intentgen: note: too many \(what): \(parts.joined(separator: " and ")) \(verb) not shown "
            + "(at most \(limit ?? 0) errors and \(limit ?? 0) warnings are listed, the first ones found)"
    }
}
