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
    public var deploymentTargets: [Int]

    public init(
        classPrefix: String = "", visibility: Visibility = .public, xcode: XcodeVersion = .latest,
        deploymentTargets: [Int] = []
    ) {
        self.classPrefix = classPrefix
        self.visibility = visibility
        self.xcode = xcode
        self.deploymentTargets = deploymentTargets
    }
}
