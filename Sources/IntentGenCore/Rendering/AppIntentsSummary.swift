/// The `parameterSummary` of an App Intent. Parameters shown only when another has a value
/// (`visibleWhen`) make the summary depend on the parent, as Xcode's conversion writes it:
/// `When(\.$parent, .equalTo, value) { Summary(…) } otherwise: { Summary(…) }`, each branch with
/// the definition's summary of exactly the parameters visible there.
extension AppIntentsRenderer {
    /// A condition under which some parameters show: the parent and what it must hold.
    struct Visibility: Hashable {
        let parent: String
        let condition: Relationship.Condition
    }

    /// The distinct conditions the intent's parameters hide on (`visibleWhen`), in the order they
    /// are first written, each with the place of that first one.
    static func visibilityConditions(of intent: IntentDefinition) -> [(visibility: Visibility, at: SourceLocation?)] {
        var conditions: [(visibility: Visibility, at: SourceLocation?)] = []
        for parameter in intent.parameters {
            guard let relationship = parameter.visibleWhen else { continue }
            let visibility = Visibility(parent: relationship.parent.value, condition: relationship.condition)
            if !conditions.contains(where: { $0.visibility == visibility }) {
                conditions.append((visibility, relationship.parent.location))
            }
        }
        return conditions
    }

    /// At most this many distinct conditions are branched on (2^n leaves); beyond it the summary
    /// is the one of all parameters, as for an intent without relationships.
    static let maximumSummaryConditions = 3

    /// The body lines of `parameterSummary`, indented from its braces; nil when the definitions
    /// give the intent no summary and no parameter hides (App Intents then shows them all).
    /// Without a sentence, a summary lists its parameters (`Summary { \.$a; \.$b }`): the
    /// parameters of a Shortcuts summary written without a title, or those visible in a branch.
    func parameterSummaryLines(_ planned: PlannedIntent) -> [String]? {
        let intent = planned.definition
        let title = parameterSummarySentence(intent)
        let conditions = Self.visibilityConditions(of: intent).map(\.visibility)
        guard !conditions.isEmpty, conditions.count <= Self.maximumSummaryConditions else {
            if let title { return [summary(title, of: intent)] }
            return listedSummary(intent).map { [list($0)] }
        }
        return branch(planned, conditions, holding: [:])
    }

    /// The parameters of the first Shortcuts summary the definition writes without a title, in
    /// its order: a summary that shows parameters without a sentence.
    private func listedSummary(_ intent: IntentDefinition) -> [String]? {
        intent.shortcutsSummaries?.first { $0.title == nil && !$0.parameters.isEmpty }?.parameters.map(\.value)
    }

    /// `Summary { \.$a; \.$b }`, or `Summary()` for no parameter.
    private func list(_ parameters: [String]) -> String {
        parameters.isEmpty ? "Summary()" : "Summary { " + parameters.map { "\\.$\($0)" }.joined(separator: "; ") + " }"
    }

    /// The summary lines once the conditions before `conditions` are decided (`holding`).
    private func branch(_ planned: PlannedIntent, _ conditions: [Visibility], holding: [Visibility: Bool])
        -> [String]
    {
        let intent = planned.definition
        let visible = visibleParameters(intent, holding: holding)
        guard let condition = conditions.first else { return [leaf(intent, visible: visible)] }
        let rest = Array(conditions.dropFirst())
        // A condition on a hidden parent cannot hold: its children stay hidden.
        guard visible.contains(condition.parent) else {
            return branch(planned, rest, holding: holding.merging([condition: false]) { $1 })
        }
        let whenTrue = branch(planned, rest, holding: holding.merging([condition: true]) { $1 })
        let whenFalse = branch(planned, rest, holding: holding.merging([condition: false]) { $1 })
        if whenTrue == whenFalse { return whenTrue }
        var lines = ["When(\(test(condition, in: planned))) {"]
        lines += whenTrue.map { "    " + $0 }
        lines.append("} otherwise: {")
        lines += whenFalse.map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// The names of the parameters shown when the decided conditions hold as `holding` says.
    private func visibleParameters(_ intent: IntentDefinition, holding: [Visibility: Bool]) -> Set<String> {
        var visible: Set<String> = []
        for parameter in intent.parameters {
            guard let relationship = parameter.visibleWhen else {
                visible.insert(parameter.name.value)
                continue
            }
            let visibility = Visibility(parent: relationship.parent.value, condition: relationship.condition)
            // Undecided conditions count as holding, so that a branch's parents are known.
            if holding[visibility] ?? true, visible.contains(relationship.parent.value) {
                visible.insert(parameter.name.value)
            }
        }
        return visible
    }

    /// `\Intent.$parent, .hasAnyValue` or `\Intent.$parent, .equalTo, value`. The key path names its
    /// root: inside another `When`, nothing else tells the compiler which intent it belongs to.
    private func test(_ visibility: Visibility, in planned: PlannedIntent) -> String {
        let keyPath = "\\\(planned.appIntent).$\(visibility.parent)"
        switch visibility.condition {
        case .hasAnyValue:
            return "\(keyPath), .hasAnyValue"
        case .equals(let scalar):
            let parentType = planned.definition.parameters.first { $0.name.value == visibility.parent }?.type.value
            let value = parentType == .boolean ? ((scalar.boolValue ?? false) ? "true" : "false") : ".`\(scalar.text)`"
            return "\(keyPath), .equalTo, \(value)"
        }
    }

    /// The summary of a branch: the definition's summary of exactly the visible parameters (the
    /// primary one first), else the one of the most visible parameters that shows no hidden one,
    /// else a summary that lists the visible parameters in the definition's order.
    private func leaf(_ intent: IntentDefinition, visible: Set<String>) -> String {
        var candidates: [(parameters: Set<String>, title: Located<LocalizedText>)] =
            intent.summaries.sorted { $0.isPrimary && !$1.isPrimary }.map {
                (Set($0.parameters.map(\.value)), $0.title)
            }
        for shortcuts in intent.shortcutsSummaries ?? [] {
            if let title = shortcuts.title { candidates.append((Set(shortcuts.parameters.map(\.value)), title)) }
        }
        let fitting = candidates.filter { candidate in
            candidate.parameters.isSubset(of: visible)
                && SwiftNames.placeholders(in: candidate.title.value.text).allSatisfy(visible.contains)
        }
        if let exact = fitting.first(where: { $0.parameters == visible }) {
            return summary(exact.title, of: intent)
        }
        // The first of the largest, so that the definition's order breaks ties.
        var largest: (parameters: Set<String>, title: Located<LocalizedText>)? = nil
        for candidate in fitting where candidate.parameters.count > largest?.parameters.count ?? -1 {
            largest = candidate
        }
        if let largest { return summary(largest.title, of: intent) }
        // A Shortcuts summary without a title of exactly these parameters gives their order.
        let untitled = (intent.shortcutsSummaries ?? []).first {
            $0.title == nil && Set($0.parameters.map(\.value)) == visible
        }
        return list(untitled?.parameters.map(\.value) ?? intent.parameters.map(\.name.value).filter(visible.contains))
    }
}
