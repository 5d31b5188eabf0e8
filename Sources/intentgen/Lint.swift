import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Lint: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        abstract: "Check definitions files and report every problem.",
        discussion: """
            Problems are printed to standard error as `path:line:column: error: message [code]`, \
            which Xcode and editors make clickable, sorted by position, with `note:` lines for hints. \
            Valid definitions are then planned as `generate` would plan them (the outputs of --generate, \
            the SiriKit classes by default), so every clash of the Swift names and file paths they \
            generate is reported at its definition. With --spec, every target of an XcodeGen spec that has \
            definitions is planned as `generate --spec` plans it (its outputs, class prefix and folders), \
            and the outputs of all targets are checked together, so two targets that would write one file \
            are reported too.
            """
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them.")
    var paths: [String] = []

    @Option(help: "An XcodeGen project.yml: lint each target's definitions as `generate --spec` plans them.")
    var spec: String?

    @Option(name: .customLong("target"), help: "With --spec, only this target (repeatable).")
    var targets: [String] = []

    @Option(
        name: .customLong("generate"),
        help: ArgumentHelp(
            "An output to plan for (repeatable): \(OutputKind.vocabulary); default intents.", valueName: "kind"))
    var generate: [OutputKind] = []

    @Option(help: "The class prefix to plan with (Xcode's class prefix).")
    var classPrefix: String?

    @Option(help: "The handler class to plan with, for the handler and infoPlist outputs (default IntentHandler).")
    var handlerClass: String?

    @Flag(help: "Treat warnings as errors: reported as errors, in every format, and exit status 1 when there are any.")
    var warningsAsErrors = false

    @Flag(name: .shortAndLong, help: "Print only problems, no summary line.")
    var quiet = false

    func run() throws {
        if let spec { return try lintSpec(spec) }
        let bag = DiagnosticBag()
        let inputs = InputDiscovery().collect(paths, diagnostics: bag)
        // A file over the size limit is an input error (1), not an unreadable one (2).
        let ioFailed = bag.diagnostics.contains { $0.code == .io && $0.severity == .error }
        // Planned as `generate` would: every name and path clash of the outputs is reported.
        _ = Pipeline(request).plan(inputs, diagnostics: bag)
        let status = report(bag, files: inputs.count)
        if ioFailed { throw ExitCode(Status.usageOrIO) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Plans every target of the spec as `generate --spec` does, then checks the paths of all
    /// their outputs together, in their real folders, as `generate` does before it writes.
    private func lintSpec(_ spec: String) throws {
        let bag = DiagnosticBag()
        var batches: [OutputBatch] = []
        var definitionsFiles = Set<String>()
        for plan in SpecTargets.plans(spec, targets: targets, bag: bag) ?? [] {
            let inputs = InputDiscovery().collect(plan.definitionFiles, diagnostics: bag)
            definitionsFiles.formUnion(inputs.map(\.path))
            if let output = plan.pendingOutput(inputs, diagnostics: bag) {
                batches.append(OutputBatch(files: output.files, folders: output.folders))
            }
        }
        _ = OutputNames.checkPaths(batches, diagnostics: bag)
        let ioFailed = bag.diagnostics.contains { $0.code == .io && $0.severity == .error }
        let status = report(bag, files: definitionsFiles.count)
        if ioFailed { throw ExitCode(Status.usageOrIO) }
        if status != 0 { throw ExitCode(status) }
    }

    func validate() throws {
        try PathArguments.rejectEmpty([("--spec", spec)], arguments: paths)
        if spec != nil, !paths.isEmpty { throw ValidationError("give definitions files or --spec, not both") }
        if spec == nil, paths.isEmpty { throw ValidationError("give definitions files (or folders), or --spec") }
        if spec == nil, !targets.isEmpty { throw ValidationError("--target needs --spec") }
        if spec != nil, !generate.isEmpty || classPrefix != nil || handlerClass != nil {
            throw ValidationError("with --spec, outputs, class prefix and handler class come from the spec")
        }
        if let classPrefix, let problem = SettingNames.classPrefixProblem(classPrefix) {
            throw ValidationError("--class-prefix: \(problem); \(SettingNames.classPrefixHint)")
        }
        if let handlerClass, let problem = SettingNames.handlerClassProblem(handlerClass) {
            throw ValidationError("--handler-class: \(problem); \(SettingNames.handlerClassHint)")
        }
    }

    /// What `generate` would be asked for, with these options.
    private var request: GenerationRequest {
        GenerationRequest(
            options: GenerationOptions(classPrefix: classPrefix ?? ""),
            kinds: Set(generate.isEmpty ? [.intents] : generate),
            handlerClass: handlerClass ?? GenerationRequest.defaultHandlerClass)
    }

    /// Prints the diagnostics and a summary; returns the exit status for the input's problems.
    private func report(_ found: DiagnosticBag, files: Int) -> Int32 {
        // As errors, as the run treats them: CI reads the severity (`::error`, SARIF's `level`).
        let bag = warningsAsErrors ? DiagnosticBag(limit: nil) : found
        if warningsAsErrors {
            for var diagnostic in found.sorted {
                if diagnostic.severity == .warning { diagnostic.severity = .error }
                bag.emit(diagnostic)
            }
        }
        Console.report(bag)
        let failed = bag.hasErrors
        if !quiet {
            let counts =
                DiagnosticRenderer().summary(errors: bag.errorCount, warnings: bag.warningCount) ?? "no problems"
            let noun = files == 1 ? "file" : "files"
            Console.out("checked \(files) \(noun): \(counts)")
        }
        return failed ? Status.inputErrors : 0
    }
}
