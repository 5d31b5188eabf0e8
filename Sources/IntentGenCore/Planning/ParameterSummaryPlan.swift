/// The `parameterSummary` of an intent's App Intent, decided by the plan
/// (``PlannedIntent/parameterSummary``): the renderer writes it
/// (``AppIntentsRenderer/parameterSummaryLines(_:)``) and the strings of the target are collected
/// from it (``AppIntentsStringCollector``), so both take the same sentences.
///
/// Parameters shown only when another has a value (`visibleWhen`) make the summary depend on the
/// parent, as Xcode's conversion writes it: `When(\.$parent, .equalTo, value) { Summary(…) }
/// otherwise: { Summary(…) }`, each branch with the definition's summary of exactly the
/// parameters visible there.
struct ParameterSummaryPlan: Sendable {
    /// A condition under which some parameters show: the parent (its name, and its position
    /// among the intent's parameters) and what it must hold.
    struct Visibility: Hashable, Sendable {
        let parent: String
        let parentPosition: Int?
        let condition: Relationship.Condition
    }

    /// One summary, or a branch on a condition between two.
    indirect enum Node: Equatable, Sendable {
        /// `Summary("Run \(\.$script) now")`: a sentence, as the definition writes it (`${script}`).
        case sentence(String)
        /// `Summary { \.$a; \.$b }`: the parameters listed without a sentence.
        case list([String])
        /// `When(…) { whenTrue } otherwise: { whenFalse }`.
        case when(Visibility, Node, otherwise: Node)
    }

    /// The summary; nil when the definitions give the intent no summary and no parameter hides
    /// (App Intents then shows them all).
    let root: Node?
    /// Every sentence the decision used, in the order it took them (a branch whose two sides came
    /// out the same included): the strings of the summary.
    let sentences: [Located<LocalizedText>]

    /// At most this many distinct conditions are branched on (2^n leaves); beyond it the summary
    /// is the one of all parameters, as for an intent without relationships.
    static let maximumConditions = 3

    /// The summary of `intent`, whose names refer to what `references` says.
    init(_ intent: IntentDefinition, _ references: IntentReferences) {
        var builder = Builder(intent: intent, references: references)
        root = builder.root()
        sentences = builder.sentences
    }

    /// The distinct conditions the intent's parameters hide on (`visibleWhen`), in the order they
    /// are first written, each with the place of that first one.
    static func visibilityConditions(of intent: IntentDefinition, _ references: IntentReferences)
        -> [(visibility: Visibility, at: SourceLocation?)]
    {
        var conditions: [(visibility: Visibility, at: SourceLocation?)] = []
        for (parameter, parent) in zip(intent.parameters, references.visibleWhenParents) {
            guard let relationship = parameter.visibleWhen else { continue }
            let visibility = Visibility(
                parent: relationship.parent.value, parentPosition: parent, condition: relationship.condition)
            if !conditions.contains(where: { $0.visibility == visibility }) {
                conditions.append((visibility, relationship.parent.location))
            }
        }
        return conditions
    }

    /// The sentence of an intent without branches: the primary summary's title, else the title of
    /// a Shortcuts summary of exactly the intent's parameters (what the Shortcuts editor shows),
    /// else the first summary's title.
    static func sentence(of intent: IntentDefinition, _ references: IntentReferences) -> Located<LocalizedText>? {
        if let primary = intent.summaries.first(where: \.isPrimary) { return primary.title }
        let all = Set(intent.parameters.indices)
        if let shortcuts = references.shortcutsSummaryParameters.firstIndex(where: { Set($0) == all }),
            let title = intent.shortcutsSummaries?[shortcuts].title
        {
            return title
        }
        return intent.summaries.first?.title
    }

    /// The decision, with the sentences it takes on the way.
    private struct Builder {
        let intent: IntentDefinition
        let references: IntentReferences
        var sentences: [Located<LocalizedText>] = []

        init(intent: IntentDefinition, references: IntentReferences) {
            self.intent = intent
            self.references = references
        }

        mutating func root() -> Node? {
            let conditions = ParameterSummaryPlan.visibilityConditions(of: intent, references).map(\.visibility)
            guard !conditions.isEmpty, conditions.count <= ParameterSummaryPlan.maximumConditions else {
                if let title = ParameterSummaryPlan.sentence(of: intent, references) { return sentence(title) }
                return listedSummary().map { .list($0) }
            }
            return branch(conditions, holding: [:])
        }

        private mutating func sentence(_ title: Located<LocalizedText>) -> Node {
            sentences.append(title)
            return .sentence(title.value.text)
        }

        /// The parameters of the first Shortcuts summary the definition writes without a title, in
        /// its order: a summary that shows parameters without a sentence.
        private func listedSummary() -> [String]? {
            intent.shortcutsSummaries?.first { $0.title == nil && !$0.parameters.isEmpty }?.parameters.map(\.value)
        }

        /// The summary once the conditions before `conditions` are decided (`holding`).
        private mutating func branch(_ conditions: [Visibility], holding: [Visibility: Bool]) -> Node {
            let visible = visibleParameters(holding: holding)
            guard let condition = conditions.first else { return leaf(visible: visible) }
            let rest = Array(conditions.dropFirst())
            // A condition on a hidden parent cannot hold: its children stay hidden.
            guard let parent = condition.parentPosition, visible.contains(parent) else {
                return branch(rest, holding: holding.merging([condition: false]) { $1 })
            }
            let whenTrue = branch(rest, holding: holding.merging([condition: true]) { $1 })
            let whenFalse = branch(rest, holding: holding.merging([condition: false]) { $1 })
            return whenTrue == whenFalse ? whenTrue : .when(condition, whenTrue, otherwise: whenFalse)
        }

        /// The parameters (their positions) shown when the decided conditions hold as `holding`
        /// says.
        private func visibleParameters(holding: [Visibility: Bool]) -> Set<Int> {
            var visible: Set<Int> = []
            for (position, parameter) in intent.parameters.enumerated() {
                guard let relationship = parameter.visibleWhen else {
                    visible.insert(position)
                    continue
                }
                let parent = references.visibleWhenParents[position]
                let visibility = Visibility(
                    parent: relationship.parent.value, parentPosition: parent, condition: relationship.condition)
                // Undecided conditions count as holding, so that a branch's parents are known.
                if holding[visibility] ?? true, let parent, visible.contains(parent) {
                    visible.insert(position)
                }
            }
            return visible
        }

        /// The summary of a branch: the definition's summary of exactly the visible parameters
        /// (the primary one first), else the one of the most visible parameters that shows no
        /// hidden one, else a summary that lists the visible parameters in the definition's order.
        private mutating func leaf(visible: Set<Int>) -> Node {
            let shortcutsSummaries = intent.shortcutsSummaries ?? []
            var candidates: [(parameters: Set<Int>, title: Located<LocalizedText>)] =
                intent.summaries.indices.sorted { intent.summaries[$0].isPrimary && !intent.summaries[$1].isPrimary }
                .map { (Set(references.summaryParameters[$0]), intent.summaries[$0].title) }
            for (shortcuts, parameters) in zip(shortcutsSummaries, references.shortcutsSummaryParameters) {
                if let title = shortcuts.title { candidates.append((Set(parameters), title)) }
            }
            // A sentence's placeholders are the names of the parameters it shows.
            let visibleNames = Set(visible.map { intent.parameters[$0].name.value })
            let fitting = candidates.filter { candidate in
                candidate.parameters.isSubset(of: visible)
                    && SwiftNames.placeholders(in: candidate.title.value.text).allSatisfy(visibleNames.contains)
            }
            if let exact = fitting.first(where: { $0.parameters == visible }) { return sentence(exact.title) }
            // The first of the largest, so that the definition's order breaks ties.
            var largest: (parameters: Set<Int>, title: Located<LocalizedText>)? = nil
            for candidate in fitting where candidate.parameters.count > largest?.parameters.count ?? -1 {
                largest = candidate
            }
            if let largest { return sentence(largest.title) }
            // A Shortcuts summary without a title of exactly these parameters gives their order.
            let untitled = zip(shortcutsSummaries, references.shortcutsSummaryParameters).first {
                $0.title == nil && Set($1) == visible
            }
            return .list(
                untitled?.0.parameters.map(\.value)
                    ?? intent.parameters.indices.filter(visible.contains).map { intent.parameters[$0].name.value })
        }
    }
}
