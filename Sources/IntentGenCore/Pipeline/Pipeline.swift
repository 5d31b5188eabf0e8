/// The compiler's stages joined, the one way every command runs them: load → decode → validate
/// (``FrontEnd``), plan (``Planner``, with every name and path check of the target), render
/// (``Renderer``: the target's outputs as pending files, each made when the emit stage asks).
/// The emit stage is ``GenerationRun``'s, which runs this for each job of a command (`generate`
/// of files or of a spec's targets, `lint`, `export`, the build-tool plugins' runs), so a check
/// added to a stage is made by each of them.
public struct Pipeline: Sendable {
    public var request: GenerationRequest
    var frontEnd = FrontEnd()

    public init(_ request: GenerationRequest) {
        self.request = request
    }

    /// The target's plan, or nil when the definitions have errors or the target's names clash
    /// (every problem reported to `diagnostics`); its output paths checked in `folders` when they
    /// are known.
    public func plan(
        _ inputs: consuming [InputFile], folders: [RenderedFile.Destination: String] = [:],
        diagnostics: any DiagnosticCollector
    ) -> TargetPlan? {
        guard let definitions = frontEnd.run(consume inputs, diagnostics: diagnostics) else { return nil }
        return Planner().plan(definitions, request: request, folders: folders, diagnostics: diagnostics)
    }

    /// The plan and the outputs it names (an output whose path is reported is left out).
    public func pendingFiles(
        _ inputs: consuming [InputFile], folders: [RenderedFile.Destination: String] = [:],
        diagnostics: any DiagnosticCollector
    ) -> (plan: TargetPlan, files: [PendingFile])? {
        // An output that shows the target's warnings (the preview) gets those reported so far.
        let recorder = request.kinds.contains(.preview) ? WarningRecorder(forwardingTo: diagnostics) : nil
        guard let plan = plan(consume inputs, folders: folders, diagnostics: recorder ?? diagnostics) else {
            return nil
        }
        if let recorder { plan.warnings.withLock { $0 = recorder.warnings } }
        return (plan, Renderer().pendingFiles(plan, diagnostics: diagnostics))
    }
}

/// Passes every diagnostic on, and keeps the warnings.
private final class WarningRecorder: DiagnosticCollector {
    let next: any DiagnosticCollector
    private(set) var warnings: [Diagnostic] = []

    init(forwardingTo next: any DiagnosticCollector) { self.next = next }

    func emit(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .warning { warnings.append(diagnostic) }
        next.emit(diagnostic)
    }

    func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool {
        severity == .warning || next.keeps(code, severity)
    }
}
