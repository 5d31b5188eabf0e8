/// The per-definitions-file layout: everything generated from one definitions file in one Swift
/// file named by ``PluginOutputNames``, as a build-tool plugin needs (its outputs must be known
/// from the inputs alone). User-owned files have no place in it.
public struct PerFileLayout: Sendable {
    /// The folder definitions paths are relative to (the target's folder).
    public var sourcesRoot: String
    /// Folders of generated definitions files (a build system's output tree, such as Bazel's
    /// `bazel-out/k8-fastbuild/bin`): a file below one is named by its name alone, as a file
    /// outside the sources root is, even where the sources root is the current folder.
    public var generatedRoots: [String]

    public init(sourcesRoot: String, generatedRoots: [String] = []) {
        self.sourcesRoot = sourcesRoot
        self.generatedRoots = generatedRoots
    }

    /// Combines the generated files of each definitions file into one.
    public func combine(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        pendingFiles(plan, diagnostics: diagnostics).map { $0.rendered() }
    }

    /// ``combine(_:diagnostics:)``, each file named with the definitions file it comes from, its
    /// text made when the emitter asks for it: one banner of its own, then the body of each
    /// generated output (``OutputText``) of the backends that work per definitions file.
    public func pendingFiles(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [PendingFile] {
        var result: [PendingFile] = []
        for declarations in plan.declarations {
            let file = declarations.file
            let outputs = plan.namedOutputs(of: declarations).filter {
                $0.destination == .generated && $0.ownership == .generated
            }
            // The parts are checked as the usual layout checks them, each file's on its own.
            let parts =
                OutputNames.checkPaths([OutputBatch(files: outputs, folders: nil)], diagnostics: diagnostics).first
                ?? []
            let name = PluginOutputNames.swiftFile(forDefinitionsAt: relativePath(file.path))
            let origin = OutputOrigin("the definitions file \(file.path)", at: .startOf(file.path))
            result.append(
                PendingFile(destination: .generated, path: name, ownership: .generated, origin: origin) {
                    var contents =
                        "// \(name)\n// \(IntentsSwiftRenderer.banner)\n// Source: \(file.fileName.commentSafe)\n"
                    for part in parts {
                        contents += "\n// MARK: - \(part.path)\n\n" + part.text().body
                    }
                    return OutputText(body: contents)
                })
        }
        return result
    }

    func relativePath(_ path: String) -> String {
        /// `path` without its leading `./`s.
        func trimmed(_ path: String) -> Substring {
            var text = Substring(path)
            while text.hasPrefix("./") { text = text.dropFirst(2) }
            return text
        }
        let relative = trimmed(path)
        for root in generatedRoots.map(trimmed) where !root.isEmpty {
            if relative.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return FileSystem.lastComponent(of: path) }
        }
        // `.` is the folder relative paths start from (a build system running in its own root).
        if sourcesRoot == "." || sourcesRoot == "./", !path.hasPrefix("/"), !relative.hasPrefix("../") {
            return String(relative)
        }
        let root = sourcesRoot.hasSuffix("/") ? sourcesRoot : sourcesRoot + "/"
        return path.hasPrefix(root)
            ? String(path.dropFirst(root.count)) : path.pathComponents().last.map(String.init) ?? path
    }
}
