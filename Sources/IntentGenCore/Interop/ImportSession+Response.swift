// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Summaries

    func summaries(
        _ reader: inout PlistDictReader, parameters: [ImportedParameter], renames: [String: String],
        _ comments: inout [String]
    ) -> (items: [(summary: ParameterSummary, comments: [String])], texts: [String: String]) {
        let key = "INIntentParameterCombinations"
        let combinationsPath = reader.path(key)
        guard let combinations = dictionary(reader.take(key), combinationsPath, &comments) else { return ([], [:]) }
        let sortedKeys = combinationsPath.node == nil ? [] : combinations.keys.sorted()
        let positions = Dictionary(
            parameters.enumerated().map { ($0.element.originalName, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        let order = combinations.keys.sorted { lhs, rhs in
            let left = lhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            let right = rhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            return left == right ? lhs < rhs : left.lexicographicallyPrecedes(right)
        }
        var items: [(summary: ParameterSummary, comments: [String])] = []
        var texts: [String: String] = [:]
        var seenSets: Set<Set<String>> = []
        for combinationKey in order {
            let path = combinationsPath.subscripted(combinationKey, sortedKeys: sortedKeys)
            guard let values = dictionary(combinations[combinationKey], path, &comments) else { continue }
            var combination = PlistDictReader(values, path: path)
            var itemComments: [String] = []
            let names =
                combinationKey.isEmpty
                ? [] : combinationKey.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let missing = names.filter { positions[$0] == nil }
            guard missing.isEmpty else {
                combination.consumed = Set(values.keys)
                warn(
                    path, .lostSummary,
                    "the summary for `\(combinationKey)` names \(missing.map { "`\($0)`" }.joined(separator: ", ")), which \(missing.count == 1 ? "is not an imported parameter" : "are not imported parameters"); not imported",
                    &comments)
                continue
            }
            let written = names.map { renames[$0] ?? $0 }
            guard Set(written).count == written.count else {
                combination.consumed = Set(values.keys)
                warn(
                    path, .lostSummary,
                    "the summary for `\(combinationKey)` names a parameter twice, which the definitions language does not allow; not imported",
                    &comments)
                continue
            }
            guard let rawTitle = text(&combination, "INIntentParameterCombinationTitle", &itemComments) else {
                combination.consumed = Set(values.keys)
                warn(
                    path, .lostSummary,
                    "the summary for `\(combinationKey)` has no title, which the definitions language requires; not imported",
                    &comments)
                continue
            }
            let title = renamePlaceholders(rawTitle, renames)
            let subtitle = text(&combination, "INIntentParameterCombinationSubtitle", &itemComments).map {
                renamePlaceholders($0, renames)
            }
            let unknown = Set(([title] + [subtitle].compactMap { $0 }).flatMap(placeholders)).subtracting(written)
            guard unknown.isEmpty else {
                combination.consumed = Set(values.keys)
                warn(
                    path, .lostSummary,
                    "the summary for `\(combinationKey)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), not among its parameters, which the definitions language does not allow; not imported",
                    &comments)
                continue
            }
            guard seenSets.insert(Set(written)).inserted else {
                combination.consumed = Set(values.keys)
                warn(
                    path, .lostSummary, "a second summary for the parameters `\(combinationKey)` is not imported",
                    &comments)
                continue
            }
            texts[combinationKey] = rawTitle.text
            let place = location(path)
            var summary = ParameterSummary(
                parameters: written.map { Located($0, at: place) },
                title: Located(title, at: location(combination.path("INIntentParameterCombinationTitle"))),
                subtitle: subtitle.map {
                    Located($0, at: location(combination.path("INIntentParameterCombinationSubtitle")))
                }, location: place)
            summary.isPrimary = flag(&combination, "INIntentParameterCombinationIsPrimary", &itemComments)
            summary.supportsBackgroundExecution = flag(
                &combination, "INIntentParameterCombinationSupportsBackgroundExecution", &itemComments)
            if flag(&combination, "INIntentParameterCombinationIsLinked", &itemComments) {
                warn(
                    combination.path("INIntentParameterCombinationIsLinked"), .lostShortcutsSummary,
                    "the summary for `\(combinationKey)` is linked to the Shortcuts summary (`INIntentParameterCombinationIsLinked`), which the definitions language cannot express; not imported",
                    &itemComments)
            }
            finish(combination, &itemComments)
            items.append((summary, itemComments))
        }
        return (items, texts)
    }

    /// The Shortcuts-app summaries (`INIntentManagedParameterCombinations`): the exporter derives
    /// them from `configurable`, so only their texts can be lost.
    func managedCombinations(_ reader: inout PlistDictReader, summaries: [String: String], _ comments: inout [String]) {
        let key = "INIntentManagedParameterCombinations"
        let combinationsPath = reader.path(key)
        guard let combinations = dictionary(reader.take(key), combinationsPath, &comments) else { return }
        let sortedKeys = combinationsPath.node == nil ? [] : combinations.keys.sorted()
        for combinationKey in combinations.keys.sorted() {
            let path = combinationsPath.subscripted(combinationKey, sortedKeys: sortedKeys)
            guard let values = dictionary(combinations[combinationKey], path, &comments) else { continue }
            var combination = PlistDictReader(values, path: path)
            if let title = string(&combination, "INIntentParameterCombinationTitle", &comments),
                summaries[combinationKey] != title
            {
                warn(
                    combination.path("INIntentParameterCombinationTitle"), .lostShortcutsSummary,
                    "the Shortcuts summary \"\(title)\" for `\(combinationKey)` is not carried over: the definitions language has the Siri summaries (`summaries`) only",
                    &comments)
            }
            combination.consumed.insert("INIntentParameterCombinationTitleID")
            if let subtitle = string(&combination, "INIntentParameterCombinationSubtitle", &comments) {
                warn(
                    combination.path("INIntentParameterCombinationSubtitle"), .lostShortcutsSummary,
                    "the Shortcuts summary subtitle \"\(subtitle)\" for `\(combinationKey)` is not carried over",
                    &comments)
            }
            combination.consumed.insert("INIntentParameterCombinationSubtitleID")
            if !flag(&combination, "INIntentParameterCombinationSupportsBackgroundExecution", &comments) {
                warn(
                    combination.path("INIntentParameterCombinationSupportsBackgroundExecution"), .lostShortcutsSummary,
                    "the Shortcuts summary for `\(combinationKey)` does not run in the background, which the definitions language cannot express",
                    &comments)
            }
            _ = combination.take("INIntentParameterCombinationUpdatesLinked")
            finish(combination, &comments)
        }
    }

    // MARK: Response

    /// The response of intent number `index`, and whether the printer writes anything of it (else
    /// the comments about it belong before the intent).
    func response(
        _ values: [String: PlistValue], path: PlistPath, intent: String, at index: Int, _ comments: inout [String]
    ) -> (response: ResponseDefinition, written: Bool) {
        var reader = PlistDictReader(values, path: path)
        var response = ResponseDefinition()
        // Properties first: dialogs may only use their names.
        let propertiesPath = reader.path("INIntentResponseParameters")
        let items = array(reader.take("INIntentResponseParameters"), propertiesPath, &comments) ?? []
        var ordered: [(position: Int, values: [String: PlistValue])] = []
        for (position, item) in items.enumerated() {
            if let values = dictionary(item, propertiesPath.item(position), &comments) {
                ordered.append((position, values))
            }
        }
        ordered.sort { lhs, rhs in
            let left = priority(lhs.values, "INIntentResponseParameterDisplayPriority", lhs.position)
            let right = priority(rhs.values, "INIntentResponseParameterDisplayPriority", rhs.position)
            return left.lexicographicallyPrecedes(right)
        }
        var names: Set<String> = []
        var renames: [String: String] = [:]
        var originals: [String: String] = [:]
        // Why properties were not imported, said before the next one that was (or after the last).
        var droppedBefore: [[String]] = []
        var dropped: [String] = []
        var propertyComments: [[String]] = []
        for (position, values) in ordered {
            var droppedHere: [String] = []
            let result = property(
                values, prefix: "INIntentResponseParameter", path: propertiesPath.item(position),
                owner: "the response of intent `\(intent)`", reserved: .response, taken: &names,
                dropped: &droppedHere)
            if let property = result.property, let original = result.original, let name = result.name {
                response.properties.append(property)
                propertyComments.append(result.comments)
                droppedBefore.append(dropped)
                dropped = []
                originals[original] = name
                if original != name { renames[original] = name }
            } else {
                dropped += droppedHere
            }
        }
        if let output = string(&reader, "INIntentResponseOutput", &comments) {
            if let name = originals[output] {
                response.output = Located(name, at: location(reader.path("INIntentResponseOutput")))
            } else {
                warn(
                    reader.path("INIntentResponseOutput"), .lostResponse,
                    "the response output `\(output)` is not an imported property; not imported", &comments)
            }
        }
        if response.properties.isEmpty {
            comments += dropped
        } else {
            for position in response.properties.indices {
                self.comments.add(
                    droppedBefore[position] + propertyComments[position],
                    at: .responseProperty(intent: index, position))
            }
            self.comments.add(dropped, at: .responsePropertiesEnd(intent: index))
        }

        // Codes.
        let codesPath = reader.path("INIntentResponseCodes")
        let codes = array(reader.take("INIntentResponseCodes"), codesPath, &comments) ?? []
        // Each code read (nil: a built-in code without dialogs, which is not written), with its comments.
        var read: [(code: ResponseCode?, comments: [String])] = []
        var builtins: [String: ResponseCode] = [:]
        var seen: Set<String> = []
        let allowed = Set(originals.values)
        for (position, code) in codes.enumerated() {
            let codePath = codesPath.item(position)
            guard let codeValues = dictionary(code, codePath, &comments) else { continue }
            var codeReader = PlistDictReader(codeValues, path: codePath)
            var codeComments: [String] = []
            guard let rawName = string(&codeReader, "INIntentResponseCodeName", &codeComments) else {
                warn(
                    codePath, .lostResponse, "a response code without `INIntentResponseCodeName` cannot be imported",
                    &comments)
                continue
            }
            let builtin = rawName == "success" || rawName == "failure"
            let name =
                builtin
                ? rawName
                : validName(
                    rawName, .memberName, what: "response code", path: codeReader.path("INIntentResponseCodeName"),
                    &codeComments)
            guard seen.insert(name).inserted else {
                codeReader.consumed = Set(codeValues.keys)
                warn(codePath, .lostResponse, "a second response code `\(name)` is not imported", &comments)
                continue
            }
            let successValue = codeReader.take("INIntentResponseCodeSuccess")
            var isSuccess = successValue == .bool(true)
            if let successValue, successValue.bool == nil {
                warn(
                    codeReader.path("INIntentResponseCodeSuccess"), .lostKey,
                    "`INIntentResponseCodeSuccess` is \(describe(successValue)), not a boolean; not imported",
                    &codeComments)
            } else if successValue == .bool(false) {
                warn(
                    codeReader.path("INIntentResponseCodeSuccess"), .importDefaulted,
                    "`INIntentResponseCodeSuccess` of `\(rawName)` is an explicit `false`; the definitions language writes only `true` (absent means the same)",
                    &codeComments)
            }
            if builtin, isSuccess != (name == "success") {
                warn(
                    codeReader.path("INIntentResponseCodeSuccess"), .lostResponse,
                    "the built-in code `\(name)` is \(isSuccess ? "a success" : "not a success") here; in the definitions language its kind cannot change",
                    &codeComments)
                isSuccess = name == "success"
            }
            func dialog(_ key: String) -> Located<LocalizedText>? {
                guard let text = text(&codeReader, key, &codeComments).map({ renamePlaceholders($0, renames) }) else {
                    return nil
                }
                let unknown = Set(placeholders(text)).subtracting(allowed)
                guard unknown.isEmpty else {
                    warn(
                        codeReader.path(key), .lostDialog,
                        "the dialog \"\(text.text)\" of response code `\(name)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which \(unknown.count == 1 ? "is not a property" : "are not properties") of the response; not imported",
                        &codeComments)
                    return nil
                }
                return Located(text, at: location(codeReader.path(key)))
            }
            let main = dialog("INIntentResponseCodeFormatString")
            let concise = dialog("INIntentResponseCodeConciseFormatString")
            finish(codeReader, &codeComments)
            let responseCode = ResponseCode(
                name: Located(name, at: location(codeReader.path("INIntentResponseCodeName"))), isSuccess: isSuccess,
                dialog: main, conciseDialog: concise)
            if builtin {
                builtins[name] = responseCode
                if main == nil, concise == nil {
                    if !codeComments.isEmpty { read.append((nil, codeComments)) }
                    continue
                }
            }
            read.append((responseCode, codeComments))
        }
        for builtin in ["success", "failure"] where !seen.contains(builtin) {
            warn(
                codesPath, .importDefaulted,
                "the response of intent `\(intent)` has no `\(builtin)` code; the definitions language always has one",
                &comments)
        }
        func builtinCode(_ name: String) -> ResponseCode {
            builtins[name] ?? ResponseCode(name: Located(name, at: location(codesPath)), isSuccess: name == "success")
        }
        let custom = read.compactMap(\.code).filter { !$0.isBuiltin }
        response.codes = [builtinCode("success"), builtinCode("failure")] + custom
        // `success` and `failure` first, as the language lists them; custom codes keep their order,
        // and the comments of a built-in code that is not written stay in that order too.
        let rank = { (code: ResponseCode?) in code?.name.value == "success" ? 0 : code?.name.value == "failure" ? 1 : 2
        }
        let sorted = read.enumerated().sorted {
            (rank($0.element.code), $0.offset) < (rank($1.element.code), $1.offset)
        }
        .map(\.element)
        let written = read.contains { $0.code != nil }
        if written {
            var pending: [String] = []
            for item in sorted {
                pending += item.comments
                guard let code = item.code else { continue }
                let position =
                    code.name.value == "success"
                    ? 0 : code.name.value == "failure" ? 1 : 2 + custom.firstIndex { $0.name.value == code.name.value }!
                self.comments.add(pending, at: .code(intent: index, position))
                pending = []
            }
            self.comments.add(pending, at: .codesEnd(intent: index))
        } else {
            comments += sorted.flatMap(\.comments)
        }
        finish(reader, &comments)
        return (response, response.output != nil || !response.properties.isEmpty || written)
    }
}
