/// The `parameterSummary` of an App Intent, written from the plan's decision
/// (``ParameterSummaryPlan``): a sentence, a list of parameters, or
/// `When(\.$parent, .equalTo, value) { Summary(…) } otherwise: { Summary(…) }`.
extension AppIntentsRenderer {
    /// The body lines of `parameterSummary`, indented from its braces; nil when the intent has
    /// no summary.
    func parameterSummaryLines(_ planned: PlannedIntent) -> [String]? {
        planned.parameterSummary.root.map { lines($0, in: planned) }
    }

    private func lines(_ node: ParameterSummaryPlan.Node, in planned: PlannedIntent) -> [String] {
        switch node {
        case .sentence(let text):
            return ["Summary(\(summaryLiteral(text))\(tableArgument))"]
        case .list(let parameters):
            return [
                parameters.isEmpty
                    ? "Summary()" : "Summary { " + parameters.map { "\\.$\($0)" }.joined(separator: "; ") + " }"
            ]
        case .when(let condition, let whenTrue, let whenFalse):
            return ["When(\(test(condition, in: planned))) {"] + lines(whenTrue, in: planned).map { "    " + $0 }
                + ["} otherwise: {"] + lines(whenFalse, in: planned).map { "    " + $0 } + ["}"]
        }
    }

    /// `\Intent.$parent, .hasAnyValue` or `\Intent.$parent, .equalTo, value`. The key path names its
    /// root: inside another `When`, nothing else tells the compiler which intent it belongs to.
    private func test(_ visibility: ParameterSummaryPlan.Visibility, in planned: PlannedIntent) -> String {
        let keyPath = "\\\(planned.appIntent).$\(visibility.parent)"
        switch visibility.condition {
        case .hasAnyValue:
            return "\(keyPath), .hasAnyValue"
        case .equals(let value):
            let isBoolean = visibility.parentPosition.map { planned.parameters[$0].type == .builtin(.boolean) } ?? false
            let value = isBoolean ? ((value.boolean ?? false) ? "true" : "false") : ".`\(value.text)`"
            return "\(keyPath), .equalTo, \(value)"
        }
    }
}
