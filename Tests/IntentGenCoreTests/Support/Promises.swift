#if !INTENTGEN_FUZZ
@testable import IntentGenCore
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
        if let broken = checkRuns(input) { return .broken(broken) }
        let bag = DiagnosticBag()
        guard let definitions = FrontEnd().run([input], diagnostics: bag) else {
            if !bag.hasErrors { return .broken("the front end rejected the input without an error") }
            _ = DiagnosticRenderer().render(bag.sorted)
            return .rejected
        }
        var request = GenerationRequest(
            options: GenerationOptions(classPrefix: "FZ"), handlerClassName: "IntentHandler", writesAppIntents: true,
            writesXcodeDefinition: true)
        request.kinds.insert(.preview)
        // The planning step checks the names again with the prefix: a clash there is a rejection.
        let planBag = DiagnosticBag()
        guard let plan = Planner().plan(definitions, request: request, diagnostics: planBag) else {
            if !planBag.hasErrors { return .broken("the planner rejected the input without an error") }
            return .rejected
        }
        // The plan names every output and checks its path: a problem there, in valid
        // definitions the planner kept, is a failure to render.
        if planBag.hasErrors {
            return .broken("valid definitions failed to render:\n" + DiagnosticRenderer().render(planBag.sorted))
        }
        let renderBag = DiagnosticBag()
        let files = Renderer().render(plan, diagnostics: renderBag)
        if renderBag.hasErrors {
            return .broken("valid definitions failed to render:\n" + DiagnosticRenderer().render(renderBag.sorted))
        }
        return checkText(files) ?? checkPreview(files) ?? checkExports(files).map(Outcome.broken) ?? .compiled(files)
    }

    /// A file decoded in runs of two entries on every core (as the sections of a large file are)
    /// has the problems, in their order, of the file decoded in turn, and when it has no error, the
    /// same definitions.
    static func checkRuns(_ input: InputFile) -> String? {
        guard
            case .document(let root) = YAMLLoader().load(input.contents, file: input.path, diagnostics: DiagnosticBag())
        else { return nil }
        // With `reload`, as the front end decodes: each entry's nodes go once read, and a section
        // read again is read from the file loaded again.
        func decoded(inRunsOf size: Int, releasing: Bool = false) -> (printed: String?, problems: [Diagnostic]) {
            let bag = DiagnosticBag()
            let reload = { () -> YAMLNode? in
                guard
                    case .document(let again) = YAMLLoader().load(
                        input.contents, file: input.path, diagnostics: DiagnosticBag())
                else { return nil }
                return again
            }
            let file = DefinitionDecoder(entriesPerRun: size).decode(
                root, path: input.path, diagnostics: bag, reload: releasing ? reload : nil)
            return (bag.hasErrors ? nil : file.map { DefinitionPrinter().print($0) }, bag.diagnostics)
        }
        let inTurn = decoded(inRunsOf: .max)
        for releasing in [false, true] {
            let inRuns = decoded(inRunsOf: 2, releasing: releasing)
            let how = releasing ? " letting the nodes go" : ""
            if inRuns.problems != inTurn.problems {
                return "decoding in runs of two entries\(how) reports other problems"
            }
            if inRuns.printed != inTurn.printed {
                return "decoding in runs of two entries\(how) makes other definitions"
            }
        }
        return nil
    }

    /// The preview page holds no markup the definitions wrote: one script (its own), and no
    /// element that loads or runs anything.
    static func checkPreview(_ files: [RenderedFile]) -> Outcome? {
        for file in files where file.path.hasSuffix(".html") {
            let text = file.contents
            if text.components(separatedBy: "<script").count != 2 {
                return .broken("\(file.path) has a script element besides its own")
            }
            for tag in ["<img", "<iframe", "<object", "<embed", "<link", "<base", "<svg", "<math", "<form action"]
            where text.contains(tag) {
                return .broken("\(file.path) has a `\(tag)` element")
            }
        }
        return nil
    }

    /// Generated text carries no raw control or invisible formatting character other than the
    /// line feeds that end its lines (and the tabs of Xcode's plist layout), so every XML file is
    /// well-formed and no text can end a Swift literal or comment.
    static func checkText(_ files: [RenderedFile]) -> Outcome? {
        for file in files {
            let allowed: Set<Unicode.Scalar> = file.path.hasSuffix(".swift") ? ["\n"] : ["\n", "\t"]
            if let bad = file.contents.unicodeScalars.first(where: { SafeText.isUnsafe($0) && !allowed.contains($0) }) {
                return .broken(
                    "\(file.path) holds the raw character U+\(String(bad.value, radix: 16, uppercase: true))")
            }
            if let bad = file.contents.unicodeScalars.first(where: { !PlistXML.isXMLCharacter($0) }) {
                return .broken(
                    "\(file.path) holds U+\(String(bad.value, radix: 16, uppercase: true)), which XML cannot carry")
            }
        }
        return nil
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
                .yaml
            // What intentgen exports, it imports without loss (`import --fail-on-loss` passes).
            if let loss = importBag.sorted.first {
                return "importing the export \(file.path) loses something:\n" + DiagnosticRenderer().render([loss])
            }
            let again = DiagnosticBag()
            let reimported = InputFile(path: "reimported.intents.yml", text: yaml)
            if FrontEnd().run([reimported], diagnostics: again) == nil,
                again.sorted.contains(where: { $0.severity == .error && $0.code != .emptyFile })
            {
                return "the import of \(file.path) does not compile:\n\(yaml)\n"
                    + DiagnosticRenderer().render(again.sorted)
            }
        }
        return nil
    }
}
