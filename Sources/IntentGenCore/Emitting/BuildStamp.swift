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
/// The fingerprint covers the tool itself (version, and the content of its executable:
/// ``ToolIdentity``), every setting that shapes the output, and the full contents of every
/// input, so an edit that keeps a file's size and time still counts. A generated file changed by
/// hand changes its size or time and brings back a full run, which restores it; a deleted handler skeleton is written again. Anything the stamp
/// cannot vouch for (no stamp, a damaged one, a missing output) means a full run, never a skip.
///
/// The stamp lives in a `.intentgen` folder inside the generated folder, with a `.gitignore` that
/// ignores the folder itself: teams that commit generated code commit none of it, so a fresh
/// clone plus a no-op run leaves `git status` clean. A stamp proves it is whole (its last line
/// is a digest of the lines before it); a cut or edited stamp is ignored, and so is one reached
/// through a symbolic link (a `.intentgen` that is a link is never written through either).
///
/// It names each output by its path from the generated folder (`Place.swift`,
/// `../Handler/IntentHandler.swift`), worked out from where the folders really are, so a run
/// that spells a folder another way (`out`, `./out`, `$PWD/out`) still finds what the last one
/// wrote.
///
/// The stamp also remembers the user's files: each user-owned output with the declaration it was
/// written for, the ``orphans`` (user files written for declarations that are gone, reported
/// while they are on disk) and, from a run that had no folder for the user's files, the ones an
/// earlier run knew of (``unchecked``), so a later run can still tell (``UserFiles``).
public struct BuildStamp: Sendable, Equatable {
    /// The folder, in the generated folder, that holds the stamp (and nothing to commit).
    static let folderName = ".intentgen"
    /// The stamp's file name in ``folderName``.
    static let fileName = "stamp"
    /// Where versions before 0.2 kept the stamp: removed when a stamp is written.
    static let legacyFileName = ".intentgen-stamp"
    static let header = "intentgen-stamp 4"
    /// The header of version 3 stamps, still read: paths as that run spelled them, times in
    /// nanoseconds.
    static let version3Header = "intentgen-stamp 3"
    /// The header of version 2 stamps, still read (their user-owned outputs have no origin).
    static let previousHeader = "intentgen-stamp 2"
    /// The largest stamp read (a stamp of 100,000 outputs is about 10 MB): a bigger file is not
    /// read at all, and the run is a full one.
    static let maximumSize = 64 << 20
    /// The fingerprint of a stamp that vouches for nothing (an emit without one, such as a test's):
    /// it only records which outputs were generated, for the next emit's stale files.
    static let noFingerprint = "none"
    static let gitignore = "# Written by intentgen: build-avoidance data, never committed.\n*\n"

    /// One output the stamp vouches for.
    public struct Output: Sendable, Equatable {
        public var path: String
        /// User-owned files (the handler skeleton) need only exist: their content is the user's.
        public var isUserOwned: Bool
        public var size: Int64
        var modified: FileTime
        /// For a user-owned file, what it was written for (``OutputOrigin/description``).
        var origin: String = ""
        /// For a handler skeleton, the intents it was written for or kept through.
        public var intents = HandledIntents()
    }

    public var fingerprint: String
    public var outputs: [Output]
    /// User-owned files of earlier runs whose declarations are gone, on disk when the stamp was
    /// written: a run the stamp lets stop early still reports them.
    var orphans: [UserFileRecord] = []
    /// User-owned files earlier runs wrote, carried over by a run that wrote none (no folder for
    /// them, as with `--skip-user-files`), so the next run that has the folder can check them.
    var unchecked: [UserFileRecord] = []
    /// The executable that wrote the stamp, with its digest, for the next run's fingerprint.
    public var tool: ToolIdentity.Record?
    /// Whether the paths are names from the stamp's folder (version 4) rather than as an
    /// earlier run spelled them.
    var namesAreRelative = true

    // MARK: Fingerprint

    /// A 128-bit hex digest of `settings` and of each input's path and bytes, prefixed with the
    /// tool's version and the digest of the running executable (``ToolIdentity``; `cached`, the
    /// stamp's record of it, spares hashing an executable that has not changed).
    public static func fingerprint(
        settings: String, inputs: [InputFile], tool cached: ToolIdentity.Record? = nil
    ) -> String {
        var hasher = StableHasher()
        let tool = ToolIdentity.fingerprintPart(cached: cached)
        hasher.combine(Array("\(IntentGenVersion.current)\n\(tool)\n\(settings)".utf8))
        for input in inputs {
            hasher.combine(Array(input.path.utf8))
            hasher.combine(input.contents)
        }
        return hasher.hexDigest
    }

    // MARK: Reading and checking

    /// The stamp in `folder`, or nil when there is none, it cannot be read, it is larger than
    /// ``maximumSize``, or `.intentgen` or the stamp is a symbolic link (or not what it should
    /// be). Its paths are the outputs' paths from `folder`.
    public static func read(in folder: String) -> BuildStamp? { read(in: folder, keepingGenerated: nil) }

    /// ``read(in:)``, keeping only the generated outputs whose names (from the folder, as the
    /// stamp writes them) `keep` keeps, and the user's files unless not `keepingUserFiles`: a
    /// look at a few outputs then makes no path for the thousands of others. It is checked as
    /// a whole all the same, and nil when the whole stamp would be.
    ///
    /// `keepingUser`, when given, says which of the user's files the stamp lists as outputs to
    /// keep, by their paths (as the stamp read returns them): those it drops are never made into
    /// paths, with the intents recorded for them.
    static func read(
        in folder: String, keepingUserFiles: Bool = true, keepingGenerated keep: ((ArraySlice<UInt8>) -> Bool)?,
        keepingUser: ((String) -> Bool)? = nil
    ) -> BuildStamp? {
        var resolver = NameResolver(folder: folder)
        let keepUser = keepingUser.map { keepPath in
            { (name: ArraySlice<UInt8>, relative: Bool) -> Bool in
                let spelled = String(decoding: name, as: UTF8.self)
                return keepPath(relative ? resolver.path(spelled) : spelled)
            }
        }
        // Read a piece at a time, each line as it ends: a large target's stamp is never held whole.
        var parser = Parser(keepingGenerated: keep, keepingUser: keepUser)
        guard (try? FileSystem.entry(at: FileSystem.join(folder, folderName))) == .directory,
            (try? FileSystem.entry(at: path(in: folder))) == .file,
            (try? FileSystem.readFile(path(in: folder), atMost: maximumSize, inPieces: { parser.add($0) })) != nil,
            var stamp = parser.finish()
        else { return nil }
        if !keepingUserFiles {
            stamp.outputs.removeAll(where: \.isUserOwned)
            stamp.orphans = []
            stamp.unchecked = []
        }
        if stamp.namesAreRelative { stamp.resolveNames(from: folder) }
        return stamp
    }

    /// The stamp in `folder` (``read(in:)``) with only the generated outputs whose file names
    /// (the last part of the path) are `generatedNames`, and none of the user's files.
    static func read(in folder: String, generatedNames: [String]) -> BuildStamp? {
        let names = generatedNames.map { Array($0.utf8) }
        return read(in: folder, keepingUserFiles: false) { path in
            let name = path[((path.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex - 1) + 1)...]
            return names.contains { $0.elementsEqual(name) }
        }
    }

    /// The stamp's path for the generated folder `folder`.
    public static func path(in folder: String) -> String {
        FileSystem.join(FileSystem.join(folder, folderName), fileName)
    }

    static func parse(_ text: String) -> BuildStamp? { parse(Array(text.utf8)) }

    /// Reads the stamp's lines on bytes, where the file's bytes are: it has a line per output,
    /// thousands for a large set, and neither a copy of its body nor a list of its lines is made
    /// (splitting a String by Character once cost more than the rest of an unchanged run).
    /// `keep` says which generated outputs to keep, by their paths (all of them without it).
    /// `keepingUser` says which user-owned outputs to keep, by their names and whether the names
    /// are from the stamp's folder (all of them without it).
    static func parse(
        _ bytes: [UInt8], keepingGenerated keep: ((ArraySlice<UInt8>) -> Bool)? = nil,
        keepingUser: ((ArraySlice<UInt8>, _ relative: Bool) -> Bool)? = nil
    ) -> BuildStamp? {
        var parser = Parser(keepingGenerated: keep, keepingUser: keepingUser)
        // About one output a line, when all of them are kept.
        if keep == nil { parser.reserve(bytes.count { $0 == UInt8(ascii: "\n") }) }
        parser.add(bytes[...])
        return parser.finish()
    }

    /// Reads a stamp's bytes as they come, in pieces cut anywhere: each line is read when it
    /// ends. The last line is `end DIGEST`, the digest of every byte before it: a stamp cut short
    /// (at a line boundary or not) or edited is not trusted. So a line that begins `end ` is held
    /// until the next one shows that it is not the last (and then it is damage).
    struct Parser {
        private let keepGenerated: ((ArraySlice<UInt8>) -> Bool)?
        private let keepUser: ((ArraySlice<UInt8>, _ relative: Bool) -> Bool)?
        private var stamp = BuildStamp(fingerprint: "", outputs: [])
        /// Which header the first line is (its place in the headers, oldest first), once read.
        private var header: Int?
        /// How the lines are read, once the fingerprint is.
        private var reading: Reading?
        private var digest = StableHasher.Stream()
        /// The start of a line the last piece cut.
        private var carry: [UInt8] = []
        /// The last line, when it begins `end `.
        private var held: [UInt8]?
        private var damaged = false
        private static let newline = [UInt8(ascii: "\n")]

        init(
            keepingGenerated keep: ((ArraySlice<UInt8>) -> Bool)?,
            keepingUser: ((ArraySlice<UInt8>, _ relative: Bool) -> Bool)?
        ) {
            keepGenerated = keep
            keepUser = keepingUser
        }

        /// Room for `count` outputs.
        mutating func reserve(_ count: Int) { stamp.outputs.reserveCapacity(count) }

        /// Reads the next bytes of the stamp.
        mutating func add(_ piece: ArraySlice<UInt8>) {
            var start = piece.startIndex
            while !damaged, let end = piece[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if carry.isEmpty {
                    line(piece[start..<end])
                } else {
                    carry += piece[start..<end]
                    let whole = carry
                    carry = []
                    line(whole[...])
                }
                start = end + 1
            }
            if !damaged { carry += piece[start...] }
        }

        /// The stamp, once its bytes are all read; nil when it is damaged.
        func finish() -> BuildStamp? {
            guard !damaged, carry.isEmpty, reading != nil, let held,
                held.dropFirst("end ".count).elementsEqual(digest.hexDigest.utf8)
            else { return nil }
            return stamp
        }

        private mutating func line(_ line: ArraySlice<UInt8>) {
            if let previous = held {
                held = nil
                take(previous[...])
            }
            if line.starts(with: "end ".utf8) { held = Array(line) } else { take(line) }
        }

        /// Reads a line before the last.
        private mutating func take(_ line: ArraySlice<UInt8>) {
            guard !damaged else { return }
            digest.add(line)
            digest.add(Self.newline[...])
            guard !line.isEmpty else { return }
            guard let header else {
                header = [previousHeader, version3Header, BuildStamp.header].firstIndex { line.elementsEqual($0.utf8) }
                damaged = header == nil
                return
            }
            guard reading != nil else {
                guard line.starts(with: "fingerprint ".utf8) else {
                    damaged = true
                    return
                }
                stamp.fingerprint = String(decoding: line.dropFirst("fingerprint ".count), as: UTF8.self)
                stamp.namesAreRelative = header == 2
                reading = Reading(version: header + 2, keepGenerated: keepGenerated, keepUser: keepUser)
                return
            }
            damaged = !stamp.read(line, &reading!)
        }
    }

    /// How a stamp's lines are read: its version (2 to 4), which outputs to keep, and whether the
    /// last user-owned output was left out (with the intents recorded for it).
    private struct Reading {
        let version: Int
        let keepGenerated: ((ArraySlice<UInt8>) -> Bool)?
        let keepUser: ((ArraySlice<UInt8>, _ relative: Bool) -> Bool)?
        var droppedUserFile = false
    }

    /// Adds what one line says; false for a damaged line.
    private mutating func read(_ line: ArraySlice<UInt8>, _ reading: inout Reading) -> Bool {
        let version = reading.version
        let keep = reading.keepGenerated
        let space = UInt8(ascii: " ")
        let end = line.firstIndex(of: space)
        let word = line[..<(end ?? line.endIndex)]
        if version == 4, word.elementsEqual("tool".utf8), let end {
            let fields = line[(end + 1)...].split(separator: space, omittingEmptySubsequences: false)
            guard tool == nil, let tool = ToolIdentity.Record(fields: fields) else { return false }
            self.tool = tool
            return true
        }
        // `file SIZE TIME PATH`, or `user|orphan|unchecked ORIGIN<tab>PATH` (`user PATH` in
        // version 2); the path is the rest of the line.
        if version == 2, word.elementsEqual("user".utf8), let end, end + 1 < line.endIndex {
            reading.droppedUserFile = reading.keepUser?(line[(end + 1)...], false) == false
            guard !reading.droppedUserFile else { return true }
            let path = String(decoding: line[(end + 1)...], as: UTF8.self)
            outputs.append(Output(path: path, isUserOwned: true, size: 0, modified: .zero))
            return true
        }
        if word.elementsEqual("file".utf8) {
            let count = outputs.count
            defer { if outputs.count > count { reading.droppedUserFile = false } }
            return readFile(line[(end.map { $0 + 1 } ?? line.endIndex)...], version, keeping: keep)
        }
        guard version > 2, let end else { return false }
        // `intent CLASS` and `departed CLASS` belong to the user-owned output before them.
        let isIntent = word.elementsEqual("intent".utf8)
        if version == 4, isIntent || word.elementsEqual("departed".utf8) {
            // An intent's class name is one word: a space or a control character in it is damage.
            guard reading.droppedUserFile || outputs.last?.isUserOwned == true, end + 1 < line.endIndex,
                Self.isWord(line[(end + 1)...])
            else { return false }
            guard !reading.droppedUserFile, let last = outputs.indices.last else { return true }
            let name = String(decoding: line[(end + 1)...], as: UTF8.self)
            if isIntent {
                outputs[last].intents.current.append(name)
            } else {
                outputs[last].intents.departed.append(name)
            }
            return true
        }
        // A user's file left out takes the intents recorded after it along; the other lines leave
        // the last output as it is.
        let isUserFile = word.elementsEqual("user".utf8)
        if isUserFile, let keepUser = reading.keepUser, let path = Self.userFilePath(line[(end + 1)...]),
            !keepUser(path, version == 4)
        {
            reading.droppedUserFile = true
            return true
        }
        guard let record = Self.userFile(line[(end + 1)...]) else { return false }
        if isUserFile {
            reading.droppedUserFile = false
            outputs.append(
                Output(path: record.path, isUserOwned: true, size: 0, modified: .zero, origin: record.origin))
        } else if word.elementsEqual("orphan".utf8) {
            orphans.append(record)
        } else if word.elementsEqual("unchecked".utf8) {
            unchecked.append(record)
        } else {
            return false
        }
        return true
    }

    /// Adds the output of a `file` line's `SIZE TIME PATH`, if `keep` keeps its path; false for
    /// a damaged line.
    private mutating func readFile(
        _ fields: ArraySlice<UInt8>, _ version: Int, keeping keep: ((ArraySlice<UInt8>) -> Bool)?
    ) -> Bool {
        let space = UInt8(ascii: " ")
        guard let sizeEnd = fields.firstIndex(of: space),
            let timeEnd = fields[(sizeEnd + 1)...].firstIndex(of: space), timeEnd + 1 < fields.endIndex,
            let size = FileTime.number(fields[..<sizeEnd]),
            let modified = version == 4
                ? FileTime(fields[(sizeEnd + 1)..<timeEnd]) : Self.nanoseconds(fields[(sizeEnd + 1)..<timeEnd])
        else { return false }
        guard keep?(fields[(timeEnd + 1)...]) ?? true else { return true }
        let path = String(decoding: fields[(timeEnd + 1)...], as: UTF8.self)
        outputs.append(Output(path: path, isUserOwned: false, size: size, modified: modified))
        return true
    }

    /// `ORIGIN<tab>PATH`: the origin never holds a tab or another control character (the writer
    /// makes them spaces), the path is not empty.
    private static func userFile(_ text: ArraySlice<UInt8>) -> UserFileRecord? {
        guard let path = userFilePath(text) else { return nil }
        return UserFileRecord(
            path: String(decoding: path, as: UTF8.self),
            origin: String(decoding: text[..<(path.startIndex - 1)], as: UTF8.self))
    }

    /// The path of `ORIGIN<tab>PATH`, when the line is whole (``userFile(_:)``).
    private static func userFilePath(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let tab = text.firstIndex(of: UInt8(ascii: "\t")), tab + 1 < text.endIndex,
            text[..<tab].allSatisfy({ $0 >= 0x20 && $0 != 0x7F })
        else { return nil }
        return text[(tab + 1)...]
    }

    /// A time of a version 2 or 3 stamp: nanoseconds since 1970.
    private static func nanoseconds(_ digits: ArraySlice<UInt8>) -> FileTime? {
        FileTime.number(digits).map { FileTime(seconds: $0 / 1_000_000_000, nanoseconds: $0 % 1_000_000_000) }
    }

    /// Whether the outputs on disk are what a full run with `fingerprint` would leave.
    public func vouches(for fingerprint: String) -> Bool {
        guard fingerprint == self.fingerprint, fingerprint != Self.noFingerprint, !outputs.isEmpty else { return false }
        return outputs.allSatisfy { output in
            guard let status = FileStatus(output.path) else { return false }
            return output.isUserOwned || (status.size == output.size && status.modified == output.modified)
        }
    }

    /// Whether the stamp lists the file at `path` as one it generated, and the file has the size
    /// and time it had then (paths compared as the file system resolves them).
    public func generatedUntouched(_ path: String) -> Bool {
        var resolver = UserFiles.Resolver()
        let resolved = resolver.resolve(path)
        guard let status = FileStatus(path) else { return false }
        return outputs.contains { output in
            !output.isUserOwned && status.size == output.size && status.modified == output.modified
                && resolver.resolve(output.path) == resolved
        }
    }

    // MARK: Recording

    /// A stamp for outputs that are now on disk as a full run left them; nil when one is missing.
    public static func record(fingerprint: String, outputs: [(path: String, isUserOwned: Bool)]) -> BuildStamp? {
        guard let statuses = statuses(of: outputs.lazy.map(\.path)) else { return nil }
        return BuildStamp(
            fingerprint: fingerprint,
            outputs: zip(outputs, statuses).map { output, status in
                Output(path: output.path, isUserOwned: output.isUserOwned, size: status.size, modified: status.modified)
            })
    }

    /// The size and modification time of each file at `paths` as it is now; nil when one is missing.
    static func statuses(of paths: some Sequence<String>) -> [(size: Int64, modified: FileTime)]? {
        var statuses: [(size: Int64, modified: FileTime)] = []
        statuses.reserveCapacity(paths.underestimatedCount)
        for path in paths {
            guard let status = FileStatus(path) else { return nil }
            statuses.append((status.size, status.modified))
        }
        return statuses
    }

    /// The stamp as it is written: its paths as they are (``write(in:)`` makes them names from
    /// the stamp's folder).
    var text: String { String(decoding: bytes(naming: { $0 }), as: UTF8.self) }

    /// The stamp's bytes as it is written, each path as `name` gives it.
    func bytes(naming name: (String) -> String) -> [UInt8] {
        var body: [UInt8] = []
        Self.write(Parts(self), naming: name) { body += $0 }
        return body
    }

    /// What a stamp's lines are made of: a stamp's own fields, or those of one that is only
    /// written, whose outputs are given one at a time (`outputs` calls its argument with each)
    /// rather than gathered into a list.
    struct Parts {
        var fingerprint: String
        var tool: ToolIdentity.Record?
        var orphans: [UserFileRecord]
        var unchecked: [UserFileRecord]
        var outputs: (_ each: (Output) -> Void) -> Void
    }

    /// About how many bytes ``write(_:naming:to:)`` gives at a time.
    static let writePiece = 1 << 16

    /// The stamp of `parts` as it is written, each path as `name` gives it, given to `sink` in
    /// pieces of about ``writePiece`` bytes, each ending with a line: a large target's stamp is
    /// never held whole, and its digest is taken piece by piece (``StableHasher/Stream``).
    static func write(_ parts: Parts, naming name: (String) -> String, to sink: (ArraySlice<UInt8>) -> Void) {
        var piece: [UInt8] = []
        piece.reserveCapacity(writePiece + 4096)
        var digest = StableHasher.Stream()
        func add(_ line: String) {
            piece.append(contentsOf: line.utf8)
            piece.append(UInt8(ascii: "\n"))
            guard piece.count >= writePiece else { return }
            digest.add(piece[...])
            sink(piece[...])
            piece.removeAll(keepingCapacity: true)
        }
        add(header)
        add("fingerprint \(parts.fingerprint)")
        if let tool = parts.tool { add(tool.line) }
        parts.outputs { output in
            add(
                output.isUserOwned
                    ? "user \(line(origin: output.origin))\t\(name(output.path))"
                    : "file \(output.size) \(output.modified) \(name(output.path))")
            guard output.isUserOwned else { return }
            // Class names are Swift identifiers; anything else could not be read back, and is left out.
            for intent in output.intents.current where isWord(intent.utf8) { add("intent \(intent)") }
            for intent in output.intents.departed where isWord(intent.utf8) { add("departed \(intent)") }
        }
        for (word, records) in [("orphan", parts.orphans), ("unchecked", parts.unchecked)] {
            for record in records { add("\(word) \(line(origin: record.origin))\t\(name(record.path))") }
        }
        digest.add(piece[...])
        piece.append(contentsOf: "end \(digest.hexDigest)\n".utf8)
        sink(piece[...])
    }

    /// Whether `bytes` are one word: no space, no control character.
    private static func isWord(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 > 0x20 && $0 != 0x7F }
    }

    /// An origin as one field of a line: control characters (a tab, a line break) become spaces.
    private static func line(origin: String) -> String {
        String(String.UnicodeScalarView(origin.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    static func digest(of bytes: [UInt8]) -> String { digest(of: bytes[...]) }

    static func digest(of bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBytes { bytes in
            var hasher = StableHasher()
            hasher.combine(bytes)
            return hasher.hexDigest
        }
    }

    /// Writes the stamp for the generated folder `folder` (atomically, like every output), with
    /// the `.gitignore` that keeps it out of commits; its paths become names from `folder`. A
    /// `.intentgen` that is not a real folder (a symbolic link, say) is refused, never written
    /// through.
    public func write(in folder: String) throws { try Self.write(Parts(self), in: folder) }

    /// ``write(in:)`` of a stamp made of `parts`.
    static func write(_ parts: Parts, in folder: String) throws {
        let stampFolder = FileSystem.join(folder, Self.folderName)
        if let problem = Self.folderProblem(in: folder) { throw FileSystemError(path: stampFolder, reason: problem) }
        try FileSystem.makeFolders(stampFolder)
        let ignore = FileSystem.join(stampFolder, ".gitignore")
        if FileSystem.contents(of: ignore) != Array(Self.gitignore.utf8) {
            try Emitter.writeAtomically(Array(Self.gitignore.utf8), to: ignore, flush: false)
        }
        var names = FolderNames(folder: folder)
        try Emitter.writeAtomically(
            streamedBy: { sink in write(parts, naming: { names.name($0) }, to: sink) }, to: path(in: folder),
            flush: false
        )
        unlink(FileSystem.join(folder, Self.legacyFileName))
    }

    /// Why the stamp's folder in the generated folder `folder` cannot be written, or nil: it
    /// must be missing or a real folder.
    static func folderProblem(in folder: String) -> String? {
        switch try? FileSystem.entry(at: FileSystem.join(folder, folderName)) {
        case .missing?, .directory?: nil
        case .link?: "it is a symbolic link, and intentgen writes only into its own folder there"
        default: "it is not a folder"
        }
    }

    // MARK: Names from the folder

    /// Each path as the name from a folder that leads to it.
    struct FolderNames {
        let folder: String
        private let prefix: String
        private var base: String?
        private var resolver = UserFiles.Resolver()

        init(folder: String) {
            self.folder = folder
            prefix = folder.hasSuffix("/") ? folder : folder + "/"
        }

        mutating func name(_ path: String) -> String {
            if path.hasPrefix(prefix), !path.dropFirst(prefix.count).contains("..") {
                return String(path.dropFirst(prefix.count))
            }
            let from = base ?? FileSystem.resolved(folder)
            base = from
            return FileSystem.relativePath(from: from, to: resolver.resolve(path))
        }
    }

    /// Turns names from `folder` back into paths (``NameResolver``).
    mutating func resolveNames(from folder: String) {
        var resolver = NameResolver(folder: folder)
        for index in outputs.indices { outputs[index].path = resolver.path(outputs[index].path) }
        for index in orphans.indices { orphans[index].path = resolver.path(orphans[index].path) }
        for index in unchecked.indices { unchecked[index].path = resolver.path(unchecked[index].path) }
    }

    /// Turns names from `folder` back into paths: a name inside it joins `folder` as spelled
    /// (`out/Place.swift`); one that leads out of it (`../Handler/X.swift`) joins the folder's
    /// resolved path, whose `..` then means what it meant when the name was made, and is given
    /// from the current folder when it lies inside it (`Handler/X.swift`), as paths are spelled.
    struct NameResolver {
        let folder: String
        private var base: String?
        private var current: String?
        /// The folders of names, each joined to the folder and normalized once: the many user
        /// files beside the generated folder share one (`../Handler`).
        private var folders: [String: String] = [:]

        init(folder: String) { self.folder = folder }

        private mutating func normalized(_ name: String, from: String) -> String {
            let last = FileSystem.lastComponent(of: name)
            guard last != ".", last != "..", !last.contains("/") else {
                return FileSystem.normalized(FileSystem.join(from, name))
            }
            let parent = FileSystem.parent(of: name)
            if let known = folders[parent] { return FileSystem.join(known, last) }
            let normalizedParent = FileSystem.normalized(FileSystem.join(from, parent))
            folders[parent] = normalizedParent
            return FileSystem.join(normalizedParent, last)
        }

        /// The path `name` stands for.
        mutating func path(_ name: String) -> String {
            // Most names have no two dots in a row, which is seen without splitting them.
            var name = name
            let twoDots = name.withUTF8 { bytes in
                bytes.indices.dropFirst().contains { bytes[$0] == UInt8(ascii: ".") && bytes[$0 - 1] == bytes[$0] }
            }
            guard twoDots, name.pathComponents().contains("..") else { return FileSystem.join(folder, name) }
            let from = base ?? FileSystem.resolved(folder)
            base = from
            let absolute = normalized(name, from: from)
            let here = current ?? FileSystem.resolved(".")
            current = here
            let prefix = here.hasSuffix("/") ? here : here + "/"
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
    }

    /// Removes the stamp of the generated folder `folder`, so the next run is a full one.
    public static func remove(in folder: String) {
        unlink(path(in: folder))
        unlink(FileSystem.join(folder, legacyFileName))
    }
}

extension BuildStamp.Parts {
    /// The parts of `stamp`.
    init(_ stamp: BuildStamp) {
        self.init(
            fingerprint: stamp.fingerprint, tool: stamp.tool, orphans: stamp.orphans, unchecked: stamp.unchecked
        ) { stamp.outputs.forEach($0) }
    }
}
