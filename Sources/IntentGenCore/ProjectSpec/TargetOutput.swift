/// One target's rendered files and the folders they go to: what the emit stage receives.
public struct TargetOutput: Sendable {
    public var plan: TargetGenerationPlan
    public var files: [RenderedFile]
    public var folders: [RenderedFile.Destination: String]
}

/// One target's files, named and checked but not yet made (see ``PendingFile``), and their folders.
public struct PendingTargetOutput: Sendable {
    public var plan: TargetGenerationPlan
    public var files: [PendingFile]
    public var folders: [RenderedFile.Destination: String]
}

extension TargetGenerationPlan {
    /// Everything about the plan that shapes its output, for a ``BuildStamp`` fingerprint.
    public var settingsDescription: String {
        [
            "target \(target.name)", "outputs \(outputs.map(\.rawValue).joined(separator: ","))",
            "options prefix \(options.classPrefix.isEmpty ? "-" : options.classPrefix) \(options.visibility.rawValue) xcode \(options.xcode.rawValue)"
                + (options.appIntentsTable == GenerationOptions.appIntentsTable
                    ? "" : " table \(options.appIntentsTable)")
                + (options.appShortcuts ? "" : " no-app-shortcuts") + (options.widgets ? "" : " no-widgets")
                + (options.deploymentTargets.isEmpty
                    ? "" : " deployment \(options.deploymentTargets.map(String.init).joined(separator: ","))")
                + (options.isolatesSiriKitClasses ? " swift 6 MainActor" : ""),
            "output \(outputFolder)", "handler \(handlerFolder ?? "-") \(handlerClass)",
            "definitions \(definitionFolder ?? "-")",
        ].joined(separator: "\n")
    }

    /// Runs the front end on the target's definitions and renders what the target gets.
    /// Returns nil when the definitions have errors (reported to `diagnostics`).
    public func render(diagnostics: any DiagnosticCollector) -> TargetOutput? {
        render(InputDiscovery().collect(definitionFiles, diagnostics: diagnostics), diagnostics: diagnostics)
    }

    /// ``render(diagnostics:)`` on definitions already read.
    public func render(_ inputs: [InputFile], diagnostics: any DiagnosticCollector) -> TargetOutput? {
        pendingOutput(inputs, diagnostics: diagnostics).map {
            TargetOutput(plan: self, files: $0.files.map { $0.rendered() }, folders: $0.folders)
        }
    }

    /// What ``render(_:diagnostics:)`` renders, as pending files: the target's job
    /// (``GenerationJob``), planned.
    func pendingOutput(_ inputs: [InputFile], diagnostics: any DiagnosticCollector) -> PendingTargetOutput? {
        let job = job
        return job.pendingFiles(inputs, diagnostics: diagnostics).map {
            PendingTargetOutput(plan: self, files: $0, folders: job.folders)
        }
    }
}
