#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file time as `stat` gives it: seconds since 1970 (negative before) and nanoseconds. Kept as
/// two numbers, never multiplied into one: a file dated after 2262 has more nanoseconds since
/// 1970 than an `Int64` holds.
struct FileTime: Sendable, Hashable, CustomStringConvertible {
    var seconds: Int64
    /// 0 ..< 1,000,000,000.
    var nanoseconds: Int64

    /// 1970-01-01, the time of a stamp's user-owned outputs (which are never compared by time).
    static let zero = FileTime(seconds: 0, nanoseconds: 0)

    public init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ time: timespec) {
        self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }

    /// `SECONDS.NANOSECONDS`, the nanoseconds in nine digits (`1700000000.000000123`).
    var description: String {
        let digits = String(nanoseconds)
        return "\(seconds)." + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }

    /// Reads ``description``; nil for anything else.
    init?(_ text: some Collection<UInt8>) {
        guard let dot = text.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let whole = text[..<dot]
        let fraction = text[text.index(after: dot)...]
        guard fraction.count == 9 else { return nil }
        let negative = whole.first == UInt8(ascii: "-")
        guard let magnitude = Self.number(whole.dropFirst(negative ? 1 : 0)), let nanoseconds = Self.number(fraction)
        else { return nil }
        self.init(seconds: negative ? -magnitude : magnitude, nanoseconds: nanoseconds)
    }

    /// A non-negative decimal number in ASCII digits that fits an `Int64`.
    static func number(_ digits: some Collection<UInt8>) -> Int64? {
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times10.addingReportingOverflow(Int64(digit - 0x30))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return value
    }
}

/// What `stat` says of a file: enough to tell whether it changed since it was looked at, and
/// whether two paths name one file.
struct FileStatus: Sendable, Equatable {
    var size: Int64
    var modified: FileTime
    /// The status change time, which no one sets by hand: any write, rename or new link moves it.
    var changed: FileTime
    var device: UInt64
    var inode: UInt64

    init(size: Int64, modified: FileTime, changed: FileTime, device: UInt64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.device = device
        self.inode = inode
    }

    /// The file at `path`, following symbolic links; nil when there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = FileTime(info.st_mtimespec)
        changed = FileTime(info.st_ctimespec)
        #else
        modified = FileTime(info.st_mtim)
        changed = FileTime(info.st_ctim)
        #endif
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The file itself, whatever path names it: two names of one file (a case-insensitive file
    /// system's `Foo.swift` and `FOO.swift`, a hard link) have one identity.
    var identity: FileIdentity { FileIdentity(device: device, inode: inode) }
}

/// One file of the file system, by device and inode.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    /// The file at `path`, without following a final symbolic link; nil when there is none.
    init?(linkAt path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

extension FileSystem {
    /// `path` as the file system resolves it: absolute, with `.`, `..` and the symbolic links of
    /// the part that exists resolved (`realpath`), the rest joined on. Two spellings of one place
    /// (`out`, `./out`, `$PWD/out`, a link to it) resolve to one path.
    public static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(currentFolder, path.isEmpty ? "." : path)
        var missing: [Substring] = []
        var current = absolute
        while true {
            if let real = realpath(current, nil) {
                defer { free(real) }
                var result = String(cString: real)
                for part in missing.reversed() {
                    switch part {
                    case ".": continue
                    case "..": result = parent(of: result).isEmpty ? "/" : parent(of: result)
                    default: result = join(result, String(part))
                    }
                }
                return result
            }
            let up = parent(of: current)
            guard up != current, !up.isEmpty else { return absolute }
            missing.append(Substring(lastComponent(of: current)))
            current = up
        }
    }

    /// An absolute path with `.` and `..` taken out as text (`/a/b/../c` → `/a/c`): right for a
    /// path whose folders are already resolved, such as one ``resolved(_:)`` begins with.
    static func normalized(_ absolute: String) -> String {
        var parts: [Substring] = []
        for part in absolute.pathComponents() {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The current folder, or `/` when it cannot be told.
    static var currentFolder: String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// The path that leads from the folder `base` to `path`, both ``resolved(_:)``: `Name.swift`
    /// inside it, `../Handler/Name.swift` beside it.
    static func relativePath(from base: String, to path: String) -> String {
        let from = base.pathComponents()
        let to = path.pathComponents()
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.joined(separator: "/")
    }
}
