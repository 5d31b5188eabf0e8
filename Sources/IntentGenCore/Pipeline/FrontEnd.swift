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
        // A file's bytes are not needed past its nodes: each task takes its file's bytes out, so
        // that they go once the file is loaded, and a large input is not kept while its tree is
        // decoded, nor through validation and planning.
        let pending = inputs.map { Locked(Optional($0)) }
        _ = consume inputs
        let decoded = Concurrently.map(pending.count) { index in
            let bag = DiagnosticBag(limit: limit)
            // Each file is taken once, by its own task.
            let input = pending[index].withLock { $0.take()! }
            return (file: decode(consume input, diagnostics: bag), problems: bag)
        }
        var files: [DefinitionFile] = []
        for (file, problems) in decoded {
            counter.absorb(problems)
            if let file { files.append(file) }
        }
        let validated = validator.validate(files, diagnostics: counter)
        return counter.errors > 0 ? nil : validated
    }

    /// One file loaded and decoded; nil when it declares nothing or cannot be read.
    ///
    /// The tree is the decoder's alone, which lets each declaration's nodes go once it has read
    /// them; the file's bytes stay until it is decoded (a block of their own, given back whole),
    /// for the rare section the decoder must read again (``DefinitionDecoder/readInRuns(_:reader:again:_:)``).
    private func decode(_ input: consuming InputFile, diagnostics: any DiagnosticCollector) -> DefinitionFile? {
        let path = input.path
        let bytes = input.contents
        input.contents = []
        var loaded = loader.load(bytes, file: path, diagnostics: diagnostics)
        switch loaded {
        case .document(let root):
            // The tree is handed over: the result holds it no longer.
            loaded = .failed
            let loader = loader
            return decoder.decode(consume root, path: path, diagnostics: diagnostics) {
                guard case .document(let again) = loader.load(bytes, file: path, diagnostics: DiagnosticBag()) else {
                    return nil
                }
                return again
            }
        case .empty:
            DefinitionDecoder.reportNothingDeclared(in: path, diagnostics: diagnostics)
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
