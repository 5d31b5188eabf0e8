/// What Siri Suggestions show of an intent: `PredictableIntent`'s `predictionConfiguration`, as
/// Xcode's conversion of a SiriKit intent writes it.
///
/// Each supported combination (`summaries:`) is one `IntentPrediction` naming its parameters,
/// whose title is the combination's sentence with each `${name}` the parameter's value:
/// `IntentPrediction(parameters: (\.$item)) { item in DisplayRepresentation(title: "Get \(item!)
/// State", subtitle: "") }`, an optional parameter unwrapped as Xcode's conversion unwraps it (the
/// system predicts a combination with its parameters set). An intent without combinations gets
/// one prediction of its title and description.
extension AppIntentsRenderer {
    /// The most key paths one `IntentPrediction` initialiser takes in Apple's documentation.
    static let maximumPredictionParameters = 10
    /// The most predictions `IntentPredictionsBuilder.buildBlock` takes in Apple's documentation.
    static let maximumPredictions = 8

    /// The combinations that become predictions: those with parameters and no more than one
    /// initialiser takes, the first ``maximumPredictions`` of them.
    func predictedSummaries(_ intent: IntentDefinition) -> [ParameterSummary] {
        Array(
            intent.summaries.filter {
                !$0.parameters.isEmpty && $0.parameters.count <= Self.maximumPredictionParameters
            }
            .prefix(Self.maximumPredictions))
    }

    func renderPrediction(_ planned: PlannedIntent, into p: inout CodePrinter) {
        let intent = planned.definition
        let name = "intent `\(intent.name.value)`"
        p.line()
        p.line("\(access) static var predictionConfiguration: some IntentPredictionConfiguration {")
        let summaries = predictedSummaries(intent)
        guard !summaries.isEmpty else {
            var arguments = "title: \(localized(intent.title, "the title of \(name)", at: intent.name.location))"
            if let description = intent.description {
                arguments +=
                    ", subtitle: \(localized(description, "the description of \(name)", at: intent.name.location))"
            }
            // Without parameters nothing names the intent, so the prediction names it (`Self`).
            p.line("    IntentPrediction<Self, ()>(displayRepresentation: { DisplayRepresentation(\(arguments)) })")
            p.line("}")
            return
        }
        let parameters = Dictionary(
            planned.parameters.map { ($0.definition.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for summary in summaries {
            let names = summary.parameters.map(\.value)
            var values: [String: PredictionValue] = [:]
            for parameterName in names {
                guard let parameter = parameters[parameterName] else { continue }
                values[parameterName] = predictionValue(parameter)
            }
            let what = "the prediction of \(name) for \(names.map { "`\($0)`" }.joined(separator: ", "))"
            let title = predictionText(summary.title.value, values, what, at: summary.title.location)
            let subtitle = summary.subtitle.map {
                predictionText($0.value, values, "the subtitle of " + what, at: $0.location)
            }
            let keyPaths = names.map { "\\.$\($0)" }.joined(separator: ", ")
            p.line("    IntentPrediction(parameters: (\(keyPaths))) { \(names.joined(separator: ", ")) in")
            p.line("        DisplayRepresentation(title: \(title), subtitle: \(subtitle ?? "nil"))")
            p.line("    }")
        }
        p.line("}")
    }

    /// How a prediction's text shows one parameter's value: its Swift expression and the format
    /// specifier `String.LocalizationValue` gives it in the strings key.
    struct PredictionValue {
        var expression: String
        var specifier: String
    }

    /// A parameter's value in a prediction's text. Strings, numbers, enums and entities
    /// interpolate as they are (`String.LocalizationValue` takes strings, numbers and values that
    /// are `CustomLocalizedStringResourceConvertible`, as App Intents' enums and entities are);
    /// any other value through `String(describing:)`.
    func predictionValue(_ planned: PlannedParameter) -> PredictionValue {
        let definition = planned.definition
        let name = definition.name.value
        let value = parameterType(planned).hasSuffix("?") ? name + "!" : name
        var specifier: String?
        if !definition.isArray, !planned.isControlValue {
            switch definition.type.value {
            case .named: specifier = "%@"
            case .builtin(let builtin): specifier = Self.interpolatedSpecifiers[builtin.traits.appIntentsType]
            }
        }
        guard let specifier else { return PredictionValue(expression: "String(describing: \(value))", specifier: "%@") }
        return PredictionValue(expression: value, specifier: specifier)
    }

    /// The format specifier of each built-in App Intents type a localized text interpolates.
    static let interpolatedSpecifiers = ["String": "%@", "Int": "%lld", "Double": "%lf"]
}
