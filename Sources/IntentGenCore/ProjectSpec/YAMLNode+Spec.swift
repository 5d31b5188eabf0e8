/// Tree operations XcodeGen applies to specs, on located YAML nodes so that positions survive.
extension YAMLNode {
    /// Merges `overlay` onto `self` as XcodeGen merges includes and templates: mappings merge key by
    /// key, lists append, anything else is replaced, and a key written `key:REPLACE` replaces.
    func merged(with overlay: YAMLNode) -> YAMLNode {
        guard var entries = mapping, let overlayEntries = overlay.mapping else { return overlay }
        for entry in overlayEntries {
            if entry.key.hasSuffix(":REPLACE") {
                let key = String(entry.key.dropLast(":REPLACE".count))
                let replacement = YAMLNode.Entry(key: key, keyLocation: entry.keyLocation, value: entry.value)
                if let index = entries.firstIndex(where: { $0.key == key }) {
                    entries[index] = replacement
                } else {
                    entries.append(replacement)
                }
                continue
            }
            guard let index = entries.firstIndex(where: { $0.key == entry.key }) else {
                entries.append(entry)
                continue
            }
            let existing = entries[index].value
            switch (existing.content, entry.value.content) {
            case (.mapping, .mapping):
                entries[index].value = existing.merged(with: entry.value)
            case (.sequence(let first), .sequence(let second)):
                entries[index].value = YAMLNode(.sequence(first + second), at: existing.location)
            default:
                entries[index] = entry
            }
        }
        return YAMLNode(.mapping(entries), at: location)
    }

    /// Replaces `${NAME}` in every key and scalar for the names in `variables`; others stay as written.
    func expandingVariables(_ variables: [String: String]) -> YAMLNode {
        guard !variables.isEmpty else { return self }
        switch content {
        case .scalar(var scalar):
            scalar.text = Self.expand(scalar.text, variables)
            return YAMLNode(.scalar(scalar), at: location)
        case .sequence(let items):
            return YAMLNode(.sequence(items.map { $0.expandingVariables(variables) }), at: location)
        case .mapping(let entries):
            return YAMLNode(.mapping(entries.map {
                YAMLNode.Entry(key: Self.expand($0.key, variables), keyLocation: $0.keyLocation, value: $0.value.expandingVariables(variables))
            }), at: location)
        }
    }

    static func expand(_ text: String, _ variables: [String: String]) -> String {
        // Most scalars hold no `$`; a byte scan settles them without the generic substring search.
        guard text.utf8.contains(UInt8(ascii: "$")), text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            result += rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "}") else {
                result += rest[start.lowerBound...]
                return result
            }
            let name = String(afterStart[..<end])
            result += variables[name] ?? "${\(name)}"
            rest = afterStart[afterStart.index(after: end)...]
        }
        return result + rest
    }

    /// A copy with the value at `key` replaced (or added), for building resolved targets.
    func setting(_ key: String, to value: YAMLNode) -> YAMLNode {
        var entries = mapping ?? []
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append(YAMLNode.Entry(key: key, keyLocation: location, value: value))
        }
        return YAMLNode(.mapping(entries), at: location)
    }

    /// A copy without `key`.
    func removing(_ key: String) -> YAMLNode {
        guard let entries = mapping else { return self }
        return YAMLNode(.mapping(entries.filter { $0.key != key }), at: location)
    }

    /// The text of a scalar that is not null.
    var text: String? {
        guard let scalar, !scalar.isNull else { return nil }
        return scalar.text
    }
}
