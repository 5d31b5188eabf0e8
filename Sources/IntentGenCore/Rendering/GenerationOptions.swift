/// How generated code is shaped: the same switches as Xcode's intent compiler.
public struct GenerationOptions: Sendable, Hashable {
    /// Access level of generated declarations (Xcode's "Intent Classes" vs "Public Intent Classes").
    public enum Visibility: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    /// Prepended to the Swift names of intents, enums and types (Xcode's project class prefix).
    /// Objective-C selectors keep the bare names, as Xcode's do.
    public var classPrefix: String
    public var visibility: Visibility
    /// The Xcode whose output the SiriKit classes match (the newest unless asked).
    public var xcode: XcodeVersion
    /// The major versions of the deployment targets the output is compiled for (XcodeGen's
    /// `deploymentTarget` and `*_DEPLOYMENT_TARGET` settings), lowest first; empty when unknown.
    var deploymentTargets: [Int]

    /// The strings table of the App Intents code, and the name of its String Catalog
    /// (`AppIntents` → `AppIntents.xcstrings`); ``defaultStringsTable`` means the literals name
    /// no table.
    public var appIntentsTable: String
    /// Whether App Intents output holds the target's `AppShortcutsProvider` and its phrases
    /// (`appShortcuts: false` leaves them to another target, such as the app).
    public var appShortcuts = true
    /// Whether App Intents output holds the `Widget` and `ControlWidget` structs of the
    /// definitions (`widgets: false` leaves them to another target, such as the widget extension).
    public var widgets = true
    /// The app's name, which the preview puts into App Shortcuts phrases (`${applicationName}`);
    /// nil shows a placeholder.
    public var appName: String?
    /// The target's Swift language mode (`SWIFT_VERSION`, `--swift-version`): 5 or 6; nil when
    /// unknown (Xcode's default, 5).
    public var swiftVersion: Int?
    /// The target's default actor isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION`,
    /// `--default-isolation`); nil when unknown (`nonisolated`, Swift's default).
    public var defaultIsolation: DefaultIsolation?

    /// A target's default actor isolation, as Xcode's build setting and `swiftc
    /// -default-isolation` spell it.
    public enum DefaultIsolation: String, Sendable, Hashable, CaseIterable {
        case nonisolated
        case mainActor = "MainActor"
    }

    /// Whether the target cannot use Xcode's SiriKit classes as Xcode writes them: in Swift 6
    /// mode with the main actor as default isolation, every generated class would be
    /// main-actor-isolated, so the inherited Objective-C initialisers and overrides of intents,
    /// responses and custom types clash with the nonisolated ones (an error), and no nonisolated
    /// handler (nor SiriKit, which calls off the main thread) could call a resolution result's
    /// class methods. The classes are then `nonisolated`, as teams mark Xcode's output by hand;
    /// the enums and the handling protocols keep Xcode's text, which has no `nonisolated`, so a
    /// `@MainActor` handler's `@preconcurrency` conformance still compiles.
    var isolatesSiriKitClasses: Bool { (swiftVersion ?? 5) >= 6 && defaultIsolation == .mainActor }

    /// The table App Intents strings go to unless a setting names another: a table of their own,
    /// so the generated catalogue never takes the place of the team's `Localizable.xcstrings`.
    public static let appIntentsTable = "AppIntents"
    /// The table a `LocalizedStringResource` without a `table:` argument is looked up in.
    static let defaultStringsTable = "Localizable"

    /// Whether file parameters name their types with iOS 18's `supportedContentTypes: [UTType]`:
    /// when every deployment target is 18 or later (an SDK that deploys there has it). Below 18,
    /// and when the targets are unknown, they take iOS 16's `supportedTypeIdentifiers: [String]`,
    /// which every SDK has and which is only deprecated from 18. The targets are major versions
    /// without their platform, so a macOS 15 target (iOS 18's peer) keeps the iOS 16 form.
    var takesContentTypes: Bool {
        !deploymentTargets.isEmpty && deploymentTargets.allSatisfy { $0 >= 18 }
    }

    public init(
        classPrefix: String = "", visibility: Visibility = .public, xcode: XcodeVersion = .latest,
        deploymentTargets: [Int] = [], appIntentsTable: String = GenerationOptions.appIntentsTable
    ) {
        self.classPrefix = classPrefix
        self.visibility = visibility
        self.xcode = xcode
        self.deploymentTargets = deploymentTargets
        self.appIntentsTable = appIntentsTable
    }
}
