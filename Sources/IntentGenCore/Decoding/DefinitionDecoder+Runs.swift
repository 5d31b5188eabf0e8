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
    ///
    /// With `again`, which gives the same entries anew (from the file loaded again), each entry's
    /// nodes go once the entry is read: `entries` are then the decoder's alone, and the model of
    /// a large section is made while its tree goes rather than beside all of it.
    func readInRuns<Declaration>(
        _ entries: consuming [YAMLNode.Entry], reader: NodeReader, again: (() -> [YAMLNode.Entry])? = nil,
        _ read: (NodeReader, YAMLNode.Entry) -> Declaration?
    ) -> (declarations: [Declaration], naming: [Int]) {
        var entries = entries
        let count = entries.count
        let runs = count <= entriesPerRun ? 1 : (count - 1) / entriesPerRun + 1
        guard runs > 1 else { return Self.inTurn(entries[...], reader: reader, read) }
        let limit = reader.diagnostics.workLimit
        let releases = again != nil
        var done = entries.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            return Concurrently.map(runs) { run in
                let problems = DiagnosticBag(limit: limit)
                let forked = reader.forked(reportingTo: problems)
                let range = (run * entriesPerRun)..<min(count, (run + 1) * entriesPerRun)
                // Each run reads, and lets go of, its own entries only.
                let (declarations, naming) = Self.inTurn(range, reader: forked, read) { index in
                    let entry = buffer[index]
                    if releases { buffer[index].value = YAMLNode(.mapping([]), at: entry.value.location) }
                    return entry
                }
                return (declarations: declarations, naming: naming, reader: forked, problems: problems)
            }
        }
        let left = reader.members.remaining
        let used = done.reduce(0) { $0 + left - $1.reader.members.remaining }
        guard used <= left, !done.contains(where: { $0.reader.members.reported }),
            reader.languages.adopt(done.map(\.reader.languages))
        else {
            let whole = again?() ?? entries
            return Self.inTurn(whole[...], reader: reader, read)
        }
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
        inTurn(entries.indices, reader: reader, read) { entries[$0] }
    }

    /// The entries at `indices` (each given by `entry`) read in turn with `reader`.
    private static func inTurn<Declaration>(
        _ indices: Range<Int>, reader: NodeReader, _ read: (NodeReader, YAMLNode.Entry) -> Declaration?,
        entry: (Int) -> YAMLNode.Entry
    ) -> (declarations: [Declaration], naming: [Int]) {
        var declarations: [Declaration] = []
        declarations.reserveCapacity(indices.count)
        var naming: [Int] = []
        for index in indices {
            let before = reader.languages.exportedNamings
            guard let declaration = read(reader, entry(index)) else { continue }
            if reader.languages.exportedNamings != before { naming.append(declarations.count) }
            declarations.append(declaration)
        }
        return (declarations, naming)
    }
}
