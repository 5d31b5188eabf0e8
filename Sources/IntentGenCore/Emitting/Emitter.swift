#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The emit stage, the only one that touches the disk.
///
/// Writes are atomic (a temporary file in the same folder, then `rename`), so a killed run leaves
/// each file old or new, never torn. Unchanged files are left alone so their modification times
/// stay; user-owned files are written only when missing (or forced); and generated files that no
/// longer correspond to a definition are removed, but only files that carry intentgen's banner.
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
        public var written: [String] = []
        public var unchanged: [String] = []
        /// User-owned files that exist and were left alone.
        public var skipped: [String] = []
        public var removed: [String] = []

        public init() {}

        /// Whether the disk differs from what generation would produce (for `--check`).
        public var isOutdated: Bool { !written.isEmpty || !removed.isEmpty }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var mode: Mode
    /// Overwrite user-owned files too.
    public var force: Bool

    public init(mode: Mode = .write, force: Bool = false) {
        self.mode = mode
        self.force = force
    }

    /// Emits `files` into the folders given for their destinations.
    public func emit(_ files: [RenderedFile], into folders: [RenderedFile.Destination: String]) throws -> Report {
        try emit(files.map(PendingFile.init), into: folders)
    }

    /// Emits `files`, making each one's text only when its turn comes and letting it go after,
    /// so memory holds one output's text at a time.
    public func emit(_ files: [PendingFile], into folders: [RenderedFile.Destination: String]) throws -> Report {
        var report = Report()
        if mode == .write {
            for folder in Set(folders.values) { Self.removeLeftoverTemporaryFiles(in: folder) }
        }
        var createdFolders = Set<String>()
        for pending in files {
            guard let folder = folders[pending.destination] else {
                throw Failure(description: "no folder given for \(pending.destination.rawValue) files")
            }
            guard Self.isSafeRelativePath(pending.path) else {
                throw Failure(description: "refusing to write \(pending.path): outputs must stay inside their folder")
            }
            let path = FileSystem.join(folder, pending.path)
            let file = pending.rendered()
            let data = Array(file.contents.utf8)
            if let existing = FileSystem.contents(of: path) {
                if existing == data {
                    report.unchanged.append(path)
                    continue
                }
                if file.isUserOwned, !force {
                    report.skipped.append(path)
                    continue
                }
            }
            report.written.append(path)
            if mode == .write {
                let parent = FileSystem.parent(of: path)
                if !parent.isEmpty, createdFolders.insert(parent).inserted {
                    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                }
                try Self.writeAtomically(data, to: path, flush: file.isUserOwned)
            }
        }
        if let generated = folders[.generated] {
            let kept = Set(files.filter { $0.destination == .generated }.map(\.path))
            for stale in try staleFiles(in: generated, keeping: kept) {
                report.removed.append(stale)
                if mode == .write { try FileManager.default.removeItem(atPath: stale) }
            }
        }
        return report
    }

    /// Records in a ``BuildStamp`` that `files`, as ``emit(_:into:)`` just left them in
    /// `folders`, are the outputs for `fingerprint`; the next run with the same fingerprint can
    /// then stop early. Without a folder for generated files there is nothing to record.
    public func stamp(_ files: [PendingFile], into folders: [RenderedFile.Destination: String], fingerprint: String) throws {
        guard mode == .write, let generated = folders[.generated] else { return }
        let outputs = files.compactMap { file in
            folders[file.destination].map { (FileSystem.join($0, file.path), file.isUserOwned) }
        }
        if let stamp = BuildStamp.record(fingerprint: fingerprint, outputs: outputs) {
            try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
            try stamp.write(in: generated)
        } else {
            BuildStamp.remove(in: generated)
        }
    }

    /// Files intentgen generated earlier into `folder` that are not among `kept`.
    private func staleFiles(in folder: String, keeping kept: Set<String>) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { name in
            guard !kept.contains(name), name.hasSuffix(".swift") || name.hasSuffix(".plist") else { return false }
            return Self.head(of: FileSystem.join(folder, name)).contains(IntentsSwiftRenderer.banner)
        }.map { FileSystem.join(folder, $0) }
    }

    /// The first 512 bytes of a file, as text (empty when it cannot be read).
    private static func head(of path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 512) }
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }

    /// Temporary files a killed run left behind (`.<name>.intentgen-<pid>.tmp`); only ours are touched.
    static func removeLeftoverTemporaryFiles(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".intentgen-") {
            try? FileManager.default.removeItem(atPath: FileSystem.join(folder, name))
        }
    }

    /// A relative path of plain names (`Base.lproj/Intents.intentdefinition`): no `..`, no
    /// absolute path, no hidden or empty component, so nothing is written outside the folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        let components = path.pathComponents(omittingEmpty: false)
        return !path.isEmpty && !path.contains("\\")
            && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// Writes `data` to a temporary file beside `path` and renames it over `path`, so readers see
    /// the old file or the new one, never a part of either; with `flush`, the data reaches the
    /// disk before the rename.
    static func writeAtomically(_ data: [UInt8], to path: String, flush: Bool) throws {
        let temporary = FileSystem.join(
            FileSystem.parent(of: path), ".\(FileSystem.lastComponent(of: path)).intentgen-\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write \(temporary): \(FileSystem.lastError)")
        }
        var failed = data.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor) }
        if failed == nil, flush, fsync(descriptor) != 0 { failed = FileSystem.lastError }
        close(descriptor)
        if failed == nil, rename(temporary, path) != 0 { failed = FileSystem.lastError }
        if let failed {
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(failed)")
        }
    }
}
