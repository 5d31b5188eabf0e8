// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Response

    /// The response of intent number `index`, and whether the printer writes anything of it (else
    /// the comments about it belong before the intent).
    mutating func response(
        _ values: [String: PlistValue], path: PlistPath, intent: String, written intentName: String, at index: Int,
        _ comments: inout [String]
    ) -> (response: ResponseDefinition, written: Bool) {
        var reader = PlistDictReader(values, path: path)
        let owner = XcodeIdentity.responseOwner(of: intentName)
        keepCounter(reader, "INIntentResponseLastParameterTag", of: owner)
        var response = ResponseDefinition()
        // Properties first: dialogs may only use their names.
        let properties = responseProperties(&reader, intent: intent, owner: owner, &comments)
        response.properties = properties.read.members.map(\.member)
        if let output = string(&reader, "INIntentResponseOutput", &comments) {
            if let name = properties.originals[output] {
                response.output = Located(name, at: location(reader.path("INIntentResponseOutput")))
            } else {
                warn(
                    reader.path("INIntentResponseOutput"), .lostResponse,
                    "the response output `\(output)` is not an imported property; not imported", &comments)
            }
        }
        placeComments(
            of: properties.read, at: { .responseProperty(intent: index, $0) },
            end: .responsePropertiesEnd(intent: index), &comments)
        let codes = responseCodes(
            &reader, intent: intent, owner: owner, renames: properties.renames,
            allowed: Set(properties.originals.values), &comments)
        // The codes in the file's order; a missing built-in code goes where the language adds it.
        response.codes = ResponseDefinition.completed(
            codes.map(\.code), at: location(reader.path("INIntentResponseCodes")))
        let written = placeCodeComments(codes, of: response.codes, at: index, &comments)
        finish(reader, &comments)
        return (response, response.output != nil || !response.properties.isEmpty || written)
    }

    /// The response's properties in display order, the names they are written with by their names
    /// in the file (`originals`), and the renamed ones. `owner` is the response's part of the ids
    /// export derives.
    private mutating func responseProperties(
        _ reader: inout PlistDictReader, intent: String, owner: String, _ comments: inout [String]
    ) -> (read: ImportedMembers<PropertyDefinition>, originals: [String: String], renames: [String: String]) {
        let propertiesPath = reader.path("INIntentResponseParameters")
        let items = array(reader.take("INIntentResponseParameters"), propertiesPath, &comments) ?? []
        var read = ImportedMembers<PropertyDefinition>()
        var names: Set<String> = []
        var originals: [String: String] = [:]
        var renames: [String: String] = [:]
        let ordered = displayOrder(
            items, at: propertiesPath, priority: "INIntentResponseParameterDisplayPriority", &comments)
        for (position, values) in ordered {
            let result = property(
                values, prefix: "INIntentResponseParameter", path: propertiesPath.item(position),
                owner: "the response of intent `\(intent)`", ids: owner, reserved: .response, taken: &names,
                dropped: &read.dropped)
            guard let property = result.property, let original = result.original, let name = result.name else {
                continue
            }
            read.append(property, comments: result.comments)
            originals[original] = name
            if original != name { renames[original] = name }
        }
        return (read, originals, renames)
    }

    /// The response's codes as the file has them, in its order, each with its comments; a missing
    /// built-in code is reported. Dialogs may use the properties' placeholders (`allowed`, named
    /// as written: `renames`).
    private mutating func responseCodes(
        _ reader: inout PlistDictReader, intent: String, owner: String, renames: [String: String],
        allowed: Set<String>, _ comments: inout [String]
    ) -> [(code: ResponseCode, comments: [String])] {
        var seen: Set<String> = []
        let codes = readEach(&reader, "INIntentResponseCodes", &comments) { session, code, comments in
            session.responseCode(&code, owner: owner, renames: renames, allowed: allowed, seen: &seen, &comments)
        }
        for builtin in ["success", "failure"] where !seen.contains(builtin) {
            warn(
                reader.path("INIntentResponseCodes"), .importDefaulted,
                "the response of intent `\(intent)` has no `\(builtin)` code; the definitions language always has one",
                &comments)
        }
        return codes
    }

    /// A response code with its comments, where it has a name that no code before it has (`seen`);
    /// any other is reported.
    private mutating func responseCode(
        _ reader: inout PlistDictReader, owner: String, renames: [String: String], allowed: Set<String>,
        seen: inout Set<String>, _ comments: inout [String]
    ) -> (code: ResponseCode, comments: [String])? {
        var codeComments: [String] = []
        guard let rawName = string(&reader, "INIntentResponseCodeName", &codeComments) else {
            warn(
                reader.path, .lostResponse, "a response code without `INIntentResponseCodeName` cannot be imported",
                &comments)
            return nil
        }
        let builtin = rawName == "success" || rawName == "failure"
        let name =
            builtin
            ? rawName
            : validName(
                rawName, .memberName, what: "response code", path: reader.path("INIntentResponseCodeName"),
                &codeComments)
        guard seen.insert(name).inserted else {
            reader.consumed = Set(reader.values.keys)
            warn(reader.path, .lostResponse, "a second response code `\(name)` is not imported", &comments)
            return nil
        }
        let isSuccess = isSuccess(&reader, code: rawName, written: name, builtin: builtin, &codeComments)
        let main = responseDialog(
            &reader, "INIntentResponseCodeFormatString", id: "\(owner).\(name).dialog", code: name,
            renames: renames, allowed: allowed, &codeComments)
        let concise = responseDialog(
            &reader, "INIntentResponseCodeConciseFormatString", id: "\(owner).\(name).conciseDialog", code: name,
            renames: renames, allowed: allowed, &codeComments)
        finish(reader, &codeComments)
        let responseCode = ResponseCode(
            name: Located(name, at: location(reader.path("INIntentResponseCodeName"))), isSuccess: isSuccess,
            dialog: main, conciseDialog: concise)
        return (responseCode, codeComments)
    }

    /// Whether the code `rawName` (written `name`) is a success: where the file says `true`. A
    /// built-in code's kind cannot change.
    private mutating func isSuccess(
        _ reader: inout PlistDictReader, code rawName: String, written name: String, builtin: Bool,
        _ comments: inout [String]
    ) -> Bool {
        let successValue = reader.take("INIntentResponseCodeSuccess")
        if let successValue, successValue.bool == nil {
            warn(
                reader.path("INIntentResponseCodeSuccess"), .lostKey,
                "`INIntentResponseCodeSuccess` is \(successValue.described), not a boolean; not imported", &comments)
        } else if successValue == .bool(false) {
            warn(
                reader.path("INIntentResponseCodeSuccess"), .importDefaulted,
                "`INIntentResponseCodeSuccess` of `\(rawName)` is an explicit `false`; the definitions language writes only `true` (absent means the same)",
                &comments)
        }
        let isSuccess = successValue == .bool(true)
        if builtin, isSuccess != (name == "success") {
            warn(
                reader.path("INIntentResponseCodeSuccess"), .lostResponse,
                "the built-in code `\(name)` is \(isSuccess ? "a success" : "not a success") here; in the definitions language its kind cannot change",
                &comments)
            return name == "success"
        }
        return isSuccess
    }

    /// The dialog at `key` of the response code `name`, its id kept as `id`, where the text in the
    /// development language uses only the response's properties (`allowed`, named as written:
    /// `renames`); a translation that uses others is left out, and a dialog whose text does is
    /// reported.
    private mutating func responseDialog(
        _ reader: inout PlistDictReader, _ key: String, id: String, code name: String, renames: [String: String],
        allowed: Set<String>, _ comments: inout [String]
    ) -> Located<LocalizedText>? {
        guard let read = text(&reader, key, &comments).map({ renamePlaceholders($0, renames) }) else {
            keepID(reader, key, as: id, taken: false)
            return nil
        }
        guard
            let text = keepingTranslations(
                read, allowed: allowed, idPath: reader.path(key + "ID"),
                what: "the dialog \"\(read.text)\" of response code `\(name)`", &comments)
        else {
            let unknown = Set(SwiftNames.placeholders(in: read.text)).subtracting(allowed)
            warn(
                reader.path(key), .lostDialog,
                "the dialog \"\(read.text)\" of response code `\(name)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which \(unknown.count == 1 ? "is not a property" : "are not properties") of the response; not imported",
                &comments)
            return nil
        }
        keepID(reader, key, as: id)
        return Located(text, at: location(reader.path(key)))
    }

    /// Whether the printer writes the response's `codes` (any but the built-in ones it implies, or
    /// a dialog). Then the comments of each code `read` go before it (those of a code not written,
    /// before the next one); else they go to `comments`, before the intent.
    private mutating func placeCodeComments(
        _ read: [(code: ResponseCode, comments: [String])], of codes: [ResponseCode], at index: Int,
        _ comments: inout [String]
    ) -> Bool {
        let written = codes.indices.contains { position in
            let code = codes[position]
            return !code.isBuiltin || code.dialog != nil || code.conciseDialog != nil
                || !ResponseDefinition.isImplied(codes, at: position)
        }
        guard written else {
            comments += read.flatMap(\.comments)
            return false
        }
        var pending: [String] = []
        for item in read {
            pending += item.comments
            guard let position = codes.firstIndex(where: { $0.name.value == item.code.name.value }) else { continue }
            report.comments.add(pending, at: .code(intent: index, position))
            pending = []
        }
        report.comments.add(pending, at: .codesEnd(intent: index))
        return true
    }
}
