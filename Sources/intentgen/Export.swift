import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentGenCore

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write Xcode .intentdefinition files (and .strings translations) from definitions files.",
        discussion: """
            For each definitions file Name.intents.yml, writes Base.lproj/Name.intentdefinition and a \
            <language>.lproj/Name.strings per translation into the output folder. Add the folder to \
            the target in Xcode (or XcodeGen) with "No Generated Classes" when intentgen generates the \
            Swift: iOS reads the compiled definition from the bundle to show a widget's settings.
            """
    )

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The folder to write the .lproj folders into.")
    var output: String

    @Flag(help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit with status 1 when any output is missing or differs.")
    var check = false

    func run() throws {
        let bag = DiagnosticBag()
        let inputs = InputDiscovery().collect(paths, diagnostics: bag)
        let definitions = bag.hasErrors ? nil : FrontEnd().run(inputs, diagnostics: bag)
        Console.report(bag)
        if bag.diagnostics.contains(where: { $0.code == .io && $0.severity == .error }) { throw ExitCode(Status.usageOrIO) }
        guard let definitions else { throw ExitCode(Status.inputErrors) }
        let files = XcodeDefinitionRenderer().pendingFiles(definitions.files)
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        let report: Emitter.Report
        do {
            report = try Emitter(mode: mode).emit(files, into: [.generated: output])
        } catch {
            Console.error("intentgen: error: \(error)")
            throw ExitCode(Status.usageOrIO)
        }
        let verb = mode == .write ? "wrote" : mode == .dryRun ? "would write" : "outdated"
        Console.out((report.written.map { "\(verb) \($0)" } + ["\(report.written.count) written, \(report.unchanged.count) unchanged"]).joined(separator: "\n"))
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }
}
