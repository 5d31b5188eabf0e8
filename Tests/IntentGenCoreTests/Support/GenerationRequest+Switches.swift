#if !INTENTGEN_FUZZ
@testable import IntentGenCore
#endif

/// The tests' way of asking for outputs, in the words of the command line's switches. Compiled
/// into the fuzz build too (Fuzz/run.sh), whose promises use it.
extension GenerationRequest {
    /// The request in the words of the command line's switches: SiriKit classes on or off, a
    /// handler skeleton (and with it, unless turned off, the Info.plist fragment), App Intents,
    /// Xcode's definition files.
    init(
        name: String = "intentgen", options: GenerationOptions = GenerationOptions(), writesIntents: Bool = true,
        handlerClassName: String? = nil, writesInfoPlist: Bool? = nil, writesAppIntents: Bool = false,
        writesXcodeDefinition: Bool = false
    ) {
        var kinds = Set<OutputKind>()
        if writesIntents { kinds.insert(.intents) }
        if handlerClassName != nil { kinds.insert(.handler) }
        if writesInfoPlist ?? (handlerClassName != nil) { kinds.insert(.infoPlist) }
        if writesAppIntents { kinds.insert(.appIntents) }
        if writesXcodeDefinition { kinds.insert(.xcodeDefinition) }
        self.init(
            name: name, options: options, kinds: kinds, handlerClass: handlerClassName ?? Self.defaultHandlerClass)
    }

    private mutating func set(_ kind: OutputKind, _ on: Bool) {
        if on { kinds.insert(kind) } else { kinds.remove(kind) }
    }

    var writesIntents: Bool {
        get { kinds.contains(.intents) }
        set { set(.intents, newValue) }
    }
    var writesInfoPlist: Bool {
        get { kinds.contains(.infoPlist) }
        set { set(.infoPlist, newValue) }
    }
    var writesAppIntents: Bool {
        get { kinds.contains(.appIntents) }
        set { set(.appIntents, newValue) }
    }
    var writesXcodeDefinition: Bool {
        get { kinds.contains(.xcodeDefinition) }
        set { set(.xcodeDefinition, newValue) }
    }
    /// The handler skeleton's class, or nil for no skeleton.
    var handlerClassName: String? {
        get { kinds.contains(.handler) ? handlerClass : nil }
        set {
            set(.handler, newValue != nil)
            if let newValue { handlerClass = newValue }
        }
    }
}
