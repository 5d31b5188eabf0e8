#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path text and the few file-system calls intentgen makes, on the C library alone.
///
/// The compiler links FoundationEssentials rather than all of Foundation where the toolchain
/// has it (Linux): Foundation's internationalisation layer and its ICU data nearly double the
/// start of a process, which every build pays. So nothing here uses `NSString` path methods or
/// `ObjCBool`.
public enum FileSystem {
    /// What is at a path.
    public enum Kind: Sendable, Equatable {
        case file, directory, other
    }

    /// What is at `path`, or nil when nothing is. Symbolic links are followed unless
    /// `followingLinks` is false (a link is then `.other`).
    public static func kind(of path: String, followingLinks: Bool = true) -> Kind? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// `folder` and `name` joined with one `/` (`name` alone when `folder` is empty).
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: `a/b/c` →
    /// `a/b`, `a` → ``, `/a` → `/`, trailing slashes ignored.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// The last component of `path`: `a/b.yml` → `b.yml`, `a/b/` → `b`, `/` → `/`.
    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // Read into uninitialized memory sized by `fstat`, one byte more to see the end in one
        // go; a file that grows meanwhile is read on in chunks.
        var bytes: [UInt8] = []
        var chunk = max(Int(info.st_size), 0) + 1
        while true {
            var failed = false
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0, errno == EINTR { continue }
                    if count < 0 { failed = true }
                    if count <= 0 { break }
                    initialized += count
                }
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if part.count < chunk { return bytes }
            chunk = 1 << 16
        }
    }

    /// The message for the C library's current `errno`.
    static var lastError: String { String(cString: strerror(errno)) }

    /// Writes all of `bytes` to `descriptor`, retrying after signals; the error text on failure.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return lastError
            }
            offset += count
        }
        return nil
    }

    /// Writes `text` to standard output or standard error as it is (no buffering to lose on exit).
    public static func print(_ text: String, toStandardError: Bool = false) {
        var text = text
        text.withUTF8 { bytes in
            _ = writeAll(UnsafeRawBufferPointer(bytes), to: toStandardError ? 2 : 1)
        }
    }
}

extension String {
    /// The parts of a path between `/`s, found on the UTF-8 bytes (`split` on a String walks it
    /// Character by Character, which cost more than the rest of a no-op spec run).
    func pathComponents(omittingEmpty: Bool = true) -> [Substring] {
        var parts: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            if !omittingEmpty || start != slash { parts.append(self[start..<slash]) }
            start = bytes.index(after: slash)
        }
        if !omittingEmpty || start != bytes.endIndex { parts.append(self[start...]) }
        return parts
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space and line breaks.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}
