#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file loaded in pieces, one per core: libyaml reads one file on one core, and a
/// definitions file of megabytes spends most of its load there while the other cores wait.
///
/// A file whose root is a block mapping is cut at lines that start a key of a section, a
/// top-level key whose value is a block mapping (`intents:`): such a line, at the indentation of
/// the section's first key, is where the parser of the whole file is in the section's mapping
/// and about to read a key, if the text before it is whole YAML. Each piece after the first is
/// loaded behind a copy of its section's header line, with its lines moved to where they are in
/// the file, and the pieces' trees are joined into the tree the whole file gives.
///
/// Only what is sure to join as the whole would load is taken: a piece that has any problem (a
/// cut inside a quoted string or a flow collection leaves one), uses an alias or a merge key
/// near the root, or repeats a key of another piece sends the file to the whole load, which
/// then reports as it always does. So does a file with what the cut does not model: a
/// byte-order mark, a carriage return or another line break than `\n`, a document marker, a
/// directive, or a line that starts with a tab.
struct YAMLPieces {
    /// One place where the file is cut: the start of a line, its 0-based line number, and the
    /// header line of the section it is in (with its `\n`).
    struct Cut: Equatable {
        var offset: Int
        var line: Int
        /// The indentation of the key the line starts.
        var indent: Int
        var header: Range<Int>
    }

    /// Files smaller than this load whole: a piece costs a parser and a join.
    static let minimumSize = 256 << 10

    /// Where to cut `bytes` into about `pieces` pieces of equal size; empty when it cannot be
    /// cut (see the type's documentation).
    static func cuts(in bytes: [UInt8], pieces: Int) -> [Cut] {
        guard pieces > 1, !hasUnmodelledText(bytes) else { return [] }
        var cuts: [Cut] = []
        var target = bytes.count / pieces
        var header: Range<Int>?
        var sectionIndent: Int?
        var line = 0
        var start = 0
        while start < bytes.count, cuts.count < pieces - 1 {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer {
                start = end + 1
                line += 1
            }
            var indent = 0
            while start + indent < end, bytes[start + indent] == UInt8(ascii: " ") { indent += 1 }
            // Blank lines and comments leave the structure as it is.
            guard start + indent < end, bytes[start + indent] != UInt8(ascii: "#") else { continue }
            let first = bytes[start + indent]
            if indent == 0 {
                // A new top-level key: a section when nothing but a comment follows its `:`.
                header = isSectionHeader(bytes[start..<end]) ? start..<min(end + 1, bytes.count) : nil
                sectionIndent = nil
                continue
            }
            guard let section = header else { continue }
            guard let keyIndent = sectionIndent else {
                // The section's first key sets its indentation; a section that holds anything
                // but a block mapping of plain keys is not cut.
                if startsPlainKey(first) { sectionIndent = indent } else { header = nil }
                continue
            }
            if indent < keyIndent {
                header = nil
            } else if indent == keyIndent, start >= target, startsPlainKey(first),
                bytes[start..<end].contains(UInt8(ascii: ":"))
            {
                cuts.append(Cut(offset: start, line: line, indent: indent, header: section))
                target = bytes.count / pieces * (cuts.count + 1)
            }
        }
        return cuts
    }

    /// Whether the text has what the cut does not model. Each byte it looks for is found with
    /// `memchr`, which reads many bytes at a time: the whole file is looked through before the
    /// pieces can start.
    private static func hasUnmodelledText(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE])
            || bytes.starts(with: [0xFE, 0xFF])
        {
            return true
        }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            func find(_ byte: UInt8, from start: Int) -> Int? { buffer.firstIndex(of: byte, from: start) }
            // Whether `sequence` is in the text: looked for at each place of its last byte.
            func contains(_ sequence: [UInt8]) -> Bool {
                var from = sequence.count - 1
                while let index = find(sequence[sequence.count - 1], from: from) {
                    if sequence.dropLast().reversed().enumerated().allSatisfy({
                        base[index - 1 - $0.offset] == $0.element
                    }) {
                        return true
                    }
                    from = index + 1
                }
                return false
            }
            // A carriage return; NEL (C2 85), LS and PS (E2 80 A8, E2 80 A9) are line breaks to YAML.
            if find(UInt8(ascii: "\r"), from: 0) != nil || contains([0xC2, 0x85]) || contains([0xE2, 0x80, 0xA8])
                || contains([0xE2, 0x80, 0xA9])
            {
                return true
            }
            var start = 0
            while start < buffer.count {
                let first = base[start]
                if first == UInt8(ascii: "\t") || first == UInt8(ascii: "%") { return true }
                // `---` and `...` mark documents.
                if first == UInt8(ascii: "-") || first == UInt8(ascii: "."), start + 2 < buffer.count,
                    base[start + 1] == first, base[start + 2] == first
                {
                    return true
                }
                guard let newline = find(UInt8(ascii: "\n"), from: start) else { break }
                start = newline + 1
            }
            return false
        }
    }

    /// `key:` with a plain key, and nothing after it but spaces and a comment.
    private static func isSectionHeader(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first, startsPlainKey(first),
            let colon = line.firstIndex(where: { !isPlainKeyByte($0) }), line[colon] == UInt8(ascii: ":")
        else { return false }
        let rest = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") }
        return rest.isEmpty || rest.first == UInt8(ascii: "#") && colon + 1 < rest.startIndex
    }

    private static func startsPlainKey(_ byte: UInt8) -> Bool {
        isPlainKeyByte(byte) && byte != UInt8(ascii: "-") && byte != UInt8(ascii: ".")
    }

    private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// The number of cores, at least one.
    static var cores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// What loading one piece gave, and what decides whether the pieces join as the whole would.
struct LoadedPiece {
    var root: YAMLNode?
    /// Nodes read, as the whole file's count would have them.
    var nodes = 0
    /// Whether anything stands in the way of joining: a problem, an alias, a merge key near the
    /// root.
    var refused = false
}

/// Takes note that something was reported, and nothing else.
final class ReportedAnything: DiagnosticCollector {
    private(set) var reported = false
    func emit(_ diagnostic: Diagnostic) { reported = true }
    func keeps(_ code: Diagnostic.Code, _ severity: Diagnostic.Severity) -> Bool { false }
}

extension YAMLPieces {
    /// The pieces' trees joined into the whole file's, or nil when they do not join as the whole
    /// would load (then the file is loaded whole). `pieces[0]` is the file's beginning; each
    /// other piece's root starts with its section's key, whose entries continue the section.
    /// `cuts` are where the pieces were cut, in `file`.
    static func join(_ pieces: [LoadedPiece], cuts: [Cut], file: SourceLocation, maximumNodes: Int) -> YAMLNode? {
        guard !pieces.contains(where: \.refused), pieces.count == cuts.count + 1 else { return nil }
        var pieces = pieces
        for (index, cut) in cuts.enumerated() {
            // An empty value at the end of a piece is where libyaml saw the piece end; in the
            // whole file it is where the next token starts, the key the cut line starts.
            pieces[index].root?.moveEnd(
                from: file.moved(line: cut.line + 1, column: 1),
                to: file.moved(line: cut.line + 1, column: cut.indent + 1))
        }
        guard var root = pieces.first?.root,
            pieces.reduce(0, { $0 + $1.nodes }) <= maximumNodes, var entries = root.mapping
        else { return nil }
        var rootKeys = Set(entries.map(\.key))
        // The keys of the section the last entry holds, once a piece continues it.
        var sectionKeys: Set<String>?
        for piece in pieces.dropFirst() {
            guard let pieceEntries = piece.root?.mapping, let continued = pieceEntries.first,
                let last = entries.last, last.key == continued.key, var section = last.value.mapping,
                let more = continued.value.mapping
            else { return nil }
            var keys = sectionKeys ?? Set(section.map(\.key))
            for entry in more where !keys.insert(entry.key).inserted { return nil }
            for entry in pieceEntries.dropFirst() where !rootKeys.insert(entry.key).inserted { return nil }
            section.append(contentsOf: more)
            entries[entries.count - 1].value.content = .mapping(section)
            entries.append(contentsOf: pieceEntries.dropFirst())
            // A piece that goes on past its section leaves another section last.
            sectionKeys = pieceEntries.count > 1 ? nil : keys
        }
        root.content = .mapping(entries)
        return root
    }
}

extension YAMLNode {
    /// Moves the nodes at `end` on the tree's last path (the last item or entry, level by level)
    /// to `place`: the only nodes a piece can have where it ends are the empty values before it.
    mutating func moveEnd(from end: SourceLocation, to place: SourceLocation) {
        if location == end { location = place }
        switch content {
        case .scalar: break
        case .sequence(var items):
            guard !items.isEmpty else { return }
            // The array is taken out (content no longer holds it) so that it changes in place.
            content = .scalar(Scalar(text: ""))
            items[items.count - 1].moveEnd(from: end, to: place)
            content = .sequence(items)
        case .mapping(var entries):
            guard !entries.isEmpty else { return }
            content = .scalar(Scalar(text: ""))
            if entries[entries.count - 1].keyLocation == end { entries[entries.count - 1].keyLocation = place }
            entries[entries.count - 1].value.moveEnd(from: end, to: place)
            content = .mapping(entries)
        }
    }
}
