/// ``OutputKind/appIntents``: an `AppIntent`, `AppEnum` or `AppEntity` per declaration in the
/// generated folder, and the files the user fills in (`perform()`, queries, options providers)
/// in the handler folder (``AppIntentsRenderer``); the `Widget` and `ControlWidget` structs of the
/// widgets and controls it declares, with their user-owned providers and views
/// (``WidgetsRenderer``); and once for the target, the String Catalog of the code's strings,
/// `<table>.xcstrings` in the generated folder (``AppIntentsStrings``), and, when intents have
/// App Shortcuts, the `AppShortcutsProvider` and `AppShortcuts.xcstrings` (``AppShortcutsRenderer``).
struct AppIntentsBackend: Backend {
    var kind: OutputKind { .appIntents }
    var scope: BackendScope { .eachDefinitionsFile }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        files.flatMap { file in
            let outputs = AppIntentsRenderer(file, options: plan.options).outputs()
            let widgets =
                plan.options.widgets
                ? WidgetsRenderer(file, options: plan.options).outputs() : (generated: [], user: [])
            return (outputs.generated + widgets.generated).map { $0.pending(kind, .generated, .generated) }
                + (outputs.user + widgets.user).map { $0.pending(kind, .handler, .userOwned) }
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
            ) {
                OutputText(
                    body: (plan.appIntentsCatalogue ?? AppIntentsStrings.catalogue(of: files, in: plan).catalogue)
                        .text())
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
