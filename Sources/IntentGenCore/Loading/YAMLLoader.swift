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
        let text = SourceText(bytes)
        if let problem = text.unreadableEncoding() {
            diagnostics.emit(.error(.yamlSyntax, problem.message, at: .startOf(file), hint: problem.hint))
            return .failed
        }
        var builder = TreeBuilder(
            file: file, text: text, limits: limits, duplicateKeys: duplicateKeys, diagnostics: diagnostics)
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
    let text: SourceText
    var bytes: [UInt8] { text.bytes }
    let limits: YAMLLoader.Limits
    let duplicateKeys: YAMLLoader.DuplicateKeys
    let diagnostics: any DiagnosticCollector
    var anchors: [String: YAMLNode] = [:]
    var aliasExpansion = 0

    init(file: String, text: SourceText, limits: YAMLLoader.Limits, duplicateKeys: YAMLLoader.DuplicateKeys, diagnostics: any DiagnosticCollector) {
        self.file = file
        self.text = text
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
                diagnostics.emit(.error(
                    .yamlSyntax, "the alias `*\(anchor)` refers to no anchor `&\(anchor)` above it", at: location,
                    hint: Suggestions.closest(to: anchor, in: anchors.keys.sorted()).map { "did you mean `*\($0)`?" }
                        ?? "an alias can only refer to an anchor written before it in the same file"))
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
        if parser.error == YAML_READER_ERROR {
            reportReaderError(problem, offset: Int(parser.problem_offset), value: Int(parser.problem_value))
            return
        }
        let context = parser.context.map { String(cString: $0) }
        let problemLocation = location(of: parser.problem_mark)
        let contextLocation = context == nil ? nil : location(of: parser.context_mark)
        var message = problem + (context.map { " (\($0))" } ?? "")
        var location = problemLocation
        var notes: [Diagnostic.Note] = []
        switch (problem, context) {
        case ("could not find expected ':'", "while scanning a simple key"?):
            // libyaml notices a key without `:` only on a later line; the key is where it starts.
            location = contextLocation ?? problemLocation
            message = "expected `key: value`, but this line has no `:`"
        case (_, "while scanning an anchor"?), (_, "while scanning an alias"?):
            // libyaml points after the `&` or `*`; the value starts at it.
            location = contextLocation ?? problemLocation
        case ("found unexpected end of stream", "while scanning a quoted scalar"?):
            location = contextLocation ?? problemLocation
            message = "this quoted string is never closed"
            notes.append(.init("the file ends here, still inside the string", at: problemLocation))
        case (_, "while parsing a flow mapping"?), (_, "while parsing a flow sequence"?):
            // On a later line than the opening bracket, the bracket is most likely never closed.
            if let contextLocation, contextLocation.line < problemLocation.line {
                let opening = context == "while parsing a flow mapping" ? "{" : "["
                notes.append(.init("the `\(opening)` that is not closed is here", at: contextLocation))
            }
        default:
            break
        }
        diagnostics.emit(.error(
            .yamlSyntax, message, at: location, hint: hint(for: problem, context: context, at: location, contextLocation: contextLocation),
            notes: notes))
    }

    /// A problem with the bytes themselves: not UTF-8 (or UTF-16 with a byte-order mark), or a
    /// character YAML does not allow.
    private func reportReaderError(_ problem: String, offset: Int, value: Int) {
        var offset = min(max(offset, 0), bytes.count)
        let message: String
        var hint: String?
        switch problem {
        case "invalid leading UTF-8 octet", "invalid trailing UTF-8 octet", "incomplete UTF-8 octet sequence",
            "invalid length of a UTF-8 sequence":
            // For a bad trailing byte libyaml points at that byte; the character starts at its leading byte.
            if problem == "invalid trailing UTF-8 octet" {
                repeat { offset -= 1 } while offset > text.bodyStart && bytes[offset] & 0xC0 == 0x80
            }
            let byte = offset < bytes.count ? bytes[offset] : 0
            message = "the file is not valid UTF-8 text: byte 0x\(Self.hex(byte)) is not part of a valid UTF-8 character"
            hint = "the file may be in Latin-1 or Windows-1252; save it as UTF-8"
        case "invalid Unicode character":
            message = "the file is not valid UTF-8 text: the bytes here encode no Unicode character"
            hint = "save it as UTF-8"
        case "incomplete UTF-16 character", "incomplete UTF-16 surrogate pair":
            message = "the file ends in the middle of a UTF-16 character"
            hint = "the file may be cut short; save it again, preferably as UTF-8"
        case "unexpected low surrogate area", "expected low surrogate area":
            message = "the file is not valid UTF-16 text: a surrogate pair is broken here"
            hint = "save it again, preferably as UTF-8"
        case "control characters are not allowed":
            let name = value == 0 ? "the NUL character" : "the control character U+\(Self.hex(value, digits: 4))"
            message = "\(name) is not allowed in YAML text"
            hint = "remove it; YAML allows tabs and line breaks but no other control characters"
        default:
            message = "the file cannot be read as text: \(problem)"
        }
        let (line, column) = text.position(ofByte: offset)
        diagnostics.emit(.error(.yamlSyntax, message, at: SourceLocation(file: file, line: line, column: column), hint: hint))
    }

    private func location(of mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func hex(_ value: some BinaryInteger, digits: Int = 2) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private func hint(
        for problem: String, context: String?, at location: SourceLocation, contextLocation: SourceLocation?
    ) -> String? {
        let character = text.character(line: location.line, column: location.column)
        if problem.contains("cannot start any token") {
            switch character {
            case "\t": return "YAML does not allow tabs for indentation; indent with spaces"
            case "@", "`": return "YAML reserves `@` and `` ` `` at the start of a value; put the value in quotes"
            default: return nil
            }
        }
        if problem.contains("mapping values are not allowed") {
            // `title: Note: hello` has a `: ` inside a value; an over-indented line continues the
            // value above it, and its own `key:` is what libyaml stumbles on.
            let before = text.line(location.line).prefix(max(0, location.column - 1))
            let beforeText = String(String.UnicodeScalarView(before))
            if beforeText.contains(": ") || beforeText.hasPrefix("- ") || beforeText.contains(" - ") {
                return "a value that contains `: ` must be quoted"
            }
            return "this line is indented more than the key above it, so it reads as the continuation of that "
                + "key's value; indent it like the key above, or quote a value that contains `: `"
        }
        if problem == "could not find expected ':'" {
            return "add the `:` after the key; a line that continues the value above must be indented more than that value's key"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            if character == "-" {
                return "a `- ` list item cannot stand among the keys of a mapping; put the list under a key of its own"
            }
            return "check the indentation of this line against the lines above it"
        }
        if problem.contains("did not find expected ',' or '}'") || problem.contains("did not find expected ',' or ']'") {
            let (opening, closing, items) = problem.contains("'}'") ? ("{", "}", "entries") : ("[", "]", "items")
            if let character, "[]{},".unicodeScalars.contains(character) {
                return "inside `[ ]` and `{ }`, a value that contains `[`, `]`, `{`, `}` or `,` must be quoted, "
                    + "as in `[\"${name}\"]`"
            }
            if let contextLine = contextLocation?.line, contextLine < location.line {
                return "add the missing `\(closing)` at the end of the line where the `\(opening)` opens"
            }
            return "separate the \(items) with `,`, and quote a value that contains `: ` or `\(closing)`"
        }
        if problem.contains("found a tab character where an indentation space is expected") {
            return "indent the text with spaces, not tabs"
        }
        if context == "while scanning an anchor" || context == "while scanning an alias" {
            return "`&` starts an anchor and `*` an alias; put a value that starts with them in quotes"
        }
        if context == "while scanning a quoted scalar" {
            return "end the string with the quote it starts with"
        }
        return nil
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
