@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// An `AppShortcutsProvider`: its name (`appShortcutsProvider`) and tile color for the file,
    /// and each `AppShortcut(intent:phrases:shortTitle:systemImageName:)` as the `shortcut:` of
    /// the intent it runs, its phrases in the development language (`\(.applicationName)` is
    /// `${applicationName}`, `\(\.$list)` is `${list}`).
    mutating func readShortcutsProvider(_ type: SwiftType) {
        guard isPinnable(type, "App Shortcuts provider") else { return }
        let (notes, _) = replacement(
            of: type, "\(type.kind == .classType ? "class" : "struct") \(type.name): AppShortcutsProvider",
            generated: Generated(
                members: ["appShortcuts", "shortcutTileColor"], conformances: ["AppShortcutsProvider"]))
        var found: [(index: Int, shortcut: [YAMLEntry])] = []
        var tileColor: YAMLEntry?
        var incomplete: [String] = []
        for member in type.members {
            guard let property = Self.staticProperty(member.syntax) else {
                lose(
                    .lostCode, "`\(Self.memberName(member.syntax))` of `\(type.name)` stays yours", at: member.location)
                continue
            }
            switch property.name {
            case "appShortcuts":
                guard let calls = Self.shortcutCalls(property) else {
                    lose(
                        .lostCode, "the App Shortcuts of `\(type.name)` are not a list of `AppShortcut(…)`s",
                        at: member.location)
                    incomplete.append("appShortcuts")
                    continue
                }
                for call in calls {
                    if let shortcut = readShortcut(call, at: member.place.location(of: call)) {
                        found.append(shortcut)
                    } else {
                        incomplete.append("shortcut")
                    }
                }
            case "shortcutTileColor":
                if let color = Self.tileColor(Self.staticValue(property)) {
                    tileColor = YAMLEntry(.shortcutTileColor, .scalar(color))
                } else {
                    lose(.lostCode, "the tile color of `\(type.name)` is not a color's case", at: member.location)
                }
            default:
                lose(.lostCode, "`static \(property.name)` of `\(type.name)` stays yours", at: member.location)
            }
        }
        // All or nothing: a generated provider without one of the team's shortcuts would drop it.
        guard incomplete.isEmpty else {
            lose(
                .lostDeclaration,
                "the App Shortcuts provider `\(type.name)` stays yours: import cannot keep every shortcut and phrase of it",
                at: type.location, hint: "its shortcuts are not imported either; it compiles as it is")
            return
        }
        settings.append(YAMLEntry(.appShortcutsProvider, .scalar(type.name)))
        if let tileColor { settings.append(tileColor) }
        replaced += notes
        for (order, (index, shortcut)) in found.enumerated() {
            guard case .mapping(var entries)? = intents[index].value, let key = intents[index].key else { continue }
            entries.append(YAMLEntry(.shortcut, .mapping(shortcut)))
            intents[index] = YAMLEntry(key, .mapping(entries))
            shortcutOrder[key] = order
        }
    }

    /// The `AppShortcut(…)` calls of `appShortcuts`: a result builder's lines, or an array
    /// literal (stored or returned); nil for anything else.
    static func shortcutCalls(_ property: (name: String, value: ExprSyntax?, body: CodeBlockItemListSyntax?))
        -> [FunctionCallExprSyntax]?
    {
        func call(_ expression: ExprSyntax?) -> FunctionCallExprSyntax? { expression?.as(FunctionCallExprSyntax.self) }
        if let array = (property.value ?? returnedExpression(property.body))?.as(ArrayExprSyntax.self) {
            let calls = array.elements.compactMap { call($0.expression) }
            return calls.count == array.elements.count ? calls : nil
        }
        guard let body = property.body else { return nil }
        let calls = body.compactMap { item in
            item.item.as(FunctionCallExprSyntax.self) ?? call(item.item.as(ExpressionStmtSyntax.self)?.expression)
        }
        return calls.count == body.count ? calls : nil
    }

    /// `.navy` or `ShortcutTileColor.navy`: `navy`.
    static func tileColor(_ expression: ExprSyntax?) -> String? {
        guard let member = expression?.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "ShortcutTileColor"
        else { return nil }
        return member.declName.baseName.plain
    }

    /// The phrases in the development language, then in each language the app's catalogs
    /// translate every one of them into, each translation with the placeholders of its phrase
    /// (the app's name, which Apple requires, and the same parameters); a language whose
    /// phrases are not all so translated is reported and left out.
    private mutating func phraseLanguages(
        _ phrases: [String], at location: IntentGenCore.SourceLocation
    ) -> [YAMLEntry] {
        func list(_ items: [String]) -> YAMLValue { .sequence(items.map { .scalar(YAMLText.quote($0)) }) }
        func placeholders(_ text: String) -> Set<String> {
            Set(PhraseTemplate(text).parameters + (text.contains("${applicationName}") ? ["${applicationName}"] : []))
        }
        for phrase in phrases { usedTexts.insert(phrase) }
        let languages = Set(phrases.flatMap { translations.translations(of: $0).keys })
        var entries = [YAMLEntry(language, list(phrases))]
        for other in languages.sorted() {
            let translated = phrases.map { translations.translations(of: $0)[other] }
            let complete = zip(phrases, translated).allSatisfy { phrase, text in
                text.map { placeholders($0) == placeholders(phrase) } ?? false
            }
            guard complete else {
                lose(
                    .lostTranslation,
                    "the `\(other)` phrases are not each translated with the placeholders of the phrase (`${applicationName}` and the same parameters)",
                    at: location,
                    hint: "Apple rejects a phrase without the app's name; complete the translations, then import again")
                continue
            }
            entries.append(YAMLEntry(other, list(translated.compactMap { $0 })))
        }
        return entries
    }

    /// One `AppShortcut(…)`: the intent it runs and its `shortcut:` entries; nil, reported,
    /// when import cannot keep all of it.
    private mutating func readShortcut(
        _ call: FunctionCallExprSyntax, at location: IntentGenCore.SourceLocation
    ) -> (index: Int, shortcut: [YAMLEntry])? {
        let arguments = call.arguments
        guard call.calledExpression.trimmedDescription == "AppShortcut",
            let intentCall = SwiftLiterals.argument("intent", in: arguments)?.as(FunctionCallExprSyntax.self),
            intentCall.arguments.isEmpty,
            let intentName = intentCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let index = intentIndex[intentName],
            let phraseList = SwiftLiterals.argument("phrases", in: arguments)?.as(ArrayExprSyntax.self)
        else {
            lose(
                .lostCode,
                "an App Shortcut that is not `AppShortcut(intent: AnImportedIntent(), phrases: […], …)` stays yours",
                at: location)
            return nil
        }
        var phrases: [String] = []
        for element in phraseList.elements {
            guard let phrase = SwiftLiterals.phrase(element.expression) else {
                lose(.lostCode, "a phrase of the App Shortcut of `\(intentName)` is not a literal", at: location)
                return nil
            }
            guard !phrases.contains(phrase) else {
                lose(
                    .lostKey,
                    "the phrase \"\(phrase)\" of the App Shortcut of `\(intentName)` is written twice; it is kept once",
                    at: location)
                continue
            }
            guard phrase.contains("${applicationName}") else {
                lose(
                    .lostCode,
                    "a phrase of the App Shortcut of `\(intentName)` does not say the app's name, which App Shortcuts need",
                    at: location)
                return nil
            }
            let named = PhraseTemplate(phrase).parameters
            if let missing = named.first(where: { !(intentParameters[intentName]?.contains($0) ?? false) }) {
                lose(
                    .lostCode,
                    "a phrase of the App Shortcut of `\(intentName)` names `\(missing)`, which is not an imported parameter",
                    at: location)
                return nil
            }
            phrases.append(phrase)
        }
        guard !phrases.isEmpty else {
            lose(.lostCode, "the App Shortcut of `\(intentName)` has no phrase import can keep", at: location)
            return nil
        }
        var shortcut = [YAMLEntry(.phrases, .mapping(phraseLanguages(phrases, at: location)))]
        if let title = SwiftLiterals.text(SwiftLiterals.argument("shortTitle", in: arguments)) {
            shortcut.append(YAMLEntry(.shortTitle, localized(title)))
        }
        guard let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemImageName", in: arguments)) else {
            lose(
                .lostCode,
                "the App Shortcut of `\(intentName)` has no `systemImageName:` literal, which the definitions need",
                at: location, hint: "add the symbol (iOS 17's AppShortcut takes one), then import again")
            return nil
        }
        shortcut.append(YAMLEntry(.symbol, Self.scalar(symbol.value)))
        let unread = arguments.compactMap(\.label?.text).filter {
            !["intent", "phrases", "shortTitle", "systemImageName"].contains($0)
        }
        if !unread.isEmpty {
            lose(
                .lostSetting,
                "the App Shortcut of `\(intentName)` has \(unread.map { "`\($0):`" }.joined(separator: ", ")), which import does not read",
                at: location)
        }
        return (index, shortcut)
    }
}
