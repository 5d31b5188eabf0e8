@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

/// The definitions file an import of Swift writes: its enums, entities and intents as YAML
/// entries, each declaration read from the type the team wrote (``SwiftType``).
struct SwiftImportFile {
    let declarations: SwiftDeclarations
    let losses: LossReporter
    var intents: [YAMLEntry] = []
    var enums: [YAMLEntry] = []
    var types: [YAMLEntry] = []
    var widgets: [YAMLEntry] = []
    var controls: [YAMLEntry] = []
    /// The Swift names of the intents that imported toggles run.
    var toggleActions: Set<String> = []
    /// The queries' dependencies on intents' parameters, written once the intents are read.
    var queryDependencies: [QueryDependency] = []
    /// The members of the declaration being read that could not be imported: any makes the
    /// whole declaration stay the team's (``keepWhole(_:_:because:)``).
    var unreadable: [String] = []
    /// Types that stay the team's whatever they say, with the reason (an earlier round's
    /// ``failedDependencies``).
    var excluded: [String: String] = [:]
    /// Entities whose query depends on an intent that stays the team's, with the reason.
    var failedDependencies: [String: String] = [:]
    /// What the declaration being read replaces beyond itself (its options providers), noted
    /// once it is imported.
    var pendingNotes: [SwiftSourceImporter.Replaced] = []
    /// The options providers noted so far (parameters share them).
    var optionsProviders: Set<String> = []
    /// The position of each intent's App Shortcut in the team's provider, by the intent's
    /// definitions name: the generated provider lists them in intent order, so those come first.
    var shortcutOrder: [String: Int] = [:]
    /// The Swift names of the imported intents that configure widgets.
    var widgetIntents: Set<String> = []
    /// The file's settings: the App Shortcuts provider's name and tile color.
    var settings: [YAMLEntry] = []
    /// The position in ``intents`` of each imported intent, by its Swift name.
    var intentIndex: [String: Int] = [:]
    /// The imported parameters of each intent, by its Swift name.
    var intentParameters: [String: Set<String>] = [:]
    var replaced: [SwiftSourceImporter.Replaced] = []
    /// The definitions' name of each imported enum, by its Swift name.
    var enumNames: [String: String] = [:]
    /// The imported cases of each imported enum, by its definitions' name.
    var enumCases: [String: Set<String>] = [:]
    /// The definitions' name of each imported entity, by its Swift name.
    var entityNames: [String: String] = [:]
    /// Every name the file declares so far, so that two declarations never share one.
    private var taken: Set<String> = []

    /// The protocols that make a type an App Intent.
    static let intentProtocols: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "ControlConfigurationIntent",
        "SetValueIntent", "AudioPlaybackIntent", "LiveActivityIntent", "OpenIntent", "DeprecatedAppIntent",
    ]

    /// The development language: App Shortcut phrases are written under it.
    let language: String

    /// The app's translations of its texts (`--strings`).
    let translations: SwiftTranslations
    /// Every text the definitions say, as a key of the app's catalogs.
    let usedTexts = TextRecorder()

    final class TextRecorder: @unchecked Sendable {
        private(set) var texts: Set<String> = []
        func insert(_ text: String) { texts.insert(text) }
    }

    init(
        declarations: SwiftDeclarations, losses: LossReporter, language: String,
        translations: SwiftTranslations = SwiftTranslations()
    ) {
        self.declarations = declarations
        self.losses = losses
        self.language = language
        self.translations = translations
    }

    /// A user-visible text: the development language's alone, or with its translations
    /// (`{ en: Log Water, ja: 水を記録 }`) when the app's catalogs have any.
    func localized(_ text: String, defaultValue: String? = nil) -> YAMLValue {
        usedTexts.insert(text)
        var others = translations.translations(of: text)
        // A key (`"widgets.title"`): what people read is its default value, or the catalog's
        // text in the development language.
        let shown = defaultValue ?? others[language] ?? text
        others[language] = nil
        guard !others.isEmpty else { return Self.scalar(shown) }
        return .mapping(
            [YAMLEntry(language, Self.scalar(shown))]
                + others.keys.sorted().map { YAMLEntry($0, Self.scalar(others[$0] ?? "")) })
    }

    /// ``localized(_:defaultValue:)`` of a literal text.
    func localized(_ text: SwiftLiterals.Text) -> YAMLValue { localized(text.value, defaultValue: text.defaultValue) }

    var isEmpty: Bool { intents.isEmpty && enums.isEmpty && types.isEmpty }

    /// Reads the enums first, then the entities (parameters name both), then the intents.
    mutating func read() {
        for type in declarations.all where type.conforms(to: ["AppEnum"]) {
            if let entry = readEnum(type) { enums.append(entry) }
        }
        // Entities in order: one may have a property of an entity declared before it.
        for type in declarations.all where type.conforms(to: ["AppEntity"]) {
            if let entry = readEntity(type) { types.append(entry) }
        }
        // Controls first: a toggle's action is imported as the `SetValueIntent` its control makes.
        let pendingControls = declarations.all.filter { $0.conforms(to: ["ControlWidget"]) }.compactMap {
            readControl($0)
        }
        for type in declarations.all where type.conforms(to: Self.intentProtocols) {
            guard let entry = readIntent(type) else { continue }
            intentIndex[type.name] = intents.count
            intents.append(entry)
        }
        resolveQueryDependencies()
        for control in pendingControls { completeControl(control) }
        for type in declarations.all where type.kind == .structure && type.conforms(to: ["Widget"]) {
            readWidget(type)
        }
        for type in declarations.all where type.conforms(to: ["AppShortcutsProvider"]) {
            readShortcutsProvider(type)
        }
    }

    /// The YAML text of the file.
    func yaml() -> String {
        var entries = [YAMLEntry(.language, .scalar(YAMLText.quote(language)))] + settings
        if !intents.isEmpty {
            // The provider's order, which makes its first shortcut the prominent one.
            let ordered = intents.enumerated().sorted {
                (shortcutOrder[$0.element.key ?? ""] ?? Int.max, $0.offset)
                    < (shortcutOrder[$1.element.key ?? ""] ?? Int.max, $1.offset)
            }
            entries.append(YAMLEntry(.intents, .mapping(ordered.map(\.element))))
        }
        if !enums.isEmpty { entries.append(YAMLEntry(.enums, .mapping(enums))) }
        if !types.isEmpty { entries.append(YAMLEntry(.types, .mapping(types))) }
        if !widgets.isEmpty { entries.append(YAMLEntry(.widgets, .mapping(widgets))) }
        if !controls.isEmpty { entries.append(YAMLEntry(.controls, .mapping(controls))) }
        var lines = [
            "# Imported from Swift by `intentgen import`. The Swift keeps what this file cannot say",
            "# (each reported as a `lost-…` warning at its place): move it into the files intentgen",
            "# writes for you (`<Intent>+Perform.swift` …), then delete the declarations it replaces",
            "# (`intentgen import --list-replaced`).",
        ]
        let replacedTypes = Set(replaced.map(\.swiftName)).compactMap(declarations.type)
        if !replacedTypes.isEmpty {
            lines.append(
                replacedTypes.allSatisfy(\.isPublic)
                    ? "# Your declarations are public: generate with the default `visibility: public`."
                    : "# Your declarations are internal: generate with `visibility: internal` (the target's spec, or --visibility internal)."
            )
        }
        YAMLText.render(Self.firstOfEachKey(entries, path: "the file", losses: losses), indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `entries` with each key once, at every depth: Swift that says one thing twice (an
    /// argument or a member written twice, which the compiler would reject) keeps the first, and
    /// each repeat is reported.
    static func firstOfEachKey(_ entries: [YAMLEntry], path: String, losses: LossReporter) -> [YAMLEntry] {
        var seen = Set<String>()
        var result: [YAMLEntry] = []
        for entry in entries {
            guard let key = entry.key else {
                result.append(entry)
                continue
            }
            guard seen.insert(key).inserted else {
                losses.emit(.warning(.lostKey, "`\(key)` is said twice in \(path); the first is kept", at: nil))
                continue
            }
            if case .mapping(let inner)? = entry.value {
                result.append(YAMLEntry(key, .mapping(firstOfEachKey(inner, path: "`\(key)`", losses: losses))))
            } else if case .sequence(let items)? = entry.value {
                let kept = items.map { item -> YAMLValue in
                    guard case .mapping(let inner) = item else { return item }
                    return .mapping(firstOfEachKey(inner, path: "`\(key)`", losses: losses))
                }
                result.append(YAMLEntry(key, .sequence(kept)))
            } else {
                result.append(entry)
            }
        }
        return result
    }

    // MARK: Shared

    func lose(
        _ code: Diagnostic.Code, _ message: String, at location: IntentGenCore.SourceLocation, hint: String? = nil
    ) {
        losses.emit(.warning(code, message, at: location, hint: hint))
    }

    /// A name for the definitions that no other declaration has: `preferred`, else `fallback`.
    mutating func claim(_ preferred: String, fallback: String) -> String? {
        for name in [preferred, fallback] where !taken.contains(name) {
            taken.insert(name)
            return name
        }
        return nil
    }

    /// What of the team's `type` the generated code declares: its declaration, and each
    /// extension whose members or conformances are generated (the whole extension when nothing
    /// in it stays), with the members of extensions that stay the team's as written. A
    /// protocol of the declaration that the generated one does not conform to is reported: it
    /// moves into an extension. The caller notes them (``replaced``) once the type is imported.
    func replacement(of type: SwiftType, _ what: String, generated: Generated) -> (
        notes: [SwiftSourceImporter.Replaced], staying: Set<String>
    ) {
        var notes: [SwiftSourceImporter.Replaced] = [
            .init(
                swiftName: type.name, what: what, location: type.location,
                note: "`\(what)` is generated from the definitions now; delete it once they generate it")
        ]
        var staying: Set<String> = []
        for (index, part) in type.parts.enumerated() {
            let conformances = part.inherited.filter(generated.conformances.contains)
            let others = part.inherited.filter { !generated.conformances.contains($0) }
            guard part.isExtension else {
                // Synthesized ones keep the type the team's (``checkSynthesizedConformances(_:)``).
                for other in others where !generated.everyMember && !Self.synthesizedConformances.contains(other) {
                    lose(
                        .lostDeclaration, "the conformance of `\(type.name)` to `\(other)` stays yours",
                        at: part.location,
                        hint:
                            "declare it in an extension (`extension \(type.name): \(other) {}`); Hashable, Equatable and Codable need their members written there"
                    )
                }
                continue
            }
            let members = type.members.filter { $0.part == index }
            let made = members.filter { generated.declares($0.syntax, named: Self.memberName($0.syntax)) }
            let kept = members.filter { !generated.declares($0.syntax, named: Self.memberName($0.syntax)) }
                .map { Self.memberName($0.syntax) }
            staying.formUnion(kept)
            if kept.isEmpty && (others.isEmpty || generated.everyMember) {
                notes.append(
                    .init(
                        swiftName: type.name, what: "extension \(type.name)", location: part.location,
                        note:
                            "this extension of `\(type.name)` is generated from the definitions now; delete it once they generate it"
                    ))
            } else if !made.isEmpty || !conformances.isEmpty {
                let names =
                    made.map { "`\(Self.memberName($0.syntax))`" } + conformances.map { "the conformance to `\($0)`" }
                notes.append(
                    .init(
                        swiftName: type.name, what: "extension \(type.name)", location: part.location,
                        note:
                            "in this extension of `\(type.name)`, delete \(names.joined(separator: ", ")): the definitions generate \(names.count == 1 ? "it" : "them") now; the rest stays yours",
                        members: made.map(\.location), conformances: conformances))
            }
        }
        return (notes, staying)
    }

    /// Whether a Swift type name can be pinned in the definitions (a type name: an identifier
    /// from an upper-case letter); reports it when not.
    mutating func isPinnable(_ type: SwiftType, _ kind: String) -> Bool {
        if let reason = excluded[type.name] {
            lose(
                .lostDeclaration, "the \(kind) `\(type.name)` stays yours: \(reason)", at: type.location,
                hint: "it compiles as it is, beside the generated code; what names it stays yours too")
            return false
        }
        // An attached macro (`@AssistantEntity(schema: …)`) or a global actor says what the
        // generated declaration would not: the type stays the team's.
        if let attribute = type.attributes.first(where: { $0 != "available" }) {
            lose(
                .lostDeclaration,
                "the \(kind) `\(type.name)` stays yours: the definitions do not write `@\(attribute)`",
                at: type.location, hint: "it compiles as it is, beside the generated code")
            return false
        }
        if SwiftNames.isIdentifier(type.name), type.name.first?.isUppercase == true { return true }
        lose(
            .lostDeclaration,
            "the \(kind) `\(type.name)` stays yours: \(type.name.contains(".") ? "it is nested in another type" : "the definitions name types from an upper-case letter")",
            at: type.location, hint: "it compiles as it is, beside the generated code")
        return false
    }

    /// Reports that a declaration stays the team's because a member of it cannot be imported
    /// (the generated one would lack it, and the team's other code may use it).
    mutating func keepWhole(_ type: SwiftType, _ kind: String, because members: [String]) {
        lose(
            .lostDeclaration,
            "the \(kind) `\(type.name)` stays yours: the definitions cannot declare its \(members.map { $0.contains(" ") ? $0 : "`\($0)`" }.joined(separator: ", "))",
            at: type.location, hint: "it compiles as it is, beside the generated code; what names it stays yours too")
    }

    /// What the generated declaration of a type declares beyond the members import read.
    struct Generated {
        /// Member names the generated code declares.
        var members: Set<String>
        /// Protocols the generated declaration conforms to.
        var conformances: Set<String>
        /// Whether every member is generated (a query, whose code goes into the file intentgen
        /// writes for it).
        var everyMember = false

        func declares(_ decl: DeclSyntax, named name: String) -> Bool {
            if everyMember { return true }
            // The generated struct's `init()`; other initialisers stay the team's.
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.isEmpty && members.contains("init()")
            }
            return members.contains(name)
        }

        static let sharedConformances: Set<String> = ["Sendable", "PersistentlyIdentifiable"]
    }

    /// A static property's name, initial value and whether it is computed.
    static func staticProperty(_ decl: DeclSyntax) -> (
        name: String, value: ExprSyntax?, body: CodeBlockItemListSyntax?
    )? {
        guard let variable = decl.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain
        else { return nil }
        var body: CodeBlockItemListSyntax?
        if case .getter(let statements)? = binding.accessorBlock?.accessors { body = statements }
        return (name, binding.initializer?.value, body)
    }

    /// The one expression a computed property returns (`{ "Add" }`, `{ return "Add" }`).
    static func returnedExpression(_ body: CodeBlockItemListSyntax?) -> ExprSyntax? {
        guard let body, body.count == 1, let item = body.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// The value of a static property: its initial value, or what its getter returns.
    static func staticValue(_ property: (name: String, value: ExprSyntax?, body: CodeBlockItemListSyntax?))
        -> ExprSyntax?
    {
        property.value ?? returnedExpression(property.body)
    }

    /// A text as a YAML scalar.
    static func scalar(_ text: String) -> YAMLValue { .scalar(YAMLText.quote(text)) }
}
