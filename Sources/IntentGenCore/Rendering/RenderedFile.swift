/// A rendered output file, in memory. Only the emit stage writes these to disk.
public struct RenderedFile: Sendable, Hashable {
    /// Which folder the file belongs in.
    public enum Destination: String, Sendable, Hashable {
        /// The generated-code folder: intentgen owns every file it writes there.
        case generated
        /// The handler folder: the skeleton there is the user's once written.
        case handler
        /// Where Xcode's `.intentdefinition` and `.strings` files go (a folder in the target's sources).
        case xcodeDefinition
    }

    public var destination: Destination
    /// The path below the destination folder: a plain file name.
    public var path: String
    public var contents: String
    /// A file the user edits: written only when missing, unless forced.
    public var isUserOwned: Bool

    public init(destination: Destination, path: String, contents: String, isUserOwned: Bool = false) {
        self.destination = destination
        self.path = path
        self.contents = contents
        self.isUserOwned = isUserOwned
    }
}

/// The render stage: a target's plan → its files, in a stable order.
public struct Renderer: Sendable {
    public init() {}

    /// Renders every file; two outputs with one path are an error reported here, in one place.
    public func render(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        // Each output with the definitions file it came from, for the duplicate check below.
        var outputs: [(file: RenderedFile, source: String)] = []
        for file in plan.files {
            if plan.writesIntents {
                for output in IntentsSwiftRenderer(file: file, options: plan.options).render() {
                    outputs.append((RenderedFile(destination: .generated, path: output.name, contents: output.contents), file.path))
                }
            }
            if plan.writesAppIntents {
                let output = AppIntentsRenderer(file: file, options: plan.options, migratesSiriKit: plan.writesIntents).render()
                for (name, contents) in output.generated {
                    outputs.append((RenderedFile(destination: .generated, path: name, contents: contents), file.path))
                }
                for (name, contents) in output.user {
                    outputs.append((
                        RenderedFile(destination: .handler, path: name, contents: contents, isUserOwned: true), file.path))
                }
            }
        }
        if plan.writesXcodeDefinition {
            for var file in XcodeDefinitionRenderer().render(plan.files) {
                file.destination = .xcodeDefinition
                outputs.append((file, file.path))
            }
        }
        if let handlerClassName = plan.handlerClassName {
            let skeleton = HandlerSkeletonRenderer(files: plan.files, options: plan.options, className: handlerClassName)
            outputs.append((
                RenderedFile(
                    destination: .handler, path: handlerClassName + ".swift", contents: skeleton.renderSkeleton(),
                    isUserOwned: true), "the handler skeleton"))
            if plan.writesInfoPlist {
                outputs.append((
                    RenderedFile(destination: .handler, path: handlerClassName + ".Info.plist", contents: skeleton.renderInfoPlist()),
                    "the handler skeleton"))
            }
        }
        // One place checks that no two outputs share a path in one folder.
        var owners: [String: String] = [:]
        var files: [RenderedFile] = []
        for (file, source) in outputs {
            let key = file.destination.rawValue + "/" + file.path
            if let owner = owners[key] {
                diagnostics.emit(.error(
                    .duplicateName, "\(source) and \(owner) both generate \(file.path)", at: .startOf(source)))
                continue
            }
            owners[key] = source
            files.append(file)
        }
        return files
    }
}
