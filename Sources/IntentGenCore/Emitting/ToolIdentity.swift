#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The running intentgen, identified by the content of its executable: a stamp written by one
/// build of intentgen never vouches for the outputs of another, even of the same version, size
/// and file time (an artifact bundle dates every binary 2000-01-01).
///
/// Hashing the executable costs tens of milliseconds, which every build would pay. So a stamp
/// keeps what it was hashed from (``Record``): device, inode, size, modification and status
/// change time. No one sets a status change time by hand (any write, copy or rename moves it),
/// so an executable with the same five is the same file with the same content, and its digest
/// is taken from the stamp.
public enum ToolIdentity {
    /// The executable's digest and the file status it was taken from.
    public struct Record: Sendable, Equatable {
        var status: FileStatus
        var digest: String

        /// `tool DEVICE INODE SIZE MODIFIED CHANGED DIGEST`, a line of the stamp.
        var line: String {
            "tool \(status.device) \(status.inode) \(status.size) \(status.modified) \(status.changed) \(digest)"
        }

        /// Reads ``line`` (without `tool `); nil for anything else (the digest is 32 lowercase hex digits).
        init?(fields: [ArraySlice<UInt8>]) {
            guard fields.count == 6, let device = FileTime.number(fields[0]), let inode = FileTime.number(fields[1]),
                let size = FileTime.number(fields[2]), let modified = FileTime(fields[3]),
                let changed = FileTime(fields[4]), fields[5].count == 32,
                fields[5].allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else { return nil }
            status = FileStatus(
                size: size, modified: modified, changed: changed, device: UInt64(device), inode: UInt64(inode))
            digest = String(decoding: fields[5], as: UTF8.self)
        }

        init(status: FileStatus, digest: String) {
            self.status = status
            self.digest = digest
        }
    }

    /// The identity of the running executable, worked out once per process: from `cached` when
    /// that was taken from the executable as it is now, else by hashing it. Nil when the
    /// executable cannot be read: ``fingerprintPart`` is then unique to the process.
    public static func current(cached: Record?) -> Record? {
        memo.value { executablePath.flatMap { ToolIdentity.record(of: $0, cached: cached) } }
    }

    /// What the fingerprint says of the tool: the digest, or a text no other process makes.
    static func fingerprintPart(cached: Record?) -> String {
        if let record = current(cached: cached) { return "tool \(record.digest)" }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "unknown executable, process \(getpid()) at \(now.tv_sec).\(now.tv_nsec)"
    }

    /// The record of the executable at `path` now, reusing `cached` when the file is unchanged.
    static func record(of path: String, cached: Record?) -> Record? {
        guard let status = FileStatus(path) else { return nil }
        if let cached, cached.status == status { return cached }
        guard let digest = digest(ofFileAt: path), FileStatus(path) == status else { return nil }
        return Record(status: status, digest: digest)
    }

    /// A digest of a file's bytes, read a mebibyte at a time.
    static func digest(ofFileAt path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hasher = StableHasher()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return hasher.hexDigest }
            hasher.combine(Array(buffer[..<count]))
        }
    }

    static var executablePath: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return "/proc/self/exe"
        #endif
    }

    /// The process's record, made by the first caller.
    private static let memo = Once<Record?>()
}
