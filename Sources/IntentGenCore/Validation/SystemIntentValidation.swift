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
                        ? "set `className` to the Intents framework class it customises" : "use the class's name"))
        }
        for other in allFiles {
            for custom in other.intents where custom.name.value == intent.name.value {
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "\(what) `\(intent.name.value)` has the name of the custom intent declared in \(other.path)",
                        at: intent.name.location, hint: "an intent name is either a custom or a system intent",
                        notes: [.init("the custom intent is declared here", at: custom.name.location)]))
            }
            guard other.path != file.path else { continue }
            for system in other.systemIntents
            where system.name.value == intent.name.value || system.swiftClassName == intent.swiftClassName {
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "\(what) `\(intent.name.value)` is customised in \(other.path) too",
                        at: intent.name.location, hint: "customise a system intent in one definitions file",
                        notes: [.init("the other customisation is here", at: system.name.location)]))
            }
        }
    }
}
