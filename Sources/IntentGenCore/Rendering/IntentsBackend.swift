/// ``OutputKind/intents``: one Swift file per SiriKit intent class, enum and custom type, in the
/// generated folder, as Xcode's intent compiler writes them (``IntentsSwiftRenderer``).
struct IntentsBackend: Backend {
    var kind: OutputKind { .intents }
    var scope: BackendScope { .eachDefinitionsFile }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        files.flatMap { file in
            IntentsSwiftRenderer(file, options: plan.options).outputs().map {
                $0.pending(kind, .generated, .generated)
            }
        }
    }
}
