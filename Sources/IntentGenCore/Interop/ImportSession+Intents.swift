// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

/// The members of an intent or a response (its parameters, its properties) as they are read, in
/// display order, each with the comments before it.
struct ImportedMembers<Member> {
    var members: [(member: Member, comments: [String])] = []
    /// What was said before the first member (about list entries that are not dictionaries).
    var leading: [String] = []
    /// Why members were not imported, said before the next one that was (`droppedBefore`, one
    /// list for each member) or after the last (`dropped`).
    var droppedBefore: [[String]] = []
    var dropped: [String] = []

    /// Adds an imported member; what was dropped since the one before goes before it.
    mutating func append(_ member: Member, comments: [String]) {
        members.append((member, comments))
        droppedBefore.append(dropped)
        dropped = []
    }
}

extension ImportSession {
    // MARK: Intents

    /// The intent at `path`, to be the file's intent number `index`, and the comments before it
    /// (or, when it is not imported, why). `declared` are the names of the file's enums and types,
    /// which no intent may have.
    mutating func intent(
        _ item: PlistValue, path: PlistPath, at index: Int, taken: inout Set<String>, declared: Set<String>
    ) -> (IntentDefinition?, [String]) {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return (nil, comments) }
        var reader = PlistDictReader(values, path: path)
        guard let (name, written, apartFrom) = intentName(&reader, taken: &taken, declared: declared, &comments)
        else { return (nil, comments) }
        var intent = IntentDefinition(
            name: Located(written, at: location(reader.path("INIntentName"))),
            title: LocalizedText(written.displayWords))
        if readDisplayName(&reader, "INIntentTitle", id: "\(written).title", into: &intent.title, &comments) {
            warn(
                reader.path("INIntentTitle"), .importDefaulted,
                "intent `\(name)` has no title; the definitions language gives it the default \"\(written.displayWords)\"",
                &comments)
        }
        intent.description = text(&reader, "INIntentDescription", &comments)
        keepID(reader, "INIntentDescription", as: "\(written).description", taken: intent.description != nil)
        keepCounter(reader, "INIntentLastParameterTag", of: written)
        readCategoryAndVerb(&reader, of: name, into: &intent, &comments)
        let references = readSettings(&reader, into: &intent, &comments)
        if let apartFrom, intent.className == nil {
            // The class the intent has under its own name.
            let prefix = reader.values["INIntentClassPrefix"]?.string ?? ""
            intent.className = Located(prefix + apartFrom + "Intent", at: location(reader.path("INIntentName")))
        }
        let parameters = intentParameters(&reader, intent: name, written: written, &comments)
        intent.keyParameter = parameterReference(
            references.keyParameter, "INIntentKeyParameter", in: reader, among: parameters.imported, intent: name,
            &comments)
        intent.inputParameter = parameterReference(
            references.inputParameter, "INIntentInput", in: reader, among: parameters.imported, intent: name,
            &comments)
        intent.parameters = parameters.read.members.map(\.member)
        placeComments(
            of: parameters.read, at: { .parameter(intent: index, $0) }, end: .parametersEnd(intent: index), &comments)
        readSummaries(
            &reader, into: &intent, parameters: parameters.imported, renames: parameters.renames, at: index,
            &comments)
        intent.response = intentResponse(&reader, intent: name, written: written, at: index, &comments)
        finish(reader, &comments)
        return (intent, comments)
    }

    /// The name of a custom intent, as the file has it and as it is written, when no intent before
    /// it (`taken`) is written with that name; nil, with why, when the intent is not imported.
    private mutating func intentName(
        _ reader: inout PlistDictReader, taken: inout Set<String>, declared: Set<String>, _ comments: inout [String]
    ) -> (name: String, written: String, apartFrom: String?)? {
        let values = reader.values
        let kind = values["INIntentType"]?.string ?? "Custom"
        if kind == "Custom", values["INIntentType"] != .string("Custom") {
            let found = values["INIntentType"].map(\.described) ?? "absent"
            warn(
                reader.path("INIntentType"), .importDefaulted,
                "`INIntentType` is \(found), not `Custom` or `System`; imported as a custom intent", &comments)
        }
        guard kind == "Custom" else {
            let className = values["INIntentClassName"]?.string.map { " (\($0))" } ?? ""
            warn(
                reader.path, .lostSystemIntent,
                "the intent `\(values["INIntentName"]?.string ?? "?")`\(className) has the `INIntentType` `\(kind)`, neither `Custom` nor `System`, which the definitions language cannot express; not imported",
                &comments)
            return nil
        }
        reader.consumed.insert("INIntentType")
        guard let name = string(&reader, "INIntentName", &comments) else {
            warn(reader.path, .lostDeclaration, "an intent without `INIntentName` cannot be imported", &comments)
            return nil
        }
        let valid = validName(name, .typeName, what: "intent name", path: reader.path("INIntentName"), &comments)
        var written = valid
        if declared.contains(valid) {
            written = apartName(valid, from: declared, taken: taken, path: reader.path("INIntentName"), &comments)
        }
        guard taken.insert(written).inserted else {
            warn(reader.path, .lostDeclaration, "a second intent named `\(written)` is not imported", &comments)
            return nil
        }
        return (name, written, written == valid ? nil : valid)
    }

    /// The name of an intent that has the name of an enum or type of the file, which the
    /// definitions language keeps apart (``FileValidation``): `<name>Intent` (numbered when that
    /// is taken too). Its class stays Xcode's: the file's `INIntentClassName`, or the one of its
    /// name, which the definition then writes as `className`.
    private mutating func apartName(
        _ written: String, from declared: Set<String>, taken: Set<String>, path: PlistPath, _ comments: inout [String]
    ) -> String {
        var renamed = written + "Intent"
        var number = 2
        while declared.contains(renamed) || taken.contains(renamed) {
            renamed = written + "Intent\(number)"
            number += 1
        }
        warn(
            path, .importRenamed,
            "intent `\(written)` has the name of an enum or type of the file, which the definitions language keeps apart from an intent's (Xcode's ids of their members would share keys); imported as `\(renamed)`, with its class",
            &comments)
        return renamed
    }

    /// The category of the intent `name` and its verb: `generic` and the category's first verb
    /// where the file has none, or one the definitions language does not have.
    private mutating func readCategoryAndVerb(
        _ reader: inout PlistDictReader, of name: String, into intent: inout IntentDefinition,
        _ comments: inout [String]
    ) {
        var category = IntentCategory.generic
        if reader.values["INIntentCategory"] == nil {
            warn(
                reader.path("INIntentCategory"), .importDefaulted,
                "intent `\(name)` has no category; imported as `generic`", &comments)
        }
        if let raw = string(&reader, "INIntentCategory", &comments) {
            if let value = IntentCategory(rawValue: raw) {
                category = value
            } else {
                warn(
                    reader.path("INIntentCategory"), .lostSetting,
                    "the category `\(raw)` of intent `\(name)` is not one of the definitions language's; imported as `generic`",
                    &comments)
            }
        }
        intent.category = category
        intent.verb = category.verbs[0]
        if reader.values["INIntentVerb"] == nil {
            warn(
                reader.path("INIntentVerb"), .importDefaulted,
                "intent `\(name)` has no verb; the definitions language gives it the category's first verb, `\(category.verbs[0])`",
                &comments)
        }
        if let verb = string(&reader, "INIntentVerb", &comments) {
            if !category.verbs.contains(verb) {
                warn(
                    reader.path("INIntentVerb"), .lostSetting,
                    "`\(verb)` is not a verb of the `\(category.rawValue)` category; imported with the default `\(category.verbs[0])`",
                    &comments)
            } else {
                intent.verb = verb
            }
        }
    }

    /// The intent's flags, image and class name, and its class prefix (for the file's); its key
    /// and input parameters as the file names them, to look up once the parameters are read.
    /// Restrictions, which the language does not have, are reported.
    private mutating func readSettings(
        _ reader: inout PlistDictReader, into intent: inout IntentDefinition, _ comments: inout [String]
    ) -> (keyParameter: String?, inputParameter: String?) {
        intent.eligibleForWidgets = flag(&reader, "INIntentEligibleForWidgets", &comments)
        intent.eligibleForSuggestions = !flag(&reader, "INIntentIneligibleForSuggestions", &comments)
        intent.configurable = flag(&reader, "INIntentConfigurable", &comments)
        intent.confirmationRequired = flag(&reader, "INIntentUserConfirmationRequired", &comments)
        let keyParameter = string(&reader, "INIntentKeyParameter", &comments)
        let inputParameter = string(&reader, "INIntentInput", &comments)
        intent.image = string(&reader, "INIntentDefaultImageName", &comments)
        var className = string(&reader, "INIntentClassName", &comments)
        if let value = className, FileValidation.problem(with: value, kind: .typeName, reserved: .none) != nil {
            warn(
                reader.path("INIntentClassName"), .lostSetting,
                "the class name `\(value)` is not a valid Swift type name; not imported", &comments)
            className = nil
        }
        intent.className = className.map { Located($0, at: location(reader.path("INIntentClassName"))) }
        // The file's `classPrefix` when every intent has the same valid one, read once all are
        // (see `classPrefix(of:_:)`).
        _ = string(&reader, "INIntentClassPrefix", &comments)
        if let restrictions = reader.take("INIntentRestrictions") {
            warn(
                reader.path("INIntentRestrictions"), .lostSetting,
                "`INIntentRestrictions` (\(restrictions.described)) cannot be expressed in the definitions language; not imported",
                &comments)
        }
        return (keyParameter, inputParameter)
    }

    /// The parameters of the intent `name` (written `written`) in display order, each imported
    /// one for the summaries and references, and the renamed ones by their names in the file.
    /// Relationships are read last, since they need the names and types of the parents.
    private mutating func intentParameters(
        _ reader: inout PlistDictReader, intent name: String, written: String, _ comments: inout [String]
    ) -> (read: ImportedMembers<ParameterDefinition>, imported: [ImportedParameter], renames: [String: String]) {
        let parametersPath = reader.path("INIntentParameters")
        let items = array(reader.take("INIntentParameters"), parametersPath, &comments) ?? []
        var read = ImportedMembers<ParameterDefinition>()
        var imported: [ImportedParameter] = []
        var renames: [String: String] = [:]
        var relationships: [(index: Int, parameter: ImportedParameter, path: PlistPath, value: PlistValue)] = []
        let ordered = displayOrder(
            items, at: parametersPath, priority: "INIntentParameterDisplayPriority", &read.leading)
        for (position, values) in ordered {
            let parameterReader = PlistDictReader(values, path: parametersPath.item(position))
            guard
                let result = parameter(
                    values, path: parameterReader.path, intent: name, written: written, taken: imported,
                    dropped: &read.dropped)
            else { continue }
            keepTag(parameterReader, "INIntentParameterTag", as: "\(written).\(result.imported.name)")
            imported.append(result.imported)
            if result.imported.name != result.imported.originalName {
                renames[result.imported.originalName] = result.imported.name
            }
            read.append(result.parameter, comments: result.comments)
            if let relationship = values["INIntentParameterRelationship"] {
                let path = parameterReader.path("INIntentParameterRelationship")
                relationships.append((read.members.count - 1, result.imported, path, relationship))
            }
        }
        for pending in relationships {
            var entry = read.members[pending.index]
            entry.member.visibleWhen = relationship(
                pending.value, path: pending.path, of: pending.parameter, parameters: imported,
                spelling: &entry.member.spelling, &entry.comments)
            read.members[pending.index] = entry
        }
        return (read, imported, renames)
    }

    /// The imported parameter that `key` of the intent `name` names (its key or input parameter);
    /// nil, with a warning, when the file names one that was not imported.
    private mutating func parameterReference(
        _ value: String?, _ key: String, in reader: PlistDictReader, among parameters: [ImportedParameter],
        intent name: String, _ comments: inout [String]
    ) -> Located<String>? {
        guard let value else { return nil }
        if let parameter = parameters.first(where: { $0.originalName == value }) {
            return Located(parameter.name, at: location(reader.path(key)))
        }
        warn(
            reader.path(key), .lostSetting,
            "`\(key)` names `\(value)`, which is not an imported parameter of intent `\(name)`; not imported",
            &comments)
        return nil
    }

    /// The intent's Siri summaries (Xcode's supported combinations) and the Shortcuts app's, with
    /// their comments at their places.
    private mutating func readSummaries(
        _ reader: inout PlistDictReader, into intent: inout IntentDefinition, parameters: [ImportedParameter],
        renames: [String: String], at index: Int, _ comments: inout [String]
    ) {
        var summaryComments: [String] = []
        let summaries = self.summaries(
            &reader, intent: intent.name.value, parameters: parameters, renames: renames, &summaryComments)
        intent.summaries =
            placeSummaries(
                summaries.isEmpty ? nil : summaries, listComments: summaryComments, list: .summaries(intent: index),
                each: { .summary(intent: index, $0) }, &comments) ?? []
        var shortcutsComments: [String] = []
        let shortcuts = shortcutsSummaries(
            &reader, intent: intent, parameters: parameters, renames: renames, &shortcutsComments)
        intent.shortcutsSummaries = placeSummaries(
            shortcuts, listComments: shortcutsComments, list: .shortcutsSummaries(intent: index),
            each: { .shortcutsSummary(intent: index, $0) }, &comments)
    }

    /// The summaries written (nil: none), after putting `listComments` before their list and each
    /// one's comments before it; the comments of a list not written go to `comments`, before the
    /// intent.
    private mutating func placeSummaries<Summary>(
        _ summaries: [(summary: Summary, comments: [String])]?, listComments: [String],
        list: DefinitionComments.Place, each: (Int) -> DefinitionComments.Place, _ comments: inout [String]
    ) -> [Summary]? {
        guard let summaries else {
            comments += listComments
            return nil
        }
        report.comments.add(listComments, at: list)
        for (position, item) in summaries.enumerated() {
            report.comments.add(item.comments, at: each(position))
        }
        return summaries.map(\.summary)
    }

    /// The response of intent number `index`, with the comments about it before it (or before the
    /// intent, when the printer writes none of it); without `INIntentResponse`, the `success` and
    /// `failure` the language always gives an intent.
    private mutating func intentResponse(
        _ reader: inout PlistDictReader, intent name: String, written: String, at index: Int,
        _ comments: inout [String]
    ) -> ResponseDefinition {
        var responseComments: [String] = []
        guard
            let values = dictionary(
                reader.take("INIntentResponse"), reader.path("INIntentResponse"), &responseComments)
        else {
            warn(
                reader.path("INIntentResponse"), .importDefaulted,
                "intent `\(name)` has no `INIntentResponse`; the definitions language always gives it `success` and `failure`",
                &comments)
            comments += responseComments
            let place = location(reader.path("INIntentResponse"))
            return ResponseDefinition(codes: [
                ResponseCode(name: Located("success", at: place), isSuccess: true),
                ResponseCode(name: Located("failure", at: place), isSuccess: false),
            ])
        }
        let read = response(
            values, path: reader.path("INIntentResponse"), intent: name, written: written, at: index,
            &responseComments)
        if read.written {
            report.comments.add(responseComments, at: .response(intent: index))
        } else {
            comments += responseComments
        }
        return read.response
    }

    // MARK: Members

    /// The dictionaries of `items`, the list at `path`, each with its position in the list, in
    /// display order: by Xcode's display priority (`key`), then by position. An entry that is not
    /// a dictionary is reported.
    mutating func displayOrder(
        _ items: [PlistValue], at path: PlistPath, priority key: String, _ comments: inout [String]
    ) -> [(position: Int, values: [String: PlistValue])] {
        var entries: [(position: Int, values: [String: PlistValue])] = []
        for (position, item) in items.enumerated() {
            if let values = dictionary(item, path.item(position), &comments) {
                entries.append((position, values))
            }
        }
        return inDisplayOrder(entries, priority: key)
    }

    /// `entries` by Xcode's display priority (`key`), then by their position in the list.
    func inDisplayOrder(_ entries: [(position: Int, values: [String: PlistValue])], priority key: String)
        -> [(position: Int, values: [String: PlistValue])]
    {
        func priority(_ entry: (position: Int, values: [String: PlistValue])) -> [Int] {
            [entry.values[key]?.integer ?? Int.max, entry.position]
        }
        return entries.sorted { priority($0).lexicographicallyPrecedes(priority($1)) }
    }

    /// Puts each member's comments before it, what was said before the first with them, and why
    /// members after the last were dropped at `end`; with no member, all of it goes to
    /// `comments`, before the intent or the response.
    mutating func placeComments<Member>(
        of read: ImportedMembers<Member>, at place: (Int) -> DefinitionComments.Place, end: DefinitionComments.Place,
        _ comments: inout [String]
    ) {
        guard !read.members.isEmpty else {
            comments += read.leading + read.dropped
            return
        }
        for (position, member) in read.members.enumerated() {
            let before = (position == 0 ? read.leading : []) + read.droppedBefore[position]
            report.comments.add(before + member.comments, at: place(position))
        }
        report.comments.add(read.dropped, at: end)
    }

    /// What `read` makes of each dictionary of `items`, the list at `path`, in order (where it
    /// makes something), given the session to read it with; an entry that is not a dictionary is
    /// reported.
    mutating func readEach<Entry>(
        _ items: [PlistValue], at path: PlistPath, _ comments: inout [String],
        _ read: (inout ImportSession, inout PlistDictReader, inout [String]) -> Entry?
    ) -> [Entry] {
        var entries: [Entry] = []
        for (position, item) in items.enumerated() {
            let itemPath = path.item(position)
            guard let values = dictionary(item, itemPath, &comments) else { continue }
            var reader = PlistDictReader(values, path: itemPath)
            if let entry = read(&self, &reader, &comments) { entries.append(entry) }
        }
        return entries
    }

    /// ``readEach(_:at:_:_:)`` over the list at `key` of `reader` (nothing when there is none).
    mutating func readEach<Entry>(
        _ reader: inout PlistDictReader, _ key: String, _ comments: inout [String],
        _ read: (inout ImportSession, inout PlistDictReader, inout [String]) -> Entry?
    ) -> [Entry] {
        let items = array(reader.take(key), reader.path(key), &comments) ?? []
        return readEach(items, at: reader.path(key), &comments, read)
    }

    /// The display name at `key` into `displayName` (left at the default when the file has none),
    /// its id kept as `id`; whether the file has none (the printer then writes `displayName: null`).
    mutating func readDisplayName(
        _ reader: inout PlistDictReader, _ key: String, id: String, into displayName: inout LocalizedText,
        _ comments: inout [String]
    ) -> Bool {
        let read = text(&reader, key, &comments)
        keepID(reader, key, as: id, taken: read != nil)
        if let read { displayName = read }
        return read == nil
    }
}
