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
        var files: [RenderedFile] = []
        var owners: [String: String] = [:]
        for file in plan.files where plan.writesIntents {
            let renderer = IntentsSwiftRenderer(file: file, options: plan.options)
            for output in renderer.render() {
                if let owner = owners[output.name] {
                    diagnostics.emit(.error(
                        .duplicateName, "\(file.path) and \(owner) both generate \(output.name)", at: .startOf(file.path)))
                    continue
                }
                owners[output.name] = file.path
                files.append(RenderedFile(destination: .generated, path: output.name, contents: output.contents))
            }
        }
        if plan.writesAppIntents {
            for file in plan.files {
                let renderer = AppIntentsRenderer(file: file, options: plan.options, migratesSiriKit: plan.writesIntents)
                let output = renderer.render()
                for (name, contents) in output.generated {
                    if let owner = owners[name] {
                        diagnostics.emit(.error(
                            .duplicateName, "\(file.path) and \(owner) both generate \(name)", at: .startOf(file.path)))
                        continue
                    }
                    owners[name] = file.path
                    files.append(RenderedFile(destination: .generated, path: name, contents: contents))
                }
                for (name, contents) in output.user {
                    files.append(RenderedFile(destination: .handler, path: name, contents: contents, isUserOwned: true))
                }
            }
        }
        if plan.writesXcodeDefinition {
            files += XcodeDefinitionRenderer().render(plan.files).map { file in
                var file = file
                file.destination = .xcodeDefinition
                return file
            }
        }
        if let handlerClassName = plan.handlerClassName {
            let skeleton = HandlerSkeletonRenderer(files: plan.files, options: plan.options, className: handlerClassName)
            files.append(RenderedFile(
                destination: .handler, path: handlerClassName + ".swift", contents: skeleton.renderSkeleton(),
                isUserOwned: true))
            if plan.writesInfoPlist {
                files.append(RenderedFile(
                    destination: .handler, path: handlerClassName + ".Info.plist", contents: skeleton.renderInfoPlist()))
            }
        }
        return files
    }
}
