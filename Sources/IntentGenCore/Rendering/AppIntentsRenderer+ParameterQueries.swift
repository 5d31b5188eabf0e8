/// The entity query of each entity parameter with a dynamic default (``PlannedParameter/defaultQuery``).
///
/// App Intents takes the default of an entity parameter from a `DynamicOptionsProvider`'s
/// `defaultResult()`, and every `EntityQuery` is one. An entity's own query (its `defaultQuery`)
/// is shared by every parameter of its type, so each such parameter gets a query of its own,
/// passed as `@Parameter(…, query:)`: `init<Query>(title:description:default:requestValueDialog:
/// requestDisambiguationDialog:inputConnectionBehavior:query:)` from iOS 16 for one value (and an
/// array without sizes), `init<Query>(title:description:default:size:inputConnectionBehavior:query:)`
/// with sizes per widget family from iOS 17, each `where Query : EntityQuery, Value.ValueType ==
/// Query.Entity`. So it compiles wherever the intent does (a widget's configuration intent is
/// iOS 17), and no parameter falls back to a shared default.
///
/// The user-owned skeleton delegates finding entities to the entity's query and leaves only
/// `defaultResult()` to write: `-> Entity?` for one value, `-> [Entity]?` for an array
/// (`DynamicOptionsProvider.DefaultValue`, whose `ValueType` is the entity's either way).
extension AppIntentsRenderer {
    /// The generated shells of `planned`'s parameter queries, after the intent: plain `Sendable`
    /// structs whose conformance is the user's (as the entity's own query's is).
    func renderParameterQueryShells(_ planned: PlannedIntent, into p: inout CodePrinter) {
        for parameter in planned.parameters {
            guard let query = parameter.defaultQuery else { continue }
            renderShell(
                query, doc: "Finds `\(parameter.definition.name.value)` values and its default.",
                availability: entityAvailability(parameter.type), into: &p)
        }
    }

    /// The user's `EntityQuery` conformance of one parameter's query: everything but the default
    /// is the entity's own query's.
    func renderParameterQuerySkeleton(_ parameter: PlannedParameter, of planned: PlannedIntent, query: String)
        -> OutputText
    {
        let definition = parameter.definition
        let entity = valueType(parameter.type)
        let result = definition.isArray ? "[\(entity)]" : entity
        let what = definition.displayName.text.lowercased().commentSafe
        return frame(query, banner: Self.userBanner) { p in
            p.line(entityAvailability(parameter.type))
            p.line(
                "\(isolation)extension \(query): \(definition.supportsSearch ? "EntityStringQuery" : "EntityQuery") {")
            p.indented { p in
                p.line("\(access) func entities(for identifiers: [\(entity).ID]) async throws -> [\(entity)] {")
                p.line("    try await \(entity).defaultQuery.entities(for: identifiers)")
                p.line("}")
                if definition.supportsSearch {
                    p.line()
                    p.line("\(access) func entities(matching string: String) async throws -> [\(entity)] {")
                    p.line("    try await \(entity).defaultQuery.entities(matching: string)")
                    p.line("}")
                }
                p.line()
                p.line("\(access) func suggestedEntities() async throws -> [\(entity)] {")
                p.line("    try await \(entity).defaultQuery.suggestedEntities()")
                p.line("}")
                p.line()
                p.line("\(access) func defaultResult() async -> \(result)? {")
                p.line(
                    "    // TODO: Return the default \(what) of \(planned.definition.title.text.commentSafe)."
                )
                p.line("    return nil")
                p.line("}")
            }
            p.line("}")
        }
    }
}
