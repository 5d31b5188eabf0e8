/// The files one emit writes, and the folder each destination stands for (nil: the destination's
/// name, for a check before folders are known).
public struct OutputBatch: Sendable {
    public var files: [PendingFile]
    public var folders: [RenderedFile.Destination: String]?

    public init(files: [PendingFile], folders: [RenderedFile.Destination: String]?) {
        self.files = files
        self.folders = folders
    }
}

extension OutputNames {
    // MARK: Paths
    //
    // Each path must be a plain relative path whose parts a file system takes (at most 255 bytes
    // a part, no control characters, no `:` or `\`), and no two outputs, in any folder, of any
    // target, may be one file. Paths are compared whole (folder and name) and case-insensitively,
    // because the file systems most Macs use do not tell `Foo.swift` from `FOO.swift`: a generated
    // file that takes the place of a user's handler, or two outputs of which only one would
    // survive, are errors at the definitions that cause them.

    /// The longest file name, in UTF-8 bytes, that Linux and macOS file systems take.
    static let maximumNameBytes = 255
    /// The longest path, in UTF-8 bytes, that macOS takes (`PATH_MAX`).
    static let maximumPathBytes = 1024

    /// Checks the paths of the batches together; returns each batch's files without the ones reported (a
    /// rejected file is left out, so the run reports it once and writes nothing of it).
    public static func checkPaths(_ batches: [OutputBatch], diagnostics: any DiagnosticCollector) -> [[PendingFile]] {
        var owners = PathOwners()
        var result: [[PendingFile]] = []
        // Each folder is resolved once (a `realpath`, a system call per part of the path), not
        // once for each of the thousands of files in it: nothing is written during the check.
        var resolvedFolders: [String: String] = [:]
        for (batchIndex, batch) in batches.enumerated() {
            // A batch's own list is returned when nothing is left out; a copy is made only at the
            // first file that is.
            var kept: [PendingFile]? = nil
            for (index, file) in batch.files.enumerated() {
                func leaveOut() {
                    if kept == nil { kept = Array(batch.files[..<index]) }
                }
                let folder = destinationFolder(of: file, in: batch)
                // An output of a backend's declarations makes its path each time it is asked.
                let path = file.path
                let full = FileSystem.join(folder, path)
                if let problem = pathProblem(path, fullPath: full) {
                    diagnostics.emit(
                        .error(
                            .invalidName, "\(file.origin.description) would be written to \(full), but \(problem)",
                            at: file.origin.location, hint: "shorten the name (or the class prefix)"))
                    leaveOut()
                    continue
                }
                var resolvedFolder: String?
                if batch.folders != nil {
                    resolvedFolder = resolvedFolders[folder] ?? FileSystem.resolved(folder)
                    resolvedFolders[folder] = resolvedFolder
                }
                let key = comparisonKey(full, resolvedFolder: resolvedFolder, path)
                let owner = owners.claim(key, by: PathOwners.Place(batch: batchIndex, file: index)) { place in
                    let batch = batches[place.batch]
                    let owner = batch.files[place.file]
                    let folder = destinationFolder(of: owner, in: batch)
                    return comparisonKey(
                        FileSystem.join(folder, owner.path),
                        resolvedFolder: batch.folders == nil ? nil : resolvedFolders[folder], owner.path)
                }
                if let owner {
                    // A duplicate is dropped once reported, so a later check (with the real
                    // folders) never reports it again.
                    reportPath(
                        file, full: full, owner: batches[owner.batch].files[owner.file].origin, diagnostics: diagnostics
                    )
                    leaveOut()
                    continue
                }
                kept?.append(file)
            }
            result.append(kept ?? batch.files)
        }
        return result
    }

    /// The folder `file` of `batch` is written to (its destination's name before folders are known).
    private static func destinationFolder(of file: PendingFile, in batch: OutputBatch) -> String {
        batch.folders.map { $0[file.destination] ?? "" } ?? file.destination.rawValue
    }

    private static func reportPath(
        _ file: PendingFile, full: String, owner: OutputOrigin, diagnostics: any DiagnosticCollector
    ) {
        // The message starts with, and points at, a definition when one of the two has a place.
        let (first, second) =
            file.origin.location == nil && owner.location != nil ? (owner, file.origin) : (file.origin, owner)
        let message =
            first.description == second.description
            ? "\(first.description) is generated twice into \(full)"
            : "\(first.description) and \(second.description) would both be written to \(full)"
        var notes: [Diagnostic.Note] = []
        if let location = second.location, location != first.location {
            notes.append(Diagnostic.Note("\(second.description) is declared here", at: location))
        }
        diagnostics.emit(
            .error(
                .duplicateName, message, at: first.location,
                hint: "rename one of them; names that differ only in case are one file on macOS", notes: notes))
    }

    /// Why `path` (under its folder, `fullPath`) cannot be written, or nil when it can.
    static func pathProblem(_ path: String, fullPath: String) -> String? {
        guard Emitter.isSafeRelativePath(path) else { return "outputs must be plain names inside their folder" }
        for part in path.pathComponents() {
            if part.utf8.count > maximumNameBytes {
                return
                    "the name `\(part.prefix(40))…` is \(part.utf8.count) bytes long, more than the \(maximumNameBytes) file systems take"
            }
            if part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == ":" }) {
                return "a file name cannot hold control characters or `:`"
            }
        }
        if fullPath.utf8.count > maximumPathBytes {
            return "the path is \(fullPath.utf8.count) bytes long, more than the \(maximumPathBytes) macOS takes"
        }
        return nil
    }

    /// The path as a key that is equal for two paths naming one file on a case-insensitive file
    /// system: the folder made absolute and resolved when it exists (`resolvedFolder`, nil before
    /// folders are known), the whole path case-folded.
    private static func comparisonKey(_ full: String, resolvedFolder: String?, _ path: String) -> String {
        guard let resolvedFolder else { return full.lowercased() }
        return FileSystem.join(resolvedFolder, path).lowercased()
    }
}

/// The file that claimed each path of a check, found by the hash of the path's key
/// (``OutputNames/comparisonKey``, ``HashOwners``): a large target has tens of thousands of
/// outputs, and a table of their case-folded paths would hold a second copy of every path while
/// planning holds the rest.
struct PathOwners {
    /// A file of the check: its batch, and its place in the batch.
    struct Place: Equatable {
        var batch: Int
        var file: Int
    }

    private var owners = HashOwners<Place>()

    /// Records that `place` writes the file `key` names; returns the place that already does,
    /// if any (and then records nothing). `keyOf` makes the key of an earlier place; `hash` is
    /// the key's (its `hashValue`, unless a test gives two keys one hash).
    mutating func claim(
        _ key: String, hash: Int? = nil, by place: Place, key keyOf: (Place) -> String
    ) -> Place? {
        owners.claim(hash: hash ?? key.hashValue, by: place) { keyOf($0) == key }
    }
}
