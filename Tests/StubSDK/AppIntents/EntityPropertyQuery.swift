// `EntityPropertyQuery` (iOS 16) and what it is made of: the queryable properties with their
// comparators, the sorting options, and the sort and mode the system passes back. The same rules
// as `AppIntents.swift` apply (Apple's declarations, from the developer.apple.com symbol pages;
// what they do not show is marked "Modelled"). Only the `mappingTransform:` initialisers are
// declared, not the `withResolvers:` ones.

// MARK: - The protocol

/// `protocol EntityPropertyQuery : EntityQuery`. Apple declares `properties` and `sortingOptions`
/// as `Self.QueryProperties` and `Self.SortingOptions`, typealiases of its extension, spelled out
/// here.
@available(iOS 16.0, *)
public protocol EntityPropertyQuery: EntityQuery {
    associatedtype ComparatorMappingType
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    @available(iOS 17.0, *)
    static var findIntentDescription: IntentDescription? { get }
    func entities(
        matching comparators: [ComparatorMappingType],
        mode: EntityQueryComparatorMode,
        sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
    public typealias Sort = EntityQuerySort
    public typealias ComparatorMode = EntityQueryComparatorMode
    /// `typealias Property = EntityQueryProperty`: what `Property(\.$name) { … }` builds.
    public typealias Property = EntityQueryProperty
    @available(iOS 17.0, *)
    public static var findIntentDescription: IntentDescription? { fatalError("stub") }
}

// MARK: - Queryable properties

/// `struct EntityQueryProperties<Entity, ComparatorMappingType> where Entity : AppEntity`.
@available(iOS 16.0, *)
public struct EntityQueryProperties<Entity, ComparatorMappingType> where Entity: AppEntity {
    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<
            Entity, ComparatorMappingType
        >]
    ) { fatalError("stub") }
    public subscript(index: Int) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> { fatalError("stub") }
}

/// `@resultBuilder enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> where Entity : AppEntity`.
@available(iOS 16.0, *)
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> where Entity: AppEntity {
    public static func buildBlock(
        _ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { fatalError("stub") }
    public static func buildExpression(
        _ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
    ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> { fatalError("stub") }
}

/// `class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>`.
@available(iOS 16.0, *)
public class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    init(_stub: Void) { fatalError("stub") }
}

/// `final class EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>
/// where Entity : AppEntity, Subject : AppEntity, Property : EntityProperty<PropertyType>,
/// PropertyType : _IntentValue, PropertyType : Sendable`.
@available(iOS 16.0, *)
public final class EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>:
    EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
where
    Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>, PropertyType: _IntentValue,
    PropertyType: Sendable
{
    public typealias QueryComparators = [AnyEntityQueryComparator<
        Entity, Subject, Property, PropertyType, ComparatorMappingType
    >]
    public init(
        _ keyPath: KeyPath<Subject, Property>,
        entityProvider: @escaping (Entity) -> Subject,
        @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType>
        comparators: () -> QueryComparators
    ) { fatalError("stub") }
}

extension EntityQueryProperty where Entity == Subject {
    public convenience init(
        _ keyPath: KeyPath<Subject, Property>,
        @EntityQueryComparatorsBuilder<Entity, Entity, Property, PropertyType, ComparatorMappingType>
        comparators: () -> QueryComparators
    ) { fatalError("stub") }
}

/// `struct AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
/// where Property : EntityProperty<PropertyType>, PropertyType : _IntentValue, PropertyType : Sendable`.
@available(iOS 16.0, *)
public struct AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable {
    init(_stub: Void) { fatalError("stub") }
}

/// `@resultBuilder enum EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType,
/// ComparatorMappingType>`, with its four `buildExpression`s: a comparator that takes the
/// property's own type, one that takes an optional property's unwrapped type, `contains` and
/// `between`.
@available(iOS 16.0, *)
@resultBuilder
public enum EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType>
where
    Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>, PropertyType: _IntentValue,
    PropertyType: Sendable
{
    public typealias Component = AnyEntityQueryComparator<
        Entity, Subject, Property, PropertyType, ComparatorMappingType
    >
    public static func buildBlock(_ components: Component...) -> [Component] { fatalError("stub") }
    public static func buildExpression(
        _ expression: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
    ) -> Component { fatalError("stub") }
    public static func buildExpression(
        _ expression: EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
    ) -> Component where PropertyType: ExpressibleByNilLiteral { fatalError("stub") }
    public static func buildExpression<InputType>(
        _ expression: ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>
    ) -> Component where InputType: _IntentValue { fatalError("stub") }
    public static func buildExpression<InputType>(
        _ expression: IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>
    ) -> Component where InputType: Comparable, InputType == PropertyType.UnwrappedType { fatalError("stub") }
}

// MARK: - Comparators

/// `class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> where
/// Property : EntityProperty<PropertyType>, PropertyType : _IntentValue, PropertyType : Sendable,
/// InputType : _IntentValue`. Modelled: which arguments each comparator gives its superclass is
/// not documented; the builder's `buildExpression`s show what it must be for the comparisons of a
/// value (`InputType` the property's type, or its unwrapped type) and of text (`InputType`).
@available(iOS 16.0, *)
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable, InputType: _IntentValue {
    init(_stub: Void) { fatalError("stub") }
}

/// `final class EqualToComparator<Property, PropertyType, ComparatorMappingType> where … PropertyType : Equatable`.
@available(iOS 16.0, *)
public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Equatable, PropertyType: Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { fatalError("stub") }
}

/// `final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Equatable, PropertyType: Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { fatalError("stub") }
}

/// `final class LessThanComparator<Property, PropertyType, ComparatorMappingType> where …
/// PropertyType.UnwrappedType : Comparable`; the transform takes the unwrapped value.
@available(iOS 16.0, *)
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
where
    Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
    PropertyType.UnwrappedType: Comparable
{
    public init(mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        fatalError("stub")
    }
}

/// `final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
where
    Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
    PropertyType.UnwrappedType: Comparable
{
    public init(mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        fatalError("stub")
    }
}

/// `final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
where
    Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
    PropertyType.UnwrappedType: Comparable
{
    public init(mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        fatalError("stub")
    }
}

/// `final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
where
    Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
    PropertyType.UnwrappedType: Comparable
{
    public init(mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        fatalError("stub")
    }
}

/// `final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType> where
/// … InputType : Comparable, InputType == PropertyType.UnwrappedType` ("only supported for `Date`
/// types in Shortcuts"): the transform takes the lower and the upper bound.
@available(iOS 16.0, *)
public final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where
    Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
    InputType: Comparable, InputType == PropertyType.UnwrappedType
{
    public init(mappingTransform: @escaping (InputType, InputType) -> ComparatorMappingType) { fatalError("stub") }
}

/// `final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>`: a
/// text that contains the value, or a list that contains it as an element.
@available(iOS 16.0, *)
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable, InputType: _IntentValue {}

extension ContainsComparator where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

extension ContainsComparator
where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

extension ContainsComparator
where PropertyType: _SequenceIntentValue, PropertyType: Sequence, InputType: Equatable, InputType == PropertyType.Element {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

extension ContainsComparator
where
    PropertyType: ExpressibleByNilLiteral, InputType: Equatable, InputType == PropertyType.UnwrappedType.Element,
    PropertyType.UnwrappedType: _SequenceIntentValue, PropertyType.UnwrappedType: Sequence
{
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

/// `final class HasPrefixComparator<Property, PropertyType, InputType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class HasPrefixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable, InputType: _IntentValue {}

extension HasPrefixComparator where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

extension HasPrefixComparator
where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

/// `final class HasSuffixComparator<Property, PropertyType, InputType, ComparatorMappingType>`.
@available(iOS 16.0, *)
public final class HasSuffixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable, InputType: _IntentValue {}

extension HasSuffixComparator where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

extension HasSuffixComparator
where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
    public convenience init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) { fatalError("stub") }
}

// MARK: - Sorting and matching

/// `struct EntityQuerySortingOptions<Entity> where Entity : AppEntity`.
@available(iOS 16.0, *)
public struct EntityQuerySortingOptions<Entity> where Entity: AppEntity {
    public init() { fatalError("stub") }
    public init(@EntityQuerySortingOptionsBuilder<Entity> content: () -> [EntityQuerySortableByProperty<Entity>]) {
        fatalError("stub")
    }
    public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { fatalError("stub") }
}

/// `@resultBuilder enum EntityQuerySortingOptionsBuilder<Entity> where Entity : AppEntity`.
@available(iOS 16.0, *)
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> where Entity: AppEntity {
    public static func buildBlock(
        _ components: EntityQuerySortableByProperty<Entity>...
    ) -> [EntityQuerySortableByProperty<Entity>] { fatalError("stub") }
    public static func buildExpression(
        _ expression: EntityQuerySortableByProperty<Entity>
    ) -> EntityQuerySortableByProperty<Entity> { fatalError("stub") }
}

/// `struct EntityQuerySortableByProperty<Entity> where Entity : AppEntity`, made from a key path
/// to a property (`SortableBy(\.$name)`).
@available(iOS 16.0, *)
public struct EntityQuerySortableByProperty<Entity> where Entity: AppEntity {
    public init<Property>(_ keyPath: KeyPath<Entity, Property>) { fatalError("stub") }
}

/// `struct EntityQuerySort<Entity> where Entity : AppEntity`: what to sort by and in which order.
@available(iOS 16.0, *)
public struct EntityQuerySort<Entity> where Entity: AppEntity {
    public let by: PartialKeyPath<Entity>
    public let order: Ordering

    /// `@frozen enum Ordering` (`Sendable`, `Hashable`).
    @frozen public enum Ordering: Sendable, Hashable {
        case ascending
        case descending
    }

    init(_stub: Void) { fatalError("stub") }
}

/// `@frozen enum EntityQueryComparatorMode` (`Sendable`, `Hashable`): whether entities match all
/// comparators or any.
@available(iOS 16.0, *)
@frozen public enum EntityQueryComparatorMode: Sendable, Hashable {
    case and
    case or
}

/// Underscored in Apple's SDK: the list values `ContainsComparator` looks into. Modelled on its
/// `where` clauses (`PropertyType : _SequenceIntentValue, PropertyType : Sequence`).
public protocol _SequenceIntentValue: _IntentValue {}

extension Array: _SequenceIntentValue where Element: _IntentValue {}
