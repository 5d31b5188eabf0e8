/// The App Intents entity of a custom type (`AppEntity`), its query's shell and skeleton, and the
/// user-owned display file when the definition asks for one (`display: custom`).
///
/// An entity's members are its `id` (of the definition's `idType`), the `displayString` of
/// Xcode's conversion unless the definition says how it shows itself (`display:`), and its
/// properties in order: each an `@Property` (optional unless `optional: false`) or, with
/// `property: false`, a plain stored member. The initialiser takes every member in that order,
/// the optional ones defaulting to nil, so that a team's `Entity(id:title:)` compiles.
extension AppIntentsRenderer {
    func renderEntity(_ planned: PlannedType) -> OutputText {
        let definition = planned.definition
        let name = planned.appEntity
        let query = planned.entityQuery
        let availability = entityAvailability(planned)
        return frame(name, banner: Self.banner) { p in
            p.line(availability)
            p.line("\(access) struct \(name): AppEntity {")
            p.indented { p in
                p.line(
                    "\(access) static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \(localized(definition.displayName)))"
                )
                p.line("\(access) static let defaultQuery = \(query)()")
                renderPersistentIdentifier(definition.appIntents, into: &p)
                p.line()
                p.line("\(access) var id: \(definition.entityIDType.swiftType)")
                if definition.hasDisplayString { p.line("\(access) var displayString: String") }
                for planned in planned.properties {
                    let property = planned.definition
                    p.line()
                    if property.appIntents.isEntityProperty {
                        p.line(
                            "@Property(title: \(localized(property.displayName)))"
                        )
                    }
                    p.line("\(access) var \(property.name.value): \(memberType(planned))")
                }
                switch definition.display {
                case nil:
                    p.line()
                    p.line("\(access) var displayRepresentation: DisplayRepresentation {")
                    p.line("    DisplayRepresentation(title: \"\\(displayString)\")")
                    p.line("}")
                case .template(let template)?:
                    p.line()
                    p.line("\(access) var displayRepresentation: DisplayRepresentation {")
                    p.line("    " + displayRepresentation(template, of: definition))
                    p.line("}")
                case .custom?:
                    break  // In the user's `<Entity>+Display.swift`.
                }
                p.line()
                renderEntityInitializer(planned, into: &p)
                if definition.queryIsNested {
                    renderShell(
                        planned.entityQueryDeclaration, doc: "Finds `\(name)` values.",
                        file: query, persistentIdentifier: definition.query.persistentIdentifier?.value,
                        availability: availability, dependencies: dependencies(of: planned), into: &p)
                }
            }
            p.line("}")
            if !definition.queryIsNested {
                renderShell(
                    query, doc: "Finds `\(name)` values.",
                    persistentIdentifier: definition.query.persistentIdentifier?.value, availability: availability,
                    dependencies: dependencies(of: planned), into: &p)
            }
        }
    }

    /// `init(id:displayString:…)` with every member in order; plain members are assigned before
    /// the `@Property` ones, whose wrappers exist once every stored member is set.
    private func renderEntityInitializer(_ planned: PlannedType, into p: inout CodePrinter) {
        let definition = planned.definition
        var parameters = ["id: \(definition.entityIDType.swiftType)"]
        var plain = ["id"]
        if definition.hasDisplayString {
            parameters.append("displayString: String")
            plain.append("displayString")
        }
        var wrapped: [String] = []
        for planned in planned.properties {
            let property = planned.definition
            let name = property.name.value
            parameters.append("\(name): \(memberType(planned))" + (property.appIntents.isOptional ? " = nil" : ""))
            if property.appIntents.isEntityProperty { wrapped.append(name) } else { plain.append(name) }
        }
        p.line("\(access) init(\(parameters.joined(separator: ", "))) {")
        for name in plain + wrapped { p.line("    self.\(name) = \(name)") }
        p.line("}")
    }

    /// The Swift type of an entity's member: optional unless `optional: false`.
    func memberType(_ property: PlannedProperty) -> String {
        let single = valueType(property.type)
        let definition = property.definition
        return (definition.isArray ? "[\(single)]" : single) + (definition.appIntents.isOptional ? "?" : "")
    }

    /// The query dependencies of a custom type, each with the App Intent whose parameters it reads.
    private func dependencies(of planned: PlannedType) -> [(QueryDependency, intent: String)] {
        Array(zip(planned.definition.queryDependencies, planned.dependencyIntents))
    }

    /// `DisplayRepresentation(title: "\(title)", subtitle: "by \(author ?? "")", image: …)`.
    private func displayRepresentation(_ template: EntityDisplayTemplate, of definition: ObjectTypeDefinition)
        -> String
    {
        var arguments = ["title: " + displayLiteral(template.title.value, of: definition)]
        if let subtitle = template.subtitle {
            arguments.append("subtitle: " + displayLiteral(subtitle.value, of: definition))
        }
        if let symbol = template.symbol {
            arguments.append("image: DisplayRepresentation.Image(systemName: \(literal(symbol.value)))")
        } else if let image = template.image {
            arguments.append("image: DisplayRepresentation.Image(named: \(literal(image.value)))")
        }
        return "DisplayRepresentation(\(arguments.joined(separator: ", ")))"
    }

    /// A display text with its `${member}` placeholders as interpolations: an optional string
    /// member shows as empty when it is nil (the validator allows no other optional member).
    private func displayLiteral(_ text: String, of definition: ObjectTypeDefinition) -> String {
        var body = String(literal(text).dropFirst().dropLast())
        for name in SwiftNames.placeholders(in: text) {
            let member = definition.properties.first { $0.name.value == name }
            let optional = member.map { $0.appIntents.isOptional } ?? false
            body = body.replacingEvery("${\(name)}", with: optional ? "\\(\(name) ?? \"\")" : "\\(\(name))")
        }
        return "\"" + body + "\""
    }

    /// `<Entity>+Display.swift`, written once: the entity's `displayRepresentation`, the team's.
    func renderDisplaySkeleton(_ planned: PlannedType) -> OutputText {
        let name = planned.appEntity
        return frame(name + "+Display", banner: Self.userBanner) { p in
            p.line(entityAvailability(planned))
            p.line("extension \(name) {")
            p.indented { p in
                p.line("\(access) var displayRepresentation: DisplayRepresentation {")
                p.line(
                    "    // TODO: Show the \(planned.definition.displayName.text.lowercased().commentSafe) from its members."
                )
                p.line("    DisplayRepresentation(title: \"\\(String(describing: id))\")")
                p.line("}")
            }
            p.line("}")
        }
    }

    /// The query's conformance the user fills in: the kind the definition gives, else
    /// `EntityStringQuery` when a parameter of the type searches, else `EntityQuery`.
    func queryKind(of planned: PlannedType) -> EntityQueryKind {
        if let kind = planned.definition.queryKind?.value { return kind }
        return planned.isSearched ? .string : .entity
    }

    func renderQuerySkeleton(_ planned: PlannedType) -> OutputText {
        let definition = planned.definition
        let entity = planned.appEntity
        let query = planned.entityQuery
        let kind = queryKind(of: planned)
        let values = "the \(definition.displayName.text.lowercased().commentSafe) values"
        let method = { (p: inout CodePrinter, signature: String, todo: String) in
            p.line("\(self.access) func \(signature) async throws -> [\(entity)] {")
            p.line("    // TODO: Return \(todo).")
            p.line("    return []")
            p.line("}")
        }
        return frame(query, banner: Self.userBanner) { p in
            p.line(entityAvailability(planned))
            // An enumerable query's own protocol is iOS 17's: its conformance is declared apart.
            let base = kind == .enumerable ? EntityQueryKind.entity : kind
            p.line("\(isolation)extension \(query): \(base.protocolName) {")
            p.indented { p in
                method(&p, "entities(for identifiers: [\(entity).ID])", "\(values) with these identifiers")
                if kind == .string {
                    p.line()
                    method(&p, "entities(matching string: String)", "\(values) that match `string`")
                }
                p.line()
                method(&p, "suggestedEntities()", "\(values) to choose from")
                // A dynamic default is each parameter's own (``PlannedParameter/defaultQuery``),
                // unless parameters take it from this query (`entityDefault: true`).
                if planned.defaultsFromQuery {
                    p.line()
                    p.line("\(access) func defaultResult() async -> \(entity)? {")
                    p.line(
                        "    // TODO: Return the \(definition.displayName.text.lowercased().commentSafe) a new configuration starts with."
                    )
                    p.line("    return nil")
                    p.line("}")
                }
                if kind == .property { renderPropertyQueryMembers(planned, values: values, into: &p) }
            }
            p.line("}")
            if kind == .enumerable {
                p.line()
                p.line(Self.widgetAvailability)
                p.line("\(isolation)extension \(query): EnumerableEntityQuery {")
                p.indented { p in method(&p, "allEntities()", "every one of \(values)") }
                p.line("}")
            }
        }
    }
}
