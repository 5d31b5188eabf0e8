@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// The definitions' type of each Swift type a parameter may have.
    static let builtinTypes: [String: String] = [
        "String": "string", "Int": "integer", "Double": "decimal",
        "Bool": "boolean", "Date": "date", "DateComponents": "dateComponents", "URL": "url", "IntentFile": "file",
        "IntentPerson": "person", "IntentCurrencyAmount": "currencyAmount", "CLPlacemark": "placemark",
        "Measurement<UnitDuration>": "duration",
    ]

    /// `@Parameter(title: "Text", default: 3, inclusiveRange: (1, 9)) var count: Int`: the
    /// parameter's name, type, optionality and the arguments the definitions hold; nil for a
    /// member that is not a `@Parameter`.
    mutating func readParameter(_ member: SwiftType.Member, of type: SwiftType) -> YAMLEntry? {
        guard let variable = member.syntax.as(VariableDeclSyntax.self),
            let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "Parameter" })
        else { return nil }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain,
            SwiftNames.isIdentifier(name),
            let annotation = binding.typeAnnotation?.type
        else {
            lose(
                .lostParameter, "a `@Parameter` of `\(type.name)` without one name and a written type",
                at: member.location)
            unreadable.append(Self.memberName(member.syntax))
            return nil
        }
        guard !SwiftNames.intentMembers.contains(name) else {
            lose(
                .lostParameter, "the parameter `\(name)` of `\(type.name)` has a name the definitions cannot say",
                at: member.location, hint: "the definitions' intents keep SiriKit's names for themselves")
            unreadable.append(name)
            return nil
        }
        guard
            let (definitionType, isOptional, isArray) = definitionType(
                of: annotation, for: "the parameter `\(name)` of `\(type.name)`", at: member.location)
        else {
            unreadable.append(name)
            return nil
        }
        var entries = [YAMLEntry(.type, .scalar(definitionType))]
        if isArray { entries.append(YAMLEntry(.array, .scalar("true"))) }
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        let hasDefault = readArguments(
            arguments, of: name, typed: definitionType, array: isArray, in: type, at: member.location, into: &entries)
        // Optional unless it has a default (the definitions' rule), so say it where Swift differs.
        if isOptional == hasDefault { entries.append(YAMLEntry(.optional, .scalar(isOptional ? "true" : "false"))) }
        if let problem = Self.rangeProblem(entries) {
            lose(.lostParameter, "the parameter `\(name)` of `\(type.name)` has \(problem)", at: member.location)
            unreadable.append(name)
            return nil
        }
        return YAMLEntry(name, .mapping(entries))
    }

    /// The definitions' type of a Swift type annotation (`[TodoList]?` is `TodoList`, an optional
    /// array), or nil after reporting a type that is not imported.
    mutating func definitionType(of annotation: TypeSyntax, for what: String, at location: IntentGenCore.SourceLocation)
        -> (type: String, optional: Bool, array: Bool)?
    {
        var swiftType = annotation
        let isOptional = swiftType.is(OptionalTypeSyntax.self)
        if let optional = swiftType.as(OptionalTypeSyntax.self) { swiftType = optional.wrappedType }
        let isArray = swiftType.is(ArrayTypeSyntax.self)
        if let array = swiftType.as(ArrayTypeSyntax.self) { swiftType = array.element }
        let written = swiftType.trimmedDescription
        guard let definitionType = Self.builtinTypes[written] ?? enumNames[written] ?? entityNames[written] else {
            lose(
                .lostParameterType, "\(what) has the type `\(written)`, which is not imported", at: location,
                hint: "declare the type in the sources given, or this by hand")
            return nil
        }
        return (definitionType, isOptional, isArray)
    }

    /// An options provider the generated code declares (its members in the file intentgen
    /// writes once): the team's declaration of it is replaced, its code moves; one that stores
    /// members cannot, and keeps the intent the team's.
    private mutating func readOptionsProvider(
        _ provider: String, of parameter: String, in type: SwiftType, at location: IntentGenCore.SourceLocation
    ) -> Bool {
        guard let declared = declarations.type(provider) else {
            lose(
                .lostCode,
                "the options provider `\(provider)` is not in the Swift given: the generated code declares it, with its members in \(provider).swift, written once",
                at: location, hint: "delete yours, and move its code into that file")
            return true
        }
        if let stored = Self.storedNames(of: declared).first {
            lose(
                .lostParameter,
                "the options provider `\(provider)` stores `\(stored)`, which the one intentgen declares does not",
                at: declared.location, hint: "compute it where it is used, then import again")
            unreadable.append(parameter)
            return false
        }
        guard !optionsProviders.contains(provider) else { return true }
        optionsProviders.insert(provider)
        pendingNotes +=
            replacement(
                of: declared, "\(declared.kind == .classType ? "class" : "struct") \(provider): DynamicOptionsProvider",
                generated: Generated(members: [], conformances: [], everyMember: true)
            ).notes
        lose(
            .lostCode,
            "the body of `\(provider)` stays yours: intentgen writes the provider's file, \(provider).swift, once",
            at: declared.location, hint: "move its code there")
        return true
    }

    /// What the definitions reject in a parameter's numbers: bounds the wrong way round, or a
    /// default outside them (which Swift compiles, and App Intents rejects when it runs).
    static func rangeProblem(_ entries: [YAMLEntry]) -> String? {
        func number(_ key: String) -> Double? {
            guard case .scalar(let text)? = entries.first(where: { $0.key == key })?.value else { return nil }
            return Double(text)
        }
        let (low, high) = (number(MetadataKey.minimum.rawValue), number(MetadataKey.maximum.rawValue))
        if let low, let high, low > high { return "a range whose lower bound is above its upper bound" }
        guard let value = number(DefinitionKey.default.rawValue) else { return nil }
        if let low, value < low { return "a default below its range" }
        if let high, value > high { return "a default above its range" }
        return nil
    }

    /// A default's literal: ``SwiftLiterals/value(_:)``, or a URL made of a string literal
    /// (`URL(string: "https://…")`, unwrapped or not).
    static func defaultValue(_ expression: ExprSyntax) -> (text: String, isText: Bool)? {
        let call = (expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression).as(FunctionCallExprSyntax.self)
        if let unwrapped = call,
            unwrapped.calledExpression.trimmedDescription == "URL", unwrapped.arguments.count == 1,
            let text = SwiftLiterals.text(SwiftLiterals.argument("string", in: unwrapped.arguments)),
            text.dropped.isEmpty
        {
            return (text.value, true)
        }
        return SwiftLiterals.value(expression)
    }

    /// Whether a literal default is a value of the definitions' `type`: a case the enum declares,
    /// text for text, a number for a number, `true` or `false`.
    private func fits(_ value: (text: String, isText: Bool), _ type: String) -> Bool {
        if let cases = enumCases[type] { return !value.isText && cases.contains(value.text) }
        switch type {
        case "string", "url": return value.isText
        case "integer": return !value.isText && Int(value.text) != nil
        case "decimal", "duration": return !value.isText && Double(value.text) != nil
        case "boolean": return !value.isText && (value.text == "true" || value.text == "false")
        default: return false
        }
    }

    /// The `@Parameter` arguments into the parameter's entries; returns whether it has a default.
    private mutating func readArguments(
        _ arguments: LabeledExprListSyntax?, of name: String, typed definitionType: String, array: Bool,
        in type: SwiftType,
        at location: IntentGenCore.SourceLocation, into entries: inout [YAMLEntry]
    ) -> Bool {
        var hasDefault = false
        for argument in arguments ?? [] {
            let label = argument.label?.text ?? "_"
            let what = "the `\(label):` of parameter `\(name)` of `\(type.name)`"
            switch label {
            case "title", "description", "requestValueDialog", "requestDisambiguationDialog":
                guard let text = SwiftLiterals.text(argument.expression) else {
                    lose(.lostDialog, "\(what) is not a text literal", at: location)
                    continue
                }
                let key: DefinitionKey =
                    switch label {
                    case "title": .displayName
                    case "description": .description
                    case "requestValueDialog": .requestValueDialog
                    default: .requestDisambiguationDialog
                    }
                entries.append(YAMLEntry(key, localized(text)))
            case "default":
                // A list's default is a list literal of values (`[.monday, .friday]`, `[]`).
                let items = array ? argument.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) : nil
                let values = (items ?? [argument.expression]).map(Self.defaultValue)
                guard array == (items != nil), !values.contains(where: { $0.map { !fits($0, definitionType) } ?? true })
                else {
                    lose(.lostParameter, "\(what) is not a literal of the parameter's type", at: location)
                    continue
                }
                hasDefault = true
                let written = values.compactMap { $0 }.map {
                    $0.isText ? YAMLText.quote($0.text, flow: array) : $0.text
                }
                entries.append(YAMLEntry(.default, array ? .flowSequence(written) : .scalar(written[0])))
            case "inclusiveRange":
                guard let tuple = argument.expression.as(TupleExprSyntax.self), tuple.elements.count == 2,
                    let low = SwiftLiterals.value(tuple.elements.first?.expression),
                    let high = SwiftLiterals.value(tuple.elements.last?.expression), !low.isText, !high.isText
                else {
                    lose(.lostMetadata, "\(what) is not a pair of numbers", at: location)
                    continue
                }
                entries += [
                    YAMLEntry(MetadataKey.minimum.rawValue, .scalar(low.text)),
                    YAMLEntry(MetadataKey.maximum.rawValue, .scalar(high.text)),
                ]
            case "controlStyle", "inputConnectionBehavior":
                guard let word = SwiftLiterals.value(argument.expression), !word.isText else {
                    lose(.lostMetadata, "\(what) is not a case", at: location)
                    continue
                }
                let key =
                    label == "controlStyle"
                    ? MetadataKey.control.rawValue : DefinitionKey.inputConnectionBehavior.rawValue
                entries.append(YAMLEntry(key, .scalar(word.text)))
            case "optionsProvider":
                guard let call = argument.expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let provider = call.calledExpression.as(DeclReferenceExprSyntax.self),
                    SwiftNames.isIdentifier(provider.baseName.text)
                else {
                    lose(.lostParameter, "\(what) is not a provider made with `Provider()`", at: location)
                    continue
                }
                guard readOptionsProvider(provider.baseName.text, of: name, in: type, at: location) else { continue }
                entries += [
                    YAMLEntry(.options, .scalar("dynamic")),
                    YAMLEntry(.optionsProvider, .scalar(provider.baseName.text)),
                ]
            default:
                lose(
                    .lostParameter, "\(what) is not imported", at: location,
                    hint: "it stays in your Swift; declare it by hand")
            }
        }
        return hasDefault
    }
}
