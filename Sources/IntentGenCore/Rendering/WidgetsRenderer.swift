/// Renders the widgets and controls a definitions file declares (`widgets:`, `controls:`): a
/// WidgetKit `Widget` struct per widget (`AppIntentConfiguration` with its kind, display name,
/// description and families) and a `ControlWidget` struct per control (`StaticControlConfiguration`
/// or `AppIntentControlConfiguration`, with a `ControlWidgetButton` or `ControlWidgetToggle`).
///
/// What only the team knows — the timeline provider, its entry and the view of a widget, the
/// value provider of a toggle or configurable control — lives in user-owned files written once.
/// The generated structs name only what those files declare, and a freshly written file makes the
/// whole compile. The `WidgetBundle` that lists them is the team's.
final class WidgetsRenderer: Sendable {
    /// The App Intents renderer of the same file, whose declarations, options and strings (with
    /// their record for the String Catalog) the widgets and controls share.
    private let appIntents: AppIntentsRenderer

    init(_ declarations: FileDeclarations, options: GenerationOptions) {
        appIntents = AppIntentsRenderer(declarations, options: options)
    }

    var declarations: FileDeclarations { appIntents.declarations }
    var options: GenerationOptions { appIntents.options }

    var file: DefinitionFile { declarations.file }
    var access: String { options.visibility.rawValue }

    static let controlAvailability = "@available(iOS 18.0, macOS 26.0, watchOS 26.0, *)"

    /// The places of the outputs of the file's widgets and controls, generated and user-owned
    /// apart, in the file's order.
    func outputs() -> (generated: [OutputPlace], user: [OutputPlace]) {
        var generated: [OutputPlace] = []
        var user: [OutputPlace] = []
        for (position, widget) in declarations.widgets.enumerated() {
            generated.append(OutputPlace(Output.widget, position))
            // Widgets that share a provider share its file, which the first of them declares.
            if widget.declaresProvider, writesProviderFile(widget) {
                user.append(OutputPlace(Output.widgetProvider, position))
            }
        }
        for (position, control) in declarations.controls.enumerated() {
            generated.append(OutputPlace(Output.control, position))
            if control.provider != nil, control.definition.userFile?.value != false {
                user.append(OutputPlace(Output.controlProvider, position))
            }
        }
        return (generated, user)
    }

    // MARK: Frame

    private func frame(_ name: String, banner: String, _ body: (inout CodePrinter) -> Void) -> OutputText {
        .swiftFile(
            name, banner: banner, source: file, condition: "canImport(AppIntents) && canImport(WidgetKit)",
            imports: ["AppIntents", "Foundation", "SwiftUI", "WidgetKit"], body)
    }

    private func literal(_ text: String) -> String { text.swiftLiteral }

    /// A display name or description in the App Intents strings table, as the App Intents code's
    /// strings are (``AppIntentsRenderer/localized(_:)``).
    private func localized(_ text: LocalizedText) -> String { appIntents.localized(text) }

    /// `Label("Enter Transaction", systemImage: "square.and.pencil")`; with a table of its own,
    /// `Label { Text(LocalizedStringResource(…)) } icon: { Image(systemName: …) }`, since
    /// `Label`'s title initialisers look in `Localizable`.
    private func label(_ control: PlannedControl) -> String {
        label(control.displayName, control.definition.symbol.value)
    }

    /// A `Label` of a title and a symbol, in the strings table.
    private func label(_ text: LocalizedText, _ symbol: ControlSymbol) -> String {
        let title = localized(text)
        let (short, icon): (String, String) =
            switch symbol {
            case .system(let name): ("systemImage: \(literal(name))", "Image(systemName: \(literal(name)))")
            case .custom(let name): ("image: \(literal(name))", "Image(\(literal(name)))")
            }
        guard title.hasPrefix("LocalizedStringResource(") else { return "Label(\(title), \(short))" }
        return "Label { Text(\(title)) } icon: { \(icon) }"
    }

    /// The template's closure, which shows the control's label, and for a toggle with `states`
    /// the `valueLabel:` closure that shows them.
    private func renderTemplate(_ template: String, of control: PlannedControl, into p: inout CodePrinter) {
        p.line(template + " {")
        p.line("    " + label(control))
        guard let states = control.definition.states else {
            p.line("}")
            return
        }
        p.line("} valueLabel: { isOn in")
        p.line("    if isOn {")
        p.line("        " + label(states.on.title, states.on.symbol))
        p.line("    } else {")
        p.line("        " + label(states.off.title, states.off.symbol))
        p.line("    }")
        p.line("}")
    }

    // MARK: Widgets

    /// Whether intentgen writes the file of the widget's provider: not when the team declares
    /// the provider (`userFile: false` on any widget naming it).
    func writesProviderFile(_ widget: PlannedWidget) -> Bool {
        !declarations.widgets.contains { $0.provider == widget.provider && $0.definition.userFile?.value == false }
    }

    func renderWidget(_ widget: PlannedWidget) -> OutputText {
        let definition = widget.definition
        let name = widget.structName
        return frame(name, banner: AppIntentsRenderer.banner) { p in
            p.line(
                "/// \(widget.displayName.text.commentSafe), configured by `\(widget.intent.appIntent)`. Its timeline provider, entry and view are yours"
                    + (writesProviderFile(widget) ? ", in \(widget.provider).swift." : ".")
            )
            if definition.modifiers.promptsForUserConfiguration?.value == true {
                for line in Self.promptingWidgetAvailability { p.line(line) }
            } else {
                p.line(AppIntentsRenderer.widgetAvailability)
            }
            p.line("\(access) struct \(name): Widget {")
            p.indented { p in
                p.line("\(access) static let kind = \(literal(definition.kind.value))")
                p.line()
                p.line("\(access) init() {}")
                p.line()
                p.line("\(access) var body: some WidgetConfiguration {")
                p.indented { p in
                    p.line(
                        "AppIntentConfiguration(kind: Self.kind, intent: \(widget.intent.appIntent).self, provider: \(widget.provider)()) { entry in"
                    )
                    p.line("    \(widget.view)(entry: entry)")
                    p.line("}")
                    p.line(
                        ".configurationDisplayName(\(localized(widget.displayName)))"
                    )
                    if let description = definition.description {
                        p.line(".description(\(localized(description)))")
                    }
                    if !definition.families.isEmpty {
                        let families = definition.families.map { "." + AppIntentsRenderer.widgetFamily($0) }
                        p.line(".supportedFamilies([\(families.joined(separator: ", "))])")
                    }
                    renderModifiers(definition.modifiers, into: &p)
                }
                p.line("}")
            }
            p.line("}")
        }
    }

    /// The configuration's other modifiers, in the order the definition's keys are documented.
    private func renderModifiers(_ modifiers: WidgetConfigurationModifiers, into p: inout CodePrinter) {
        if modifiers.contentMarginsDisabled { p.line(".contentMarginsDisabled()") }
        if modifiers.containerBackgroundRemovable?.value == false { p.line(".containerBackgroundRemovable(false)") }
        for (locations, families) in modifiers.disfavoredLocations {
            let places = locations.map { "." + $0.rawValue }.joined(separator: ", ")
            let sizes = families.map { "." + AppIntentsRenderer.widgetFamily($0) }.joined(separator: ", ")
            p.line(".disfavoredLocations([\(places)], for: [\(sizes)])")
        }
        if modifiers.promptsForUserConfiguration?.value == true { p.line(".promptsForUserConfiguration()") }
    }

    /// `promptsForUserConfiguration()` of a widget is iOS 18's and macOS 15's, and not watchOS's.
    static let promptingWidgetAvailability = [
        "@available(iOS 18.0, macOS 15.0, visionOS 26.0, *)", "@available(watchOS, unavailable)",
    ]

    func renderWidgetSkeleton(_ widget: PlannedWidget) -> OutputText {
        let intent = widget.intent.appIntent
        let entry = widget.entry
        let sharing = declarations.widgetsByProvider[widget.provider] ?? [widget]
        let viewers = Dictionary(grouping: sharing, by: \.view)
        let shown = sharing.map { "`\($0.structName)`" }.joined(separator: ", ")
        return frame(widget.provider, banner: AppIntentsRenderer.userBanner) { p in
            p.line("/// What \(shown) \(sharing.count == 1 ? "shows" : "show") at one moment.")
            p.line(AppIntentsRenderer.widgetAvailability)
            p.line("\(access) struct \(entry): TimelineEntry {")
            p.line("    \(access) let date: Date")
            p.line("    \(access) let configuration: \(intent)")
            p.line("}")
            p.line()
            p.line("/// The entries of \(shown), for each configuration.")
            p.line(AppIntentsRenderer.widgetAvailability)
            p.line("\(access) struct \(widget.provider): AppIntentTimelineProvider {")
            p.indented { p in
                p.line("\(access) init() {}")
                p.line()
                p.line("\(access) func placeholder(in context: Context) -> \(entry) {")
                p.line("    \(entry)(date: Date(), configuration: \(intent)())")
                p.line("}")
                p.line()
                p.line(
                    "\(access) func snapshot(for configuration: \(intent), in context: Context) async -> \(entry) {")
                p.line("    \(entry)(date: Date(), configuration: configuration)")
                p.line("}")
                p.line()
                p.line(
                    "\(access) func timeline(for configuration: \(intent), in context: Context) async -> Timeline<\(entry)> {"
                )
                p.line("    // TODO: Return the entries to show, and when to ask for more.")
                p.line("    Timeline(entries: [\(entry)(date: Date(), configuration: configuration)], policy: .atEnd)")
                p.line("}")
            }
            p.line("}")
            for viewing in sharing where viewing.declaresView {
                let users = (viewers[viewing.view] ?? []).map { "`\($0.structName)`" }
                p.line()
                p.line("/// How \(users.joined(separator: ", ")) \(users.count == 1 ? "shows" : "show") an entry.")
                p.line(AppIntentsRenderer.widgetAvailability)
                p.line("\(access) struct \(viewing.view): View {")
                p.indented { p in
                    p.line("\(access) var entry: \(entry)")
                    p.line()
                    p.line("\(access) init(entry: \(entry)) {")
                    p.line("    self.entry = entry")
                    p.line("}")
                    p.line()
                    p.line("\(access) var body: some View {")
                    p.line("    // TODO: Show the entry.")
                    p.line("    Text(\(literal(viewing.displayName.text)))")
                    // iOS 17 widgets show Apple's "adopt containerBackground" placeholder without it.
                    p.line("        .containerBackground(.fill.tertiary, for: .widget)")
                    p.line("}")
                }
                p.line("}")
            }
        }
    }

    // MARK: Controls

    func renderControl(_ control: PlannedControl) -> OutputText {
        let definition = control.definition
        let name = control.structName
        let action = control.action.appIntent
        return frame(name, banner: AppIntentsRenderer.banner) { p in
            var summary = "/// \(control.displayName.text.commentSafe): runs `\(action)`"
            if let configuration = control.configuration { summary += ", configured by `\(configuration.appIntent)`" }
            if let provider = control.provider {
                summary += ". Its values are yours"
                if control.definition.userFile?.value != false { summary += ", in \(provider).swift" }
            }
            p.line(summary + ".")
            p.line(Self.controlAvailability)
            p.line("\(access) struct \(name): ControlWidget {")
            p.indented { p in
                p.line("\(access) static let kind = \(literal(definition.kind.value))")
                p.line()
                p.line("\(access) init() {}")
                p.line()
                p.line("\(access) var body: some ControlWidgetConfiguration {")
                p.indented { p in
                    controlConfiguration(control, into: &p)
                    p.line(
                        ".displayName(\(localized(control.displayName)))")
                    if let description = definition.description {
                        p.line(".description(\(localized(description)))")
                    }
                }
                p.line("}")
            }
            p.line("}")
            if let value = control.value {
                p.line()
                p.line("/// The state of `\(name)` and the action its toggle runs, for one configuration.")
                p.line(Self.controlAvailability)
                p.line("\(access) struct \(value): Sendable {")
                p.indented { p in
                    p.line("\(access) var isOn: Bool")
                    p.line("\(access) var action: \(action)")
                    p.line()
                    p.line("\(access) init(isOn: Bool, action: \(action)) {")
                    p.line("    self.isOn = isOn")
                    p.line("    self.action = action")
                    p.line("}")
                }
                p.line("}")
            }
        }
    }

    /// The configuration and its template, printed: the configuration's closure holds the template,
    /// which takes the control's tint.
    private func controlConfiguration(_ control: PlannedControl, into p: inout CodePrinter) {
        let (configuration, parameter, template) = configurationAndTemplate(control)
        p.line(configuration + " {" + (parameter.map { " \($0) in" } ?? ""))
        p.indented { p in
            renderTemplate(template, of: control, into: &p)
            // Controls take their tint from the template, not from the label's views.
            switch control.definition.tint?.value {
            case .system(let color)?: p.line(".tint(.\(color.rawValue))")
            case .asset(let name)?: p.line(".tint(Color(\(literal(name))))")
            case nil: break
            }
        }
        p.line("}")
        if control.definition.promptsForUserConfiguration?.value == true { p.line(".promptsForUserConfiguration()") }
    }

    /// The configuration and its template: static or configured, a button or a toggle. The
    /// configuration is the call without its trailing closure, `parameter` what that closure takes
    /// (nothing for a static button), and the template the control the closure makes of it.
    private func configurationAndTemplate(
        _ control: PlannedControl
    ) -> (configuration: String, parameter: String?, template: String) {
        let action = control.action.appIntent
        let isToggle = control.definition.style == .toggle
        switch (control.provider, control.configuration) {
        case (nil, _):
            return ("StaticControlConfiguration(kind: Self.kind)", nil, "ControlWidgetButton(action: \(action)())")
        case (let provider?, nil):
            let configuration = "StaticControlConfiguration(kind: Self.kind, provider: \(provider)())"
            if let value = control.definition.value {
                // The team's value: the toggle shows its Bool member.
                return (
                    configuration, "value",
                    "ControlWidgetToggle(isOn: value.\(value.isOn.value), action: \(action)())"
                )
            }
            return (configuration, "isOn", "ControlWidgetToggle(isOn: isOn, action: \(action)())")
        case (let provider?, _?):
            let configuration = "AppIntentControlConfiguration(kind: Self.kind, provider: \(provider)())"
            let parameter = isToggle ? "value" : "action"
            if let value = control.definition.value {
                let runs = value.action.map { "value.\($0.value)" } ?? "\(action)()"
                return (
                    configuration, parameter, "ControlWidgetToggle(isOn: value.\(value.isOn.value), action: \(runs))"
                )
            }
            let template =
                isToggle
                ? "ControlWidgetToggle(isOn: value.isOn, action: value.action)" : "ControlWidgetButton(action: action)"
            return (configuration, parameter, template)
        }
    }

    func renderControlSkeleton(_ control: PlannedControl, _ provider: String) -> OutputText {
        let action = control.action.appIntent
        let title = control.displayName.text.commentSafe
        return frame(provider, banner: AppIntentsRenderer.userBanner) { p in
            p.line("/// The values of `\(control.structName)`.")
            p.line(Self.controlAvailability)
            if let value = control.definition.value {
                renderTeamValueProvider(control, provider, value: value.type.value, into: &p)
                return
            }
            guard let configuration = control.configuration?.appIntent else {
                // A static toggle: whether it is on.
                p.line("\(access) struct \(provider): ControlValueProvider {")
                p.indented { p in
                    p.line("\(access) init() {}")
                    p.line()
                    p.line("\(access) var previewValue: Bool { false }")
                    p.line()
                    p.line("\(access) func currentValue() async throws -> Bool {")
                    p.line("    // TODO: Return whether \(title) is on.")
                    p.line("    return false")
                    p.line("}")
                }
                p.line("}")
                return
            }
            let value = control.value ?? action
            let made = control.value.map { "\($0)(isOn: false, action: \(action)())" } ?? "\(action)()"
            p.line("\(access) struct \(provider): AppIntentControlValueProvider {")
            p.indented { p in
                p.line("\(access) init() {}")
                p.line()
                p.line("\(access) func previewValue(configuration: \(configuration)) -> \(value) {")
                p.line("    \(made)")
                p.line("}")
                p.line()
                p.line(
                    "\(access) func currentValue(configuration: \(configuration)) async throws -> \(value) {")
                p.line(
                    control.value == nil
                        ? "    // TODO: Return the action that `configuration` asks for."
                        : "    // TODO: Return whether \(title) is on for `configuration`, and the action that sets it."
                )
                p.line("    return \(made)")
                p.line("}")
            }
            p.line("}")
        }
    }
}

extension WidgetsRenderer {
    /// A provider of the team's own value type, which intentgen cannot make: each value is a
    /// `fatalError` until the team writes it, so the file compiles and says what is missing. It
    /// is internal, whatever the visibility, as the team's type most likely is; the control
    /// only names it inside its body.
    fileprivate func renderTeamValueProvider(
        _ control: PlannedControl, _ provider: String, value: String, into p: inout CodePrinter
    ) {
        let title = control.displayName.text.commentSafe
        let todo = "    fatalError(\("Return the \(value) of \(title).".swiftLiteral))"
        // A configured control's members take its configuration; a static one's do not.
        let (conformance, preview, current, when) =
            control.configuration.map { configuration in
                (
                    "AppIntentControlValueProvider", "func previewValue(configuration: \(configuration.appIntent)) ->",
                    "func currentValue(configuration: \(configuration.appIntent))", " for `configuration`"
                )
            } ?? ("ControlValueProvider", "var previewValue:", "func currentValue()", " now")
        p.line("struct \(provider): \(conformance) {")
        p.indented { p in
            p.line("init() {}")
            p.line()
            p.line("\(preview) \(value) {")
            p.line("    // TODO: Return a \(value) to show in the controls gallery, quickly.")
            p.line(todo)
            p.line("}")
            p.line()
            p.line("\(current) async throws -> \(value) {")
            p.line("    // TODO: Return the \(value) of \(title)\(when).")
            p.line(todo)
            p.line("}")
        }
        p.line("}")
    }
}

extension AppIntentsRenderer {
    /// The protocols a control of the file adds to the intent's App Intent.
    func controlConformances(_ planned: PlannedIntent) -> [String] {
        switch planned.controlRole {
        case .setValue?: ["SetValueIntent"]
        case .controlConfiguration?: ["ControlConfigurationIntent"]
        case nil: []
        }
    }

    /// The availability of the intent's App Intent (and of its `perform()` extension): iOS 18
    /// for one that opens a URL or that a control makes a `SetValueIntent` or
    /// `ControlConfigurationIntent`, iOS 17 for a widget's or one with a parameter of an entity
    /// that needs iOS 17 (``PlannedType/needsIOS17``), else iOS 16.
    func intentAvailability(_ planned: PlannedIntent) -> String {
        if planned.definition.opensURL != nil || planned.controlRole != nil { return Self.openURLAvailability }
        if planned.parameters.contains(where: { declarations.needsIOS17($0.type) })
            || planned.outputProperty.map({ declarations.needsIOS17($0.type) }) == true
        {
            return Self.dependencyAvailability
        }
        return planned.definition.eligibleForWidgets ? Self.widgetAvailability : Self.availability
    }
}
