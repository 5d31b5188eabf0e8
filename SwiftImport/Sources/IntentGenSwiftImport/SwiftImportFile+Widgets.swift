@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// WidgetKit's families by their Swift case, with the definitions' word for each.
    static let widgetFamilies: [String: String] = [
        "systemSmall": "small", "systemMedium": "medium", "systemLarge": "large", "systemExtraLarge": "extraLarge",
        "accessoryInline": "accessoryInline", "accessoryCorner": "accessoryCorner",
        "accessoryCircular": "accessoryCircular", "accessoryRectangular": "accessoryRectangular",
    ]

    /// A `Widget` configured by an imported intent: `AppIntentConfiguration(kind:intent:provider:)`
    /// with a content of `View(entry: entry)` and the modifiers the definitions hold. Its provider,
    /// entry and view stay the team's (`userFile: false`). A widget of any other shape stays the
    /// team's as a whole, reported, and still compiles: its intent keeps its name.
    mutating func readWidget(_ type: SwiftType) {
        let parts: ConfigurationParts
        switch Self.configurationParts(of: type, "widget") {
        case .success(let found): parts = found
        case .failure(let reason): return keepWidget(type, reason.description, at: reason.location ?? type.location)
        }
        let (configuration, modifiers, kind, bodyPlace) = (
            parts.configuration, parts.modifiers, parts.kind, parts.place
        )
        guard configuration.calledExpression.trimmedDescription == "AppIntentConfiguration" else {
            return keepWidget(
                type, "its configuration is not an `AppIntentConfiguration(kind:intent:provider:)`", at: type.location)
        }
        let arguments = configuration.arguments
        guard let intent = Self.metatypeName(SwiftLiterals.argument("intent", in: arguments)),
            let index = intentIndex[intent], let intentName = intents[index].key, widgetIntents.contains(intent)
        else {
            return keepWidget(type, "its intent is not an imported `WidgetConfigurationIntent`", at: type.location)
        }
        guard let provider = Self.calledTypeWithoutArguments(SwiftLiterals.argument("provider", in: arguments)),
            let view = Self.entryView(configuration.trailingClosure), arguments.count == 3
        else {
            return keepWidget(
                type, "its provider is not made with `Provider()` or its content is not `View(entry: entry)`",
                at: type.location)
        }
        var entries = [YAMLEntry(.kind, Self.scalar(kind))]
        var settings: [YAMLEntry] = []
        var families: [YAMLEntry] = []
        for (call, location) in modifiers.map({ ($0, bodyPlace?.location(of: $0) ?? type.location) }) {
            guard let entry = widgetModifier(call, of: type, at: location) else { continue }
            if entry.key == DefinitionKey.families.rawValue { families.append(entry) } else { settings.append(entry) }
        }
        entries += settings.filter { [DefinitionKey.displayName.rawValue, "description"].contains($0.key) }
        entries += families
        entries.append(YAMLEntry(.intent, .scalar(intentName)))
        entries.append(YAMLEntry(.provider, .scalar(provider)))
        if let entry = Self.timelineEntry(of: declarations.type(provider)) {
            entries.append(YAMLEntry(.entry, .scalar(entry)))
        }
        entries.append(YAMLEntry(.view, .scalar(view)))
        entries += settings.filter {
            ![DefinitionKey.displayName.rawValue, "description", DefinitionKey.disfavoredLocations.rawValue]
                .contains($0.key)
        }
        let disfavored = settings.filter { $0.key == DefinitionKey.disfavoredLocations.rawValue }.compactMap(\.value)
        if !disfavored.isEmpty { entries.append(YAMLEntry(.disfavoredLocations, .sequence(disfavored))) }
        entries.append(YAMLEntry(.userFile, .scalar("false")))
        guard isPinnable(type, "widget") else { return }
        guard claim(type.name, fallback: type.name) != nil else {
            return keepWidget(type, "its name is taken", at: type.location)
        }
        replaced +=
            replacement(
                of: type, "struct \(type.name): Widget",
                generated: Generated(members: ["kind", "body", "init()"], conformances: ["Widget"])
            ).notes
        widgets.append(YAMLEntry(type.name, .mapping(entries)))
    }

    private mutating func keepWidget(_ type: SwiftType, _ why: String, at location: IntentGenCore.SourceLocation) {
        lose(
            .lostDeclaration, "the widget `\(type.name)` stays yours: \(why)", at: location,
            hint: "it compiles as it is, beside the generated code")
    }

    /// One modifier of a widget's configuration as a definitions entry; a modifier the
    /// definitions cannot hold is reported.
    private mutating func widgetModifier(
        _ call: FunctionCallExprSyntax, of type: SwiftType, at location: IntentGenCore.SourceLocation
    ) -> YAMLEntry? {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let argument = call.arguments.first?.expression
        switch name {
        case "configurationDisplayName" where SwiftLiterals.text(argument) != nil:
            return YAMLEntry(.displayName, localized(SwiftLiterals.text(argument) ?? .init(value: "")))
        case "description" where SwiftLiterals.text(argument) != nil:
            return YAMLEntry(.description, localized(SwiftLiterals.text(argument) ?? .init(value: "")))
        case "supportedFamilies":
            let cases = argument?.as(ArrayExprSyntax.self)?.elements.map {
                $0.expression.as(MemberAccessExprSyntax.self).flatMap { Self.widgetFamilies[$0.declName.baseName.text] }
            }
            if let cases, !cases.contains(nil) { return YAMLEntry(.families, .flowSequence(cases.compactMap { $0 })) }
        case "contentMarginsDisabled" where call.arguments.isEmpty:
            return YAMLEntry(.contentMarginsDisabled, .scalar("true"))
        case "promptsForUserConfiguration" where call.arguments.isEmpty:
            return YAMLEntry(.promptsForUserConfiguration, .scalar("true"))
        case "disfavoredLocations":
            // `.disfavoredLocations([.standBy], for: [.systemSmall])`: one item of the definitions' list.
            func cases(_ expression: ExprSyntax?, _ map: (String) -> String?) -> [String]? {
                let names = expression?.as(ArrayExprSyntax.self)?.elements.map {
                    $0.expression.as(MemberAccessExprSyntax.self).flatMap { map($0.declName.baseName.text) }
                }
                guard let names, !names.contains(nil) else { return nil }
                return names.compactMap { $0 }
            }
            let locationNames: Set<String> = ["homeScreen", "lockScreen", "standBy", "iPhoneWidgetsOnMac"]
            if call.arguments.count == 2,
                let locations = cases(argument, { locationNames.contains($0) ? $0 : nil }),
                let families = cases(SwiftLiterals.argument("for", in: call.arguments), { Self.widgetFamilies[$0] })
            {
                return YAMLEntry(
                    .disfavoredLocations,
                    .flowMapping([
                        (DefinitionKey.locations.rawValue, .flowSequence(locations)),
                        (DefinitionKey.families.rawValue, .flowSequence(families)),
                    ]))
            }
        case "containerBackgroundRemovable":
            if let flag = argument?.as(BooleanLiteralExprSyntax.self)?.literal.text {
                return YAMLEntry(.containerBackgroundRemovable, .scalar(flag))
            }
        default: break
        }
        lose(
            .lostSetting, "`.\(name)(…)` of the widget `\(type.name)` is not imported", at: location,
            hint: "the generated widget does without it: add it to the definitions by hand if they can say it")
        return nil
    }

    /// What a `Widget` or `ControlWidget` declares: its configuration call with the modifiers
    /// after it, its kind (a literal of the call, or of its `kind` member), and where its body is.
    struct ConfigurationParts {
        let configuration: FunctionCallExprSyntax
        let modifiers: [FunctionCallExprSyntax]
        let kind: String
        let place: SwiftPlace?
    }

    /// Why a widget or control is not read: a reason, at a member's place or the type's.
    struct NotRead: Error, CustomStringConvertible {
        let description: String
        var location: IntentGenCore.SourceLocation?
    }

    /// ``ConfigurationParts`` of a widget or control whose members are its kind, its body and an
    /// empty `init()`; a member the generated struct would not have is a reason not to read it.
    static func configurationParts(of type: SwiftType, _ what: String) -> Result<ConfigurationParts, NotRead> {
        var kind: String?
        var body: ExprSyntax?
        var place: SwiftPlace?
        for member in type.members {
            let name = memberName(member.syntax)
            if name == "kind", let value = propertyValue(member.syntax), let text = SwiftLiterals.text(value) {
                kind = text.value
            } else if name == "body", let value = propertyValue(member.syntax) {
                body = value
                place = member.place
            } else if !isEmptyInit(member.syntax) {
                return .failure(
                    NotRead(
                        description: "`\(name)` is code the generated \(what) would not have", location: member.location
                    ))
            }
        }
        guard let body, let (configuration, modifiers) = modifierChain(body) else {
            return .failure(NotRead(description: "its body is not one configuration and its modifiers"))
        }
        let kindArgument = SwiftLiterals.argument("kind", in: configuration.arguments)
        if let literal = SwiftLiterals.text(kindArgument) {
            kind = literal.value
        } else if !["kind", "Self.kind", "self.kind", "\(type.name).kind"].contains(kindArgument?.trimmedDescription) {
            kind = nil
        }
        guard let kind, !kind.isEmpty else { return .failure(NotRead(description: "its kind is not a string literal")) }
        return .success(
            ConfigurationParts(configuration: configuration, modifiers: modifiers, kind: kind, place: place))
    }

    /// The value of `var body: some WidgetConfiguration { … }` or `let kind = "…"`.
    static func propertyValue(_ decl: DeclSyntax) -> ExprSyntax? {
        guard let binding = decl.as(VariableDeclSyntax.self)?.bindings.first else { return nil }
        if let value = binding.initializer?.value { return value }
        if case .getter(let statements)? = binding.accessorBlock?.accessors { return returnedExpression(statements) }
        return nil
    }

    static func isEmptyInit(_ decl: DeclSyntax) -> Bool {
        guard let initializer = decl.as(InitializerDeclSyntax.self) else { return false }
        return initializer.signature.parameterClause.parameters.isEmpty
            && (initializer.body?.statements.isEmpty ?? true)
    }

    /// `Base(…) { … }.a(…).b(…)`: the base call and the modifier calls, in order.
    static func modifierChain(_ expression: ExprSyntax) -> (FunctionCallExprSyntax, [FunctionCallExprSyntax])? {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return (call, modifiers.reversed())
            }
            guard call.trailingClosure == nil else { return nil }
            modifiers.append(call)
            current = base
        }
        return nil
    }

    /// `Name.self`: `Name`.
    static func metatypeName(_ expression: ExprSyntax?) -> String? {
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return base.baseName.text
    }

    /// `Name()`: `Name`.
    static func calledTypeWithoutArguments(_ expression: ExprSyntax?) -> String? {
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            SwiftNames.isIdentifier(name)
        else { return nil }
        return name
    }

    /// `{ entry in View(entry: entry) }`: `View`.
    static func entryView(_ closure: ClosureExprSyntax?) -> String? {
        guard let closure, closure.statements.count == 1,
            let parameter = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first?
                .name.text,
            let call = returnedExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
            call.arguments.count == 1, call.arguments.first?.label?.text == "entry",
            call.arguments.first?.expression.trimmedDescription == parameter, call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            SwiftNames.isIdentifier(name)
        else { return nil }
        return name
    }

    /// The entry type of a timeline provider: its `typealias Entry`, else what `placeholder(in:)` returns.
    static func timelineEntry(of provider: SwiftType?) -> String? {
        for member in provider?.members ?? [] {
            if let alias = member.syntax.as(TypeAliasDeclSyntax.self), alias.name.text == "Entry" {
                return alias.initializer.value.trimmedDescription
            }
            if let function = member.syntax.as(FunctionDeclSyntax.self), function.name.text == "placeholder",
                let returned = function.signature.returnClause?.type.trimmedDescription,
                SwiftNames.isIdentifier(returned)
            {
                return returned
            }
        }
        return nil
    }
}
