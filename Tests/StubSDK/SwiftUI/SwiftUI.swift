// A minimal SwiftUI: the part of its API surface that WidgetKit's declarations and widget/control
// code name. `View`, the widget protocols (`Widget`, `WidgetConfiguration`, `WidgetBundle`) and the
// control protocols (`ControlWidget`, `ControlWidgetConfiguration`, `ControlWidgetTemplate`) live
// in SwiftUI on Apple platforms, so they live here too. Declarations only: every body is
// `fatalError("stub")`; nothing is linked or run.
//
// Isolation follows the iOS 18 SDK: the protocols are `@MainActor @preconcurrency`. The concrete
// views declare `View` in an extension, as SwiftUI's own views do, so that their initialisers stay
// nonisolated.
//
// iOS availability is Apple's documented introduction version per declaration (from the
// developer.apple.com symbol pages); members without one are as old as their type.

import Foundation
import FoundationExtras

// MARK: - Views

@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 13.0, *)
extension Never: View {}

@available(iOS 13.0, *)
extension Never {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError("stub") }
    public static func buildBlock() -> EmptyView { fatalError("stub") }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError("stub") }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError("stub")
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError("stub") }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stub")
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stub")
    }
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct EmptyView: Sendable {
    public init() { fatalError("stub") }
}
extension EmptyView: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { fatalError("stub") }
}
extension TupleView: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct AnyView {
    public init<V: View>(_ view: V) { fatalError("stub") }
}
extension AnyView: View {
    public var body: Never { fatalError("stub") }
}

/// A key into a strings table. SwiftUI's: `struct LocalizedStringKey : Equatable,
/// ExpressibleByStringInterpolation`.
@available(iOS 13.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError("stub") }
        public mutating func appendLiteral(_ literal: String) { fatalError("stub") }
        public mutating func appendInterpolation(_ string: String) { fatalError("stub") }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError("stub") }
        @available(iOS 14.0, *)
        public mutating func appendInterpolation(_ text: Text) { fatalError("stub") }
        @available(iOS 14.0, *)
        public mutating func appendInterpolation(_ image: Image) { fatalError("stub") }
    }
    public init(_ value: String) { fatalError("stub") }
    public init(stringLiteral value: String) { fatalError("stub") }
    public init(stringInterpolation: StringInterpolation) { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct Text: Equatable, Sendable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError("stub")
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { fatalError("stub") }
    public init(verbatim content: String) { fatalError("stub") }
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { fatalError("stub") }
    @available(iOS 14.0, *)
    public init(_ date: Date, style: DateStyle) { fatalError("stub") }

    @available(iOS 14.0, *)
    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
        private init() {}
    }
}
extension Text: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError("stub") }
    public init(systemName: String) { fatalError("stub") }
}
extension Image: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View> {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError("stub") }
}
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError("stub") }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError("stub") }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError("stub") }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) { fatalError("stub") }
}
extension Label: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
@available(iOS 13.0, *)
public enum VerticalAlignment: Sendable { case top, center, bottom }

@available(iOS 13.0, *)
public struct VStack<Content: View> {
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        fatalError("stub")
    }
}
extension VStack: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct HStack<Content: View> {
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        fatalError("stub")
    }
}
extension HStack: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct Spacer: Sendable {
    public init(minLength: Double? = nil) { fatalError("stub") }
}
extension Spacer: View {
    public var body: Never { fatalError("stub") }
}

@available(iOS 13.0, *)
public struct Color: Hashable, Sendable {
    public static let red = Color()
    public static let orange = Color()
    public static let yellow = Color()
    public static let green = Color()
    @available(iOS 15.0, *)
    public static let mint = Color()
    @available(iOS 15.0, *)
    public static let teal = Color()
    @available(iOS 15.0, *)
    public static let cyan = Color()
    public static let blue = Color()
    @available(iOS 15.0, *)
    public static let indigo = Color()
    public static let purple = Color()
    public static let pink = Color()
    @available(iOS 15.0, *)
    public static let brown = Color()
    public static let white = Color()
    public static let black = Color()
    public static let gray = Color()
    public static let clear = Color()
    public static let accentColor = Color()
    public static let primary = Color()
    public static let secondary = Color()
    public init(_ name: String, bundle: Bundle? = nil) { fatalError("stub") }
    private init() {}
}
extension Color: View {
    public var body: Never { fatalError("stub") }
}

/// `protocol ShapeStyle : Sendable`: a color or pattern to fill with.
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}

/// `struct FillShapeStyle : ShapeStyle`: the fill of the current context (`.fill`).
@available(iOS 17.0, *)
public struct FillShapeStyle: ShapeStyle {
    public init() { fatalError("stub") }
}

/// A style of a hierarchy level (`.tertiary` of a style). Modelled: Apple returns `some ShapeStyle`.
public struct _HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == FillShapeStyle {
    @available(iOS 17.0, *)
    public static var fill: FillShapeStyle { fatalError("stub") }
}

extension ShapeStyle {
    @available(iOS 17.0, *)
    public var secondary: _HierarchicalShapeStyle { fatalError("stub") }
    @available(iOS 17.0, *)
    public var tertiary: _HierarchicalShapeStyle { fatalError("stub") }
}

/// `struct ContainerBackgroundPlacement : Sendable, Hashable` (iOS 17); WidgetKit adds `.widget`.
@available(iOS 17.0, *)
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    public init(_stub: Void) { fatalError("stub") }
}

/// What `containerBackground` returns (Apple's return `some View`).
public struct _ContainerBackgroundView<Content>: View where Content: View {
    public var body: Never { fatalError("stub") }
}

extension View {
    /// `containerBackground(_:for:)` (iOS 17).
    @available(iOS 17.0, *)
    @MainActor @preconcurrency
    public func containerBackground<S>(_ style: S, for container: ContainerBackgroundPlacement)
        -> _ContainerBackgroundView<Self> where S: ShapeStyle { fatalError("stub") }
    /// `containerBackground(for:alignment:content:)` (iOS 17), without `alignment`.
    @available(iOS 17.0, *)
    @MainActor @preconcurrency
    public func containerBackground<V>(for container: ContainerBackgroundPlacement, @ViewBuilder content: () -> V)
        -> _ContainerBackgroundView<Self> where V: View { fatalError("stub") }
}

/// The environment of a view. WidgetKit adds `widgetFamily` to it.
@available(iOS 13.0, *)
public struct EnvironmentValues {
    public init() { fatalError("stub") }
}

// MARK: - Widgets

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, *)
extension Never: WidgetConfiguration {}

@available(iOS 14.0, *)
@resultBuilder
public struct WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { fatalError("stub") }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { fatalError("stub") }
}

@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 14.0, *)
extension Never: Widget {
    public init() { fatalError("stub") }
}

/// What a `WidgetBundle`'s body builds from several widgets and controls.
public struct _WidgetBundleContent<Content>: Widget {
    public init() { fatalError("stub") }
    public var body: Never { fatalError("stub") }
}

@available(iOS 14.0, *)
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { fatalError("stub") }
    @available(iOS 18.0, *)
    public static func buildExpression<W: ControlWidget>(_ widget: W) -> W { fatalError("stub") }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> _WidgetBundleContent<(repeat each Content)> {
        fatalError("stub")
    }
}

// MARK: - Controls (iOS 18)

@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 18.0, *)
extension Never: ControlWidgetConfiguration {}

@available(iOS 18.0, *)
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        fatalError("stub")
    }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content {
        fatalError("stub")
    }
}

@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 18.0, *)
extension Never: ControlWidgetTemplate {}

@available(iOS 18.0, *)
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
        fatalError("stub")
    }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content {
        fatalError("stub")
    }
}
