/// The plan stage's output: what one target gets, before any text is rendered.
public struct TargetPlan: Sendable {
    /// A name for messages (the target's name, or `intentgen` for a plain command line).
    public var name: String
    public var options: GenerationOptions
    public var files: [DefinitionFile]
    /// The class name of the handler skeleton, or nil when the target gets none.
    public var handlerClassName: String?

    public init(name: String, options: GenerationOptions, files: [DefinitionFile], handlerClassName: String? = nil) {
        self.name = name
        self.options = options
        self.files = files
        self.handlerClassName = handlerClassName
    }
}

/// What a command asks to generate, independent of where it comes from (flags or a target spec).
public struct GenerationRequest: Sendable {
    public var name: String
    public var options: GenerationOptions
    public var handlerClassName: String?

    public init(name: String = "intentgen", options: GenerationOptions = GenerationOptions(), handlerClassName: String? = nil) {
        self.name = name
        self.options = options
        self.handlerClassName = handlerClassName
    }
}

/// The plan stage: validated definitions plus a request → one target's plan.
public struct Planner: Sendable {
    public init() {}

    public func plan(_ definitions: ValidatedDefinitions, request: GenerationRequest) -> TargetPlan {
        TargetPlan(
            name: request.name, options: request.options, files: definitions.files,
            handlerClassName: request.handlerClassName)
    }
}
