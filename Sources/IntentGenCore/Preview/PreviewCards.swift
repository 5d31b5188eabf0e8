/// The preview's cards besides the sheets: an intent as an action in Shortcuts (its summary
/// sentence), a control in Control Center, and an App Shortcut with its phrases.
struct PreviewCards {
    let declarations: FileDeclarations
    let fileIndex: Int
    let problems: PreviewProblems
    /// The app's name, put into App Shortcuts phrases; nil shows a placeholder.
    let appName: String?

    private func text(_ text: LocalizedText) -> PreviewText {
        PreviewText(text, fileLanguage: declarations.file.language)
    }

    // MARK: Shortcuts actions

    /// The intent as Shortcuts shows the action: its title and the parameter summary, with its
    /// parameters as tokens and, where parameters show only when another has a value, the
    /// sentence of each case (`When` … `Otherwise`).
    func action(_ position: Int, into writer: inout PreviewWriter) {
        let intent = declarations.intents[position]
        let definition = intent.definition
        writer.open(
            "article", [("class", "action"), ("id", "action-" + PreviewHTML.identifier(definition.name.value))])
        writer.localized(text(definition.title), tag: "h3", fit: .title)
        if let description = definition.description {
            writer.localized(text(description), tag: "p", classes: ["description"])
        }
        if !intent.isDiscoverable { writer.element("p", [("class", "note")], text: "Not shown in Shortcuts") }
        writer.problems(problems.ofIntent(file: fileIndex, position, parameters: definition.parameters.count))
        let summary = intent.parameterSummary
        writer.open("div", [("class", "summary")])
        if let root = summary.root {
            node(root, of: intent, sentences: summary.sentences, into: &writer)
        } else {
            writer.open("p", [("class", "list")])
            for parameter in definition.parameters {
                writer.localized(text(parameter.displayName), classes: ["token"])
                writer.text(" ")
            }
            writer.close("p")
        }
        writer.close("div")
        // The parameters as the action's editor in Shortcuts lists them, with those that show
        // only when another has a value (`visibleWhen`) hidden until it does.
        let id = "action-" + PreviewHTML.identifier(definition.name.value)
        writer.open("details", [("class", "parameters"), ("open", "")])
        writer.element("summary", text: "Parameters")
        PreviewSheet(intent: intent, declarations: declarations, problems: problems, place: (fileIndex, position)).rows(
            of: PreviewSheet.Subject(id: id, heading: PreviewText(plain: ""), families: nil, problems: []),
            into: &writer)
        writer.close("details")
        writer.close("article")
    }

    private func node(
        _ node: ParameterSummaryPlan.Node, of intent: PlannedIntent, sentences: [Located<LocalizedText>],
        into writer: inout PreviewWriter
    ) {
        switch node {
        case .sentence(let key):
            let sentence = sentences.first { $0.value.text == key }?.value ?? LocalizedText(key)
            self.sentence(text(sentence), of: intent, into: &writer)
        case .list(let names):
            writer.open("p", [("class", "list")])
            for name in names {
                token(name, of: intent, into: &writer)
                writer.text(" ")
            }
            writer.close("p")
        case .when(let visibility, let whenTrue, let otherwise):
            writer.open("div", [("class", "when")])
            writer.open("p", [("class", "condition")])
            writer.text("When ")
            token(visibility.parent, of: intent, into: &writer)
            switch visibility.condition {
            case .hasAnyValue: writer.text(" has a value")
            case .equals(let value):
                writer.text(" is ")
                writer.element(
                    "span", [("class", "value")], text: value.boolean.map { $0 ? "on" : "off" } ?? value.text)
            }
            writer.close("p")
            writer.open("div", [("class", "then")])
            self.node(whenTrue, of: intent, sentences: sentences, into: &writer)
            writer.close("div")
            writer.element("p", [("class", "otherwise-label")], text: "Otherwise")
            writer.open("div", [("class", "otherwise")])
            self.node(otherwise, of: intent, sentences: sentences, into: &writer)
            writer.close("div")
            writer.close("div")
        }
    }

    /// A sentence in each language of the page, its `${parameter}`s as tokens in that language.
    private func sentence(_ sentence: PreviewText, of intent: PlannedIntent, into writer: inout PreviewWriter) {
        for language in writer.languages.all {
            let (value, isFallback) = sentence.value(in: language)
            writer.openLanguageBlock("p", language, classes: ["sentence"] + (isFallback ? ["fallback"] : []))
            for segment in PhraseTemplate(value).segments {
                switch segment {
                case .text(let text): writer.text(text)
                case .parameter(let name): token(name, of: intent, in: language, into: &writer)
                case .applicationName: appNameToken(into: &writer)
                }
            }
            writer.close("p")
        }
    }

    /// A parameter as a token: its display name, in `language` (or switched with the page's).
    private func token(
        _ name: String, of intent: PlannedIntent, in language: String? = nil, into writer: inout PreviewWriter
    ) {
        let parameter = intent.definition.parameters.first { $0.name.value == name }
        let shown = parameter.map { text($0.displayName) } ?? PreviewText(plain: name)
        let attributes: [(String, String?)] = [("data-parameter", name)]
        guard let language else {
            writer.localized(shown, classes: ["token"], attributes: attributes)
            return
        }
        let (value, isFallback) = shown.value(in: language)
        writer.element("span", [("class", isFallback ? "token fallback" : "token")] + attributes, text: value)
    }

    private func appNameToken(into writer: inout PreviewWriter) {
        writer.element(
            "span", [("class", appName == nil ? "app-name placeholder" : "app-name")], text: appName ?? "App Name")
    }

    // MARK: Controls

    /// A control as Control Center's gallery shows it: its title, its symbol's name (symbols
    /// cannot be drawn here), its tint, and for a toggle each state's title and symbol.
    func control(_ planned: PlannedControl, position: Int, into writer: inout PreviewWriter) {
        let control = planned.definition
        writer.open(
            "article",
            [
                ("class", "control"), ("id", "control-" + PreviewHTML.identifier(control.name.value)),
                ("data-style", control.style.rawValue),
            ])
        writer.localized(text(planned.displayName), tag: "h3", fit: .controlTitle)
        if let description = control.description {
            writer.localized(text(description), tag: "p", classes: ["description"])
        }
        writer.problems(problems[.control(file: fileIndex, position)])
        writer.open("dl")
        detail("Style", control.style.rawValue, into: &writer)
        detail("Symbol", Self.symbolName(control.symbol.value), into: &writer)
        if let tint = control.tint { detail("Tint", String(describing: tint.value), into: &writer) }
        detail("Runs", planned.action.appIntent, into: &writer)
        writer.close("dl")
        if let states = control.states {
            for (name, state) in [("on", states.on), ("off", states.off)] {
                writer.open("div", [("class", "state"), ("data-state", name)])
                writer.element("span", [("class", "state-name")], text: name == "on" ? "On: " : "Off: ")
                writer.localized(text(state.title), fit: .controlTitle)
                writer.text(" ")
                writer.element("code", text: Self.symbolName(state.symbol))
                writer.close("div")
            }
        }
        writer.close("article")
    }

    private func detail(_ term: String, _ value: String, into writer: inout PreviewWriter) {
        writer.element("dt", text: term)
        writer.open("dd")
        writer.element("code", text: value)
        writer.close("dd")
    }

    static func symbolName(_ symbol: ControlSymbol) -> String {
        switch symbol {
        case .system(let name): "SF Symbol " + name
        case .custom(let name): "image " + name
        }
    }

    // MARK: App Shortcuts

    /// An App Shortcut: its title and symbol, and its phrases in each language of the page (a
    /// language without phrases says so: Siri does not offer the shortcut in it).
    func shortcut(_ position: Int, into writer: inout PreviewWriter) {
        let intent = declarations.intents[position]
        guard let shortcut = intent.definition.shortcut else { return }
        writer.open(
            "article",
            [("class", "shortcut"), ("id", "shortcut-" + PreviewHTML.identifier(intent.definition.name.value))])
        writer.localized(text(shortcut.shortTitle ?? intent.definition.title), tag: "h3", fit: .shortTitle)
        writer.open("p", [("class", "symbol")])
        writer.element("code", text: "SF Symbol " + shortcut.symbol.value)
        writer.close("p")
        writer.problems(problems[.shortcut(file: fileIndex, position)])
        for language in writer.languages.all {
            let phrases = shortcut.phrases(in: language)
            writer.openLanguageBlock("div", language, classes: ["phrases"] + (phrases.isEmpty ? ["missing"] : []))
            if phrases.isEmpty {
                writer.element("p", [("class", "fallback")], text: "No phrases in \(language): Siri does not offer it")
            }
            writer.open("ul")
            for phrase in phrases {
                writer.open("li", [("class", "phrase")])
                for segment in PhraseTemplate(phrase.value).segments {
                    switch segment {
                    case .text(let text): writer.text(text)
                    case .applicationName: appNameToken(into: &writer)
                    case .parameter(let name): token(name, of: intent, in: language, into: &writer)
                    }
                }
                writer.close("li")
            }
            writer.close("ul")
            writer.close("div")
        }
        writer.close("article")
    }
}
