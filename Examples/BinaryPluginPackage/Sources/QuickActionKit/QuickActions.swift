// Code of the package that uses the generated classes. Where the Intents framework does not
// exist (Linux), the generated file compiles away and so does this use of it.
#if canImport(Intents)
import Intents

public enum QuickActions {
    /// The destinations a configured widget shows.
    public static func destinations(of configuration: QuickActionConfigurationIntent) -> [TransitionDestination] {
        configuration.transitionDestinations ?? []
    }
}
#else
public enum QuickActions {}
#endif
