/// Checks a file's `xcode:` block (``XcodeIdentity``, docs/language.md "Xcode's ids and tags")
/// against what an export of the file writes (``IntentDefinitionExporter/identity(_:)``), so the
/// keys are checked against the very ids and tags export derives:
///
/// - a key of `ids`, `tags` or `lastTags` that names nothing of the file (stale after a rename or
///   a removal) is a warning: the entry does nothing;
/// - a tag outside 1 … ``XcodeIdentity/largestTag``, or a counter outside 0 … that, is an error;
/// - two members of one owner (an intent's parameters, a response's properties, a type's
///   properties) with one tag is an error: as Xcode gives them, each member's tag is its own;
/// - texts that share an Xcode id (as Xcode writes for linked summaries and copied intents) share
///   its `.strings` entry: different translations of them into one language are an error.
extension FileValidation {
    func validateXcodeIdentity() {
        guard let identity = file.xcode, !identity.isEmpty else { return }
        let exported = IntentDefinitionExporter().identity(file)
        validateKeys(of: identity, against: exported)
        validateSharedTags(of: identity, against: exported)
        validateSharedIDs(of: identity, against: exported)
    }

    /// Keys that name nothing, and tags and counters out of range.
    private func validateKeys(of identity: XcodeIdentity, against exported: ExportedIdentity) {
        let derivedIDs = Set(exported.texts.map(\.derived))
        for entry in identity.ids where !derivedIDs.contains(entry.key) {
            stale(entry.key, in: .ids, at: entry.keyLocation, what: "no text of the file", candidates: derivedIDs)
        }
        validateNumbers(
            identity.tags, in: .tags, from: 1, noun: "tag", original: "the tag", keys: Set(exported.tags.map(\.path)),
            naming: "no parameter or property of the file")
        validateNumbers(
            identity.lastTags, in: .lastTags, from: 0, noun: "counter", original: "the `Last…Tag`",
            keys: Set(exported.owners.map(\.name)), naming: "no intent, response or type of the file")
    }

    /// The entries of `tags` or `lastTags` (`mapping`): each a `noun` from `lowest` to the largest
    /// tag (the hint says to write `original`, as the .intentdefinition had it), keyed by one of
    /// `keys`; a key that is none of them names what the warning calls `what`.
    private func validateNumbers(
        _ entries: [XcodeIdentity.Entry<Int>], in mapping: DefinitionKey, from lowest: Int, noun: String,
        original: String,
        keys: Set<String>, naming what: String
    ) {
        for entry in entries {
            if !(lowest...XcodeIdentity.largestTag).contains(entry.value) {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "the \(noun) \(entry.value) of `\(entry.key)` in \(Self.xcodeBlock) is not from \(lowest) to \(XcodeIdentity.largestTag)",
                        at: entry.valueLocation,
                        hint: "write \(original) the .intentdefinition had, or remove the entry"))
            }
            if !keys.contains(entry.key) {
                stale(entry.key, in: mapping, at: entry.keyLocation, what: what, candidates: keys)
            }
        }
    }

    /// One tag twice in one owner, where a kept tag is one of them.
    private func validateSharedTags(of identity: XcodeIdentity, against exported: ExportedIdentity) {
        let keptTags = Dictionary(identity.tags.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var firstWithTag: [String: [Int: ExportedIdentity.Tag]] = [:]
        for tag in exported.tags {
            guard let first = firstWithTag[tag.owner]?[tag.tag] else {
                firstWithTag[tag.owner, default: [:]][tag.tag] = tag
                continue
            }
            guard let entry = keptTags[tag.path] ?? keptTags[first.path] else { continue }
            diagnostics.emit(
                .error(
                    .duplicateName,
                    "`\(first.path)` and `\(tag.path)` have the same tag \(tag.tag) in \(Self.xcodeBlock): each member of `\(tag.owner)` has a tag of its own",
                    at: entry.valueLocation, hint: "give each its own tag, as the .intentdefinition had them",
                    notes: keptTags[first.path].map { [Diagnostic.Note("the other tag", at: $0.valueLocation)] } ?? []))
        }
    }

    /// Texts that share an id share its translations.
    private func validateSharedIDs(of identity: XcodeIdentity, against exported: ExportedIdentity) {
        let keptIDs = Dictionary(identity.ids.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var firstWithID: [String: ExportedIdentity.Text] = [:]
        for text in exported.texts {
            guard let id = text.id else { continue }
            guard let first = firstWithID[id] else {
                firstWithID[id] = text
                continue
            }
            guard let entry = keptIDs[text.derived] ?? keptIDs[first.derived],
                let language = (text.text?.translations.keys.sorted() ?? []).first(where: { language in
                    first.text?.translations[language].map { $0 != text.text?.translations[language] } ?? false
                })
            else { continue }
            diagnostics.emit(
                .error(
                    .duplicateName,
                    "`\(first.derived)` and `\(text.derived)` share the Xcode id `\(id)` in \(Self.xcodeBlock) but have different `\(language)` translations: the .strings file has one entry for the id",
                    at: entry.valueLocation,
                    hint: "give them the same translations, or give one its own id (or none, for the derived one)"))
        }
    }

    /// How messages name the block.
    private static let xcodeBlock = "the \(DefinitionKey.xcode.quoted) block"

    /// A warning for a key of the `xcode` block that names nothing.
    private func stale(
        _ key: String, in mapping: DefinitionKey, at location: SourceLocation, what: String, candidates: Set<String>
    ) {
        let suggestion =
            diagnostics.keeps(.undefinedReference, .warning)
            ? Suggestions.closest(to: key, in: candidates.sorted()) : nil
        diagnostics.emit(
            .warning(
                .undefinedReference,
                "`\(key)` in the \(mapping.quoted) of \(Self.xcodeBlock) names \(what), so it keeps nothing",
                at: location,
                hint: suggestion.map { "did you mean `\($0)`? After a rename, rename the key too" }
                    ?? "remove the entry, or after a rename, rename the key too"))
    }
}
