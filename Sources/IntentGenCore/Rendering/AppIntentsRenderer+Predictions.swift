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
    func renderPrediction(_ planned: PlannedIntent, into p: inout CodePrinter) {
        let intent = planned.definition
        p.line()
        p.line("\(access) static var predictionConfiguration: some IntentPredictionConfiguration {")
        let predictions = planned.predictions
        guard !predictions.isEmpty else {
            var arguments = "title: \(localized(intent.title))"
            if let description = intent.description { arguments += ", subtitle: \(localized(description))" }
            // Without parameters nothing names the intent, so the prediction names it (`Self`).
            p.line("    IntentPrediction<Self, ()>(displayRepresentation: { DisplayRepresentation(\(arguments)) })")
            p.line("}")
            return
        }
        for (_, summary, parameters) in predictions {
            let names = summary.parameters.map(\.value)
            let values = parameters.mapValues(predictionValue)
            let title = predictionText(summary.title.value, values)
            let subtitle = summary.subtitle.map { predictionText($0.value, values) }
            let keyPaths = names.map { "\\.$\($0)" }.joined(separator: ", ")
            p.line("    IntentPrediction(parameters: (\(keyPaths))) { \(names.joined(separator: ", ")) in")
            p.line("        DisplayRepresentation(title: \(title), subtitle: \(subtitle ?? "nil"))")
            p.line("    }")
        }
        p.line("}")
    }

    /// A parameter's value in a prediction's text: as it is when a localized text interpolates it
    /// (``PlannedParameter/interpolationSpecifier``), else through `String(describing:)`.
    func predictionValue(_ planned: PlannedParameter) -> String {
        let name = planned.definition.name.value
        let value = parameterType(planned).hasSuffix("?") ? name + "!" : name
        return planned.interpolationSpecifier == nil ? "String(describing: \(value))" : value
    }
}
