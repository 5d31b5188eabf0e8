/// The warnings of a target, each put with the element of the page it concerns: the declaration
/// (or parameter) written last before it in its file. A warning before every declaration of its
/// file, or in an enum or type (which the page does not show), or without a place, goes in the
/// page's own list.
struct PreviewProblems: Sendable {
    /// An element of the page that shows problems.
    enum Place: Hashable, Sendable {
        case intent(file: Int, Int)
        case parameter(file: Int, intent: Int, Int)
        case widget(file: Int, Int)
        case control(file: Int, Int)
        case shortcut(file: Int, Int)
        case page
    }

    /// At most this many warnings are shown; the page says how many more there were.
    static let shownLimit = 200

    private var byPlace: [Place: [Diagnostic]] = [:]
    /// The warnings left out beyond ``shownLimit``.
    private(set) var leftOut = 0

    init(_ diagnostics: [Diagnostic], declarations: [FileDeclarations]) {
        var anchors: [String: [(location: SourceLocation, place: Place)]] = [:]
        for (index, declarations) in declarations.enumerated() {
            let file = declarations.file
            var list: [(SourceLocation, Place)] = []
            for (position, intent) in file.intents.enumerated() {
                list.append((intent.name.location, .intent(file: index, position)))
                for (parameter, definition) in intent.parameters.enumerated() {
                    list.append((definition.name.location, .parameter(file: index, intent: position, parameter)))
                }
                if let shortcut = intent.shortcut { list.append((shortcut.location, .shortcut(file: index, position))) }
            }
            list += file.widgets.enumerated().map { ($1.name.location, .widget(file: index, $0)) }
            list += file.controls.enumerated().map { ($1.name.location, .control(file: index, $0)) }
            list += (file.enums.map(\.name.location) + file.types.map(\.name.location)).map { ($0, .page) }
            anchors[file.path, default: []] += list.sorted { $0.0 < $1.0 }
        }
        for (index, diagnostic) in diagnostics.enumerated() {
            guard index < Self.shownLimit else {
                leftOut = diagnostics.count - index
                break
            }
            let place =
                diagnostic.location.flatMap { location in
                    anchors[location.file]?.last { $0.location <= location }?.place
                } ?? .page
            byPlace[place, default: []].append(diagnostic)
        }
    }

    /// The warnings of `place`, in the order they were reported.
    subscript(_ place: Place) -> [Diagnostic] { byPlace[place] ?? [] }

    /// An intent's warnings and those of each of its parameters.
    func ofIntent(file: Int, _ intent: Int, parameters: Int) -> [Diagnostic] {
        self[.intent(file: file, intent)]
            + (0..<parameters).flatMap { self[.parameter(file: file, intent: intent, $0)] }
    }
}

extension PreviewWriter {
    /// A list of `problems` as lint prints them, where the element they concern is shown.
    mutating func problems(_ problems: [Diagnostic]) {
        guard !problems.isEmpty else { return }
        open("ul", [("class", "problems")])
        for problem in problems {
            open("li", [("class", "problem " + problem.severity.rawValue)])
            element("code", text: DiagnosticRenderer().render(problem))
            close("li")
        }
        close("ul")
    }
}
