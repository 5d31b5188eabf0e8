import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Export: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "export",
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
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        // The `xcodeDefinition` backend, as for a target that asks for it, into --output.
        let job = GenerationJob(
            paths: paths, request: GenerationRequest(kinds: [.xcodeDefinition]), folders: [.xcodeDefinition: output],
            settings: "export")
        var run = GenerationRun(.emit(mode))
        run.command = "export"
        let report = try run.runPrinting([job], diagnostics: DiagnosticBag()).report
        let verb = mode == .write ? "wrote" : mode == .dryRun ? "would write" : "outdated"
        let summary = mode == .write ? "written" : mode == .dryRun ? "to write" : "outdated"
        // --check reports each file as an `outdated-output` diagnostic, as `generate --check` does.
        let lines =
            (check ? [] : report.written.map { "\(verb) \($0)" }) + [
                "\(report.written.count) \(summary), \(report.unchanged.count) unchanged"
            ]
        Console.out(lines: lines)
        if check {
            let findings = DiagnosticBag()
            for finding in report.outdatedDiagnostics(command: "export") { findings.emit(finding) }
            Console.report(findings)
        }
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }
}
