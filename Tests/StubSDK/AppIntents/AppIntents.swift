// The App Intents API surface as Swift sees it in Apple's SDK (iOS 16–18 era, plus the iOS 17/18
// protocols widgets and controls use), for type-checking generated App Intents code on Linux.
//
// Names, generic signatures, associated types (with their defaults and where-clauses), protocol
// refinements (`Sendable` included), property-wrapper initialisers and their `where` clauses are
// Apple's, from the developer.apple.com symbol pages (declarations, and the precise identifiers whose
// mangling spells the `where` clauses the rendered declarations leave out). What the documentation
// does not show (the underscored `_IntentValue`, default-argument values it omits) is modelled and
// marked "Modelled". Only the initialisers that take a `title:` (iOS 16/17) are declared, not
// iOS 18's title-less twins nor the `resolvers:` variants. iOS availability is Apple's documented
// introduction version per declaration (from the developer.apple.com symbol pages); members without
// one are as old as their type. Declarations only: every body is `fatalError("stub")`; nothing is
// linked or run.

import Foundation
import CoreLocation
import UniformTypeIdentifiers
@_exported import FoundationExtras

// MARK: - Plumbing protocols

/// Underscored and undocumented in Apple's SDK: the values an intent parameter, a property or a
/// result can hold. Modelled on how the documented `where` clauses use it: `ValueType` is the
/// value with optionality and collection stripped (`String?` → `String`, `[Place]` → `Place`), and
/// `UnwrappedType` the value with optionality stripped (`String?` → `String`, `[Place]?` →
/// `[Place]`).
public protocol _IntentValue {
    associatedtype ValueType = Self
    /// Itself a value: `EntityQueryComparator`'s `InputType : _IntentValue` is the unwrapped type
    /// of an optional property in the comparators that take one (`LessThanComparator`).
    associatedtype UnwrappedType: _IntentValue = Self
}

/// A type the system uses to access a parameter or property value (`IntentParameter`,
/// `EntityProperty`).
@available(iOS 16.0, *)
public protocol AnyIntentValue {
    associatedtype Value
}

@available(iOS 16.0, *)
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { fatalError("stub") }
}

/// Underscored in Apple's SDK (`@Dependency` support); no requirements here.
public protocol _SupportsAppDependencies {}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Decimal: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension AttributedString: _IntentValue {}

extension Never: _IntentValue {
    public typealias ValueType = Never
    public typealias UnwrappedType = Never
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
    public typealias UnwrappedType = [Element]
}

// MARK: - Display representations

/// `struct DisplayRepresentation : Equatable, ExpressibleByStringLiteral, Sendable`.
@available(iOS 16.0, *)
public struct DisplayRepresentation: Equatable, ExpressibleByStringLiteral, Sendable {
    public struct Image: Equatable, Hashable, Sendable {
        public init(systemName name: String, isTemplate: Bool? = nil) { fatalError("stub") }
        public init(named name: String, isTemplate: Bool? = nil) { fatalError("stub") }
        public init(data: Data, isTemplate: Bool? = nil) { fatalError("stub") }
        public init(url: URL, isTemplate: Bool? = nil) { fatalError("stub") }
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?
    @available(iOS 17.0, *)
    public var synonyms: [LocalizedStringResource]

    public init(stringLiteral value: String) { fatalError("stub") }
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) { fatalError("stub") }
    /// iOS 17. Modelled: `synonyms` has no default here, so that `DisplayRepresentation(title:)`
    /// is not ambiguous between the two initialisers.
    @available(iOS 17.0, *)
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        synonyms: [LocalizedStringResource]
    ) { fatalError("stub") }
}

/// `struct TypeDisplayRepresentation : ExpressibleByStringLiteral, Sendable`.
@available(iOS 16.0, *)
public struct TypeDisplayRepresentation: Equatable, ExpressibleByStringLiteral, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    @available(iOS 17.0, *)
    public var synonyms: [LocalizedStringResource]

    public init(stringLiteral value: String) { fatalError("stub") }
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { fatalError("stub") }
    /// iOS 17. Modelled: `synonyms` has no default here (see `DisplayRepresentation`).
    @available(iOS 17.0, *)
    public init(
        name: LocalizedStringResource,
        numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource]
    ) { fatalError("stub") }
}

@available(iOS 16.0, *)
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

@available(iOS 16.0, *)
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { fatalError("stub") }
}

@available(iOS 16.0, *)
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

@available(iOS 16.0, *)
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { fatalError("stub") }
}

@available(iOS 16.0, *)
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

// MARK: - App values: enums and entities

/// `protocol AppValue : PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable`.
@available(iOS 16.0, *)
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// `protocol AppEnum : AppValue, StaticDisplayRepresentable, RawRepresentable where
/// Self.RawValue : LosslessStringConvertible`.
@available(iOS 16.0, *)
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}

/// An identifier that an entity's `ID` converts to and from.
@available(iOS 16.0, *)
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

@available(iOS 16.0, *)
extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { fatalError("stub") }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { fatalError("stub") }
}
@available(iOS 16.0, *)
extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { fatalError("stub") }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { fatalError("stub") }
}
@available(iOS 16.0, *)
extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { fatalError("stub") }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { fatalError("stub") }
}

/// `protocol AppEntity : AppValue, DisplayRepresentable, Identifiable where Self == Self.ValueType,
/// Self.ID : EntityIdentifierConvertible, Self.ID : Sendable`.
@available(iOS 16.0, *)
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where Self == Self.ValueType, ID: EntityIdentifierConvertible, ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where Self.ValueType == Self.DefaultQuery.Entity
    static var defaultQuery: DefaultQuery { get }
    typealias Property = EntityProperty
}

/// The identifier of an entity instance, across entity types. Modelled: Apple's initialisers are
/// not documented.
@available(iOS 16.0, *)
public struct EntityIdentifier: Hashable, Codable, Sendable {
    public let typeIdentifier: String
    public let instanceIdentifier: String
    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) { fatalError("stub") }
}

/// `@propertyWrapper final class EntityProperty<Value> where Value : _IntentValue, Value : Sendable`
/// (`@Property` in an `AppEntity`).
@available(iOS 16.0, *)
@propertyWrapper
public final class EntityProperty<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
    public var wrappedValue: Value { get { fatalError("stub") } set { fatalError("stub") } }
    public var projectedValue: EntityProperty<Value> { fatalError("stub") }
    init(_stub: Void) { fatalError("stub") }
}

extension EntityProperty where Value.ValueType == String {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == Int {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == Double {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == Bool {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == Date {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == URL {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType: AppEnum {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType: AppEntity {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == DateComponents {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == CLPlacemark {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == IntentFile {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == IntentPerson {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == IntentCurrencyAmount {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}
extension EntityProperty where Value.ValueType == Measurement<UnitDuration> {
    public convenience init(title: LocalizedStringResource) { fatalError("stub") }
}

// MARK: - Options and queries

/// `protocol ResultsCollection<Result>`.
@available(iOS 16.0, *)
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue
    var items: [Result.ValueType] { get }
    var promptLabel: LocalizedStringResource? { get }
    var usesIndexedCollation: Bool { get }
    static var empty: Self { get }
}

@available(iOS 16.0, *)
extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var items: [Element.ValueType] { fatalError("stub") }
    public var promptLabel: LocalizedStringResource? { fatalError("stub") }
    public var usesIndexedCollation: Bool { fatalError("stub") }
    public static var empty: [Element] { fatalError("stub") }
}

/// One option in a sectioned list of options.
@available(iOS 16.0, *)
public struct IntentItem<Value>: Sendable where Value: _IntentValue {
    public init(
        _ value: Value,
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) { fatalError("stub") }
}

@available(iOS 16.0, *)
public struct IntentItemSection<Result>: Sendable where Result: _IntentValue {
    @available(iOS 16.4, *)
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) { fatalError("stub") }
    /// iOS 16.4.
    @available(iOS 16.4, *)
    public init(_ title: LocalizedStringResource, items: [Result]) { fatalError("stub") }
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) { fatalError("stub") }
    public init(items: [IntentItem<Result>]) { fatalError("stub") }
}

/// `struct IntentItemCollection<Result> where Result : _IntentValue`.
@available(iOS 16.0, *)
public struct IntentItemCollection<Result>: ResultsCollection, Sendable where Result: _IntentValue {
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) { fatalError("stub") }
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        items: [Result]
    ) where Result: DisplayRepresentable { fatalError("stub") }
    public var items: [Result.ValueType] { fatalError("stub") }
    public var promptLabel: LocalizedStringResource? { fatalError("stub") }
    public var usesIndexedCollation: Bool { fatalError("stub") }
    public static var empty: IntentItemCollection<Result> { fatalError("stub") }
}

/// `protocol DynamicOptionsProvider : _SupportsAppDependencies`.
@available(iOS 16.0, *)
public protocol DynamicOptionsProvider: _SupportsAppDependencies {
    associatedtype Result: ResultsCollection
    /// `associatedtype DefaultValue : _IntentValue = Self.Result.Result where
    /// Self.DefaultValue.ValueType == Self.Result.Result.ValueType`: one value or an array of them.
    associatedtype DefaultValue: _IntentValue = Self.Result.Result
    where Self.DefaultValue.ValueType == Self.Result.Result.ValueType
    func results() async throws -> Result
    /// "Either a single value or an array of values may be provided. If an array is provided and
    /// the parameter requires a single value, only the first element of the array is used."
    func defaultResult() async -> DefaultValue?
    typealias ItemCollection = IntentItemCollection
    typealias ItemSection = IntentItemSection
    typealias Item = IntentItem
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { fatalError("stub") }
}

/// `protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`.
@available(iOS 16.0, *)
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
    associatedtype Entity: AppEntity = Self.Result.Result.ValueType
    associatedtype Result = [Self.Entity]
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    public func results() async throws -> Result { fatalError("stub") }
}

extension EntityQuery where Result == [Entity] {
    /// "This method is optional; the default implementation returns an empty array."
    public func suggestedEntities() async throws -> [Entity] { fatalError("stub") }
}

/// `protocol EntityStringQuery : EntityQuery`.
@available(iOS 16.0, *)
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// `protocol EnumerableEntityQuery : EntityQuery` (iOS 17).
@available(iOS 17.0, *)
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
}

// MARK: - Dialogs and descriptions

/// `struct IntentDialog : ExpressibleByStringInterpolation, Sendable`.
@available(iOS 16.0, *)
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public typealias StringInterpolation = LocalizedStringResource.StringInterpolation
    public init(_ fullDialog: LocalizedStringResource) { fatalError("stub") }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { fatalError("stub") }
    @available(iOS 17.2, *)
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        fatalError("stub")
    }
    public init(stringLiteral value: String) { fatalError("stub") }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { fatalError("stub") }
}

/// `struct IntentDescription : ExpressibleByStringLiteral, Sendable` (not
/// `ExpressibleByStringInterpolation`).
@available(iOS 16.0, *)
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]
    @available(iOS 17.0, *)
    public var resultValueName: LocalizedStringResource?

    public init(stringLiteral value: String) { fatalError("stub") }
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) { fatalError("stub") }
    /// Modelled: `resultValueName` has no default here, so that `IntentDescription("…")` is not
    /// ambiguous between the two initialisers.
    @available(iOS 17.0, *)
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource?
    ) { fatalError("stub") }
}

/// Modelled: Apple's is a struct of error codes (`restartPerform`…).
@available(iOS 16.0, *)
public struct AppIntentError: Error, Sendable {
    public static var restartPerform: AppIntentError { fatalError("stub") }
}

@available(iOS 16.0, *)
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

@available(iOS 16.0, *)
public enum InputConnectionBehavior: Sendable {
    case `default`
    case never
    case connectToPreviousIntentResult
}

@available(iOS 16.0, *)
public struct IntentDonationIdentifier: Hashable, Sendable {}

@available(iOS 16.0, *)
public struct IntentSystemContext: Sendable {}

// MARK: - Intents

/// `protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable`.
@available(iOS 16.0, *)
public protocol AppIntent: PersistentlyIdentifiable, _SupportsAppDependencies, Sendable {
    init()

    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    /// iOS 16.0–26.0: "This property is deprecated. Use supportedModes instead."
    @available(iOS, deprecated: 26.0, message: "Use supportedModes instead.")
    static var openAppWhenRun: Bool { get }
    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { get }
    @available(iOS 17.0, *)
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult

    associatedtype SummaryContent: ParameterSummary
    static var parameterSummary: SummaryContent { get }

    typealias Parameter = IntentParameter
    typealias Summary = IntentParameterSummary<Self>
    typealias When = ParameterSummaryWhenCondition
    typealias Switch<Value, CaseCondition> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    where Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
    typealias Case = ParameterSummaryCaseCondition
    typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

extension AppIntent {
    public static var description: IntentDescription? { fatalError("stub") }
    @available(iOS, deprecated: 26.0, message: "Use supportedModes instead.")
    public static var openAppWhenRun: Bool { fatalError("stub") }
    @available(iOS 26.0, *)
    public static var supportedModes: IntentModes { fatalError("stub") }
    @available(iOS 17.0, *)
    public static var isDiscoverable: Bool { fatalError("stub") }
    public static var authenticationPolicy: IntentAuthenticationPolicy { fatalError("stub") }
    public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }

    public var systemContext: IntentSystemContext { fatalError("stub") }
    public func requestConfirmation() async throws { fatalError("stub") }
    public func donate() async throws -> IntentDonationIdentifier { fatalError("stub") }
}

/// `protocol WidgetConfigurationIntent : AppIntent` (iOS 17). "When using this protocol, you don't
/// need to provide an implementation for perform()."
@available(iOS 17.0, *)
public protocol WidgetConfigurationIntent: AppIntent {
    associatedtype NeverResult = Never
}

extension WidgetConfigurationIntent {
    /// Modelled: the default `perform()` the documentation promises.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError("stub") }
}

/// `protocol ControlConfigurationIntent : AppIntent` (iOS 18), likewise without `perform()`.
@available(iOS 18.0, *)
public protocol ControlConfigurationIntent: AppIntent {
    associatedtype NeverResult = Never
}

extension ControlConfigurationIntent {
    /// Modelled: the default `perform()` the documentation promises.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError("stub") }
}

/// `protocol CustomIntentMigratedAppIntent : AppIntent` (iOS 16): "The name of the SiriKit Intent
/// class that this app intent replaces."
@available(iOS 16.0, *)
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

@available(iOS 16.0, *)
public protocol SystemIntent: AppIntent {}

/// `protocol OpenIntent : SystemIntent`: opens the app at `target`.
@available(iOS 16.0, *)
public protocol OpenIntent: SystemIntent {
    associatedtype Value: AppEntity
    var target: Value { get set }
}

/// `protocol SetValueIntent<ValueType> : AppIntent` (iOS 18): what a `ControlWidgetToggle` runs.
@available(iOS 18.0, *)
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    var value: ValueType { get set }
}

/// `protocol PredictableIntent : AppIntent`: `associatedtype Prediction :
/// IntentPredictionConfiguration` and `@IntentPredictionsBuilder<Self> static var
/// predictionConfiguration: Self.Prediction { get }`, with no default implementation documented.
@available(iOS 16.0, *)
public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// `protocol IntentPredictionConfiguration` with `associatedtype Intent : AppIntent`.
@available(iOS 16.0, *)
public protocol IntentPredictionConfiguration {
    associatedtype Intent: AppIntent
}

/// `struct IntentPrediction<Intent, T> where Intent : AppIntent`. Of its initialisers, the
/// parameterless one and those taking one to ten parameters are declared here.
@available(iOS 16.0, *)
public struct IntentPrediction<Intent, T>: IntentPredictionConfiguration where Intent: AppIntent {
    /// `init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == ()`.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () { fatalError("stub") }

    public init<V0, P0>(parameters: T, displayRepresentation: @escaping (V0) -> DisplayRepresentation)
    where T == KeyPath<Intent, P0>, V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0> { fatalError("stub") }

    public init<V0, V1, P0, P1, K0, K1>(parameters: T, displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation)
    where T == (K0, K1), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, P0: IntentParameter<V0>,
        P1: IntentParameter<V1>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1> { fatalError("stub") }

    /// `-8b851`.
    public init<V0, V1, V2, P0, P1, P2, K0, K1, K2>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation
    )
    where T == (K0, K1, K2), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue,
        V2: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>,
        K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2> { fatalError("stub") }
    /// `-n8dp`.
    public init<V0, V1, V2, V3, P0, P1, P2, P3, K0, K1, K2, K3>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3> { fatalError("stub") }

    /// `-6i80a`.
    public init<V0, V1, V2, V3, V4, P0, P1, P2, P3, P4, K0, K1, K2, K3, K4>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4> { fatalError("stub") }

    /// `-2ct6i`.
    public init<V0, V1, V2, V3, V4, V5, P0, P1, P2, P3, P4, P5, K0, K1, K2, K3, K4, K5>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4, K5), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5> { fatalError("stub") }

    /// `-9ibp3`.
    public init<V0, V1, V2, V3, V4, V5, V6, P0, P1, P2, P3, P4, P5, P6, K0, K1, K2, K3, K4, K5, K6>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4, K5, K6), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6> { fatalError("stub") }

    /// `eight parameters`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, P0, P1, P2, P3, P4, P5, P6, P7, K0, K1, K2, K3, K4, K5, K6, K7>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4, K5, K6, K7), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7> { fatalError("stub") }

    /// `nine parameters`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, P0, P1, P2, P3, P4, P5, P6, P7, P8, K0, K1, K2, K3, K4, K5, K6, K7, K8>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7, V8) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4, K5, K6, K7, K8), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8> { fatalError("stub") }

    /// `-1zdkp`.
    public init<V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, P0, P1, P2, P3, P4, P5, P6, P7, P8, P9, K0, K1, K2, K3, K4, K5, K6, K7, K8, K9>(
        parameters: T, displayRepresentation: @escaping (V0, V1, V2, V3, V4, V5, V6, V7, V8, V9) -> DisplayRepresentation
    )
    where T == (K0, K1, K2, K3, K4, K5, K6, K7, K8, K9), V0: _IntentValue, V0: Sendable, V1: _IntentValue, V1: Sendable, V2: _IntentValue, V2: Sendable, V3: _IntentValue, V3: Sendable, V4: _IntentValue, V4: Sendable, V5: _IntentValue, V5: Sendable, V6: _IntentValue, V6: Sendable, V7: _IntentValue, V7: Sendable, V8: _IntentValue, V8: Sendable, V9: _IntentValue, V9: Sendable, P0: IntentParameter<V0>, P1: IntentParameter<V1>, P2: IntentParameter<V2>, P3: IntentParameter<V3>, P4: IntentParameter<V4>, P5: IntentParameter<V5>, P6: IntentParameter<V6>, P7: IntentParameter<V7>, P8: IntentParameter<V8>, P9: IntentParameter<V9>, K0: KeyPath<Intent, P0>, K1: KeyPath<Intent, P1>, K2: KeyPath<Intent, P2>, K3: KeyPath<Intent, P3>, K4: KeyPath<Intent, P4>, K5: KeyPath<Intent, P5>, K6: KeyPath<Intent, P6>, K7: KeyPath<Intent, P7>, K8: KeyPath<Intent, P8>, K9: KeyPath<Intent, P9> { fatalError("stub") }
}

/// `struct TupleIntentPrediction<Intent, T> where Intent : AppIntent`.
@available(iOS 16.0, *)
public struct TupleIntentPrediction<Intent, T>: IntentPredictionConfiguration where Intent: AppIntent {}

/// `@resultBuilder enum IntentPredictionsBuilder<Intent> where Intent : AppIntent` (one to eight
/// predictions declared here).
@available(iOS 16.0, *)
@resultBuilder
public enum IntentPredictionsBuilder<Intent> where Intent: AppIntent {
    /// Modelled, undocumented: a prediction's intent is the builder's, so that the key paths of
    /// `IntentPrediction(parameters:)` find their root (what Apple's documented sample relies on).
    public static func buildExpression<T>(_ expression: IntentPrediction<Intent, T>) -> IntentPrediction<Intent, T> {
        fatalError("stub")
    }
    public static func buildBlock<A0>(_ block: A0) -> A0 where Intent == A0.Intent, A0: IntentPredictionConfiguration {
        fatalError("stub")
    }
    public static func buildBlock<A0, A1>(_ a0: A0, _ a1: A1) -> TupleIntentPrediction<A0.Intent, (A0, A1)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A0.Intent == A1.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2>(_ a0: A0, _ a1: A1, _ a2: A2) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
        A2: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2, A3>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent, A2.Intent == A3.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2, A3, A4>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2, A3, A4, A5>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent { fatalError("stub") }
    public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7>(_ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7)>
    where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration, A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration, A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration, A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration, A0.Intent == A1.Intent, A1.Intent == A2.Intent, A2.Intent == A3.Intent, A3.Intent == A4.Intent, A4.Intent == A5.Intent, A5.Intent == A6.Intent, A6.Intent == A7.Intent { fatalError("stub") }
}

/// `struct IntentModes` (iOS 26): the modes of `supportedModes`. Modelled: Apple documents it as
/// "a set of options" without listing its conformances; `OptionSet`-like combination is left out.
@available(iOS 26.0, *)
public struct IntentModes: Sendable {
    /// `struct ForegroundMode`: when the system brings the app to the foreground.
    public struct ForegroundMode: Sendable {
        public static var immediate: IntentModes.ForegroundMode { fatalError("stub") }
        public static var dynamic: IntentModes.ForegroundMode { fatalError("stub") }
        public static var deferred: IntentModes.ForegroundMode { fatalError("stub") }
    }
    public static var background: IntentModes { fatalError("stub") }
    /// "This value is equivalent to the immediate mode."
    public static var foreground: IntentModes { fatalError("stub") }
    public static func foreground(_ foregroundMode: IntentModes.ForegroundMode) -> IntentModes { fatalError("stub") }
}

@available(iOS 16.4, *)
public protocol ForegroundContinuableIntent: AppIntent {}

/// `protocol LiveActivityIntent : SystemIntent` (iOS 17): runs in the app's process to start or
/// update a Live Activity.
@available(iOS 17.0, *)
public protocol LiveActivityIntent: SystemIntent {}

/// `protocol AudioPlaybackIntent : SystemIntent` (iOS 17): plays audio.
@available(iOS 17.0, *)
public protocol AudioPlaybackIntent: SystemIntent {}

@available(iOS 17.0, *)
public protocol ProgressReportingIntent: AppIntent {}

/// `struct OpenURLIntent` (iOS 18): `AppIntent, SystemIntent, URLRepresentableIntent`.
@available(iOS 18.0, *)
public struct OpenURLIntent: AppIntent, SystemIntent {
    public static var title: LocalizedStringResource { fatalError("stub") }

    @Parameter(title: "URL")
    public var url: URL

    public init() { fatalError("stub") }
    public init(_ url: URL) { fatalError("stub") }

    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError("stub") }
}

@available(iOS 16.0, *)
extension Never: AppIntent {
    public init() { fatalError("stub") }
    public static var title: LocalizedStringResource { fatalError("stub") }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { fatalError("stub") }
}

// MARK: - Results

/// `protocol IntentResult : Sendable`.
@available(iOS 16.0, *)
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
    associatedtype OpensAppIntent: AppIntent = Never
    associatedtype Snippet = Never
    associatedtype Dialog = Never
    var value: Value? { get }
}

/// `protocol ReturnsValue<Value> : IntentResult`.
@available(iOS 16.0, *)
public protocol ReturnsValue<Value>: IntentResult {}

@available(iOS 16.0, *)
public protocol OpensIntent: IntentResult {}

@available(iOS 16.0, *)
public protocol ProvidesDialog: IntentResult {}

@available(iOS 16.0, *)
public protocol ShowsSnippetView: IntentResult {}

/// `struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog> where Value : _IntentValue,
/// OpensAppIntent : AppIntent`.
@available(iOS 16.0, *)
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: @unchecked Sendable
where Value: _IntentValue, OpensAppIntent: AppIntent {
    public var value: Value? { fatalError("stub") }
    public var opensIntent: OpensAppIntent? { fatalError("stub") }
    public var dialog: IntentDialog? { fatalError("stub") }
}

extension IntentResultContainer: IntentResult, ReturnsValue, OpensIntent, ProvidesDialog, ShowsSnippetView {}

extension IntentResult {
    public static func result() -> Self
    where Self == IntentResultContainer<Never, Never, Never, Never> { fatalError("stub") }

    public static func result<Value>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue { fatalError("stub") }

    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> { fatalError("stub") }

    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue { fatalError("stub") }

    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent {
        fatalError("stub")
    }

    @available(iOS 16.4, *)
    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog>, OpensAppIntent: AppIntent {
        fatalError("stub")
    }

    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never>, Value: _IntentValue, OpensAppIntent: AppIntent {
        fatalError("stub")
    }

    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, IntentDialog>, Value: _IntentValue, OpensAppIntent: AppIntent {
        fatalError("stub")
    }
}

// MARK: - Parameters

/// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue, Value :
/// Sendable` (`@Parameter` in an `AppIntent`). Conforms to `AnyIntentValue` and `Sendable`.
@available(iOS 16.0, *)
@propertyWrapper
public final class IntentParameter<Value>: AnyIntentValue, @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
    public let title: LocalizedStringResource
    public var isOptional: Bool { fatalError("stub") }
    public let defaultValue: Value.UnwrappedType?
    public var wrappedValue: Value { get { fatalError("stub") } set { fatalError("stub") } }
    public var projectedValue: IntentParameter<Value> { fatalError("stub") }

    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType { fatalError("stub") }
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError { fatalError("stub") }
    public func requestConfirmation(for value: Value.ValueType, dialog: IntentDialog? = nil) async throws -> Bool {
        fatalError("stub")
    }
    public func requestDisambiguation(among values: [Value.ValueType], dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        fatalError("stub")
    }
    public func needsDisambiguationError(among values: [Value.ValueType], dialog: IntentDialog? = nil) -> AppIntentError {
        fatalError("stub")
    }

    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound) where Bound: Comparable

    /// An Integer parameter's control.
    public enum IntControlStyle: Sendable {
        case field
        case stepper
    }

    /// A Double parameter's control.
    public enum DoubleControlStyle: Sendable {
        case field
        case slider
        case stepper
    }

    /// Whether a Date parameter holds a date, a time or both.
    public enum DateKind: Sendable {
        case date
        case time
        case dateTime
    }

    init(_stub: Void) { fatalError("stub") }
}

extension String {
    /// How a String parameter is typed in.
    @available(iOS 16.0, *)
    public struct IntentInputOptions: Sendable {
        /// The cases of UIKit's `UIKeyboardType`, which Apple's enum mirrors (`URL` included).
        public enum KeyboardType: Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
            case decimalPad, twitter, webSearch, asciiCapableNumberPad
        }
        public enum CapitalizationType: Sendable { case none, words, sentences, allCharacters }
        /// `init(keyboardType:capitalizationType:multiline:autocorrect:smartQuotes:smartDashes:)`,
        /// with Apple's defaults.
        public init(
            keyboardType: KeyboardType = .asciiCapable,
            capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false,
            autocorrect: Bool = true,
            smartQuotes: Bool = true,
            smartDashes: Bool = true
        ) { fatalError("stub") }
    }
}

extension Bool {
    /// What a Bool parameter shows for true and false.
    @available(iOS 16.0, *)
    public struct IntentDisplayName: Sendable {
        public init(true: LocalizedStringResource, false: LocalizedStringResource) { fatalError("stub") }
    }
}

// String (iOS 16)
extension IntentParameter where Value.ValueType == String {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
        fatalError("stub")
    }
}

// Int (iOS 16)
extension IntentParameter where Value.ValueType == Int {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
        fatalError("stub")
    }
}

// Double (iOS 16)
extension IntentParameter where Value.ValueType == Double {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
        fatalError("stub")
    }
}

// Bool (iOS 16)
extension IntentParameter where Value.ValueType == Bool {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }
}

// Date (iOS 16): no `default:` with a title before the iOS 18 title-less initialisers.
extension IntentParameter where Value.ValueType == Date {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Date {
        fatalError("stub")
    }
}

// DateComponents (iOS 16)
extension IntentParameter where Value.ValueType == DateComponents {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        kind: IntentParameter<Value>.DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }
}

// URL (iOS 16)
extension IntentParameter where Value.ValueType == URL {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
        fatalError("stub")
    }
}

// AttributedString (iOS 16)
extension IntentParameter where Value.ValueType == AttributedString {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }
}

// App enums (iOS 16)
extension IntentParameter where Value.ValueType: AppEnum {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        fatalError("stub")
    }
}

// Files, people, currency amounts, places and durations (iOS 16).

/// `struct IntentFile` — a file passed to or from an intent.
@available(iOS 16.0, *)
public struct IntentFile: _IntentValue, Sendable {
    public init(data: Data, filename: String, type: String? = nil) { fatalError("stub") }
    public init(fileURL: URL, filename: String? = nil, type: String? = nil) { fatalError("stub") }
    public var data: Data { fatalError("stub") }
    public var filename: String { fatalError("stub") }
    public var fileURL: URL? { fatalError("stub") }
}

/// `struct IntentPerson` — a person, with a handle and a name.
@available(iOS 16.0, *)
public struct IntentPerson: _IntentValue, Sendable {
    public var displayName: String { fatalError("stub") }
    public var identifier: String? { fatalError("stub") }
}

/// `struct IntentCurrencyAmount` — an amount of money in a currency.
@available(iOS 16.0, *)
public struct IntentCurrencyAmount: _IntentValue, Sendable {
    public init(amount: Decimal, currencyCode: String) { fatalError("stub") }
    public var amount: Decimal { fatalError("stub") }
    public var currencyCode: String { fatalError("stub") }
}

extension CLPlacemark: _IntentValue {}
extension Measurement: _IntentValue where UnitType == UnitDuration {}

extension IntentParameter where Value.ValueType == IntentFile {
    /// iOS 16.0–18.0 (deprecated). Modelled: `@_disfavoredOverload`, so a file parameter that names
    /// no types (`@Parameter(title: "File")`, which compiles against every SDK) is not ambiguous
    /// between this and iOS 18's twin.
    @_disfavoredOverload
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    /// iOS 18.0–.
    @available(iOS 18.0, *)
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        supportedContentTypes: [UTType] = [UTType.item],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }
}

extension IntentParameter where Value.ValueType == IntentPerson {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentPerson {
        fatalError("stub")
    }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount {
        fatalError("stub")
    }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == CLPlacemark {
        fatalError("stub")
    }
}

// Durations (iOS 16): the default is a number in `defaultUnit`.
extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
    /// `IntentParameter<Value>.Duration`: the units a duration parameter can default to.
    public enum Duration: Sendable, CaseIterable, Hashable {
        case hours, microseconds, milliseconds, minutes, nanoseconds, picoseconds, seconds
    }

    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        defaultValue: Double? = nil,
        defaultUnit: IntentParameter<Value>.Duration? = nil,
        defaultUnitAdjustForLocale: Bool = false,
        supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }
}

// App entities (iOS 16)
extension IntentParameter where Value.ValueType: AppEntity {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    /// iOS 16.0–18.0, and re-declared from iOS 18.0 with the same signature.
    public convenience init<Query>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Query.Entity == Value.ValueType { fatalError("stub") }

    public convenience init<OptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Value.ValueType {
        fatalError("stub")
    }
}

/// The number of values a collection parameter takes: `IntentCollectionSize(exactly: 2)`,
/// `IntentCollectionSize(min: 1, max: 4)`, or an integer literal.
@available(iOS 17.0, *)
public struct IntentCollectionSize: Equatable, ExpressibleByIntegerLiteral, Sendable {
    public init(exactly: Int) { fatalError("stub") }
    public init(min: Int, max: Int) { fatalError("stub") }
    public init(integerLiteral value: Int) { fatalError("stub") }
}

/// A widget family, as App Intents names it (iOS 17).
@available(iOS 17.0, *)
public enum IntentWidgetFamily: Hashable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    @available(iOS 27.0, *)
    case systemExtraLargePortrait
    case accessoryCircular
    case accessoryCorner
    case accessoryInline
    case accessoryRectangular
}

// Arrays of app entities with a size (iOS 17; deprecated in iOS 18 in favour of the title-less
// initialisers).
extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    @available(iOS 17.0, *)
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    @available(iOS 17.0, *)
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) { fatalError("stub") }

    @available(iOS 17.0, *)
    public convenience init<Query>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Query.Entity == Value.ValueType { fatalError("stub") }

    /// iOS 17.0–18.0, and re-declared from iOS 18.0 with the same signature.
    @available(iOS 17.0, *)
    public convenience init<Query>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Query: EntityQuery, Query.Entity == Value.ValueType { fatalError("stub") }
}

// MARK: - Parameter summaries

/// `protocol ParameterSummary`.
@available(iOS 16.0, *)
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
}

/// `@resultBuilder enum ParameterSummaryBuilder<Intent> where Intent : AppIntent`: one summary.
@available(iOS 16.0, *)
@resultBuilder
public enum ParameterSummaryBuilder<Intent> where Intent: AppIntent {
    public static func buildBlock<Summary>(_ block: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary { fatalError("stub") }

    public static func buildExpression<Summary>(_ expression: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary { fatalError("stub") }
}

/// `struct IntentParameterSummary<Intent> where Intent : AppIntent` (`Summary` in an intent).
@available(iOS 16.0, *)
public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
    /// Builds the key paths of the parameters that a summary lists.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
            fatalError("stub")
        }
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent>
        where ValueType: _IntentValue, ValueType: Sendable { fatalError("stub") }
    }

    public init() { fatalError("stub") }
    public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) { fatalError("stub") }
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) { fatalError("stub") }
    public init(
        _ summary: ParameterSummaryString<Intent>,
        table: String? = nil,
        @ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]
    ) { fatalError("stub") }
}

/// `"Order \(\.$soup)"`: the summary sentence, interpolating the intent's parameters.
@available(iOS 16.0, *)
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, StringInterpolationProtocol
where Intent: AppIntent {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError("stub") }
    public init(stringLiteral value: String) { fatalError("stub") }
    public init(stringInterpolation: ParameterSummaryString<Intent>) { fatalError("stub") }
    public mutating func appendLiteral(_ literal: String) { fatalError("stub") }
    public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
    where ValueType: _IntentValue, ValueType: Sendable, Subject: KeyPath<Intent, IntentParameter<ValueType>> {
        fatalError("stub")
    }
}

@available(iOS 16.0, *)
public enum EquatableComparisonOperator: Sendable {
    case equalTo
    case notEqualTo
}

@available(iOS 16.0, *)
public enum ComparableComparisonOperator: Sendable {
    case equalTo
    case notEqualTo
    case lessThan
    case lessThanOrEqualTo
    case greaterThan
    case greaterThanOrEqualTo
}

@available(iOS 16.0, *)
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue
    case hasNoValue
}

@available(iOS 16.0, *)
public enum OneOfComparisonOperator: Sendable {
    case oneOf
    case noneOf
}

/// `When(\.$shuffle, .equalTo, true) { … } otherwise: { … }`.
@available(iOS 16.0, *)
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary
where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue { fatalError("stub") }

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue { fatalError("stub") }

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType.ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
        ValueType: _IntentValue, ValueType.ValueType: Equatable { fatalError("stub") }

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: ComparableComparisonOperator,
        _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Comparable, ValueType == Parameter.Value, Parameter: AnyIntentValue { fatalError("stub") }

    public init<Value, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value: ExpressibleByNilLiteral, Value == Parameter.Value, Parameter: AnyIntentValue,
        Value: _IntentValue, Value.ValueType: Comparable { fatalError("stub") }

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>,
        _ comparisonOperator: OneOfComparisonOperator,
        _ values: [ValueType.ValueType],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType: _IntentValue,
        ValueType.ValueType: Equatable { fatalError("stub") }

    @available(iOS 17.0, *)
    public init(
        widgetFamily comparisonOperator: EquatableComparisonOperator,
        _ value: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) { fatalError("stub") }
}

/// Underscored in Apple's SDK: a case of a `Switch`.
public protocol _ParameterSummarySwitchCase {
    associatedtype Intent: AppIntent
    associatedtype Value: _IntentValue
}

/// `Case(.fade) { Summary { … } }`.
@available(iOS 16.0, *)
public struct ParameterSummaryCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { fatalError("stub") }
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { fatalError("stub") }
}

/// `DefaultCase { Summary { … } }`.
@available(iOS 16.0, *)
public struct ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { fatalError("stub") }
}

/// The cases of a `Switch`, as its builder collects them.
@available(iOS 16.0, *)
public struct ParameterSummaryTupleCaseCondition<Intent, Value, ValueType>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue {}

/// `@resultBuilder enum ParameterSummaryCaseBuilder<Intent, Value>`: one to several cases, then
/// a default case.
@available(iOS 16.0, *)
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent, Value> where Intent: AppIntent, Value: _IntentValue {
    public static func buildExpression<C0>(_ expression: C0) -> C0
    where Intent == C0.Intent, Value == C0.Value, C0: _ParameterSummarySwitchCase { fatalError("stub") }

    public static func buildBlock<C0, DefaultSummary>(
        _ c0: C0,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary { fatalError("stub") }

    public static func buildBlock<C0, C1, DefaultSummary>(
        _ c0: C0, _ c1: C1,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent { fatalError("stub") }

    public static func buildBlock<C0, C1, C2, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent { fatalError("stub") }

    public static func buildBlock<C0, C1, C2, C3, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent { fatalError("stub") }
}

/// `Switch(\.$style) { Case(.fade) { … } DefaultCase { … } }`.
@available(iOS 16.0, *)
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition>: ParameterSummary
where Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase {
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
    ) where Value: Sendable { fatalError("stub") }
}

// MARK: - App Shortcuts

/// `enum AppShortcutPhraseToken` (`Hashable`, `Equatable`): `\(.applicationName)` in a phrase.
@available(iOS 16.0, *)
public enum AppShortcutPhraseToken: Hashable {
    case applicationName
}

/// `struct AppShortcutPhrase<Intent> where Intent : AppIntent`, `ExpressibleByStringInterpolation`.
/// A phrase interpolates the application name and key paths to the parameters of its own intent:
/// `appendInterpolation<Value, Subject>(_ subject: Subject) where Value : _IntentValue, Value :
/// Sendable, Subject : KeyPath<Intent, IntentParameter<Value>>`. Any parameter type type-checks;
/// App Intents' build step accepts only entity and enum parameters (intentgen's lint checks that).
@available(iOS 16.0, *)
public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation where Intent: AppIntent {
    public struct StringInterpolation: StringInterpolationProtocol {
        public typealias StringLiteralType = String
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError("stub") }
        public mutating func appendLiteral(_ literal: String) { fatalError("stub") }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { fatalError("stub") }
        public mutating func appendInterpolation<Value, Subject>(_ subject: Subject)
        where Value: _IntentValue, Value: Sendable, Subject: KeyPath<Intent, IntentParameter<Value>> { fatalError("stub") }
    }

    public init(_ value: String) { fatalError("stub") }
    public init(stringLiteral value: String) { fatalError("stub") }
    public init(stringInterpolation: StringInterpolation) { fatalError("stub") }
}

/// `struct AppShortcut`: iOS 17's initialiser with a short title and an SF Symbol.
@available(iOS 16.0, *)
public struct AppShortcut {
    @available(iOS 17.0, *)
    public init<Intent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) where Intent: AppIntent { fatalError("stub") }
}

/// `@resultBuilder enum AppShortcutsBuilder`: `buildBlock()`, `buildBlock(AppShortcut...)` and
/// `buildExpression(AppShortcut) -> AppShortcut`, as documented. Modelled: the documented
/// overloads for lists (`buildBlock([AppShortcut]...)`, `buildExpression(AppShortcut) ->
/// [AppShortcut]`, used with `if #available`) are left out; on their own here they make a list of
/// shortcuts ambiguous, and the SDK's way of ranking them is not documented.
@available(iOS 16.0, *)
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock() -> [AppShortcut] { fatalError("stub") }
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { fatalError("stub") }
    public static func buildExpression(_ component: AppShortcut) -> AppShortcut { fatalError("stub") }
}

/// `protocol AppShortcutsProvider : Sendable`, with `@AppShortcutsBuilder static var
/// appShortcuts: [AppShortcut] { get }`.
@available(iOS 16.0, *)
public protocol AppShortcutsProvider: Sendable {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { fatalError("stub") }
}

/// `enum ShortcutTileColor` (iOS 16): the colors of an app's App Shortcut tiles in Shortcuts.
@available(iOS 16.0, *)
public enum ShortcutTileColor: Hashable, Sendable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine
    case teal, yellow
}

// MARK: - Parameter dependencies (iOS 17)

/// `@propertyWrapper final class IntentParameterDependency<Intent> where Intent : AppIntent`: a
/// query's or options provider's view of parameters of the intent being configured. Its
/// initialisers take one to ten key paths (declared here up to four). Modelled: `@unchecked
/// Sendable`, as Apple's own example declares one in a `Sendable` query; its initialisers are
/// `convenience` in Apple's SDK.
@available(iOS 17.0, *)
@propertyWrapper
public final class IntentParameterDependency<Intent>: @unchecked Sendable where Intent: AppIntent {
    public init<V0, P0>(_ k0: KeyPath<Intent, P0>) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0> { fatalError("stub") }
    public init<V0, P0, V1, P1>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1> { fatalError("stub") }
    public init<V0, P0, V1, P1, V2, P2>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2> { fatalError("stub") }
    public init<V0, P0, V1, P1, V2, P2, V3, P3>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>, _ k2: KeyPath<Intent, P2>, _ k3: KeyPath<Intent, P3>) where V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>, V1: _IntentValue, V1: Sendable, P1: IntentParameter<V1>, V2: _IntentValue, V2: Sendable, P2: IntentParameter<V2>, V3: _IntentValue, V3: Sendable, P3: IntentParameter<V3> { fatalError("stub") }
    /// `final var wrappedValue: IntentProjection<Intent>? { get }`.
    public final var wrappedValue: IntentProjection<Intent>? { fatalError("stub") }
}

/// `@dynamicMemberLookup final class IntentProjection<Intent> where Intent : AppIntent`: the
/// intent's parameters, unwrapped. Modelled: the subscript's `Value : _IntentValue` (its result is
/// `Value.UnwrappedType`), and `@unchecked Sendable`, inferred, not documented: it holds only the
/// values the dependency's initialisers require to be `Sendable`, and it is what a `Sendable`
/// query's dependency member returns.
@available(iOS 17.0, *)
@dynamicMemberLookup
public final class IntentProjection<Intent>: @unchecked Sendable where Intent: AppIntent {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType
    where Value: _IntentValue { fatalError("stub") }
}
