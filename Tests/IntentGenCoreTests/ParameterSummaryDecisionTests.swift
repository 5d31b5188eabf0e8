import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// The App Intent's `parameterSummary` (``ParameterSummaryPlan``) decided for many random intents
/// with parameters that hide (`visibleWhen`), against a plain reading of the rule in
/// docs/language.md: each combination of the conditions, in order, shows the summary of exactly
/// the parameters visible there; else the one of the most visible parameters whose sentence names
/// no hidden one; else the list of the visible parameters. Branches alike are one.
final class ParameterSummaryDecisionTests: XCTestCase {
    func testTheSummaryIsTheOneThePlainRuleGives() throws {
        var generator = SplitMix(seed: 30)
        var compared = 0
        var branched = 0
        for round in 0..<60 {
            let yaml = Self.randomIntents(count: 12, round: round, using: &generator)
            let (definitions, diagnostics) = runFrontEnd(yaml)
            let errors = diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), [], yaml)
            guard let file = definitions?.resolvedFiles.first else { continue }
            for (intent, references) in zip(file.file.intents, file.references.intents) {
                let plan = ParameterSummaryPlan(intent, references)
                var reference = PlainSummaryRule(intent: intent, references: references)
                let root = reference.root()
                XCTAssertEqual(plan.root, root, "\(intent.name.value) in\n\(yaml)")
                XCTAssertEqual(
                    plan.sentences.map(\.value.text), reference.sentences.map(\.value.text),
                    "\(intent.name.value) in\n\(yaml)")
                XCTAssertEqual(
                    plan.sentences.map(\.location), reference.sentences.map(\.location), intent.name.value)
                compared += 1
                if case .when? = root { branched += 1 }
            }
        }
        XCTAssertEqual(compared, 720)
        XCTAssertGreaterThan(branched, 200)
    }

    /// `count` intents of two to six parameters: booleans and strings, each after the first hidden
    /// behind an earlier one at random, with summaries and Shortcuts summaries of random distinct
    /// sets of parameters whose titles name some of them.
    static func randomIntents(count: Int, round: Int, using generator: inout SplitMix) -> String {
        var yaml = "intents:\n"
        for index in 0..<count {
            let size = Int.random(in: 2...6, using: &generator)
            let names = (0..<size).map { "p\($0)" }
            let boolean = names.map { _ in Bool.random(using: &generator) }
            yaml += "  Run\(round)x\(index):\n    title: Run\n    parameters:\n"
            for (position, name) in names.enumerated() {
                yaml += "      \(name):\n        type: \(boolean[position] ? "boolean" : "string")\n"
                guard position > 0, Int.random(in: 0..<10, using: &generator) < 6 else { continue }
                let parent = Int.random(in: 0..<position, using: &generator)
                if boolean[parent], Bool.random(using: &generator) {
                    yaml +=
                        "        visibleWhen: { parameter: \(names[parent]), equals: \(Bool.random(using: &generator)) }\n"
                } else {
                    yaml += "        visibleWhen: \(names[parent])\n"
                }
            }
            for key in ["summaries", "shortcutsSummaries"] {
                var used: Set<[Int]> = []
                var items = ""
                for _ in 0..<Int.random(in: 0...4, using: &generator) {
                    let chosen = (0..<size).filter { _ in Bool.random(using: &generator) }
                    guard !chosen.isEmpty, used.insert(chosen).inserted else { continue }
                    items += "      - parameters: [\(chosen.map { names[$0] }.joined(separator: ", "))]\n"
                    let named = chosen.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
                    if key == "summaries" || Bool.random(using: &generator) {
                        items += "        title: \"Run \(named.map { "${\(names[$0])}" }.joined(separator: " "))\"\n"
                    }
                    if key == "summaries", Int.random(in: 0..<5, using: &generator) == 0 {
                        items += "        primary: true\n"
                    }
                }
                if !items.isEmpty { yaml += "    \(key):\n" + items }
            }
        }
        return yaml
    }
}

/// The rule as the docs say it, with the conditions and what holds kept by their values: the
/// reference the plan's decision is compared with.
private struct PlainSummaryRule {
    typealias Visibility = ParameterSummaryPlan.Visibility
    typealias Node = ParameterSummaryPlan.Node

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
            return intent.shortcutsSummaries?.first { $0.title == nil && !$0.parameters.isEmpty }
                .map { .list($0.parameters.map(\.value)) }
        }
        return branch(conditions, holding: [:])
    }

    private mutating func sentence(_ title: Located<LocalizedText>) -> Node {
        sentences.append(title)
        return .sentence(title.value.text)
    }

    private mutating func branch(_ conditions: [Visibility], holding: [Visibility: Bool]) -> Node {
        let visible = visibleParameters(holding: holding)
        guard let condition = conditions.first else { return leaf(visible: visible) }
        let rest = Array(conditions.dropFirst())
        guard let parent = condition.parentPosition, visible.contains(parent) else {
            return branch(rest, holding: holding.merging([condition: false]) { $1 })
        }
        let whenTrue = branch(rest, holding: holding.merging([condition: true]) { $1 })
        let whenFalse = branch(rest, holding: holding.merging([condition: false]) { $1 })
        return whenTrue == whenFalse ? whenTrue : .when(condition, whenTrue, otherwise: whenFalse)
    }

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
            if holding[visibility] ?? true, let parent, visible.contains(parent) { visible.insert(position) }
        }
        return visible
    }

    private mutating func leaf(visible: Set<Int>) -> Node {
        let shortcutsSummaries = intent.shortcutsSummaries ?? []
        var candidates: [(parameters: Set<Int>, title: Located<LocalizedText>)] =
            intent.summaries.indices.sorted { intent.summaries[$0].isPrimary && !intent.summaries[$1].isPrimary }
            .map { (Set(references.summaryParameters[$0]), intent.summaries[$0].title) }
        for (shortcuts, parameters) in zip(shortcutsSummaries, references.shortcutsSummaryParameters) {
            if let title = shortcuts.title { candidates.append((Set(parameters), title)) }
        }
        let visibleNames = Set(visible.map { intent.parameters[$0].name.value })
        let fitting = candidates.filter { candidate in
            candidate.parameters.isSubset(of: visible)
                && SwiftNames.placeholders(in: candidate.title.value.text).allSatisfy(visibleNames.contains)
        }
        if let exact = fitting.first(where: { $0.parameters == visible }) { return sentence(exact.title) }
        var largest: (parameters: Set<Int>, title: Located<LocalizedText>)? = nil
        for candidate in fitting where candidate.parameters.count > largest?.parameters.count ?? -1 {
            largest = candidate
        }
        if let largest { return sentence(largest.title) }
        let untitled = zip(shortcutsSummaries, references.shortcutsSummaryParameters).first {
            $0.title == nil && Set($1) == visible
        }
        return .list(
            untitled?.0.parameters.map(\.value)
                ?? intent.parameters.indices.filter(visible.contains).map { intent.parameters[$0].name.value })
    }
}
