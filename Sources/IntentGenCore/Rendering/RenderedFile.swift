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

        /// The folder of each destination a run has one for: the generated folder always, the
        /// others when given. One map for the command line and a spec's targets alike.
        public static func folders(generated: String, handler: String?, definition: String?) -> [Destination: String] {
            var folders: [Destination: String] = [.generated: generated]
            if let handler { folders[.handler] = handler }
            if let definition { folders[.xcodeDefinition] = definition }
            return folders
        }
    }

    public var destination: Destination
    /// The path below the destination folder: a plain file name.
    public var path: String
    public var contents: String
    /// Whose the file is on disk.
    var ownership: OutputOwnership

    /// A file the user edits: written only when missing, unless forced.
    public var isUserOwned: Bool { ownership == .userOwned }

    init(destination: Destination, path: String, contents: String, ownership: OutputOwnership) {
        self.destination = destination
        self.path = path
        self.contents = contents
        self.ownership = ownership
    }

    public init(destination: Destination, path: String, contents: String, isUserOwned: Bool = false) {
        self.init(
            destination: destination, path: path, contents: contents, ownership: isUserOwned ? .userOwned : .generated)
    }
}

/// The text of one output in two parts: the comment banner at its top (which names the file and
/// where it comes from) and the rest. A layout that combines several outputs into one file keeps
/// their bodies and writes one banner of its own, without reading any text.
public struct OutputText: Sendable, Hashable {
    /// The two parts as UTF-8: the code printer makes bytes, and the emit stage compares and
    /// writes bytes, so the text of a generated file is never made a String in between.
    private let headerBytes: [UInt8]
    private let bodyBytes: [UInt8]

    public init(header: String = "", body: String) {
        headerBytes = Array(header.utf8)
        bodyBytes = Array(body.utf8)
    }

    /// The two parts as the code printer made them (``CodePrinter/bytes``): UTF-8 of Strings.
    init(header: CodePrinter, body: CodePrinter) {
        headerBytes = header.bytes
        bodyBytes = body.bytes
    }

    var header: String { String(decoding: headerBytes, as: UTF8.self) }
    var body: String { String(decoding: bodyBytes, as: UTF8.self) }

    /// The whole file.
    public var contents: String { header + body }

    /// The whole file's UTF-8 bytes.
    var bytes: [UInt8] { headerBytes.isEmpty ? bodyBytes : headerBytes + bodyBytes }
}

/// What an output is made from, for messages about it: a description (`intent `Order``, `the
/// handler skeleton`) and the place in the definitions to point at, when there is one.
///
/// A declaration's origin keeps its name and kind, and says them in words only when a message or
/// the build stamp asks: a large target has tens of thousands of outputs, and few are ever named.
struct OutputOrigin: Sendable {
    /// What kind of thing the origin is.
    private enum Subject: Sendable {
        /// A text written whole (``name``).
        case text
        case intent, enumeration, type, widget, control
        /// A parameter (``name``) of the intent `intent`.
        case parameter(intent: String)
    }

    private let subject: Subject
    private let name: String
    var location: SourceLocation?

    public init(_ description: String, at location: SourceLocation?) {
        self.init(.text, description, at: location)
    }

    private init(_ subject: Subject, _ name: String, at location: SourceLocation?) {
        self.subject = subject
        self.name = name
        self.location = location
    }

    /// The origin in words.
    var description: String {
        switch subject {
        case .text: name
        case .intent: "intent `\(name)`"
        case .enumeration: "enum `\(name)`"
        case .type: "type `\(name)`"
        case .widget: "widget `\(name)`"
        case .control: "control `\(name)`"
        case .parameter(let intent): "parameter `\(name)` of intent `\(intent)`"
        }
    }

    static func intent(_ name: Located<String>) -> OutputOrigin { OutputOrigin(.intent, name.value, at: name.location) }
    static func `enum`(_ name: Located<String>) -> OutputOrigin {
        OutputOrigin(.enumeration, name.value, at: name.location)
    }
    static func type(_ name: Located<String>) -> OutputOrigin { OutputOrigin(.type, name.value, at: name.location) }
    static func widget(_ name: Located<String>) -> OutputOrigin { OutputOrigin(.widget, name.value, at: name.location) }
    static func control(_ name: Located<String>) -> OutputOrigin {
        OutputOrigin(.control, name.value, at: name.location)
    }
    /// Parameter `name` of intent `intent`.
    static func parameter(_ name: Located<String>, of intent: String) -> OutputOrigin {
        OutputOrigin(.parameter(intent: intent), name.value, at: name.location)
    }
}

/// An output the plan has named and checked, whose text is made when it is asked for.
///
/// The emit stage renders, compares and writes one pending file at a time, so the text of a large
/// set (several times the size of its definitions) is never all in memory at once. Every name is
/// known, and every collision reported, before any text is made or any file written.
public struct PendingFile: Sendable {
    public var destination: RenderedFile.Destination
    public var path: String
    /// Whose the file is on disk (decided by the plan, never by the text).
    var ownership: OutputOwnership
    /// The kind of output it is; nil for files made outside a target's plan.
    public var kind: OutputKind?
    /// What the file is made from, for messages.
    var origin: OutputOrigin
    private let make: @Sendable () -> OutputText
    /// For a file written piece by piece (a large `.intentdefinition`): gives its bytes to the
    /// sink in order, so the emit stage compares and writes it without holding it whole.
    let stream: (@Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void)?
    /// For the handler skeleton, the SiriKit intent classes it handles: the build stamp remembers
    /// them, so that a later run can say which one is gone while the user's file still names it
    /// (``HandledIntents``).
    var handledIntents: [String] = []

    public var isUserOwned: Bool { ownership == .userOwned }

    init(
        destination: RenderedFile.Destination, path: String, ownership: OutputOwnership, kind: OutputKind? = nil,
        origin: OutputOrigin? = nil, makeText: @escaping @Sendable () -> OutputText
    ) {
        self.init(
            destination: destination, path: path, ownership: ownership, kind: kind, origin: origin, make: makeText,
            stream: nil)
    }

    /// A file made piece by piece: `stream` gives its bytes (UTF-8 text) to a sink in order.
    init(
        destination: RenderedFile.Destination, path: String, ownership: OutputOwnership, kind: OutputKind? = nil,
        origin: OutputOrigin? = nil, stream: @escaping @Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void
    ) {
        let whole: @Sendable () -> OutputText = {
            var bytes: [UInt8] = []
            stream { bytes += $0 }
            return OutputText(body: String(decoding: bytes, as: UTF8.self))
        }
        self.init(
            destination: destination, path: path, ownership: ownership, kind: kind, origin: origin, make: whole,
            stream: stream)
    }

    private init(
        destination: RenderedFile.Destination, path: String, ownership: OutputOwnership, kind: OutputKind?,
        origin: OutputOrigin?, make: @escaping @Sendable () -> OutputText,
        stream: (@Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void)?
    ) {
        self.destination = destination
        self.path = path
        self.ownership = ownership
        self.kind = kind
        self.origin = origin ?? OutputOrigin(path, at: nil)
        self.make = make
        self.stream = stream
    }

    init(
        destination: RenderedFile.Destination, path: String, isUserOwned: Bool = false, origin: OutputOrigin? = nil,
        make: @escaping @Sendable () -> String
    ) {
        self.init(
            destination: destination, path: path, ownership: isUserOwned ? .userOwned : .generated, origin: origin
        ) { OutputText(body: make()) }
    }

    /// A file whose text is already made.
    init(_ file: RenderedFile, origin: OutputOrigin? = nil) {
        self.init(destination: file.destination, path: file.path, ownership: file.ownership, origin: origin) {
            OutputText(body: file.contents)
        }
    }

    /// Makes the text, in its two parts.
    public func text() -> OutputText { make() }

    /// Makes the text.
    public func rendered() -> RenderedFile {
        RenderedFile(destination: destination, path: path, contents: make().contents, ownership: ownership)
    }
}
