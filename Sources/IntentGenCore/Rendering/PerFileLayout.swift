/// The per-definitions-file layout: everything generated from one definitions file in one Swift
/// file named by ``PluginOutputNames``, as a build-tool plugin needs (its outputs must be known
/// from the inputs alone). User-owned files have no place in it.
public struct PerFileLayout: Sendable {
    /// The folder definitions paths are relative to (the target's folder).
    public var sourcesRoot: String

    public init(sourcesRoot: String) {
        self.sourcesRoot = sourcesRoot
    }

    /// Combines the generated files of each definitions file into one.
    public func combine(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        pendingFiles(plan, diagnostics: diagnostics).map { $0.rendered() }
    }

    /// ``combine(_:diagnostics:)``, each file named with the definitions file it comes from, its
    /// text made when the emitter asks for it.
    public func pendingFiles(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [PendingFile] {
        var result: [PendingFile] = []
        for file in plan.files {
            var single = plan
            single.files = [file]
            single.handlerClassName = nil
            single.writesInfoPlist = false
            single.writesXcodeDefinition = false
            let parts = Renderer().pendingFiles(single, diagnostics: diagnostics).filter {
                $0.destination == .generated && !$0.isUserOwned
            }
            let name = PluginOutputNames.swiftFile(forDefinitionsAt: relativePath(file.path))
            let origin = OutputOrigin("the definitions file \(file.path)", at: .startOf(file.path))
            result.append(
                PendingFile(destination: .generated, path: name, origin: origin) {
                    var contents =
                        "// \(name)\n// \(IntentsSwiftRenderer.banner)\n// Source: \(file.fileName.commentSafe)\n"
                    for part in parts {
                        contents += "\n// MARK: - \(part.path)\n\n" + Self.body(of: part.rendered().contents)
                    }
                    return contents
                })
        }
        return result
    }

    /// A generated file without its comment banner (the combined file has one of its own).
    static func body(of contents: String) -> String {
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { $0.hasPrefix("//") }.drop { $0.isEmpty }
        return body.joined(separator: "\n")
    }

    func relativePath(_ path: String) -> String {
        let root = sourcesRoot.hasSuffix("/") ? sourcesRoot : sourcesRoot + "/"
        return path.hasPrefix(root)
            ? String(path.dropFirst(root.count)) : path.pathComponents().last.map(String.init) ?? path
    }
}
