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
    public var sirikit: Bool?
    public var appIntents: Bool?
    public var layout: Layout?

    public init(
        classPrefix: String? = nil, visibility: GenerationOptions.Visibility? = nil, sirikit: Bool? = nil,
        appIntents: Bool? = nil, layout: Layout? = nil
    ) {
        self.classPrefix = classPrefix
        self.visibility = visibility
        self.sirikit = sirikit
        self.appIntents = appIntents
        self.layout = layout
    }

    static let keys: KeySet = ["classPrefix", "visibility", "sirikit", "appIntents", "layout"]

    /// These settings where set, `fallback` where not.
    public func overriding(_ fallback: ToolConfiguration) -> ToolConfiguration {
        ToolConfiguration(
            classPrefix: classPrefix ?? fallback.classPrefix, visibility: visibility ?? fallback.visibility,
            sirikit: sirikit ?? fallback.sirikit, appIntents: appIntents ?? fallback.appIntents,
            layout: layout ?? fallback.layout)
    }

    /// The effective values, defaults filled in, one `key: value` a line (for `--verbose`).
    public var resolvedDescription: String {
        [
            "classPrefix: \"\(classPrefix ?? "")\"", "visibility: \((visibility ?? .public).rawValue)",
            "sirikit: \(sirikit ?? true)", "appIntents: \(appIntents ?? false)",
            "layout: \((layout ?? .files).rawValue)",
        ].joined(separator: "\n")
    }

    /// Reads a config file; problems are diagnostics at their line and column.
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
        if let node = map["sirikit"] { configuration.sirikit = reader.bool(node, "`sirikit`") }
        if let node = map["appIntents"] { configuration.appIntents = reader.bool(node, "`appIntents`") }
        if let node = map["layout"] { configuration.layout = reader.choice(node, "layout") }
        return counter.errors > 0 ? nil : configuration
    }
}
