/// The plan stage's output: what one target gets, before any text is rendered.
public struct TargetPlan: Sendable {
    /// A name for messages (the target's name, or `intentgen` for a plain command line).
    public var name: String
    /// The options, kinds, declarations and handler class are decided together, so they are set
    /// only by ``init(name:options:definitions:kinds:handlerClass:)``.
    public private(set) var options: GenerationOptions
    /// What the target gets, in ``OutputKind/renderOrder``.
    public private(set) var kinds: [OutputKind]
    /// Every declaration of each definitions file, with the names and decisions the backends
    /// read (``FileDeclarations``), made with the target's class prefix and kinds.
    public private(set) var declarations: [FileDeclarations]
    /// The class the handler skeleton declares and the Info.plist fragment names.
    public private(set) var handlerClass: String
    /// Every output of the target (its kind, folder, path and ownership), in render order, with
    /// its path checked (``OutputNames/checkPaths(_:diagnostics:)``) by
    /// ``Planner/plan(_:request:diagnostics:)``, which leaves out the outputs it reports. Nil in a
    /// plan made by ``Planner/plan(_:request:)``, whose outputs the render stage names and checks.
    public internal(set) var outputs: [PendingFile]?
    /// The strings of the target's App Intents code, collected once: by
    /// ``Planner/plan(_:request:diagnostics:)``, which also reports their conflicts, or else by
    /// the backend when the emit stage asks for the String Catalog. Every copy of the plan
    /// shares them.
    let appIntentsStrings = Once<AppIntentsStrings.Collected>()
    /// The warnings loading, validating and planning the target reported, for an output that
    /// shows them where they apply (the preview); set by ``Pipeline`` for a target that has one,
    /// once planning has named the outputs, so every copy of the plan shares them.
    let warnings = Locked<[Diagnostic]>([])

    public init(
        name: String, options: GenerationOptions, definitions: ValidatedDefinitions, kinds: [OutputKind],
        handlerClass: String = GenerationRequest.defaultHandlerClass
    ) {
        self.name = name
        self.options = options
        self.kinds = OutputKind.ordered(kinds)
        self.handlerClass = handlerClass
        let siriKit = self.kinds.contains(.intents)
        // The validator made the declarations of a target without a prefix and with SiriKit classes.
        if options.classPrefix.isEmpty, siriKit, let made = definitions.declarations {
            declarations = made
        } else {
            declarations = FileDeclarations.of(
                definitions.resolvedFiles, classPrefix: options.classPrefix, targetHasSiriKit: siriKit)
        }
    }

    /// The definitions files, in the order they were given.
    public var files: [DefinitionFile] { declarations.map(\.file) }

    /// Every output the backends of the plan's kinds name (``OutputKind/backend``), unchecked, in
    /// render order: those that work per definitions file first, file by file, then those that
    /// work on the whole target (and the whole-target outputs of the others, ``Backend/targetOutputs(of:in:)``).
    func namedOutputs() -> [PendingFile] {
        let backends = kinds.map(\.backend)
        var result: [PendingFile] = []
        for file in declarations {
            result += namedOutputs(of: file, backends: backends)
        }
        for backend in backends {
            result +=
                backend.scope == .wholeTarget
                ? backend.outputs(of: declarations, in: self) : backend.targetOutputs(of: declarations, in: self)
        }
        return result
    }

    /// The outputs the per-definitions-file backends name for `file`, unchecked.
    func namedOutputs(of file: FileDeclarations, backends: [any Backend]? = nil) -> [PendingFile] {
        (backends ?? kinds.map(\.backend)).filter { $0.scope == .eachDefinitionsFile }.flatMap {
            $0.outputs(of: [file], in: self)
        }
    }

    /// Whether the target gets outputs of `kind`.
    public func generates(_ kind: OutputKind) -> Bool { kinds.contains(kind) }

    /// The handler class, when an output names it (the skeleton or the Info.plist fragment).
    var handlerClassName: String? {
        generates(.handler) || generates(.infoPlist) ? handlerClass : nil
    }
}

/// What a command asks to generate, independent of where it comes from (flags, a config file or
/// a target spec): the kinds of output, in the one vocabulary of ``OutputKind``.
public struct GenerationRequest: Sendable {
    /// The handler class when none is named.
    public static let defaultHandlerClass = "IntentHandler"

    public var name: String
    public var options: GenerationOptions
    public var kinds: Set<OutputKind>
    public var handlerClass: String

    public init(
        name: String = "intentgen", options: GenerationOptions = GenerationOptions(), kinds: Set<OutputKind>,
        handlerClass: String = GenerationRequest.defaultHandlerClass
    ) {
        self.name = name
        self.options = options
        self.kinds = kinds
        self.handlerClass = handlerClass
    }
}
