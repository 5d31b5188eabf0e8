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
        /// The distinct conditions, and the place among them of each parameter's (nil for a
        /// parameter that always shows): a branch says which hold by their places.
        private var conditions: [Visibility] = []
        private var conditionOf: [Int?] = []
        /// The summaries a branch may take (see ``leaf(visible:)``), made at the first leaf.
        private var candidates: [Candidate]?

        /// A summary a branch may take: its parameters, its title, and the parameters each of
        /// the title's placeholders may name (none for a name no parameter has).
        private struct Candidate {
            let parameters: Set<Int>
            let title: Located<LocalizedText>
            let placeholders: [[Int]]
        }

        init(intent: IntentDefinition, references: IntentReferences) {
            self.intent = intent
            self.references = references
        }

        mutating func root() -> Node? {
            conditions = ParameterSummaryPlan.visibilityConditions(of: intent, references).map(\.visibility)
            guard !conditions.isEmpty, conditions.count <= ParameterSummaryPlan.maximumConditions else {
                if let title = ParameterSummaryPlan.sentence(of: intent, references) { return sentence(title) }
                return listedSummary().map { .list($0) }
            }
            conditionOf = zip(intent.parameters, references.visibleWhenParents).map { parameter, parent in
                parameter.visibleWhen.flatMap { relationship in
                    conditions.firstIndex(
                        of: Visibility(
                            parent: relationship.parent.value, parentPosition: parent,
                            condition: relationship.condition))
                }
            }
            return branch(0, holding: Array(repeating: nil, count: conditions.count))
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

        /// The summary once the conditions before the one at `next` are decided: `holding` says,
        /// by their places, whether each holds (nil: not yet decided).
        private mutating func branch(_ next: Int, holding: [Bool?]) -> Node {
            let visible = visibleParameters(holding: holding)
            guard next < conditions.count else { return leaf(visible: visible) }
            let condition = conditions[next]
            var decided = holding
            // A condition on a hidden parent cannot hold: its children stay hidden.
            guard let parent = condition.parentPosition, visible.contains(parent) else {
                decided[next] = false
                return branch(next + 1, holding: decided)
            }
            decided[next] = true
            let whenTrue = branch(next + 1, holding: decided)
            decided[next] = false
            let whenFalse = branch(next + 1, holding: decided)
            return whenTrue == whenFalse ? whenTrue : .when(condition, whenTrue, otherwise: whenFalse)
        }

        /// The parameters (their positions) shown when the decided conditions hold as `holding`
        /// says.
        private func visibleParameters(holding: [Bool?]) -> Set<Int> {
            var visible: Set<Int> = []
            for position in intent.parameters.indices {
                guard let condition = conditionOf[position] else {
                    visible.insert(position)
                    continue
                }
                // Undecided conditions count as holding, so that a branch's parents are known.
                if holding[condition] ?? true, let parent = references.visibleWhenParents[position],
                    visible.contains(parent)
                {
                    visible.insert(position)
                }
            }
            return visible
        }

        /// The summary of a branch: the definition's summary of exactly the visible parameters
        /// (the primary one first), else the one of the most visible parameters that shows no
        /// hidden one, else a summary that lists the visible parameters in the definition's order.
        private mutating func leaf(visible: Set<Int>) -> Node {
            let candidates = self.candidates ?? makeCandidates()
            self.candidates = candidates
            // A sentence's placeholders are the names of the parameters it shows.
            let fitting = candidates.filter { candidate in
                candidate.parameters.isSubset(of: visible)
                    && candidate.placeholders.allSatisfy { $0.contains(where: visible.contains) }
            }
            if let exact = fitting.first(where: { $0.parameters == visible }) { return sentence(exact.title) }
            // The first of the largest, so that the definition's order breaks ties.
            var largest: Candidate? = nil
            for candidate in fitting where candidate.parameters.count > largest?.parameters.count ?? -1 {
                largest = candidate
            }
            if let largest { return sentence(largest.title) }
            // A Shortcuts summary without a title of exactly these parameters gives their order.
            let shortcutsSummaries = intent.shortcutsSummaries ?? []
            let untitled = zip(shortcutsSummaries, references.shortcutsSummaryParameters).first {
                $0.title == nil && Set($1) == visible
            }
            return .list(
                untitled?.0.parameters.map(\.value)
                    ?? intent.parameters.indices.filter(visible.contains).map { intent.parameters[$0].name.value })
        }

        /// The definition's summaries with titles (the primary one first), then the Shortcuts
        /// summaries with titles.
        private func makeCandidates() -> [Candidate] {
            func candidate(_ parameters: [Int], _ title: Located<LocalizedText>) -> Candidate {
                let placeholders = SwiftNames.placeholders(in: title.value.text).map { name in
                    intent.parameters.indices.filter { intent.parameters[$0].name.value == name }
                }
                return Candidate(parameters: Set(parameters), title: title, placeholders: placeholders)
            }
            var made = intent.summaries.indices.sorted {
                intent.summaries[$0].isPrimary && !intent.summaries[$1].isPrimary
            }
            .map { candidate(references.summaryParameters[$0], intent.summaries[$0].title) }
            for (shortcuts, parameters) in zip(intent.shortcutsSummaries ?? [], references.shortcutsSummaryParameters) {
                if let title = shortcuts.title { made.append(candidate(parameters, title)) }
            }
            return made
        }
    }
}
