/// What an export changes of an existing `.intentdefinition` that intentgen did not write, such
/// as the team's Xcode-authored file on its first export: `intentgen export` says it (a
/// `replaced-definition` warning at the file) before it writes, never silently.
///
/// A file is intentgen's when it is in the very form intentgen writes: importing it and exporting
/// the definitions again gives it back byte for byte (export keeps no record of what it wrote, so
/// the file itself is the evidence). Xcode's files never are: each carries Xcode's version keys
/// (`INIntentDefinitionToolsVersion` …), which intentgen does not write. For any other file, the
/// warning counts what its translations, its compiled copy and its users key on that the export
/// changes: the localization ids (the `.strings` keys), the tags and `Last…Tag` counters, and the
/// namespace, each compared for the elements both have (matched by name), with examples.
public enum ReplacedDefinition {
    /// The warnings for the `.intentdefinition` files among `files` (an export's, or the
    /// `xcodeDefinition` output of `generate`) that would replace one intentgen did not write, in
    /// the folders given for their destinations. `command` and `replaces` make the message's
    /// subject and verb ("export", "would replace"). A file the `previous` build stamp lists as
    /// generated, untouched since, is intentgen's without a look: neither rendered nor imported.
    public static func warnings(
        for files: [PendingFile], in folders: [RenderedFile.Destination: String], command: String, replaces: String,
        previous: BuildStamp? = nil
    ) -> [Diagnostic] {
        files.compactMap { file in
            guard file.destination == .xcodeDefinition, file.path.hasSuffix(".intentdefinition"),
                let folder = folders[file.destination]
            else { return nil }
            let path = FileSystem.join(folder, file.path)
            // Nothing to compare (no file there, or one intentgen wrote): the text is not made.
            guard FileStatus(path) != nil, previous?.generatedUntouched(path) != true else { return nil }
            let name = String(FileSystem.lastComponent(of: file.path).dropLast(".intentdefinition".count))
            return check(
                Array(file.rendered().contents.utf8), name: name, replacing: path, shownAs: path, command: command,
                replaces: replaces)
        }
    }

    /// The warning for writing `replacement`, the definition named `name`, over the
    /// `.intentdefinition` at `path` (named `shownAs` in the message), or nil when it already holds
    /// what is written, or intentgen wrote it.
    static func check(
        _ replacement: [UInt8], name: String, replacing path: String, shownAs shown: String, command: String,
        replaces: String
    ) -> Diagnostic? {
        let existing: [UInt8]
        switch PlistXML.contents(ofFile: path) {
        case .unreadable:
            return nil
        case .tooLarge(let size):
            return .warning(
                .replacedDefinition,
                "\(command) \(replaces) \(shown), which is \(size) bytes, too large to compare with what it writes",
                at: .startOf(shown))
        case .bytes(let bytes):
            existing = bytes
        }
        guard replacement != existing else { return nil }
        guard let old = try? PlistXML.readDocument(existing) else {
            return .warning(
                .replacedDefinition,
                "\(command) \(replaces) \(shown), which is not an XML property list; nothing of it is kept",
                at: .startOf(shown))
        }
        if isIntentgens(old, bytes: existing, name: name) { return nil }
        let new = (try? PlistXML.read(replacement)) ?? .dictionary([:])
        return warning(old: old, new: new, shown: shown, replaces: "\(command) \(replaces)")
    }

    /// Whether importing `document` (the `bytes` of a definition named `name`) and exporting it
    /// again gives `bytes` back.
    static func isIntentgens(_ document: PlistDocument, bytes: [UInt8], name: String) -> Bool {
        let imported = IntentDefinitionImporter().importDefinition(
            document, sourceName: name + ".intentdefinition", diagnostics: DiagnosticBag())
        guard !imported.yaml.isEmpty,
            let definitions = FrontEnd().run(
                [InputFile(path: name + ".intents.yml", text: imported.yaml)], diagnostics: DiagnosticBag()),
            let file = definitions.files.first
        else { return false }
        return Array(IntentDefinitionExporter().definition(file).utf8) == bytes
    }

    /// The warning that says what replacing `old` with `new` changes (`replaces`: "export replaces").
    static func warning(old: PlistDocument, new: PlistValue, shown: String, replaces: String) -> Diagnostic {
        var before = Keys()
        before.collect(old.value, path: "", node: old.positions.root, positions: old.positions)
        var after = Keys()
        after.collect(new, path: "", node: nil, positions: PlistPositions())
        var changes: [String] = []
        var first: PlistPositions.Node?
        let ids = before.ids.keys.sorted().filter { after.ids[$0] != nil && after.ids[$0] != before.ids[$0] }
        if !ids.isEmpty {
            first = ids.compactMap { before.nodes[$0] }.min { ($0.line, $0.column) < ($1.line, $1.column) }
            let examples = ids.prefix(3).map { "`\(before.ids[$0]!.text)` → `\(after.ids[$0]!.text)`" }
            changes.append(
                "\(changed(ids.count, of: before.ids.count, "localization id")) (\(list(examples, ids.count))), so translations keyed by them no longer match"
            )
        }
        let tags = before.tags.keys.sorted().filter { after.tags[$0] != nil && after.tags[$0] != before.tags[$0] }
        if !tags.isEmpty {
            let node = tags.compactMap { before.nodes[$0] }.min { ($0.line, $0.column) < ($1.line, $1.column) }
            if first == nil || node.map({ ($0.line, $0.column) < (first!.line, first!.column) }) == true {
                first = node
            }
            let examples = tags.prefix(3).map {
                "`\(Keys.member($0))` \(before.tags[$0]!.text) → \(after.tags[$0]!.text)"
            }
            changes.append("\(changed(tags.count, of: before.tags.count, "tag")) (\(list(examples, tags.count)))")
        }
        let namespaceKey = "INIntentDefinitionNamespace"
        let oldNamespace = old.value[namespaceKey]?.string
        let newNamespace = new[namespaceKey]?.string
        if oldNamespace != newNamespace {
            changes.append(
                "the namespace \(oldNamespace.map { "`\($0)`" } ?? "(none)") becomes \(newNamespace.map { "`\($0)`" } ?? "none")"
            )
            if first == nil, let root = old.value.dictionary {
                first = old.positions.entry(namespaceKey, of: old.positions.root, sortedKeys: root.keys.sorted())
            }
        }
        let location = SourceLocation(file: shown, line: first?.line ?? 1, column: first?.column ?? 1)
        let intro =
            "\(replaces) \(shown), which intentgen did not write (it is not in the form intentgen writes)"
        guard !changes.isEmpty else {
            return .warning(
                .replacedDefinition,
                "\(intro); the localization ids and tags of what both have, and the namespace, stay as they were",
                at: location)
        }
        return .warning(
            .replacedDefinition, "\(intro): " + changes.joined(separator: "; "), at: location,
            hint:
                "to keep them, import the file and export from its definitions (`intentgen import \(shown) > <Name>.intents.yml`): its \(DefinitionKey.xcode.quotedWithColon) block keeps them; see docs/migration.md"
        )
    }

    /// "3 of its 12 tags change".
    static func changed(_ number: Int, of total: Int, _ noun: String) -> String {
        "\(number) of its \(total) \(noun)\(total == 1 ? "" : "s") \(number == 1 ? "changes" : "change")"
    }

    static func list(_ examples: [String], _ total: Int) -> String {
        examples.joined(separator: ", ") + (total > examples.count ? ", …" : "")
    }

    /// The localization ids and tags of a property list, by where they are: a path of element
    /// names (`INIntents[Widget].INIntentParameters[sensor].INIntentParameterTag`), so that two
    /// files compare element by element whatever their order.
    struct Keys {
        var ids: [String: PlistValue] = [:]
        var tags: [String: PlistValue] = [:]
        var nodes: [String: PlistPositions.Node] = [:]

        /// The key of the name of each element of an array, by the array's key.
        static let names: [String: [String]] = [
            "INIntents": ["INIntentName"], "INEnums": ["INEnumName"], "INTypes": ["INTypeName"],
            "INIntentParameters": ["INIntentParameterName"],
            "INIntentResponseParameters": ["INIntentResponseParameterName", "INIntentResponsePropertyName"],
            "INTypeProperties": ["INTypePropertyName"], "INEnumValues": ["INEnumValueName"],
            "INIntentParameterPromptDialogs": ["INIntentParameterPromptDialogType"],
            "INIntentParameterUnsupportedReasons": ["INIntentParameterUnsupportedReasonCode"],
            "INIntentResponseCodes": ["INIntentResponseCodeName"],
        ]

        mutating func collect(
            _ value: PlistValue, path: String, node: PlistPositions.Node?, positions: PlistPositions,
            arrayKey: String? = nil
        ) {
            switch value {
            case .dictionary(let entries):
                let sorted = node == nil ? [] : entries.keys.sorted()
                for (key, entry) in entries {
                    let child = path.isEmpty ? key : path + "." + key
                    let childNode = positions.entry(key, of: node, sortedKeys: sorted)
                    if key.hasSuffix("ID"), entry.string != nil {
                        ids[child] = entry
                        nodes[child] = childNode
                    } else if key.hasSuffix("Tag"), entry.integer != nil {
                        tags[child] = entry
                        nodes[child] = childNode
                    } else {
                        collect(entry, path: child, node: childNode, positions: positions, arrayKey: key)
                    }
                }
            case .array(let items):
                let nameKeys = arrayKey.flatMap { Self.names[$0] } ?? []
                for (index, item) in items.enumerated() {
                    let name = nameKeys.lazy.compactMap { item[$0]?.string }.first ?? String(index)
                    collect(
                        item, path: "\(path)[\(name)]", node: positions.item(index, of: node), positions: positions)
                }
            default:
                break
            }
        }

        /// `INIntents[Widget].INIntentParameters[sensor].INIntentParameterTag` → `Widget.sensor`;
        /// a counter (`….INIntentLastParameterTag`) names its owner and key.
        static func member(_ path: String) -> String {
            let parts = path.split(separator: ".")
            var names: [String] = []
            for part in parts.dropLast() {
                if part == "INIntentResponse" { names.append("response") }
                if let open = part.firstIndex(of: "["), part.last == "]" {
                    names.append(String(part[part.index(after: open)..<part.index(before: part.endIndex)]))
                }
            }
            let key = parts.last.map(String.init) ?? path
            let isMemberTag = ["INIntentParameterTag", "INIntentResponseParameterTag", "INTypePropertyTag"].contains(
                key)
            return names.joined(separator: ".") + (isMemberTag ? "" : " (\(key))")
        }
    }
}

extension PlistValue {
    /// A scalar as a message writes it.
    fileprivate var text: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        default: "\(self)"
        }
    }
}
