#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One set of outputs a run makes: definitions files, what to generate from them, and the folders
/// it goes into. `generate` makes one for the files it is given and one per target of a spec
/// (``jobs(forSpec:targets:environment:diagnostics:)``); `lint` and `export` run the same jobs
/// through ``GenerationRun``, `lint` without emitting, `export` with Xcode's definition alone.
public struct GenerationJob: Sendable {
    /// Definitions files, or folders to find them in (``InputDiscovery``).
    public var paths: [String]
    public var request: GenerationRequest
    public var folders: [RenderedFile.Destination: String]
    /// Everything besides the inputs and the current folder that shapes the output, for the
    /// build stamp's fingerprint.
    public var settings: String
    /// One generated file per definitions file (`layout: perFile`); nil for the usual layout.
    public var perFileLayout: PerFileLayout?
    /// Leaves out the files the user fills in (`--skip-user-files`: they are kept by hand).
    public var skipsUserFiles = false

    public init(
        paths: [String], request: GenerationRequest, folders: [RenderedFile.Destination: String], settings: String
    ) {
        self.paths = paths
        self.request = request
        self.folders = folders
        self.settings = settings
    }

    /// A job per target of the XcodeGen spec at `path` that has definitions (only `targets` when
    /// any are named); nil when the spec cannot be read. A spec none of whose targets has
    /// definitions is an error: a run that generates (or checks) nothing is never what was asked for.
    public static func jobs(
        forSpec path: String, targets: [String], environment: [String: String], diagnostics: DiagnosticBag
    ) -> [GenerationJob]? {
        guard let project = ProjectSpecLoader(environment: environment).load(path: path, diagnostics: diagnostics)
        else { return nil }
        let plans = SpecPlanner().plan(project, targets: targets, diagnostics: diagnostics)
        if plans.isEmpty, !diagnostics.hasErrors {
            diagnostics.emit(
                .error(
                    .undefinedReference, "no target of \(path) has definitions files (*.intents.yml) in its sources",
                    at: nil,
                    hint:
                        "intentgen generates for the targets whose `sources` contain definitions; see docs/target-spec.md"
                ))
        }
        // The app whose name App Shortcuts phrases say (the preview shows it): the spec's first
        // application target.
        let app = project.targets.first { $0.type == "application" }?.name
        return plans.map {
            var job = $0.job
            if job.request.options.appName == nil { job.request.options.appName = app }
            return job
        }
    }

    /// The job's outputs, named and checked within the job (nil when its definitions have errors),
    /// each as the layout places it.
    func pendingFiles(_ inputs: consuming [InputFile], diagnostics: any DiagnosticCollector) -> [PendingFile]? {
        // The usual layout's paths are checked where they are written; the per-file layout names
        // its own files (checked by the run).
        let checkedIn = perFileLayout == nil ? folders : [:]
        guard
            let (plan, files) = Pipeline(request).pendingFiles(
                consume inputs, folders: checkedIn, diagnostics: diagnostics)
        else { return nil }
        let kept = skipsUserFiles ? files.filter { $0.destination != .handler } : files
        guard let perFileLayout else { return kept }
        // One generated file per definitions file, and the files you own, as in the usual layout.
        let userFiles = kept.filter { $0.destination != .generated }
        if folders[.handler] == nil, !skipsUserFiles, let first = userFiles.first(where: { $0.destination == .handler })
        {
            diagnostics.emit(
                .error(
                    .io, "App Intents output needs --handler-output for the files you fill in, such as \(first.path)",
                    at: nil,
                    hint: "or --skip-user-files when you keep them yourself (a build-tool plugin cannot write them)"))
            return nil
        }
        return perFileLayout.pendingFiles(plan, diagnostics: diagnostics) + userFiles
    }
}

extension TargetGenerationPlan {
    /// The target's job: its definitions, outputs and folders, as its settings say.
    public var job: GenerationJob {
        GenerationJob(
            paths: definitionFiles,
            request: GenerationRequest(
                name: target.name, options: options, kinds: Set(outputs), handlerClass: handlerClass),
            folders: RenderedFile.Destination.folders(
                generated: outputFolder, handler: handlerFolder, definition: definitionFolder),
            settings: settingsDescription)
    }
}
