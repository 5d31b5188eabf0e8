/// The render stage: a target's plan → its files, in a stable order.
///
/// It knows no backend by name: it asks the backend of each kind the plan lists
/// (``OutputKind/backend``), those that work per definitions file first, file by file, then those
/// that work on the whole target.
public struct Renderer: Sendable {
    public init() {}

    /// Renders every file; two outputs with one path are an error reported here, in one place.
    public func render(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        pendingFiles(plan, diagnostics: diagnostics).map { $0.rendered() }
    }

    /// Names every file of ``render(_:diagnostics:)`` and checks the names, making no text yet.
    public func pendingFiles(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [PendingFile] {
        // One place checks every name, and that no two outputs share a path in one folder.
        OutputNames.checkPaths([OutputBatch(files: outputs(plan), folders: nil)], diagnostics: diagnostics).first ?? []
    }

    /// ``pendingFiles(_:diagnostics:)`` checked with the real folders of their destinations, so
    /// messages name the paths that would be written.
    public func pendingFiles(
        _ plan: TargetPlan, into folders: [RenderedFile.Destination: String], diagnostics: any DiagnosticCollector
    ) -> [PendingFile] {
        OutputNames.checkPaths([OutputBatch(files: outputs(plan), folders: folders)], diagnostics: diagnostics).first
            ?? []
    }

    /// Every output of the plan, unchecked, in render order.
    func outputs(_ plan: TargetPlan) -> [PendingFile] {
        let backends = plan.kinds.map(\.backend)
        var files: [PendingFile] = []
        for file in plan.files {
            files += outputs(of: file, in: plan, backends: backends)
        }
        for backend in backends where backend.scope == .wholeTarget {
            files += backend.outputs(of: plan.files, in: plan)
        }
        return files
    }

    /// The outputs the per-definitions-file backends make for `file`.
    func outputs(of file: DefinitionFile, in plan: TargetPlan, backends: [any Backend]? = nil) -> [PendingFile] {
        (backends ?? plan.kinds.map(\.backend)).filter { $0.scope == .eachDefinitionsFile }.flatMap {
            $0.outputs(of: [file], in: plan)
        }
    }
}
