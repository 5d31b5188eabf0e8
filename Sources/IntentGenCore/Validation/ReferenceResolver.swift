/// Finds what the names of one file refer to, once, for the validator's checks and for the
/// stages after it (``FileReferences``). A name refers to the first declaration that has it, and
/// to an enum when an enum and a custom type share it; a name nothing has resolves to nothing
/// (the validator reports it).
struct ReferenceResolver {
    let file: DefinitionFile
    /// The enum or custom type of each declared name.
    private let declaredTypes: [String: TypeReference]
    /// The intent (its position) of each name, the first of a name.
    private let intentPositions: [String: Int]
    /// The role each intent (by name) plays for the file's controls.
    private let controlRoles: [String: ControlRole]

    init(_ file: DefinitionFile) {
        self.file = file
        var types: [String: TypeReference] = [:]
        for (position, definition) in file.types.enumerated().reversed() {
            types[definition.name.value] = .object(position)
        }
        for (position, definition) in file.enums.enumerated().reversed() {
            types[definition.name.value] = .enumeration(position)
        }
        declaredTypes = types
        intentPositions = Self.firstPositions(file.intents.map(\.name.value))
        controlRoles = Self.controlRoles(of: file.controls)
    }

    /// What a value type names.
    func type(_ type: ValueType) -> TypeReference {
        switch type {
        case .builtin(let builtin): .builtin(builtin)
        case .named(let name): declaredTypes[name] ?? .undeclared(name)
        }
    }

    /// The enum a value type names, if it names one.
    func enumeration(_ type: ValueType) -> EnumDefinition? {
        if case .enumeration(let position) = self.type(type) { return file.enums[position] }
        return nil
    }

    /// The position of the intent of a name (the first of the name).
    func intent(named name: String) -> Int? { intentPositions[name] }

    /// What a control of the file makes of `intent`, if any (validation makes sure it is at most
    /// one thing).
    func controlRole(of intent: IntentDefinition) -> ControlRole? { controlRoles[intent.name.value] }

    /// Every reference of the file.
    func references() -> FileReferences {
        var references = declarationReferences()
        references.intents = file.intents.map(intentReferences)
        return references
    }

    /// How many intents one piece of ``references(of:)`` resolves.
    static let intentsPerRun = 48

    /// Every reference of each resolver's file; the intents', most of the work, on every core,
    /// in runs of a few dozen intents across the files (a large file's too).
    static func references(of resolvers: [ReferenceResolver]) -> [FileReferences] {
        let runs = Concurrently.runs(of: resolvers.map(\.file.intents.count), length: intentsPerRun)
        let resolved = Concurrently.map(runs.count) { index in
            let resolver = resolvers[runs[index].list]
            return runs[index].items.map { resolver.intentReferences(resolver.file.intents[$0]) }
        }
        var references = resolvers.map { $0.declarationReferences() }
        for (run, intents) in zip(runs, resolved) { references[run.list].intents += intents }
        return references
    }

    /// The references of one intent, with the role a control gives it.
    private func intentReferences(_ intent: IntentDefinition) -> IntentReferences {
        var resolved = references(of: intent)
        resolved.controlRole = controlRole(of: intent)
        return resolved
    }

    /// The file's references other than its intents'.
    private func declarationReferences() -> FileReferences {
        var references = FileReferences()
        references.typeProperties = file.types.map { $0.properties.map { type($0.type.value) } }
        references.queryDependencyIntents = file.types.map {
            $0.queryDependencies.map { intent(named: $0.intent.value) }
        }
        references.widgetIntents = file.widgets.map { intent(named: $0.intent.value) }
        references.controlActions = file.controls.map { intent(named: $0.action.value) }
        references.controlConfigurations = file.controls.map { $0.configuration.flatMap { intent(named: $0.value) } }
        return references
    }

    /// The references of one intent of the file.
    private func references(of intent: IntentDefinition) -> IntentReferences {
        let parameters = Self.firstPositions(intent.parameters.map(\.name.value))
        var resolved = IntentReferences()
        resolved.parameterTypes = intent.parameters.map { type($0.type.value) }
        // The first parameter of the name, wherever it is: the validator reports a parent declared
        // after its child, and export reads the file as written.
        resolved.visibleWhenParents = intent.parameters.map { $0.visibleWhen.flatMap { parameters[$0.parent.value] } }
        resolved.summaryParameters = intent.summaries.map { $0.parameters.compactMap { parameters[$0.value] } }
        resolved.shortcutsSummaryParameters = (intent.shortcutsSummaries ?? []).map {
            $0.parameters.compactMap { parameters[$0.value] }
        }
        let properties = Self.firstPositions(intent.response.properties.map(\.name.value))
        resolved.responseTypes = intent.response.properties.map { type($0.type.value) }
        resolved.outputProperty = intent.response.output.flatMap { properties[$0.value] }
        resolved.dialogProperties = intent.response.codes.map { code in
            var names: [String] = []
            let texts = [code.dialog, code.conciseDialog].compactMap { $0?.value.text }
            for name in texts.flatMap(SwiftNames.placeholders) where !names.contains(name) {
                names.append(name)
            }
            return names.compactMap { properties[$0] }
        }
        return resolved
    }

    /// The role each intent (by name) plays for the file's controls: a configuration intent's
    /// first, then a toggle's action.
    private static func controlRoles(of controls: [ControlDefinition]) -> [String: ControlRole] {
        var roles: [String: ControlRole] = [:]
        for control in controls {
            if let configuration = control.configuration?.value { roles[configuration] = .controlConfiguration }
        }
        for control in controls where control.style == .toggle && roles[control.action.value] == nil {
            roles[control.action.value] = .setValue
        }
        return roles
    }

    /// Where each name is first in `names`.
    private static func firstPositions(_ names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil {
            positions[name] = position
        }
        return positions
    }
}
