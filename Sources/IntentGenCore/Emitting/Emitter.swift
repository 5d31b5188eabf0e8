import Foundation

/// The emit stage, the only one that touches the disk.
///
/// Writes are atomic (a temporary file in the same folder, then `rename`), unchanged files are
/// left alone so their modification times stay, user-owned files are written only when missing
/// (or forced), and generated files that no longer correspond to a definition are removed — but
/// only files that carry intentgen's banner.
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
        var report = Report()
        if mode == .write {
            for folder in Set(folders.values) { Self.removeLeftoverTemporaryFiles(in: folder) }
        }
        for file in files {
            guard let folder = folders[file.destination] else {
                throw Failure(description: "no folder given for \(file.destination.rawValue) files")
            }
            guard Self.isSafeRelativePath(file.path) else {
                throw Failure(description: "refusing to write \(file.path): outputs must stay inside their folder")
            }
            let path = (folder as NSString).appendingPathComponent(file.path)
            let data = Data(file.contents.utf8)
            if let existing = FileManager.default.contents(atPath: path) {
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
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Self.writeAtomically(data, to: path)
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

    /// Files intentgen generated earlier into `folder` that are not among `kept`.
    private func staleFiles(in folder: String, keeping kept: Set<String>) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { name in
            guard !kept.contains(name), name.hasSuffix(".swift") || name.hasSuffix(".plist") else { return false }
            let path = (folder as NSString).appendingPathComponent(name)
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
            return head.contains(IntentsSwiftRenderer.banner)
        }.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// A relative path of plain names (`Base.lproj/Intents.intentdefinition`): no `..`, no
    /// absolute path, no hidden or empty component, so nothing is written outside the folder.
    /// Temporary files a killed run left behind (`.<name>.intentgen-<pid>.tmp`); only ours are touched.
    static func removeLeftoverTemporaryFiles(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".intentgen-") {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    static func isSafeRelativePath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.contains("\\")
            && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it, and renames it over `path`,
    /// so readers see the old file or the new one, never a part of either.
    static func writeAtomically(_ data: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).intentgen-\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        var failed: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
        if failed == nil, fsync(descriptor) != 0 { failed = String(cString: strerror(errno)) }
        close(descriptor)
        if failed == nil, rename(temporary, path) != 0 { failed = String(cString: strerror(errno)) }
        if let failed {
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(failed)")
        }
    }
}
