/// ``OutputKind/appIntents``: an `AppIntent`, `AppEnum` or `AppEntity` per declaration in the
/// generated folder, and the files the user fills in (`perform()`, queries, options providers)
/// in the handler folder (``AppIntentsRenderer``); and the `Widget` and `ControlWidget` structs of
/// the widgets and controls it declares, with their user-owned providers and views
/// (``WidgetsRenderer``).
struct AppIntentsBackend: Backend {
    var kind: OutputKind { .appIntents }
    var scope: BackendScope { .eachDefinitionsFile }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        files.flatMap { file in
            let outputs = AppIntentsRenderer(file, options: plan.options).outputs()
            let widgets = WidgetsRenderer(file, options: plan.options).outputs()
            return (outputs.generated + widgets.generated).map { $0.pending(kind, .generated, .generated) }
                + (outputs.user + widgets.user).map { $0.pending(kind, .handler, .userOwned) }
        }
    }
}
