import CYaml

/// The load stage: YAML text to a ``YAMLNode`` tree, on the system libyaml's event API.
///
/// Problems become diagnostics at the position libyaml reports (1-based). The loader keeps the
/// whole input bounded (docs/language.md#limits): file size, nesting depth, the number of nodes,
/// and the bytes that aliases repeat are limited, so an alias bomb or a file of millions of tiny
/// values is an error rather than a hang or an exhausted machine, and what later stages see is
/// never much larger than the file.
///
/// Tags: the YAML core tags `!!str`, `!!int`, `!!bool`, `!!float` and `!!null` on scalars and
/// `!!map` and `!!seq` on collections are honoured (`!!str yes` is the string "yes"), and the
/// non-specific tag `!` makes a scalar a string. Any other tag, a value that does not fit its
/// tag (`!!int many`) and a collection tag on the wrong kind of node are `yaml-tag` errors.
public struct YAMLLoader: Sendable {
    public struct Limits: Sendable {
        /// The largest input, in bytes.
        public var maximumFileSize: Int
        /// The deepest nesting of lists and mappings.
        var maximumDepth: Int
        /// How many nodes (scalars, keys included, lists, mappings and aliases) one file may hold.
        var maximumNodes: Int
        /// What aliases may repeat in total, in bytes, when the file is smaller than this: the
        /// budget is the file's own size, and at least this much.
        var minimumAliasBytes: Int

        public init(
            maximumFileSize: Int = 64 << 20, maximumDepth: Int = 128, maximumNodes: Int = 2_000_000,
            minimumAliasBytes: Int = 1 << 20
        ) {
            self.maximumFileSize = maximumFileSize
            self.maximumDepth = maximumDepth
            self.maximumNodes = maximumNodes
            self.minimumAliasBytes = minimumAliasBytes
        }

        /// The bytes aliases may repeat in a file of `size` bytes.
        func aliasBudget(forFileSize size: Int) -> Int {
            max(size, minimumAliasBytes)
        }
    }

    /// What a key written twice in one mapping does.
    enum DuplicateKeys: Sendable {
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

    var limits: Limits
    var duplicateKeys: DuplicateKeys

    init(limits: Limits = Limits(), duplicateKeys: DuplicateKeys = .error) {
        self.limits = limits
        self.duplicateKeys = duplicateKeys
    }

    /// Loads the single YAML document in `bytes`, reporting problems against `file`.
    public func load(_ bytes: [UInt8], file: String, diagnostics: any DiagnosticCollector) -> Result {
        if bytes.count > limits.maximumFileSize {
            diagnostics.emit(
                .error(.yamlLimit, Self.tooLarge(bytes.count, limit: limits.maximumFileSize), at: .startOf(file)))
            return .failed
        }
        let text = SourceText(bytes)
        if let problem = text.unreadableEncoding() {
            diagnostics.emit(.error(.yamlSyntax, problem.message, at: .startOf(file), hint: problem.hint))
            return .failed
        }
        if bytes.count >= YAMLPieces.minimumSize, let root = loadInPieces(bytes, file: file) {
            return .document(root)
        }
        var builder = TreeBuilder(
            file: file, start: .startOf(file), text: text, limits: limits, duplicateKeys: duplicateKeys,
            diagnostics: diagnostics)
        return builder.run()
    }

    /// The file loaded in pieces, one per core (``YAMLPieces``); nil when it cannot be cut, or
    /// its pieces do not join as the whole file would load. Nothing is reported: the whole load
    /// that follows then reports what there is.
    func loadInPieces(_ bytes: [UInt8], file: String, pieces: Int = YAMLPieces.cores) -> YAMLNode? {
        let cuts = YAMLPieces.cuts(in: bytes, pieces: pieces)
        guard !cuts.isEmpty else { return nil }
        let start = SourceLocation.startOf(file)
        let loaded = Concurrently.map(cuts.count + 1) { index -> LoadedPiece in
            let end = index < cuts.count ? cuts[index].offset : bytes.count
            var piece: [UInt8] = []
            if index > 0 {
                piece.reserveCapacity(cuts[index - 1].header.count + end - cuts[index - 1].offset)
                piece += bytes[cuts[index - 1].header]
            }
            piece += bytes[(index > 0 ? cuts[index - 1].offset : 0)..<end]
            let reported = ReportedAnything()
            var builder = TreeBuilder(
                file: file, start: start, text: SourceText(piece), limits: limits, duplicateKeys: duplicateKeys,
                diagnostics: reported)
            builder.lineOffset = index > 0 ? cuts[index - 1].line - 1 : 0
            guard case .document(let root) = builder.run(), !reported.reported, !builder.sawAlias,
                !builder.mergedNearRoot
            else { return LoadedPiece(refused: true) }
            // A later piece's root, header key and section mapping are not the file's.
            return LoadedPiece(root: root, nodes: builder.nodes - (index > 0 ? 3 : 0))
        }
        return YAMLPieces.join(loaded, cuts: cuts, file: start, maximumNodes: limits.maximumNodes)
    }

    /// The message for a file of `size` bytes over the size limit.
    public static func tooLarge(_ size: Int, limit: Int) -> String {
        "file is \(size) bytes, more than the limit of \(limit) bytes"
    }

    public func load(_ text: String, file: String, diagnostics: any DiagnosticCollector) -> Result {
        load(Array(text.utf8), file: file, diagnostics: diagnostics)
    }
}

/// One libyaml event, copied out of C memory. Tags are as libyaml resolved them (`!!str` is
/// `tag:yaml.org,2002:str`).
private enum Event {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias(anchor: String)
    case scalar(text: String, style: YAMLNode.ScalarStyle, tag: String?, anchor: String?)
    case sequenceStart(tag: String?, anchor: String?)
    case sequenceEnd
    case mappingStart(tag: String?, anchor: String?)
    case mappingEnd
}

/// Signals that loading stopped; a diagnostic has been emitted.
private struct LoadStopped: Error {}

/// Drives a libyaml parser and assembles nodes.
private struct TreeBuilder {
    let file: String
    /// The start of `file`, from which every node's location is made.
    let start: SourceLocation
    let text: SourceText
    var bytes: [UInt8] { text.bytes }
    let limits: YAMLLoader.Limits
    let duplicateKeys: YAMLLoader.DuplicateKeys
    let diagnostics: any DiagnosticCollector
    /// Each anchor's node and the bytes it stands for (see `produced`).
    var anchors: [String: (node: YAMLNode, bytes: Int)] = [:]
    /// Nodes read so far, aliases counted once.
    var nodes = 0
    /// The bytes of the document so far with aliases expanded: each scalar's UTF-8 text plus
    /// one, one for each list and mapping, and for an alias what its anchor stands for.
    var produced = 0
    /// What aliases have repeated so far, in the same bytes.
    var aliasBytes = 0
    var aliasBudget: Int { limits.aliasBudget(forFileSize: bytes.count) }
    /// What is added to each line libyaml reports: where a piece of a file starts in it, less
    /// its header line (``YAMLPieces``).
    var lineOffset = 0
    /// Whether an alias was read, or a merge key in the root mapping or in one of its values:
    /// a piece that has one does not join as the whole file would load.
    var sawAlias = false
    var mergedNearRoot = false

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
                    diagnostics.emit(
                        .error(
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
        try count(at: location, depth: depth)
        let start = produced
        let content: YAMLNode.Content
        let anchor: String?
        switch event {
        case .scalar(let text, let style, let tagName, let name):
            produced += text.utf8.count + 1
            let tag = scalarTag(tagName, text: text, at: location)
            (content, anchor) = (.scalar(YAMLNode.Scalar(text: text, style: style, tag: tag)), name)
        case .alias(let name):
            sawAlias = true
            return try resolveAlias(name, at: location)
        case .sequenceStart(let tag, let name):
            produced += 1
            checkCollectionTag(tag, expected: "seq", kind: "a list", at: location)
            (content, anchor) = (.sequence(try parseSequence(depth: depth, parser: &parser)), name)
        case .mappingStart(let tag, let name):
            produced += 1
            checkCollectionTag(tag, expected: "map", kind: "a mapping", at: location)
            (content, anchor) = (.mapping(try parseMapping(depth: depth, parser: &parser)), name)
        default:
            diagnostics.emit(.error(.yamlSyntax, "unexpected YAML structure", at: location))
            throw LoadStopped()
        }
        let node = YAMLNode(content, at: location)
        remember(node, as: anchor, from: start)
        return node
    }

    /// Counts one more node, at `depth`; stops loading past the limits on nesting and on nodes.
    private mutating func count(at location: SourceLocation, depth: Int) throws {
        if depth > limits.maximumDepth {
            diagnostics.emit(
                .error(
                    .yamlLimit, "lists and mappings are nested more than \(limits.maximumDepth) levels deep",
                    at: location))
            throw LoadStopped()
        }
        nodes += 1
        if nodes > limits.maximumNodes {
            diagnostics.emit(
                .error(
                    .yamlLimit,
                    "the file holds more than \(limits.maximumNodes) values (scalars, keys, lists and mappings)",
                    at: location, hint: "split the definitions into several files; see the limits in docs/language.md"))
            throw LoadStopped()
        }
    }

    /// The node an alias stands for, counting what it repeats against the aliases' budget; an
    /// alias of no anchor above it, or one past the budget, stops loading.
    private mutating func resolveAlias(_ anchor: String, at location: SourceLocation) throws -> YAMLNode {
        guard let (anchored, bytes) = anchors[anchor] else {
            diagnostics.emit(
                .error(
                    .yamlSyntax, "the alias `*\(anchor)` refers to no anchor `&\(anchor)` above it", at: location,
                    hint: Suggestions.closest(to: anchor, in: anchors.keys.sorted()).map {
                        "did you mean `*\($0)`?"
                    }
                        ?? "an alias can only refer to an anchor written before it in the same file"))
            throw LoadStopped()
        }
        aliasBytes += bytes
        produced += bytes
        if aliasBytes > aliasBudget {
            diagnostics.emit(
                .error(
                    .yamlLimit,
                    "aliases repeat more than \(aliasBudget) bytes in total, more than the file itself "
                        + "(the limit is the file's size, and at least \(limits.minimumAliasBytes) bytes)",
                    at: location,
                    hint:
                        "an alias repeats all its anchor holds; one that refers to nodes full of aliases grows exponentially"
                ))
            throw LoadStopped()
        }
        // The alias stands where it is used; its contents keep the anchor's positions.
        var node = anchored
        node.location = location
        return node
    }

    /// The items of a list, up to its end, without the spare capacity that growing leaves.
    private mutating func parseSequence(depth: Int, parser: inout yaml_parser_t) throws -> [YAMLNode] {
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
        return items
    }

    /// The core tag of a scalar. An unknown tag, or a value that does not fit its tag, is an
    /// error; the scalar is then read as a string, so that loading goes on and finds the rest.
    private func scalarTag(_ name: String?, text: String, at location: SourceLocation) -> YAMLNode.Tag? {
        guard let name else { return nil }
        // The non-specific tag `!` makes the scalar a string, as quotes do.
        if name == "!" { return .str }
        guard name.hasPrefix(Self.coreTagPrefix),
            let tag = YAMLNode.Tag.allCases.first(where: { name == Self.coreTagPrefix + "\($0)" })
        else {
            if name == Self.coreTagPrefix + "map" || name == Self.coreTagPrefix + "seq" {
                let kind = name.hasSuffix("map") ? "mapping" : "list"
                diagnostics.emit(
                    .error(
                        .yamlTag, "this value is tagged `\(Self.written(name))`, but it is a string, not a \(kind)",
                        at: location))
            } else {
                reportUnknownTag(name, at: location)
            }
            return .str
        }
        guard YAMLNode.Scalar.fits(text, tag) else {
            let kind =
                switch tag {
                case .str: "a string"
                case .int: "an integer"
                case .bool: "a boolean (`true` or `false`)"
                case .float: "a number"
                case .null: "null (`~`, `null` or nothing)"
                }
            let shown =
                text.unicodeScalars.count > 40
                ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text
            diagnostics.emit(
                .error(
                    .yamlTag, "`\(shown)` is tagged `\(tag.written)`, but it is not \(kind)", at: location,
                    hint: "remove the tag, or write a value of its type"))
            return .str
        }
        return tag
    }

    /// A list or mapping may carry its own core tag (`!!seq`, `!!map`) or the non-specific `!`.
    private func checkCollectionTag(_ name: String?, expected: String, kind: String, at location: SourceLocation) {
        guard let name, name != "!", name != Self.coreTagPrefix + expected else { return }
        if name.hasPrefix(Self.coreTagPrefix),
            ["map", "seq", "str", "int", "bool", "float", "null"].contains(
                String(name.dropFirst(Self.coreTagPrefix.count)))
        {
            diagnostics.emit(
                .error(
                    .yamlTag, "this value is tagged `\(Self.written(name))`, but it is \(kind)", at: location))
        } else {
            reportUnknownTag(name, at: location)
        }
    }

    private func reportUnknownTag(_ name: String, at location: SourceLocation) {
        diagnostics.emit(
            .error(
                .yamlTag, "the tag `\(Self.written(name))` is not one intentgen knows", at: location,
                hint:
                    "intentgen reads the YAML core tags `!!str`, `!!int`, `!!bool`, `!!float`, `!!null`, `!!map` and `!!seq`; "
                    + "remove the tag, or quote a value that starts with `!`"))
    }

    static let coreTagPrefix = "tag:yaml.org,2002:"

    /// A tag as the user most likely wrote it: `!!str` for a core tag, as is otherwise.
    static func written(_ name: String) -> String {
        let shown = name.hasPrefix(coreTagPrefix) ? "!!" + name.dropFirst(coreTagPrefix.count) : Substring(name)
        return shown.unicodeScalars.count > 60
            ? String(String.UnicodeScalarView(shown.unicodeScalars.prefix(60))) + "…" : String(shown)
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
                diagnostics.emit(
                    .error(
                        .wrongType, "mapping keys must be plain strings, but this key is \(keyNode.kindDescription)",
                        at: keyLocation))
                continue
            }
            if key.isPlain, key.text == "<<" {
                if depth <= 2 { mergedNearRoot = true }
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
                diagnostics.emit(
                    .error(
                        .yamlDuplicateKey, "the key `\(key.text)` appears twice in this mapping", at: keyLocation,
                        notes: [.init("`\(key.text)` is first set here", at: firstLocation)]))
            case .lastWins:
                diagnostics.emit(
                    .warning(
                        .yamlDuplicateKey,
                        "the key `\(key.text)` appears twice in this mapping; the last value is used",
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
                diagnostics.emit(
                    .error(
                        .wrongType,
                        "a merge key `<<` takes a mapping or a list of mappings, not \(source.kindDescription)",
                        at: source.location))
                continue
            }
            for entry in entries where seen.insert(entry.key).inserted {
                result.append(entry)
            }
        }
        return result
    }

    /// Keeps an anchored node with the bytes it stands for: what was produced since `start`.
    private mutating func remember(_ node: YAMLNode, as anchor: String?, from start: Int) {
        if let anchor { anchors[anchor] = (node, produced - start) }
    }

    /// The next event with the position where it starts.
    private func next(_ parser: inout yaml_parser_t) throws -> (Event, SourceLocation) {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            reportParserError(parser)
            throw LoadStopped()
        }
        defer { yaml_event_delete(&event) }
        // Made from the file's start, so the path is not looked up (under a lock) for each event.
        let location = start.moved(
            line: Int(event.start_mark.line) + 1 + lineOffset, column: Int(event.start_mark.column) + 1)
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
            let text =
                data.value.map { pointer in
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
            return .scalar(text: text, style: style, tag: string(data.tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(tag: string(data.tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(tag: string(data.tag), anchor: string(data.anchor))
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
                let opening = Self.flowBrackets(mapping: context == "while parsing a flow mapping").opening
                notes.append(.init("the `\(opening)` that is not closed is here", at: contextLocation))
            }
        default:
            break
        }
        diagnostics.emit(
            .error(
                .yamlSyntax, message, at: location,
                hint: hint(for: problem, context: context, at: location, contextLocation: contextLocation),
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
            message =
                "the file is not valid UTF-8 text: byte 0x\(Self.hex(byte)) is not part of a valid UTF-8 character"
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
        diagnostics.emit(
            .error(.yamlSyntax, message, at: SourceLocation(file: file, line: line, column: column), hint: hint))
    }

    private func location(of mark: yaml_mark_t) -> SourceLocation {
        start.moved(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
    }

    /// The brackets of a flow collection: `{ }` for a mapping, `[ ]` for a list.
    private static func flowBrackets(mapping: Bool) -> (opening: String, closing: String) {
        mapping ? ("{", "}") : ("[", "]")
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
            return
                "add the `:` after the key; a line that continues the value above must be indented more than that value's key"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            if character == "-" {
                return "a `- ` list item cannot stand among the keys of a mapping; put the list under a key of its own"
            }
            return "check the indentation of this line against the lines above it"
        }
        if problem.contains("did not find expected ',' or '}'") || problem.contains("did not find expected ',' or ']'")
        {
            let mapping = problem.contains("'}'")
            let (opening, closing) = Self.flowBrackets(mapping: mapping)
            let items = mapping ? "entries" : "items"
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
/// Small mappings (nearly all) find a key by scanning; from 24 entries on, a dictionary keeps the
/// positions, so a mapping of n keys costs O(n) either way. A key set again under `.lastWins`
/// leaves a tombstone rather than shifting the array, and ``finished()`` drops the tombstones
/// and the spare capacity that growing by doubling leaves (most of a tree's memory is entries).
private struct MappingKeys {
    private(set) var entries: [YAMLNode.Entry] = []
    private var superseded: Set<Int> = []
    private var positions: [String: Int]?
    private static let scanLimit = 24

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
            for (position, entry) in entries.enumerated() where !superseded.contains(position) {
                index[entry.key] = position
            }
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
