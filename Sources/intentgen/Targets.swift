import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Targets: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "Show which targets of an XcodeGen project.yml get which intentgen output."
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Option(help: "The XcodeGen spec (default: project.yml in the current folder).")
    var spec = "project.yml"

    @Option(name: .customLong("target"), help: "Only this target (repeatable).")
    var targets: [String] = []

    @Flag(help: "List every target of the spec, also those with nothing to generate.")
    var all = false

    func run() throws {
        let bag = DiagnosticBag()
        guard
            let project = ProjectSpecLoader(environment: ProcessInfo.processInfo.environment).load(
                path: spec, diagnostics: bag)
        else {
            Console.report(bag)
            throw ExitCode(bag.diagnostics.contains { $0.code == .io } ? Status.usageOrIO : Status.inputErrors)
        }
        let plans = SpecPlanner().plan(project, targets: targets, diagnostics: bag)
        Console.report(bag)
        var lines: [String] = []
        // By name, first plan first: a spec may have thousands of targets.
        let planByName = Dictionary(plans.map { ($0.target.name, $0) }, uniquingKeysWith: { first, _ in first })
        let wanted = Set(targets)
        for target in project.targets where wanted.isEmpty || wanted.contains(target.name) {
            guard let plan = planByName[target.name] else {
                if all { lines.append("\(target.name) (\(target.type ?? "no type")): nothing to generate") }
                continue
            }
            lines.append("\(target.name) (\(plan.kind.rawValue)):")
            lines.append(
                "  definitions: "
                    + (plan.definitionFiles.isEmpty ? "none" : plan.definitionFiles.joined(separator: ", ")))
            var left = [String]()
            if plan.outputs.contains(.appIntents) {
                if !plan.options.widgets { left.append("widgets and controls") }
                if !plan.options.appShortcuts { left.append("App Shortcuts") }
            }
            lines.append(
                "  generates: "
                    + (plan.outputs.isEmpty ? "nothing" : plan.outputs.map(\.rawValue).joined(separator: ", "))
                    + (left.isEmpty ? "" : " (without \(left.joined(separator: " and ")))"))
            if plan.outputs.contains(.intents) || plan.outputs.contains(.appIntents) {
                lines.append("  output: \(plan.outputFolder)")
            }
            if let handler = plan.handlerFolder {
                if plan.outputs.contains(.handler) { lines.append("  handler: \(handler)/\(plan.handlerClass).swift") }
                if plan.outputs.contains(.appIntents) { lines.append("  your App Intents files: \(handler)") }
            }
            if let definitions = plan.definitionFolder { lines.append("  Xcode definitions: \(definitions)") }
        }
        if lines.isEmpty { lines.append("no target of \(spec) contains definitions (*.intents.yml)") }
        // Names and paths come from the spec: no control character reaches the terminal raw.
        Console.out(lines: lines)
        if bag.hasErrors { throw ExitCode(Status.inputErrors) }
    }

}
