#if !INTENTGEN_FUZZ
import IntentGenCore
#endif

/// What intentgen promises for any input, beyond not crashing: input is either rejected with
/// diagnostics, or it renders without errors, every exported `.intentdefinition` reads back, and
/// importing that export gives definitions the front end accepts again.
///
/// The fuzzer (Fuzz/run.sh compiles this file into its build with `-D INTENTGEN_FUZZ`) stops on a
/// broken promise as on a crash; `FuzzRegressionTests` replays what it found. The promises for
/// `.intentdefinition` files and XcodeGen specs are in Promises+Interop.swift and Promises+Spec.swift.
enum Promises {
    enum Outcome {
        /// Rejected with errors.
        case rejected
        /// Compiled, rendered, exported and imported again: the rendered files.
        case compiled([RenderedFile])
        case broken(String)
    }

    /// A description of the broken promise, or nil when `input` keeps them all.
    static func check(_ input: InputFile) -> String? {
        if case .broken(let description) = outcome(input) { return description }
        return nil
    }

    static func outcome(_ input: InputFile) -> Outcome {
        let bag = DiagnosticBag()
        guard let definitions = FrontEnd().run([input], diagnostics: bag) else {
            if !bag.hasErrors { return .broken("the front end rejected the input without an error") }
            _ = DiagnosticRenderer().render(bag.sorted)
            return .rejected
        }
        let request = GenerationRequest(
            options: GenerationOptions(classPrefix: "FZ"), handlerClassName: "IntentHandler", writesAppIntents: true,
            writesXcodeDefinition: true)
        let renderBag = DiagnosticBag()
        let files = Renderer().render(Planner().plan(definitions, request: request), diagnostics: renderBag)
        if renderBag.hasErrors {
            return .broken("valid definitions failed to render:\n" + DiagnosticRenderer().render(renderBag.sorted))
        }
        return checkExports(files).map(Outcome.broken) ?? .compiled(files)
    }

    /// The export half of ``check(_:)``: each `.intentdefinition` among `files` reads back and
    /// imports, without any loss, to definitions the front end accepts.
    static func checkExports(_ files: [RenderedFile]) -> String? {
        for file in files where file.path.hasSuffix(".intentdefinition") {
            guard let plist = try? PlistXML.read(Array(file.contents.utf8)) else {
                return "the export \(file.path) does not read back"
            }
            let importBag = DiagnosticBag()
            let yaml = IntentDefinitionImporter().importDefinition(plist, sourceName: file.path, diagnostics: importBag)
            // What intentgen exports, it imports without loss (`import --fail-on-loss` passes).
            if let loss = importBag.sorted.first {
                return "importing the export \(file.path) loses something:\n" + DiagnosticRenderer().render([loss])
            }
            let again = DiagnosticBag()
            let reimported = InputFile(path: "reimported.intents.yml", text: yaml)
            if FrontEnd().run([reimported], diagnostics: again) == nil,
                again.sorted.contains(where: { $0.severity == .error && $0.code != .emptyFile })
            {
                return "the import of \(file.path) does not compile:\n\(yaml)\n" + DiagnosticRenderer().render(again.sorted)
            }
        }
        return nil
    }
}
