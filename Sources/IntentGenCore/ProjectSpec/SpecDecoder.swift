/// Resolves a merged spec's targets as XcodeGen does and decodes what intentgen uses.
struct SpecDecoder {
    let diagnostics: any DiagnosticCollector
    let specPath: String

    static let settingsKeys: KeySet = [
        "generate", "classPrefix", "visibility", "xcode", "output", "handlerOutput", "handlerClass", "definitionOutput",
        "appIntentsTable", "appShortcuts", "widgets",
    ]

    /// Decodes the merged spec. `includesComplete` is false when an include could not be loaded:
    /// a template it may have defined is then not reported as unknown.
    func decode(_ spec: YAMLNode, path: String, directory: String, includesComplete: Bool = true) -> ProjectSpec {
        // A template's section is checked once for every target that uses it; say it once.
        let reader = NodeReader(diagnostics: OncePerPlace(forwardingTo: diagnostics))
        var project = ProjectSpec(
            path: path, directory: directory, name: spec["name"]?.text,
            developmentLanguage: spec["options"]?["developmentLanguage"]?.text ?? "en",
            defaults: IntentgenSettings(), targets: [])
        if let entry = spec.mapping?.first(where: { $0.key == "intentgen" }),
            let defaults = settings(entry.value, "the project's `intentgen` section", reader: reader)
        {
            project.defaultsLocation = entry.keyLocation
            project.defaults = defaults
        }
        let templates = TemplateResolver(
            templates: spec["targetTemplates"]?.mapping ?? [], includesComplete: includesComplete, reader: reader)
        if let node = spec["targets"], node.mapping == nil, node.scalar?.isNull != true {
            reader.wrongType(
                node, expected: "a mapping of target names to targets", for: "`targets`",
                hint: node.sequence != nil ? "write each target as `Name:` followed by its settings, without `- `" : nil
            )
        }
        var targets = spec["targets"]?.mapping ?? []
        // XcodeGen's order: multi-platform targets, target templates, multi-platform targets again.
        targets = targets.flatMap(expandPlatforms)
        targets = targets.map(templates.apply)
        targets = targets.flatMap(expandPlatforms)
        project.targets = targets.compactMap { decodeTarget($0, reader: reader, settingGroups: spec["settingGroups"]) }
        // The Swift settings of targets that set none are the project's.
        let projectSwift = Self.swiftSettings(spec["settings"], groups: spec["settingGroups"])
        for index in project.targets.indices {
            if project.targets[index].swiftVersion == nil {
                project.targets[index].swiftVersion = projectSwift.version
            }
            if project.targets[index].defaultIsolation == nil {
                project.targets[index].defaultIsolation = projectSwift.isolation
            }
        }
        let projectTargets = spec["options"]?["deploymentTarget"]?.mapping ?? []
        for index in project.targets.indices where project.targets[index].deploymentTargets.isEmpty {
            let platforms = project.targets[index].platforms
            let entries = projectTargets.filter { platforms.contains($0.key) || platforms.contains("auto") }
            project.targets[index].deploymentTargets = Self.majorVersions(entries.map(\.value))
        }
        return project
    }

    // MARK: Resolution

    /// `platform: [iOS, tvOS]` → one target per platform, named with `_${platform}` (or the
    /// target's `platformPrefix`/`platformSuffix`), with `${platform}` expanded throughout.
    func expandPlatforms(_ entry: YAMLNode.Entry) -> [YAMLNode.Entry] {
        guard let platforms = entry.value["platform"]?.sequence else { return [entry] }
        return platforms.compactMap { node -> YAMLNode.Entry? in
            guard let platform = node.text else { return nil }
            var target = entry.value.expandingVariables(["platform": platform])
            let prefix = target["platformPrefix"]?.text ?? ""
            let suffix = target["platformSuffix"]?.text ?? "_\(platform)"
            target = target.setting("platform", to: YAMLNode(.scalar(.init(text: platform)), at: node.location))
            target = target.removing("platformPrefix").removing("platformSuffix")
            return YAMLNode.Entry(key: prefix + entry.key + suffix, keyLocation: entry.keyLocation, value: target)
        }
    }

    /// The keys of a resolved target that intentgen reads (see ``decodeTarget(_:reader:)`` and
    /// ``expandPlatforms(_:)``).
    static let targetKeys: Set<String> = [
        "name", "type", "platform", "platformPrefix", "platformSuffix", "supportedDestinations", "sources", "info",
        "dependencies", "intentgen", "deploymentTarget", "settings",
    ]

    // MARK: Decoding

    func decodeTarget(_ entry: YAMLNode.Entry, reader: NodeReader, settingGroups: YAMLNode? = nil) -> TargetSpec? {
        let target = entry.value
        guard target.mapping != nil else {
            if target.scalar?.isNull != true {
                reader.wrongType(
                    target, expected: "a mapping", for: "target `\(entry.key)`",
                    hint: target.scalar != nil
                        ? "give the product type as a key: `\(entry.key): { type: \(target.text ?? "application") }`"
                        : nil)
            }
            return nil
        }
        checkProductType(target["type"], reader: reader)
        for platform in target["platform"].map({ $0.sequence ?? [$0] }) ?? [] {
            checkPlatform(platform, reader: reader)
        }
        var platforms: [String] = []
        if let platform = target["platform"] {
            platforms = platform.sequence?.compactMap(\.text) ?? platform.text.map { [$0] } ?? []
        } else if target["supportedDestinations"] != nil {
            platforms = ["auto"]
        }
        var spec = TargetSpec(
            name: target["name"]?.text ?? entry.key, location: entry.keyLocation, type: target["type"]?.text,
            platforms: platforms, sources: sources(target["sources"]),
            extensionPointIdentifier: target["info"]?["properties"]?["NSExtension"]?["NSExtensionPointIdentifier"]?
                .text,
            sdkDependencies: (target["dependencies"]?.sequence ?? []).compactMap { $0["sdk"]?.text },
            settings: nil, optedOut: false)
        spec.deploymentTargets = Self.deploymentTargets(of: target)
        (spec.swiftVersion, spec.defaultIsolation) = Self.swiftSettings(target["settings"], groups: settingGroups)
        if let entry = target.mapping?.first(where: { $0.key == "intentgen" }) {
            let section = entry.value
            spec.settingsLocation = entry.keyLocation
            if let flag = section.scalar?.boolValue {
                spec.optedOut = !flag
            } else {
                spec.settings = settings(section, "the `intentgen` section of target `\(spec.name)`", reader: reader)
            }
        }
        return spec
    }

    /// The build settings that set a deployment target, one per platform.
    static let deploymentTargetSettings: Set<String> = [
        "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "TVOS_DEPLOYMENT_TARGET",
        "WATCHOS_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET",
    ]

    /// A target's own deployment targets: `deploymentTarget` (a version, or one per platform) and
    /// the `*_DEPLOYMENT_TARGET` settings of `settings` (flat, `base`, or any of `configs`).
    static func deploymentTargets(of target: YAMLNode) -> [Int] {
        var values: [YAMLNode] = []
        if let node = target["deploymentTarget"] { values += node.mapping?.map(\.value) ?? [node] }
        values += settingEntries(target["settings"]).filter { deploymentTargetSettings.contains($0.key) }.map(\.value)
        return majorVersions(values)
    }

    /// The Swift language mode and default isolation a `settings` mapping gives (flat, `base`,
    /// each of `configs`, and the `groups` it names from `settingGroups`, which may name more):
    /// the highest `SWIFT_VERSION`, and `MainActor` when any `SWIFT_DEFAULT_ACTOR_ISOLATION` is.
    static func swiftSettings(_ settings: YAMLNode?, groups: YAMLNode?) -> (
        version: Int?, isolation: GenerationOptions.DefaultIsolation?
    ) {
        let entries = settingEntries(settings, groups: groups)
        let versions = entries.filter { $0.key == "SWIFT_VERSION" }.compactMap {
            $0.value.text.flatMap(ToolConfiguration.swiftVersion)
        }
        let isolations = entries.filter { $0.key == "SWIFT_DEFAULT_ACTOR_ISOLATION" }.compactMap {
            $0.value.text.flatMap(GenerationOptions.DefaultIsolation.init)
        }
        return (versions.max(), isolations.contains(.mainActor) ? .mainActor : isolations.first)
    }

    /// Every build setting of an XcodeGen `settings` mapping: flat, `base` and each of `configs`,
    /// then, with `groups` (the spec's `settingGroups`), those of the groups it names, each group
    /// once (a cycle ends).
    static func settingEntries(_ settings: YAMLNode?, groups: YAMLNode? = nil) -> [YAMLNode.Entry] {
        var entries: [YAMLNode.Entry] = []
        var visited = Set<String>()
        func read(_ settings: YAMLNode?) {
            guard let settings else { return }
            let levels =
                [settings, settings["base"]].compactMap { $0 } + (settings["configs"]?.mapping ?? []).map(\.value)
            for level in levels { entries += level.mapping ?? [] }
            guard let groups else { return }
            for name in (settings["groups"]?.sequence ?? []).compactMap(\.text) where visited.insert(name).inserted {
                read(groups[name])
            }
        }
        read(settings)
        return entries
    }

    /// `"16.0"`, `17.4`, `26` → their major versions, sorted, once each; what is not a version is
    /// left out.
    static func majorVersions(_ nodes: [YAMLNode]) -> [Int] {
        let majors = nodes.compactMap { $0.text?.split(separator: ".").first.flatMap { Int($0) } }
        return Set(majors).sorted()
    }

    /// XcodeGen's product types (XcodeProj's `PBXProductType`), by their short names; `""` is a
    /// legacy target.
    static let productTypes = [
        "application", "application.on-demand-install-capable", "application.messages", "application.watchapp",
        "application.watchapp2", "application.watchapp2-container", "app-extension", "app-extension.intents-service",
        "app-extension.messages", "app-extension.messages-sticker-pack", "bundle", "bundle.ocunit-test",
        "bundle.ui-testing", "bundle.unit-test", "extensionkit-extension", "framework", "instruments-package",
        "library.dynamic", "library.static", "framework.static", "tool", "tv-app-extension", "watchkit-extension",
        "watchkit2-extension", "xcode-extension", "driver-extension", "system-extension", "xpc-service", "xcframework",
        "metal-library", "",
    ]
    static let platforms = ["auto", "iOS", "tvOS", "macOS", "watchOS", "visionOS"]

    /// An unknown product type makes XcodeGen fail, and intentgen would misjudge the target's kind.
    func checkProductType(_ node: YAMLNode?, reader: NodeReader) {
        guard let node, let scalar = node.scalar, !scalar.isNull, !scalar.text.contains("$") else { return }
        let type =
            scalar.text.hasPrefix("com.apple.product-type.")
            ? String(scalar.text.dropFirst("com.apple.product-type.".count)) : scalar.text
        guard !Self.productTypes.contains(type) else { return }
        reader.diagnostics.emit(
            .error(
                .invalidValue, "`\(scalar.text)` is not an XcodeGen product type", at: node.location,
                hint: Suggestions.hint(for: type, in: Self.productTypes.filter { !$0.isEmpty })
                    ?? "use `application`, `app-extension`, `framework` or another XcodeGen product type"))
    }

    func checkPlatform(_ node: YAMLNode, reader: NodeReader) {
        guard let scalar = node.scalar, !scalar.isNull, !scalar.text.contains("$"),
            !Self.platforms.contains(scalar.text)
        else { return }
        reader.diagnostics.emit(
            .error(
                .invalidValue, "`\(scalar.text)` is not an XcodeGen platform", at: node.location,
                hint: Suggestions.hint(for: scalar.text, in: Self.platforms)
                    ?? "use one of " + Self.platforms.map { "`\($0)`" }.joined(separator: ", ")))
    }

    func sources(_ node: YAMLNode?) -> [SourceSpec] {
        guard let node else { return [] }
        if let path = node.text {
            return [
                SourceSpec(
                    path: SpecPaths.standardize(path), includes: [], excludes: [], optional: false,
                    location: node.location)
            ]
        }
        return (node.sequence ?? []).compactMap { item -> SourceSpec? in
            if let path = item.text {
                return SourceSpec(
                    path: SpecPaths.standardize(path), includes: [], excludes: [], optional: false,
                    location: item.location)
            }
            guard item.mapping != nil, let pathNode = item["path"], let path = pathNode.text else { return nil }
            func strings(_ key: String) -> [YAMLNode] {
                guard let value = item[key] else { return [] }
                return (value.sequence ?? [value]).filter { $0.text != nil }
            }
            let includes = strings("includes")
            return SourceSpec(
                path: SpecPaths.standardize(path), includes: includes.compactMap(\.text),
                excludes: strings("excludes").compactMap(\.text),
                optional: item["optional"]?.scalar?.boolValue ?? false,
                location: pathNode.location, includeLocations: includes.map(\.location),
                compilesSwift: item["buildPhase"].map { $0.text == "sources" } ?? true)
        }
    }

    /// An `intentgen:` section, checked strictly: unknown keys are errors with a suggestion.
    func settings(_ node: YAMLNode, _ what: String, reader: NodeReader) -> IntentgenSettings? {
        guard let map = reader.mapping(node, what, knownKeys: Self.settingsKeys) else { return nil }
        var settings = IntentgenSettings()
        if let value = map["generate"] { settings.generate = reader.outputKinds(value) }
        settings.classPrefix = name(
            map, "classPrefix", of: what, reader: reader, problem: SettingNames.classPrefixProblem,
            hint: SettingNames.classPrefixHint)
        if let value = map["visibility"] {
            settings.visibility = reader.choice(value, "visibility", as: GenerationOptions.Visibility.self)
        }
        if let value = map["xcode"] {
            settings.xcode = reader.choice(value, "Xcode version", words: XcodeVersion.names).flatMap(
                XcodeVersion.named)
        }
        settings.appIntentsTable = name(
            map, "appIntentsTable", of: what, reader: reader, problem: SettingNames.stringsTableProblem,
            hint: SettingNames.stringsTableHint)
        if let value = map["appShortcuts"] { settings.appShortcuts = reader.bool(value, "`appShortcuts` of \(what)") }
        if let value = map["widgets"] { settings.widgets = reader.bool(value, "`widgets` of \(what)") }
        if let value = map["output"] { settings.output = reader.string(value, "`output` of \(what)") }
        if let value = map["handlerOutput"] {
            settings.handlerOutput = reader.string(value, "`handlerOutput` of \(what)")
        }
        settings.handlerClass = name(
            map, "handlerClass", of: what, reader: reader, problem: SettingNames.handlerClassProblem,
            hint: SettingNames.handlerClassHint)
        if let value = map["definitionOutput"] {
            settings.definitionOutput = reader.string(value, "`definitionOutput` of \(what)")
        }
        for key in ["output", "handlerOutput", "definitionOutput"] {
            if let value = map[key] { settings.locations[key] = value.location }
        }
        return settings
    }

    /// The name under `key` (a class prefix, a strings table, a class): nil when absent, or after
    /// an `invalidName` error with `hint` when `problem` finds one in it.
    private func name(
        _ map: MappingView, _ key: String, of what: String, reader: NodeReader, problem: (String) -> String?,
        hint: String
    ) -> String? {
        guard let value = map[key], let name = reader.string(value, "`\(key)` of \(what)") else { return nil }
        if let problem = problem(name) {
            reader.diagnostics.emit(.error(.invalidName, problem, at: value.location, hint: hint))
            return nil
        }
        return name
    }
}

/// Forwards a diagnostic only when none of the same severity and code was forwarded for the
/// same place: text from a target template is decoded once per target that uses it.
final class OncePerPlace: DiagnosticCollector {
    private struct Key: Hashable {
        var severity: Diagnostic.Severity
        var code: Diagnostic.Code
        var location: SourceLocation?
    }

    let next: any DiagnosticCollector
    private var seen = Set<Key>()

    init(forwardingTo next: any DiagnosticCollector) {
        self.next = next
    }

    func emit(_ diagnostic: Diagnostic) {
        let key = Key(severity: diagnostic.severity, code: diagnostic.code, location: diagnostic.location)
        guard diagnostic.location == nil || seen.insert(key).inserted else { return }
        next.emit(diagnostic)
    }
}
