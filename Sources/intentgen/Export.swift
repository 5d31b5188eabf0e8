import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Export: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        abstract: "Write Xcode .intentdefinition files (and .strings translations) from definitions files.",
        discussion: """
            For each definitions file Name.intents.yml, writes Base.lproj/Name.intentdefinition and a \
            <language>.lproj/Name.strings per translation into the output folder. Add the folder to \
            the target in Xcode (or XcodeGen) with "No Generated Classes" when intentgen generates the \
            Swift: iOS reads the compiled definition from the bundle to show a widget's settings.

            A definitions file imported from Xcode keeps Xcode's localization ids, tags and namespace \
            in its xcode: block, and the files written have them. Before it replaces a \
            .intentdefinition that intentgen did not write (the team's Xcode-authored one), export \
            warns at that file with what changes (replaced-definition): the localization ids, tags \
            and namespace that differ. See docs/migration.md.
            """
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The folder to write the .lproj folders into.")
    var output: String

    @Flag(help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit with status 1 when any output is missing or differs.")
    var check = false

    func validate() throws {
        try PathArguments.rejectEmpty([("--output", output)], arguments: paths)
    }

    func run() throws {
        let bag = DiagnosticBag()
        let inputs = InputDiscovery().collect(paths, diagnostics: bag)
        let definitions = bag.hasErrors ? nil : FrontEnd().run(inputs, diagnostics: bag)
        Console.report(bag)
        if bag.diagnostics.contains(where: { $0.code == .io && $0.severity == .error }) {
            throw ExitCode(Status.usageOrIO)
        }
        guard let definitions else { throw ExitCode(Status.inputErrors) }
        // The `xcodeDefinition` backend, as for a target that asks for it, into --output.
        let plan = Planner().plan(definitions, request: GenerationRequest(kinds: [.xcodeDefinition]))
        let folders: [RenderedFile.Destination: String] = [.xcodeDefinition: output]
        // Two definitions files with one name (in different folders) would write one path twice.
        let collisions = DiagnosticBag()
        let files = Renderer().pendingFiles(plan, into: folders, diagnostics: collisions)
        if collisions.hasErrors {
            Console.report(collisions)
            throw ExitCode(Status.inputErrors)
        }
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        // Said before anything is written: what replacing a file intentgen did not write changes.
        let replaced = DiagnosticBag()
        for warning in ReplacedDefinition.warnings(
            for: files, in: folders, command: "export", replaces: mode == .write ? "replaces" : "would replace")
        {
            replaced.emit(warning)
        }
        Console.report(replaced)
        let report: Emitter.Report
        do {
            report = try Emitter(mode: mode) { folder in
                Console.status("intentgen: waiting for another intentgen run writing into \(Console.escaped(folder))")
            }.emit(files, into: folders)
        } catch let failure as Emitter.Failure {
            Console.problems(failure.problems)
            throw ExitCode(Status.usageOrIO)
        }
        let verb = mode == .write ? "wrote" : mode == .dryRun ? "would write" : "outdated"
        let summary = mode == .write ? "written" : mode == .dryRun ? "to write" : "outdated"
        // --check reports each file as an `outdated-output` diagnostic, as `generate --check` does.
        let lines =
            (check ? [] : report.written.map { "\(verb) \($0)" }) + [
                "\(report.written.count) \(summary), \(report.unchanged.count) unchanged"
            ]
        Console.out(lines.map(Console.escaped).joined(separator: "\n"))
        if check {
            let findings = DiagnosticBag()
            for finding in report.outdatedDiagnostics(command: "export") { findings.emit(finding) }
            Console.report(findings)
        }
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }
}
