import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift intent code (and a handler skeleton) from definitions files.",
        discussion: """
            Writes one Swift file per intent, enum and custom type into the output folder, the way \
            Xcode's intent compiler does. With --spec (or a project.yml in the current folder), generates \
            for every target of an XcodeGen spec that has definitions in its sources. Nothing is written when the input has errors; files whose \
            content is unchanged are not rewritten; generated files that no longer correspond to a \
            definition are removed (only files that carry intentgen's banner). A run whose inputs and \
            settings are those of the last run, and whose outputs are untouched since, stops after \
            reading the inputs (see .intentgen-stamp in the output folder); --force or --check always \
            run in full.

            With --handler-output, also writes an INExtension handler skeleton there. The skeleton is \
            yours: it is written only when missing, unless --force is given.
            """
    )

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them. Without any, and without --spec, project.yml in the current folder is used.")
    var paths: [String] = []

    @Option(name: [.short, .long], help: "The folder for generated Swift files (with definitions files).")
    var output: String?

    @Option(help: "An XcodeGen project.yml: generate for each target what its sources and `intentgen` settings ask for.")
    var spec: String?

    @Option(name: .customLong("target"), help: "With a spec, only this target (repeatable).")
    var targets: [String] = []

    @Option(help: "A prefix for the Swift names of intents, enums and types (Xcode's class prefix).")
    var classPrefix: String?

    @Option(help: "Access level of generated declarations: public or internal.")
    var visibility: GenerationOptions.Visibility?

    @Option(help: "A config file (intentgen.yml) with classPrefix, visibility, sirikit, appIntents, layout; the command line wins over it.")
    var config: String?

    @Option(help: "files: one Swift file per intent, enum and type (Xcode's layout); per-file: one per definitions file (for build plugins).")
    var layout: ToolConfiguration.Layout?

    @Option(help: "With --layout per-file: the folder the definitions paths are relative to (names of outputs).")
    var sourcesRoot: String?

    @Option(help: "Write the handler skeleton and its Info.plist fragment into this folder.")
    var handlerOutput: String?

    @Option(help: "The class name of the handler skeleton.")
    var handlerClass = "IntentHandler"

    @Flag(inversion: .prefixedNo, help: "Also generate App Intents code; the files you fill in go to --handler-output.")
    var appIntents: Bool?

    @Flag(name: .customLong("sirikit"), inversion: .prefixedNo, help: "Generate the SiriKit intent classes (Xcode's output; on by default).")
    var siriKit: Bool?

    @Flag(help: "Overwrite the handler skeleton even when it exists.")
    var force = false

    @Flag(help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit with status 1 when any output is missing or differs (for CI).")
    var check = false

    @Flag(name: .shortAndLong, help: "Also list unchanged files, and print the resolved configuration.")
    var verbose = false

    /// The spec to use: `--spec`, or project.yml here when no definitions files are named.
    var specPath: String? {
        if let spec { return spec }
        return paths.isEmpty ? "project.yml" : nil
    }

    func validate() throws {
        if dryRun, check { throw ValidationError("--dry-run and --check cannot be used together") }
        if spec != nil, !paths.isEmpty { throw ValidationError("give definitions files or --spec, not both") }
        if specPath == nil, output == nil { throw ValidationError("--output is required with definitions files") }
        if specPath != nil, output != nil || handlerOutput != nil {
            throw ValidationError("with a spec, folders come from the spec's `intentgen` settings, not --output")
        }
        if specPath == nil, !targets.isEmpty { throw ValidationError("--target needs --spec") }

        if let classPrefix, !classPrefix.isEmpty,
            !(classPrefix.first!.isUppercase && classPrefix.allSatisfy { $0.isLetter || $0.isNumber })
        {
            throw ValidationError("--class-prefix must be letters and digits starting with an upper-case letter")
        }
    }

    func run() throws {
        let bag = DiagnosticBag()
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        let work = if let specPath { planSpec(specPath, bag: bag) } else { planFiles(bag: bag) }
        Console.report(bag)
        if bag.diagnostics.contains(where: { $0.code == .io && $0.severity == .error }) { throw ExitCode(Status.usageOrIO) }
        // Nothing is written unless every target compiled.
        guard let work, !bag.hasErrors else { throw ExitCode(Status.inputErrors) }

        var report = Emitter.Report()
        do {
            for item in work {
                switch item {
                case .current(let stamp):
                    report.unchanged += stamp.outputs.filter { !$0.isUserOwned }.map(\.path)
                    report.skipped += stamp.outputs.filter(\.isUserOwned).map(\.path)
                case .fresh(let files, let folders, let fingerprint):
                    let emitter = Emitter(mode: mode, force: force)
                    let part = try emitter.emit(files, into: folders)
                    report.written += part.written
                    report.unchanged += part.unchanged
                    report.skipped += part.skipped
                    report.removed += part.removed
                    try emitter.stamp(files, into: folders, fingerprint: fingerprint)
                }
            }
        } catch {
            Console.error("intentgen: error: \(error)")
            throw ExitCode(Status.usageOrIO)
        }
        printReport(report, mode: mode)
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }

    /// What to do for one set of outputs.
    enum Item {
        /// Emit these files into the folders for their destinations, then stamp them.
        case fresh(files: [PendingFile], folders: [RenderedFile.Destination: String], fingerprint: String)
        /// The outputs on disk are current: the stamp vouches for them.
        case current(BuildStamp)
    }

    typealias Work = [Item]

    /// The stamp in `folder` when it vouches for `fingerprint` and this run may trust it (it
    /// writes, and does not force).
    private func currentStamp(in folder: String, fingerprint: String) -> BuildStamp? {
        guard !check, !dryRun, !force, let stamp = BuildStamp.read(in: folder), stamp.vouches(for: fingerprint) else {
            return nil
        }
        return stamp
    }

    /// The settings: command line over config file over defaults.
    private func configuration(bag: DiagnosticBag) -> ToolConfiguration? {
        let commandLine = ToolConfiguration(
            classPrefix: classPrefix, visibility: visibility, sirikit: siriKit, appIntents: appIntents, layout: layout)
        guard let config else { return commandLine }
        guard let data = FileManager.default.contents(atPath: config) else {
            bag.emit(.error(.io, "cannot read the config file \(config)", at: nil))
            return nil
        }
        return ToolConfiguration.load(Array(data), path: config, diagnostics: bag).map { commandLine.overriding($0) }
    }

    /// Definitions files named on the command line, into --output.
    private func planFiles(bag: DiagnosticBag) -> Work? {
        guard let settings = configuration(bag: bag) else { return nil }
        if verbose { Console.out("configuration:\n" + settings.resolvedDescription) }
        let siriKit = settings.sirikit ?? true
        let appIntents = settings.appIntents ?? false
        let perFile = settings.layout == .perFile
        if appIntents, handlerOutput == nil, !perFile {
            bag.emit(.error(.io, "App Intents output needs --handler-output for the files you fill in (perform(), queries)", at: nil))
            return nil
        }
        if !siriKit, !appIntents {
            bag.emit(.error(.io, "with SiriKit output off and App Intents off there is nothing to generate", at: nil))
            return nil
        }
        let inputs = InputDiscovery().collect(paths, diagnostics: bag)
        guard !bag.hasErrors, let output else { return nil }
        let root = sourcesRoot ?? FileManager.default.currentDirectoryPath
        let settingsText = [
            "files", settings.resolvedDescription, "output \(output)", "handler \(handlerOutput ?? "-") \(handlerClass)",
            perFile ? "sources root \(root)" : "",
        ].joined(separator: "\n")
        let fingerprint = BuildStamp.fingerprint(settings: settingsText, inputs: inputs)
        if let stamp = currentStamp(in: output, fingerprint: fingerprint) { return [.current(stamp)] }
        guard let definitions = FrontEnd().run(inputs, diagnostics: bag) else { return nil }
        let options = GenerationOptions(classPrefix: settings.classPrefix ?? "", visibility: settings.visibility ?? .public)
        let request = GenerationRequest(
            options: options, writesIntents: siriKit,
            handlerClassName: handlerOutput == nil || !siriKit || perFile ? nil : handlerClass, writesAppIntents: appIntents)
        let plan = Planner().plan(definitions, request: request)
        if perFile {
            let files = PerFileLayout(sourcesRoot: root).combine(plan, diagnostics: bag).map(PendingFile.init)
            return [.fresh(files: files, folders: [.generated: output], fingerprint: fingerprint)]
        }
        let files = Renderer().pendingFiles(plan, diagnostics: bag)
        var folders: [RenderedFile.Destination: String] = [.generated: output]
        if let handlerOutput { folders[.handler] = handlerOutput }
        return [.fresh(files: files, folders: folders, fingerprint: fingerprint)]
    }

    /// Every target of an XcodeGen spec that has definitions, into the folders its settings name.
    private func planSpec(_ path: String, bag: DiagnosticBag) -> Work? {
        let loader = ProjectSpecLoader(environment: ProcessInfo.processInfo.environment)
        guard let project = loader.load(path: path, diagnostics: bag) else { return nil }
        let plans = SpecPlanner().plan(project, targets: targets, diagnostics: bag)
        // A run that generates nothing is never what was asked for: an error, so `--check` is not green.
        if plans.isEmpty, !bag.hasErrors {
            bag.emit(.error(
                .undefinedReference, "no target of \(path) has definitions files (*.intents.yml) in its sources", at: nil,
                hint: "intentgen generates for the targets whose `sources` contain definitions; see docs/target-spec.md"))
        }
        var work: Work = []
        for plan in plans {
            let inputs = InputDiscovery().collect(plan.definitionFiles, diagnostics: bag)
            let fingerprint = BuildStamp.fingerprint(settings: plan.settingsDescription, inputs: inputs)
            if let stamp = currentStamp(in: plan.outputFolder, fingerprint: fingerprint) {
                work.append(.current(stamp))
            } else if let output = plan.pendingOutput(inputs, diagnostics: bag) {
                work.append(.fresh(files: output.files, folders: output.folders, fingerprint: fingerprint))
            }
        }
        return work
    }


    private func printReport(_ report: Emitter.Report, mode: Emitter.Mode) {
        let verbs: (write: String, remove: String) =
            switch mode {
            case .write: ("wrote", "removed")
            case .dryRun: ("would write", "would remove")
            case .check: ("outdated", "stale")
            }
        var lines: [String] = []
        lines += report.written.map { "\(verbs.write) \($0)" }
        lines += report.removed.map { "\(verbs.remove) \($0)" }
        lines += report.skipped.map { "skipped \($0) (it exists and is yours; --force overwrites it)" }
        if verbose { lines += report.unchanged.map { "unchanged \($0)" } }
        let total = report.written.count + report.unchanged.count + report.skipped.count
        lines.append(
            "\(total) files: \(report.written.count) \(mode == .check ? "outdated" : "written"), "
                + "\(report.unchanged.count) unchanged, \(report.skipped.count) skipped, \(report.removed.count) removed")
        Console.out(lines.joined(separator: "\n"))
    }
}

extension GenerationOptions.Visibility: ExpressibleByArgument {}
extension ToolConfiguration.Layout: ExpressibleByArgument {}
