// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview).

/// What the importer makes of one value of an enum's `INEnumValues`.
enum EnumValueRole: Equatable {
    /// Not a dictionary, or without a string `INEnumValueName`.
    case unnamed
    /// Xcode's `unknown` row: the first named value at index 0, when its name is written `unknown`.
    /// The enum's `unknown:` describes it.
    case unknownRow
    /// A named value at index 0 after the first one.
    case secondZero
    /// A value written `unknown` at another index, beside the `unknown` row: the generated enum
    /// would have two cases of that name.
    case unknownBesideRow
    /// A negative index, or an index or name an earlier case has.
    case repeated
    /// A case, with its name as the definitions language writes it and its index.
    case enumCase(String, index: Int)
}

extension ImportSession {
    /// The role of each of `values`, in order. Both the enum's import and the names declared before
    /// it (which a parameter's default or relationship may use) come from this one decision.
    ///
    /// An enum without the `unknown` row has no `unknown` case (`unknown: false`), and `unknown` is
    /// then a name like any other, as the definitions language allows.
    static func enumValueRoles(_ values: [PlistValue]) -> [EnumValueRole] {
        func named(_ value: PlistValue) -> (name: String, index: Int)? {
            guard let name = value["INEnumValueName"]?.string else { return nil }
            return (ImportNames.caseName(name), value["INEnumValueIndex"]?.integer ?? 0)
        }
        let firstZero = values.firstIndex { named($0)?.index == 0 }
        let hasRow = firstZero.flatMap { named(values[$0]) }?.name == "unknown"
        var indices: Set<Int> = hasRow ? [0] : []
        var names: Set<String> = hasRow ? ["unknown"] : []
        return values.enumerated().map { position, value in
            guard let (name, index) = named(value) else { return .unnamed }
            if index == 0, position != firstZero { return .secondZero }
            if position == firstZero, hasRow { return .unknownRow }
            if name == "unknown", hasRow { return .unknownBesideRow }
            guard index >= 0, !indices.contains(index), !names.contains(name) else { return .repeated }
            indices.insert(index)
            names.insert(name)
            return .enumCase(name, index: index)
        }
    }
}
