extension FileValidation {
    /// The most key paths one `IntentParameterDependency` initialiser takes in Apple's
    /// documentation.
    static let maximumDependencyParameters = 10

    /// A query's dependencies (`query: { dependencies: }`): member names, each once and none the
    /// a Swift keyword; an intent of the file; and parameters of that intent, each once.
    func validateQueryDependencies(_ definition: ObjectTypeDefinition, intents: [String: IntentDefinition]) {
        let what = "the query of type `\(definition.name.value)`"
        var seen: [String: SourceLocation] = [:]
        for dependency in definition.queryDependencies {
            let member = "dependency `\(dependency.name.value)` of \(what)"
            if checkName(dependency.name, "query dependency", kind: .memberName) {
                if let first = seen[dependency.name.value] {
                    diagnostics.emit(
                        .error(
                            .duplicateName, "\(what) has two dependencies named `\(dependency.name.value)`",
                            at: dependency.name.location, notes: [.init("the first is here", at: first)]))
                }
                seen[dependency.name.value] = seen[dependency.name.value] ?? dependency.name.location
            }
            guard let intent = intents[dependency.intent.value] else {
                diagnostics.emit(
                    .error(
                        .undefinedReference,
                        "\(member) reads intent `\(dependency.intent.value)`, which the file does not define",
                        at: dependency.intent.location,
                        hint: Suggestions.hint(for: dependency.intent.value, in: file.intents.map(\.name.value))))
                continue
            }
            if dependency.parameters.count > Self.maximumDependencyParameters {
                diagnostics.emit(
                    .error(
                        .limit,
                        "\(member) reads \(dependency.parameters.count) parameters; `IntentParameterDependency` takes at most \(Self.maximumDependencyParameters)",
                        at: dependency.parameters[Self.maximumDependencyParameters].location))
            }
            var read: Set<String> = []
            let declared = Set(intent.parameters.map(\.name.value))
            for parameter in dependency.parameters {
                guard declared.contains(parameter.value) else {
                    diagnostics.emit(
                        .error(
                            .undefinedReference,
                            "\(member) reads parameter `\(parameter.value)`, which intent `\(intent.name.value)` does not have",
                            at: parameter.location,
                            hint: Suggestions.hint(for: parameter.value, in: intent.parameters.map(\.name.value))))
                    continue
                }
                if !read.insert(parameter.value).inserted {
                    diagnostics.emit(
                        .error(
                            .duplicateName, "\(member) reads parameter `\(parameter.value)` twice",
                            at: parameter.location))
                }
            }
        }
    }

    /// A control's own value type (`value:`): a toggle's, a type name, members that are member
    /// names, and an action member only where a configuration gives each value its action.
    func validateControlValue(_ value: ControlValue, of control: ControlDefinition) {
        let what = "control `\(control.name.value)`"
        guard control.style == .toggle else {
            diagnostics.emit(
                .error(
                    .invalidValue, "\(what) is a button, whose value is not shown", at: value.location,
                    hint: "remove \(DefinitionKey.value.quoted), or make it \(DefinitionKey.style.quoted("toggle"))"))
            return
        }
        checkName(value.type, "value type", kind: .typeName)
        checkName(value.isOn, "value member", kind: .memberName)
        if let action = value.action {
            if control.configuration == nil {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(what) has no \(DefinitionKey.configuration.quoted), so its value holds no action",
                        at: action.location,
                        hint: "remove \(DefinitionKey.action.quoted): the toggle runs a new action of its own"))
            } else {
                checkName(action, "value member", kind: .memberName)
            }
        }
    }
}
