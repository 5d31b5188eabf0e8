/// The App Intents outputs of a file, as places in its declarations (``AppIntentsRenderer/outputs()``).
extension AppIntentsRenderer: OutputSource {
    /// The kinds of output the renderer makes.
    enum Output: UInt8 {
        /// An intent's `AppIntent` struct, and the user's file of its `perform()`.
        case intent, perform
        /// A parameter's options provider and its own entity query, both the user's.
        case optionsProvider, parameterQuery
        case enumeration
        /// A custom type's `AppEntity`, the user's query of it, and the user's custom display.
        case entity, query, display
    }

    func path(of place: OutputPlace) -> String {
        switch place.output(as: Output.self) {
        case .intent: declarations.intents[place.item].appIntent + ".swift"
        case .perform: declarations.intents[place.item].appIntent + Self.performSuffix + ".swift"
        case .optionsProvider: optionsProvider(at: place) + ".swift"
        case .parameterQuery: parameterQuery(at: place) + ".swift"
        case .enumeration: declarations.enums[place.item].appEnum + ".swift"
        case .entity: declarations.types[place.item].appEntity + ".swift"
        case .query: declarations.types[place.item].entityQuery + ".swift"
        case .display: declarations.types[place.item].appEntity + "+Display.swift"
        }
    }

    func origin(of place: OutputPlace) -> OutputOrigin {
        switch place.output(as: Output.self) {
        case .intent, .perform: .intent(declarations.intents[place.item].definition.name)
        case .optionsProvider, .parameterQuery:
            .parameter(
                declarations.intents[place.item].parameters[place.member].definition.name,
                of: declarations.intents[place.item].definition.name.value)
        case .enumeration: .enum(declarations.enums[place.item].definition.name)
        case .entity, .query, .display: .type(declarations.types[place.item].definition.name)
        }
    }

    func text(of place: OutputPlace) -> OutputText {
        switch place.output(as: Output.self) {
        case .intent: renderIntent(declarations.intents[place.item])
        case .perform: renderPerformSkeleton(declarations.intents[place.item])
        case .optionsProvider:
            renderOptionsProviderSkeleton(
                declarations.intents[place.item].parameters[place.member], provider: optionsProvider(at: place),
                hasDefault: providerHasDefault(optionsProvider(at: place)))
        case .parameterQuery:
            renderParameterQuerySkeleton(
                declarations.intents[place.item].parameters[place.member], of: declarations.intents[place.item],
                query: parameterQuery(at: place))
        case .enumeration: renderEnum(declarations.enums[place.item])
        case .entity: renderEntity(declarations.types[place.item])
        case .query: renderQuerySkeleton(declarations.types[place.item])
        case .display: renderDisplaySkeleton(declarations.types[place.item])
        }
    }

    /// The options provider of the parameter at `place`, which declares one.
    private func optionsProvider(at place: OutputPlace) -> String {
        guard let provider = declarations.intents[place.item].parameters[place.member].optionsProvider else {
            preconditionFailure("an options provider's place at a parameter without one")
        }
        return provider
    }

    /// The entity query of the parameter at `place`, which has one.
    private func parameterQuery(at place: OutputPlace) -> String {
        guard let query = declarations.intents[place.item].parameters[place.member].defaultQuery else {
            preconditionFailure("a parameter query's place at a parameter without one")
        }
        return query
    }
}
