extension FileValidation {
    // MARK: Widgets and controls

    /// A widget: its name is a type name, its intent is an intent of this file that is eligible
    /// for widgets (its App Intent is then a `WidgetConfigurationIntent`), its families are not
    /// empty, and no other widget or control of any file has its kind.
    func validateWidget(_ widget: WidgetDefinition, at position: Int) {
        let what = "widget `\(widget.name.value)`"
        checkName(widget.name, "widget", kind: .typeName)
        if let intent = referencedIntent(widget.intent, as: "the intent of \(what)") {
            if !intent.eligibleForWidgets {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "intent `\(intent.name.value)` configures \(what) but is not eligible for widgets",
                        at: widget.intent.location,
                        hint: "set \(DefinitionKey.eligibleForWidgets.quoted("true")) on intent `\(intent.name.value)`",
                        notes: [.init("intent `\(intent.name.value)` is declared here", at: intent.name.location)]))
            }
        }
        if widget.families.isEmpty, let location = widget.familiesLocation {
            diagnostics.emit(
                .error(
                    .invalidValue, "\(what) supports no family", at: location,
                    hint:
                        "list its families (\(DefinitionKey.families.quoted("[small, medium]"))), or leave \(DefinitionKey.families.quoted) out for all of them"
                ))
        }
        var seen: Set<WidgetFamily> = []
        for family in widget.families where !seen.insert(family).inserted {
            diagnostics.emit(
                .error(
                    .duplicateName, "family `\(family.rawValue)` appears twice in the families of \(what)",
                    at: widget.familiesLocation, hint: "remove one"))
        }
        checkKind(widget.kind, of: what, self: .widget(position))
    }

    /// A control: its name is a type name; its action is an intent of this file that does
    /// something when run (not a widget-only configuration intent); a toggle's action has a
    /// `value: boolean` parameter (its App Intent is then a `SetValueIntent`); its configuration,
    /// when it has one, is another intent of this file that is no control's action (it becomes a
    /// `ControlConfigurationIntent`); and no other widget or control of any file has its kind.
    func validateControl(_ control: ControlDefinition, at position: Int) {
        let what = "control `\(control.name.value)`"
        checkName(control.name, "control", kind: .typeName)
        if let action = referencedIntent(control.action, as: "the action of \(what)") {
            if !IntentDecisions.runsOutsideWidgets(action) {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "intent `\(action.name.value)` is a widget-only configuration intent and does nothing when run; it cannot be the action of \(what)",
                        at: control.action.location,
                        hint:
                            "choose an intent that performs something, or set \(DefinitionKey.eligibleForSuggestions.quoted("true")) on it"
                    ))
            }
            if control.style == .toggle { checkToggleValue(action, of: control) }
        }
        if let configuration = control.configuration,
            let intent = referencedIntent(configuration, as: "the configuration of \(what)")
        {
            if configuration.value == control.action.value {
                diagnostics.emit(
                    .error(
                        .invalidValue, "\(what) is configured by its own action `\(configuration.value)`",
                        at: configuration.location,
                        hint: "declare a separate intent with the control's settings as its parameters"))
            } else if let other = file.controls.first(where: { $0.action.value == intent.name.value }) {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "intent `\(intent.name.value)` configures \(what) and is the action of control `\(other.name.value)`",
                        at: configuration.location,
                        hint: "an intent is either a control's configuration or an action",
                        notes: [.init("it is the action here", at: other.action.location)]))
            }
        }
        checkKind(control.kind, of: what, self: .control(position))
    }

    /// A toggle's action sets its `value`: a Boolean, one value (not a list).
    private func checkToggleValue(_ action: IntentDefinition, of control: ControlDefinition) {
        let name = ControlDefinition.valueParameter
        let hint =
            "a toggle's action is a `SetValueIntent`: give intent `\(action.name.value)` a parameter `\(name): boolean`, which the toggle sets"
        guard let value = action.parameters.first(where: { $0.name.value == name }) else {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "intent `\(action.name.value)`, the action of toggle `\(control.name.value)`, has no `\(name)` parameter",
                    at: control.action.location, hint: hint,
                    notes: [.init("intent `\(action.name.value)` is declared here", at: action.name.location)]))
            return
        }
        guard value.type.value == .boolean, !value.isArray else {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "the `\(name)` parameter of intent `\(action.name.value)`, the action of toggle `\(control.name.value)`, must be one `boolean`, not `\(value.isArray ? "[\(value.type.value)]" : "\(value.type.value)")`",
                    at: value.type.location, hint: hint))
            return
        }
    }

    /// The intent of this file that `reference` names, or nil after an error (with a suggestion).
    private func referencedIntent(_ reference: Located<String>, as what: String) -> IntentDefinition? {
        if let intent = index.intentsByName[position][reference.value] { return file.intents[intent] }
        let names = file.intents.map(\.name.value)
        diagnostics.emit(
            .error(
                .undefinedReference, "\(what) is `\(reference.value)`, which is not an intent of this file",
                at: reference.location,
                hint: Suggestions.hint(for: reference.value, in: names)
                    ?? (names.isEmpty
                        ? "declare the intent under \(DefinitionKey.intents.quotedWithColon) in this file"
                        : "the intents of this file are " + names.map { "`\($0)`" }.joined(separator: ", "))))
        return nil
    }

    /// Which declaration of the file a kind belongs to.
    enum KindOwner: Equatable {
        case widget(Int)
        case control(Int)
    }

    /// A kind identifies a widget or control on the device: reported at every declaration after
    /// the first (in file order, widgets before controls) that has it.
    private func checkKind(_ kind: Located<String>, of what: String, self owner: KindOwner) {
        guard let first = index.firstKinds[kind.value],
            first.file < position || (first.file == position && isBefore(first.place, owner))
        else { return }
        diagnostics.emit(
            .error(
                .duplicateName, "\(what) has the kind `\(kind.value)` of \(first.description)", at: kind.location,
                hint: "every widget and control needs a kind of its own",
                notes: [.init("\(first.description) has it here", at: first.location)]))
    }

    /// Whether `candidate` comes before `owner` in the file (widgets before controls).
    private func isBefore(_ candidate: KindOwner, _ owner: KindOwner) -> Bool {
        func rank(_ place: KindOwner) -> (Int, Int) {
            switch place {
            case .widget(let index): (0, index)
            case .control(let index): (1, index)
            }
        }
        return rank(candidate) < rank(owner)
    }
}
