/// One target's rendered files and the folders they go to: what the emit stage receives.
public struct TargetOutput: Sendable {
    public var plan: TargetGenerationPlan
    public var files: [RenderedFile]
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

    /// Runs the target's job (``GenerationJob``) up to its rendered files. Returns nil when the
    /// definitions have errors (reported to `diagnostics`).
    public func render(diagnostics: any DiagnosticCollector) -> TargetOutput? {
        let job = job
        let inputs = InputDiscovery().collect(definitionFiles, diagnostics: diagnostics)
        return job.pendingFiles(inputs, diagnostics: diagnostics).map {
            TargetOutput(plan: self, files: $0.map { $0.rendered() }, folders: job.folders)
        }
    }
}
