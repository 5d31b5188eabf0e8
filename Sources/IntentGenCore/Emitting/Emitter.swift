#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The emit stage, the only one that touches the disk.
///
/// One emit looks before it writes: every output's place is checked first (a file that exists
/// but cannot be read, a FIFO, a folder or a symbolic link where a file goes, a linked folder
/// inside the output folder), and any problem stops the emit before the first byte is written.
/// Writes are atomic (a temporary file with a name no other run can pick, then `rename`), so a
/// killed run leaves each file old or new, never torn; runs that write into the same folders take
/// turns (``FolderLock``). Unchanged files are left alone so their modification times stay;
/// user-owned files are written only when missing, unless ``overwritesUserFiles``; and generated
/// files that no longer correspond to a definition are removed: the files the last emit into the
/// generated folder recorded as its generated outputs (its ``BuildStamp``), never a file the user
/// owns and never one intentgen did not write. No output's text is read to decide. A user-owned
/// file the stamp knows of that this emit no longer makes is kept and reported as orphaned
/// (``UserFiles``).
///
/// Generated files are not flushed to the disk one by one: every full run compares them byte for
/// byte, so one damaged by a power cut is rewritten by the next build. User-owned files, written
/// once and never compared again, are flushed (`fsync`) before the rename.
public struct Emitter: Sendable {
    public enum Mode: Sendable {
        /// Write the files.
        case write
        /// Report what would be written, write nothing.
        case dryRun
        /// Write nothing; report outputs that are missing or differ.
        case check
    }

    /// What happened, or would happen, to each file.
    public struct Report: Sendable, Equatable {
        public var written = ReportedPaths()
        public var unchanged = ReportedPaths()
        /// User-owned files that exist and were left alone.
        public var skipped = ReportedPaths()
        /// User-owned files that existed with other content and were overwritten, as asked.
        public var replaced = ReportedPaths()
        public var removed: [String] = []
        /// User-owned files written for declarations that are gone: kept, and reported.
        public var orphaned: [OrphanedUserFile] = []
        /// Code in the user's handler files for intents the definitions no longer declare.
        public var departedIntents: [DepartedIntent] = []
        /// The files of `written` that did not exist.
        public var missing = ReportedPaths()
        /// With ``Emitter/collectsDiffs``: a unified diff of each file of `written`, disk to output.
        public var diffs: [String] = []

        public init() {}

        /// Whether the disk differs from what generation would produce (for `--check`).
        public var isOutdated: Bool { !written.isEmpty || !removed.isEmpty }

        public mutating func add(_ other: Report) {
            written += other.written
            unchanged += other.unchanged
            skipped += other.skipped
            replaced += other.replaced
            removed += other.removed
            orphaned += other.orphaned
            departedIntents += other.departedIntents
            missing += other.missing
            diffs += other.diffs
        }
    }

    /// Why an emit stopped: every problem found, one a line, each naming its path.
    public struct Failure: Error, CustomStringConvertible {
        public var problems: [String]

        public init(_ problems: [String]) {
            self.problems = problems
        }

        public init(description: String) {
            self.init([description])
        }

        public var description: String { problems.joined(separator: "\n") }
    }

    public var mode: Mode
    /// Overwrite user-owned files that exist (the handler skeleton, App Intents files you fill in).
    public var overwritesUserFiles: Bool
    /// Record a ``BuildStamp`` in the generated folder after writing (off for build systems that
    /// track outputs themselves, such as Bazel, where the folder holds only declared outputs).
    public var recordsStamp: Bool
    /// Told the folder another run is writing into, before this one waits for it.
    public var waiting: @Sendable (String) -> Void
    /// How many bytes of the texts of changed files one emit keeps between comparing and writing;
    /// the others are made again when their turn comes. A new file is made only to be written.
    var textBudget = 8 << 20
    /// Whether a report that does not write (`--check`, `--dry-run`) has the diff of each file it
    /// would write (``Report/diffs``).
    public var collectsDiffs = false

    public init(
        mode: Mode = .write, overwritesUserFiles: Bool = false, recordsStamp: Bool = true,
        waiting: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.mode = mode
        self.overwritesUserFiles = overwritesUserFiles
        self.recordsStamp = recordsStamp
        self.waiting = waiting
    }

    /// Emits `files` into the folders given for their destinations.
    public func emit(_ files: [RenderedFile], into folders: [RenderedFile.Destination: String]) throws -> Report {
        try emit(files.map { PendingFile($0) }, into: folders)
    }

    /// Emits `files`, making each one's text when its turn comes. With a `fingerprint`, records a
    /// ``BuildStamp`` for the outputs afterwards, under the same lock. `claimed` are user-owned
    /// files (full paths) that other emits of the same run make, so none of them is reported as
    /// orphaned. `inspected` is what ``inspect(_:)`` found for `files` just before, if the caller
    /// looked: an emit that writes nothing takes it instead of looking again.
    ///
    /// The emit decides everything before it changes anything: which files differ, which are
    /// stale, and whether each folder that receives a file can take it. Then, before the first
    /// change, it replaces the last stamp with one that vouches for nothing but lists every file
    /// the emit may leave (so a run killed halfway, or one that keeps no stamp, never leaves a
    /// stamp that vouches for the folder as an earlier run left it). The texts of the files to
    /// write are kept from the comparison up to ``textBudget`` bytes, and made again after.
    public func emit(
        _ files: [PendingFile], into folders: [RenderedFile.Destination: String], fingerprint: String? = nil,
        claimed: Set<String> = [], inspected: [Bool]? = nil
    ) throws -> Report {
        let targets = try Self.targets(of: files, in: folders)
        var lock: FolderLock?
        defer { lock?.release() }
        let stampProblem = folders[.generated].flatMap { BuildStamp.folderProblem(in: $0) }
        if mode == .write { lock = try lockFolders(of: targets, in: folders, stampFolderUsable: stampProblem == nil) }
        // A check takes no lock, so what the run's look before writing found (`inspected`) still
        // holds; a write looks again once it holds the lock.
        let places =
            try inspected.flatMap { mode == .write ? nil : $0 } ?? Self.inspect(files, in: folders)
        if mode == .write, recordsStamp, let generated = folders[.generated], let problem = stampProblem {
            let stampFolder = FileSystem.join(generated, BuildStamp.folderName)
            throw Failure(["refusing to write into \(stampFolder): \(problem)", "nothing was written"])
        }
        // Decide: what differs from the disk, and what to keep of it for the writes; beside it, on
        // a core of its own, what the last emit into the generated folder recorded (read before
        // this one replaces it) and which of its files are stale, which the comparison changes not.
        // Every output's path, found by its hash rather than kept as a second copy.
        let outputs = PathSet(count: targets.count) { targets[$0].path }
        let ((compared, toWrite, kept), (previous, stale)) = try compare(targets, exist: places) {
            lastEmit(of: targets, in: folders, outputs: outputs)
        }
        var (report, keptTexts) = (compared, kept)
        report.removed = stale
        var isWritten = [Bool](repeating: false, count: targets.count)
        for index in toWrite { isWritten[index] = true }
        let unchecked = Self.findLeftovers(
            of: targets, in: folders, previous: previous, isWritten: isWritten, outputs: outputs, claimed: claimed,
            into: &report)
        let handled = Self.handledIntents(of: targets, previous: previous, isWritten: isWritten)
        report.departedIntents = handled.departed
        guard mode == .write else { return report }

        // Look: every folder that receives a file, and every folder a file leaves, takes it.
        let stampFolder = folders[.generated].map { [FileSystem.join($0, BuildStamp.folderName)] } ?? []
        try Self.checkWritable(
            report.written.map { FileSystem.parent(of: $0) } + report.removed.map { FileSystem.parent(of: $0) }
                + (recordsStamp ? stampFolder : []))

        // Change: first the stamp that vouches for nothing, then the files, then the stamp.
        let changes = !report.written.isEmpty || !report.removed.isEmpty
        if changes, let generated = folders[.generated], recordsStamp || previous != nil {
            try writePendingStamp(for: targets, previous: previous, intents: handled.records, in: generated)
        }
        try Self.writeFiles(toWrite, of: targets, keptTexts: &keptTexts)
        try Self.removeStaleFiles(report.removed, inside: folders)
        // Without a fingerprint the stamp vouches for nothing, but records what was generated.
        if recordsStamp, let generated = folders[.generated] {
            try stamp(
                of: targets, intents: handled.records,
                orphans: report.orphaned.map(\.record), unchecked: unchecked, in: generated,
                fingerprint: fingerprint ?? BuildStamp.noFingerprint)
        }
        return report
    }

    /// Each file with its folder and its full path; throws for a file whose destination has no
    /// folder, or whose path would leave its folder.
    private static func targets(
        of files: [PendingFile], in folders: [RenderedFile.Destination: String]
    ) throws -> [Target] {
        let outputs = EmitOutputs(files, folders: folders)
        return try files.indices.map { index in
            let file = files[index]
            guard folders[file.destination] != nil else {
                throw Failure(description: "no folder given for \(file.destination.rawValue) files")
            }
            let path = file.path
            guard isSafeRelativePath(path) else {
                throw Failure(description: "refusing to write \(path): outputs must stay inside their folder")
            }
            return Target(outputs: outputs, index: index)
        }
    }

    /// Takes the lock of every folder the emit writes into (waiting for another run that holds
    /// it), then removes the temporary files a killed run left there: in the stamp's folder too,
    /// when it is `stampFolderUsable`.
    private func lockFolders(
        of targets: [Target], in folders: [RenderedFile.Destination: String], stampFolderUsable: Bool
    ) throws -> FolderLock {
        var used = Set(targets.map(\.folder))
        if let generated = folders[.generated] { used.insert(generated) }
        let lock: FolderLock
        do {
            lock = try FolderLock(folders: used, waiting: waiting)
        } catch {
            throw Failure([error.description])
        }
        for folder in used { Self.removeLeftoverTemporaryFiles(in: folder) }
        if let generated = folders[.generated], stampFolderUsable {
            Self.removeLeftoverTemporaryFiles(in: FileSystem.join(generated, BuildStamp.folderName))
        }
        return lock
    }

    /// Compares each target with the disk (whether it `exist`s, from ``inspect(_:)``): the report
    /// of what is written, unchanged, skipped or replaced, the indices of the targets to write,
    /// and the texts of those kept for the writes, in order while they fit in ``textBudget``.
    private func compare<Side>(
        _ targets: [Target], exist places: [Bool], alongside side: () -> Side
    ) throws -> (compared: (report: Report, toWrite: [Int], keptTexts: [Int: [UInt8]]), side: Side) {
        var report = Report()
        var toWrite: [Int] = []
        var keptTexts: [Int: [UInt8]] = [:]
        // A changed file's text, made to compare it, is kept for its write while the budget lasts.
        let (sameness, sideResult) = Self.sameness(
            of: targets, exist: places, comparing: { overwritesUserFiles || !$0.isUserOwned },
            keeping: mode == .write ? Locked(textBudget) : nil, alongside: side)
        for (index, (target, exists)) in zip(targets, places).enumerated() {
            // A user's file that is kept whatever it holds is not compared.
            let compared = try sameness[index]?.get()
            if exists {
                let same = compared?.same ?? true
                // A file of the user's is kept whatever it holds: counted the same whether or not
                // it still is the skeleton, as a run the build stamp vouches for counts it.
                if same, !target.file.isUserOwned {
                    report.unchanged.append(output: index, of: target.outputs)
                    continue
                }
                if target.file.isUserOwned {
                    guard overwritesUserFiles, !same else {
                        report.skipped.append(output: index, of: target.outputs)
                        continue
                    }
                    report.replaced.append(output: index, of: target.outputs)
                }
            }
            report.written.append(output: index, of: target.outputs)
            if !exists { report.missing.append(output: index, of: target.outputs) }
            if collectsDiffs, mode != .write {
                report.diffs.append(try Self.diff(of: target.file, at: target.path, exists: exists))
            }
            toWrite.append(index)
            // A new file is made once, when it is written; so is a file made piece by piece (made
            // again to be written) and a changed file whose text did not fit the budget.
            if let kept = compared?.kept { keptTexts[index] = kept }
        }
        return ((report, toWrite, keptTexts), sideResult)
    }

    /// Whether each target that exists and is `compared` holds its text on disk (nil for the
    /// others), each file made and compared on its own, on every core: the texts come from the
    /// plan alone, and each is dropped once compared, unless it differs and `budget` (bytes) has
    /// room for it: then it is kept for the write.
    private static func sameness<Side>(
        of targets: [Target], exist places: [Bool], comparing compared: (PendingFile) -> Bool,
        keeping budget: Locked<Int>?, alongside side: () -> Side
    ) -> (results: [Result<(same: Bool, kept: [UInt8]?), any Error>?], side: Side) {
        // Files made piece by piece are the large ones (an `.intentdefinition` is ten times its
        // YAML): they start first, so that the other cores take the many small files meanwhile
        // rather than wait for one long file at the end.
        let chosen = targets.indices.filter { places[$0] && compared(targets[$0].file) }
        let work = chosen.filter { targets[$0].file.stream != nil } + chosen.filter { targets[$0].file.stream == nil }
        let (found, sideResult) = Concurrently.map(work.count, alongside: side) { position in
            let target = targets[work[position]]
            let data = target.file.stream == nil ? target.file.text().bytes : []
            return Result { () throws -> (same: Bool, kept: [UInt8]?) in
                let same = try hasContents(of: target, data)
                guard !same, target.file.stream == nil, let budget else { return (same, nil) }
                let fits = budget.withLock { left in
                    guard data.count <= left else { return false }
                    left -= data.count
                    return true
                }
                return (same, fits ? data : nil)
            }
        }
        var results = [Result<(same: Bool, kept: [UInt8]?), any Error>?](repeating: nil, count: targets.count)
        for (position, index) in work.enumerated() { results[index] = found[position] }
        return (results, sideResult)
    }

    /// Whether the target's file on disk holds its text: `data`, or for a file made piece by
    /// piece, the pieces its stream gives.
    private static func hasContents(of target: Target, _ data: [UInt8]) throws -> Bool {
        do {
            if let stream = target.file.stream {
                return try hasContents(streamedBy: stream, at: target.path)
            }
            return try hasContents(data, at: target.path)
        } catch {
            throw Failure([error.description])
        }
    }

    /// What the last emit into the generated folder recorded, and which of its files are stale.
    /// A write keeps the whole record, to list it in the stamp it writes first; a check keeps
    /// only what it still reads, and reads only that: of the generated files, those this emit
    /// does not make under the same name (the others are not stale), and of the user's, those
    /// it does not make (else not orphaned) and handler skeletons (whose intents it reads).
    private func lastEmit(
        of targets: [Target], in folders: [RenderedFile.Destination: String], outputs: PathSet
    ) -> (previous: BuildStamp?, stale: [String]) {
        guard let generated = folders[.generated] else { return (nil, []) }
        guard mode != .write else {
            let previous = BuildStamp.read(in: generated)
            return (previous, Self.staleFiles(in: folders, generated: generated, recorded: previous, keeping: outputs))
        }
        // The user's files this emit makes again are left out (the handler skeletons kept, for
        // the intents recorded for them): most of a large set's are, and they are never made
        // into paths. The look for stale files passes over every path this emit makes anyway.
        var madeAgain: ((String) -> Bool)?
        if folders[.handler] != nil {
            let handlers = Set(
                targets.filter { $0.file.isUserOwned && $0.file.kind == .handler }.map {
                    FileSystem.lastComponent(of: $0.path)
                })
            madeAgain = { outputs.contains($0) && !handlers.contains(FileSystem.lastComponent(of: $0)) }
        }
        let previous = BuildStamp.read(
            in: generated,
            keepingGenerated: { name in
                // A name that leads out of the folder resolves first, whatever it says.
                let leavesFolder =
                    name.starts(with: "../".utf8)
                    || name.indices.dropFirst(2).contains {
                        name[$0 - 2] == UInt8(ascii: "/") && name[$0 - 1] == UInt8(ascii: ".")
                            && name[$0] == UInt8(ascii: ".")
                    }
                return leavesFolder
                    || !outputs.contains(FileSystem.join(generated, String(decoding: name, as: UTF8.self)))
            }, keepingUser: madeAgain.map { madeAgain in { !madeAgain($0) } })
        let stale = Self.staleFiles(in: folders, generated: generated, recorded: previous, keeping: outputs)
        return (previous, stale)
    }

    /// Fills in the report's orphaned user files, from what the last emit into the generated
    /// folder recorded (`previous`). Returns the user's files the stamp must keep unchecked:
    /// without a folder for the user's files, this emit cannot tell which are orphaned, and the
    /// next one that has it will.
    private static func findLeftovers(
        of targets: [Target], in folders: [RenderedFile.Destination: String], previous: BuildStamp?,
        isWritten: [Bool], outputs: PathSet, claimed: Set<String>, into report: inout Report
    ) -> [UserFileRecord] {
        guard folders[.generated] != nil else { return [] }
        var unchecked: [UserFileRecord] = []
        if let handler = folders[.handler] {
            report.orphaned = UserFiles.orphans(
                known: previous?.userFiles ?? [], in: handler, outputs: outputs, claimed: claimed
            ) {
                targets.indices.filter { targets[$0].file.isUserOwned && isWritten[$0] }.map {
                    UserFileRecord(path: targets[$0].path, origin: targets[$0].file.origin.description)
                }
            }
        } else {
            unchecked = previous?.userFiles ?? []
        }
        return unchecked
    }

    /// Before the first change: a stamp that vouches for nothing but lists every file the emit
    /// may leave, the last stamp's and this emit's, replaces the last stamp.
    private func writePendingStamp(
        for targets: [Target], previous: BuildStamp?, intents: [Int: HandledIntents], in generated: String
    ) throws {
        // Its outputs are given one at a time, as the stamp is written: not gathered into a list
        // beside the thousands of targets.
        let parts = BuildStamp.Parts(
            fingerprint: BuildStamp.noFingerprint, tool: nil, orphans: previous?.orphans ?? [],
            unchecked: previous?.unchecked ?? []
        ) { each in
            previous?.outputs.forEach(each)
            for (index, target) in targets.enumerated() {
                each(
                    BuildStamp.Output(
                        path: target.path, isUserOwned: target.file.isUserOwned, size: 0, modified: .zero,
                        origin: target.file.isUserOwned ? target.file.origin.description : "",
                        intents: intents[index] ?? HandledIntents()))
            }
        }
        try write(parts, in: generated)
    }

    /// Writes the targets at `indices`, each atomically, from its kept text (dropped once
    /// written) or made again; a user's file is flushed to the disk first.
    private static func writeFiles(_ indices: [Int], of targets: [Target], keptTexts: inout [Int: [UInt8]]) throws {
        for index in indices {
            let (target, path) = (targets[index], targets[index].path)
            do {
                try FileSystem.makeFolders(FileSystem.parent(of: path))
            } catch {
                throw Failure([error.description])
            }
            if let stream = target.file.stream {
                try writeAtomically(streamedBy: stream, to: path, flush: target.file.isUserOwned)
                continue
            }
            let data = keptTexts.removeValue(forKey: index) ?? target.file.text().bytes
            try writeAtomically(data, to: path, flush: target.file.isUserOwned)
        }
    }

    /// Removes the stale files, and each `.lproj` folder one leaves empty.
    private static func removeStaleFiles(_ stale: [String], inside folders: [RenderedFile.Destination: String]) throws {
        for path in stale {
            if unlink(path) != 0, errno != ENOENT {
                throw Failure(["cannot remove \(path): \(FileSystem.lastError)"])
            }
            removeFolderIfEmpty(FileSystem.parent(of: path), inside: folders)
        }
    }

    /// Whether the file at `path` holds `data`, and no more.
    static func hasContents(_ data: [UInt8], at path: String) throws(FileSystemError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        // A byte more than the text is asked for: a file that ends where the text does reads
        // short, so neither its size nor its end needs a call of its own.
        let (read, failure) = FileSystem.read(descriptor, upTo: data.count + 1)
        if let failure { throw FileSystemError(path: path, errno: failure) }
        guard read.count == data.count else { return false }
        return read.withUnsafeBytes { read in
            data.withUnsafeBytes { made in
                made.isEmpty || memcmp(read.baseAddress!, made.baseAddress!, made.count) == 0
            }
        }
    }

    /// Whether the file at `path` holds the bytes `stream` gives, read alongside them a piece at
    /// a time (and no further once they differ).
    static func hasContents(
        streamedBy stream: (_ sink: (ArraySlice<UInt8>) -> Void) -> Void, at path: String
    ) throws(FileSystemError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        var same = true
        var failure: Int32?
        var buffer: [UInt8] = []
        func readExactly(_ count: Int) -> Int {
            buffer = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let read = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + done, count - done) }
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno }
                if read <= 0 { break }
                done += read
            }
            return done
        }
        stream { piece in
            guard same else { return }
            same =
                readExactly(piece.count) == piece.count
                && buffer.withUnsafeBytes { read in
                    piece.withUnsafeBytes { made in memcmp(read.baseAddress!, made.baseAddress!, made.count) == 0 }
                }
        }
        if let failure { throw FileSystemError(path: path, errno: failure) }
        // The file must end where the text does.
        return same && readExactly(1) == 0
    }

    /// Records in a ``BuildStamp`` that the files of `targets`, as the emit just left them, are the
    /// outputs for `fingerprint`; the next run with the same fingerprint can then stop early.
    /// `intents` are those of the handler skeletons, by their index in `targets`; `orphans` and
    /// `unchecked` the user's files the stamp keeps besides.
    private func stamp(
        of targets: [Target], intents: [Int: HandledIntents], orphans: [UserFileRecord],
        unchecked: [UserFileRecord], in generated: String, fingerprint: String
    ) throws {
        // The size and time of every output as the emit left it (none when one is gone, and then
        // no stamp), kept apart from the entries, which are made one at a time as they are written.
        guard let statuses = BuildStamp.statuses(of: targets.lazy.map(\.path)) else {
            BuildStamp.remove(in: generated)
            return
        }
        let tool = fingerprint != BuildStamp.noFingerprint ? ToolIdentity.current(cached: nil) : nil
        let parts = BuildStamp.Parts(fingerprint: fingerprint, tool: tool, orphans: orphans, unchecked: unchecked) {
            each in
            for (index, target) in targets.enumerated() {
                var output = BuildStamp.Output(
                    path: target.path, isUserOwned: target.file.isUserOwned, size: statuses[index].size,
                    modified: statuses[index].modified)
                if output.isUserOwned {
                    output.origin = target.file.origin.description
                    output.intents = intents[index] ?? HandledIntents()
                }
                each(output)
            }
        }
        try write(parts, in: generated)
    }

    private func write(_ stamp: BuildStamp.Parts, in generated: String) throws {
        do {
            try BuildStamp.write(stamp, in: generated)
        } catch let error as FileSystemError {
            throw Failure([error.description])
        }
    }

    // MARK: Looking before writing

    /// Whether each output exists now (true) or is missing (false); throws every problem found:
    /// only a path that does not exist counts as missing, and nothing is written through a link.
    /// `files` go into the folders of their destinations (`folders`), read in place: a large
    /// target's list is not copied with a folder beside each file.
    static func inspect(_ files: [PendingFile], in folders: [RenderedFile.Destination: String]) throws -> [Bool] {
        var problems: [String] = []
        var checkedFolders = Set<String>()
        let outputs = EmitOutputs(files, folders: folders)
        for folder in Set(files.indices.map(outputs.folder)).sorted() {
            if let problem = FileSystem.folderProblem(folder) { problems.append(problem) }
        }
        guard problems.isEmpty else { throw Failure(problems + ["nothing was written"]) }
        // The folders between an output folder and its files (`Base.lproj`), each looked at once,
        // for the first file in it; then each file, on every core (a large target has thousands).
        var folderProblems: [[String]] = []
        for (index, file) in files.enumerated() {
            var found: [String] = []
            var inner = outputs.folder(index)
            for part in file.path.pathComponents().dropLast() {
                inner = FileSystem.join(inner, String(part))
                guard checkedFolders.insert(inner).inserted else { continue }
                if let problem = innerFolderProblem(inner) { found.append(problem) }
            }
            folderProblems.append(found)
        }
        let looks = Concurrently.map(files.count) { index in
            look(at: outputs.path(index), files[index])
        }
        var exists: [Bool] = []
        for (found, look) in zip(folderProblems, looks) {
            problems += found
            if let problem = look.problem { problems.append(problem) }
            exists.append(look.exists)
        }
        guard problems.isEmpty else { throw Failure(problems + ["nothing was written"]) }
        return exists
    }

    /// Why nothing may be written into `folder`, a folder between an output folder and a file: a
    /// link there would send the write elsewhere. Nil when it is a folder or missing.
    private static func innerFolderProblem(_ folder: String) -> String? {
        switch Result(catching: { () throws(FileSystemError) in try FileSystem.entry(at: folder) }) {
        case .success(.missing), .success(.directory): nil
        case .success(.link):
            "refusing to write into \(folder): it is a symbolic link, and outputs must stay inside their folder"
        case .success: "cannot write into \(folder): it exists and is not a folder"
        case .failure(let error): error.description
        }
    }

    /// Whether the output `file` at `path` exists (only a path that does not exist is missing),
    /// and why it cannot be replaced, if it cannot.
    private static func look(at path: String, _ file: PendingFile) -> (exists: Bool, problem: String?) {
        do throws(FileSystemError) {
            switch try FileSystem.entry(at: path) {
            case .missing:
                return (false, nil)
            case .file:
                try readable(path)
                return (true, nil)
            case .link where file.isUserOwned:
                // A user's file may be a link to where they keep it; it must lead to a file.
                guard try FileSystem.entry(at: path, followingLinks: true) == .file else {
                    throw FileSystemError(path: path, reason: "it is a symbolic link that leads to no file")
                }
                try readable(path)
                return (true, nil)
            case let other:
                throw FileSystemError(path: path, reason: other.notAFileReason, doing: "cannot replace")
            }
        } catch {
            return (true, error.description)
        }
    }

    /// Throws unless this process may read the file at `path` (a regular file, or the file a
    /// user's link leads to): the permission check of opening it, with the process's effective
    /// ids, in one call instead of an open and a close for each of thousands of outputs.
    private static func readable(_ path: String) throws(FileSystemError) {
        guard faccessat(AT_FDCWD, path, R_OK, AT_EACCESS) == 0 else {
            throw FileSystemError(path: path, errno: errno)
        }
    }

    // MARK: Temporary files

    /// Whether `name` is one of intentgen's temporary names (`.<name>.intentgen-<id>.tmp`).
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".intentgen-")
    }

    /// Temporary files a killed run left behind. Called only while this run holds the folder's
    /// lock, so no other run is writing there; only regular files with intentgen's temporary
    /// names are removed, never a folder or a link that happens to match.
    static func removeLeftoverTemporaryFiles(in folder: String) {
        for name in FileSystem.names(in: folder) where isTemporaryName(name) {
            let path = FileSystem.join(folder, name)
            if (try? FileSystem.entry(at: path)) == .file { unlink(path) }
        }
    }

    /// A temporary name beside `path` that no other run picks: the process ID alone is not
    /// enough (two containers sharing a workspace both run as process 1), so 64 random bits follow.
    static func temporaryPath(for path: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let name = ".\(FileSystem.lastComponent(of: path)).intentgen-\(getpid())-\(random).tmp"
        return FileSystem.join(FileSystem.parent(of: path), name)
    }

    /// A relative path of plain names (`Base.lproj/Intents.intentdefinition`): no `..`, no
    /// absolute path, no hidden or empty component (`a//b`, `/a`, `a/`), no `\\`, so nothing is
    /// written outside the folder. Read on its bytes, as the file system reads a name, in one
    /// pass: every output's path is checked several times a run.
    static func isSafeRelativePath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            var atPartStart = true
            for byte in bytes {
                if byte == UInt8(ascii: "\\") { return false }
                if atPartStart, byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return false }
                atPartStart = byte == UInt8(ascii: "/")
            }
            return !atPartStart
        }
    }

    /// Writes `data` to a temporary file beside `path` and renames it over `path`, so readers see
    /// the old file or the new one, never a part of either; with `flush`, the data reaches the
    /// disk before the rename.
    public static func writeAtomically(_ data: [UInt8], to path: String, flush: Bool) throws {
        try writeAtomically(streamedBy: { sink in sink(data[...]) }, to: path, flush: flush)
    }

    /// ``writeAtomically(_:to:flush:)`` for a file whose bytes `stream` gives in pieces.
    static func writeAtomically(
        streamedBy stream: (_ sink: (ArraySlice<UInt8>) -> Void) -> Void, to path: String, flush: Bool
    ) throws {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write \(temporary): \(FileSystem.lastError)")
        }
        var failed: String?
        stream { piece in
            guard failed == nil else { return }
            failed = piece.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor) }
        }
        if failed == nil, flush, fsync(descriptor) != 0 { failed = FileSystem.lastError }
        close(descriptor)
        if failed == nil, rename(temporary, path) != 0 { failed = FileSystem.lastError }
        if let failed {
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(failed)")
        }
    }
}

/// The C library's `read`, under a name no local function hides.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
