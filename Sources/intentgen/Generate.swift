import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Generate: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift intent code (and a handler skeleton) from definitions files.",
        discussion: """
            Writes one Swift file per intent, enum and custom type into the output folder, the way \
            Xcode's intent compiler does. With --spec (or a project.yml in the current folder), generates \
            for every target of an XcodeGen spec that has definitions in its sources. Nothing is written when the input has errors; files whose \
            content is unchanged are not rewritten; generated files that no longer correspond to a \
            definition are removed (only files the last run recorded as generated, in \
            .intentgen/). A run whose inputs and \
            settings are those of the last run, and whose outputs are untouched since, stops after \
            reading the inputs (see .intentgen/ in the output folder); --force or --check always \
            run in full. Runs writing into the same folders take turns.

            With --handler-output, also writes an INExtension handler skeleton there (and the App Intents \
            files you fill in). Those files are yours: they are written only when missing, and replaced \
            only with --overwrite-user-files. One whose declaration is gone is never deleted: each run \
            warns about it (orphaned-user-file) until you delete it, and about a handler skeleton \
            that still names an intent the definitions no longer declare.
            """
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Argument(
        help:
            "Definitions files (*.intents.yml) or folders to search for them. Without any, and without --spec, project.yml in the current folder is used."
    )
    var paths: [String] = []

    @Option(name: [.short, .long], help: "The folder for generated Swift files (with definitions files).")
    var output: String?

    @Option(
        help: "An XcodeGen project.yml: generate for each target what its sources and `intentgen` settings ask for.")
    var spec: String?

    @Option(name: .customLong("target"), help: "With a spec, only this target (repeatable).")
    var targets: [String] = []

    @Option(help: "A prefix for the Swift names of intents, enums and types (Xcode's class prefix).")
    var classPrefix: String?

    @Option(help: "Access level of generated declarations: public or internal.")
    var visibility: GenerationOptions.Visibility?

    @Option(
        help: ArgumentHelp(
            "The Xcode whose generated SiriKit classes to match: 12, 13, 14, 15, 16 or 26 (the default).",
            valueName: "version"))
    var xcode: XcodeVersion?

    @Option(
        help: ArgumentHelp(
            "The strings table of the App Intents code and the name of its String Catalog (default AppIntents; Localizable for no table).",
            valueName: "name"))
    var appIntentsTable: String?

    @Option(
        help: ArgumentHelp(
            "The deployment target the output is compiled for, such as 18.0 (without a spec); it chooses between API forms.",
            valueName: "version"))
    var deploymentTarget: String?

    @Option(
        help: ArgumentHelp(
            "The target's Swift language mode, 5 or 6 (without a spec; a spec gives SWIFT_VERSION).",
            valueName: "version"))
    var swiftVersion: String?

    @Option(
        help: ArgumentHelp(
            "The target's default actor isolation, nonisolated or MainActor (without a spec; a spec gives SWIFT_DEFAULT_ACTOR_ISOLATION). With Swift 6 and MainActor, the SiriKit classes that need it are nonisolated.",
            valueName: "isolation"))
    var defaultIsolation: GenerationOptions.DefaultIsolation?

    @Option(
        name: .customLong("generate"),
        help: ArgumentHelp(
            "An output to generate (repeatable): \(OutputKind.vocabulary), as in a spec's `generate:` list.",
            discussion:
                "Without it: intents, plus handler and infoPlist with --handler-output; "
                + "--sirikit and --app-intents turn their outputs on or off.",
            valueName: "kind"))
    var generate: [OutputKind] = []

    @Option(
        help: ArgumentHelp(
            "A config file (intentgen.yml) with classPrefix, visibility, xcode, generate, sirikit, appIntents, appIntentsTable, layout, deploymentTarget, swiftVersion, defaultIsolation; "
                + "the command line wins over it. Without it, intentgen.yml in the current folder is used when there is one (without a spec)."
        )
    )
    var config: String?

    @Option(
        help:
            "files: one Swift file per intent, enum and type (Xcode's layout); per-file: one per definitions file (for build plugins)."
    )
    var layout: ToolConfiguration.Layout?

    @Option(help: "With --layout per-file: the folder the definitions paths are relative to (names of outputs).")
    var sourcesRoot: String?

    @Option(
        name: .customLong("generated-root"),
        help: ArgumentHelp(
            "With --layout per-file: a folder of generated definitions files (a build system's output tree); a file below it is named by its name alone (repeatable).",
            valueName: "folder"))
    var generatedRoots: [String] = []

    @Option(help: "Write the handler skeleton and its Info.plist fragment into this folder.")
    var handlerOutput: String?

    @Option(
        help: ArgumentHelp(
            "Without --handler-output: the folder for the files you fill in (an App Intent's perform(), queries, options providers); unlike --handler-output it turns on no handler skeleton (the command plugin puts them in the target's folder).",
            valueName: "folder"))
    var userFilesOutput: String?

    /// Where the files the team owns go: --handler-output, else --user-files-output.
    var userFilesFolder: String? { handlerOutput ?? userFilesOutput }

    @Option(help: "The folder for Xcode's .intentdefinition and .strings files (the xcodeDefinition output).")
    var definitionOutput: String?

    @Option(help: "The class name of the handler skeleton.")
    var handlerClass = GenerationRequest.defaultHandlerClass

    @Flag(inversion: .prefixedNo, help: "Also generate App Intents code; the files you fill in go to --handler-output.")
    var appIntents: Bool?

    @Flag(
        inversion: .prefixedNo,
        help:
            "With App Intents: the App Shortcuts provider and its phrases (on by default; off leaves them to another target)."
    )
    var appShortcuts: Bool?

    @Flag(
        inversion: .prefixedNo,
        help: "With App Intents: the widgets' and controls' structs (on by default; off leaves them to another target)."
    )
    var widgets: Bool?

    @Flag(
        name: .customLong("sirikit"), inversion: .prefixedNo,
        help: "Generate the SiriKit intent classes (Xcode's output; on by default).")
    var siriKit: Bool?

    @Flag(help: "Run in full even when the build stamp says the outputs are current (never touches your files).")
    var force = false

    @Flag(
        help:
            "Keep no build stamp (.intentgen/ in the output folder): every run is a full one and the folder gets only the generated files (for Bazel and other build systems that track outputs themselves)."
    )
    var noBuildStamp = false

    @Flag(
        help:
            "Write none of the files you own (for build-tool plugins, which cannot write them): keep them in the target yourself."
    )
    var skipUserFiles = false

    @Flag(
        help:
            "Replace the files you own (the handler skeleton, App Intents files you fill in) with fresh skeletons; each one replaced is listed."
    )
    var overwriteUserFiles = false

    @Flag(help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit with status 1 when any output is missing or differs (for CI).")
    var check = false

    @Flag(
        help:
            "With --check or --dry-run: also print a unified diff of each file that would change (from the disk to the output)."
    )
    var diff = false

    @Flag(
        help:
            "Write nothing; print the path of every file the run generates, one per line (an Xcode .xcfilelist for a Run Script phase's output files; your own files are not listed)."
    )
    var listOutputs = false

    @Flag(name: .shortAndLong, help: "Also list unchanged files, and print the resolved configuration.")
    var verbose = false

    @Flag(
        name: .shortAndLong,
        help:
            "Print only problems, not the files written (for build systems that show a tool's output); --check and --dry-run still list theirs."
    )
    var quiet = false

    /// The spec to use: `--spec`, or project.yml here when no definitions files are named.
    var specPath: String? {
        if let spec { return spec }
        return paths.isEmpty ? "project.yml" : nil
    }

    func validate() throws {
        if dryRun, check { throw ValidationError("--dry-run and --check cannot be used together") }
        if quiet, verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
        if diff, !check, !dryRun { throw ValidationError("--diff needs --check or --dry-run") }
        if listOutputs, dryRun || check || overwriteUserFiles {
            throw ValidationError(
                "--list-outputs writes nothing: it cannot be used with --dry-run, --check or --overwrite-user-files")
        }
        try PathArguments.rejectEmpty(
            [
                ("--output", output), ("--handler-output", handlerOutput), ("--user-files-output", userFilesOutput),
                ("--definition-output", definitionOutput),
                ("--sources-root", sourcesRoot), ("--config", config), ("--spec", spec),
            ], arguments: paths + generatedRoots)
        if spec != nil, !paths.isEmpty { throw ValidationError("give definitions files or --spec, not both") }
        if specPath == nil, output == nil { throw ValidationError("--output is required with definitions files") }
        if handlerOutput != nil, userFilesOutput != nil {
            throw ValidationError("--user-files-output is for runs without --handler-output: give one of them")
        }
        if specPath != nil,
            output != nil || userFilesFolder != nil || definitionOutput != nil || !generate.isEmpty
        {
            throw ValidationError("with a spec, folders come from the spec's `intentgen` settings, not --output")
        }
        if specPath == nil, !targets.isEmpty { throw ValidationError("--target needs --spec") }

        if let classPrefix, let problem = SettingNames.classPrefixProblem(classPrefix) {
            throw ValidationError("--class-prefix: \(problem); \(SettingNames.classPrefixHint)")
        }
        if let appIntentsTable, let problem = SettingNames.stringsTableProblem(appIntentsTable) {
            throw ValidationError("--app-intents-table: \(problem); \(SettingNames.stringsTableHint)")
        }
        if let deploymentTarget, ToolConfiguration.majorVersion(deploymentTarget) == nil {
            throw ValidationError(
                "--deployment-target: \(String(reflecting: deploymentTarget)) is not a version; \(ToolConfiguration.deploymentTargetHint)"
            )
        }
        if let swiftVersion, ToolConfiguration.swiftVersion(swiftVersion) == nil {
            throw ValidationError(
                "--swift-version: \(String(reflecting: swiftVersion)) is not a Swift language mode; \(ToolConfiguration.swiftVersionHint)"
            )
        }
        if specPath != nil, swiftVersion != nil || defaultIsolation != nil {
            throw ValidationError(
                "with a spec, the Swift version and default isolation come from the targets' build settings")
        }
        if specPath != nil, deploymentTarget != nil {
            throw ValidationError(
                "with a spec, deployment targets come from the spec's targets, not --deployment-target")
        }
        if let problem = SettingNames.handlerClassProblem(handlerClass) {
            throw ValidationError("--handler-class: \(problem); \(SettingNames.handlerClassHint)")
        }
        if skipUserFiles, userFilesFolder != nil || overwriteUserFiles {
            throw ValidationError(
                "--skip-user-files cannot be used with --handler-output, --user-files-output or --overwrite-user-files")
        }
        if spec == nil, userFilesFolder == nil, overwriteUserFiles {
            throw ValidationError("--overwrite-user-files needs --handler-output, where your files are")
        }
    }

    func run() throws {
        let bag = DiagnosticBag()
        let jobs = if let specPath { specJobs(specPath, bag: bag) } else { fileJobs(bag: bag) }
        var run = GenerationRun(listOutputs ? .plan : .emit(check ? .check : dryRun ? .dryRun : .write))
        run.trustsStamps = !check && !dryRun && !listOutputs && !force && !noBuildStamp && !overwriteUserFiles
        run.overwritesUserFiles = overwriteUserFiles
        run.recordsStamps = !noBuildStamp
        run.collectsDiffs = diff
        let outcome = try run.runPrinting(jobs ?? [], diagnostics: bag)
        if outcome.status == .emitted { return try finish(outcome.report) }
        let paths = GenerationRun.generatedPaths(of: outcome.work)
        Console.out(lines: paths)
    }

    /// Prints what the emit did, and its findings; fails a `--check` that found outdated files.
    private func finish(_ report: Emitter.Report) throws {
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        if !quiet || mode != .write { printReport(report, mode: mode) }
        // Line by line, with control characters escaped: a file on disk may hold any bytes.
        if diff, !report.diffs.isEmpty { Console.out(Self.escapedLines(String(report.diffs.joined().dropLast()))) }
        // Orphaned user files are warnings: the run succeeded, and a build goes on. What --check
        // finds is an error in the run's format, for CI to read.
        let findings = DiagnosticBag()
        for orphan in report.orphaned { findings.emit(orphan.diagnostic) }
        for departed in report.departedIntents { findings.emit(departed.diagnostic) }
        if check { for finding in report.outdatedDiagnostics() { findings.emit(finding) } }
        Console.report(findings)
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }

    /// The settings: command line over config file over defaults.
    private func configuration(bag: DiagnosticBag) -> ToolConfiguration? {
        var commandLine = ToolConfiguration(
            classPrefix: classPrefix, visibility: visibility, generate: generate.isEmpty ? nil : generate,
            sirikit: siriKit, appIntents: appIntents, layout: layout, xcode: xcode,
            appIntentsTable: appIntentsTable)
        commandLine.appShortcuts = appShortcuts
        commandLine.widgets = widgets
        commandLine.deploymentTarget = deploymentTarget.flatMap(ToolConfiguration.majorVersion)
        commandLine.swiftVersion = swiftVersion.flatMap(ToolConfiguration.swiftVersion)
        commandLine.defaultIsolation = defaultIsolation
        guard let config = config ?? Self.discoveredConfig() else { return commandLine }
        if self.config == nil, !quiet, !listOutputs {
            Console.out("using the configuration in \(Console.escaped(config))")
        }
        return ToolConfiguration.read(config, diagnostics: bag).map { commandLine.overriding($0) }
    }

    /// `text` with the control characters of each line, but tabs, escaped (``Console/escaped(_:)``).
    static func escapedLines(_ text: String) -> String {
        // Tabs stay: a diff of an indented file (a property list) must still apply with `patch`.
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map { Console.escaped(String($0)) }
                .joined(separator: "\t")
        }
        .joined(separator: "\n")
    }

    /// `intentgen.yml` in the current folder, where SwiftLint and SwiftGen look for theirs.
    static func discoveredConfig() -> String? {
        FileManager.default.fileExists(atPath: "intentgen.yml") ? "intentgen.yml" : nil
    }

    /// The job of the definitions files named on the command line, into --output; nil when the
    /// settings are refused (the problem reported).
    private func fileJobs(bag: DiagnosticBag) -> [GenerationJob]? {
        guard let settings = configuration(bag: bag) else { return nil }
        if verbose { Console.out("configuration:\n" + settings.resolvedDescription) }
        let kinds = settings.kinds(withHandlerFolder: handlerOutput != nil)
        let perFile = settings.layout == .perFile
        guard let kinds = checkFolders(for: kinds, settings: settings, perFile: perFile, bag: bag), let output else {
            return nil
        }
        let root = sourcesRoot ?? FileManager.default.currentDirectoryPath
        let settingsText = [
            "files", settings.resolvedDescription, "output \(output)",
            "handler \(handlerOutput ?? "-") \(handlerClass)", "user files \(userFilesOutput ?? "-")",
            "definitions \(definitionOutput ?? "-")",
            "kinds \(OutputKind.ordered(kinds).map(\.rawValue).joined(separator: ","))",
            perFile ? "sources root \(root) generated roots \(generatedRoots)" : "",
            skipUserFiles ? "no user files" : "",
        ].joined(separator: "\n")
        var job = GenerationJob(
            paths: paths,
            request: GenerationRequest(options: settings.generationOptions, kinds: kinds, handlerClass: handlerClass),
            folders: RenderedFile.Destination.folders(
                generated: output, handler: userFilesFolder, definition: definitionOutput),
            settings: settingsText)
        job.skipsUserFiles = skipUserFiles
        if perFile { job.perFileLayout = PerFileLayout(sourcesRoot: root, generatedRoots: generatedRoots) }
        return [job]
    }

    /// `kinds`, when each has the folder it needs; nil (with the problem reported) when one has not.
    private func checkFolders(
        for kinds: Set<OutputKind>, settings: ToolConfiguration, perFile: Bool, bag: DiagnosticBag
    )
        -> Set<OutputKind>?
    {
        if kinds.contains(.appIntents), userFilesFolder == nil, !perFile, !skipUserFiles {
            bag.emit(
                .error(
                    .io, "App Intents output needs --handler-output for the files you fill in (perform(), queries)",
                    at: nil,
                    hint:
                        "or --user-files-output for them alone (no handler skeleton), or --skip-user-files when you keep them yourself"
                ))
            return nil
        }
        if kinds.isEmpty {
            let message =
                settings.generate == nil
                ? "with SiriKit output off and App Intents off there is nothing to generate"
                : "the outputs asked for are all turned off: there is nothing to generate"
            bag.emit(.error(.io, message, at: nil))
            return nil
        }
        if userFilesFolder == nil, !skipUserFiles,
            let kind = [OutputKind.handler, .infoPlist].first(where: kinds.contains)
        {
            bag.emit(
                .error(.io, "the `\(kind.rawValue)` output needs --handler-output, the folder it goes into", at: nil))
            return nil
        }
        if definitionOutput == nil, kinds.contains(.xcodeDefinition) {
            bag.emit(
                .error(.io, "the `xcodeDefinition` output needs --definition-output, the folder it goes into", at: nil))
            return nil
        }
        return skipUserFiles && userFilesFolder == nil ? kinds.subtracting([.handler, .infoPlist]) : kinds
    }

    /// A job per target of an XcodeGen spec that has definitions, into the folders its settings name.
    private func specJobs(_ path: String, bag: DiagnosticBag) -> [GenerationJob]? {
        let jobs = GenerationJob.jobs(
            forSpec: path, targets: targets, environment: ProcessInfo.processInfo.environment, diagnostics: bag)
        if verbose {
            for job in jobs ?? [] {
                Console.out(Self.escapedLines("configuration of target \(job.request.name):\n" + job.settings))
            }
        }
        return jobs
    }

    private func printReport(_ report: Emitter.Report, mode: Emitter.Mode) {
        let verbs: (write: String, remove: String, summary: String) =
            switch mode {
            case .write: ("wrote", "removed", "written")
            case .dryRun: ("would write", "would remove", "to write")
            case .check: ("outdated", "stale", "outdated")
            }
        let replaced = Set(report.replaced)
        let total = report.written.count + report.unchanged.count + report.skipped.count
        let summary =
            "\(total) files: \(report.written.count) \(verbs.summary), "
            + "\(report.unchanged.count) unchanged, \(report.skipped.count) skipped, \(report.removed.count) "
            + (mode == .write ? "removed" : mode == .dryRun ? "to remove" : "stale")
        // Each group of paths with its line, and which of its paths it shows; --check reports
        // each outdated file as a diagnostic (``Emitter/Report/outdatedDiagnostics()``). The lines
        // are made one at a time as they are printed: a large run writes tens of thousands of files.
        let all = { (_: String) in true }
        let groups: [(paths: ReportedPaths, shows: (String) -> Bool, line: (String) -> String)] = [
            // The files written, without those replaced, which have their own line.
            (mode == .check ? [] : report.written, { !replaced.contains($0) }, { "\(verbs.write) \($0)" }),
            (
                report.replaced, all,
                { "\(mode == .write ? "replaced" : "would replace") \($0) (yours; --overwrite-user-files)" }
            ),
            (mode == .check ? [] : ReportedPaths(report.removed), all, { "\(verbs.remove) \($0)" }),
            (
                verbose ? report.skipped : [], all,
                { "skipped \($0) (it exists and is yours; --overwrite-user-files replaces it)" }
            ),
            (verbose ? report.unchanged : [], all, { "unchanged \($0)" }),
            ([summary], all, { $0 }),
        ]
        Console.out(lines: groups.lazy.flatMap { group in group.paths.lazy.filter(group.shows).map(group.line) })
    }
}

extension GenerationOptions.Visibility: ExpressibleByArgument {}
extension XcodeVersion: ExpressibleByArgument {
    public init?(argument: String) {
        guard let version = XcodeVersion.named(argument) else { return nil }
        self = version
    }

    public static var allValueStrings: [String] { names }
}
extension ToolConfiguration.Layout: ExpressibleByArgument {}
extension GenerationOptions.DefaultIsolation: ExpressibleByArgument {}
extension OutputKind: ExpressibleByArgument {}
