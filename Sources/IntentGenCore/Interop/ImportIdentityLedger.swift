// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// what Xcode keyed the file's elements by, kept in the `xcode:` block (``XcodeIdentity``).

/// What an import keeps of Xcode's identity of the file while it reads it: the localization ids,
/// tags and `Last…Tag` counters of what was imported, by the keys export derives, from which the
/// file's `xcode:` block is made at the end
/// (``identity(for:namespace:sourceName:reporting:)``).
struct IdentityLedger {
    /// The kept ids, tags and counters, by the keys export derives.
    private var ids: [String: String] = [:]
    private var tags: [String: Int] = [:]
    private var counters: [String: Int] = [:]
    /// Where each owner's counter is, and each owner's kept tags.
    private var counterPaths: [String: PlistPath] = [:]
    private var tagsByOwner: [String: [Int: String]] = [:]
    /// What was reported about them, for the top of the file.
    private(set) var comments: [String] = []

    /// Remembers the localization id beside `key` (its `key + "ID"`) under the id export derives
    /// for the text at `key`, where that text was taken into the model (`taken`) or the file has
    /// none there: Xcode keeps the id of a text left empty (a description, a dialog, a default
    /// value), and export writes it alone. The id of a text that was not imported is not kept,
    /// and neither is an empty one (reported).
    mutating func keepID(
        _ reader: PlistDictReader, _ key: String, as derived: String, taken: Bool = true,
        reporting report: inout LossReport
    ) {
        guard taken || reader.values[key] == nil, let id = reader.values[key + "ID"]?.string, ids[derived] == nil
        else { return }
        guard !id.isEmpty else {
            report.warn(
                reader.path(key + "ID"), .lostKey,
                "`\(key)ID` is empty, which the definitions language does not keep; export writes the id `\(derived)`",
                &comments)
            return
        }
        ids[derived] = id
    }

    /// Remembers the tag at `key` of an imported member under the member's path
    /// (`Intent.parameter`, `Intent.response.property`, `Type.property`), where the definitions
    /// language can keep it: an integer from 1 to ``XcodeIdentity/largestTag`` that no other
    /// member of its owner has. Any other is reported, and the member gets a new tag.
    mutating func keepTag(
        _ reader: PlistDictReader, _ key: String, as member: String, reporting report: inout LossReport
    ) {
        guard let value = reader.values[key],
            let tag = integer(
                value, at: key, of: reader, in: 1...XcodeIdentity.largestTag, kind: "tag", of: member,
                otherwise: "export gives it a new one", reporting: &report)
        else { return }
        let owner = member.lastIndex(of: ".").map { String(member[..<$0]) } ?? member
        if let other = tagsByOwner[owner]?[tag] {
            report.warn(
                reader.path(key), .lostKey,
                "`\(key)` \(tag) of `\(member)` repeats the tag of `\(other)`, and each member has a tag of its own; export gives it a new one",
                &comments)
            return
        }
        tagsByOwner[owner, default: [:]][tag] = member
        tags[member] = tag
    }

    /// Remembers the `Last…Tag` counter at `key` of an imported intent, response or type, where
    /// it is an integer from 0 to ``XcodeIdentity/largestTag`` (any other is reported).
    mutating func keepCounter(
        _ reader: PlistDictReader, _ key: String, of owner: String, reporting report: inout LossReport
    ) {
        counterPaths[owner] = reader.path(key)
        guard let value = reader.values[key] else { return }
        guard
            let counter = integer(
                value, at: key, of: reader, in: 0...XcodeIdentity.largestTag, kind: "counter", of: owner,
                otherwise: "export writes its own", reporting: &report)
        else {
            counterPaths[owner] = nil
            return
        }
        counters[owner] = counter
    }

    /// `value`, at `key` of `reader`, where it is an integer in `range`; else nil, reported as no
    /// `kind` (a tag, a counter) of `name` that the definitions language keeps, with what export
    /// does `otherwise`.
    private mutating func integer(
        _ value: PlistValue, at key: String, of reader: PlistDictReader, in range: ClosedRange<Int>, kind: String,
        of name: String, otherwise: String, reporting report: inout LossReport
    ) -> Int? {
        if let integer = value.integer, range.contains(integer) { return integer }
        report.warn(
            reader.path(key), .lostKey,
            "`\(key)` (\(value.described)) of `\(name)` is not a \(kind) the definitions language keeps (an integer from \(range.lowerBound) to \(range.upperBound)); \(otherwise)",
            &comments)
        return nil
    }

    /// The `xcode:` block of the imported `file`, or nil when the definition's ids, tags and
    /// namespace are all the ones export derives (a file intentgen wrote).
    ///
    /// It has every localization id that differs from the derived one, each keyed by the derived
    /// one, and the namespace when it differs from the one derived from the definition's name
    /// (`null` when the file has none). When anything differs (any file Xcode wrote), it has
    /// every tag as well, so that reordering or adding parameters later changes none; the tags of
    /// INObject's built-in properties only where they are not Xcode's usual 1 to 4. A `Last…Tag`
    /// counter is kept where it is not the one export computes from those tags.
    ///
    /// Only what export writes is kept: ids of text that was not imported, and tags of members
    /// that were not, have no key (the `Last…Tag` counters still cover the latter). What export
    /// then writes otherwise than the file (a member without a tag gets a new one, a counter below
    /// a tag is raised to it) is reported as `import-defaulted`.
    ///
    /// `namespace` is the file's `INIntentDefinitionNamespace`, `sourceName` its name or path.
    mutating func identity(
        for file: DefinitionFile, namespace fileNamespace: String?, sourceName: String,
        reporting report: inout LossReport
    ) -> XcodeIdentity? {
        let place = SourceLocation.startOf(sourceName)
        let derived = IntentDefinitionExporter().identity(file)
        var identity = XcodeIdentity()
        if let fileNamespace {
            if fileNamespace != IntentDefinitionExporter.namespace(for: Self.definitionName(sourceName)) {
                identity.namespace = Located(.kept(fileNamespace), at: place)
            }
        } else {
            identity.namespace = Located(.none, at: place)
        }
        var seen: Set<String> = []
        for text in derived.texts where seen.insert(text.derived).inserted {
            guard let id = ids[text.derived], id != text.derived else { continue }
            identity.ids.append(XcodeIdentity.Entry(text.derived, id, at: place))
        }
        let differs =
            !identity.isEmpty
            || derived.tags.contains { tag in tags[tag.path].map { $0 != tag.tag } ?? false }
            || derived.owners.contains { owner in counters[owner.name].map { $0 != owner.counter } ?? false }
        if differs {
            for tag in derived.tags {
                guard let kept = tags[tag.path], !tag.isFixed || kept != tag.tag else { continue }
                identity.tags.append(XcodeIdentity.Entry(tag.path, kept, at: place))
            }
        }
        // The counters export computes from those tags, where they are not the file's.
        var tagged = file
        tagged.xcode = identity
        for owner in IntentDefinitionExporter().identity(tagged).owners {
            guard let kept = counters[owner.name], kept != owner.counter else { continue }
            identity.lastTags.append(XcodeIdentity.Entry(owner.name, kept, at: place))
        }
        tagged.xcode = identity
        reportCounters(IntentDefinitionExporter().identity(tagged), reporting: &report)
        // In the order the printer writes them.
        identity.ids.sort { $0.key < $1.key }
        identity.tags.sort { $0.key < $1.key }
        identity.lastTags.sort { $0.key < $1.key }
        return identity.isEmpty ? nil : identity
    }

    /// Reports the `Last…Tag` counters an export of the imported file (`exported`) writes other
    /// than the file's: one below a tag of the file, or below the new tag of a member without one.
    /// (Where the file has no tag or counter, export adds one; it changes none the file has.)
    private mutating func reportCounters(_ exported: ExportedIdentity, reporting report: inout LossReport) {
        for owner in exported.owners {
            guard let path = counterPaths[owner.name], let kept = counters[owner.name], kept != owner.counter
            else { continue }
            report.warn(
                path, .importDefaulted,
                "`\(path.lastKey)` of `\(owner.name)` is \(kept); export writes \(owner.counter.map(String.init) ?? "none"), the highest tag it writes (a member without a tag gets a new one above the others)",
                &comments)
        }
    }

    /// Takes the tags export gives INObject's built-in properties that the type `type` lacks
    /// (1 to 4), so that a custom property with one of them is reported as a repeat.
    mutating func reserveBuiltinTags(of type: String) {
        for (index, builtin) in PlistTypeNames.objectBuiltinProperties.enumerated() {
            let member = "\(type).\(builtin.name)"
            if tags[member] == nil, tagsByOwner[type]?[index + 1] == nil {
                tagsByOwner[type, default: [:]][index + 1] = member
            }
        }
    }

    /// `Base.lproj/Widget.intentdefinition` → `Widget`: the name export derives a namespace from,
    /// as the definitions file imported from it is named (`Widget.intents.yml`).
    static func definitionName(_ path: String) -> String {
        var name = path.pathComponents().last.map(String.init) ?? path
        if name.hasSuffix(".intentdefinition") { name.removeLast(".intentdefinition".count) }
        return name
    }
}
