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

    /// `folder` and `name` joined with one `/` (`name` alone when `folder` is empty), made in
    /// one allocation.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        let slash = folder.utf8.last == UInt8(ascii: "/") ? "" : "/"
        var path = ""
        path.reserveCapacity(folder.utf8.count + slash.utf8.count + name.utf8.count)
        path += folder
        path += slash
        path += name
        return path
    }

    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: `a/b/c` →
    /// `a/b`, `a` → ``, `/a` → `/`, trailing slashes ignored. Paths are bytes: the work is done
    /// on UTF-8, where a `/` is always one byte of its own.
    public static func parent(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let end = endIgnoringSlashes(of: bytes, before: bytes.count)
            guard let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) else { return "" }
            if slash == 0 { return "/" }
            return text(bytes[..<endIgnoringSlashes(of: bytes, before: slash)])
        }
    }

    /// The last component of `path`: `a/b.yml` → `b.yml`, `a/b/` → `b`, `/` → `/`.
    static func lastComponent(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let end = endIgnoringSlashes(of: bytes, before: bytes.count)
            guard let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")), end > 1 || slash != 0 else {
                return text(bytes[..<end])
            }
            return text(bytes[(slash + 1)..<end])
        }
    }

    /// `end` moved back over the slashes before it, keeping at least one byte.
    private static func endIgnoringSlashes(of bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var end = end
        while end > 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end
    }

    /// The text of a part of a path's bytes, cut at a `/` (so it is whole UTF-8).
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        try? readFile(path)
    }

    /// The bytes of the regular file at `path`; the error says why it cannot be read.
    ///
    /// The file is opened without blocking, so a FIFO or a device found where a file was expected
    /// is refused at once instead of hanging the run in `open()`. A file larger than `limit`
    /// bytes is refused before any of it is read (and so is one that grows past it meanwhile).
    static func readFile(_ path: String, atMost limit: Int = .max) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        // Read into uninitialized memory sized by `fstat`, one byte more to see the end in one
        // go; a file that grows meanwhile is read on in chunks.
        try readFile(path, atMost: limit, wholeFirst: true) { piece in
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
        }
        return bytes
    }

    /// Reads the regular file at `path` a piece at a time (64 KiB), giving each piece to `body`
    /// in order: a large file is never held whole. Throws as ``readFile(_:atMost:)`` does, a
    /// file of more than `limit` bytes included (after the pieces that fit).
    static func readFile(
        _ path: String, atMost limit: Int = .max, inPieces body: (ArraySlice<UInt8>) -> Void
    ) throws(FileSystemError) {
        try readFile(path, atMost: limit, wholeFirst: false) { body($0[...]) }
    }

    /// Reads the file at `path` in pieces of 64 KiB, or with `wholeFirst`, the first of its size
    /// as `fstat` gives it and one byte more.
    private static func readFile(
        _ path: String, atMost limit: Int, wholeFirst: Bool, _ body: ([UInt8]) -> Void
    ) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileSystemError(path: path, reason: Entry(mode: info.st_mode).notAFileReason)
        }
        let tooLarge = FileSystemError(
            path: path, reason: "it is larger than the \(limit) bytes allowed", doing: "cannot read")
        guard Int64(info.st_size) <= Int64(limit) else { throw tooLarge }
        var chunk = wholeFirst ? max(Int(info.st_size), 0) + 1 : 1 << 16
        var total = 0
        while true {
            let (part, failed) = read(descriptor, upTo: chunk)
            if let failed { throw FileSystemError(path: path, errno: failed) }
            total += part.count
            guard total <= limit else { throw tooLarge }
            let last = part.count < chunk
            body(part)
            if last { return }
            chunk = 1 << 16
        }
    }

    /// Up to `count` bytes read from `descriptor`: fewer at the end of the file, or when a read
    /// fails (with its `errno`).
    static func read(_ descriptor: Int32, upTo count: Int) -> (bytes: [UInt8], failure: Int32?) {
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let done = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if done < 0, errno == EINTR { continue }
                if done < 0 { failure = errno }
                if done <= 0 { break }
                initialized += done
            }
        }
        return (bytes, failure)
    }

    /// What is at a path, told apart without following a final symbolic link.
    public enum Entry: Sendable, Equatable {
        case missing, file, directory, link, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .file
            case S_IFDIR: self = .directory
            case S_IFLNK: self = .link
            default: self = .other
            }
        }

        /// Why an entry of this kind is not a file that can be read or replaced.
        var notAFileReason: String {
            switch self {
            case .directory: "it is a folder, not a file"
            case .link: "it is a symbolic link"
            case .missing: "no such file"
            case .file, .other: "it is not a regular file (a FIFO, socket or device)"
            }
        }
    }

    /// What is at `path` (`lstat`, or `stat` with `followingLinks`). Only a path that does not
    /// exist is `.missing`; a path that cannot be looked at (no permission, a symbolic-link loop,
    /// a component that is not a folder) is an error that says so.
    public static func entry(at path: String, followingLinks: Bool = false) throws(FileSystemError) -> Entry {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            if errno == ENOENT { return .missing }
            throw FileSystemError(path: path, errno: errno)
        }
        return Entry(mode: info.st_mode)
    }

    /// Why the folder `path` cannot be used or created, or nil when it can: the nearest part of
    /// it that exists must be a folder (links to folders are fine).
    static func folderProblem(_ path: String) -> String? {
        var current = path
        while !current.isEmpty {
            var info = stat()
            if stat(current, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { return nil }
                return current == path
                    ? "cannot write into \(path): it exists and is not a folder"
                    : "cannot create the folder \(path): \(current) exists and is not a folder"
            }
            // Missing, or below something that is not a folder: look further up.
            guard errno == ENOENT || errno == ENOTDIR else {
                return FileSystemError(path: current, errno: errno, doing: "cannot use the folder").description
            }
            let up = parent(of: current)
            if up == current { return nil }
            current = up
        }
        return nil
    }

    /// Creates `path` and every missing folder above it; an error names the folder that could not
    /// be created and why.
    static func makeFolders(_ path: String) throws(FileSystemError) {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/" {
            let found = try entry(at: current, followingLinks: true)
            if found == .directory { break }
            if found != .missing { throw FileSystemError(path: current, reason: "it exists and is not a folder") }
            missing.append(current)
            current = parent(of: current)
        }
        for folder in missing.reversed() where mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw FileSystemError(path: folder, errno: errno, doing: "cannot create the folder")
        }
    }

    /// The names in a folder (without `.` and `..`), in no particular order; the error says why
    /// the folder cannot be read.
    static func listFolder(_ path: String) throws(FileSystemError) -> [String] {
        var names: [String] = []
        try listFolder(path) { names.append($0) }
        return names
    }

    /// Gives each name in the folder at `path` (not `.` or `..`) to `body`, in the order the file
    /// system lists them, without a list of them all: a generated folder holds thousands.
    static func listFolder(_ path: String, each body: (String) -> Void) throws(FileSystemError) {
        guard let folder = opendir(path) else { throw FileSystemError(path: path, errno: errno) }
        defer { closedir(folder) }
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw FileSystemError(path: path, errno: errno) }
                return
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { body(name) }
        }
    }

    /// ``listFolder(_:)``, or no names when the folder cannot be read.
    static func names(in path: String) -> [String] {
        (try? listFolder(path)) ?? []
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

    /// Writes UTF-8 `bytes` to standard output as they are.
    public static func print(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = writeAll($0, to: 1) }
    }
}

/// A file-system call that failed: on which path, and why, in words.
public struct FileSystemError: Error, CustomStringConvertible, Sendable, Equatable {
    public var path: String
    var reason: String
    /// What intentgen was doing (`cannot read`, `cannot create the folder`).
    var doing: String

    public init(path: String, reason: String, doing: String = "cannot read") {
        self.path = path
        self.reason = reason
        self.doing = doing
    }

    init(path: String, errno code: Int32, doing: String = "cannot read") {
        let reason =
            switch code {
            case ELOOP: "too many levels of symbolic links (a link loop?)"
            case ENOTDIR: "a part of the path is not a folder"
            case EACCES, EPERM: "permission denied"
            default: String(cString: strerror(code))
            }
        self.init(path: path, reason: reason.lowercasedFirst, doing: doing)
    }

    public var description: String { "\(doing) \(path): \(reason)" }
}

extension String {
    var lowercasedFirst: String {
        guard let first, first.isUppercase, dropFirst().first?.isUppercase != true else { return self }
        return first.lowercased() + dropFirst()
    }

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

/// The C library's `read`, under a name that `FileSystem.read(_:upTo:)` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
