/// Tree operations XcodeGen applies to specs, on located YAML nodes so that positions survive.
extension YAMLNode {
    /// Merges `overlay` onto `self` as XcodeGen merges includes and templates: mappings merge key by
    /// key, lists append, anything else is replaced, and a key written `key:REPLACE` replaces.
    func merged(with overlay: YAMLNode) -> YAMLNode {
        guard var entries = mapping, let overlayEntries = overlay.mapping else { return overlay }
        // Where each key is: two files of thousands of targets merge in linear time.
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = index }
        for entry in overlayEntries {
            if entry.key.hasSuffix(":REPLACE") {
                let key = String(entry.key.dropLast(":REPLACE".count))
                let replacement = YAMLNode.Entry(key: key, keyLocation: entry.keyLocation, value: entry.value)
                if let index = positions[key] {
                    entries[index] = replacement
                } else {
                    positions[key] = entries.count
                    entries.append(replacement)
                }
                continue
            }
            guard let index = positions[entry.key] else {
                positions[entry.key] = entries.count
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

    /// What `${NAME}` expansion may add to one file: the bytes of the values put in, in total.
    struct ExpansionBudget {
        var remaining: Int
        /// Where expansion first went over the budget; nothing is expanded from there on.
        var exceededAt: SourceLocation?

        init(bytes: Int) {
            remaining = bytes
        }
    }

    /// Replaces `${NAME}` in every key and scalar for the names in `variables`; others stay as
    /// written. A variable used many times could make the spec far larger than its file (a
    /// 120 KB value used 10,000 times is over a gigabyte), so the values put in are counted
    /// against `budget`; once it is spent, the rest stays as written and `exceededAt` says where.
    func expandingVariables(_ variables: [String: String], budget: inout ExpansionBudget) -> YAMLNode {
        guard !variables.isEmpty else { return self }
        return expanded(variables, budget: &budget) ?? self
    }

    /// The node with variables expanded, or nil when nothing in it changes: unchanged parts stay
    /// shared, so a large template merged into many targets is not copied once per target.
    private func expanded(_ variables: [String: String], budget: inout ExpansionBudget) -> YAMLNode? {
        switch content {
        case .scalar(var scalar):
            let text = Self.expand(scalar.text, variables, budget: &budget, at: location)
            guard text != scalar.text else { return nil }
            scalar.text = text
            return YAMLNode(.scalar(scalar), at: location)
        case .sequence(let items):
            var result: [YAMLNode]?
            for (index, item) in items.enumerated() {
                guard let changed = item.expanded(variables, budget: &budget) else { continue }
                if result == nil { result = items }
                result![index] = changed
            }
            return result.map { YAMLNode(.sequence($0), at: location) }
        case .mapping(let entries):
            var result: [Entry]?
            for (index, entry) in entries.enumerated() {
                let key = Self.expand(entry.key, variables, budget: &budget, at: entry.keyLocation)
                let value = entry.value.expanded(variables, budget: &budget)
                guard key != entry.key || value != nil else { continue }
                if result == nil { result = entries }
                result![index] = Entry(key: key, keyLocation: entry.keyLocation, value: value ?? entry.value)
            }
            return result.map { YAMLNode(.mapping($0), at: location) }
        }
    }

    /// ``expandingVariables(_:budget:)`` without a budget, for names whose values come from the
    /// spec itself (`${target_name}`, `${platform}`, template attributes).
    func expandingVariables(_ variables: [String: String]) -> YAMLNode {
        var unlimited = ExpansionBudget(bytes: .max)
        return expandingVariables(variables, budget: &unlimited)
    }

    static func expand(_ text: String, _ variables: [String: String]) -> String {
        var unlimited = ExpansionBudget(bytes: .max)
        return expand(text, variables, budget: &unlimited, at: .startOf(""))
    }

    static func expand(
        _ text: String, _ variables: [String: String], budget: inout ExpansionBudget, at location: SourceLocation
    ) -> String {
        // Most scalars hold no `$`; a byte scan settles them without the generic substring search.
        guard budget.exceededAt == nil, text.utf8.contains(UInt8(ascii: "$")), text.contains("${") else { return text }
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
            if let value = variables[name] {
                guard value.utf8.count <= budget.remaining else {
                    budget.exceededAt = location
                    return text
                }
                budget.remaining -= value.utf8.count
                result += value
            } else {
                result += "${\(name)}"
            }
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
