/// The naming layer of the plan stage: every Swift declaration name (each one made by ``Namer``)
/// and every file path a target's outputs take, and every clash between them, each reported as
/// an error at the definition that causes it. No other code checks a generated name or path.
///
/// Declarations (this file), so that every generated type (and so every generated file) compiles
/// beside all the others, in one module:
///
/// 1. No generated name may be a name the generated code refers to unqualified (``reserved``):
///    an enum `String` would make every `String` in the module mean the enum, and an intent `IN`
///    would declare `INIntent` over the Intents framework's.
/// 2. No two declarations may generate the same name: an intent `Foo` generates `FooIntent`,
///    `FooIntentHandling`, `FooIntentResponse`, `FooIntentResponseCode`, `FooAppIntent` …,
///    so an enum `FooIntentResponse` or `FooAppIntent` clashes with it. The handler class is one
///    of the names, so a definition that generates it (or its per-intent handlers) clashes too.
/// 3. No two generated files may differ only in case (`FooIntent.swift`, `FOOIntent.swift`): on
///    the case-insensitive file systems most Macs use, one would overwrite the other.
/// 4. With App Intents output, no member of a definition may be one the generated App Intents
///    type declares itself (``checkAppIntentsMembers(_:diagnostics:)``).
///
/// Paths (``checkPaths(_:diagnostics:)``, in `OutputNames+Paths.swift`): every output the
/// backends name, its folder included, compared case-insensitively across folders and targets,
/// so that a generated file never takes the place of a user's file or of another output.
///
/// The names depend on the class prefix, which the validator does not know, so the rules are pure
/// functions of the definitions and ``Options``: the validator runs the declaration rules without
/// a prefix, for every kind of output (a definition must work whichever outputs a target asks
/// for), so that `lint` reports them without a target; the plan stage
/// (``Planner/plan(_:request:diagnostics:)``) runs them again with the target's prefix, outputs
/// and handler class, and then checks every path of the target's outputs. The emit stage checks
/// the paths of all targets once more, in their real folders, with the same ``checkPaths(_:diagnostics:)``.
public enum OutputNames {
    /// What a target generates, as far as names go.
    public struct Options: Sendable, Hashable {
        public var classPrefix: String
        /// The SiriKit classes (Xcode's output).
        public var siriKit: Bool
        /// The App Intents types and the user files beside them.
        public var appIntents: Bool
        /// The handler skeleton's class, when the target gets the skeleton.
        public var handlerClass: String?
        /// Whether App Intents output holds the App Shortcuts provider, and the widgets and controls.
        public var appShortcuts = true
        public var widgets = true
        /// Whether these are a real target's outputs, rather than every kind the validator
        /// assumes: only a target that generates both has a pinned App Intents name clash with
        /// its own declaration's SiriKit name.
        var isTarget = true

        public init(
            classPrefix: String = "", siriKit: Bool = true, appIntents: Bool = true, handlerClass: String? = nil
        ) {
            self.classPrefix = classPrefix
            self.siriKit = siriKit
            self.appIntents = appIntents
            self.handlerClass = handlerClass
        }

        /// What the validator checks: no prefix, every kind of output.
        static let anyTarget: Options = {
            var options = Options()
            options.isTarget = false
            return options
        }()
    }

    /// One generated top-level name and the declaration it comes from.
    struct Claim: Equatable {
        /// What makes a name: a setting or a declaration, by its index in its file's list.
        enum Source: Hashable {
            case handlerClass
            case intent(file: Int, Int)
            case widget(file: Int, Int)
            case control(file: Int, Int)
            case enumeration(file: Int, Int)
            case type(file: Int, Int)
            case appShortcutsProvider(file: Int)
        }

        var name: String
        /// The declaration, as messages name it: "intent `Foo`".
        var owner: String
        /// Where the declaration is written; nil for the handler class, which is a setting.
        var location: SourceLocation?
        /// Whether the name is also a file name (`<name>.swift`).
        var isFile: Bool
        var source: Source
        /// Whether the name is one the definition pins for App Intents (`appIntentName` …), or
        /// one made from such a name: it may be one of the declaration's own SiriKit names.
        var isPinned = false
        /// For a name that is a file's: what the longest file named after it adds to the name
        /// (`.swift`, or an App Intent's `+Perform.swift`), for the file system's name limit.
        var fileSuffix = ".swift"
    }

    /// Type and module names the generated code refers to unqualified, or qualifies with, with
    /// where each comes from: what every backend says its code uses (``Backend/usedNames``). A
    /// declaration may take none of them, whichever outputs its target has.
    static let reserved: [String: String] = {
        var names: [String: String] = [:]
        for kind in OutputKind.allCases {
            names.merge(kind.backend.usedNames) { first, _ in first }
        }
        return names
    }()

    /// Both checks for a target: ``checkTypeNames(_:options:diagnostics:)`` and, with App Intents
    /// output, ``checkAppIntentsMembers(_:diagnostics:)``. Returns whether all is well.
    @discardableResult
    public static func check(
        _ definitions: ValidatedDefinitions, options: Options, diagnostics: any DiagnosticCollector
    ) -> Bool {
        let types = checkTypeNames(definitions.resolvedFiles, options: options, diagnostics: diagnostics)
        let members = !options.appIntents || checkAppIntentsMembers(definitions.files, diagnostics: diagnostics)
        return types && members
    }

    /// Members the generated App Intents types declare themselves, which a definition's own
    /// members must not repeat: an entity's `id` and `displayRepresentation` (custom type
    /// properties), and an enum's `allCases`, `caseDisplayRepresentations` and
    /// `typeDisplayRepresentation` (enum cases). SiriKit code has no such members (real
    /// definitions have properties named `id`), so they are errors only for a target that asks
    /// for App Intents. Returns whether there was none.
    @discardableResult
    static func checkAppIntentsMembers(_ files: [DefinitionFile], diagnostics: any DiagnosticCollector) -> Bool {
        var clean = true
        func report(_ name: Located<String>, _ what: String, of owner: String, reserved: Set<String>, twin: String) {
            guard reserved.contains(name.value) else { return }
            clean = false
            diagnostics.emit(
                .error(
                    .invalidName,
                    "\(what) `\(name.value)` of \(owner) is a member the generated App Intents \(twin) already has",
                    at: name.location, hint: "rename it, or leave App Intents out of this target's outputs"))
        }
        for file in files {
            for definition in file.types {
                for property in definition.properties {
                    report(
                        property.name, "property", of: "type `\(definition.name.value)`",
                        reserved: SwiftNames.entityMembers, twin: "entity")
                }
            }
            for definition in file.enums {
                for enumCase in definition.cases {
                    report(
                        enumCase.name, "case", of: "enum `\(definition.name.value)`",
                        reserved: SwiftNames.appEnumMembers, twin: "enum")
                }
            }
        }
        return clean
    }

    /// Reports every clash of the type names `files` generate with `options` (rules 1 to 3 above);
    /// returns whether there was none. Pure apart from the diagnostics: the same input always
    /// gives the same report.
    @discardableResult
    static func checkTypeNames(_ files: [ResolvedFile], options: Options, diagnostics: any DiagnosticCollector)
        -> Bool
    {
        checkTypeNames(declarations(of: files, options: options), options: options, diagnostics: diagnostics)
    }

    /// ``checkTypeNames(_:options:diagnostics:)`` of declarations already made with `options`'
    /// class prefix and SiriKit output (a target's plan's).
    @discardableResult
    static func checkTypeNames(
        _ declarations: [FileDeclarations], options: Options, diagnostics: any DiagnosticCollector
    ) -> Bool {
        var clean = true
        // The claims are made one declaration at a time, and the ledger keeps only where each
        // name came from: a clash is rare, and its earlier claim is made again to report it.
        let groups = claimGroups(declarations, options: options)
        let claimAt = { (id: ClaimID) in claims(of: groups[id.group], in: declarations, options: options)[id.claim] }
        var ledger = NameLedger<ClaimID>()
        var reports = ClashReports(isTarget: options.isTarget)
        for group in groups.indices {
            for (index, claim) in claims(of: groups[group], in: declarations, options: options).enumerated() {
                for problem in ledger.record(claim, as: ClaimID(group: group, claim: index), claimAt: claimAt)
                where problem.counts(for: claim) {
                    guard let diagnostic = reports.diagnostic(problem, of: claim) else { continue }
                    clean = false
                    diagnostics.emit(diagnostic)
                }
            }
        }
        return clean
    }

    /// What is reported of the clashes of a check: one report per pair of declarations, for the
    /// first name they share, and one per place of a reserved name.
    private struct ClashReports {
        let isTarget: Bool
        var reported = Set<[SourceLocation?]>()
        var reservedReported = Set<SourceLocation>()

        /// The error for `problem` of `claim`, unless it is reported already or not one here.
        mutating func diagnostic(_ problem: NameProblem, of claim: Claim) -> Diagnostic? {
            guard let location = claim.location else { return nil }
            let notes: [Diagnostic.Note]
            switch problem {
            case .reserved:
                guard reservedReported.insert(location).inserted else { return nil }
                notes = []
            case .tooLong:
                notes = []
            case .taken(let owner), .differsInCase(let owner):
                guard reported.insert([owner.location, location]).inserted else { return nil }
                notes = owner.location.map { [.init("\(owner.owner) is declared here", at: $0)] } ?? []
            }
            var hint = problem.hint
            if case .taken(let owner) = problem, owner.source == claim.source, owner.isPinned || claim.isPinned {
                // A pinned App Intents name that is the declaration's own SiriKit name: a clash
                // only in a target that generates both, so the plan stage reports it.
                guard isTarget else { return nil }
                hint =
                    "the target generates its SiriKit and App Intents declarations, which would share the name: pin another name, or leave one of the outputs out"
            }
            return .error(problem.code, problem.message(for: claim), at: location, hint: hint, notes: notes)
        }
    }

    /// Whether a declaration of `files` pins one of its App Intents names (`appIntentName`,
    /// `optionsProvider` …), which may be one of its own SiriKit names.
    static func pinsAppIntentsNames(_ files: [DefinitionFile]) -> Bool {
        files.contains { file in
            file.intents.contains { intent in
                intent.appIntents.name != nil || intent.parameters.contains { $0.appIntents.optionsProvider != nil }
            }
                || file.enums.contains { $0.appIntents.name != nil }
                || file.types.contains { $0.appIntents.name != nil || $0.query.name != nil }
        }
    }

    /// Every top-level name the backends declare for `files` with `options`, in a stable order:
    /// the handler class first (a clash is then reported at the definition), then each file's
    /// intents (each with its SiriKit names, then its App Intents names), its App Shortcuts
    /// provider, widgets and controls, enums and types. Each backend says which names it declares
    /// (``IntentsBackend``, ``AppIntentsBackend``, ``HandlerSkeletonBackend``); this only orders them.
    static func claims(_ files: [ResolvedFile], options: Options) -> [Claim] {
        claims(declarations(of: files, options: options), options: options)
    }

    /// Each file's declarations as a target with `options` makes them.
    static func declarations(of files: [ResolvedFile], options: Options) -> [FileDeclarations] {
        FileDeclarations.of(files, classPrefix: options.classPrefix, targetHasSiriKit: options.siriKit)
    }

    /// The names `files` (their declarations) generate with `options`, in file order.
    static func claims(_ files: [FileDeclarations], options: Options) -> [Claim] {
        claimGroups(files, options: options).flatMap { claims(of: $0, in: files, options: options) }
    }

    /// What claims names together, in the order the names are checked (``claims(_:options:)``).
    enum ClaimGroup {
        case handlerClass
        case intent(file: Int, Int)
        case appShortcutsProvider(file: Int)
        /// The file's widgets and controls.
        case widgets(file: Int)
        /// An enum (by its position), or a custom type (after the enums).
        case declared(file: Int, Int)
    }

    /// A claim, by its group (a position in the list of groups) and its place in the group's claims.
    struct ClaimID: Equatable {
        var group: Int
        var claim: Int
    }

    /// The groups of the names `files` generate with `options`, in order.
    static func claimGroups(_ files: [FileDeclarations], options: Options) -> [ClaimGroup] {
        var groups: [ClaimGroup] = options.handlerClass == nil ? [] : [.handlerClass]
        // The App Shortcuts provider names claimed so far: files that pin one name it together.
        var providers: Set<String> = []
        for (fileIndex, declarations) in files.enumerated() {
            if options.siriKit || options.appIntents {
                groups += declarations.intents.indices.map { .intent(file: fileIndex, $0) }
            }
            // Files that pin one App Shortcuts provider name it together (``AppShortcutsChecks``).
            if options.appIntents, options.appShortcuts, let provider = declarations.file.appShortcutsProvider,
                providers.insert(provider.value).inserted
            {
                groups.append(.appShortcutsProvider(file: fileIndex))
            }
            if options.appIntents, options.widgets { groups.append(.widgets(file: fileIndex)) }
            let declared = declarations.enums.count + declarations.types.count
            if options.siriKit || options.appIntents {
                groups += (0..<declared).map { .declared(file: fileIndex, $0) }
            }
        }
        return groups
    }

    /// The names of one group, in order.
    static func claims(of group: ClaimGroup, in files: [FileDeclarations], options: Options) -> [Claim] {
        switch group {
        case .handlerClass:
            return options.handlerClass.map { [HandlerSkeletonBackend.claim(handlerClass: $0)] } ?? []
        case .intent(let file, let index):
            let intent = files[file].intents[index]
            let claimer = Claimer(
                owner: "intent `\(intent.definition.name.value)`", source: .intent(file: file, index))
            var result: [Claim] = []
            if options.siriKit {
                result += IntentsBackend.claims(of: intent, withHandler: options.handlerClass != nil, claimer)
            }
            if options.appIntents { result += AppIntentsBackend.claims(of: intent, claimer) }
            return result
        case .appShortcutsProvider(let file):
            return files[file].file.appShortcutsProvider.map {
                [AppIntentsBackend.claim(appShortcutsProvider: $0, file: file)]
            } ?? []
        case .widgets(let file):
            return AppIntentsBackend.widgetClaims(of: files[file], file: file)
        case .declared(let file, let index):
            return declaredTypeClaims(of: files[file], file: file, at: index, options: options)
        }
    }

    /// An enum's or type's (by `position`: the enums, then the types): the SiriKit class and
    /// its resolution result, and the App Intents twins.
    private static func declaredTypeClaims(
        of declarations: FileDeclarations, file: Int, at position: Int, options: Options
    ) -> [Claim] {
        let (kind, name, siriKit, twins, pinnedAt, source):
            (
                String, Located<String>, [String], [String], [SourceLocation?], Claim.Source
            )
        if position < declarations.enums.count {
            let item = declarations.enums[position]
            (kind, name, siriKit, twins, pinnedAt, source) = (
                "enum", item.definition.name, [item.swiftName, item.resolutionResult], [item.appEnum],
                [item.definition.appIntents.name?.location], .enumeration(file: file, position)
            )
        } else {
            let index = position - declarations.enums.count
            let item = declarations.types[index]
            (kind, name, siriKit, twins, pinnedAt, source) = (
                "type", item.definition.name, [item.swiftName, item.resolutionResult],
                [item.appEntity, item.entityQuery],
                [item.definition.appIntents.name?.location, item.definition.query.name?.location],
                .type(file: file, index)
            )
        }
        let claimer = Claimer(owner: "\(kind) `\(name.value)`", source: source)
        var result: [Claim] = []
        if options.siriKit { result += IntentsBackend.claims(ofDeclared: siriKit, at: name.location, claimer) }
        if options.appIntents {
            result += AppIntentsBackend.claims(ofTwins: twins, pinnedAt: pinnedAt, at: name.location, claimer)
        }
        return result
    }

    /// Makes the claims of one declaration: its owner, as messages name it, and its source.
    struct Claimer {
        var owner: String
        var source: Claim.Source

        func callAsFunction(
            _ name: String, at location: SourceLocation, isFile: Bool, isPinned: Bool = false,
            fileSuffix: String = ".swift"
        ) -> Claim {
            Claim(
                name: name, owner: owner, location: location, isFile: isFile, source: source, isPinned: isPinned,
                fileSuffix: fileSuffix)
        }
    }
}
