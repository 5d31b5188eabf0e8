/// The settings of `intentgen generate` that a config file (`intentgen.yml`) can hold, for the
/// build-tool plugin and for teams that keep their flags in the repository. Precedence: command
/// line over config file over defaults; unknown keys in the file are errors.
public struct ToolConfiguration: Sendable, Equatable {
    public enum Layout: String, Sendable, CaseIterable {
        /// One file per intent, enum and type, as Xcode writes them.
        case files
        /// One file per definitions file, named by `PluginOutputNames` (for build-tool plugins).
        case perFile = "per-file"
    }

    public var classPrefix: String?
    public var visibility: GenerationOptions.Visibility?
    /// What to generate, in the words of ``OutputKind`` (the spec's `generate:` list).
    public var generate: [OutputKind]?
    /// `sirikit: false` takes ``OutputKind/intents`` (and the handler outputs that go with it) out
    /// of what is generated; `true` puts it in.
    public var sirikit: Bool?
    /// `appIntents: true` adds ``OutputKind/appIntents``; `false` takes it out.
    public var appIntents: Bool?
    public var layout: Layout?
    /// The Xcode whose output the SiriKit classes match.
    public var xcode: XcodeVersion?
    /// The strings table (and String Catalog) of the App Intents code.
    public var appIntentsTable: String?
    /// Whether App Intents output holds the App Shortcuts provider, and the widgets and controls.
    public var appShortcuts: Bool?
    public var widgets: Bool?
    /// The major version of the deployment target the output is compiled for (`18` from `18.0`),
    /// as a spec's `deploymentTarget` gives a target; nil when unknown.
    public var deploymentTarget: Int?
    /// The target's Swift language mode and default actor isolation (``GenerationOptions``).
    public var swiftVersion: Int?
    public var defaultIsolation: GenerationOptions.DefaultIsolation?

    public init(
        classPrefix: String? = nil, visibility: GenerationOptions.Visibility? = nil, generate: [OutputKind]? = nil,
        sirikit: Bool? = nil, appIntents: Bool? = nil, layout: Layout? = nil, xcode: XcodeVersion? = nil,
        appIntentsTable: String? = nil
    ) {
        self.classPrefix = classPrefix
        self.visibility = visibility
        self.generate = generate
        self.sirikit = sirikit
        self.appIntents = appIntents
        self.layout = layout
        self.xcode = xcode
        self.appIntentsTable = appIntentsTable
    }

    static let keys: KeySet = [
        "classPrefix", "visibility", "generate", "sirikit", "appIntents", "layout", "xcode", "appIntentsTable",
        "appShortcuts", "widgets", "deploymentTarget", "swiftVersion", "defaultIsolation",
    ]

    /// These settings where set, `fallback` where not. A `generate` list set here replaces the
    /// fallback's whole choice of outputs, its `sirikit` and `appIntents` included.
    public func overriding(_ fallback: ToolConfiguration) -> ToolConfiguration {
        let ownChoice = generate != nil
        var result = ToolConfiguration(
            classPrefix: classPrefix ?? fallback.classPrefix, visibility: visibility ?? fallback.visibility,
            generate: generate ?? fallback.generate, sirikit: sirikit ?? (ownChoice ? nil : fallback.sirikit),
            appIntents: appIntents ?? (ownChoice ? nil : fallback.appIntents), layout: layout ?? fallback.layout,
            xcode: xcode ?? fallback.xcode, appIntentsTable: appIntentsTable ?? fallback.appIntentsTable)
        result.appShortcuts = appShortcuts ?? fallback.appShortcuts
        result.widgets = widgets ?? fallback.widgets
        result.deploymentTarget = deploymentTarget ?? fallback.deploymentTarget
        result.swiftVersion = swiftVersion ?? fallback.swiftVersion
        result.defaultIsolation = defaultIsolation ?? fallback.defaultIsolation
        return result
    }

    /// The generation options these settings give.
    public var generationOptions: GenerationOptions {
        var options = GenerationOptions(
            classPrefix: classPrefix ?? "", visibility: visibility ?? .public, xcode: xcode ?? .latest,
            appIntentsTable: appIntentsTable ?? GenerationOptions.appIntentsTable)
        options.appShortcuts = appShortcuts ?? true
        options.widgets = widgets ?? true
        options.deploymentTargets = deploymentTarget.map { [$0] } ?? []
        options.swiftVersion = swiftVersion
        options.defaultIsolation = defaultIsolation
        return options
    }

    /// The kinds of output these settings ask for. Without a `generate` list: the SiriKit
    /// classes, and with a handler folder the handler skeleton and its Info.plist fragment; then
    /// `sirikit` and `appIntents` turn their kinds on or off (SiriKit off takes the handler
    /// outputs with it: they serve the SiriKit classes).
    public func kinds(withHandlerFolder: Bool) -> Set<OutputKind> {
        var kinds =
            generate.map(Set.init) ?? OutputKind.defaults.union(withHandlerFolder ? [.handler, .infoPlist] : [])
        if let sirikit {
            if sirikit {
                kinds.insert(.intents)
            } else {
                kinds.subtract([.intents, .handler, .infoPlist])
            }
        }
        if let appIntents {
            if appIntents { kinds.insert(.appIntents) } else { kinds.remove(.appIntents) }
        }
        return kinds
    }

    /// The effective values, defaults filled in, one `key: value` a line (for `--verbose`).
    public var resolvedDescription: String {
        [
            "classPrefix: \"\(classPrefix ?? "")\"", "visibility: \((visibility ?? .public).rawValue)",
            "sirikit: \(sirikit ?? true)", "appIntents: \(appIntents ?? false)",
            "layout: \((layout ?? .files).rawValue)", "xcode: \((xcode ?? .latest).rawValue)",
            "appIntentsTable: \(appIntentsTable ?? GenerationOptions.appIntentsTable)",
            "appShortcuts: \(appShortcuts ?? true)", "widgets: \(widgets ?? true)",
            "deploymentTarget: \(deploymentTarget.map { "\($0).0" } ?? "unknown")",
            "swiftVersion: \(swiftVersion.map(String.init) ?? "unknown")",
            "defaultIsolation: \(defaultIsolation?.rawValue ?? "unknown")",
        ]
        .joined(separator: "\n") + (generate.map { "\ngenerate: \(OutputKind.ordered($0).map(\.rawValue))" } ?? "")
    }

    /// Reads a config file; problems are diagnostics at their line and column.
    /// Reads and loads the config file at `path`; one over the size limit of definitions files
    /// is an error without being read.
    public static func read(_ path: String, diagnostics: any DiagnosticCollector) -> ToolConfiguration? {
        let limit = YAMLLoader.Limits().maximumFileSize
        if let size = InputDiscovery.size(of: path), size > limit {
            diagnostics.emit(.error(.yamlLimit, YAMLLoader.tooLarge(size, limit: limit), at: .startOf(path)))
            return nil
        }
        do {
            return load(try FileSystem.readFile(path, atMost: limit), path: path, diagnostics: diagnostics)
        } catch {
            diagnostics.emit(.error(.io, "the config file: \(error.description)", at: nil))
            return nil
        }
    }

    public static func load(_ bytes: [UInt8], path: String, diagnostics: any DiagnosticCollector) -> ToolConfiguration?
    {
        let counter = ErrorCounter(forwardingTo: diagnostics)
        let root: YAMLNode
        switch YAMLLoader().load(bytes, file: path, diagnostics: counter) {
        case .document(let node): root = node
        case .empty: return ToolConfiguration()
        case .failed: return nil
        }
        let reader = NodeReader(diagnostics: counter)
        guard let map = reader.mapping(root, "the intentgen configuration", knownKeys: keys) else { return nil }
        var configuration = ToolConfiguration()
        if let node = map["classPrefix"], let prefix = reader.string(node, "`classPrefix`") {
            if let problem = SettingNames.classPrefixProblem(prefix) {
                counter.emit(.error(.invalidName, problem, at: node.location, hint: SettingNames.classPrefixHint))
            } else {
                configuration.classPrefix = prefix
            }
        }
        if let node = map["visibility"] { configuration.visibility = reader.choice(node, "visibility") }
        if let node = map["generate"] { configuration.generate = reader.outputKinds(node) }
        if let node = map["sirikit"] { configuration.sirikit = reader.bool(node, "`sirikit`") }
        if let node = map["appIntents"] { configuration.appIntents = reader.bool(node, "`appIntents`") }
        if let node = map["layout"] { configuration.layout = reader.choice(node, "layout") }
        if let node = map["appShortcuts"] { configuration.appShortcuts = reader.bool(node, "`appShortcuts`") }
        if let node = map["widgets"] { configuration.widgets = reader.bool(node, "`widgets`") }
        /// A version setting read with `parse`, or an error that says what it should be.
        func version(_ key: String, _ parse: (String) -> Int?, is what: String, hint: String) -> Int? {
            guard let node = map[key], let text = reader.string(node, "`\(key)`") else { return nil }
            if let version = parse(text) { return version }
            counter.emit(
                .error(.invalidValue, "`\(key)` \(text.swiftLiteral) is not \(what)", at: node.location, hint: hint))
            return nil
        }
        configuration.deploymentTarget = version(
            "deploymentTarget", Self.majorVersion, is: "a version", hint: Self.deploymentTargetHint)
        configuration.swiftVersion = version(
            "swiftVersion", Self.swiftVersion, is: "a Swift language mode", hint: Self.swiftVersionHint)
        if let node = map["defaultIsolation"] {
            configuration.defaultIsolation = reader.choice(
                node, "default isolation", as: GenerationOptions.DefaultIsolation.self)
        }
        if let node = map["appIntentsTable"], let table = reader.string(node, "`appIntentsTable`") {
            if let problem = SettingNames.stringsTableProblem(table) {
                counter.emit(.error(.invalidName, problem, at: node.location, hint: SettingNames.stringsTableHint))
            } else {
                configuration.appIntentsTable = table
            }
        }
        if let node = map["xcode"] {
            configuration.xcode = reader.choice(node, "Xcode version", words: XcodeVersion.names).flatMap(
                XcodeVersion.named)
        }
        return counter.errors > 0 ? nil : configuration
    }

    /// The major version of a deployment target such as `18`, `18.0` or `17.4.1`; nil for anything else.
    public static func majorVersion(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), major > 0
        else { return nil }
        return major
    }

    public static let deploymentTargetHint = "write the version the target deploys to, such as 17.0 or 18"

    /// The language mode of a Swift version as Xcode's `SWIFT_VERSION` spells it (`5`, `5.0`,
    /// `6`, `6.0`, `6.2`): its major version, 4 to 6; nil for anything else.
    public static func swiftVersion(_ text: String) -> Int? {
        majorVersion(text).flatMap { (4...6).contains($0) ? $0 : nil }
    }

    public static let swiftVersionHint = "write the target's Swift language mode, 5 or 6 (Xcode's SWIFT_VERSION)"
}
