/// One target's preview page (``PreviewBackend``): its widgets' edit sheets, its intents as
/// Shortcuts actions, its controls and its App Shortcuts, each with the warnings it has.
struct PreviewPage {
    let plan: TargetPlan
    let languages: PreviewLanguages
    let problems: PreviewProblems

    init(_ plan: TargetPlan) {
        self.plan = plan
        languages = PreviewLanguages(plan.files)
        problems = PreviewProblems(plan.warnings.withLock { $0 }, declarations: plan.declarations)
    }

    func render() -> String {
        var writer = PreviewWriter(languages: languages)
        Self.head(plan.name + " · intentgen preview", language: languages.development, into: &writer)
        header(into: &writer)
        writer.raw("<main>")
        writer.problems(problems[.page])
        if problems.leftOut > 0 {
            writer.element("p", [("class", "note")], text: "\(problems.leftOut) more warnings; run intentgen lint")
        }
        section("widgets", "Widgets: the edit sheet", into: &writer) { sheets(into: &$0) }
        section("actions", "Shortcuts actions", into: &writer) { writer in
            for (index, declarations) in plan.declarations.enumerated() {
                let cards = cards(index, declarations)
                for position in declarations.intents.indices { cards.action(position, into: &writer) }
            }
        }
        if plan.options.widgets {
            section("controls", "Controls", into: &writer) { writer in
                for (index, declarations) in plan.declarations.enumerated() {
                    let cards = cards(index, declarations)
                    for (position, control) in declarations.controls.enumerated() {
                        cards.control(control, position: position, into: &writer)
                    }
                }
            }
        }
        if plan.options.appShortcuts {
            section("shortcuts", "App Shortcuts", into: &writer) { writer in
                for (index, declarations) in plan.declarations.enumerated() {
                    let cards = cards(index, declarations)
                    for position in declarations.intents.indices { cards.shortcut(position, into: &writer) }
                }
            }
        }
        writer.raw("</main>")
        writer.element("footer", text: "Made by intentgen from " + plan.files.map(\.path).joined(separator: ", "))
        writer.raw("<script>\(PreviewAssets.script)</script>\n</body>\n</html>\n")
        return writer.html
    }

    /// The document's head and the opening of its body.
    static func head(_ title: String, language: String, into writer: inout PreviewWriter) {
        writer.raw("<!DOCTYPE html>\n")
        writer.open("html", [("lang", language), ("data-language", PreviewLanguages.attributeName(language))])
        writer.raw("\n<head>\n<meta charset=\"utf-8\">\n")
        // The policy is a constant (hashes and keywords, without `"`), written as it is.
        writer.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"\(PreviewAssets.contentSecurityPolicy)\">\n")
        writer.raw("<meta name=\"referrer\" content=\"no-referrer\">\n")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        writer.element("title", text: title)
        writer.raw("\n<style>\(PreviewAssets.style)</style>\n</head>\n<body>\n")
    }

    private func header(into writer: inout PreviewWriter) {
        writer.raw("<header class=\"page-head\">")
        writer.raw("<p class=\"crumb\"><a href=\"index.html\">All targets</a></p>")
        writer.element("h1", text: plan.name)
        writer.open("p", [("class", "language")])
        writer.element("label", [("for", "language")], text: "Language ")
        writer.open("select", [("id", "language")])
        for language in languages.all {
            writer.element("option", [("value", language)], text: language)
        }
        writer.raw("</select></p>")
        writer.raw(
            "<p class=\"legend\"><span class=\"fallback\">Marked text</span> has no translation and shows the "
                + "development language's; <span class=\"cut\">underlined text</span> is likely to be cut off.</p>")
        writer.raw("</header>\n<nav aria-label=\"Sections\"><ul>")
        var sections = ["widgets": "Widgets", "actions": "Shortcuts actions"]
        if plan.options.widgets { sections["controls"] = "Controls" }
        if plan.options.appShortcuts { sections["shortcuts"] = "App Shortcuts" }
        for id in ["widgets", "actions", "controls", "shortcuts"] where sections[id] != nil {
            writer.raw("<li><a href=\"#\(id)\">\(sections[id]!)</a></li>")
        }
        writer.raw("</ul></nav>\n")
    }

    private func section(
        _ id: String, _ title: String, into writer: inout PreviewWriter, _ body: (inout PreviewWriter) -> Void
    ) {
        writer.raw("<section id=\"\(id)\" aria-labelledby=\"\(id)-title\"><h2 id=\"\(id)-title\">\(title)</h2>")
        writer.raw("<div class=\"cards\">")
        let start = writer.html.utf8.count
        body(&writer)
        if writer.html.utf8.count == start { writer.element("p", [("class", "note")], text: "None.") }
        writer.raw("</div></section>\n")
    }

    private func cards(_ index: Int, _ declarations: FileDeclarations) -> PreviewCards {
        PreviewCards(declarations: declarations, fileIndex: index, problems: problems, appName: plan.options.appName)
    }

    /// A sheet for each declared widget, then one for each intent that configures widgets and
    /// that no declared widget uses (a SiriKit widget's).
    private func sheets(into writer: inout PreviewWriter) {
        for (index, declarations) in plan.declarations.enumerated() {
            let language = declarations.file.language
            // Each intent's position in its file, for the problems of its parameters.
            let positions = Dictionary(
                uniqueKeysWithValues: declarations.intents.enumerated().map { (ObjectIdentifier($1), $0) })
            func sheet(_ intent: PlannedIntent) -> PreviewSheet {
                PreviewSheet(
                    intent: intent, declarations: declarations, problems: problems,
                    place: (index, positions[ObjectIdentifier(intent)] ?? 0))
            }
            var shown = Set<ObjectIdentifier>()
            for (position, widget) in declarations.widgets.enumerated() where plan.options.widgets {
                let intent = widget.intent
                shown.insert(ObjectIdentifier(intent))
                let subject = PreviewSheet.Subject(
                    id: "widget-" + PreviewHTML.identifier(widget.definition.name.value),
                    heading: PreviewText(widget.displayName, fileLanguage: language),
                    description: (widget.definition.description ?? intent.definition.description).map {
                        PreviewText($0, fileLanguage: language)
                    },
                    families: widget.definition.families, problems: problems[.widget(file: index, position)])
                sheet(intent).write(subject, into: &writer)
            }
            for intent in declarations.intents
            where intent.definition.eligibleForWidgets && !shown.contains(ObjectIdentifier(intent)) {
                let subject = PreviewSheet.Subject(
                    id: "intent-" + PreviewHTML.identifier(intent.definition.name.value),
                    heading: PreviewText(intent.definition.title, fileLanguage: language),
                    description: intent.definition.description.map { PreviewText($0, fileLanguage: language) },
                    families: nil, problems: [])
                sheet(intent).write(subject, into: &writer)
            }
        }
    }
}
