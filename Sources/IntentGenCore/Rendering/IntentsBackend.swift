/// ``OutputKind/intents``: one Swift file per SiriKit intent class, enum and custom type, in the
/// generated folder, as Xcode's intent compiler writes them (``IntentsSwiftRenderer``).
struct IntentsBackend: Backend {
    /// The Intents and CoreLocation types the SiriKit classes use.
    var usedNames: [String: String] {
        Self.swiftNames(importing: ["CoreLocation", "Intents"])
            .merging(Self.names(["CLPlacemark"], from: "CoreLocation")) { first, _ in first }
            .merging(
                Self.names(
                    [
                        "INBooleanResolutionResult", "INCurrencyAmount", "INCurrencyAmountResolutionResult",
                        "INDateComponentsResolutionResult", "INDoubleResolutionResult", "INEnumResolutionResult",
                        "INFile",
                        "INFileResolutionResult", "INIntegerResolutionResult", "INIntent", "INIntentResolutionResult",
                        "INIntentResponse", "INObject", "INObjectCollection", "INObjectResolutionResult", "INPerson",
                        "INPersonResolutionResult", "INPlacemarkResolutionResult", "INSpeakableString",
                        "INSpeakableStringResolutionResult", "INStringResolutionResult",
                        "INTimeIntervalResolutionResult",
                        "INURLResolutionResult",
                    ],
                    from: "Intents")
            ) { first, _ in first }
    }

    var kind: OutputKind { .intents }
    var scope: BackendScope { .eachDefinitionsFile }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        files.flatMap { file in
            let renderer = IntentsSwiftRenderer(file, options: plan.options)
            return renderer.pending(renderer.outputs(), kind, .generated, .generated)
        }
    }
}

extension IntentsBackend {
    /// The names an intent's SiriKit code declares: its class (a file), the companions Xcode
    /// names after it, the skeleton's handler class when the target has a skeleton, and each
    /// parameter's own resolution result and unsupported reason.
    static func claims(
        of intent: PlannedIntent, withHandler: Bool, _ claim: OutputNames.Claimer
    ) -> [OutputNames.Claim] {
        guard let names = intent.siriKit else { return [] }
        let definition = intent.definition
        let location = definition.className?.location ?? definition.name.location
        var companions = [names.handling, names.response, names.responseCode]
        if withHandler { companions.append(names.handler) }
        var result = [claim(names.className, at: location, isFile: true)]
        result += companions.map { claim($0, at: location, isFile: false) }
        for parameter in intent.parameters {
            guard let own = parameter.ownResult else { continue }
            result += [own.resolutionResult, own.unsupportedReason].map {
                claim($0, at: parameter.definition.name.location, isFile: false)
            }
        }
        return result
    }

    /// The names an enum's or type's SiriKit code declares: the class (a file), then its
    /// resolution result, declared in the same file.
    static func claims(
        ofDeclared names: [String], at location: SourceLocation, _ claim: OutputNames.Claimer
    ) -> [OutputNames.Claim] {
        names.enumerated().map { claim($1, at: location, isFile: $0 == 0) }
    }
}
