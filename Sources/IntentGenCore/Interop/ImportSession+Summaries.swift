// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

/// A parameter combination read: the parameters as written and its texts, placeholders renamed.
struct ImportedCombination {
    var key: String
    var path: PlistPath
    var parameters: [String]
    var title: LocalizedText?
    var subtitle: LocalizedText?
    var reader: PlistDictReader
    var comments: [String] = []
}

extension ImportSession {
    // MARK: Summaries

    /// The Siri summaries (Xcode's supported combinations, `INIntentParameterCombinations`).
    mutating func summaries(
        _ reader: inout PlistDictReader, intent: String, parameters: [ImportedParameter], renames: [String: String],
        _ comments: inout [String]
    ) -> [(summary: ParameterSummary, comments: [String])] {
        var items: [(summary: ParameterSummary, comments: [String])] = []
        let key = "INIntentParameterCombinations"
        for var read in combinations(
            &reader, key, what: "summary", titleRequired: true, parameters: parameters, renames: renames, &comments)
        {
            let place = location(read.path)
            var summary = ParameterSummary(
                parameters: read.parameters.map { Located($0, at: place) },
                title: Located(read.title!, at: location(read.reader.path("INIntentParameterCombinationTitle"))),
                subtitle: read.subtitle.map {
                    Located($0, at: location(read.reader.path("INIntentParameterCombinationSubtitle")))
                }, location: place)
            summary.isPrimary = flag(&read.reader, "INIntentParameterCombinationIsPrimary", &read.comments)
            summary.supportsBackgroundExecution = flag(
                &read.reader, "INIntentParameterCombinationSupportsBackgroundExecution", &read.comments)
            summary.isLinked = flag(&read.reader, "INIntentParameterCombinationIsLinked", &read.comments)
            finish(read.reader, &read.comments)
            keepIDs(of: read, as: "\(intent).summary")
            items.append((summary, read.comments))
        }
        return items
    }

    /// The Shortcuts app's summaries (`INIntentManagedParameterCombinations`), every one; nil when
    /// they are what the language derives for the intent when none are written (see
    /// ``IntentDefinition/shortcutsSummaries``), and an empty list for a configurable intent
    /// without any.
    mutating func shortcutsSummaries(
        _ reader: inout PlistDictReader, intent: IntentDefinition, parameters: [ImportedParameter],
        renames: [String: String], _ comments: inout [String]
    ) -> [(summary: ShortcutsSummary, comments: [String])]? {
        let key = "INIntentManagedParameterCombinations"
        guard reader.values[key] != nil else { return intent.configurable ? [] : nil }
        var items: [(summary: ShortcutsSummary, comments: [String])] = []
        var derived = true
        for var read in combinations(
            &reader, key, what: "Shortcuts summary", titleRequired: false, parameters: parameters, renames: renames,
            &comments)
        {
            let place = location(read.path)
            var summary = ShortcutsSummary(
                parameters: read.parameters.map { Located($0, at: place) },
                title: read.title.map {
                    Located($0, at: location(read.reader.path("INIntentParameterCombinationTitle")))
                },
                subtitle: read.subtitle.map {
                    Located($0, at: location(read.reader.path("INIntentParameterCombinationSubtitle")))
                }, location: place)
            summary.supportsBackgroundExecution = flag(
                &read.reader, "INIntentParameterCombinationSupportsBackgroundExecution", &read.comments)
            let updatesLinked = read.reader.values["INIntentParameterCombinationUpdatesLinked"]
            if updatesLinked != .bool(true) {
                let found = updatesLinked.map(\.described) ?? "absent"
                read.reader.consumed.insert("INIntentParameterCombinationUpdatesLinked")
                warn(
                    read.reader.path("INIntentParameterCombinationUpdatesLinked"), .lostShortcutsSummary,
                    "`INIntentParameterCombinationUpdatesLinked` of the Shortcuts summary for `\(read.key)` is \(found); the definitions language always writes `true` (the Siri summaries linked to it follow it)",
                    &read.comments)
                derived = false
            }
            _ = read.reader.take("INIntentParameterCombinationUpdatesLinked")
            finish(read.reader, &read.comments)
            keepIDs(of: read, as: "\(intent.name.value).shortcuts")
            if !read.comments.isEmpty { derived = false }
            items.append((summary, read.comments))
        }
        // What the exporter writes for a configurable intent when none are written.
        let configurable = intent.parameters.filter(\.configurable).map(\.name.value)
        if derived, intent.configurable, items.count == 1, let only = items.first?.summary, only.title == nil,
            only.subtitle == nil, only.supportsBackgroundExecution, only.parameters.map(\.value) == configurable,
            (reader.values[key]?.dictionary?.count ?? 0) == 1
        {
            return nil
        }
        return items
    }

    /// Remembers the ids of a combination's title and subtitle, under the ids export derives
    /// (`<prefix>.<parameters>.title`).
    mutating func keepIDs(of combination: ImportedCombination, as prefix: String) {
        let key = "\(prefix).\(combination.parameters.joined(separator: ","))"
        keepID(
            combination.reader, "INIntentParameterCombinationTitle", as: key + ".title",
            taken: combination.title != nil)
        keepID(
            combination.reader, "INIntentParameterCombinationSubtitle", as: key + ".subtitle",
            taken: combination.subtitle != nil)
    }

    /// The combinations under `key` whose parameters, title and subtitle the language can hold, in
    /// the order of their parameters. Each one that cannot be imported is reported with
    /// `lost-summary` (Siri) or `lost-shortcuts-summary` (Shortcuts); a translation whose
    /// placeholders name other parameters costs only itself.
    mutating func combinations(
        _ reader: inout PlistDictReader, _ key: String, what: String, titleRequired: Bool,
        parameters: [ImportedParameter], renames: [String: String], _ comments: inout [String]
    ) -> [ImportedCombination] {
        let lossCode: Diagnostic.Code = key == "INIntentParameterCombinations" ? .lostSummary : .lostShortcutsSummary
        let combinationsPath = reader.path(key)
        guard let combinations = dictionary(reader.take(key), combinationsPath, &comments) else { return [] }
        let sortedKeys = combinationsPath.node == nil ? [] : combinations.keys.sorted()
        let positions = Dictionary(
            parameters.enumerated().map { ($0.element.originalName, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        var result: [ImportedCombination] = []
        var seenSets: Set<Set<String>> = []
        for combinationKey in combinationOrder(combinations.keys, positions: positions) {
            let path = combinationsPath.subscripted(combinationKey, sortedKeys: sortedKeys)
            guard let values = dictionary(combinations[combinationKey], path, &comments) else { continue }
            var combination = PlistDictReader(values, path: path)
            var itemComments: [String] = []
            func lost(_ reason: String) {
                combination.consumed = Set(values.keys)
                warn(path, lossCode, "the \(what) for `\(combinationKey)` \(reason); not imported", &comments)
            }
            let names =
                combinationKey.isEmpty
                ? [] : combinationKey.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let missing = names.filter { positions[$0] == nil }
            guard missing.isEmpty else {
                lost(
                    "names \(missing.map { "`\($0)`" }.joined(separator: ", ")), which \(missing.count == 1 ? "is not an imported parameter" : "are not imported parameters")"
                )
                continue
            }
            let written = names.map { renames[$0] ?? $0 }
            guard Set(written).count == written.count else {
                lost("names a parameter twice, which the definitions language does not allow")
                continue
            }
            let rawTitle = text(&combination, "INIntentParameterCombinationTitle", &itemComments)
            if titleRequired, rawTitle == nil {
                lost("has no title, which the definitions language requires")
                continue
            }
            let rawSubtitle = text(&combination, "INIntentParameterCombinationSubtitle", &itemComments)
            let (texts, unknown) = combinationTexts(
                rawTitle, rawSubtitle, in: combination, parameters: written, renames: renames,
                what: "the \(what) for `\(combinationKey)`", &itemComments)
            guard unknown.isEmpty else {
                lost(
                    "uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), not among its parameters, which the definitions language does not allow"
                )
                continue
            }
            guard seenSets.insert(Set(written)).inserted else {
                combination.consumed = Set(values.keys)
                warn(
                    path, lossCode, "a second \(what) for the parameters `\(combinationKey)` is not imported", &comments
                )
                continue
            }
            result.append(
                ImportedCombination(
                    key: combinationKey, path: path, parameters: written, title: texts[0], subtitle: texts[1],
                    reader: combination, comments: itemComments))
        }
        return result
    }

    /// The keys of combinations (parameter names joined by commas) in the order of their
    /// parameters in the intent (`positions`), those naming other parameters last, then by key.
    private func combinationOrder(_ keys: Dictionary<String, PlistValue>.Keys, positions: [String: Int]) -> [String] {
        keys.sorted { lhs, rhs in
            let left = lhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            let right = rhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            return left == right ? lhs < rhs : left.lexicographicallyPrecedes(right)
        }
    }

    /// A combination's `title` and `subtitle` (read from `reader`) with their placeholders renamed
    /// (`renames`), without the translations that use placeholders other than the combination's
    /// `parameters`; nil for a text that itself uses others, and those in `unknown`.
    private mutating func combinationTexts(
        _ title: LocalizedText?, _ subtitle: LocalizedText?, in reader: PlistDictReader, parameters: [String],
        renames: [String: String], what: String, _ comments: inout [String]
    ) -> (texts: [LocalizedText?], unknown: Set<String>) {
        var kept: [LocalizedText?] = []
        var unknown: Set<String> = []
        for (text, key) in [
            (title, "INIntentParameterCombinationTitle"), (subtitle, "INIntentParameterCombinationSubtitle"),
        ] {
            guard let text = text.map({ renamePlaceholders($0, renames) }) else {
                kept.append(nil)
                continue
            }
            let read = keepingTranslations(
                text, allowed: Set(parameters), idPath: reader.path(key + "ID"), what: what, &comments)
            if read == nil { unknown.formUnion(Set(SwiftNames.placeholders(in: text.text)).subtracting(parameters)) }
            kept.append(read)
        }
        return (kept, unknown)
    }
}
