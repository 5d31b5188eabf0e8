@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// The protocols intentgen declares itself from what an intent says (`conformances` may not
    /// repeat them), and those every App Intent has.
    static let declaredConformances: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "PredictableIntent",
        "SetValueIntent", "ControlConfigurationIntent", "Sendable", "PersistentlyIdentifiable",
    ]

    /// The other protocols the intent's declaration conforms to, in order (`OpenIntent`,
    /// `LiveActivityIntent`, the app's own …): the definitions' `conformances`, whose members are
    /// the team's, in the `perform()` file or another extension. An extension's stay with it.
    static func extraConformances(of type: SwiftType) -> [String] {
        (type.parts.first?.inherited ?? []).filter {
            !declaredConformances.contains($0) && SwiftNames.isIdentifier($0) && $0.first?.isUppercase == true
        }
    }

    /// An App Intent: its name pinned (`appIntentName`), App Intents only, its title,
    /// description, settings, parameters and summary; `perform()` and other code stay the team's.
    mutating func readIntent(_ type: SwiftType) -> YAMLEntry? {
        guard !isControlsOwn(type) else { return nil }
        let base = type.name.hasSuffix("Intent") && type.name.count > 6 ? String(type.name.dropLast(6)) : type.name
        guard isPinnable(type, "App Intent") else { return nil }
        guard type.kind == .structure, let name = claim(base, fallback: type.name) else {
            lose(.lostDeclaration, "the App Intent `\(type.name)` is not a struct", at: type.location)
            return nil
        }
        unreadable = []
        checkSynthesizedConformances(type)
        pendingNotes = []
        let providersBefore = optionsProviders
        losses.hold()
        let generated = Self.generatedIntent(type)
        let what = "struct \(type.name): \(type.inherited.first(where: Self.intentProtocols.contains) ?? "AppIntent")"
        let (notes, staying) = replacement(of: type, what, generated: generated)
        var head = [YAMLEntry(.appIntentName, .scalar(type.name)), YAMLEntry(.appIntentOnly, .scalar("true"))]
        var settings: [YAMLEntry] = []
        if type.conforms(to: ["WidgetConfigurationIntent"]) {
            widgetIntents.insert(type.name)
            settings += [
                YAMLEntry(.eligibleForWidgets, .scalar("true")), YAMLEntry(.eligibleForSuggestions, .scalar("false")),
            ]
        }
        // A prediction of the team's stays theirs, with its conformance (the generated one is made
        // from the summaries): `predictable: true` only for a conformance without one.
        if type.conforms(to: ["PredictableIntent"]), !Self.hasOwnPrediction(type) {
            settings.append(YAMLEntry(.predictable, .scalar("true")))
        }
        let extra = Self.extraConformances(of: type)
        if !extra.isEmpty { settings.append(YAMLEntry(.conformances, .flowSequence(extra))) }
        var parameters: [YAMLEntry] = []
        var summaries: [YAMLEntry]?
        for member in type.members {
            if let parameter = readParameter(member, of: type) {
                parameters.append(parameter)
            } else if let property = Self.staticProperty(member.syntax) {
                readSetting(
                    property, of: type, at: member.location, head: &head, settings: &settings, summary: &summaries)
            } else if let initializer = member.syntax.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.isEmpty, initializer.body?.statements.isEmpty ?? true
            {
                continue  // `init() {}`, which the generated struct has too.
            } else if !member.syntax.is(VariableDeclSyntax.self) || Self.isCode(member.syntax) {
                loseIntentMember(member, of: type, keptPerform: staying.contains("perform()"))
            }
        }
        guard unreadable.isEmpty else {
            losses.keepReasons()
            keepWhole(type, "App Intent", because: unreadable)
            optionsProviders = providersBefore
            return nil
        }
        losses.commit()
        replaced += notes + pendingNotes
        let names = Set(parameters.compactMap(\.key))
        intentParameters[type.name] = names
        // A summary that names a parameter not imported (or not declared) would not compile.
        if let summary = summaries, case .flowSequence(let named)? = summary.first?.value,
            let missing = named.first(where: { !names.contains($0) })
        {
            lose(
                .lostSummary,
                "the parameter summary of `\(type.name)` names `\(missing)`, which is not an imported parameter",
                at: type.location)
            summaries = nil
        }
        // `perform()` in an extension of the team's, which stays: intentgen writes no file for it.
        if staying.contains("perform()") { settings.append(YAMLEntry(.userFile, .scalar("false"))) }
        var entries = head + settings
        if !parameters.isEmpty { entries.append(YAMLEntry(.parameters, .mapping(parameters))) }
        if let summaries { entries.append(YAMLEntry(.summaries, .sequence([.mapping(summaries)]))) }
        return YAMLEntry(name, .mapping(entries))
    }

    /// Whether an intent is a control's (`SetValueIntent`, `ControlConfigurationIntent`) that
    /// stays the team's with its control: a control's intent is what its control makes it, and
    /// only an imported toggle's action is imported (reported).
    private mutating func isControlsOwn(_ type: SwiftType) -> Bool {
        guard let control = ["SetValueIntent", "ControlConfigurationIntent"].first(where: { type.conforms(to: [$0]) }),
            control == "ControlConfigurationIntent" || !toggleActions.contains(type.name)
        else { return false }
        lose(
            .lostDeclaration,
            "`\(type.name)` stays yours: it is a `\(control)`, which a control's definition makes, and its control is not imported",
            at: type.location, hint: "it compiles as it is, beside the generated code")
        return true
    }

    /// The settings an intent's generated struct declares, its `@Parameter`s and `init()`.
    static func generatedIntent(_ type: SwiftType) -> Generated {
        var members: Set<String> = [
            "title", "description", "parameterSummary", "openAppWhenRun", "isDiscoverable", "authenticationPolicy",
            "persistentIdentifier", "intentClassName", "predictionConfiguration", "supportedModes", "init()",
        ]
        for member in type.members where !isCode(member.syntax) { members.insert(memberName(member.syntax)) }
        var conformances = declaredConformances.union(extraConformances(of: type))
        if hasOwnPrediction(type) {
            members.remove("predictionConfiguration")
            conformances.remove("PredictableIntent")
        }
        // A `SetValueIntent` is imported only as the action of an imported toggle, which makes it one.
        return Generated(members: members, conformances: conformances)
    }

    /// Whether the team writes the intent's `predictionConfiguration`, other than the one the
    /// definitions make of a predictable intent: a prediction per summary, titled with its
    /// sentence, or one titled with the intent's title.
    static func hasOwnPrediction(_ type: SwiftType) -> Bool {
        guard let member = type.members.first(where: { memberName($0.syntax) == "predictionConfiguration" }) else {
            return false
        }
        var sentences: Set<String> = []
        for member in type.members {
            guard let property = staticProperty(member.syntax) else { continue }
            if property.name == "title", let title = SwiftLiterals.text(staticValue(property)) {
                sentences.insert(title.value)
            } else if property.name == "parameterSummary",
                let call = returnedExpression(property.body)?.as(FunctionCallExprSyntax.self),
                let sentence = SwiftLiterals.sentence(call.arguments.first?.expression)
            {
                sentences.insert(sentence.text)
            }
        }
        let titles = predictionTitles(member.syntax)
        return titles.isEmpty || !titles.allSatisfy(sentences.contains)
    }

    /// The titles of `IntentPrediction(parameters: (\.$a)) { a in DisplayRepresentation(title: "… \(a)") }`
    /// and `IntentPrediction<Self, ()>(displayRepresentation: { DisplayRepresentation(title: "…") })`,
    /// with `${a}` for each parameter; empty for any other prediction.
    static func predictionTitles(_ decl: DeclSyntax) -> [String] {
        guard case .getter(let statements)? = decl.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?.accessors
        else { return [] }
        var titles: [String] = []
        for item in statements {
            guard
                let call = item.item.as(FunctionCallExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription.hasPrefix("IntentPrediction"),
                let closure = call.trailingClosure
                    ?? SwiftLiterals.argument("displayRepresentation", in: call.arguments)?.as(ClosureExprSyntax.self),
                let display = returnedExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
                let title = SwiftLiterals.argument("title", in: display.arguments)
            else { return [] }
            // `LocalizedStringResource("Count \(book!)", table: …)` or a literal.
            let literal =
                title.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.first?.expression } ?? title
            guard let text = SwiftLiterals.predictionTitle(literal) else { return [] }
            titles.append(text)
        }
        return titles
    }

    /// Code of an intent that stays the team's: in an extension that stays, where it is; in the
    /// struct the definitions now generate, moved into an extension (intentgen's `perform()` file,
    /// unless `perform()` is in an extension that stays).
    private mutating func loseIntentMember(_ member: SwiftType.Member, of type: SwiftType, keptPerform: Bool) {
        let name = Self.memberName(member.syntax)
        let isStored =
            member.syntax.as(VariableDeclSyntax.self)?.bindings.contains { $0.accessorBlock == nil } ?? false
        if member.part != 0 {
            lose(.lostCode, "`\(name)` of `\(type.name)` stays yours, in its extension", at: member.location)
        } else if isStored {
            // The generated struct would not store it, and an extension cannot: the intent stays whole.
            lose(
                .lostParameter, "the stored member `\(name)` of `\(type.name)` is not one the definitions declare",
                at: member.location,
                hint: "declare it where it is used (a `@Dependency var` inside `perform()`), then import again")
            unreadable.append(name)
        } else if name == "perform()", !keptPerform, !widgetIntents.contains(type.name) {
            lose(
                .lostCode,
                "`perform()` of `\(type.name)` stays yours: intentgen writes a stub of it in \(type.name)+Perform.swift, once",
                at: member.location, hint: "put yours there in place of the stub, its signature with it")
        } else {
            lose(
                .lostCode, "`\(name)` of `\(type.name)` stays yours", at: member.location,
                hint: keptPerform
                    ? "move it into your extension of `\(type.name)` that declares `perform()`"
                    : widgetIntents.contains(type.name)
                        ? "move it into an extension of `\(type.name)` of yours"
                        : "move it into an extension of `\(type.name)` (the `\(type.name)+Perform.swift` intentgen writes, or one of yours)"
            )
        }
    }

    /// Whether a member is code (a function, a computed or stored property the definitions do not declare).
    static func isCode(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return true }
        return !variable.attributes.contains { Self.attributeName($0) == "Parameter" }
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// A static setting of an intent: its title, description, the flags the definitions hold,
    /// its persistent identifier and SiriKit class, and a one-sentence parameter summary.
    private mutating func readSetting(
        _ property: (name: String, value: ExprSyntax?, body: CodeBlockItemListSyntax?), of type: SwiftType,
        at location: IntentGenCore.SourceLocation, head: inout [YAMLEntry], settings: inout [YAMLEntry],
        summary: inout [YAMLEntry]?
    ) {
        let value = Self.staticValue(property)
        let text = SwiftLiterals.text(value)
        let literal = SwiftLiterals.value(value)
        switch (property.name, text, literal) {
        case ("title", let text?, _):
            head.insert(YAMLEntry(.title, localized(text)), at: 0)
            if !text.dropped.isEmpty { loseArguments(text.dropped, of: "the title of `\(type.name)`", at: location) }
        case ("description", let text?, _):
            head.insert(YAMLEntry(.description, localized(text)), at: min(1, head.count))
            if !text.dropped.isEmpty {
                loseArguments(text.dropped, of: "the description of `\(type.name)`", at: location)
            }
        case ("supportedModes", _, let mode?) where !mode.isText && mode.text == "foreground":
            // iOS 26's spelling of `openAppWhenRun = true`.
            if !settings.contains(where: { $0.key == DefinitionKey.openAppWhenRun.rawValue }) {
                settings.append(YAMLEntry(.openAppWhenRun, .scalar("true")))
            }
        case ("openAppWhenRun", _, let flag?) where !flag.isText:
            if !settings.contains(where: { $0.key == DefinitionKey.openAppWhenRun.rawValue }) {
                settings.append(YAMLEntry(.openAppWhenRun, .scalar(flag.text)))
            }
        case ("isDiscoverable", _, let flag?) where !flag.isText:
            settings.append(YAMLEntry(.isDiscoverable, .scalar(flag.text)))
        case ("authenticationPolicy", _, let policy?) where !policy.isText:
            settings.append(YAMLEntry(.authenticationPolicy, .scalar(policy.text)))
        case ("persistentIdentifier", let text?, _) where !text.value.isEmpty:
            settings.append(YAMLEntry(.persistentIdentifier, Self.scalar(text.value)))
        case ("intentClassName", let text?, _) where SwiftNames.isIdentifier(text.value):
            head += [YAMLEntry(.className, Self.scalar(text.value)), YAMLEntry(.migratedFromSiriKit, .scalar("true"))]
        case ("parameterSummary", _, _):
            summary = readSummary(property.body ?? [], of: type, at: location)
        case ("predictionConfiguration", _, _) where !Self.hasOwnPrediction(type):
            break  // What `predictable: true` makes of the summaries.
        case ("predictionConfiguration", _, _):
            lose(
                .lostCode, "`predictionConfiguration` of `\(type.name)` stays yours", at: location,
                hint:
                    "move it into an extension of yours that declares the conformance: `extension \(type.name): PredictableIntent { … }`"
            )
        default:
            lose(.lostCode, "`static \(property.name)` of `\(type.name)` stays yours", at: location)
        }
    }

    private mutating func loseArguments(_ labels: [String], of what: String, at location: IntentGenCore.SourceLocation)
    {
        lose(
            .lostSetting,
            "\(what) has arguments the definitions do not hold: \(labels.map { "`\($0):`" }.joined(separator: ", "))",
            at: location, hint: "texts go into the target's App Intents strings table")
    }

    /// `Summary("Add \(\.$text) to \(\.$list)")`: one summary of the parameters it names; any
    /// other form (`When`, `Switch`, a list) stays the team's.
    private mutating func readSummary(
        _ body: CodeBlockItemListSyntax, of type: SwiftType, at location: IntentGenCore.SourceLocation
    )
        -> [YAMLEntry]?
    {
        // `Summary("…")`, `Summary("…", table: "T")` or `Summary("…") {}`: one sentence and
        // nothing more (a closure listing further parameters is the team's).
        guard let call = Self.returnedExpression(body)?.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "Summary",
            call.trailingClosure?.statements.isEmpty ?? true, call.additionalTrailingClosures.isEmpty,
            call.arguments.first?.label == nil, call.arguments.dropFirst().allSatisfy({ $0.label?.text == "table" }),
            let sentence = SwiftLiterals.sentence(call.arguments.first?.expression)
        else {
            lose(
                .lostSummary, "the parameter summary of `\(type.name)` is not one `Summary(\"…\")` sentence",
                at: location,
                hint: "write its sentences in `summaries:` by hand")
            return nil
        }
        if call.arguments.count > 1 {
            loseArguments(["table"], of: "the parameter summary of `\(type.name)`", at: location)
        }
        return [
            YAMLEntry(.parameters, .flowSequence(sentence.parameters)), YAMLEntry(.title, localized(sentence.text)),
        ]
    }
}
