// The WidgetKit API surface that App Intents–configured widgets and controls use, as Apple's
// iOS 26 SDK interface declares it (`import AppIntents`, `import SwiftUI`, neither re-exported):
// timelines and their providers, `StaticConfiguration`, `AppIntentConfiguration`, the iOS 18
// controls (`StaticControlConfiguration`, `AppIntentControlConfiguration`, `ControlWidgetButton`,
// `ControlWidgetToggle`, the value providers, `ControlCenter`), `WidgetCenter`, `WidgetFamily`,
// and the configuration modifiers. The SiriKit-configured `IntentConfiguration` /
// `IntentTimelineProvider` are left out: they need the Objective-C `INIntent`.
//
// Declarations only: every body is `fatalError("stub")`; nothing is linked or run. Where Apple
// returns `some WidgetConfiguration` (and the like) from a modifier, the stub returns a concrete
// stand-in; `body` of Apple's configuration and template types is `Never` here.
//
// iOS availability is Apple's documented introduction version per declaration (from the
// developer.apple.com symbol pages); members without one are as old as their type.

import AppIntents
import Foundation
import FoundationExtras
import SwiftUI

// MARK: - Families

/// `@preconcurrency public enum WidgetFamily : Int, RawRepresentable, CustomDebugStringConvertible,
/// CustomStringConvertible, Sendable` (+ `Hashable`).
@available(iOS 14.0, *)
public enum WidgetFamily: Int, CustomDebugStringConvertible, CustomStringConvertible, Hashable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    @available(iOS 15.0, *)
    case systemExtraLarge
    @available(iOS 16.0, *)
    case accessoryCircular
    @available(iOS 16.0, *)
    case accessoryRectangular
    @available(iOS 16.0, *)
    case accessoryInline
    @available(iOS, unavailable) @available(watchOS 9.0, *)
    case accessoryCorner
    @available(iOS, unavailable) @available(visionOS 26.0, *)
    case systemExtraLargePortrait

    public var description: String { fatalError("stub") }
    public var debugDescription: String { fatalError("stub") }
}

extension EnvironmentValues {
    /// The template of the widget: small, medium, or large.
    @available(iOS 14.0, *)
    public var widgetFamily: WidgetFamily { fatalError("stub") }
}

// MARK: - Timelines

@available(iOS 14.0, *)
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { fatalError("stub") }
}

@available(iOS 14.0, *)
public struct TimelineEntryRelevance: Codable, Hashable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0.0) { fatalError("stub") }
}

@available(iOS 14.0, *)
public struct Timeline<EntryType> where EntryType: TimelineEntry {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { fatalError("stub") }
}

@available(iOS 14.0, *)
public struct TimelineReloadPolicy: Equatable {
    public static let atEnd: TimelineReloadPolicy = { fatalError("stub") }()
    public static let never: TimelineReloadPolicy = { fatalError("stub") }()
    public static func after(_ date: Date) -> TimelineReloadPolicy { fatalError("stub") }
}

@available(iOS 14.0, *)
public struct TimelineProviderContext {
    @dynamicMemberLookup
    public struct EnvironmentVariants {
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { fatalError("stub") }
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { fatalError("stub") }
    }
    public let environmentVariants: TimelineProviderContext.EnvironmentVariants
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

@available(iOS 18.0, *)
public struct WidgetRelevance<Configuration> {
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { fatalError("stub") }
}

@available(iOS 18.0, *)
public struct WidgetRelevanceAttribute<Configuration> {}

@available(iOS 14.0, *)
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Self.Context) -> Self.Entry
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
    @available(iOS 18.0, *)
    func relevance() async -> WidgetRelevance<Void>
}

extension TimelineProvider {
    @available(iOS 18.0, *)
    public func relevance() async -> WidgetRelevance<Void> { fatalError("stub") }
}

/// `struct AppIntentRecommendation<Intent> where Intent : WidgetConfigurationIntent`.
@available(iOS 17.0, *)
public struct AppIntentRecommendation<Intent> where Intent: WidgetConfigurationIntent {
    public init(intent: Intent, description: Text) { fatalError("stub") }
    public init(intent: Intent, description: LocalizedStringKey) { fatalError("stub") }
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { fatalError("stub") }
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) { fatalError("stub") }
}

/// A timeline provider whose configuration is a `WidgetConfigurationIntent` (iOS 17).
@available(iOS 17.0, *)
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
    func placeholder(in context: Self.Context) -> Self.Entry
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
    @available(iOS 18.0, *)
    func relevance() async -> WidgetRelevance<Self.Intent>
}

extension AppIntentTimelineProvider {
    @available(iOS 18.0, *)
    public func relevance() async -> WidgetRelevance<Self.Intent> { fatalError("stub") }
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { fatalError("stub") }
}

// MARK: - Widget configurations

@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct StaticConfiguration<Content>: WidgetConfiguration where Content: View {
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider: TimelineProvider { fatalError("stub") }

    public var body: Never { fatalError("stub") }
}

extension StaticConfiguration: Sendable {}

/// A widget configured by a `WidgetConfigurationIntent` (iOS 17).
@available(iOS 17.0, *)
@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent, Content>: WidgetConfiguration
where Intent: WidgetConfigurationIntent, Content: View {
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String,
        intent: Intent.Type = Intent.self,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent, Provider: AppIntentTimelineProvider { fatalError("stub") }

    public var body: Never { fatalError("stub") }
}

extension AppIntentConfiguration: Sendable {}

/// What the stub's `WidgetConfiguration` modifiers return (Apple's return `some WidgetConfiguration`).
@MainActor @preconcurrency
public struct _ModifiedWidgetConfiguration<Base>: WidgetConfiguration where Base: WidgetConfiguration {
    public var body: Never { fatalError("stub") }
}

extension WidgetConfiguration {
    @MainActor @preconcurrency
    public func configurationDisplayName(_ displayName: Text) -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    @MainActor @preconcurrency
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @available(iOS 16.0, *)
    @_disfavoredOverload @MainActor @preconcurrency
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> _ModifiedWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @_disfavoredOverload @MainActor @preconcurrency
    public func configurationDisplayName<S>(_ displayName: S) -> _ModifiedWidgetConfiguration<Self> where S: StringProtocol {
        fatalError("stub")
    }
    @MainActor @preconcurrency
    public func description(_ description: Text) -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    @MainActor @preconcurrency
    public func description(_ descriptionKey: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    @available(iOS 16.0, *)
    @_disfavoredOverload @MainActor @preconcurrency
    public func description(_ descriptionResource: LocalizedStringResource) -> _ModifiedWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @_disfavoredOverload @MainActor @preconcurrency
    public func description<S>(_ description: S) -> _ModifiedWidgetConfiguration<Self> where S: StringProtocol {
        fatalError("stub")
    }
    @MainActor @preconcurrency
    public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    @available(iOS 15.0, *)
    @MainActor @preconcurrency
    public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    /// `disfavoredLocations(_:for:)` (iOS 17).
    @available(iOS 17.0, *)
    @MainActor @preconcurrency
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
    @available(iOS 15.0, *)
    @MainActor @preconcurrency
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> _ModifiedWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @available(iOS 18.0, *)
    @MainActor @preconcurrency
    public func promptsForUserConfiguration() -> _ModifiedWidgetConfiguration<Self> { fatalError("stub") }
}

/// `struct WidgetLocation` (iOS 17): where a widget is placed.
@available(iOS 17.0, *)
public struct WidgetLocation: Hashable, Sendable {
    public static let homeScreen = WidgetLocation()
    public static let lockScreen = WidgetLocation()
    public static let standBy = WidgetLocation()
    public static let iPhoneWidgetsOnMac = WidgetLocation()
    private init() {}
}

extension ContainerBackgroundPlacement {
    /// The background of a widget (iOS 17).
    public static var widget: ContainerBackgroundPlacement { fatalError("stub") }
}

extension View {
    /// The URL to open in the containing app when the user taps the widget.
    @MainActor @preconcurrency
    public func widgetURL(_ url: URL?) -> _ModifiedView<Self> { fatalError("stub") }
    @available(iOS 16.0, *)
    @MainActor @preconcurrency
    public func widgetAccentable(_ accentable: Bool = true) -> _ModifiedView<Self> { fatalError("stub") }
}

/// What the stub's `View` modifiers return (Apple's return `some View`).
public struct _ModifiedView<Base>: View where Base: View {
    public var body: Never { fatalError("stub") }
}

extension Widget {
    @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

extension WidgetBundle {
    @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

extension ControlWidget {
    @MainActor @preconcurrency public static func main() { fatalError("stub") }
}

// MARK: - Widget center

@available(iOS 14.0, *)
public struct WidgetInfo: Sendable {
    public let family: WidgetFamily
    public let kind: String
    @available(iOS 17.0, *)
    public func widgetConfigurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
    where Intent: WidgetConfigurationIntent { fatalError("stub") }
}

@available(iOS 14.0, *)
public class WidgetCenter {
    public static let shared: WidgetCenter = { fatalError("stub") }()
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        fatalError("stub")
    }
    @available(iOS 18.0, *)
    public func currentConfigurations() async throws -> [WidgetInfo] { fatalError("stub") }
    public func reloadTimelines(ofKind kind: String) { fatalError("stub") }
    public func reloadAllTimelines() { fatalError("stub") }
    @available(iOS 16.0, *)
    public func invalidateConfigurationRecommendations() { fatalError("stub") }
}

// MARK: - Controls (iOS 18)

/// `protocol ControlValueProvider`.
@available(iOS 18.0, *)
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Self.Value { get }
    func currentValue() async throws -> Self.Value
}

/// `protocol AppIntentControlValueProvider`.
@available(iOS 18.0, *)
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Self.Configuration) -> Self.Value
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}

/// A control that has no user-configurable options.
@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content>: ControlWidgetConfiguration where Content: ControlWidgetTemplate {
    @MainActor @preconcurrency
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) { fatalError("stub") }

    @MainActor @preconcurrency
    public init<Provider>(
        kind: String,
        provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider: ControlValueProvider { fatalError("stub") }

    public var body: Never { fatalError("stub") }
}

extension StaticControlConfiguration: Sendable {}

/// A control configured by a `ControlConfigurationIntent`.
@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration, Content>: ControlWidgetConfiguration
where Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate {
    @MainActor @preconcurrency
    public init<Provider>(
        kind: String,
        provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration, Provider: AppIntentControlValueProvider { fatalError("stub") }

    @MainActor @preconcurrency
    public init(
        kind: String,
        intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) { fatalError("stub") }

    public var body: Never { fatalError("stub") }
}

extension AppIntentControlConfiguration: Sendable {}

/// What the stub's `ControlWidgetConfiguration` modifiers return (Apple's return
/// `some ControlWidgetConfiguration`).
@MainActor @preconcurrency
public struct _ModifiedControlWidgetConfiguration<Base>: ControlWidgetConfiguration
where Base: ControlWidgetConfiguration {
    public var body: Never { fatalError("stub") }
}

extension ControlWidgetConfiguration {
    @MainActor @preconcurrency
    public func displayName(_ displayName: LocalizedStringResource) -> _ModifiedControlWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @MainActor @preconcurrency
    public func description(_ description: LocalizedStringResource) -> _ModifiedControlWidgetConfiguration<Self> {
        fatalError("stub")
    }
    @MainActor @preconcurrency
    public func promptsForUserConfiguration() -> _ModifiedControlWidgetConfiguration<Self> { fatalError("stub") }
}

/// What the stub's `ControlWidgetTemplate` modifiers return (Apple's return
/// `some ControlWidgetTemplate`).
@MainActor @preconcurrency
public struct _ModifiedControlWidgetTemplate<Base>: ControlWidgetTemplate where Base: ControlWidgetTemplate {
    public var body: Never { fatalError("stub") }
}

extension ControlWidgetTemplate {
    @MainActor @preconcurrency
    public func tint(_ tint: Color?) -> _ModifiedControlWidgetTemplate<Self> { fatalError("stub") }
    @MainActor @preconcurrency
    public func privacySensitive(_ sensitive: Bool = true) -> _ModifiedControlWidgetTemplate<Self> { fatalError("stub") }
    @MainActor @preconcurrency
    public func disabled(_ disabled: Bool) -> _ModifiedControlWidgetTemplate<Self> { fatalError("stub") }
}

/// A control template representing a button.
@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct ControlWidgetButton<Label, ActionLabel, Action>: ControlWidgetTemplate
where Label: View, ActionLabel: View {
    public var body: Never { fatalError("stub") }
}

extension ControlWidgetButton {
    @MainActor @preconcurrency
    public init(
        action: Action,
        @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent { fatalError("stub") }

    @MainActor @preconcurrency
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent { fatalError("stub") }

    /// "Creates a button template for a control that launches an app."
    @MainActor @preconcurrency
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: OpenIntent { fatalError("stub") }
}

extension ControlWidgetButton where Label == Text {
    @MainActor @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey,
        action: Action,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent { fatalError("stub") }

    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ titleResource: LocalizedStringResource,
        action: Action,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent { fatalError("stub") }

    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ title: some StringProtocol,
        action: Action,
        @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) where Action: AppIntent { fatalError("stub") }
}

@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: Never { fatalError("stub") }
}

/// A control template representing a toggle.
@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label, ValueLabel, Action>: ControlWidgetTemplate
where Label: View, ValueLabel: View {
    public var body: Never { fatalError("stub") }
}

extension ControlWidgetToggle {
    @MainActor @preconcurrency
    public init(
        isOn: Bool,
        action: Action,
        @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool { fatalError("stub") }

    @MainActor @preconcurrency
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        fatalError("stub")
    }
}

extension ControlWidgetToggle where Label == Text {
    @MainActor @preconcurrency
    public init(
        _ titleKey: LocalizedStringKey,
        isOn: Bool,
        action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool { fatalError("stub") }

    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ titleResource: LocalizedStringResource,
        isOn: Bool,
        action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool { fatalError("stub") }

    @_disfavoredOverload @MainActor @preconcurrency
    public init(
        _ title: some StringProtocol,
        isOn: Bool,
        action: Action,
        @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Action: SetValueIntent, Action.ValueType == Bool { fatalError("stub") }
}

@available(iOS 18.0, *)
@MainActor @preconcurrency
public struct ControlWidgetToggleDefaultLabel: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 18.0, *)
public struct ControlInfo: Identifiable, Hashable {
    public let kind: String
    public var id: String { fatalError("stub") }
    public func configurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
    where Intent: ControlConfigurationIntent { fatalError("stub") }
}

@available(iOS 18.0, *)
public class ControlCenter {
    public static let shared: ControlCenter = { fatalError("stub") }()
    public func currentControls() async throws -> [ControlInfo] { fatalError("stub") }
    public func reloadControls(ofKind kind: String) { fatalError("stub") }
    public func reloadAllControls() { fatalError("stub") }
}
