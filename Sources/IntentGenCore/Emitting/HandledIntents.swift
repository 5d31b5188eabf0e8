/// The SiriKit intents a handler skeleton on disk was written for, as the build stamp remembers
/// them, so that a later run can tell the user which of them the definitions no longer declare.
///
/// The skeleton is the user's: written once, then kept whatever the definitions become. When an
/// intent goes, its generated class goes with it, but the skeleton still routes to it and
/// conforms to its `…Handling` protocol, so the extension no longer compiles. The file itself is
/// still made (the target has other intents), so it is no orphan; what is orphaned is the code in
/// it for the intent that went. A kept file keeps the intents it was written for, together with
/// those the definitions declared since; an intent among them that the definitions no longer
/// declare has *departed*, and each run warns about it while the file still names it.
public struct HandledIntents: Sendable, Equatable {
    /// Intent classes the definitions declared on the run that recorded them.
    public var current: [String] = []
    /// Intent classes the file was written for, or kept through, that the definitions no longer
    /// declare.
    public var departed: [String] = []

    public init(current: [String] = [], departed: [String] = []) {
        self.current = current
        self.departed = departed
    }

    /// What a file that declares `intents` on this run records: all of them, and, when the file is
    /// kept (not written on this run), the intents `previous` knew of that are gone.
    static func recorded(_ intents: [String], previous: HandledIntents?, kept: Bool) -> HandledIntents {
        guard kept, let previous else { return HandledIntents(current: intents) }
        let declared = Set(intents)
        var seen = Set<String>()
        let departed = (previous.current + previous.departed).filter {
            !declared.contains($0) && seen.insert($0).inserted
        }
        return HandledIntents(current: intents, departed: departed.sorted())
    }
}

/// Code in the user's handler file for an intent the definitions no longer declare.
public struct DepartedIntent: Sendable, Hashable {
    /// The handler file.
    public var path: String
    /// The intent's class (`QuickActionIntent`).
    var intentClass: String
    /// Where the file first names the intent or one of its generated types.
    var location: SourceLocation
    /// The name found there (`QuickActionIntentHandling`).
    public var name: String
    /// How many times the file names the intent or its types.
    var mentions: Int
    /// Intents the definitions declare that the file does not name: where the code goes when the
    /// intent was renamed.
    var newIntents: [String] = []

    /// The `orphaned-user-file` warning, at the first place the file names the intent.
    public var diagnostic: Diagnostic {
        let more = mentions > 1 ? " (and \(mentions - 1) more place\(mentions == 2 ? "" : "s"))" : ""
        let renamed = newIntents.map { "`\($0)`" }.joined(separator: ", ")
        let notes =
            newIntents.isEmpty
            ? []
            : [
                Diagnostic.Note(
                    "declared in the definitions but not handled here: \(renamed); if "
                        + "`\(intentClass)` was renamed, handle the new name instead",
                    at: location)
            ]
        return .warning(
            .orphanedUserFile,
            "this handler was written by intentgen for intent class `\(intentClass)`, which the definitions no "
                + "longer declare: `\(name)` is no longer generated, so the code here\(more) will not compile",
            at: location,
            hint:
                "remove the code for `\(intentClass)` (its case in `handler(for:)` and its handler class); the file "
                + "is yours, so intentgen changes nothing in it and warns as long as it names the intent",
            notes: notes)
    }

    /// Each of `departed` (intent classes) that the file at `path` still names outside comments
    /// and string literals, at its first mention: the class, or its `…Handling`, `…Response` or
    /// `…ResponseCode`, with the intents of `current` that it does not name. A file that cannot
    /// be read, or one larger than a few megabytes, names none.
    static func find(_ departed: [String], in path: String, current: [String]) -> [DepartedIntent] {
        guard !departed.isEmpty, let bytes = try? FileSystem.readFile(path, atMost: 8 << 20) else { return [] }
        var owner: [String: String] = [:]
        for intent in departed + current {
            for suffix in ["", "Handling", "Response", "ResponseCode"] { owner[intent + suffix] = intent }
        }
        let isDeparted = Set(departed)
        var named = Set<String>()
        var found: [String: DepartedIntent] = [:]
        SwiftIdentifiers.scan(bytes) { identifier, line, column in
            guard let intent = owner[identifier] else { return }
            guard isDeparted.contains(intent) else {
                named.insert(intent)
                return
            }
            if found[intent] != nil {
                found[intent]?.mentions += 1
            } else {
                found[intent] = DepartedIntent(
                    path: path, intentClass: intent, location: SourceLocation(file: path, line: line, column: column),
                    name: identifier, mentions: 1)
            }
        }
        let unnamed = current.filter { !named.contains($0) }
        return found.values.map {
            var departed = $0
            departed.newIntents = unnamed
            return departed
        }.sorted { ($0.location, $0.intentClass) < ($1.location, $1.intentClass) }
    }
}

extension BuildStamp {
    /// The code for departed intents in the user's handler files the stamp knows of, for a run
    /// the stamp lets stop early.
    public var departedIntentsOnDisk: [DepartedIntent] {
        outputs.filter { $0.isUserOwned && !$0.intents.departed.isEmpty }.flatMap {
            DepartedIntent.find($0.intents.departed, in: $0.path, current: $0.intents.current)
        }
    }
}

/// The identifiers of Swift source with their places, outside comments and string literals: enough
/// to tell whether a file still names a type, without parsing it.
enum SwiftIdentifiers {
    /// Calls `visit` with each identifier (ASCII letters, digits and `_`; a backquoted one
    /// without its backquotes), its line and its column (counted in characters), in order.
    static func scan(_ bytes: [UInt8], _ visit: (String, Int, Int) -> Void) {
        var scanner = Scanner(bytes: bytes)
        scanner.run(visit)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        /// Counted in characters, not bytes: UTF-8 continuation bytes do not count.
        var column = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if index + 1 < bytes.count, bytes[index + 1] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }

        mutating func run(_ visit: (String, Int, Int) -> Void) {
            while let byte = peek() {
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    if !skipString() { advance() }
                } else if Self.isHead(byte) {
                    let start = index
                    let (startLine, startColumn) = (line, column)
                    while let next = peek(), Self.isHead(next) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                    {
                        advance()
                    }
                    visit(String(decoding: bytes[start..<index], as: UTF8.self), startLine, startColumn)
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    // A number's digits and letters (`0x1F`, `1e5`) are no identifier.
                    while let next = peek(), Self.isHead(next) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                    {
                        advance()
                    }
                } else {
                    advance()
                }
            }
        }

        static func isHead(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_")
        }

        /// `/* … */`, nested as Swift nests them.
        mutating func skipBlockComment() {
            var depth = 0
            while let byte = peek() {
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                    if depth == 0 {
                        advance()
                        return
                    }
                }
                advance()
            }
        }

        /// A string literal at the index (`"…"`, `"""…"""`, with any number of `#` around it):
        /// skipped whole, interpolations included; false when no literal starts here.
        mutating func skipString() -> Bool {
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard peek(hashes) == UInt8(ascii: "\"") else { return false }
            let multiline = peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            for _ in 0..<(hashes + quotes) { advance() }
            while let byte = peek() {
                if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                    advance()
                    if peek() != nil { advance() }
                    continue
                }
                if !multiline, byte == UInt8(ascii: "\n") { return true }
                if byte == UInt8(ascii: "\""), (1..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                    (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
                {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return true
                }
                advance()
            }
            return true
        }
    }
}

extension Emitter {
    /// An output of an emit, by its place in the emit's outputs: its file, folder and full path
    /// are read from them when asked (the path made each time), so a large target's thousands of
    /// outputs hold neither a copy of their files nor their full paths.
    struct Target {
        let outputs: EmitOutputs
        let index: Int

        var file: PendingFile { outputs.files[index] }
        var folder: String { outputs.folder(index) }
        /// The full path, made each time it is asked for.
        var path: String { outputs.path(index) }
    }

    /// For each user-owned target that handles intents (by its index): what the stamp records of
    /// them, and the code its file on disk still has for departed intents. `isWritten` says which
    /// targets this emit writes, or would write: a file written now is written for the intents of now.
    static func handledIntents(
        of targets: [Target], previous: BuildStamp?, isWritten: [Bool]
    ) -> (records: [Int: HandledIntents], departed: [DepartedIntent]) {
        var resolver = UserFiles.Resolver()
        // Only a recorded file of a handler skeleton's name can be one: a path resolves to its
        // folder resolved and its own name, so the names are compared before any path is resolved.
        let handlerNames = Set(
            targets.filter { $0.file.isUserOwned && $0.file.kind == .handler }.map {
                FileSystem.lastComponent(of: $0.path)
            })
        var known: [String: HandledIntents] = [:]
        for output in previous?.outputs ?? [] where output.isUserOwned && !handlerNames.isEmpty {
            guard handlerNames.contains(FileSystem.lastComponent(of: output.path)) else { continue }
            known[resolver.resolve(output.path)] = output.intents
        }
        var records: [Int: HandledIntents] = [:]
        var departed: [DepartedIntent] = []
        // Every handler skeleton, also one that handles no intent now: its last intent may just
        // have gone.
        for (index, target) in targets.enumerated() where target.file.isUserOwned && target.file.kind == .handler {
            let intents = target.file.handledIntents
            let before = known[resolver.resolve(target.path)]
            let kept = !isWritten[index]
            let record = HandledIntents.recorded(intents, previous: before, kept: kept)
            records[index] = record
            if kept {
                departed += DepartedIntent.find(record.departed, in: target.path, current: intents)
            }
        }
        return (records, departed)
    }
}
