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
