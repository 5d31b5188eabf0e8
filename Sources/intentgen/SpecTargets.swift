import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The targets of an XcodeGen spec that get intentgen output, as `generate --spec` and
/// `lint --spec` both plan them.
enum SpecTargets {
    /// The plans of the spec's targets (only `targets` when any are named); nil when the spec
    /// cannot be read. A spec none of whose targets has definitions is an error: a run that
    /// generates (or checks) nothing is never what was asked for.
    static func plans(_ path: String, targets: [String], bag: DiagnosticBag) -> [TargetGenerationPlan]? {
        let loader = ProjectSpecLoader(environment: ProcessInfo.processInfo.environment)
        guard let project = loader.load(path: path, diagnostics: bag) else { return nil }
        let plans = SpecPlanner().plan(project, targets: targets, diagnostics: bag)
        if plans.isEmpty, !bag.hasErrors {
            bag.emit(
                .error(
                    .undefinedReference, "no target of \(path) has definitions files (*.intents.yml) in its sources",
                    at: nil,
                    hint:
                        "intentgen generates for the targets whose `sources` contain definitions; see docs/target-spec.md"
                ))
        }
        return plans
    }

}
