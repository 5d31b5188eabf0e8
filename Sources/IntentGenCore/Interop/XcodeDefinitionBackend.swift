/// ``OutputKind/xcodeDefinition``: `.intentdefinition` files and their `.strings` translations,
/// `Base.lproj/<Name>.intentdefinition` and `<language>.lproj/<Name>.strings`, in the definitions
/// folder. `intentgen export` and a target's `xcodeDefinition` output both come from here.
struct XcodeDefinitionBackend: Backend {
    var kind: OutputKind { .xcodeDefinition }
    var scope: BackendScope { .wholeTarget }

    /// Each `.intentdefinition` is made only when the emit stage asks for it, and handed to it in
    /// pieces: its text is about ten times the size of its YAML (Xcode's format), so neither a
    /// set of large files nor one of them is ever in memory whole. Planning only names the
    /// `.strings` files (one per language a text is translated into); their texts come from the
    /// first walk of the export, the definition's own or one made for them. Each file names the definitions file it
    /// comes from, for collision messages.
    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        var result: [PendingFile] = []
        for declarations in files
        where !declarations.siriKitIntents.isEmpty || !declarations.file.systemIntents.isEmpty
            || !declarations.enums.isEmpty || !declarations.types.isEmpty
        {
            let (file, references) = (declarations.file, declarations.references)
            let origin = OutputOrigin("the definitions file \(file.path)", at: .startOf(file.path))
            // The first walk of the export gives the `.strings` texts; the definition's walk holds
            // them while it runs, so a `.strings` file asked for meanwhile waits for it.
            let strings = Once<[String: String]>()
            result.append(
                PendingFile(
                    destination: .xcodeDefinition, path: "Base.lproj/\(file.baseName).intentdefinition",
                    ownership: .resource, kind: kind, origin: origin
                ) { sink in
                    var walked = false
                    _ = strings.value {
                        walked = true
                        return IntentDefinitionExporter().writeDefinition(file, references: references, to: sink)
                    }
                    if !walked { IntentDefinitionExporter().writeDefinition(file, references: references, to: sink) }
                })
            for language in IntentDefinitionExporter().stringsLanguages(file, references: references) {
                result.append(
                    PendingFile(
                        destination: .xcodeDefinition, path: "\(language).lproj/\(file.baseName).strings",
                        ownership: .resource, kind: kind, origin: origin
                    ) {
                        OutputText(
                            body: strings.value { IntentDefinitionExporter().strings(file, references: references) }[
                                language] ?? "")
                    })
            }
        }
        return result
    }
}
