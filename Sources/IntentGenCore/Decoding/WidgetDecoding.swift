/// Decodes `widgets:` and `controls:` (docs/language.md, "Widgets and controls"): the
/// configuration data of WidgetKit widgets and Control Widgets, whose intents the validator
/// looks up in the same file.
struct WidgetDecoder {
    let reader: NodeReader

    static let widgetKeys = KeySet(DefinitionKey.widgetKeys)
    static let controlKeys = KeySet(DefinitionKey.controlKeys)

    func widget(_ entry: YAMLNode.Entry) -> WidgetDefinition? {
        guard let (what, map, kind) = declaration(entry, "widget", knownKeys: Self.widgetKeys) else { return nil }
        let intent = required(
            map, .intent, of: what, at: entry,
            hint:
                "name the widget-eligible intent of this file that configures it: \(DefinitionKey.intent.quoted("Configuration"))"
        )
        var widget = WidgetDefinition(
            name: Located(entry.key, at: entry.keyLocation), kind: kind ?? Located("", at: entry.keyLocation),
            intent: intent ?? Located("", at: entry.keyLocation))
        texts(map, what) {
            widget.displayName = $0
        } description: {
            widget.description = $0
        }
        for key in [DefinitionKey.provider, .entry, .view] {
            guard let node = map[key], let name = reader.locatedString(node, "\(key.quoted) of \(what)") else {
                continue
            }
            switch key {
            case .provider: widget.provider = name
            case .entry: widget.entry = name
            default: widget.view = name
            }
        }
        widget.modifiers = modifiers(map, what)
        widget.userFile = AppIntentsDecoder(reader: reader).userFile(map, what)
        var complete = kind != nil && intent != nil
        if let node = map.present(.families) {
            widget.familiesLocation = node.location
            if let items = node.sequence {
                widget.families = items.compactMap { reader.choice($0, "widget family", as: WidgetFamily.self) }
                complete = complete && widget.families.count == items.count
            } else {
                reader.wrongType(
                    node, expected: "a list of widget families, such as `[small, medium]`",
                    for: "\(DefinitionKey.families.quoted) of \(what)")
                complete = false
            }
        }
        return complete ? widget : nil
    }

    func control(_ entry: YAMLNode.Entry) -> ControlDefinition? {
        guard let (what, map, kind) = declaration(entry, "control", knownKeys: Self.controlKeys) else { return nil }
        let action = required(
            map, .action, of: what, at: entry,
            hint: "name the intent of this file that the control runs: \(DefinitionKey.action.quoted("Open"))")
        let symbol = self.symbol(map, what, at: entry.keyLocation)
        // Read the rest before giving up on a missing key, so one run reports every problem.
        let style = map[.style].map { reader.choice($0, "control style", as: ControlStyle.self) }
        let configuration = map[.configuration].map {
            reader.locatedString($0, "\(DefinitionKey.configuration.quoted) of \(what)")
        }
        var displayName: LocalizedText?
        var description: LocalizedText?
        texts(map, what) {
            displayName = $0
        } description: {
            description = $0
        }
        let provider = map[.provider].map { reader.locatedString($0, "\(DefinitionKey.provider.quoted) of \(what)") }
        guard let kind, let action, let symbol, style != .some(nil), configuration != .some(nil),
            provider != .some(nil)
        else { return nil }
        var control = ControlDefinition(
            name: Located(entry.key, at: entry.keyLocation), kind: kind, displayName: displayName,
            description: description, style: style.flatMap { $0 } ?? .button, action: action,
            configuration: configuration.flatMap { $0 }, symbol: symbol)
        control.provider = provider.flatMap { $0 }
        control.userFile = AppIntentsDecoder(reader: reader).userFile(map, what)
        if let node = map[.tint] { control.tint = tint(node, what) }
        if let node = map[.states] { control.states = states(node, what) }
        if let node = map[.value] { control.value = controlValue(node, what) }
        if let node = map[.promptsForUserConfiguration],
            let flag = reader.bool(node, "\(DefinitionKey.promptsForUserConfiguration.quoted) of \(what)")
        {
            control.promptsForUserConfiguration = Located(flag, at: node.location)
        }
        return control
    }

    /// `value: { type: DoorState, isOn: isOpen, action: action }`.
    private func controlValue(_ node: YAMLNode, _ what: String) -> ControlValue? {
        let value = "\(DefinitionKey.value.quoted) of \(what)"
        guard let map = reader.mapping(node, value, knownKeys: KeySet(DefinitionKey.controlValueKeys)) else {
            return nil
        }
        let type = map.present(.type).flatMap { reader.locatedString($0, "\(DefinitionKey.type.quoted) of \(value)") }
        let isOn = map.present(.isOn).flatMap { reader.locatedString($0, "\(DefinitionKey.isOn.quoted) of \(value)") }
        let action = map.present(.action).map { reader.locatedString($0, "\(DefinitionKey.action.quoted) of \(value)") }
        guard let type, let isOn else {
            if map.present(.type) == nil || map.present(.isOn) == nil {
                reader.diagnostics.emit(
                    .error(
                        .missingKey, "\(value) needs \(DefinitionKey.type.quoted) and \(DefinitionKey.isOn.quoted)",
                        at: node.location,
                        hint: "name your value type and its Bool member: `value: { type: DoorState, isOn: isOpen }`"))
            }
            return nil
        }
        guard action != .some(nil) else { return nil }
        return ControlValue(type: type, isOn: isOn, action: action.flatMap { $0 }, location: node.location)
    }

    /// `states: { on: { title, symbol|image }, off: { … } }`: a toggle's label in each state.
    private func states(_ node: YAMLNode, _ what: String) -> ControlStates? {
        guard
            let map = reader.mapping(
                node, "\(DefinitionKey.states.quoted) of \(what)", knownKeys: KeySet(DefinitionKey.controlStatesKeys))
        else { return nil }
        var found: [ControlStates.State] = []
        for key in DefinitionKey.controlStatesKeys {
            let stateWhat = "the \(key.quoted) state of \(what)"
            guard
                let stateNode = reader.required(
                    key, in: map, of: "\(DefinitionKey.states.quoted) of \(what)",
                    hint: "give both states: `on: { title: …, symbol: … }` and `off: { … }`")
            else { continue }
            guard
                let stateMap = reader.mapping(stateNode, stateWhat, knownKeys: KeySet(DefinitionKey.controlStateKeys)),
                let titleNode = reader.required(.title, in: stateMap, of: stateWhat),
                let title = reader.text(titleNode, "the title of \(stateWhat)"),
                let symbol = symbol(stateMap, stateWhat, at: stateNode.location)
            else { continue }
            found.append(ControlStates.State(title: title, symbol: symbol.value))
        }
        guard found.count == 2 else { return nil }
        return ControlStates(on: found[0], off: found[1], location: node.location)
    }

    /// A widget's configuration modifiers.
    private func modifiers(_ map: MappingView, _ what: String) -> WidgetConfigurationModifiers {
        var modifiers = WidgetConfigurationModifiers()
        if let node = map[.contentMarginsDisabled],
            let flag = reader.bool(node, "\(DefinitionKey.contentMarginsDisabled.quoted) of \(what)")
        {
            modifiers.contentMarginsDisabled = flag
        }
        if let node = map[.containerBackgroundRemovable],
            let flag = reader.bool(node, "\(DefinitionKey.containerBackgroundRemovable.quoted) of \(what)")
        {
            modifiers.containerBackgroundRemovable = Located(flag, at: node.location)
        }
        if let node = map[.promptsForUserConfiguration],
            let flag = reader.bool(node, "\(DefinitionKey.promptsForUserConfiguration.quoted) of \(what)")
        {
            modifiers.promptsForUserConfiguration = Located(flag, at: node.location)
        }
        if let node = map[.disfavoredLocations] {
            guard let items = node.sequence else {
                reader.wrongType(
                    node, expected: "a list of `{ locations: [...], families: [...] }`",
                    for: "\(DefinitionKey.disfavoredLocations.quoted) of \(what)")
                return modifiers
            }
            for item in items {
                let itemWhat = "an item of \(DefinitionKey.disfavoredLocations.quoted) of \(what)"
                guard
                    let entry = reader.mapping(item, itemWhat, knownKeys: KeySet(DefinitionKey.disfavoredLocationKeys))
                else { continue }
                let locations = choices(entry, .locations, "widget location", as: WidgetLocationName.self, itemWhat)
                let families = choices(entry, .families, "widget family", as: WidgetFamily.self, itemWhat)
                if let locations, let families { modifiers.disfavoredLocations.append((locations, families)) }
            }
        }
        return modifiers
    }

    /// A required, non-empty list of words of `Choice` under `key`.
    private func choices<Choice: RawRepresentable & CaseIterable>(
        _ map: MappingView, _ key: DefinitionKey, _ noun: String, as: Choice.Type, _ what: String
    ) -> [Choice]? where Choice.RawValue == String {
        guard
            let node = reader.required(
                key, in: map, of: what, hint: "list the \(key.rawValue): `\(key.rawValue): [...]`")
        else { return nil }
        guard let items = node.sequence, !items.isEmpty else {
            reader.wrongType(node, expected: "a non-empty list", for: "\(key.quoted) of \(what)")
            return nil
        }
        let values = items.compactMap { reader.choice($0, noun, as: Choice.self) }
        return values.count == items.count ? values : nil
    }

    /// `tint: blue` (a standard color) or `tint: { asset: Brand }` (the asset catalog's).
    private func tint(_ node: YAMLNode, _ what: String) -> Located<ControlTint>? {
        if node.mapping != nil {
            guard
                let map = reader.mapping(
                    node, "\(DefinitionKey.tint.quoted) of \(what)", knownKeys: KeySet(DefinitionKey.tintKeys)),
                let asset = map.present(.asset).flatMap({ reader.locatedString($0, "the tint asset of \(what)") })
            else {
                if node.mapping?.isEmpty == true {
                    reader.diagnostics.emit(
                        .error(
                            .missingKey, "\(DefinitionKey.tint.quoted) of \(what) has no \(DefinitionKey.asset.quoted)",
                            at: node.location))
                }
                return nil
            }
            return Located(.asset(asset.value), at: node.location)
        }
        guard let color = reader.choice(node, "standard color", as: SystemColorName.self) else { return nil }
        return Located(.system(color), at: node.location)
    }

    /// What every widget and control declaration (a `noun`) starts with: the name messages give
    /// it, its mapping, and its WidgetKit `kind` (nil after an error); nil when it is no mapping.
    private func declaration(_ entry: YAMLNode.Entry, _ noun: String, knownKeys: KeySet) -> (
        what: String, map: MappingView, kind: Located<String>?
    )? {
        let what = "\(noun) `\(entry.key)`"
        guard let map = reader.mapping(entry.value, what, knownKeys: knownKeys) else { return nil }
        let kind = required(
            map, .kind, of: what, at: entry,
            hint:
                "give it WidgetKit's \(DefinitionKey.kind.quoted), such as `com.example.app.widget`; a widget migrated from SiriKit keeps the kind it had"
        )
        return (what, map, kind)
    }

    /// A string key the declaration cannot do without: reported at the declaration's name when missing.
    private func required(
        _ map: MappingView, _ key: DefinitionKey, of what: String, at entry: YAMLNode.Entry, hint: String
    ) -> Located<String>? {
        guard let value = reader.requiredString(key, in: map, of: what, at: entry.keyLocation, hint: hint) else {
            return nil
        }
        guard !value.value.isEmpty else {
            reader.diagnostics.emit(
                .error(.invalidValue, "\(key.quoted) of \(what) is empty", at: value.location, hint: hint))
            return nil
        }
        return value
    }

    private func texts(
        _ map: MappingView, _ what: String, displayName: (LocalizedText) -> Void,
        description: (LocalizedText) -> Void
    ) {
        if let node = map[.displayName], let text = reader.text(node, "the display name of \(what)") {
            displayName(text)
        }
        if let node = map[.description], let text = reader.text(node, "the description of \(what)") {
            description(text)
        }
    }

    /// `symbol:` (an SF Symbol) or `image:` (a custom symbol), exactly one of them.
    private func symbol(_ map: MappingView, _ what: String, at location: SourceLocation) -> Located<ControlSymbol>? {
        let system = map.present(.symbol)
        let custom = map.present(.image)
        if let system, custom != nil {
            reader.diagnostics.emit(
                .error(
                    .invalidValue, "\(what) has both \(DefinitionKey.symbol.quoted) and \(DefinitionKey.image.quoted)",
                    at: system.location,
                    hint:
                        "keep \(DefinitionKey.symbol.quoted) for an SF Symbol, or \(DefinitionKey.image.quoted) for a custom symbol of the asset catalog"
                ))
            return nil
        }
        if let node = system ?? custom {
            let key: DefinitionKey = system != nil ? .symbol : .image
            guard let name = reader.locatedString(node, "\(key.quoted) of \(what)") else { return nil }
            guard !name.value.isEmpty else {
                reader.diagnostics.emit(.error(.invalidValue, "\(key.quoted) of \(what) is empty", at: node.location))
                return nil
            }
            return Located(system != nil ? .system(name.value) : .custom(name.value), at: name.location)
        }
        reader.diagnostics.emit(
            .error(
                .missingKey, "\(what) has no \(DefinitionKey.symbol.quoted)", at: location,
                hint:
                    "controls show a symbol image: \(DefinitionKey.symbol.quoted("square.and.pencil")) (SF Symbols) or \(DefinitionKey.image.quoted("MySymbol")) (a custom symbol)"
            ))
        return nil
    }
}
