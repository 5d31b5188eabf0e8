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

/// Finds and reads the definitions files a command names: files as given, and every
/// `*.intents.yml` / `*.intents.yaml` below a folder, in a stable order.
public struct InputDiscovery: Sendable {
    public static let suffixes = [".intents.yml", ".intents.yaml"]

    /// Files larger than this are reported without being read (the loader's limit).
    public var maximumFileSize = YAMLLoader.Limits().maximumFileSize

    public init() {}

    /// Reads the inputs; problems (a missing path, an unreadable file) become `io` diagnostics.
    public func collect(_ paths: [String], diagnostics: any DiagnosticCollector) -> [InputFile] {
        var files: [InputFile] = []
        var seen = Set<String>()
        for path in paths {
            guard let kind = FileSystem.kind(of: path) else {
                diagnostics.emit(.error(.io, "no such file or folder: \(path)", at: nil))
                continue
            }
            let found = kind == .directory ? definitionFiles(in: path) : [path]
            if kind == .directory, found.isEmpty {
                diagnostics.emit(.warning(
                    .io, "no definitions files (*.intents.yml) in \(path)", at: nil))
            }
            for file in found where seen.insert(normalized(file)).inserted {
                // A file over the size limit is an error without being read: reading it first
                // would take as much memory as it is large.
                if let size = Self.size(of: file), size > maximumFileSize {
                    diagnostics.emit(.error(
                        .yamlLimit, YAMLLoader.tooLarge(size, limit: maximumFileSize), at: .startOf(file)))
                    continue
                }
                guard let bytes = FileSystem.contents(of: file) else {
                    diagnostics.emit(.error(.io, "cannot read \(file)", at: nil))
                    continue
                }
                files.append(InputFile(path: file, contents: bytes))
            }
        }
        return files
    }

    /// The definitions files below a folder, sorted by path. Hidden files and folders (`.build`,
    /// `.git`) are skipped, and linked folders are not entered, so a link cycle cannot loop.
    func definitionFiles(in folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = FileSystem.join(current, name)
                if Self.suffixes.contains(where: name.hasSuffix) {
                    if FileSystem.kind(of: path) == .file { result.append(path) }
                } else if FileSystem.kind(of: path, followingLinks: false) == .directory {
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

    private func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
