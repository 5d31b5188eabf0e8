#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads the definitions files a command names: files as given, and every
/// `*.intents.yml` / `*.intents.yaml` below a folder, in a stable order.
///
/// Anything that cannot be read is an `io` error that names the path and says why: a missing
/// path, a folder or subfolder that cannot be listed, a link loop, a FIFO or device named as an
/// input (refused at once, never waited on). A run that cannot read all of its input must not
/// go on as if the unread part did not exist: generation would delete its earlier outputs as stale.
public struct InputDiscovery: Sendable {
    static let suffixes = [".intents.yml", ".intents.yaml"]

    /// Files larger than this are reported without being read (the loader's limit).
    public var maximumFileSize = YAMLLoader.Limits().maximumFileSize
    /// How many files and folders one folder scan looks at before it stops with a `limit`
    /// error: a folder named by mistake (`sources: /`, a home folder) would otherwise be
    /// crawled in every build.
    var maximumFolderEntries = 500_000

    public init() {}

    /// Reads the inputs; problems become `io` diagnostics.
    public func collect(_ paths: [String], diagnostics: any DiagnosticCollector) -> [InputFile] {
        var files: [InputFile] = []
        var seen = Set<String>()
        let here = FileSystem.currentFolder
        for path in paths {
            let kind: FileSystem.Entry
            do {
                kind = try FileSystem.entry(at: path, followingLinks: true)
            } catch {
                diagnostics.emit(.error(.io, error.description, at: nil))
                continue
            }
            if kind == .missing {
                diagnostics.emit(.error(.io, "no such file or folder: \(path)", at: nil))
                continue
            }
            let found = kind == .directory ? definitionFiles(in: path, diagnostics: diagnostics) : [path]
            if kind == .directory, found.isEmpty {
                diagnostics.emit(
                    .warning(
                        .io, "no definitions files (*.intents.yml) in \(path)", at: nil))
            }
            for file in found where seen.insert(normalized(file, from: here)).inserted {
                // A file over the size limit is an error without being read: reading it first
                // would take as much memory as it is large.
                if let size = Self.size(of: file), size > maximumFileSize {
                    diagnostics.emit(
                        .error(
                            .yamlLimit, YAMLLoader.tooLarge(size, limit: maximumFileSize), at: .startOf(file)))
                    continue
                }
                do {
                    files.append(
                        InputFile(path: file, contents: try FileSystem.readFile(file, atMost: maximumFileSize)))
                } catch {
                    diagnostics.emit(.error(.io, error.description, at: nil))
                }
            }
        }
        return files
    }

    /// The definitions files below a folder, sorted by path. Hidden files and folders (`.build`,
    /// `.git`) are skipped, and linked folders are not entered, so a link cycle cannot loop. A
    /// folder that cannot be listed is an error, and so is a definitions file that is no file,
    /// and a folder with more than ``maximumFolderEntries`` entries below it.
    public func definitionFiles(in folder: String, diagnostics: any DiagnosticCollector) -> [String] {
        var result: [String] = []
        var pending = [folder]
        var entries = 0
        while let current = pending.popLast() {
            let names: [String]
            do {
                names = try FileSystem.listFolder(current)
            } catch {
                diagnostics.emit(.error(.io, error.description, at: nil))
                continue
            }
            entries += names.count
            if entries > maximumFolderEntries {
                diagnostics.emit(
                    .error(
                        .limit,
                        "\(folder) holds more than \(maximumFolderEntries) files and folders; intentgen stopped looking for definitions files there",
                        at: nil, hint: "name the folders (or files) that hold the definitions"))
                return []
            }
            for name in names where !name.hasPrefix(".") {
                let path = FileSystem.join(current, name)
                if Self.suffixes.contains(where: name.hasSuffix) {
                    // Linked files are read where they lead; a definitions name on anything
                    // else (a folder, a FIFO, a dangling link) is reported, not skipped.
                    result.append(path)
                } else if (try? FileSystem.entry(at: path)) == .directory {
                    pending.append(path)
                }
            }
        }
        return result.sorted()
    }

    /// The size of the regular file at `path`, or nil when there is none.
    static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The path from the root, with `.` and `..` resolved as written (``FileSystem/normalized(_:)``):
    /// two spellings of one file (`a.yml`, `./a.yml`) are read once.
    private func normalized(_ path: String, from here: String) -> String {
        FileSystem.normalized(path.hasPrefix("/") ? path : FileSystem.join(here, path))
    }
}
