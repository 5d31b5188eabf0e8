/// The SiriKit outputs of a file, as places in its declarations (``IntentsSwiftRenderer/outputs()``).
extension IntentsSwiftRenderer: OutputSource {
    /// The kinds of output the renderer makes: a file per intent class, enum and custom type.
    enum Output: UInt8 {
        case intent, enumeration, type
    }

    func path(of place: OutputPlace) -> String {
        switch place.output(as: Output.self) {
        case .intent: siriKitNames(at: place).className + ".swift"
        case .enumeration: declarations.enums[place.item].swiftName + ".swift"
        case .type: declarations.types[place.item].swiftName + ".swift"
        }
    }

    func origin(of place: OutputPlace) -> OutputOrigin {
        switch place.output(as: Output.self) {
        case .intent: .intent(declarations.intents[place.item].definition.name)
        case .enumeration: .enum(declarations.enums[place.item].definition.name)
        case .type: .type(declarations.types[place.item].definition.name)
        }
    }

    func text(of place: OutputPlace) -> OutputText {
        switch place.output(as: Output.self) {
        case .intent: renderIntent(declarations.intents[place.item], names: siriKitNames(at: place))
        case .enumeration: renderEnum(declarations.enums[place.item])
        case .type: renderType(declarations.types[place.item])
        }
    }

    /// The SiriKit names of the intent at `place`, which gets SiriKit classes.
    private func siriKitNames(at place: OutputPlace) -> SiriKitIntentNames {
        guard let names = declarations.intents[place.item].siriKit else {
            preconditionFailure("a SiriKit class's place at an intent without one")
        }
        return names
    }
}
