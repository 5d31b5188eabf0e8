/// ``OutputKind/appIntents``: an `AppIntent`, `AppEnum` or `AppEntity` per declaration in the
/// generated folder, and the files the user fills in (`perform()`, queries, options providers)
/// in the handler folder (``AppIntentsRenderer``); the `Widget` and `ControlWidget` structs of the
/// widgets and controls it declares, with their user-owned providers and views
/// (``WidgetsRenderer``); and once for the target, the String Catalog of the code's strings,
/// `<table>.xcstrings` in the generated folder (``AppIntentsStrings``), and, when intents have
/// App Shortcuts, the `AppShortcutsProvider` and `AppShortcuts.xcstrings` (``AppShortcutsRenderer``).
struct AppIntentsBackend: Backend {
    /// The App Intents types the intents, entities, widgets and controls use.
    var usedNames: [String: String] {
        Self.swiftNames(importing: ["AppIntents", "WidgetKit", "SwiftUI"]).merging(
            Self.names(
                [
                    "AppEntity", "AppEnum", "AppIntent", "CustomIntentMigratedAppIntent", "DisplayRepresentation",
                    "DynamicOptionsProvider", "EntityProperty", "EntityQuery", "EntityStringQuery",
                    "IntentCurrencyAmount",
                    "IntentDescription", "IntentFile", "IntentParameter", "IntentPerson", "IntentResult",
                    "LocalizedStringResource", "OpenURLIntent", "OpensIntent", "Parameter", "ParameterSummary",
                    "Property",
                    "Summary", "TypeDisplayRepresentation", "WidgetConfigurationIntent", "SetValueIntent",
                    "ControlConfigurationIntent",
                ],
                from: "App Intents")
        ) { first, _ in first }
    }

    var kind: OutputKind { .appIntents }
    var scope: BackendScope { .eachDefinitionsFile }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        files.flatMap { file in
            let appIntents = AppIntentsRenderer(file, options: plan.options)
            let outputs = appIntents.outputs()
            let widgets = plan.options.widgets ? WidgetsRenderer(file, options: plan.options) : nil
            let widgetOutputs = widgets?.outputs() ?? (generated: [], user: [])
            var pending = appIntents.pending(outputs.generated, kind, .generated, .generated)
            if let widgets { pending += widgets.pending(widgetOutputs.generated, kind, .generated, .generated) }
            pending += appIntents.pending(outputs.user, kind, .handler, .userOwned)
            if let widgets { pending += widgets.pending(widgetOutputs.user, kind, .handler, .userOwned) }
            return pending
        }
    }

    /// The String Catalog, a resource Xcode compiles into the bundle beside the code: the one the
    /// planner made, or made when the emit stage asks for it, from every definitions file of the
    /// target.
    func targetOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        guard files.contains(where: { !$0.intents.isEmpty || !$0.enums.isEmpty || !$0.types.isEmpty }) else {
            return []
        }
        let table = plan.options.appIntentsTable
        return [
            PendingFile(
                destination: .generated, path: table + ".xcstrings", ownership: .resource, kind: kind,
                origin: OutputOrigin("the `\(table)` String Catalog of the App Intents code", at: nil)
            ) { sink in
                plan.appIntentsStrings.value { AppIntentsStrings.collect(from: files, options: plan.options).strings }
                    .write(to: sink)
            }
        ] + shortcutOutputs(of: files, in: plan)
    }

    /// The provider of the target's App Shortcuts and their phrases' String Catalog; none when no
    /// intent has a shortcut.
    private func shortcutOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        guard plan.options.appShortcuts, let first = AppShortcutsRenderer.shortcuts(of: files).first else { return [] }
        let renderer = AppShortcutsRenderer(files, options: plan.options)
        let origin = OutputOrigin(
            "the App Shortcuts of the target's intents", at: first.definition.location)
        return [
            PendingFile(
                destination: .generated, path: renderer.structName + ".swift", ownership: .generated, kind: kind,
                origin: origin
            ) {
                renderer.renderProvider()
            },
            PendingFile(
                destination: .generated, path: AppShortcutsRenderer.catalogueName, ownership: .resource, kind: kind,
                origin: origin
            ) {
                OutputText(body: renderer.catalogue().text())
            },
        ]
    }
}

extension AppIntentsBackend {
    /// The names an intent's App Intents code declares: the intent (pinned when `appIntentName`
    /// gives it), then each parameter's options provider (declared, and claimed, by the first
    /// parameter naming a shared one) and default query.
    static func claims(of intent: PlannedIntent, _ claim: OutputNames.Claimer) -> [OutputNames.Claim] {
        let definition = intent.definition
        var result = [
            claim(
                intent.appIntent, at: definition.appIntents.name?.location ?? definition.name.location, isFile: true,
                isPinned: definition.appIntents.name != nil,
                fileSuffix: intent.needsPerform ? AppIntentsRenderer.performSuffix + ".swift" : ".swift")
        ]
        for parameter in intent.parameters {
            let provider = parameter.declaresOptionsProvider ? parameter.optionsProvider : nil
            for name in [provider, parameter.defaultQuery].compactMap({ $0 }) {
                let location = name == provider ? parameter.definition.appIntents.optionsProvider?.location : nil
                result.append(
                    claim(
                        name, at: location ?? parameter.definition.name.location, isFile: true,
                        isPinned: location != nil))
            }
        }
        return result
    }

    /// The App Shortcuts provider a file pins.
    static func claim(appShortcutsProvider provider: Located<String>, file: Int) -> OutputNames.Claim {
        OutputNames.Claimer(
            owner: DefinitionKey.appShortcutsProvider.quoted, source: .appShortcutsProvider(file: file))(
                provider.value, at: provider.location, isFile: true)
    }

    /// Widgets and controls: the struct, the user's file (provider) and what it declares. A
    /// shared provider, entry or view is claimed by the widget that declares it.
    static func widgetClaims(of declarations: FileDeclarations, file: Int) -> [OutputNames.Claim] {
        var result: [OutputNames.Claim] = []
        for (index, widget) in declarations.widgets.enumerated() {
            let definition = widget.definition
            let claim = OutputNames.Claimer(
                owner: "widget `\(definition.name.value)`", source: .widget(file: file, index))
            var names: [(String, Bool, SourceLocation?)] = [(widget.structName, true, nil)]
            if widget.declaresProvider {
                names += [
                    (widget.provider, true, definition.provider?.location),
                    (widget.entry, false, definition.entry?.location),
                ]
            }
            if widget.declaresView { names.append((widget.view, false, definition.view?.location)) }
            result += names.map { claim($0.0, at: $0.2 ?? definition.name.location, isFile: $0.1) }
        }
        for (index, control) in declarations.controls.enumerated() {
            let claim = OutputNames.Claimer(
                owner: "control `\(control.definition.name.value)`", source: .control(file: file, index))
            let names =
                [(control.structName, true)] + [control.provider].compactMap { $0.map { ($0, true) } }
                + [control.value].compactMap { $0.map { ($0, false) } }
            result += names.map { claim($0.0, at: control.definition.name.location, isFile: $0.1) }
        }
        return result
    }

    /// An enum's or type's App Intents twins (the enum, or the entity and its query): files, all
    /// pinned when one of them is. A pinned name is reported where it is written; a query's
    /// default name is made from the entity's, pinned or not.
    static func claims(
        ofTwins twins: [String], pinnedAt: [SourceLocation?], at location: SourceLocation,
        _ claim: OutputNames.Claimer
    ) -> [OutputNames.Claim] {
        let pinned = pinnedAt.contains { $0 != nil }
        return twins.enumerated().map { claim($1, at: pinnedAt[$0] ?? location, isFile: true, isPinned: pinned) }
    }
}
