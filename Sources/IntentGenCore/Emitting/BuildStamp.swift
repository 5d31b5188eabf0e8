#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Build avoidance for `generate`: what one run read and wrote, kept beside its outputs.
///
/// A build runs `intentgen generate` on every build, nearly always with nothing changed. The stamp
/// lets such a run stop after reading its inputs: when the fingerprint of the inputs and settings
/// is the one recorded, and every recorded output still has the size and modification time it
/// had when it was written or checked, the outputs are what a full run would produce, so nothing
/// is loaded, rendered or compared.
///
/// The fingerprint covers the tool itself (version and executable), every setting that shapes
/// the output, and the full contents of every input, so an edit that keeps a file's size and
/// time still counts. A generated file changed by hand changes its size or time and brings back
/// a full run, which restores it; a deleted handler skeleton is written again. Anything the stamp
/// cannot vouch for (no stamp, a damaged one, a missing output) means a full run, never a skip.
///
/// The stamp lives in a `.intentgen` folder inside the generated folder, with a `.gitignore` that
/// ignores the folder itself: teams that commit generated code commit none of it, so a fresh
/// clone plus a no-op run leaves `git status` clean. A stamp proves it is whole (its last line
/// is a digest of the lines before it); a cut or edited stamp is ignored.
///
/// The stamp also remembers the user's files: each user-owned output with the declaration it was
/// written for, the ``orphans`` (user files written for declarations that are gone, reported
/// while they are on disk) and, from a run that had no folder for the user's files, the ones an
/// earlier run knew of (``unchecked``), so a later run can still tell (``UserFiles``).
public struct BuildStamp: Sendable, Equatable {
    /// The folder, in the generated folder, that holds the stamp (and nothing to commit).
    public static let folderName = ".intentgen"
    /// The stamp's file name in ``folderName``.
    public static let fileName = "stamp"
    /// Where versions before 0.2 kept the stamp: removed when a stamp is written.
    static let legacyFileName = ".intentgen-stamp"
    static let header = "intentgen-stamp 3"
    /// The header of version 2 stamps, still read (their user-owned outputs have no origin).
    static let previousHeader = "intentgen-stamp 2"
    /// The fingerprint of a stamp that vouches for nothing (an emit without one, such as a test's):
    /// it only records which outputs were generated, for the next emit's stale files.
    public static let noFingerprint = "none"
    static let gitignore = "# Written by intentgen: build-avoidance data, never committed.\n*\n"

    /// One output the stamp vouches for.
    public struct Output: Sendable, Equatable {
        public var path: String
        /// User-owned files (the handler skeleton) need only exist: their content is the user's.
        public var isUserOwned: Bool
        public var size: Int64
        /// Modification time, in nanoseconds since 1970.
        public var modified: Int64
        /// For a user-owned file, what it was written for (``OutputOrigin/description``).
        public var origin: String = ""
    }

    public var fingerprint: String
    public var outputs: [Output]
    /// User-owned files of earlier runs whose declarations are gone, on disk when the stamp was
    /// written: a run the stamp lets stop early still reports them.
    public var orphans: [UserFileRecord] = []
    /// User-owned files earlier runs wrote, carried over by a run that wrote none (no folder for
    /// them, as with `--skip-user-files`), so the next run that has the folder can check them.
    public var unchecked: [UserFileRecord] = []

    // MARK: Fingerprint

    /// A 128-bit hex digest of `settings` and of each input's path and bytes, prefixed with the
    /// tool's version and the identity (size and time) of the running executable.
    public static func fingerprint(settings: String, inputs: [InputFile]) -> String {
        var hasher = StableHasher()
        hasher.combine(Array("\(IntentGenVersion.current)\n\(executableIdentity)\n\(settings)".utf8))
        for input in inputs {
            hasher.combine(Array(input.path.utf8))
            hasher.combine(input.contents)
        }
        return hasher.hexDigest
    }

    /// Size and modification time of the running executable, so a rebuilt intentgen of the
    /// same version never trusts a stamp written by the old one. When the executable cannot be
    /// found, a value unique to this process, so that no stamp is ever trusted.
    static let executableIdentity: String = {
        if let path = executablePath, let status = FileStatus(path) { return "\(status.size) \(status.modified)" }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "unknown executable, process \(getpid()) at \(now.tv_sec).\(now.tv_nsec)"
    }()

    private static var executablePath: String? {
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

    // MARK: Reading and checking

    /// The stamp in `folder`, or nil when there is none or it cannot be read.
    public static func read(in folder: String) -> BuildStamp? {
        FileSystem.contents(of: path(in: folder)).flatMap(parse)
    }

    /// The stamp's path for the generated folder `folder`.
    public static func path(in folder: String) -> String {
        FileSystem.join(FileSystem.join(folder, folderName), fileName)
    }

    static func parse(_ text: String) -> BuildStamp? { parse(Array(text.utf8)) }

    /// Reads the stamp's lines on bytes: it has a line per output, thousands for a large set,
    /// and splitting a String by Character cost more than the rest of an unchanged run.
    static func parse(_ bytes: [UInt8]) -> BuildStamp? {
        let space = UInt8(ascii: " ")
        // The last line is `end DIGEST`, the digest of every byte before it: a stamp cut short
        // (at a line boundary or not) or edited is not trusted.
        guard bytes.last == UInt8(ascii: "\n"),
            let endStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }),
            bytes[endStart...].starts(with: "end ".utf8)
        else { return nil }
        let body = Array(bytes[..<endStart])
        guard bytes[(endStart + 4)..<(bytes.count - 1)].elementsEqual(digest(of: body).utf8) else { return nil }
        var lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst(),
            first.elementsEqual(header.utf8) || first.elementsEqual(previousHeader.utf8),
            let second = lines.popFirst(), second.starts(with: "fingerprint ".utf8)
        else { return nil }
        let isPrevious = first.elementsEqual(previousHeader.utf8)
        var stamp = BuildStamp(
            fingerprint: String(decoding: second.dropFirst("fingerprint ".count), as: UTF8.self), outputs: [])
        stamp.outputs.reserveCapacity(lines.count)
        for line in lines {
            // `file SIZE TIME PATH`, or `user|orphan|unchecked ORIGIN<tab>PATH` (`user PATH` in
            // version 2); the path is the rest of the line.
            if isPrevious, line.starts(with: "user ".utf8), line.count > 5 {
                let path = String(decoding: line.dropFirst(5), as: UTF8.self)
                stamp.outputs.append(Output(path: path, isUserOwned: true, size: 0, modified: 0))
                continue
            }
            if !isPrevious, let end = line.firstIndex(of: space), !line[..<end].elementsEqual("file".utf8) {
                guard let record = userFile(line[(end + 1)...]) else { return nil }
                switch String(decoding: line[..<end], as: UTF8.self) {
                case "user":
                    stamp.outputs.append(
                        Output(path: record.path, isUserOwned: true, size: 0, modified: 0, origin: record.origin))
                case "orphan": stamp.orphans.append(record)
                case "unchecked": stamp.unchecked.append(record)
                default: return nil
                }
                continue
            }
            let fields = line.split(separator: space, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].elementsEqual("file".utf8), let size = number(fields[1]),
                let modified = number(fields[2]), !fields[3].isEmpty
            else { return nil }
            stamp.outputs.append(
                Output(
                    path: String(decoding: fields[3], as: UTF8.self), isUserOwned: false, size: size, modified: modified
                ))
        }
        return stamp
    }

    /// `ORIGIN<tab>PATH`: the origin never holds a tab, the path is not empty.
    private static func userFile(_ text: ArraySlice<UInt8>) -> UserFileRecord? {
        guard let tab = text.firstIndex(of: UInt8(ascii: "\t")), tab + 1 < text.endIndex else { return nil }
        return UserFileRecord(
            path: String(decoding: text[(tab + 1)...], as: UTF8.self),
            origin: String(decoding: text[..<tab], as: UTF8.self))
    }

    /// A non-negative decimal number written in ASCII digits.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
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

    /// Whether the outputs on disk are what a full run with `fingerprint` would leave.
    public func vouches(for fingerprint: String) -> Bool {
        guard fingerprint == self.fingerprint, fingerprint != Self.noFingerprint, !outputs.isEmpty else { return false }
        return outputs.allSatisfy { output in
            guard let status = FileStatus(output.path) else { return false }
            return output.isUserOwned || (status.size == output.size && status.modified == output.modified)
        }
    }

    // MARK: Recording

    /// A stamp for outputs that are now on disk as a full run left them; nil when one is missing.
    public static func record(fingerprint: String, outputs: [(path: String, isUserOwned: Bool)]) -> BuildStamp? {
        var stamp = BuildStamp(fingerprint: fingerprint, outputs: [])
        for (path, isUserOwned) in outputs {
            guard let status = FileStatus(path) else { return nil }
            stamp.outputs.append(
                Output(path: path, isUserOwned: isUserOwned, size: status.size, modified: status.modified))
        }
        return stamp
    }

    var text: String {
        var lines = [Self.header, "fingerprint \(fingerprint)"]
        for output in outputs {
            lines.append(
                output.isUserOwned
                    ? "user \(Self.line(origin: output.origin))\t\(output.path)"
                    : "file \(output.size) \(output.modified) \(output.path)")
        }
        for (word, records) in [("orphan", orphans), ("unchecked", unchecked)] {
            lines += records.map { "\(word) \(Self.line(origin: $0.origin))\t\($0.path)" }
        }
        let body = lines.joined(separator: "\n") + "\n"
        return body + "end \(Self.digest(of: Array(body.utf8)))\n"
    }

    /// An origin as one field of a line: control characters (a tab, a line break) become spaces.
    private static func line(origin: String) -> String {
        String(String.UnicodeScalarView(origin.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    static func digest(of bytes: [UInt8]) -> String {
        var hasher = StableHasher()
        hasher.combine(bytes)
        return hasher.hexDigest
    }

    /// Writes the stamp for the generated folder `folder` (atomically, like every output), with
    /// the `.gitignore` that keeps it out of commits.
    public func write(in folder: String) throws {
        let stampFolder = FileSystem.join(folder, Self.folderName)
        try FileSystem.makeFolders(stampFolder)
        let ignore = FileSystem.join(stampFolder, ".gitignore")
        if FileSystem.contents(of: ignore) != Array(Self.gitignore.utf8) {
            try Emitter.writeAtomically(Array(Self.gitignore.utf8), to: ignore, flush: false)
        }
        try Emitter.writeAtomically(Array(text.utf8), to: Self.path(in: folder), flush: false)
        unlink(FileSystem.join(folder, Self.legacyFileName))
    }

    /// Removes the stamp of the generated folder `folder`, so the next run is a full one.
    public static func remove(in folder: String) {
        unlink(path(in: folder))
        unlink(FileSystem.join(folder, legacyFileName))
    }
}

/// Size and modification time of a file, from `stat`.
struct FileStatus {
    var size: Int64
    var modified: Int64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Two independent 64-bit multiply-xorshift lanes over 8-byte words: a 128-bit digest that is
/// the same on every run and platform (unlike `Hasher`, which is seeded per process), and fast
/// enough to read megabytes of definitions in well under a millisecond per megabyte.
struct StableHasher {
    private var lanes: (UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344)
    private var length: UInt64 = 0

    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= buffer.count {
                mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<buffer.count { tail |= UInt64(buffer[index]) << (8 * UInt64(index - offset)) }
            mix(tail ^ (UInt64(buffer.count - offset) << 56))
        }
        // The length separates `ab` + `c` from `a` + `bc`.
        length &+= UInt64(bytes.count)
        mix(length)
    }

    private mutating func mix(_ word: UInt64) {
        lanes.0 = (lanes.0 ^ word) &* 0x9E37_79B9_7F4A_7C15
        lanes.0 ^= lanes.0 >> 29
        lanes.1 = (lanes.1 ^ (word &+ 0x632B_E59B_D9B4_E019)) &* 0xC2B2_AE3D_27D4_EB4F
        lanes.1 ^= lanes.1 >> 31
    }

    var hexDigest: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(lanes.0) + hex(lanes.1)
    }
}
