import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Preview: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a static site that shows what people will see of the definitions, in every language.",
        discussion: """
            For each target (or the files given), writes <target>.html into the output folder, and an \
            index.html linking them: each widget's edit sheet (its parameters as their types are shown, \
            with defaults and visibleWhen), each intent as a Shortcuts action with its summary sentence, \
            each control and each App Shortcut with its phrases, with a switch between the languages the \
            definitions give. Text without a translation, and text likely to be cut off, is marked; the \
            warnings of lint are shown where they apply. The pages load nothing and run only their own \
            script; open them from the folder (file://) or as a CI artifact. Open a page in a language, \
            or with a parameter set, with #lang=ja or #set=<control id>:<value> after its name.
            """
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them (without --spec).")
    var paths: [String] = []

    @Option(help: "An XcodeGen project.yml: a page for each target with definitions in its sources.")
    var spec: String?

    @Option(name: .customLong("target"), help: "With a spec, only this target (repeatable).")
    var targets: [String] = []

    @Option(name: [.short, .long], help: "The folder to write the site into.")
    var output: String = "preview"

    @Option(help: "The app's name, put into App Shortcuts phrases (default: the spec's application target).")
    var appName: String?

    @Option(help: "The page's name for definitions files given without a spec.")
    var name: String = "Definitions"

    func validate() throws {
        try PathArguments.rejectEmpty([("--output", output), ("--spec", spec)], arguments: paths)
        if spec == nil, paths.isEmpty { throw ValidationError("give definitions files or folders, or --spec") }
        if spec != nil, !paths.isEmpty { throw ValidationError("give either --spec or definitions files, not both") }
        if spec == nil, !targets.isEmpty { throw ValidationError("--target needs --spec") }
    }

    func run() throws {
        let bag = DiagnosticBag()
        var jobs: [GenerationJob]
        if let spec {
            jobs =
                GenerationJob.jobs(
                    forSpec: spec, targets: targets, environment: ProcessInfo.processInfo.environment, diagnostics: bag)
                ?? []
        } else {
            jobs = [
                GenerationJob(
                    paths: paths, request: GenerationRequest(name: name, kinds: []), folders: [:], settings: "preview")
            ]
        }
        // Each target's page, and nothing else, into the one folder.
        for index in jobs.indices {
            jobs[index].request.kinds = [.preview]
            jobs[index].folders = [.generated: output]
            jobs[index].perFileLayout = nil
            if let appName { jobs[index].request.options.appName = appName }
        }
        var run = GenerationRun(.emit(.write))
        run.recordsStamps = false
        run.command = "preview"
        if !jobs.isEmpty {
            run.runFiles = ([PreviewSite.index(of: jobs.map(\.request.name))], [.generated: output])
        }
        let report = try run.runPrinting(jobs, diagnostics: bag).report
        let lines =
            report.written.map { "wrote \($0)" } + [
                "\(report.written.count) written, \(report.unchanged.count) unchanged; open \(output)/index.html"
            ]
        Console.out(lines: lines)
    }
}
