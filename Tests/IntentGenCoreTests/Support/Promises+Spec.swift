#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !INTENTGEN_FUZZ
@testable import IntentGenCore
#endif

/// The promises for XcodeGen specs (the fuzzer's `spec` mode): the loader and the planner either
/// reject a spec with an error, or plan targets whose definitions render without errors.
extension Promises {
    /// A folder where a fuzzed `project.yml` is written beside definitions files and an include,
    /// so that specs can reach planning and rendering.
    final class SpecScaffold {
        let folder: String

        /// The definitions and include the scaffold holds, by path relative to its folder.
        static let files: [String: String] = [
            "Sources/App/Order.intents.yml": """
            intents:
              Order:
                title: Order soup
                parameters:
                  soup: Soup
                  quantity: { type: integer, min: 1, max: 9, default: 1 }
                summaries:
                  - parameters: [soup]
                    title: Order ${soup}
            enums:
              Soup:
                cases: [tomato, miso]

            """,
            "Sources/Widget/Widget.intents.yml": """
            intents:
              Configuration:
                eligibleForWidgets: true
                parameters:
                  place: { type: Place, options: dynamic }
            types:
              Place:
                properties:
                  name: string

            """,
            "base.yml": """
            targetTemplates:
              Extension:
                type: app-extension
                platform: iOS
                intentgen:
                  generate: [intents, handler]

            """,
        ]

        init() throws {
            let base = FileManager.default.temporaryDirectory.path
            folder = base + "/intentgen-spec-scaffold-\(UUID().uuidString)"
            for (path, text) in Self.files {
                let url = URL(fileURLWithPath: folder + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        deinit {
            try? FileManager.default.removeItem(atPath: folder)
        }

        /// Writes `bytes` as the scaffold's `project.yml` and returns its path.
        func write(_ bytes: [UInt8]) throws -> String {
            let path = folder + "/project.yml"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// The spec promises on `bytes` as the scaffold's `project.yml`.
    static func specOutcome(
        _ bytes: [UInt8], in scaffold: SpecScaffold, discovery: InputDiscovery = InputDiscovery()
    ) -> (outcome: Outcome, targets: [[RenderedFile]]) {
        do {
            return specOutcome(path: try scaffold.write(bytes), discovery: discovery)
        } catch {
            return (.broken("the scaffold cannot be written: \(error)"), [])
        }
    }

    /// The spec promises on the spec at `path`: `.rejected` with an error, or `.compiled` with every
    /// planned target's files (`targets`, one list per target), rendered without errors.
    static func specOutcome(
        path: String, discovery: InputDiscovery = InputDiscovery()
    ) -> (outcome: Outcome, targets: [[RenderedFile]]) {
        let bag = DiagnosticBag()
        guard let project = ProjectSpecLoader(environment: [:]).load(path: path, diagnostics: bag) else {
            return (bag.hasErrors ? .rejected : .broken("the loader rejected the spec without an error"), [])
        }
        let plans = SpecPlanner(discovery: discovery).plan(project, diagnostics: bag)
        if bag.hasErrors {
            _ = DiagnosticRenderer().render(bag.sorted)
            return (.rejected, [])
        }
        var targets: [[RenderedFile]] = []
        for plan in plans {
            let renderBag = DiagnosticBag()
            guard let output = plan.render(diagnostics: renderBag) else {
                // Definitions the spec points at may be broken; that is theirs to report.
                if !renderBag.hasErrors {
                    return (.broken("target \(plan.target.name) rendered nothing without an error"), [])
                }
                return (.rejected, [])
            }
            if renderBag.hasErrors {
                return (
                    .broken(
                        "target \(plan.target.name) rendered with errors:\n"
                            + DiagnosticRenderer().render(renderBag.sorted)), []
                )
            }
            targets.append(output.files)
        }
        return (.compiled(targets.flatMap { $0 }), targets)
    }
}
