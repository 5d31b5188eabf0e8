/// An output the plan has named and checked, whose text is made when it is asked for.
///
/// The emit stage renders, compares and writes one pending file at a time, so the text of a large
/// set (several times the size of its definitions) is never all in memory at once. Every name is
/// known, and every collision reported, before any text is made or any file written.
///
/// Most outputs are places in a backend's declarations (``OutputSource``): the backend names
/// each, says where it comes from and makes its text when asked, so a large target's tens of
/// thousands of outputs hold no name, closure or text of their own until then. The others (a
/// target's few whole-target files, a text already made) carry what they are made from.
public struct PendingFile: Sendable {
    public var destination: RenderedFile.Destination
    /// Whose the file is on disk (decided by the plan, never by the text).
    var ownership: OutputOwnership
    /// The kind of output it is; nil for files made outside a target's plan.
    public var kind: OutputKind?
    private let maker: Maker
    /// For the handler skeleton, the SiriKit intent classes it handles: the build stamp remembers
    /// them, so that a later run can say which one is gone while the user's file still names it
    /// (``HandledIntents``).
    var handledIntents: [String] = []

    private enum Maker: Sendable {
        /// An output of a backend's declarations, made by the backend.
        case place(any OutputSource, OutputPlace)
        case made(Made)
    }

    /// An output that carries its path, origin and how its text is made.
    private final class Made: Sendable {
        let path: String
        let origin: OutputOrigin
        let make: @Sendable () -> OutputText
        let stream: (@Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void)?

        init(
            path: String, origin: OutputOrigin, make: @escaping @Sendable () -> OutputText,
            stream: (@Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void)?
        ) {
            self.path = path
            self.origin = origin
            self.make = make
            self.stream = stream
        }
    }

    public var isUserOwned: Bool { ownership == .userOwned }

    /// The path below the destination folder. For an output of a backend's declarations it is
    /// made each time it is asked for: a caller that needs it again keeps it.
    public var path: String {
        switch maker {
        case .place(let source, let place): source.path(of: place)
        case .made(let made): made.path
        }
    }

    /// What the file is made from, for messages.
    var origin: OutputOrigin {
        switch maker {
        case .place(let source, let place): source.origin(of: place)
        case .made(let made): made.origin
        }
    }

    /// For a file written piece by piece (a large `.intentdefinition`): gives its bytes to the
    /// sink in order, so the emit stage compares and writes it without holding it whole.
    var stream: (@Sendable (_ sink: (ArraySlice<UInt8>) -> Void) -> Void)? {
        guard case .made(let made) = maker else { return nil }
        return made.stream
    }

    /// The output at `place` of `source`'s declarations.
    init(
        _ source: any OutputSource, _ place: OutputPlace, destination: RenderedFile.Destination,
        ownership: OutputOwnership, kind: OutputKind
    ) {
        self.destination = destination
        self.ownership = ownership
        self.kind = kind
        maker = .place(source, place)
    }

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
        self.ownership = ownership
        self.kind = kind
        maker = .made(Made(path: path, origin: origin ?? OutputOrigin(path, at: nil), make: make, stream: stream))
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
    public func text() -> OutputText {
        switch maker {
        case .place(let source, let place): source.text(of: place)
        case .made(let made): made.make()
        }
    }

    /// Makes the text.
    public func rendered() -> RenderedFile {
        RenderedFile(destination: destination, path: path, contents: text().contents, ownership: ownership)
    }
}

/// A backend's outputs of one definitions file as places in its declarations (``OutputPlace``):
/// the source names each, says what each is made from, and makes its text, when asked.
protocol OutputSource: AnyObject, Sendable {
    /// The output's path below its folder.
    func path(of place: OutputPlace) -> String
    /// What the output is made from, for messages.
    func origin(of place: OutputPlace) -> OutputOrigin
    func text(of place: OutputPlace) -> OutputText
}

extension OutputSource {
    /// The outputs at `places`, of `kind`, in `destination`, owned as `ownership`.
    func pending(
        _ places: [OutputPlace], _ kind: OutputKind, _ destination: RenderedFile.Destination,
        _ ownership: OutputOwnership
    ) -> [PendingFile] {
        places.map { PendingFile(self, $0, destination: destination, ownership: ownership, kind: kind) }
    }
}

/// Which output of an ``OutputSource``: which of the source's kinds of output it is (`output`,
/// one of the source's own cases), the declaration it is made from (its position in the
/// declarations' list) and, for an output of a member (a parameter), the member's position.
struct OutputPlace: Sendable, Hashable {
    private let output: UInt8
    private let storedItem: Int32
    private let storedMember: Int32

    init<Output: RawRepresentable<UInt8>>(_ output: Output, _ item: Int, member: Int = 0) {
        self.output = output.rawValue
        storedItem = Int32(item)
        storedMember = Int32(member)
    }

    var item: Int { Int(storedItem) }
    var member: Int { Int(storedMember) }

    /// The kind of output, as the source's `Output` cases say it.
    func output<Output: RawRepresentable<UInt8>>(as type: Output.Type) -> Output {
        guard let output = Output(rawValue: output) else { preconditionFailure("an output place of another source") }
        return output
    }
}
