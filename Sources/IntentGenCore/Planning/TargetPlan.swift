/// The plan stage's output: what one target gets, before any text is rendered.
public struct TargetPlan: Sendable {
    /// A name for messages (the target's name, or `intentgen` for a plain command line).
    public var name: String
    public var options: GenerationOptions
    public var files: [DefinitionFile]
    /// Whether the target gets the generated intent types.
    public var writesIntents: Bool
    /// The class name of the handler skeleton, or nil when the target gets none.
    public var handlerClassName: String?
    /// Whether the target gets the NSExtension Info.plist fragment beside the skeleton.
    public var writesInfoPlist: Bool
    /// Whether the target gets App Intents code (and its user files in the handler folder).
    public var writesAppIntents: Bool
    /// Whether the target gets Xcode's `.intentdefinition` and `.strings` files.
    public var writesXcodeDefinition: Bool

    public init(
        name: String, options: GenerationOptions, files: [DefinitionFile], writesIntents: Bool = true,
        handlerClassName: String? = nil, writesInfoPlist: Bool = false, writesAppIntents: Bool = false,
        writesXcodeDefinition: Bool = false
    ) {
        self.name = name
        self.options = options
        self.files = files
        self.writesIntents = writesIntents
        self.handlerClassName = handlerClassName
        self.writesInfoPlist = writesInfoPlist
        self.writesAppIntents = writesAppIntents
        self.writesXcodeDefinition = writesXcodeDefinition
    }
}

/// What a command asks to generate, independent of where it comes from (flags or a target spec).
public struct GenerationRequest: Sendable {
    public var name: String
    public var options: GenerationOptions
    public var writesIntents: Bool
    /// The handler skeleton's class name, or nil for no skeleton.
    public var handlerClassName: String?
    public var writesInfoPlist: Bool
    public var writesAppIntents: Bool
    public var writesXcodeDefinition: Bool

    public init(
        name: String = "intentgen", options: GenerationOptions = GenerationOptions(), writesIntents: Bool = true,
        handlerClassName: String? = nil, writesInfoPlist: Bool? = nil, writesAppIntents: Bool = false,
        writesXcodeDefinition: Bool = false
    ) {
        self.name = name
        self.options = options
        self.writesIntents = writesIntents
        self.handlerClassName = handlerClassName
        self.writesInfoPlist = writesInfoPlist ?? (handlerClassName != nil)
        self.writesAppIntents = writesAppIntents
        self.writesXcodeDefinition = writesXcodeDefinition
    }
}

/// The plan stage: validated definitions plus a request → one target's plan.
public struct Planner: Sendable {
    public init() {}

    /// ``plan(_:request:)`` after checking the names the target generates with its class prefix,
    /// outputs and handler class (``GeneratedNames``); nil when they clash, with the clashes
    /// reported at the definitions. The validator checked the type names without a prefix and for
    /// every output, so this finds only clashes that the prefix or the handler class make, and
    /// members that only App Intents output forbids.
    public func plan(
        _ definitions: ValidatedDefinitions, request: GenerationRequest, diagnostics: any DiagnosticCollector
    ) -> TargetPlan? {
        let names = GeneratedNames.Options(
            classPrefix: request.options.classPrefix, siriKit: request.writesIntents,
            appIntents: request.writesAppIntents,
            handlerClass: request.handlerClassName)
        var clean = true
        if !names.classPrefix.isEmpty || names.handlerClass != nil {
            clean = GeneratedNames.checkTypeNames(definitions.files, options: names, diagnostics: diagnostics)
        }
        if names.appIntents, !GeneratedNames.checkAppIntentsMembers(definitions.files, diagnostics: diagnostics) {
            clean = false
        }
        return clean ? plan(definitions, request: request) : nil
    }

    public func plan(_ definitions: ValidatedDefinitions, request: GenerationRequest) -> TargetPlan {
        TargetPlan(
            name: request.name, options: request.options, files: definitions.files,
            writesIntents: request.writesIntents,
            handlerClassName: request.handlerClassName, writesInfoPlist: request.writesInfoPlist,
            writesAppIntents: request.writesAppIntents, writesXcodeDefinition: request.writesXcodeDefinition)
    }
}
