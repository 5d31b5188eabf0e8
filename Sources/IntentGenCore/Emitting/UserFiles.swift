/// A file intentgen wrote once for the user to fill in (a query, a `perform()`, the handler
/// skeleton), as the build stamp remembers it: where it is and what it was written for.
public struct UserFileRecord: Sendable, Hashable {
    /// The file's path, as the run that wrote it named it (its folder joined with its name).
    public var path: String
    /// What it was written for (``OutputOrigin/description``: ``type `Place` ``); empty when
    /// not known (a stamp of version 2, which did not record it).
    var origin: String

    public init(path: String, origin: String) {
        self.path = path
        self.origin = origin
    }
}

/// A user-owned file whose declaration is gone: intentgen wrote it for a definition that the
/// definitions no longer have, so the code in it refers to types that are no longer generated.
/// It is the user's, so it is never deleted or changed; each run reports it (a warning) while it
/// is there.
public struct OrphanedUserFile: Sendable, Hashable {
    public var record: UserFileRecord
    /// User-owned files this run writes (or would write) for new declarations of the same kind:
    /// where the code goes when the declaration was renamed.
    var newFiles: [UserFileRecord]

    init(_ record: UserFileRecord, newFiles: [UserFileRecord] = []) {
        self.record = record
        self.newFiles = newFiles
    }

    /// The `orphaned-user-file` warning at the start of the file.
    public var diagnostic: Diagnostic {
        let origin = record.origin
        let what =
            origin.isEmpty
            ? "a declaration the definitions no longer have" : "\(origin), which the definitions no longer declare"
        let notes = newFiles.map { file in
            Diagnostic.Note(
                "new in this run, for \(file.origin.isEmpty ? "a new declaration" : file.origin): "
                    + "if \(origin.isEmpty ? "the declaration" : origin) was renamed, move your code here",
                at: .startOf(file.path))
        }
        return .warning(
            .orphanedUserFile,
            "written by intentgen for \(what): kept, as it is yours, but it refers to code that is no longer generated and will not compile",
            at: .startOf(record.path),
            hint:
                "delete it, or move the code you keep into another file; intentgen warns about it as long as it is here",
            notes: notes)
    }
}

extension BuildStamp {
    /// Every user-owned file the stamp knows of: the run's own, its orphans and those carried over.
    var userFiles: [UserFileRecord] {
        outputs.filter(\.isUserOwned).map { UserFileRecord(path: $0.path, origin: $0.origin) } + orphans + unchecked
    }

    /// The stamp's orphans that are still on disk, for a run the stamp lets stop early.
    public var orphansOnDisk: [OrphanedUserFile] {
        orphans.filter { UserFiles.isOnDisk($0.path) }.map { OrphanedUserFile($0) }
    }
}

/// How the emit stage tells which of the user's files it wrote for declarations that are gone.
///
/// The build stamp lists the user-owned files of the run that wrote it (and the orphans it
/// found). A file the last stamp knows of is orphaned when this run does not make it although it
/// makes files in its folder, and it is still on disk (a file, or a link). Only a file directly
/// in the folder the run writes the user's files into counts, as for stale generated files.
/// Paths are compared as the file system resolves them (`Handler`, `./Handler` and
/// `$PWD/Handler` are one folder), and a file this run makes under another spelling of its name
/// (a case-insensitive file system's `FOOQuery.swift` for `FooQuery.swift`) is not an orphan.
enum UserFiles {
    /// The files `previous` knows of in `folder` that are not among `outputs` (every output of
    /// the run, in every folder, full paths) nor `claimed` (user files other targets of the run
    /// make), and are on disk; sorted by path, with the new user files of the same kind
    /// (`newFiles`, from this run's `written`, made when an orphan is found) as hints.
    static func orphans(
        known previous: [UserFileRecord], in folder: String, outputs: PathSet, claimed: Set<String> = [],
        newFiles: () -> [UserFileRecord] = { [] }
    ) -> [OrphanedUserFile] {
        guard !previous.isEmpty else { return [] }
        var resolver = Resolver()
        let resolvedFolder = FileSystem.resolved(folder)
        let prefix = resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/"
        // Every output as it resolves, made once a record is not found as it is spelled.
        var resolvedOutputs: Set<String>?
        var madeIdentities: Set<FileIdentity>?
        var newRecords: [UserFileRecord]?
        var seen = Set<String>()
        return previous.compactMap { record -> OrphanedUserFile? in
            // A file the run makes under the spelling the stamp has is no orphan: most are, and
            // they are seen without resolving a path.
            if outputs.contains(record.path) || claimed.contains(record.path) { return nil }
            let resolved = resolver.resolve(record.path)
            guard resolved.hasPrefix(prefix) else { return nil }
            let name = String(resolved.dropFirst(prefix.count))
            let path = FileSystem.join(folder, name)
            let made =
                resolvedOutputs
                ?? Set(outputs.paths.map { resolver.resolve($0) }).union(claimed.map { resolver.resolve($0) })
            resolvedOutputs = made
            guard Emitter.isSafeRelativePath(name), !name.contains("/"), !made.contains(resolved),
                seen.insert(resolved).inserted, isOnDisk(path), let identity = FileIdentity(linkAt: path)
            else { return nil }
            let identities =
                madeIdentities
                ?? Set(
                    outputs.paths.filter { FileSystem.parent(of: $0) == folder }.compactMap {
                        FileIdentity(linkAt: $0)
                    })
            madeIdentities = identities
            guard !identities.contains(identity) else { return nil }
            let kind = record.origin.split(separator: " ").first
            let fresh = newRecords ?? newFiles()
            newRecords = fresh
            let successors = fresh.filter { kind != nil && $0.origin.split(separator: " ").first == kind }
            return OrphanedUserFile(UserFileRecord(path: path, origin: record.origin), newFiles: successors)
        }
        .sorted { $0.record.path < $1.record.path }
    }

    /// Resolves paths with one `realpath` per folder.
    struct Resolver {
        private var folders: [String: String] = [:]

        mutating func resolve(_ path: String) -> String {
            let parent = FileSystem.parent(of: path)
            let resolved: String
            if let known = folders[parent] {
                resolved = known
            } else {
                resolved = FileSystem.resolved(parent)
                folders[parent] = resolved
            }
            return FileSystem.join(resolved, FileSystem.lastComponent(of: path))
        }
    }

    /// Whether a user's file is at `path`: a file, or a link (where they keep it).
    static func isOnDisk(_ path: String) -> Bool {
        switch try? FileSystem.entry(at: path) {
        case .file, .link: true
        default: false
        }
    }
}
