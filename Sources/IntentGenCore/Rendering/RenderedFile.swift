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

/// What an output is made from, for messages about it: a description (`intent `Order``, `the
/// handler skeleton`) and the place in the definitions to point at, when there is one.
public struct OutputOrigin: Sendable, Hashable {
    public var description: String
    public var location: SourceLocation?

    public init(_ description: String, at location: SourceLocation?) {
        self.description = description
        self.location = location
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
    /// What the file is made from, for messages.
    public var origin: OutputOrigin
    private let make: @Sendable () -> String

    public init(
        destination: RenderedFile.Destination, path: String, isUserOwned: Bool = false, origin: OutputOrigin? = nil,
        make: @escaping @Sendable () -> String
    ) {
        self.destination = destination
        self.path = path
        self.isUserOwned = isUserOwned
        self.origin = origin ?? OutputOrigin(path, at: nil)
        self.make = make
    }

    /// A file whose text is already made.
    public init(_ file: RenderedFile, origin: OutputOrigin? = nil) {
        self.init(destination: file.destination, path: file.path, isUserOwned: file.isUserOwned, origin: origin) {
            file.contents
        }
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
        var files: [PendingFile] = []
        for file in plan.files {
            if plan.writesIntents {
                for output in IntentsSwiftRenderer(file: file, options: plan.options).outputs() {
                    files.append(
                        PendingFile(
                            destination: .generated, path: output.name, origin: output.origin, make: output.make))
                }
            }
            if plan.writesAppIntents {
                let output = AppIntentsRenderer(file: file, options: plan.options, migratesSiriKit: plan.writesIntents)
                    .outputs()
                for item in output.generated {
                    files.append(
                        PendingFile(destination: .generated, path: item.name, origin: item.origin, make: item.make))
                }
                for item in output.user {
                    files.append(
                        PendingFile(
                            destination: .handler, path: item.name, isUserOwned: true, origin: item.origin,
                            make: item.make))
                }
            }
        }
        if plan.writesXcodeDefinition {
            // Each definition is made when it is written; its translations now.
            files += XcodeDefinitionRenderer().pendingFiles(plan.files, destination: .xcodeDefinition)
        }
        if let handlerClassName = plan.handlerClassName {
            let skeleton = HandlerSkeletonRenderer(
                files: plan.files, options: plan.options, className: handlerClassName)
            let origin = OutputOrigin("the handler skeleton `\(handlerClassName)`", at: nil)
            files.append(
                PendingFile(destination: .handler, path: handlerClassName + ".swift", isUserOwned: true, origin: origin)
                {
                    skeleton.renderSkeleton()
                })
            if plan.writesInfoPlist {
                files.append(
                    PendingFile(destination: .handler, path: handlerClassName + ".Info.plist", origin: origin) {
                        skeleton.renderInfoPlist()
                    })
            }
        }
        // One place checks every name, and that no two outputs share a path in one folder.
        return OutputPaths.check([OutputBatch(files: files, folders: nil)], diagnostics: diagnostics).first ?? []
    }
}
