@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// A control read before the intents (a toggle decides that its action is imported, as the
    /// `SetValueIntent` the definitions make of it), completed once they are read.
    struct PendingControl {
        let type: SwiftType
        /// Its entries before `action:`, and after it.
        let head: [YAMLEntry]
        let tail: [YAMLEntry]
        /// The Swift name of the intent it runs.
        let action: String
    }

    /// A static `ControlWidget`: `StaticControlConfiguration(kind:)` with a `ControlWidgetButton`,
    /// or `StaticControlConfiguration(kind:provider:)` with a `ControlWidgetToggle` of the
    /// provider's `Bool`, whose label is one title and one symbol, with its display name,
    /// description and tint. Its value provider stays the team's (`userFile: false`). Any other
    /// control stays the team's as a whole, reported, and so does a toggle's action.
    mutating func readControl(_ type: SwiftType) -> PendingControl? {
        guard isPinnable(type, "control") else { return nil }
        let parts: ConfigurationParts
        switch Self.configurationParts(of: type, "control") {
        case .success(let found): parts = found
        case .failure(let reason): return keepControl(type, reason.description)
        }
        let (configuration, modifiers, kind) = (parts.configuration, parts.modifiers, parts.kind)
        guard configuration.calledExpression.trimmedDescription == "StaticControlConfiguration",
            let closure = configuration.trailingClosure, closure.statements.count == 1,
            let templateChain = Self.returnedExpression(closure.statements),
            let (template, templateModifiers) = Self.modifierChain(templateChain)
        else {
            return keepControl(type, "it is not a `StaticControlConfiguration` of one button or toggle")
        }
        let arguments = configuration.arguments
        let provider = SwiftLiterals.argument("provider", in: arguments)
        let valueName = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first?
            .name.text
        let isToggle = template.calledExpression.trimmedDescription == "ControlWidgetToggle"
        guard isToggle || template.calledExpression.trimmedDescription == "ControlWidgetButton",
            let action = Self.calledTypeWithoutArguments(SwiftLiterals.argument("action", in: template.arguments)),
            (provider != nil) == isToggle, (valueName != nil) == isToggle
        else {
            return keepControl(type, "its template is not a `ControlWidgetButton(action:)` or a toggle of its value")
        }
        var entries = [YAMLEntry(.kind, Self.scalar(kind))]
        var tail: [YAMLEntry] = []
        var displayName: SwiftLiterals.Text?
        for modifier in modifiers {
            let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            guard ["displayName", "description"].contains(name), modifier.arguments.count == 1,
                let text = SwiftLiterals.text(modifier.arguments.first?.expression)
            else { return keepControl(type, "`.\(name)(…)` is not a text the definitions hold") }
            if name == "displayName" { displayName = text }
            entries.append(YAMLEntry(name == "displayName" ? .displayName : .description, localized(text)))
        }
        if isToggle {
            guard let valueName, let providerName = Self.calledTypeWithoutArguments(provider),
                SwiftLiterals.argument("isOn", in: template.arguments)?.trimmedDescription == valueName,
                Self.providesBool(declarations.type(providerName))
            else { return keepControl(type, "its toggle does not show the `Bool` of a `Provider()`") }
            entries.append(YAMLEntry(.style, .scalar("toggle")))
            tail += [YAMLEntry(.provider, .scalar(providerName)), YAMLEntry(.userFile, .scalar("false"))]
        }
        // The label: one title (the display name's, which the generated label shows) and one symbol.
        guard let label = Self.controlLabel(template.trailingClosure),
            template.arguments.first?.label != nil
                || SwiftLiterals.text(template.arguments.first?.expression)?.value
                    == (label.title ?? displayName)?.value
        else { return keepControl(type, "its label is not one title and one symbol") }
        if let title = label.title, let displayName, title.value != displayName.value {
            return keepControl(type, "its label's title is not its display name, which the generated label shows")
        }
        if displayName == nil, let title = label.title {
            entries.insert(YAMLEntry(.displayName, localized(title)), at: 1)
        }
        entries.append(YAMLEntry(label.isAsset ? .image : .symbol, Self.scalar(label.symbol)))
        for modifier in templateModifiers {
            guard modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tint",
                let color = SwiftLiterals.value(modifier.arguments.first?.expression), !color.isText
            else { return keepControl(type, "its template has a modifier the definitions do not hold") }
            tail.insert(YAMLEntry(.tint, .scalar(color.text)), at: 0)
        }
        if isToggle { toggleActions.insert(action) }
        return PendingControl(type: type, head: entries, tail: tail, action: action)
    }

    /// The control's entries, once its action is known to be imported; otherwise it stays the team's.
    mutating func completeControl(_ control: PendingControl) {
        guard let index = intentIndex[control.action], let action = intents[index].key,
            !widgetIntents.contains(control.action), claim(control.type.name, fallback: control.type.name) != nil
        else {
            return keepControl(
                control.type, "its action `\(control.action)` is not an imported intent that does something")
        }
        replaced +=
            replacement(
                of: control.type, "struct \(control.type.name): ControlWidget",
                generated: Generated(members: ["kind", "body", "init()"], conformances: ["ControlWidget"])
            ).notes
        controls.append(
            YAMLEntry(
                control.type.name, .mapping(control.head + [YAMLEntry(.action, .scalar(action))] + control.tail)))
    }

    private mutating func keepControl(_ type: SwiftType, _ why: String) -> PendingControl? {
        lose(
            .lostDeclaration, "the control `\(type.name)` stays yours: \(why)", at: type.location,
            hint: "it compiles as it is, beside the generated code; a toggle's action stays yours with it")
        return nil
    }

    private mutating func keepControl(_ type: SwiftType, _ why: String) {
        let _: PendingControl? = keepControl(type, why)
    }

    /// A `ControlValueProvider` of `Bool`: its `currentValue()` returns one (or it is not in
    /// the sources, and the compiler checks the generated control against it).
    static func providesBool(_ provider: SwiftType?) -> Bool {
        guard let provider else { return true }
        return provider.members.contains { member in
            guard let function = member.syntax.as(FunctionDeclSyntax.self), function.name.text == "currentValue"
            else { return false }
            return function.signature.returnClause?.type.trimmedDescription == "Bool"
        }
    }

    /// `{ Label("Title", systemImage: "bell") }`, `Label("Title", image: "asset")` or
    /// `Label { Text("Title") } icon: { Image(systemName: "bell") }`: its title and symbol.
    static func controlLabel(_ closure: ClosureExprSyntax?) -> (
        title: SwiftLiterals.Text?, symbol: String, isAsset: Bool
    )? {
        guard let closure, closure.signature == nil, closure.statements.count == 1,
            let label = returnedExpression(closure.statements)?.as(FunctionCallExprSyntax.self),
            label.calledExpression.trimmedDescription == "Label"
        else { return nil }
        if let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemImage", in: label.arguments)) {
            return (SwiftLiterals.text(label.arguments.first?.expression), symbol.value, false)
        }
        if let asset = SwiftLiterals.text(SwiftLiterals.argument("image", in: label.arguments)) {
            return (SwiftLiterals.text(label.arguments.first?.expression), asset.value, true)
        }
        // `Label { Text("Title") } icon: { Image(systemName: "bell") }`
        guard let titleClosure = label.trailingClosure, let icon = label.additionalTrailingClosures.first,
            icon.label.text == "icon",
            let text = returnedExpression(titleClosure.statements)?.as(FunctionCallExprSyntax.self),
            text.calledExpression.trimmedDescription == "Text",
            let image = returnedExpression(icon.closure.statements)?.as(FunctionCallExprSyntax.self),
            image.calledExpression.trimmedDescription == "Image"
        else { return nil }
        let title = SwiftLiterals.text(text.arguments.first?.expression)
        if let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemName", in: image.arguments)) {
            return (title, symbol.value, false)
        }
        guard image.arguments.count == 1, let asset = SwiftLiterals.text(image.arguments.first?.expression) else {
            return nil
        }
        return (title, asset.value, true)
    }
}
