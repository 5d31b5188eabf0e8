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

/// An output the render stage has named and checked, whose text is made when it is asked for.
///
/// The emit stage renders, compares and writes one pending file at a time, so the text of a large
/// set (several times the size of its definitions) is never all in memory at once. Every name is
/// known, and every collision reported, before any text is made or any file written.
public struct PendingFile: Sendable {
    public var destination: RenderedFile.Destination
    public var path: String
    public var isUserOwned: Bool
    private let make: @Sendable () -> String

    public init(
        destination: RenderedFile.Destination, path: String, isUserOwned: Bool = false, make: @escaping @Sendable () -> String
    ) {
        self.destination = destination
        self.path = path
        self.isUserOwned = isUserOwned
        self.make = make
    }

    /// A file whose text is already made.
    public init(_ file: RenderedFile) {
        self.init(destination: file.destination, path: file.path, isUserOwned: file.isUserOwned) { file.contents }
    }

    /// Makes the text.
    public func rendered() -> RenderedFile {
        RenderedFile(destination: destination, path: path, contents: make(), isUserOwned: isUserOwned)
    }
}

/// The render stage: a target's plan → its files, in a stable order.
public struct Renderer: Sendable {
    public init() {}

    /// Renders every file; two outputs with one path are an error reported here, in one place.
    public func render(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [RenderedFile] {
        pendingFiles(plan, diagnostics: diagnostics).map { $0.rendered() }
    }

    /// Names every file of ``render(_:diagnostics:)`` and checks the names, making no text yet.
    public func pendingFiles(_ plan: TargetPlan, diagnostics: any DiagnosticCollector) -> [PendingFile] {
        // Each output with the definitions file it came from, for the duplicate check below.
        var outputs: [(file: PendingFile, source: String)] = []
        for file in plan.files {
            if plan.writesIntents {
                for output in IntentsSwiftRenderer(file: file, options: plan.options).outputs() {
                    outputs.append((PendingFile(destination: .generated, path: output.name, make: output.make), file.path))
                }
            }
            if plan.writesAppIntents {
                let output = AppIntentsRenderer(file: file, options: plan.options, migratesSiriKit: plan.writesIntents).outputs()
                for (name, make) in output.generated {
                    outputs.append((PendingFile(destination: .generated, path: name, make: make), file.path))
                }
                for (name, make) in output.user {
                    outputs.append((PendingFile(destination: .handler, path: name, isUserOwned: true, make: make), file.path))
                }
            }
        }
        if plan.writesXcodeDefinition {
            // Each definition is made when it is written; its translations now.
            for file in XcodeDefinitionRenderer().pendingFiles(plan.files, destination: .xcodeDefinition) {
                outputs.append((file, file.path))
            }
        }
        if let handlerClassName = plan.handlerClassName {
            let skeleton = HandlerSkeletonRenderer(files: plan.files, options: plan.options, className: handlerClassName)
            outputs.append((
                PendingFile(destination: .handler, path: handlerClassName + ".swift", isUserOwned: true) {
                    skeleton.renderSkeleton()
                }, "the handler skeleton"))
            if plan.writesInfoPlist {
                outputs.append((
                    PendingFile(destination: .handler, path: handlerClassName + ".Info.plist") { skeleton.renderInfoPlist() },
                    "the handler skeleton"))
            }
        }
        // One place checks that no two outputs share a path in one folder.
        var owners: [String: String] = [:]
        var files: [PendingFile] = []
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
