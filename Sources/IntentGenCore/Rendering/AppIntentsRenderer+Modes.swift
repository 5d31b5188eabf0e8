/// How an intent opens its app, and what Siri Suggestions show of it: iOS 26's `supportedModes`
/// beside or instead of `openAppWhenRun`, by the deployment targets.
extension AppIntentsRenderer {
    /// The availability of iOS 26's `supportedModes` and `IntentModes`.
    static let modesAvailability = "@available(iOS 26.0, macOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)"

    /// `openAppWhenRun`, `supportedModes` or both, as ``XcodeFlavour/launchForm(deploymentTargets:)``
    /// decides for the options' deployment targets. `openAppWhenRun` is deprecated from iOS 26 only,
    /// so a target deployed below 26 compiles it without a warning; `supportedModes` then carries
    /// iOS 26 availability, which its requirement has too.
    func renderLaunchModes(into p: inout CodePrinter) {
        let form = XcodeFlavour(version: options.xcode).launchForm(deploymentTargets: options.deploymentTargets)
        if form != .supportedModes {
            p.line("\(access) static let openAppWhenRun = true")
        }
        if form != .openAppWhenRun {
            if form == .both { p.line(Self.modesAvailability) }
            p.line("\(access) static var supportedModes: IntentModes { .foreground }")
        }
    }
}
