/// How value types are named in Xcode's `.intentdefinition` property list: ONE table, read in
/// both directions: the exporter writes these names and the importer reads them back. (When the
/// type catalogue lands, this table moves into it.)
enum PlistTypeNames {
    /// `<prefix>Type` of a built-in type (`TimeInterval` for `duration`); nil for an enum or a
    /// custom type, which are `Integer` with `<prefix>EnumType` and `Object` with `<prefix>ObjectType`.
    static func name(of type: ValueType) -> String? {
        switch type {
        case .string: "String"
        case .integer: "Integer"
        case .decimal: "Decimal"
        case .boolean: "Boolean"
        case .dateComponents: "DateComponents"
        case .duration: "TimeInterval"
        case .url: "URL"
        case .file: "File"
        case .person: "Person"
        case .placemark: "Placemark"
        case .currencyAmount: "CurrencyAmount"
        case .speakableString: "SpeakableString"
        case .named: nil
        }
    }

    /// The built-in type a `<prefix>Type` names, the inverse of ``name(of:)``.
    static func builtin(named name: String) -> ValueType? { builtinsByName[name] }

    private static let builtinsByName: [String: ValueType] = Dictionary(
        uniqueKeysWithValues: ValueType.builtins.compactMap { type in PlistTypeNames.name(of: type).map { ($0, type) } }
    )

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
