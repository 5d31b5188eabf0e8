extension DefinitionDecoder {
    /// The declarations of a section's `entries`, each read by `read` with a reader, as reading
    /// them in turn with `reader` gives them, with the same problems in the same order; and the
    /// positions of the declarations whose exported parts name a language (``LanguageNamers``).
    ///
    /// A large section (the intents of a large file) is read on every core, in runs of
    /// ``entriesPerRun`` entries, each run with a reader of its own
    /// (``NodeReader/forked(reportingTo:)``) whose problems `reader` then takes in order. That is
    /// the result of reading in turn unless a run spelled a language otherwise than the file had,
    /// two runs spelled a new language two ways, or the file's members ran out: then the entries
    /// are read again in turn.
    func readInRuns<Declaration>(
        _ entries: [YAMLNode.Entry], reader: NodeReader, _ read: (NodeReader, YAMLNode.Entry) -> Declaration?
    ) -> (declarations: [Declaration], naming: [Int]) {
        let runs = entries.count <= entriesPerRun ? 1 : (entries.count - 1) / entriesPerRun + 1
        guard runs > 1 else { return Self.inTurn(entries[...], reader: reader, read) }
        let limit = reader.diagnostics.workLimit
        var done = Concurrently.map(runs) { run in
            let problems = DiagnosticBag(limit: limit)
            let forked = reader.forked(reportingTo: problems)
            let range = (run * entriesPerRun)..<min(entries.count, (run + 1) * entriesPerRun)
            let (declarations, naming) = Self.inTurn(entries[range], reader: forked, read)
            return (declarations: declarations, naming: naming, reader: forked, problems: problems)
        }
        let left = reader.members.remaining
        let used = done.reduce(0) { $0 + left - $1.reader.members.remaining }
        guard used <= left, !done.contains(where: { $0.reader.members.reported }),
            reader.languages.adopt(done.map(\.reader.languages))
        else { return Self.inTurn(entries[...], reader: reader, read) }
        reader.members.remaining -= used
        var declarations: [Declaration] = []
        declarations.reserveCapacity(done.reduce(0) { $0 + $1.declarations.count })
        var naming: [Int] = []
        for run in done.indices {
            reader.diagnostics.absorb(done[run].problems)
            naming += done[run].naming.map { declarations.count + $0 }
            declarations += done[run].declarations
            // Each run's list goes once it is taken: a large file's declarations are never
            // held twice while its tree is still loaded.
            done[run].declarations = []
        }
        return (declarations, naming)
    }

    /// `entries` read in turn with `reader`, and the positions of the declarations whose
    /// exported parts name a language.
    private static func inTurn<Declaration>(
        _ entries: ArraySlice<YAMLNode.Entry>, reader: NodeReader, _ read: (NodeReader, YAMLNode.Entry) -> Declaration?
    ) -> (declarations: [Declaration], naming: [Int]) {
        var declarations: [Declaration] = []
        declarations.reserveCapacity(entries.count)
        var naming: [Int] = []
        for entry in entries {
            let before = reader.languages.exportedNamings
            guard let declaration = read(reader, entry) else { continue }
            if reader.languages.exportedNamings != before { naming.append(declarations.count) }
            declarations.append(declaration)
        }
        return (declarations, naming)
    }
}
