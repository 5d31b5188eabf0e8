// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

extension ImportSession {
    // MARK: Response

    /// The response of intent number `index`, and whether the printer writes anything of it (else
    /// the comments about it belong before the intent).
    func response(
        _ values: [String: PlistValue], path: PlistPath, intent: String, written intentName: String, at index: Int,
        _ comments: inout [String]
    ) -> (response: ResponseDefinition, written: Bool) {
        var reader = PlistDictReader(values, path: path)
        let owner = XcodeIdentity.responseOwner(of: intentName)
        keepCounter(reader, "INIntentResponseLastParameterTag", of: owner)
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
                owner: "the response of intent `\(intent)`", ids: owner, reserved: .response, taken: &names,
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
        // Each code read, in the file's order, with its comments.
        var read: [(code: ResponseCode, comments: [String])] = []
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
                let derived =
                    "\(owner).\(name)." + (key == "INIntentResponseCodeFormatString" ? "dialog" : "conciseDialog")
                guard let read = text(&codeReader, key, &codeComments).map({ renamePlaceholders($0, renames) }) else {
                    keepID(codeReader, key, as: derived, taken: false)
                    return nil
                }
                guard
                    let text = keepingTranslations(
                        read, allowed: allowed, idPath: codeReader.path(key + "ID"),
                        what: "the dialog \"\(read.text)\" of response code `\(name)`", &codeComments)
                else {
                    let unknown = Set(SwiftNames.placeholders(in: read.text)).subtracting(allowed)
                    let text = read
                    warn(
                        codeReader.path(key), .lostDialog,
                        "the dialog \"\(text.text)\" of response code `\(name)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which \(unknown.count == 1 ? "is not a property" : "are not properties") of the response; not imported",
                        &codeComments)
                    return nil
                }
                keepID(codeReader, key, as: derived)
                return Located(text, at: location(codeReader.path(key)))
            }
            let main = dialog("INIntentResponseCodeFormatString")
            let concise = dialog("INIntentResponseCodeConciseFormatString")
            finish(codeReader, &codeComments)
            let responseCode = ResponseCode(
                name: Located(name, at: location(codeReader.path("INIntentResponseCodeName"))), isSuccess: isSuccess,
                dialog: main, conciseDialog: concise)
            read.append((responseCode, codeComments))
        }
        for builtin in ["success", "failure"] where !seen.contains(builtin) {
            warn(
                codesPath, .importDefaulted,
                "the response of intent `\(intent)` has no `\(builtin)` code; the definitions language always has one",
                &comments)
        }
        // The codes in the file's order; a missing built-in code goes where the language adds it.
        response.codes = ResponseDefinition.completed(read.map(\.code), at: location(codesPath))
        let written = response.codes.indices.contains { position in
            let code = response.codes[position]
            return !code.isBuiltin || code.dialog != nil || code.conciseDialog != nil
                || !ResponseDefinition.isImplied(response.codes, at: position)
        }
        if written {
            var pending: [String] = []
            for item in read {
                pending += item.comments
                guard let position = response.codes.firstIndex(where: { $0.name.value == item.code.name.value })
                else { continue }
                self.comments.add(pending, at: .code(intent: index, position))
                pending = []
            }
            self.comments.add(pending, at: .codesEnd(intent: index))
        } else {
            comments += read.flatMap(\.comments)
        }
        finish(reader, &comments)
        return (response, response.output != nil || !response.properties.isEmpty || written)
    }
}
