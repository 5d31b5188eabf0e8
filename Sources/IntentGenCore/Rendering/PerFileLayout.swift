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

    /// The folder relative paths start from: the process's current folder unless given.
    var currentFolder: String

    public init(sourcesRoot: String, generatedRoots: [String] = [], currentFolder: String? = nil) {
        self.sourcesRoot = sourcesRoot
        self.generatedRoots = generatedRoots
        self.currentFolder = currentFolder ?? FileSystem.currentFolder
    }

    /// Combines the generated files of each definitions file into one.
    func combine(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
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

    /// The name a definitions file's output is made from: its path from the sources root, or its
    /// name alone when it is outside the root or below a generated root. Paths are compared as
    /// absolute paths with `.` and `..` taken out, so a file gets the same name however its path
    /// or the root is spelled (`W/Q.intents.yml`, `./W/…`, `$PWD/W/…`, a root of `.` or `$PWD`).
    func relativePath(_ path: String) -> String {
        let file = Self.absolute(path, in: currentFolder)
        for root in generatedRoots where !root.isEmpty {
            if Self.path(file, isInside: Self.absolute(root, in: currentFolder)) {
                return FileSystem.lastComponent(of: file)
            }
        }
        let root = Self.absolute(sourcesRoot.isEmpty ? "." : sourcesRoot, in: currentFolder)
        guard Self.path(file, isInside: root) else { return FileSystem.lastComponent(of: file) }
        return String(file.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// `path` made absolute from `folder`, with `.` and `..` taken out by the text alone.
    static func absolute(_ path: String, in folder: String) -> String {
        FileSystem.normalized(path.hasPrefix("/") ? path : FileSystem.join(folder, path))
    }

    /// Whether `path` is strictly below the folder `root` (both from ``absolute(_:in:)``).
    static func path(_ path: String, isInside root: String) -> Bool {
        root == "/" ? path.count > 1 : path.hasPrefix(root + "/")
    }
}
