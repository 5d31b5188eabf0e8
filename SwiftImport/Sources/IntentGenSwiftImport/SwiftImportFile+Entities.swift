@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// The query protocols, strongest first, with the definitions' `kind` of each.
    static let queryKinds: [(protocol: String, kind: String)] = [
        ("EntityPropertyQuery", "property"), ("EnumerableEntityQuery", "enumerable"), ("EntityStringQuery", "string"),
        ("EntityQuery", "entity"),
    ]

    /// An `AppEntity`: its name pinned (`appEntityName`), its id's type, its `@Property`s and
    /// plain stored members in order, its type display name, a display made of its members, and
    /// its query (name and kind); the query's and computed members' code stays the team's.
    mutating func readEntity(_ type: SwiftType) -> YAMLEntry? {
        let base = type.name.hasSuffix("Entity") && type.name.count > 6 ? String(type.name.dropLast(6)) : type.name
        guard isPinnable(type, "entity") else { return nil }
        guard type.kind == .structure, let name = claim(base, fallback: type.name) else {
            lose(.lostDeclaration, "the entity `\(type.name)` is not a struct", at: type.location)
            return nil
        }
        unreadable = []
        losses.hold()
        checkSynthesizedConformances(type)
        let queryName = Self.defaultQueryName(of: type)
        var (notes, _) = replacement(
            of: type, "struct \(type.name): AppEntity", generated: Self.generatedEntity(type, query: queryName))
        var entries = [YAMLEntry(.appEntityName, .scalar(type.name))]
        var properties: [YAMLEntry] = []
        var idType: String?
        var displayMember: SwiftType.Member?
        var queryType: SwiftType?
        for member in type.members {
            if let queryName, Self.memberName(member.syntax) == queryName,
                member.syntax.asProtocol((any NamedDeclSyntax).self) != nil
            {
                continue  // The nested query, read with `defaultQuery`.
            }
            if Self.isConversionDisplayString(member, of: type) {
                continue  // Xcode's conversion of a SiriKit type, which the definitions make by default.
            }
            if let property = Self.staticProperty(member.syntax) {
                readEntitySetting(
                    property, of: type, at: member.location, into: &entries, notes: &notes, query: &queryType)
            } else if let stored = storedMember(member, of: type) {
                if stored.name == "id" {
                    idType = stored.idType
                    if idType == nil {
                        lose(
                            .lostParameterType, "the id of `\(type.name)` is not a String, Int or UUID",
                            at: member.location)
                        unreadable.append("id")
                    }
                } else if let entry = stored.entry {
                    properties.append(entry)
                }
            } else if Self.memberName(member.syntax) == "displayRepresentation" {
                displayMember = member
            } else if let initializer = member.syntax.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.map({ $0.firstName.plain })
                    == ["id"] + Self.storedNames(of: type).filter({ $0 != "id" })
            {
                continue  // The initialiser the generated entity declares.
            } else if member.part == 0 {
                lose(
                    .lostCode, "`\(Self.memberName(member.syntax))` of `\(type.name)` stays yours", at: member.location,
                    hint: member.syntax.is(InitializerDeclSyntax.self)
                        ? "move it into an extension of `\(type.name)` (the generated initialiser takes every member in order)"
                        : "move it into an extension of `\(type.name)`")
            }
        }
        let dependencies = queryType.map { readQueryMembers($0, of: type) } ?? []
        guard unreadable.isEmpty else {
            losses.keepReasons()
            keepWhole(type, "entity", because: unreadable)
            return nil
        }
        queryDependencies += dependencies
        if let queryType {
            lose(
                .lostCode,
                "the body of `\(queryType.name)` stays yours: intentgen writes the query's file, \(queryType.name).swift, once",
                at: queryType.location, hint: "move its code there")
        }
        losses.commit()
        if let displayMember { appendDisplay(displayMember, of: type, properties: properties, to: &entries) }
        if let idType, idType != "string" { entries.append(YAMLEntry(.idType, .scalar(idType))) }
        if !properties.isEmpty { entries.append(YAMLEntry(.properties, .mapping(properties))) }
        entityNames[type.name] = name
        replaced += notes
        return YAMLEntry(name, .mapping(entries))
    }

    /// The entity's `display:`, made of its members, which must be its own (its id, or a property
    /// imported); none for `DisplayRepresentation(title: "\(displayString)")`, the display of
    /// Xcode's conversion, which the definitions make by default.
    private mutating func appendDisplay(
        _ member: SwiftType.Member, of type: SwiftType, properties: [YAMLEntry], to entries: inout [YAMLEntry]
    ) {
        guard !Self.displaysConversionString(member, of: type) else { return }
        let members = Set(properties.compactMap(\.key) + ["id"])
        entries.append(YAMLEntry(.display, display(member, of: type, members: members)))
    }

    /// `typeDisplayRepresentation`, `persistentIdentifier` and `defaultQuery` (a query the
    /// sources declare: its name and kind).
    private mutating func readEntitySetting(
        _ property: (name: String, value: ExprSyntax?, body: CodeBlockItemListSyntax?), of type: SwiftType,
        at location: IntentGenCore.SourceLocation, into entries: inout [YAMLEntry],
        notes: inout [SwiftSourceImporter.Replaced], query queryRead: inout SwiftType?
    ) {
        let value = Self.staticValue(property)
        switch property.name {
        case "typeDisplayRepresentation":
            guard let text = SwiftLiterals.text(value) else { fallthrough }
            entries.insert(YAMLEntry(.displayName, localized(text)), at: 0)
        case "persistentIdentifier":
            guard let text = SwiftLiterals.text(value), !text.value.isEmpty else { fallthrough }
            entries.append(YAMLEntry(.persistentIdentifier, Self.scalar(text.value)))
        case "defaultQuery":
            guard let call = value?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let queryName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                SwiftNames.isIdentifier(queryName)
            else { fallthrough }
            var query = [YAMLEntry(.name, .scalar(queryName))]
            // A query declared inside the entity (`Entity.Query`) is the definitions' `nested: true`.
            let nested = declarations.type("\(type.name).\(queryName)")
            if nested != nil { query.append(YAMLEntry(.nested, .scalar("true"))) }
            if let queryType = nested ?? declarations.type(queryName) {
                let kind = Self.queryKinds.first { queryType.conforms(to: [$0.protocol]) }?.kind ?? "entity"
                if kind != "entity" { query.append(YAMLEntry(.kind, .scalar(kind))) }
                for member in queryType.members {
                    guard let property = Self.staticProperty(member.syntax), property.name == "persistentIdentifier",
                        let text = SwiftLiterals.text(Self.staticValue(property)), !text.value.isEmpty
                    else { continue }
                    query.insert(YAMLEntry(.persistentIdentifier, Self.scalar(text.value)), at: 1)
                }
                notes +=
                    replacement(
                        of: queryType, "struct \(queryType.name): EntityQuery",
                        generated: Generated(members: [], conformances: [], everyMember: true)
                    ).notes
                queryRead = queryType
            }
            entries.append(YAMLEntry(.query, .mapping(query)))
        default:
            lose(.lostCode, "`static \(property.name)` of `\(type.name)` stays yours", at: location)
        }
    }

    /// The query's `@IntentParameterDependency<Intent>(\.$a, \.$b) var name`s, resolved once the
    /// intents are read (``resolveQueryDependencies()``). A dependency on what is not an intent's
    /// parameter, and any other stored member, cannot be in the query intentgen declares: the
    /// entity stays the team's (``unreadable``).
    private mutating func readQueryMembers(_ query: SwiftType, of entity: SwiftType) -> [QueryDependency] {
        var found: [QueryDependency] = []
        for member in query.members {
            guard let variable = member.syntax.as(VariableDeclSyntax.self), Self.isStoredInstanceMember(variable)
            else { continue }
            let name = Self.memberName(member.syntax)
            let attribute = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
                $0.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "IntentParameterDependency"
            }
            let intent = attribute?.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first?
                .argument.trimmedDescription
            let parameters = (attribute?.arguments?.as(LabeledExprListSyntax.self) ?? []).map {
                SwiftLiterals.parameterKeyPath($0.expression)
            }
            // The intent and its parameters as the sources declare them.
            let declared = intent.flatMap { declarations.type($0) }.map { intentType in
                Set(intentType.members.filter { !Self.isCode($0.syntax) }.map { Self.memberName($0.syntax) })
            }
            if let intent, let declared, !parameters.isEmpty, variable.bindings.count == 1,
                parameters.allSatisfy({ $0.map(declared.contains) ?? false })
            {
                found.append(
                    .init(
                        entity: entity.name, name: name, intent: intent, parameters: parameters.compactMap { $0 },
                        location: member.location))
            } else {
                lose(
                    .lostParameter,
                    "the stored member `\(name)` of `\(query.name)` is not a dependency on an intent's parameters of the Swift given",
                    at: member.location,
                    hint:
                        "the query intentgen declares stores only those; compute it where it is used, then import again"
                )
                unreadable.append("\(query.name).\(name)")
            }
        }
        return found
    }

    /// A query's dependency on an intent's parameters, as the Swift writes it.
    struct QueryDependency {
        let entity: String
        let name: String
        let intent: String
        let parameters: [String]
        let location: IntentGenCore.SourceLocation
    }

    /// Writes each query dependency whose intent and parameters were imported into its entity's
    /// `query:`; any other is reported.
    mutating func resolveQueryDependencies() {
        var byEntity: [String: [YAMLEntry]] = [:]
        for dependency in queryDependencies {
            guard let index = intentIndex[dependency.intent], let intentName = intents[index].key,
                let imported = intentParameters[dependency.intent],
                dependency.parameters.allSatisfy(imported.contains), SwiftNames.isIdentifier(dependency.name),
                let entity = entityNames[dependency.entity]
            else {
                // The generated query would lack what the team's code reads: the entity stays theirs.
                failedDependencies[dependency.entity] =
                    "its query's dependency `\(dependency.name)` names `\(dependency.intent)`, which stays yours"
                continue
            }
            byEntity[entity, default: []].append(
                YAMLEntry(
                    dependency.name,
                    .mapping([
                        YAMLEntry(.intent, .scalar(intentName)),
                        YAMLEntry(.parameters, .flowSequence(dependency.parameters)),
                    ])))
        }
        for (position, type) in types.enumerated() {
            guard let key = type.key, let dependencies = byEntity[key], case .mapping(var entries)? = type.value,
                let queryIndex = entries.firstIndex(where: { $0.key == DefinitionKey.query.rawValue }),
                case .mapping(var query)? = entries[queryIndex].value
            else { continue }
            query.append(YAMLEntry(.dependencies, .mapping(dependencies)))
            entries[queryIndex] = YAMLEntry(.query, .mapping(query))
            types[position] = YAMLEntry(key, .mapping(entries))
        }
    }

    /// `var displayString: String`, the first stored member after `id`, shown by the display
    /// (or with no display): what Xcode's conversion of a SiriKit type declares, and the
    /// definitions too when they give no `display`.
    static func isConversionDisplayString(_ member: SwiftType.Member, of type: SwiftType) -> Bool {
        guard member.part == 0, memberName(member.syntax) == "displayString",
            let variable = member.syntax.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
            variable.bindings.first?.typeAnnotation?.type.trimmedDescription == "String",
            storedNames(of: type).filter({ $0 != "id" }).first == "displayString"
        else { return false }
        let display = type.members.first { memberName($0.syntax) == "displayRepresentation" }
        return display.map { displaysConversionString($0, of: type) } ?? true
    }

    /// Whether a display is `DisplayRepresentation(title: "\(displayString)")` of such a member.
    static func displaysConversionString(_ member: SwiftType.Member, of type: SwiftType) -> Bool {
        guard let value = propertyValue(member.syntax)?.as(FunctionCallExprSyntax.self),
            value.calledExpression.trimmedDescription == "DisplayRepresentation", value.arguments.count == 1,
            SwiftLiterals.template(SwiftLiterals.argument("title", in: value.arguments)) == "${displayString}"
        else { return false }
        return storedNames(of: type).contains("displayString")
    }

    /// The stored members of the type's declaration, in order.
    static func storedNames(of type: SwiftType) -> [String] {
        type.members.filter { member in
            member.part == 0 && member.syntax.as(VariableDeclSyntax.self).map(isStoredInstanceMember) == true
        }.map { memberName($0.syntax) }
    }

    /// A `var` or `let` an instance stores: not static, without accessors.
    static func isStoredInstanceMember(_ variable: VariableDeclSyntax) -> Bool {
        !variable.modifiers.contains { $0.name.text == "static" } && variable.bindings.first?.accessorBlock == nil
    }

    /// What the generated entity declares: its id, display, query and the stored and wrapped
    /// members import reads.
    static func generatedEntity(_ type: SwiftType, query: String?) -> Generated {
        var members: Set<String> = [
            "id", "typeDisplayRepresentation", "displayRepresentation", "defaultQuery", "persistentIdentifier",
        ]
        if let query { members.insert(query) }
        for member in type.members where member.syntax.as(VariableDeclSyntax.self)?.attributes.isEmpty == false {
            members.insert(memberName(member.syntax))
        }
        members.formUnion(storedNames(of: type))
        return Generated(
            members: members,
            conformances: Generated.sharedConformances.union([
                "AppEntity", "Identifiable", "DisplayRepresentable", "TypeDisplayRepresentable",
            ]))
    }

    /// The conformances Swift synthesizes for a struct only in the file that declares it.
    static let synthesizedConformances: Set<String> = ["Equatable", "Hashable", "Codable", "Encodable", "Decodable"]

    /// Conformances the compiler writes only in the type's own file: an extension of the
    /// generated struct in another file cannot declare them, so the type stays the team's.
    mutating func checkSynthesizedConformances(_ type: SwiftType) {
        for synthesized in type.parts[0].inherited where Self.synthesizedConformances.contains(synthesized) {
            lose(
                .lostParameter,
                "the conformance of `\(type.name)` to `\(synthesized)` is one the compiler writes only in the type's own file",
                at: type.location, hint: "write its members by hand in an extension, then import again")
            unreadable.append("conformance to `\(synthesized)`")
        }
    }

    /// The name of the query `static let defaultQuery = Query()` makes.
    static func defaultQueryName(of type: SwiftType) -> String? {
        for member in type.members {
            guard let property = staticProperty(member.syntax), property.name == "defaultQuery",
                let call = staticValue(property)?.as(FunctionCallExprSyntax.self)
            else { continue }
            return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// A stored member of an entity: its `id` (with the definitions' id type), or a property
    /// entry (an `@Property`, or a plain stored member with `property: false`); nil for a
    /// computed member.
    private mutating func storedMember(_ member: SwiftType.Member, of type: SwiftType) -> (
        name: String, idType: String?, entry: YAMLEntry?
    )? {
        guard let variable = member.syntax.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain,
            let annotation = binding.typeAnnotation?.type
        else { return nil }
        guard SwiftNames.isIdentifier(name), name == "id" || !SwiftNames.objectMembers.contains(name) else {
            lose(
                .lostParameter, "the member `\(name)` of `\(type.name)` has a name the definitions cannot say",
                at: member.location, hint: "the definitions' types keep SiriKit's names for themselves")
            unreadable.append(name)
            return (name, nil, nil)
        }
        if name == "id" {
            let ids = ["String": "string", "Int": "integer", "UUID": "uuid"]
            return (name, ids[annotation.trimmedDescription], nil)
        }
        let attribute = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { $0.attributeName.trimmedDescription == "Property" }
        guard
            let (definitionType, isOptional, isArray) = definitionType(
                of: annotation, for: "the member `\(name)` of `\(type.name)`", at: member.location)
        else {
            unreadable.append(name)
            return (name, nil, nil)
        }
        var entries = [YAMLEntry(.type, .scalar(definitionType))]
        if isArray { entries.append(YAMLEntry(.array, .scalar("true"))) }
        if let attribute {
            let title = SwiftLiterals.text(
                SwiftLiterals.argument("title", in: attribute.arguments?.as(LabeledExprListSyntax.self)))
            if let title { entries.append(YAMLEntry(.displayName, localized(title))) }
        } else {
            entries.append(YAMLEntry(.property, .scalar("false")))
        }
        if !isOptional { entries.append(YAMLEntry(.optional, .scalar("false"))) }
        return (name, nil, YAMLEntry(name, .mapping(entries)))
    }

    /// `DisplayRepresentation(title: "\(name)", subtitle: "\(count) open", image: .init(systemName: "list.bullet"))`:
    /// templates of the entity's members; any other display is the team's (`display: custom`).
    private mutating func display(_ member: SwiftType.Member, of type: SwiftType, members: Set<String>) -> YAMLValue {
        let body: CodeBlockItemListSyntax? =
            if case .getter(let statements)? = member.syntax.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?
                .accessors
            {
                statements
            } else {
                nil
            }
        if let call = Self.returnedExpression(body)?.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "DisplayRepresentation",
            let title = SwiftLiterals.template(SwiftLiterals.argument("title", in: call.arguments))
        {
            func flow(_ text: String) -> YAMLValue { .scalar(YAMLText.quote(text, flow: true)) }
            var entries = [(DefinitionKey.title.rawValue, flow(title))]
            let subtitle = SwiftLiterals.template(SwiftLiterals.argument("subtitle", in: call.arguments))
            if let subtitle { entries.append((DefinitionKey.subtitle.rawValue, flow(subtitle))) }
            if let image = SwiftLiterals.argument("image", in: call.arguments)?.as(FunctionCallExprSyntax.self),
                let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemName", in: image.arguments))
            {
                entries.append((DefinitionKey.symbol.rawValue, flow(symbol.value)))
            }
            let named = PhraseTemplate(title).parameters + (subtitle.map { PhraseTemplate($0).parameters } ?? [])
            if call.arguments.allSatisfy({ ["title", "subtitle", "image"].contains($0.label?.text) }),
                named.allSatisfy(members.contains)
            {
                return .flowMapping(entries)
            }
        }
        lose(
            .lostCode,
            "the display representation of `\(type.name)` stays yours: intentgen writes it in \(type.name)+Display.swift, once",
            at: member.location, hint: "move its code there")
        return .scalar("custom")
    }
}
