import CYaml

/// The load stage: YAML text to a ``YAMLNode`` tree, on the system libyaml's event API.
///
/// Problems become diagnostics at the position libyaml reports (1-based). The loader keeps the
/// whole input bounded: file size, nesting depth and the number of nodes that aliases expand to
/// are limited, so an alias bomb is an error rather than a hang.
public struct YAMLLoader: Sendable {
    public struct Limits: Sendable {
        /// The largest input, in bytes.
        public var maximumFileSize: Int
        /// The deepest nesting of lists and mappings.
        public var maximumDepth: Int
        /// How many nodes aliases may add to a document in total.
        public var maximumAliasExpansion: Int

        public init(maximumFileSize: Int = 64 << 20, maximumDepth: Int = 128, maximumAliasExpansion: Int = 1_000_000) {
            self.maximumFileSize = maximumFileSize
            self.maximumDepth = maximumDepth
            self.maximumAliasExpansion = maximumAliasExpansion
        }
    }

    /// What a key written twice in one mapping does.
    public enum DuplicateKeys: Sendable {
        /// An error; the first value is kept (the definitions language).
        case error
        /// A warning; the last value wins, as XcodeGen reads its specs.
        case lastWins
    }

    /// What loading a file gave.
    public enum Result: Sendable {
        /// A document.
        case document(YAMLNode)
        /// A file with no document at all (empty, or only comments).
        case empty
        /// The file could not be loaded; diagnostics say why.
        case failed
    }

    public var limits: Limits
    public var duplicateKeys: DuplicateKeys

    public init(limits: Limits = Limits(), duplicateKeys: DuplicateKeys = .error) {
        self.limits = limits
        self.duplicateKeys = duplicateKeys
    }

    /// Loads the single YAML document in `bytes`, reporting problems against `file`.
    public func load(_ bytes: [UInt8], file: String, diagnostics: any DiagnosticCollector) -> Result {
        if bytes.count > limits.maximumFileSize {
            diagnostics.emit(.error(
                .yamlLimit,
                "file is \(bytes.count) bytes, more than the limit of \(limits.maximumFileSize) bytes",
                at: .startOf(file)))
            return .failed
        }
        var builder = TreeBuilder(
            file: file, bytes: bytes, limits: limits, duplicateKeys: duplicateKeys, diagnostics: diagnostics)
        return builder.run()
    }

    public func load(_ text: String, file: String, diagnostics: any DiagnosticCollector) -> Result {
        load(Array(text.utf8), file: file, diagnostics: diagnostics)
    }
}

/// One libyaml event, copied out of C memory.
private enum Event {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias(anchor: String)
    case scalar(YAMLNode.Scalar, anchor: String?)
    case sequenceStart(anchor: String?)
    case sequenceEnd
    case mappingStart(anchor: String?)
    case mappingEnd
}

/// Signals that loading stopped; a diagnostic has been emitted.
private struct LoadStopped: Error {}

/// Drives a libyaml parser and assembles nodes.
private struct TreeBuilder {
    let file: String
    let bytes: [UInt8]
    let limits: YAMLLoader.Limits
    let duplicateKeys: YAMLLoader.DuplicateKeys
    let diagnostics: any DiagnosticCollector
    var anchors: [String: YAMLNode] = [:]
    var aliasExpansion = 0

    init(file: String, bytes: [UInt8], limits: YAMLLoader.Limits, duplicateKeys: YAMLLoader.DuplicateKeys, diagnostics: any DiagnosticCollector) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
        self.duplicateKeys = duplicateKeys
        self.diagnostics = diagnostics
    }

    mutating func run() -> YAMLLoader.Result {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.emit(.error(.io, "could not start the YAML parser (out of memory)", at: .startOf(file)))
            return .failed
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> YAMLLoader.Result in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            do {
                return try parseStream(&parser)
            } catch {
                return .failed
            }
        }
    }

    private mutating func parseStream(_ parser: inout yaml_parser_t) throws -> YAMLLoader.Result {
        guard case (.streamStart, _) = try next(&parser) else { throw LoadStopped() }
        var root: YAMLNode?
        while true {
            let (event, location) = try next(&parser)
            switch event {
            case .streamEnd:
                return root.map(YAMLLoader.Result.document) ?? .empty
            case .documentStart:
                if root != nil {
                    diagnostics.emit(.error(
                        .yamlSyntax, "a definitions file holds a single YAML document, but this is a second one",
                        at: location, hint: "remove the `---` line or move the document to a file of its own"))
                    throw LoadStopped()
                }
                let (first, firstLocation) = try next(&parser)
                root = try parseNode(first, at: firstLocation, depth: 1, parser: &parser)
                guard case (.documentEnd, _) = try next(&parser) else { throw LoadStopped() }
            default:
                throw LoadStopped()
            }
        }
    }

    private mutating func parseNode(
        _ event: Event, at location: SourceLocation, depth: Int, parser: inout yaml_parser_t
    ) throws -> YAMLNode {
        if depth > limits.maximumDepth {
            diagnostics.emit(.error(
                .yamlLimit, "lists and mappings are nested more than \(limits.maximumDepth) levels deep", at: location))
            throw LoadStopped()
        }
        switch event {
        case .scalar(let scalar, let anchor):
            let node = YAMLNode(.scalar(scalar), at: location)
            remember(node, as: anchor)
            return node
        case .alias(let anchor):
            guard var node = anchors[anchor] else {
                diagnostics.emit(.error(.yamlSyntax, "the alias `*\(anchor)` refers to no anchor `&\(anchor)` above it", at: location))
                throw LoadStopped()
            }
            aliasExpansion += node.expandedSize
            if aliasExpansion > limits.maximumAliasExpansion {
                diagnostics.emit(.error(
                    .yamlLimit,
                    "aliases expand to more than \(limits.maximumAliasExpansion) nodes",
                    at: location, hint: "an alias that refers to nodes full of aliases grows exponentially"))
                throw LoadStopped()
            }
            // The alias stands where it is used; its contents keep the anchor's positions.
            node.location = location
            return node
        case .sequenceStart(let anchor):
            var items: [YAMLNode] = []
            while true {
                let (item, itemLocation) = try next(&parser)
                if case .sequenceEnd = item { break }
                items.append(try parseNode(item, at: itemLocation, depth: depth + 1, parser: &parser))
            }
            if items.count < items.capacity {
                var compact: [YAMLNode] = []
                compact.reserveCapacity(items.count)
                compact.append(contentsOf: items)
                items = compact
            }
            let node = YAMLNode(.sequence(items), at: location)
            remember(node, as: anchor)
            return node
        case .mappingStart(let anchor):
            let node = YAMLNode(.mapping(try parseMapping(depth: depth, parser: &parser)), at: location)
            remember(node, as: anchor)
            return node
        default:
            diagnostics.emit(.error(.yamlSyntax, "unexpected YAML structure", at: location))
            throw LoadStopped()
        }
    }

    private mutating func parseMapping(depth: Int, parser: inout yaml_parser_t) throws -> [YAMLNode.Entry] {
        var keys = MappingKeys()
        var merged: [(position: Int, entries: [YAMLNode.Entry])] = []
        while true {
            let (keyEvent, keyLocation) = try next(&parser)
            if case .mappingEnd = keyEvent { break }
            let keyNode = try parseNode(keyEvent, at: keyLocation, depth: depth + 1, parser: &parser)
            let (valueEvent, valueLocation) = try next(&parser)
            let value = try parseNode(valueEvent, at: valueLocation, depth: depth + 1, parser: &parser)
            guard let key = keyNode.scalar else {
                diagnostics.emit(.error(
                    .wrongType, "mapping keys must be plain strings, but this key is \(keyNode.kindDescription)",
                    at: keyLocation))
                continue
            }
            if key.isPlain, key.text == "<<" {
                merged.append((keys.count, try mergeSources(value)))
                continue
            }
            let entry = YAMLNode.Entry(key: key.text, keyLocation: keyLocation, value: value)
            guard let first = keys.position(of: key.text) else {
                keys.append(entry)
                continue
            }
            let firstLocation = keys.entries[first].keyLocation
            switch duplicateKeys {
            case .error:
                diagnostics.emit(.error(
                    .yamlDuplicateKey, "the key `\(key.text)` appears twice in this mapping", at: keyLocation,
                    notes: [.init("`\(key.text)` is first set here", at: firstLocation)]))
            case .lastWins:
                diagnostics.emit(.warning(
                    .yamlDuplicateKey, "the key `\(key.text)` appears twice in this mapping; the last value is used",
                    at: keyLocation, notes: [.init("`\(key.text)` is first set here", at: firstLocation)]))
                keys.supersede(first, with: entry)
            }
        }
        var entries = keys.finished()
        // YAML 1.1 merge keys (`<<: *base`): keys written in the mapping win over merged ones,
        // and among merged mappings the earlier one wins.
        if !merged.isEmpty {
            var present = Set(entries.map(\.key))
            for (position, sources) in merged.reversed() {
                let added = sources.filter { present.insert($0.key).inserted }
                entries.insert(contentsOf: added, at: min(position, entries.count))
            }
        }
        return entries
    }

    private func mergeSources(_ value: YAMLNode) throws -> [YAMLNode.Entry] {
        let sources = value.sequence ?? [value]
        var result: [YAMLNode.Entry] = []
        var seen = Set<String>()
        for source in sources {
            guard let entries = source.mapping else {
                diagnostics.emit(.error(
                    .wrongType, "a merge key `<<` takes a mapping or a list of mappings, not \(source.kindDescription)",
                    at: source.location))
                continue
            }
            for entry in entries where seen.insert(entry.key).inserted {
                result.append(entry)
            }
        }
        return result
    }

    private mutating func remember(_ node: YAMLNode, as anchor: String?) {
        if let anchor { anchors[anchor] = node }
    }

    /// The next event with the position where it starts.
    private func next(_ parser: inout yaml_parser_t) throws -> (Event, SourceLocation) {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            reportParserError(parser)
            throw LoadStopped()
        }
        defer { yaml_event_delete(&event) }
        let location = SourceLocation(
            file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        return (convert(event), location)
    }

    private func convert(_ event: yaml_event_t) -> Event {
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map { pointer in
                String(decoding: UnsafeBufferPointer(start: pointer, count: Int(data.length)), as: UTF8.self)
            } ?? ""
            let style: YAMLNode.ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            var tag = string(data.tag)
            if tag == "!" { tag = nil }  // The non-specific tag only forces "not plain".
            return .scalar(YAMLNode.Scalar(text: text, style: style, tag: tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT: return .sequenceStart(anchor: string(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT: return .mappingStart(anchor: string(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be read"
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " (\(context))"
        }
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = locationOfByte(Int(parser.problem_offset))
            message = "the file is not valid UTF-8 or UTF-16 text: " + problem
        } else {
            location = SourceLocation(
                file: file, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        }
        diagnostics.emit(.error(.yamlSyntax, message, at: location, hint: hint(for: problem, at: location)))
    }

    private func hint(for problem: String, at location: SourceLocation) -> String? {
        if problem.contains("cannot start any token"), character(at: location) == "\t" {
            return "YAML does not allow tabs for indentation; indent with spaces"
        }
        if problem.contains("mapping values are not allowed") {
            return "a value that contains `: ` must be quoted"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            return "check the indentation of this line against the lines above it"
        }
        return nil
    }

    /// The character at a 1-based line and column, for hints.
    private func character(at location: SourceLocation) -> Character? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line - 1 < lines.count else { return nil }
        let line = lines[location.line - 1]
        guard location.column - 1 < line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: location.column - 1)]
    }

    private func locationOfByte(_ offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// The entries of one mapping while it is read, and where each key is.
///
/// Small mappings (nearly all) find a key by scanning; from 8 entries on, a dictionary keeps the
/// positions, so a mapping of n keys costs O(n) either way. A key set again under `.lastWins`
/// leaves a tombstone rather than shifting the array, and ``finished()`` drops the tombstones
/// and the spare capacity that growing by doubling leaves (most of a tree's memory is entries).
private struct MappingKeys {
    private(set) var entries: [YAMLNode.Entry] = []
    private var superseded: Set<Int> = []
    private var positions: [String: Int]?
    private static let scanLimit = 8

    var count: Int { entries.count - superseded.count }

    func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return entries.indices.first { entries[$0].key == key && !superseded.contains($0) }
    }

    mutating func append(_ entry: YAMLNode.Entry) {
        entries.append(entry)
        if positions != nil {
            positions![entry.key] = entries.count - 1
        } else if entries.count == Self.scanLimit {
            var index: [String: Int] = [:]
            for (position, entry) in entries.enumerated() where !superseded.contains(position) { index[entry.key] = position }
            positions = index
        }
    }

    /// The entry at `position` gives way to `entry`, which goes to the end (the last value wins).
    mutating func supersede(_ position: Int, with entry: YAMLNode.Entry) {
        superseded.insert(position)
        append(entry)
    }

    func finished() -> [YAMLNode.Entry] {
        if superseded.isEmpty {
            guard entries.count < entries.capacity else { return entries }
            var compact: [YAMLNode.Entry] = []
            compact.reserveCapacity(entries.count)
            compact.append(contentsOf: entries)
            return compact
        }
        return entries.indices.filter { !superseded.contains($0) }.map { entries[$0] }
    }
}
