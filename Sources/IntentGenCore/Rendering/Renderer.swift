/// The render stage: a target's plan → its files, in a stable order.
///
/// It knows no backend by name: the plan has named every output (``TargetPlan/outputs``), each
/// made by the backend of its kind (``OutputKind/backend``); rendering makes their text.
public struct Renderer: Sendable {
    public init() {}

    /// Renders every file of the plan (``pendingFiles(_:diagnostics:)``).
    public func render(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        pendingFiles(plan, diagnostics: diagnostics).map { $0.rendered() }
    }

    /// Every file of ``render(_:diagnostics:)``, making no text yet: the outputs the plan named and
    /// checked (``TargetPlan/outputs``), or, for a plan made without a check, the outputs named and
    /// checked now, by the same check.
    public func pendingFiles(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [PendingFile] {
        if let outputs = plan.outputs { return outputs }
        return OutputNames.checkPaths([OutputBatch(files: plan.namedOutputs(), folders: nil)], diagnostics: diagnostics)
            .first ?? []
    }

    /// The plan's outputs checked with the real folders of their destinations, so messages name
    /// the paths that would be written.
    public func pendingFiles(
        _ plan: TargetPlan, into folders: [RenderedFile.Destination: String], diagnostics: any DiagnosticCollector
    ) -> [PendingFile] {
        OutputNames.checkPaths(
            [OutputBatch(files: plan.outputs ?? plan.namedOutputs(), folders: folders)], diagnostics: diagnostics
        ).first ?? []
    }
}
