/// The widget's "Edit Widget" sheet: its title and description, then a row for each parameter a
/// person can set (`configurable`), in the order written, each drawn as its type is shown.
struct PreviewSheet {
    /// What the sheet is for: a declared widget, or an intent that configures widgets.
    struct Subject {
        var id: String
        var heading: PreviewText
        var description: PreviewText?
        /// The widget's families; nil for an intent's sheet (each family its array sizes name).
        var families: [WidgetFamily]?
        var problems: [Diagnostic]
    }

    /// How a row is drawn (`data-control` on the page).
    enum Control: String {
        case toggle, stepper, slider, field, picker, choose, text
        case textArea = "text-area"
        case date, time
        case dateTime = "date-time"
        case url, duration, array
    }

    let intent: PlannedIntent
    let declarations: FileDeclarations
    let problems: PreviewProblems
    let place: (file: Int, intent: Int)

    func write(_ subject: Subject, into writer: inout PreviewWriter) {
        writer.open("section", [("class", "sheet"), ("id", subject.id), ("data-intent", intent.definition.name.value)])
        writer.open("header", [("class", "sheet-head")])
        writer.localized(subject.heading, tag: "h3", fit: .title)
        if let description = subject.description { writer.localized(description, tag: "p", classes: ["description"]) }
        if let families = subject.families {
            writer.element(
                "p", [("class", "families")], text: "Families: " + families.map(\.rawValue).joined(separator: ", "))
        }
        writer.close("header")
        writer.problems(subject.problems)
        rows(of: subject, into: &writer)
        writer.close("section")
    }

    /// The rows of the parameters a person can set (the sheet's, or an action's in Shortcuts).
    func rows(of subject: Subject, into writer: inout PreviewWriter) {
        writer.open("form", [("class", "rows"), ("aria-label", "Parameters")])
        let rows = intent.parameters.indices.filter { intent.parameters[$0].definition.configurable }
        if rows.isEmpty { writer.element("p", [("class", "empty")], text: "No parameters to edit.") }
        for position in rows {
            row(position, in: subject, into: &writer)
        }
        writer.close("form")
    }

    private func controlID(_ parameter: String, in subject: Subject) -> String {
        subject.id + "--" + PreviewHTML.identifier(parameter)
    }

    private func text(_ text: LocalizedText) -> PreviewText {
        PreviewText(text, fileLanguage: declarations.file.language)
    }

    private func row(_ position: Int, in subject: Subject, into writer: inout PreviewWriter) {
        let planned = intent.parameters[position]
        let parameter = planned.definition
        let control = Self.control(of: planned, in: declarations.file)
        let id = controlID(parameter.name.value, in: subject)
        var attributes: [(String, String?)] = [
            ("class", "row"), ("data-parameter", parameter.name.value), ("data-control", control.rawValue),
            ("data-default", Self.defaultText(parameter)),
        ]
        let parent = visibility(position, in: subject)
        if let parent {
            attributes += [("data-visible-when", parent.id), ("data-visible-value", parent.value)]
        }
        writer.open(control == .array ? "fieldset" : "div", attributes)
        writer.open(control == .array ? "legend" : "label", control == .array ? [] : [("for", id)])
        writer.localized(text(parameter.displayName), fit: .rowLabel)
        writer.close(control == .array ? "legend" : "label")
        input(planned, control: control, id: id, families: subject.families, into: &writer)
        if let parent { condition(parent, into: &writer) }
        writer.problems(problems[.parameter(file: place.file, intent: place.intent, position)])
        writer.close(control == .array ? "fieldset" : "div")
    }

    /// How a parameter's row is drawn: a list of slots for an array; a picker for an enum's
    /// static cases; "Choose" for options the app provides and for types picked from a list;
    /// else as its type and its `control` say.
    static func control(of planned: PlannedParameter, in file: DefinitionFile) -> Control {
        let parameter = planned.definition
        if parameter.isArray { return .array }
        if parameter.hasDynamicOptions { return .choose }
        switch planned.type {
        case .enumeration: return .picker
        case .object, .undeclared: return .choose
        case .builtin(let builtin):
            switch builtin {
            case .boolean: return .toggle
            case .integer, .decimal:
                switch parameter.metadata.control?.value {
                case .stepper?: return .stepper
                case .slider?: return .slider
                case .field?, nil: return .field
                }
            case .string: return parameter.metadata.multiline == true ? .textArea : .text
            case .dateComponents, .date:
                switch parameter.metadata.dateType {
                case .date?: return .date
                case .time?: return .time
                case .dateTime?, nil: return .dateTime
                }
            case .url: return .url
            case .duration: return .duration
            case .file, .person, .placemark, .currencyAmount, .speakableString, .object: return .choose
            }
        }
    }

    /// The default as written (`dynamic` when the app provides it); nil without one.
    static func defaultText(_ parameter: ParameterDefinition) -> String? {
        switch parameter.defaultValue {
        case .dynamic?: "dynamic"
        case .value(let value)?: value.written
        case .values(let values, _)?: values.map(\.written).joined(separator: ", ")
        case nil: nil
        }
    }

    private func input(
        _ planned: PlannedParameter, control: Control, id: String, families: [WidgetFamily]?,
        into writer: inout PreviewWriter
    ) {
        let parameter = planned.definition
        let written: StaticDefault.Value? =
            if case .value(let value)? = parameter.defaultValue { value.value } else { nil }
        switch control {
        case .toggle:
            let on = if case .boolean(true)? = written { "" } else { String?.none }
            writer.open("input", [("type", "checkbox"), ("role", "switch"), ("id", id), ("checked", on)])
        case .stepper, .slider, .field, .duration:
            let bounds = (parameter.metadata.minimum?.value, parameter.metadata.maximum?.value)
            writer.open(
                "input",
                [
                    ("type", control == .slider ? "range" : "number"), ("id", id),
                    ("min", bounds.0.map(Self.number)), ("max", bounds.1.map(Self.number)),
                    ("step", control == .field && planned.type == .builtin(.decimal) ? "any" : "1"),
                    ("value", Self.numberValue(written)),
                ])
            if control == .duration {
                writer.element("span", [("class", "unit")], text: parameter.metadata.defaultUnit?.rawValue ?? "seconds")
            }
        case .picker:
            picker(planned, id: id, selected: written, into: &writer)
        case .choose:
            let value = parameter.hasDynamicDefault ? "dynamic" : Self.defaultText(parameter) ?? ""
            writer.open("button", [("type", "button"), ("id", id), ("value", value), ("class", "choose")])
            writer.text(parameter.hasDynamicDefault ? "Provided by the app" : value.isEmpty ? "Choose" : value)
            writer.close("button")
        case .text, .textArea, .url:
            let value: String? =
                switch written {
                case .text(let text)?, .url(let text)?: text
                default: nil
                }
            let placeholder = parameter.metadata.placeholder.map {
                text($0).value(in: writer.languages.development).text
            }
            if control == .textArea {
                writer.open("textarea", [("id", id), ("placeholder", placeholder)])
                writer.text(value ?? "")
                writer.close("textarea")
            } else {
                writer.open(
                    "input",
                    [
                        ("type", control == .url ? "url" : "text"), ("id", id), ("value", value),
                        ("placeholder", placeholder),
                    ]
                )
            }
        case .date, .time, .dateTime:
            writer.open("input", [("type", control == .dateTime ? "datetime-local" : control.rawValue), ("id", id)])
        case .array:
            slots(planned, id: id, families: families, into: &writer)
        }
    }

    private func picker(
        _ planned: PlannedParameter, id: String, selected: StaticDefault.Value?, into writer: inout PreviewWriter
    ) {
        guard case .enumeration(let position) = planned.type else { return }
        writer.open("select", [("id", id)])
        for enumCase in declarations.file.enums[position].cases {
            let isSelected = selected == .enumCase(enumCase.name.value)
            writer.localized(
                text(enumCase.displayName), tag: "option",
                attributes: [("value", enumCase.name.value), ("selected", isSelected ? "" : nil)])
        }
        writer.close("select")
    }

    /// An array's slots: as many as its size for each family the sheet shows (or each family it
    /// names), else one row saying the list has any length.
    private func slots(
        _ planned: PlannedParameter, id: String, families: [WidgetFamily]?, into writer: inout PreviewWriter
    ) {
        let sizes = planned.definition.arraySizes.filter { families?.contains($0.family) ?? true }
        writer.open("div", [("class", "slots"), ("id", id)])
        if sizes.isEmpty {
            writer.element("p", [("class", "slot-count")], text: "A list of any length")
        }
        for (family, size) in sizes {
            writer.open("div", [("class", "family"), ("data-family", family.rawValue), ("data-slots", String(size))])
            writer.element(
                "p", [("class", "slot-count")], text: "\(family.rawValue): \(size) \(size == 1 ? "slot" : "slots")")
            writer.open("ol")
            for _ in 0..<size {
                writer.open("li")
                writer.element("button", [("type", "button"), ("class", "choose"), ("tabindex", "-1")], text: "Choose")
                writer.close("li")
            }
            writer.close("ol")
            writer.close("div")
        }
        writer.close("div")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func numberValue(_ value: StaticDefault.Value?) -> String? {
        switch value {
        case .integer(let integer)?: String(integer)
        case .number(let number)?: Self.number(number)
        default: nil
        }
    }
}

extension PreviewSheet {
    /// The parent a row's visibility depends on (`visibleWhen`): its control on the page, the
    /// value it must have (nil for any value), and how the page says both.
    struct Parent {
        var id: String
        var value: String?
        var name: PreviewText
        var shownValue: PreviewText?
    }

    func visibility(_ position: Int, in subject: Subject) -> Parent? {
        guard let relationship = intent.parameters[position].definition.visibleWhen else { return nil }
        let parent = intent.references.visibleWhenParents[position].map { intent.parameters[$0] }
        var result = Parent(
            id: controlID(relationship.parent.value, in: subject), value: nil,
            name: parent.map { text($0.definition.displayName) } ?? PreviewText(plain: relationship.parent.value))
        guard case .equals(let value) = relationship.condition else { return result }
        if let boolean = value.boolean, parent?.type == .builtin(.boolean) {
            result.value = boolean ? "true" : "false"
            result.shownValue = PreviewText(plain: boolean ? "on" : "off")
            return result
        }
        result.value = value.text
        result.shownValue = PreviewText(plain: value.text)
        if let parent, case .enumeration(let position) = parent.type,
            let enumCase = declarations.file.enums[position].cases.first(where: { $0.name.value == value.text })
        {
            result.shownValue = text(enumCase.displayName)
        }
        return result
    }

    /// "Shown when Parent is Value", or "… has a value".
    func condition(_ parent: Parent, into writer: inout PreviewWriter) {
        writer.open("p", [("class", "condition")])
        writer.text("Shown when ")
        writer.localized(parent.name, classes: ["token"])
        if let shown = parent.shownValue {
            writer.text(" is ")
            writer.localized(shown, classes: ["value"])
        } else {
            writer.text(" has a value")
        }
        writer.close("p")
    }
}
