/// Decodes a definitions file's `xcode:` block (docs/language.md, "Xcode's ids and tags"): the
/// namespace, `ids`, `tags` and `lastTags` of the Xcode-authored `.intentdefinition` it was
/// imported from. The decoder reads the shape; the validator checks the keys against the file
/// and the tags' values (``FileValidation/validateXcodeIdentity()``).
struct XcodeIdentityDecoder {
    let reader: NodeReader

    static let keys = KeySet(DefinitionKey.xcodeIdentityKeys)
    static let what = "the \(DefinitionKey.xcode.quoted) block"

    func identity(_ node: YAMLNode) -> XcodeIdentity? {
        guard let map = reader.mapping(node, Self.what, knownKeys: Self.keys) else { return nil }
        var identity = XcodeIdentity()
        if let node = map[.namespace] {
            if node.scalar?.isNull == true {
                identity.namespace = Located(.none, at: node.location)
            } else if let namespace = reader.string(node, "the \(DefinitionKey.namespace.quoted) of \(Self.what)") {
                if namespace.isEmpty {
                    reader.diagnostics.emit(
                        .error(
                            .invalidValue, "the \(DefinitionKey.namespace.quoted) of \(Self.what) is empty",
                            at: node.location,
                            hint:
                                "write the namespace the .intentdefinition had, `null` for none, or leave the key out (export then derives one from the file's name)"
                        ))
                } else {
                    identity.namespace = Located(.kept(namespace), at: node.location)
                }
            }
        }
        if let node = map.present(.ids),
            let entries = reader.namedEntries(node, "the \(DefinitionKey.ids.quoted) of \(Self.what)")
        {
            for entry in entries {
                guard let id = reader.string(entry.value, "the Xcode id of `\(entry.key)`") else { continue }
                guard !id.isEmpty else {
                    reader.diagnostics.emit(
                        .error(
                            .invalidValue, "the Xcode id of `\(entry.key)` is empty", at: entry.value.location,
                            hint: "write the id the .intentdefinition had, or remove the entry"))
                    continue
                }
                identity.ids.append(
                    XcodeIdentity.Entry(entry.key, id, keyAt: entry.keyLocation, valueAt: entry.value.location))
            }
        }
        identity.tags = integers(map, .tags, what: "the tag")
        identity.lastTags = integers(map, .lastTags, what: "the `Last…Tag` counter")
        return identity
    }

    /// The entries of the mapping under `key`, whose values are integers.
    private func integers(_ map: MappingView, _ key: DefinitionKey, what: String) -> [XcodeIdentity.Entry<Int>] {
        guard let node = map.present(key), let entries = reader.namedEntries(node, "the \(key.quoted) of \(Self.what)")
        else { return [] }
        return entries.compactMap { entry in
            reader.integer(entry.value, "\(what) of `\(entry.key)`").map {
                XcodeIdentity.Entry(entry.key, $0, keyAt: entry.keyLocation, valueAt: entry.value.location)
            }
        }
    }
}
