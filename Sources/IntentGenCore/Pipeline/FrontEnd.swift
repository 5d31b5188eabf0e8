/// The compiler's front half as one value: load → decode → validate.
///
/// Each stage is a value of its own and can be run alone; this type runs them in order over a
/// set of in-memory files, sending every problem to one collector.
public struct FrontEnd: Sendable {
    public var loader: YAMLLoader
    var decoder: DefinitionDecoder
    var validator: DefinitionValidator

    /// The stages with their default settings.
    public init() {
        self.init(loader: YAMLLoader(), decoder: DefinitionDecoder(), validator: DefinitionValidator())
    }

    init(
        loader: YAMLLoader = YAMLLoader(),
        decoder: DefinitionDecoder = DefinitionDecoder(),
        validator: DefinitionValidator = DefinitionValidator()
    ) {
        self.loader = loader
        self.decoder = decoder
        self.validator = validator
    }

    /// Loads and decodes every file, then validates them together.
    ///
    /// Returns the validated definitions, or nil when any error was reported: later stages only
    /// ever see definitions without errors.
    public func run(_ inputs: consuming [InputFile], diagnostics: any DiagnosticCollector) -> ValidatedDefinitions? {
        let counter = ErrorCounter(forwardingTo: diagnostics)
        // Each file is loaded and decoded on its own, on every core; its problems are then taken
        // in file order, as if the files had been read one after the other.
        let limit = counter.workLimit
        let decoded = Concurrently.map(inputs.count) { index in
            let bag = DiagnosticBag(limit: limit)
            return (file: decode(inputs[index], diagnostics: bag), problems: bag)
        }
        // The files' bytes are not needed past their nodes: a large input is not kept through
        // validation and planning.
        _ = consume inputs
        var files: [DefinitionFile] = []
        for (file, problems) in decoded {
            counter.absorb(problems)
            if let file { files.append(file) }
        }
        let validated = validator.validate(files, diagnostics: counter)
        return counter.errors > 0 ? nil : validated
    }

    /// One file loaded and decoded; nil when it declares nothing or cannot be read.
    private func decode(_ input: InputFile, diagnostics: any DiagnosticCollector) -> DefinitionFile? {
        switch loader.load(input.contents, file: input.path, diagnostics: diagnostics) {
        case .document(let root):
            return decoder.decode(root, path: input.path, diagnostics: diagnostics)
        case .empty:
            diagnostics.emit(
                .error(
                    .emptyFile, "the file declares nothing", at: .startOf(input.path),
                    hint:
                        "declare \(DefinitionKey.intents.quoted), \(DefinitionKey.enums.quoted) or \(DefinitionKey.types.quoted) (see docs/language.md)"
                ))
            return nil
        case .failed:
            return nil
        }
    }
}

/// Counts the errors passing through to another collector.
final class ErrorCounter: DiagnosticCollector {
    let next: any DiagnosticCollector
    private(set) var errors = 0

    init(forwardingTo next: any DiagnosticCollector) {
        self.next = next
    }

    func emit(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errors += 1 }
        next.emit(diagnostic)
    }

    func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool {
        next.keeps(code, severity)
    }

    var workLimit: Int? { next.workLimit }

    func absorb(_ bag: DiagnosticBag) {
        errors += bag.errorCount
        next.absorb(bag)
    }
}
