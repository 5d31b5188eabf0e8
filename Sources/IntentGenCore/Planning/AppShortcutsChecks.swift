/// The rules of App Shortcuts that hold for a target's intents together, checked when the target
/// is planned (``Planner``): the intents of one target come from every definitions file it
/// compiles, so lint, which sees files, cannot check them.
enum AppShortcutsChecks {
    /// App Intents allows an app at most this many App Shortcuts.
    static let limit = 10

    /// Reports the target's App Shortcuts past the tenth (errors), a development-language phrase
    /// two shortcuts share (an error: the phrase would run either, and its string set in
    /// `AppShortcuts.xcstrings` is keyed by it), and the shortcuts of SiriKit intents in a target
    /// that does not generate App Intents (a warning: they need the App Intents code, and are left
    /// out; an App-Intents-only intent is left out there as a whole, as widgets and controls are).
    static func check(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) {
        checkProviderNames(plan, diagnostics: diagnostics)
        let shortcuts = AppShortcutsRenderer.shortcuts(of: plan.declarations)
        guard let first = shortcuts.first else { return }
        // A target that leaves its App Shortcuts to another (`appShortcuts: false`) has none.
        guard plan.options.appShortcuts else { return }
        guard plan.generates(.appIntents) else {
            for shortcut in shortcuts where !shortcut.intent.definition.appIntentOnly {
                diagnostics.emit(
                    .warning(
                        .invalidOptions,
                        "target `\(plan.name)` generates intent `\(shortcut.intent.definition.name.value)` without App Intents, so its App Shortcut is left out",
                        at: shortcut.definition.location,
                        hint:
                            "App Shortcuts run App Intents: add `appIntents` to the target's `generate`, or leave the shortcut to a target that has it"
                    ))
            }
            return
        }
        for shortcut in shortcuts.dropFirst(limit) {
            diagnostics.emit(
                .error(
                    .limit,
                    "the App Shortcut of intent `\(shortcut.intent.definition.name.value)` is one more than the \(limit) App Shortcuts target `\(plan.name)` can have",
                    at: shortcut.definition.location,
                    hint: "App Intents takes at most \(limit) App Shortcuts per app; keep the most useful ones",
                    notes: [.init("the first App Shortcut of the target", at: first.definition.location)]))
        }
        var owners: [String: (intent: String, location: SourceLocation)] = [:]
        for shortcut in shortcuts {
            let name = shortcut.intent.definition.name.value
            let language = shortcut.declarations.file.language
            for phrase in shortcut.definition.phrases(in: language) {
                if let owner = owners[phrase.value] {
                    let same = owner.intent == name
                    diagnostics.emit(
                        .error(
                            .duplicateName,
                            "the phrase \(phrase.value.swiftLiteral) of intent `\(name)` is "
                                + (same ? "written twice" : "also a phrase of intent `\(owner.intent)`"),
                            at: phrase.location,
                            hint: same ? "remove one" : "a phrase runs one App Shortcut; word them differently",
                            notes: [.init("the first one", at: owner.location)]))
                } else {
                    owners[phrase.value] = (name, phrase.location)
                }
            }
        }
    }

    /// A target has one `AppShortcutsProvider`, so the files it compiles give one name and one
    /// tile color for it.
    static func checkProviderNames(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) {
        guard plan.generates(.appIntents), plan.options.appShortcuts else { return }
        let files = plan.declarations.map(\.file)
        agree(files.compactMap(\.appShortcutsProvider), .appShortcutsProvider, in: plan, diagnostics: diagnostics)
        let colors = files.compactMap { file in
            file.shortcutTileColor.map { Located($0.value.rawValue, at: $0.location) }
        }
        agree(colors, .shortcutTileColor, in: plan, diagnostics: diagnostics)
    }

    /// Reports each value of `key` that differs from the first the target's files give.
    private static func agree(
        _ values: [Located<String>], _ key: DefinitionKey, in plan: TargetPlan, diagnostics: any DiagnosticCollector
    ) {
        guard let first = values.first else { return }
        for value in values.dropFirst() where value.value != first.value {
            diagnostics.emit(
                .error(
                    .duplicateName,
                    "\(key.quoted) is `\(value.value)`, but target `\(plan.name)` already has `\(first.value)`",
                    at: value.location,
                    hint:
                        "a target has one App Shortcuts provider: give every file the same \(key.quoted), or one file the key",
                    notes: [.init("the first one", at: first.location)]))
        }
    }
}
