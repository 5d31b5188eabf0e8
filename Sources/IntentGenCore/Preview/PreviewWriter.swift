/// Writes a preview page's HTML: elements with escaped attributes, escaped text, and the texts
/// of the definitions in every language of the page (``localized(_:tag:classes:fit:)``).
struct PreviewWriter {
    let languages: PreviewLanguages
    private(set) var html = ""

    init(languages: PreviewLanguages) {
        self.languages = languages
        html.reserveCapacity(64 * 1024)
    }

    /// Appends markup that has no text of the definitions in it.
    mutating func raw(_ markup: String) { html += markup }

    /// Appends `text` as element content.
    mutating func text(_ text: String) { html += PreviewHTML.text(text) }

    /// Opens `tag` with `attributes`, each a name and a value (nil leaves it out; an empty
    /// value writes the attribute alone, as `hidden`).
    mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
        html += "<" + tag
        for case (let name, let value?) in attributes {
            html += value.isEmpty ? " \(name)" : " \(name)=\"\(PreviewHTML.attribute(value))\""
        }
        html += ">"
    }

    mutating func close(_ tag: String) { html += "</\(tag)>" }

    /// An element holding only `text`.
    mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// `text` in an element that the page's script switches between languages: its content is
    /// the development language's value, each language's value is an attribute
    /// (`data-tr-<language>`), a fallback to the development language is marked (`fallback`), and
    /// so is a text that likely does not fit where it is shown (`fit`): `data-cut` lists the
    /// languages in which it does not.
    mutating func localized(
        _ text: PreviewText, tag: String = "span", classes: [String] = [], fit: PreviewFit? = nil,
        attributes: [(String, String?)] = []
    ) {
        let shown = text.value(in: languages.development)
        var names = ["tr"] + classes
        if shown.isFallback { names.append("fallback") }
        let cut = fit.map { fit in languages.all.filter { fit.isCut(text.value(in: $0).text) } } ?? []
        if cut.contains(languages.development) { names.append("cut") }
        var all: [(String, String?)] = [("class", names.joined(separator: " "))]
        // A text that is not translatable (a name) reads the same in every language.
        if !text.values.isEmpty {
            all.append(("data-tr-dev", text.written))
            for language in languages.all {
                all.append(("data-tr-" + PreviewLanguages.attributeName(language), text.values[language]))
            }
            all.append(("data-cut", cut.isEmpty ? nil : cut.map(PreviewLanguages.attributeName).joined(separator: " ")))
        }
        open(tag, all + attributes)
        self.text(shown.text)
        close(tag)
    }

    /// Opens a block shown only in `language` (`data-lang`): hidden unless it is the development
    /// language's, until the page's script shows the chosen language's.
    mutating func openLanguageBlock(_ tag: String, _ language: String, classes: [String] = []) {
        let isDevelopment = language == languages.development
        open(
            tag,
            [
                ("class", classes.isEmpty ? nil : classes.joined(separator: " ")),
                ("data-lang", PreviewLanguages.attributeName(language)), ("lang", language),
                ("hidden", isDevelopment ? nil : ""),
            ])
    }
}
