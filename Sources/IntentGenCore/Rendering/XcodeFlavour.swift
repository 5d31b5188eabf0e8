/// The Xcode whose intent compiler the SiriKit classes match, so that a team that committed the
/// output of an older Xcode sees no diff (see docs/generated-code.md, "Xcode versions").
public enum XcodeVersion: String, Sendable, Hashable, CaseIterable {
    /// Xcode 12: as 13, without `async` twins, and resolution results of custom types cast their
    /// results (`as! Self`).
    case xcode12 = "12"
    /// Xcode 13: availability `macOS 10.16`, async twins from iOS 15 without `renamed:`, no
    /// `supportsSecureCoding` on custom types.
    case xcode13 = "13"
    /// Xcode 14 to 16: availability `macOS 11.0`, async twins beside the completion-handler
    /// methods, which carry `renamed:`.
    case xcode14 = "14"
    /// Xcode 26: as 14, and a Boolean property carries its own availability.
    case xcode26 = "26"

    /// The newest, the default.
    public static let latest = XcodeVersion.xcode26

    /// The versions a user may name (`xcode: 16`), each meaning the output it matches.
    public static let names = ["12", "13", "14", "15", "16", "26"]

    /// The output of Xcode `name` (one of ``names``): 15 and 16 write what 14 writes.
    public static func named(_ name: String) -> XcodeVersion? {
        switch name {
        case "12": .xcode12
        case "13": .xcode13
        case "14", "15", "16": .xcode14
        case "26": .xcode26
        default: nil
        }
    }
}

/// What differs between the Xcode versions' generated text, read by ``IntentsSwiftRenderer``.
struct XcodeFlavour {
    let version: XcodeVersion

    /// Xcode 12 and 13 write what came before Xcode 14.
    private var isBefore14: Bool { version == .xcode12 || version == .xcode13 }

    private var macOS: String { isBefore14 ? "10.16" : "11.0" }

    /// On intents, enums, custom types, responses and their code enums.
    var typeAvailability: String {
        "@available(iOS 12.0, macOS \(macOS), watchOS 5.0, *) @available(tvOS, unavailable)"
    }
    /// On the resolution result classes of enums and custom types.
    var resultAvailability: String {
        "@available(iOS 13.0, macOS \(macOS), watchOS 6.0, *) @available(tvOS, unavailable)"
    }
    /// On resolve and confirm methods, custom-type properties and parameter-specific results.
    var iOS13: String { "@available(iOS 13.0, macOS \(macOS), watchOS 6.0, *)" }
    /// On dynamic options and default-value methods.
    var iOS14: String { "@available(iOS 14.0, macOS \(macOS), watchOS 7.0, *)" }

    /// The availability of the `async` twin of a method whose completion-handler form has
    /// `completion` (or none, as `handle` and `confirm`): from Xcode 14 the same, else iOS 13;
    /// in Xcode 13 iOS 15, where Swift concurrency began.
    func asyncAvailability(_ completion: String?) -> String {
        isBefore14 ? "@available(iOS 15.0, macOS 12.0, watchOS 8.0, *)" : completion ?? iOS13
    }

    /// Whether completion-handler methods have `async` twins (from Xcode 13).
    var writesAsyncTwins: Bool { version != .xcode12 }

    /// Whether the resolution results of custom types cast what `super` returns (`as! Self`).
    var castsObjectResults: Bool { version == .xcode12 }

    /// Whether a completion-handler method carries `@available(*, renamed: "…")` to its twin.
    var renamesCompletionHandlers: Bool { !isBefore14 }

    /// Whether a method's documentation comes before its completion-handler form (Xcode 13), or
    /// between the two forms (Xcode 14 on; an optional `handle` keeps it first in both).
    var documentsCompletionHandler: Bool { isBefore14 }

    /// Whether intentgen's own Swift (the handler skeleton, App Intents declarations) is written
    /// to compile under either default isolation (Xcode 26's new app targets isolate to the main
    /// actor): `INExtension` and its kin are nonisolated Objective-C classes, whose overrides must
    /// not be main-actor-isolated. Xcode's SiriKit classes themselves keep Xcode's text, which
    /// has no `nonisolated`, unless the target needs it
    /// (``GenerationOptions/isolatesSiriKitClasses``).
    var isolatesTypes: Bool { version == .xcode26 }

    /// What App Intents declarations carry so that they compile under either default isolation:
    /// `nonisolated ` (Swift 6.1, SE-0449) when ``isolatesTypes``, else nothing (Swift 6.0).
    ///
    /// It goes on the declarations whose isolation would otherwise come from the target's default:
    /// the query and options-provider shells (plain `Sendable` structs, main-actor-isolated in a
    /// main-actor target, so their `init()` could not be called from a nonisolated `defaultQuery`
    /// or `@Parameter`), and the user-owned extensions that conform them to `EntityQuery` or
    /// `DynamicOptionsProvider` (which would otherwise be main-actor-isolated conformances).
    /// Intents, entities and enums go without: they conform to `Sendable` App Intents protocols
    /// where they are declared, so the compiler already infers them nonisolated, and a
    /// `nonisolated` struct with `@Parameter` or `@Property` fails in Swift 6 mode (Swift 6.3:
    /// "'nonisolated' cannot be applied to mutable stored properties").
    var appIntentsIsolation: String { isolatesTypes ? "nonisolated " : "" }

    /// How an intent that opens its app says so: `openAppWhenRun` (deprecated in iOS 26), iOS 26's
    /// `supportedModes`, or both. Only the iOS 26 SDK (Xcode 26) has `supportedModes`; with it,
    /// `targets` (the deployment targets' major versions, empty when unknown) decides.
    func launchForm(deploymentTargets targets: [Int]) -> LaunchForm {
        guard version == .xcode26 else { return .openAppWhenRun }
        if targets.isEmpty { return .both }
        if targets.allSatisfy({ $0 >= 26 }) { return .supportedModes }
        return targets.allSatisfy({ $0 < 26 }) ? .openAppWhenRun : .both
    }

    /// See ``launchForm(deploymentTargets:)``.
    enum LaunchForm {
        /// `static let openAppWhenRun = true`: every deployment target is below 26, where it is not
        /// deprecated.
        case openAppWhenRun
        /// `static var supportedModes: IntentModes { .foreground }`: every deployment target is 26
        /// or later.
        case supportedModes
        /// Both, `supportedModes` with iOS 26 availability: the deployment targets span 26 or are
        /// unknown. Neither warns where the deployment target is below 26.
        case both
    }

    /// Whether custom types override `supportsSecureCoding`.
    var overridesSecureCoding: Bool { !isBefore14 }

    /// The availability of a property of a built-in type newer than the intent itself (the type
    /// catalogue's), and of a Boolean in Xcode 26.
    func propertyAvailability(_ type: TypeReference) -> String? {
        if version == .xcode26, type == .builtin(.boolean) {
            return "@available(iOS 13.0, macOS 10.16, watchOS 6.0, *)"
        }
        return type.traits?.siriKitAvailability
    }
}
