extension DefinitionDecoder {
    /// The declarations of a section's `entries`, each read by `read` with a reader, as reading
    /// them in turn with `reader` gives them, with the same problems in the same order.
    ///
    /// A large section (the intents of a large file) is read on every core, in runs of
    /// ``entriesPerRun`` entries, each run with a reader of its own
    /// (``NodeReader/forked(reportingTo:)``) whose problems `reader` then takes in order. That is
    /// the result of reading in turn unless a run spelled a language otherwise than the file had,
    /// two runs spelled a new language two ways, or the file's members ran out: then the entries
    /// are read again in turn.
    func readInRuns<Declaration>(
        _ entries: [YAMLNode.Entry], reader: NodeReader, _ read: (NodeReader, YAMLNode.Entry) -> Declaration?
    ) -> [Declaration] {
        let runs = entries.count <= entriesPerRun ? 1 : (entries.count - 1) / entriesPerRun + 1
        guard runs > 1 else { return entries.compactMap { read(reader, $0) } }
        let limit = reader.diagnostics.workLimit
        let done = Concurrently.map(runs) { run in
            let problems = DiagnosticBag(limit: limit)
            let forked = reader.forked(reportingTo: problems)
            let range = (run * entriesPerRun)..<min(entries.count, (run + 1) * entriesPerRun)
            return (declarations: entries[range].compactMap { read(forked, $0) }, reader: forked, problems: problems)
        }
        let left = reader.members.remaining
        let used = done.reduce(0) { $0 + left - $1.reader.members.remaining }
        guard used <= left, !done.contains(where: { $0.reader.members.reported }),
            reader.languages.adopt(done.map(\.reader.languages))
        else { return entries.compactMap { read(reader, $0) } }
        reader.members.remaining -= used
        for run in done { reader.diagnostics.absorb(run.problems) }
        return done.flatMap(\.declarations)
    }
}
