import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Lint: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "lint",
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
        let bag = DiagnosticBag()
        let jobs =
            if let spec {
                GenerationJob.jobs(
                    forSpec: spec, targets: targets, environment: ProcessInfo.processInfo.environment, diagnostics: bag)
                    ?? []
            } else {
                // Planned as `generate` would: every name and path clash of the outputs is reported.
                [GenerationJob(paths: paths, request: request, folders: [:], settings: "")]
            }
        // Every target's outputs are checked together, in their real folders, as `generate` does
        // before it writes.
        let outcome = try GenerationRun(.plan).run(jobs, diagnostics: bag) { _ in }
        ProcessLifetime.keep(outcome)
        let status = report(bag, files: outcome.files)
        if outcome.status == .unreadable { throw ExitCode(Status.usageOrIO) }
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
            kinds: generate.isEmpty ? OutputKind.defaults : Set(generate),
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
