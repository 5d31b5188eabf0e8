#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a property list may hold and how large a file intentgen reads: the reader's limits,
/// shared by `import` and the writer.
extension PlistXML {
    /// Whether XML 1.0 can carry the character at all (its `Char` production): tab, line feed,
    /// carriage return and everything from U+0020 up, except U+FFFE and U+FFFF (Swift strings
    /// hold no surrogates).
    public static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00...0x1F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// The largest property list intentgen reads (`import`), in bytes: 64 MiB, as for YAML.
    /// Xcode's own `.intentdefinition` files are kilobytes; the limit keeps the memory a hostile
    /// file can take bounded (reading takes a few times the file's size).
    public static let maximumFileSize = 64 << 20

    /// What reading a property-list file gave.
    public enum FileContents: Sendable {
        case bytes([UInt8])
        /// A regular file larger than ``maximumFileSize``, left unread.
        case tooLarge(size: Int)
        /// Nothing readable at the path: missing, not a regular file, no permission.
        case unreadable
    }

    /// The bytes of the file at `path`, read only when they are within ``maximumFileSize``.
    public static func contents(ofFile path: String) -> FileContents {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        let size = Int(info.st_size)
        if size > maximumFileSize { return .tooLarge(size: size) }
        // A file that grew after `stat` is held to the limit too, without reading past it.
        guard let bytes = try? FileSystem.readFile(path, atMost: maximumFileSize) else {
            guard let grown = FileStatus(path)?.size, grown > maximumFileSize else { return .unreadable }
            return .tooLarge(size: Int(grown))
        }
        return .bytes(bytes)
    }

    /// The message for a property list of `size` bytes, over the limit.
    public static func tooLarge(_ size: Int) -> String {
        "the property list is \(size) bytes, more than the limit of \(maximumFileSize) bytes"
    }
}
