/// How ``DefinitionPrinter`` writes a file's `xcode:` block (``XcodeIdentity``): last in the
/// file, the namespace, then `ids`, `tags` and `lastTags`, each sorted by key, so an import writes
/// the same text every time.
enum XcodeIdentityPrinting {
    /// The `xcode:` entry, or nil when the block says nothing.
    static func entry(_ identity: XcodeIdentity) -> YAMLEntry? {
        guard !identity.isEmpty else { return nil }
        var entries: [YAMLEntry] = []
        switch identity.namespace?.value {
        case .kept(let namespace)?:
            entries.append(YAMLEntry(.namespace, .scalar(SystemIntentPrinting.string(namespace))))
        case .none?:
            entries.append(YAMLEntry(.namespace, .scalar("null")))
        case nil:
            break
        }
        let mappings: [(DefinitionKey, [(key: String, value: String)])] = [
            (.ids, identity.ids.map { ($0.key, SystemIntentPrinting.string($0.value)) }),
            (.tags, identity.tags.map { ($0.key, String($0.value)) }),
            (.lastTags, identity.lastTags.map { ($0.key, String($0.value)) }),
        ]
        for (name, pairs) in mappings where !pairs.isEmpty {
            var seen: Set<String> = []
            let sorted = pairs.sorted { $0.key < $1.key }.filter { seen.insert($0.key).inserted }
            entries.append(YAMLEntry(name, .mapping(sorted.map { YAMLEntry($0.key, .scalar($0.value)) })))
        }
        return YAMLEntry(.xcode, .mapping(entries))
    }
}
