/// An input file held in memory: the pipeline's stages never read the disk themselves.
public struct InputFile: Sendable, Hashable {
    /// The path as the user named it; diagnostics print it.
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
