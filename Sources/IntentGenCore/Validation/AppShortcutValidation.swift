extension FileValidation {
    // MARK: App Shortcuts

    /// An intent's App Shortcut, phrase by phrase, as Apple's build checks it (the
    /// `appshortcutstringsprocessor` step: "Every App Shortcut utterance should have one
    /// '${applicationName}' in it") and as the App Intents metadata allows: every phrase names the
    /// app once; a placeholder names a parameter of the intent whose value is one entity or enum
    /// (Siri fills it from the parameter's values); no phrase names a parameter twice; and each
    /// language's phrases name the same parameters as the development language's, so the
    /// shortcut takes the same values whatever language is spoken. The target-wide rules (at most
    /// ten shortcuts, each phrase once) are ``AppShortcutsChecks``'.
    func validateShortcut(of intent: IntentDefinition) {
        guard let shortcut = intent.shortcut else { return }
        let what = "the App Shortcut of intent `\(intent.name.value)`"
        var named: [String: Set<String>] = [:]
        for list in shortcut.phrases {
            var names: Set<String> = []
            for phrase in list.phrases {
                names.formUnion(checkPhrase(phrase, language: list.language.value, of: intent, what: what))
            }
            named[list.language.value] = names
        }
        guard let development = named[file.language] else { return }
        for list in shortcut.phrases where list.language.value != file.language {
            let names = named[list.language.value] ?? []
            let missing = development.subtracting(names).sorted()
            let extra = names.subtracting(development).sorted()
            guard !missing.isEmpty || !extra.isEmpty else { continue }
            func listed(_ names: [String]) -> String { names.map { "`${\($0)}`" }.joined(separator: ", ") }
            let problem =
                [
                    missing.isEmpty ? nil : "never name \(listed(missing))",
                    extra.isEmpty ? nil : "name \(listed(extra)), which the `\(file.language)` phrases do not",
                ].compactMap { $0 }.joined(separator: " and ")
            diagnostics.emit(
                .error(
                    .invalidValue, "the `\(list.language.value)` phrases of \(what) \(problem)",
                    at: list.language.location,
                    hint:
                        "every language's phrases name the parameters the `\(file.language)` phrases name, so the shortcut takes the same values in every language"
                ))
        }
    }

    /// One phrase's problems; returns the parameters it names that are fine.
    private func checkPhrase(
        _ phrase: Located<String>, language: String, of intent: IntentDefinition, what: String
    ) -> Set<String> {
        let template = PhraseTemplate(phrase.value)
        let quoted = phrase.value.swiftLiteral
        if let malformed = template.malformed {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "the phrase \(quoted) of \(what) has `${` without a name and `}`: \(malformed.prefix(20).description.swiftLiteral)",
                    at: phrase.location,
                    hint: "write `${applicationName}` for the app's name and `${parameter}` for a parameter's value"))
        }
        switch template.applicationNameCount {
        case 1: break
        case 0:
            diagnostics.emit(
                .error(
                    .invalidValue, "the phrase \(quoted) of \(what) does not name the app", at: phrase.location,
                    hint:
                        "every App Shortcut phrase has `${applicationName}` once, where the app's name is spoken: \"Open ${applicationName}\""
                ))
        default:
            diagnostics.emit(
                .error(
                    .invalidValue, "the phrase \(quoted) of \(what) names the app more than once",
                    at: phrase.location, hint: "every App Shortcut phrase has `${applicationName}` exactly once"))
        }
        var good: Set<String> = []
        var seen: Set<String> = []
        let names = intent.parameters.map(\.name.value)
        for name in template.parameters {
            guard seen.insert(name).inserted else {
                diagnostics.emit(
                    .error(
                        .invalidValue, "the phrase \(quoted) of \(what) names `${\(name)}` twice", at: phrase.location,
                        hint: "a phrase takes one value of each parameter"))
                continue
            }
            guard let parameter = intent.parameters.first(where: { $0.name.value == name }) else {
                diagnostics.emit(
                    .error(
                        .undefinedReference,
                        "the phrase \(quoted) of \(what) names `${\(name)}`, which is not a parameter of the intent",
                        at: phrase.location,
                        hint: Suggestions.hint(for: name, in: names + [PhraseTemplate.applicationName])
                            ?? "a phrase names the app (`${applicationName}`) and parameters of its own intent"))
                continue
            }
            guard case .named = parameter.type.value, !parameter.isArray else {
                let type = parameter.isArray ? "[\(parameter.type.value)]" : "\(parameter.type.value)"
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "the phrase \(quoted) of \(what) names `${\(name)}`, a `\(type)` parameter; App Shortcut phrases take one entity or enum value",
                        at: phrase.location,
                        hint:
                            "Siri fills a placeholder from the values of an `AppEntity` or `AppEnum` (a custom type or enum of the file); leave `${\(name)}` out and Siri asks for it",
                        notes: [.init("parameter `\(name)` is declared here", at: parameter.name.location)]))
                continue
            }
            good.insert(name)
        }
        return good
    }
}
