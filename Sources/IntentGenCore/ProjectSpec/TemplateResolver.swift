/// Applies XcodeGen target templates (`targetTemplates`, a target's `templates`) and reports what
/// XcodeGen would pass over in silence: a template name no template has (a misspelt template
/// drops everything it adds, so a target can lose its sources and intentgen generate nothing), a
/// template that uses itself through its own `templates`, and a `templates` value that is not a
/// list of names. Each is an error at the name (or value) as written.
struct TemplateResolver {
    /// `targetTemplates` by name (the first of a name, as lookups find it).
    private let index: [String: YAMLNode]
    /// The template names in spec order, for hints.
    private let names: [String]
    /// False when an include could not be loaded: it may have defined the template, so an
    /// unknown name is not reported (the include's own error says what is wrong).
    let includesComplete: Bool
    /// Reports once per place: a template is resolved for every target that uses it.
    let reader: NodeReader

    init(templates: [YAMLNode.Entry], includesComplete: Bool, reader: NodeReader) {
        var index: [String: YAMLNode] = [:]
        for entry in templates where index[entry.key] == nil { index[entry.key] = entry.value }
        self.index = index
        self.names = templates.map(\.key)
        self.includesComplete = includesComplete
        self.reader = reader
    }

    private func template(named name: String) -> YAMLNode? {
        index[name]
    }

    /// Merges a target's `templates` (templates' own templates first) under it, then expands
    /// `${target_name}` and the target's `templateAttributes`.
    func apply(_ entry: YAMLNode.Entry) -> YAMLNode.Entry {
        guard let list = entry.value["templates"] else { return entry }
        var order: [String] = []
        collect(references(in: list), into: &order)
        guard !order.isEmpty else { return entry }
        var merged = YAMLNode(.mapping([]), at: entry.value.location)
        for name in order {
            if let template = template(named: name) {
                merged = merged.merged(with: template.removing("templates"))
            }
        }
        merged = merged.merged(with: entry.value)
        var variables = ["target_name": entry.key]
        // XcodeGen applies the attributes only when every value is a string.
        if let attributes = merged["templateAttributes"]?.mapping,
            attributes.allSatisfy({ $0.value.scalar?.resolved == .string })
        {
            for attribute in attributes { variables[attribute.key] = attribute.value.scalar?.text }
        }
        // Only the keys intentgen reads are expanded and kept: a large template (thousands of
        // build settings) used by many targets costs nothing per target.
        merged = YAMLNode(
            .mapping((merged.mapping ?? []).filter { SpecDecoder.targetKeys.contains($0.key) }), at: merged.location)
        merged = merged.expandingVariables(["target_name": entry.key]).expandingVariables(variables)
        return YAMLNode.Entry(key: entry.key, keyLocation: entry.keyLocation, value: merged)
    }

    /// The names in a `templates` value: a list of strings. Anything else is reported.
    private func references(in list: YAMLNode) -> [YAMLNode] {
        if list.scalar?.isNull == true { return [] }
        guard let items = list.sequence else {
            reader.wrongType(
                list, expected: "a list of template names", for: "`templates`",
                hint: list.text.map { "write `templates: [\($0)]`" })
            return []
        }
        return items.filter { item in
            guard item.text == nil else { return true }
            reader.wrongType(item, expected: "a template name", for: "an item of `templates`")
            return false
        }
    }

    /// Depth first, nested templates before the template that lists them (XcodeGen's order), with
    /// an explicit stack so a long chain of templates cannot exhaust the call stack. A reference
    /// to a template that is being expanded closes a cycle: it is reported and skipped.
    private func collect(_ references: [YAMLNode], into order: inout [String]) {
        struct Frame {
            var name: String?
            var references: [YAMLNode]
            var next = 0
        }
        var stack = [Frame(name: nil, references: references)]
        var expanding = Set<String>()
        var done = Set<String>()
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].references.count else {
                if let name = stack.removeLast().name {
                    expanding.remove(name)
                    if done.insert(name).inserted { order.append(name) }
                }
                continue
            }
            let reference = stack[top].references[stack[top].next]
            stack[top].next += 1
            guard let name = reference.text, !done.contains(name) else { continue }
            if expanding.contains(name) {
                let chain = stack.compactMap(\.name)
                let start = chain.firstIndex(of: name) ?? 0
                let cycle = (chain[start...] + [name]).map { "`\($0)`" }.joined(separator: " → ")
                reader.diagnostics.emit(
                    .error(
                        .invalidValue, "template `\(name)` uses itself: \(cycle)", at: reference.location,
                        hint: "remove `\(name)` from the `templates` of `\(chain.last ?? name)`"))
                continue
            }
            guard let template = template(named: name) else {
                reportUnknown(name, at: reference.location)
                continue
            }
            expanding.insert(name)
            stack.append(Frame(name: name, references: template["templates"].map(self.references(in:)) ?? []))
        }
    }

    private func reportUnknown(_ name: String, at location: SourceLocation) {
        guard includesComplete else { return }
        let hint: String
        if let near = Suggestions.hint(for: name, in: names) {
            hint = near
        } else if name.contains("${") {
            hint = "an environment variable in the name is not set"
        } else if names.isEmpty {
            hint = "the spec has no `targetTemplates`"
        } else if names.count <= 10 {
            hint = "the templates are " + names.map { "`\($0)`" }.joined(separator: ", ")
        } else {
            hint = "the spec's `targetTemplates` define \(names.count) templates, none of that name"
        }
        reader.diagnostics.emit(
            .error(
                .undefinedReference, "there is no target template named `\(name)`", at: location, hint: hint))
    }
}
