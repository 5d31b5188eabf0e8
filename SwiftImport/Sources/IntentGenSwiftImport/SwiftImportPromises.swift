@_spi(SwiftImport) import IntentGenCore

/// What the Swift import promises for any file, however broken or hostile (the fuzzer's
/// `swift-import` mode checks them on every input, the tests on every kept finding): a
/// description of the first promise broken, or nil.
public enum SwiftImportPromises {
    public static func check(_ text: String) -> String? {
        let path = "Fuzz.swift"
        let bag = DiagnosticBag()
        let result = SwiftSourceImporter().importSources([(path, text)], diagnostics: bag)
        // Lines as SwiftSyntax counts them: after each LF, CR LF or lone CR.
        let lines =
            text.unicodeScalars.reduce(into: 1) { count, scalar in
                if scalar == "\n" || scalar == "\r" { count += 1 }
            } + 1
        for diagnostic in bag.diagnostics {
            if let location = diagnostic.location, location.file == path,
                location.line < 1 || location.line > lines || location.column < 1
            {
                return "a diagnostic outside the file: \(diagnostic.message) at \(location)"
            }
            if diagnostic.severity == .warning, !diagnostic.code.rawValue.hasPrefix("lost-") {
                return "a warning without a lost-… code: \(diagnostic.code.rawValue) \(diagnostic.message)"
            }
            if diagnostic.message.hasPrefix("the definitions written would not compile") {
                return "import wrote definitions the front end rejects: \(diagnostic.message)"
            }
        }
        for replaced in result.replaced where replaced.location.line < 1 || replaced.location.line > lines {
            return "a replaced declaration outside the file: \(replaced.swiftName) at \(replaced.location)"
        }
        guard let yaml = result.yaml else {
            return bag.hasErrors ? nil : "no YAML and no error"
        }
        if bag.hasErrors, !bag.diagnostics.contains(where: { $0.code.rawValue.hasPrefix("lost-") }) {
            return "YAML written with an error that is not a loss"
        }
        let generation = DiagnosticBag()
        let made = Pipeline(GenerationRequest(name: "Fuzz", kinds: [.appIntents])).pendingFiles(
            [InputFile(path: "Fuzz.intents.yml", text: yaml)], diagnostics: generation)
        if made == nil || generation.hasErrors {
            return "the imported YAML does not generate:\n\(DiagnosticRenderer().render(generation.sorted))\n\(yaml)"
        }
        return nil
    }
}
