/// What a target's App Intents twin cannot say of a definition, reported when the target is
/// planned (``Planner``): only there is it known that the target generates App Intents.
enum AppIntentsSummaryChecks {
    /// Warns about each intent whose parameters hide (`visibleWhen`) on more conditions than
    /// `parameterSummary` branches on: its summary then shows every parameter, as an intent
    /// without relationships does, and the hidden parameters show.
    static func check(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) {
        guard plan.generates(.appIntents) else { return }
        let limit = ParameterSummaryPlan.maximumConditions
        for declarations in plan.declarations {
            for planned in declarations.intents {
                let conditions = ParameterSummaryPlan.visibilityConditions(of: planned.definition, planned.references)
                guard conditions.count > limit else { continue }
                diagnostics.emit(
                    .warning(
                        .limit,
                        "intent `\(planned.definition.name.value)` hides parameters on more than \(limit) conditions, more than its App Intent's `parameterSummary` branches on: the summary shows every parameter, and \(DefinitionKey.visibleWhen.quoted) is lost there",
                        at: conditions[limit].at,
                        hint:
                            "hide parameters on at most \(limit) conditions (a parent and the value it must have) for App Intents to keep them hidden"
                    ))
            }
        }
    }
}
