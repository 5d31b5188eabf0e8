import ArgumentParser
import Foundation
import IntentGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift intent code (and a handler skeleton) from definitions files.",
        discussion: """
            Writes one Swift file per intent, enum and custom type into the output folder, the way \
            Xcode's intent compiler does. Nothing is written when the input has errors; files whose \
            content is unchanged are not rewritten; generated files that no longer correspond to a \
            definition are removed (only files that carry intentgen's banner).

            With --handler-output, also writes an INExtension handler skeleton there. The skeleton is \
            yours: it is written only when missing, unless --force is given.
            """
    )

    @Argument(help: "Definitions files (*.intents.yml) or folders to search for them.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The folder for generated Swift files.")
    var output: String

    @Option(help: "A prefix for the Swift names of intents, enums and types (Xcode's class prefix).")
    var classPrefix = ""

    @Option(help: "Access level of generated declarations: public or internal.")
    var visibility: GenerationOptions.Visibility = .public

    @Option(help: "Write the handler skeleton and its Info.plist fragment into this folder.")
    var handlerOutput: String?

    @Option(help: "The class name of the handler skeleton.")
    var handlerClass = "IntentHandler"

    @Flag(help: "Overwrite the handler skeleton even when it exists.")
    var force = false

    @Flag(help: "List what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Write nothing; exit with status 1 when any output is missing or differs (for CI).")
    var check = false

    @Flag(name: .shortAndLong, help: "Also list unchanged files.")
    var verbose = false

    func validate() throws {
        if dryRun, check { throw ValidationError("--dry-run and --check cannot be used together") }
        if !classPrefix.isEmpty, !(classPrefix.first!.isUppercase && classPrefix.allSatisfy { $0.isLetter || $0.isNumber }) {
            throw ValidationError("--class-prefix must be letters and digits starting with an upper-case letter")
        }
    }

    func run() throws {
        let bag = DiagnosticBag()
        let inputs = InputDiscovery().collect(paths, diagnostics: bag)
        if bag.hasErrors {
            printDiagnostics(bag)
            throw ExitCode(Status.usageOrIO)
        }
        guard let definitions = FrontEnd().run(inputs, diagnostics: bag) else {
            printDiagnostics(bag)
            throw ExitCode(Status.inputErrors)
        }
        let request = GenerationRequest(
            options: GenerationOptions(classPrefix: classPrefix, visibility: visibility),
            handlerClassName: handlerOutput == nil ? nil : handlerClass)
        let plan = Planner().plan(definitions, request: request)
        let files = Renderer().render(plan, diagnostics: bag)
        printDiagnostics(bag)
        if bag.hasErrors { throw ExitCode(Status.inputErrors) }

        var folders: [RenderedFile.Destination: String] = [.generated: output]
        if let handlerOutput { folders[.handler] = handlerOutput }
        let mode: Emitter.Mode = check ? .check : dryRun ? .dryRun : .write
        let report: Emitter.Report
        do {
            report = try Emitter(mode: mode, force: force).emit(files, into: folders)
        } catch {
            FileHandle.standardError.write(Data("intentgen: error: \(error)\n".utf8))
            throw ExitCode(Status.usageOrIO)
        }
        printReport(report, mode: mode)
        if check, report.isOutdated { throw ExitCode(Status.inputErrors) }
    }

    private func printDiagnostics(_ bag: DiagnosticBag) {
        let sorted = bag.sorted
        guard !sorted.isEmpty else { return }
        FileHandle.standardError.write(Data((DiagnosticRenderer().render(sorted) + "\n").utf8))
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
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}

extension GenerationOptions.Visibility: ExpressibleByArgument {}
