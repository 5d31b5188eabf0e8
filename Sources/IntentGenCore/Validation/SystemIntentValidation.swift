extension FileValidation {
    // MARK: System intents

    /// A customised system intent: its name is a type name (Xcode's `INIntentName`), its class
    /// (`className`, or `IN` + name + `Intent`) starts with `IN` and ends with `Intent`, and no
    /// custom intent of any file, nor a system intent of another file, has its name or class.
    /// The `xcode` mapping is Xcode's business and is not checked further; the decoder already
    /// refused the keys the language says itself and translations of ids that are not in it.
    func validateSystemIntent(_ intent: SystemIntentDefinition) {
        let what = "system intent"
        checkName(intent.name, what, kind: .typeName)
        let classLocation = intent.className?.location ?? intent.name.location
        if let problem = SystemIntentDefinition.classNameProblem(intent.swiftClassName) {
            diagnostics.emit(
                .error(
                    .invalidName, "\(what) `\(intent.name.value)`: \(problem)", at: classLocation,
                    hint: intent.className == nil
                        ? "set \(DefinitionKey.className.quoted) to the Intents framework class it customises"
                        : "use the class's name"))
        }
        // Custom intents of the name and other files' customisations, in file order (one pass
        // over the index's entries, not over every file).
        var clashes: [(file: Int, message: String, hint: String, note: Diagnostic.Note)] = []
        for (other, customLocation) in index.customIntents[intent.name.value] ?? [] {
            clashes.append(
                (
                    other,
                    "\(what) `\(intent.name.value)` has the name of the custom intent declared in \(allFiles[other].path)",
                    "an intent name is either a custom or a system intent",
                    .init("the custom intent is declared here", at: customLocation)
                ))
        }
        var seen = Set<SourceLocation>()
        let systems =
            (index.systemIntentsByName[intent.name.value] ?? [])
            + (index.systemIntentsByClass[intent.swiftClassName] ?? [])
        for (other, system) in systems.sorted(by: { $0.file < $1.file })
        where allFiles[other].path != file.path && seen.insert(system.name.location).inserted {
            clashes.append(
                (
                    other, "\(what) `\(intent.name.value)` is customised in \(allFiles[other].path) too",
                    "customise a system intent in one definitions file",
                    .init("the other customisation is here", at: system.name.location)
                ))
        }
        for clash in clashes.enumerated().sorted(by: { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }) {
            diagnostics.emit(
                .error(
                    .duplicateName, clash.element.message, at: intent.name.location, hint: clash.element.hint,
                    notes: [clash.element.note]))
        }
    }
}
