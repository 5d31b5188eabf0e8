/// How value types are named in Xcode's `.intentdefinition` property list, read in both
/// directions: the exporter writes these names and the importer reads them back. A built-in
/// type's name is the type catalogue's ``TypeTraits/plistName``.
enum PlistTypeNames {
    /// `<prefix>Type` of a built-in type (`TimeInterval` for `duration`); nil for an enum or a
    /// custom type, which are `Integer` with `<prefix>EnumType` and `Object` with `<prefix>ObjectType`.
    static func name(of type: ValueType) -> String? { type.traits?.plistName }

    /// The built-in type a `<prefix>Type` names, the inverse of ``name(of:)``.
    static func builtin(named name: String) -> ValueType? { builtinsByName[name] }

    /// The first type of a name in the catalogue's order: `DateComponents` is `dateComponents`,
    /// not `date`, which Xcode's file writes with the same name.
    private static let builtinsByName: [String: ValueType] = Dictionary(
        BuiltinType.allCases.map { ($0.traits.plistName, ValueType.builtin($0)) },
        uniquingKeysWith: { first, _ in first })

    /// `<prefix>Type` of an enum (with `<prefix>EnumType`) and of a custom type (with `<prefix>ObjectType`).
    static let enumeration = "Integer"
    static let object = "Object"

    /// The four properties every `INObject` has, which Xcode lists first in `INTypeProperties`
    /// (with `INTypePropertyDefault`): name, type name, and whether it is an array.
    static let objectBuiltinProperties: [(name: String, type: String, isArray: Bool)] = [
        ("identifier", "String", false), ("displayString", "String", false), ("pronunciationHint", "String", false),
        ("alternativeSpeakableMatches", "SpeakableString", true),
    ]
}
