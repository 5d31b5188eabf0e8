import Foundation

/// Finds and reads the definitions files a command names: files as given, and every
/// `*.intents.yml` / `*.intents.yaml` below a folder, in a stable order.
public struct InputDiscovery: Sendable {
    public static let suffixes = [".intents.yml", ".intents.yaml"]

    public init() {}

    /// Reads the inputs; problems (a missing path, an unreadable file) become `io` diagnostics.
    public func collect(_ paths: [String], diagnostics: any DiagnosticCollector) -> [InputFile] {
        var files: [InputFile] = []
        var seen = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.emit(.error(.io, "no such file or folder: \(path)", at: nil))
                continue
            }
            let found = isDirectory.boolValue ? definitionFiles(in: path) : [path]
            if isDirectory.boolValue, found.isEmpty {
                diagnostics.emit(.warning(
                    .io, "no definitions files (*.intents.yml) in \(path)", at: nil))
            }
            for file in found where seen.insert(normalized(file)).inserted {
                guard let data = manager.contents(atPath: file) else {
                    diagnostics.emit(.error(.io, "cannot read \(file)", at: nil))
                    continue
                }
                files.append(InputFile(path: file, contents: Array(data)))
            }
        }
        return files
    }

    /// The definitions files below a folder, sorted by path; hidden folders and `.build` are skipped.
    func definitionFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if Self.suffixes.contains(where: name.hasSuffix) {
                result.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return result.sorted()
    }

    private func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
