/// What intentgen can generate for a target: the one vocabulary of outputs.
///
/// The spec's `generate:` list, the config file's `generate:` key, the command line's
/// `--generate` option and the plugins all name outputs with these words (the older switches,
/// `--sirikit`, `--app-intents`, `--handler-output` and the config file's `sirikit` and
/// `appIntents`, are spellings of the same kinds). Each kind is made by one ``Backend``:
/// adding an output is one new backend file and one case here.
public enum OutputKind: String, Sendable, Hashable, CaseIterable {
    /// The SiriKit intent classes Xcode's intent compiler would generate.
    case intents
    /// The user-owned `INExtension` handler skeleton.
    case handler
    /// The Intents extension's `NSExtension` Info.plist fragment, beside the skeleton.
    case infoPlist
    /// App Intents code, with the files the user fills in beside the handler.
    case appIntents
    /// Xcode's `.intentdefinition` and `.strings` files, for Xcode to compile into the bundle.
    case xcodeDefinition
    /// A page of what people will see: widgets' edit sheets, Shortcuts actions, controls and
    /// App Shortcuts, in every language (`intentgen preview`).
    case preview

    /// The backend that makes this kind's outputs.
    var backend: any Backend {
        switch self {
        case .intents: IntentsBackend()
        case .handler: HandlerSkeletonBackend()
        case .infoPlist: InfoPlistBackend()
        case .appIntents: AppIntentsBackend()
        case .xcodeDefinition: XcodeDefinitionBackend()
        case .preview: PreviewBackend()
        }
    }

    /// The order the render stage makes the kinds in: the backends that work per definitions
    /// file first (file by file), then those that work on the whole target. Outputs are listed,
    /// and path collisions reported, in this order.
    static let renderOrder: [OutputKind] = [.intents, .appIntents, .xcodeDefinition, .handler, .infoPlist, .preview]

    /// `kinds` without repeats, in ``renderOrder``.
    public static func ordered(_ kinds: some Sequence<OutputKind>) -> [OutputKind] {
        let chosen = Set(kinds)
        return renderOrder.filter(chosen.contains)
    }

    /// What the kinds are, for help texts: `intents, handler, …`.
    /// What a target generates when nothing says otherwise: the SiriKit classes.
    public static let defaults: Set<OutputKind> = [.intents]

    public static var vocabulary: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Who an output belongs to once it is on disk, which decides how the emit stage treats it.
enum OutputOwnership: String, Sendable, Hashable {
    /// intentgen's: rewritten whenever it differs, removed when no longer generated.
    case generated
    /// The user's: written only when missing (or with `--overwrite-user-files`).
    case userOwned
    /// A resource intentgen keeps (an Info.plist fragment, Xcode's definition files):
    /// rewritten like generated code, but not Swift.
    case resource
}

extension NodeReader {
    /// A `generate:` value, in the spec or the config file: a list of ``OutputKind`` words, one
    /// word, or `none` / `false` for nothing.
    func outputKinds(_ node: YAMLNode) -> [OutputKind] {
        if let flag = node.scalar?.boolValue, !flag { return [] }
        if let word = node.text, word == "none" { return [] }
        return (node.sequence ?? [node]).compactMap { choice($0, "`generate` output", as: OutputKind.self) }
    }
}
