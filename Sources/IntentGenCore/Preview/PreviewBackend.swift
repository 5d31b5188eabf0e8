/// ``OutputKind/preview``: a static page of what people will see of a target's definitions: each
/// widget's edit sheet, each intent as an action in Shortcuts, each control, each App Shortcut
/// and its phrases, in every language the definitions give, with the target's warnings where
/// they apply. Plain HTML and CSS with a small script of its own; it loads nothing.
struct PreviewBackend: Backend {
    var kind: OutputKind { .preview }
    var scope: BackendScope { .wholeTarget }

    /// `<target>.html` in the generated folder (the preview's folder).
    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        let origin = OutputOrigin("the preview of \(plan.name)", at: nil)
        return [
            PendingFile(
                destination: .generated, path: Self.pageName(of: plan.name), ownership: .resource, kind: kind,
                origin: origin
            ) { OutputText(body: PreviewPage(plan).render()) }
        ]
    }

    /// The page of the target `name`: its name where that is a plain file name, else its
    /// characters as ``PreviewHTML/identifier(_:)`` spells them.
    static func pageName(of name: String) -> String {
        PreviewHTML.identifier(name) + ".html"
    }

    /// `index.html`: a link to the page of each target (``PreviewSite/index(of:)``).
    static func index(of targets: [String]) -> PendingFile {
        PendingFile(
            destination: .generated, path: "index.html", ownership: .resource, kind: .preview,
            origin: OutputOrigin("the preview's index", at: nil)
        ) {
            var writer = PreviewWriter(languages: PreviewLanguages([]))
            PreviewPage.head("intentgen preview", language: "en", into: &writer)
            writer.raw("<header class=\"page-head\"><h1>intentgen preview</h1>")
            writer.element(
                "p", [("class", "legend")],
                text: "What people will see of each target's definitions: widgets' edit sheets, Shortcuts actions, "
                    + "controls and App Shortcuts, in every language.")
            writer.raw("</header><main><ul class=\"targets\">")
            for target in targets {
                writer.open("li")
                writer.element("a", [("href", pageName(of: target)), ("class", "target")], text: target)
                writer.close("li")
            }
            writer.raw("</ul></main></body></html>\n")
            return OutputText(body: writer.html)
        }
    }
}

/// A preview of several targets as one site: their pages and an index.
public enum PreviewSite {
    /// The site's `index.html` (in the generated folder), linking the page of each of `targets`.
    public static func index(of targets: [String]) -> PendingFile { PreviewBackend.index(of: targets) }
}
