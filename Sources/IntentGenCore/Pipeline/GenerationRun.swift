/// The one way every command runs the stages, from paths to the disk: for each job load →
/// decode → validate → plan → render (``Pipeline``, or the build stamp when it vouches for the
/// job's folder), then every output path of the run checked together (across jobs and folders),
/// then emit. `generate` (files or a spec's targets), `lint` (which stops before emitting),
/// `export` (Xcode's definition alone) and the build-tool plugins (which run `generate`) all go
/// through ``run(_:diagnostics:report:)``; the command line only turns flags into jobs and a run.
public struct GenerationRun: Sendable {
    /// What the run does once every job is planned.
    public enum Action: Sendable, Equatable {
        /// Nothing: the problems are the result (`lint`, `--list-outputs`).
        case plan
        /// Emit in this mode (write, `--dry-run`, `--check`).
        case emit(Emitter.Mode)
    }

    /// What is to be done for one job.
    public enum Item: Sendable {
        /// Emit these files into the folders for their destinations, then stamp them.
        case fresh(files: [PendingFile], folders: [RenderedFile.Destination: String], fingerprint: String)
        /// The outputs on disk are current: the stamp vouches for them.
        case current(BuildStamp)
    }

    /// How a run ended.
    public struct Outcome: Sendable {
        public enum Status: Sendable {
            /// A definitions file or a folder could not be read (exit status 2).
            case unreadable
            /// The definitions or the outputs have errors; nothing was emitted (exit status 1).
            case inputErrors
            /// Every job planned (``Action/plan``).
            case planned
            /// Emitted: ``report`` says what the emit did, or would do.
            case emitted
        }

        public var status: Status
        /// The number of definitions files read.
        public var files: Int
        /// What is to be done for each job, in order.
        public var work: [Item] = []
        public var report = Emitter.Report()
    }

    public var action: Action
    /// Whether a job whose stamp vouches for its folder is taken as current (a writing run that
    /// does not force: `--check`, `--dry-run` and `--force` look at every file).
    public var trustsStamps = false
    public var overwritesUserFiles = false
    public var recordsStamps = true
    public var collectsDiffs = false
    /// The command the replaced-definition warnings name (`generate`, `export`).
    public var command = "generate"
    /// Files the run makes once for all its jobs (the preview's index), with their folders:
    /// checked and written with the jobs' own outputs.
    public var runFiles: (files: [PendingFile], folders: [RenderedFile.Destination: String])?
    /// Told the folder another run is writing into, before this one waits for it.
    public var waiting: @Sendable (String) -> Void = { _ in }

    public init(_ action: Action) { self.action = action }

    /// Runs the jobs. `report` is given the problems of each phase when it ends, before the next
    /// begins: planning's (with those already in `diagnostics`), then the warnings said before
    /// anything is written (a replaced `.intentdefinition`). Throws ``Emitter/Failure`` when the
    /// disk refuses.
    public func run(
        _ jobs: [GenerationJob], diagnostics: DiagnosticBag, report: (DiagnosticBag) -> Void
    ) throws -> Outcome {
        var files = Set<String>()
        var work: [Item] = []
        for job in jobs {
            let inputs = InputDiscovery().collect(job.paths, diagnostics: diagnostics)
            files.formUnion(inputs.map(\.path))
            if let item = plan(job, inputs: consume inputs, diagnostics: diagnostics) { work.append(item) }
        }
        if let runFiles { work.append(.fresh(files: runFiles.files, folders: runFiles.folders, fingerprint: "")) }
        // One job in the usual layout had its paths checked, in its folders, when it was planned.
        if jobs.count > 1 || runFiles != nil || jobs.contains(where: { $0.perFileLayout != nil }) {
            work = Self.checkPaths(work, diagnostics: diagnostics)
        }
        report(diagnostics)
        var outcome = Outcome(status: .planned, files: files.count, work: work)
        if diagnostics.diagnostics.contains(where: { $0.code == .io && $0.severity == .error }) {
            outcome.status = .unreadable
        } else if diagnostics.hasErrors {
            // Nothing is written unless every job compiled and every output has its own place.
            outcome.status = .inputErrors
        } else if case .emit(let mode) = action {
            let inspected = try lookBeforeWriting(work, mode: mode)
            report(replacedDefinitions(work, mode: mode))
            outcome.report = try emit(work, mode: mode, inspected: inspected)
            outcome.status = .emitted
        }
        return outcome
    }

    /// The job as it is to be done: current when its stamp vouches for it, else planned and
    /// rendered from the inputs that could be read (so every problem of the run is reported); nil
    /// when its definitions have errors.
    private func plan(_ job: GenerationJob, inputs: consuming [InputFile], diagnostics: DiagnosticBag) -> Item? {
        let fingerprint: String
        // Only a write records the fingerprint, and only a run that trusts stamps compares it:
        // a check or a dry run that does not reads no stamp and hashes no input for it.
        if action == .plan || (action != .emit(.write) && !trustsStamps) {
            fingerprint = ""
        } else {
            let previous = job.folders[.generated].flatMap { BuildStamp.read(in: $0) }
            let settings = job.settings + "\nrun in \(FileSystem.currentFolder)"
            fingerprint = BuildStamp.fingerprint(settings: settings, inputs: inputs, tool: previous?.tool)
            if trustsStamps, let previous, previous.vouches(for: fingerprint) { return .current(previous) }
        }
        return job.pendingFiles(consume inputs, diagnostics: diagnostics).map {
            .fresh(files: $0, folders: job.folders, fingerprint: fingerprint)
        }
    }

    /// Checks every output path of the run together (across folders and jobs); a collision is an
    /// error at the definitions that cause it, and the file is left out.
    static func checkPaths(_ work: [Item], diagnostics: any DiagnosticCollector) -> [Item] {
        var batches: [OutputBatch] = []
        for case .fresh(let files, let folders, _) in work {
            // A job without folders (`lint` of files) keeps its destinations apart by name.
            batches.append(OutputBatch(files: files, folders: folders.isEmpty ? nil : folders))
        }
        var checked = OutputNames.checkPaths(batches, diagnostics: diagnostics)[...]
        return work.map { item in
            guard case .fresh(_, let folders, let fingerprint) = item else { return item }
            return .fresh(files: checked.popFirst() ?? [], folders: folders, fingerprint: fingerprint)
        }
    }

    /// Every output's place is looked at before the first byte of any job is written, and every
    /// folder a missing file goes into must take it. Returns whether each output of each fresh
    /// item exists, in order.
    private func lookBeforeWriting(_ work: [Item], mode: Emitter.Mode) throws -> [[Bool]] {
        var inspected: [[Bool]] = []
        for case .fresh(let files, let folders, _) in work {
            let exists = try Emitter.inspect(files, in: folders)
            inspected.append(exists)
            if mode == .write {
                // The folders of the missing files, each once, in order: not a list of the
                // missing files, which for a first run is all of them.
                var seen = Set<String>()
                var missing: [String] = []
                for (file, exists) in zip(files, exists) where !exists {
                    let folder = FileSystem.parent(of: FileSystem.join(folders[file.destination] ?? "", file.path))
                    if seen.insert(folder).inserted { missing.append(folder) }
                }
                try Emitter.checkWritable(missing)
            }
        }
        return inspected
    }

    /// What replacing an .intentdefinition that intentgen did not write (the team's
    /// Xcode-authored file) changes, said before anything is written.
    private func replacedDefinitions(_ work: [Item], mode: Emitter.Mode) -> DiagnosticBag {
        let replaced = DiagnosticBag()
        for case .fresh(let files, let folders, _) in work {
            // What the last run wrote needs no look (read only when there is a definition to check).
            // Only its `.intentdefinition` files are looked up in it.
            let names = files.filter { $0.destination == .xcodeDefinition }.map {
                FileSystem.lastComponent(of: $0.path)
            }
            let previous =
                names.isEmpty ? nil : folders[.generated].flatMap { BuildStamp.read(in: $0, generatedNames: names) }
            for warning in ReplacedDefinition.warnings(
                for: files, in: folders, command: command, replaces: mode == .write ? "replaces" : "would replace",
                previous: previous)
            {
                replaced.emit(warning)
            }
        }
        return replaced
    }

    /// Emits each fresh item, and reports what the stamp of each current one vouches for as it is
    /// on disk.
    private func emit(_ work: [Item], mode: Emitter.Mode, inspected: [[Bool]]) throws -> Emitter.Report {
        var emitter = Emitter(
            mode: mode, overwritesUserFiles: overwritesUserFiles, recordsStamp: recordsStamps, waiting: waiting)
        emitter.collectsDiffs = collectsDiffs
        let claimed = Self.userFiles(of: work)
        var report = Emitter.Report()
        var inspected = inspected[...]
        for item in work {
            switch item {
            case .current(let stamp):
                report.unchanged += stamp.outputs.filter { !$0.isUserOwned }.map(\.path)
                report.skipped += stamp.outputs.filter(\.isUserOwned).map(\.path)
                report.orphaned += stamp.orphansOnDisk.filter { !claimed.contains($0.record.path) }
                report.departedIntents += stamp.departedIntentsOnDisk
            case .fresh(let files, let folders, let fingerprint):
                report.add(
                    try emitter.emit(
                        files, into: folders, fingerprint: fingerprint, claimed: claimed,
                        inspected: inspected.popFirst()))
            }
        }
        return report
    }

    /// The user's files of every job (full paths), so that a file one job no longer makes but
    /// another now does is not reported as orphaned.
    private static func userFiles(of work: [Item]) -> Set<String> {
        // One emit passes over its own outputs, the user's files among them, by itself: a large
        // set's thousands of paths are not gathered a second time for it.
        if work.count == 1, case .fresh = work[0] { return [] }
        var claimed = Set<String>()
        for item in work {
            switch item {
            case .current(let stamp): claimed.formUnion(stamp.outputs.filter(\.isUserOwned).map(\.path))
            case .fresh(let files, let folders, _):
                for file in files where file.isUserOwned {
                    if let folder = folders[file.destination] { claimed.insert(FileSystem.join(folder, file.path)) }
                }
            }
        }
        return claimed
    }

    /// The files a run generates (code and resources, not the user's own files, which are
    /// sources once written), each as its folder and name, in the run's order (`--list-outputs`).
    public static func generatedPaths(of work: [Item]) -> [String] {
        var paths: [String] = []
        for case .fresh(let files, let folders, _) in work {
            for file in files where !file.isUserOwned {
                paths.append(FileSystem.join(folders[file.destination] ?? "", file.path))
            }
        }
        return paths
    }
}
