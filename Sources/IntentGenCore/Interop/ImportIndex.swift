// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// what the first pass reads from the inputs, which nothing changes afterwards.

/// An enum, type or intent of the property list, by its index in `INEnums`, `INTypes` or `INIntents`.
enum DeclarationItem: Hashable {
    case enumeration(Int)
    case type(Int)
    case intent(Int)
}

/// What the importer knows about an enum of the file while reading intents.
struct ImportedEnumInfo {
    /// The name written.
    let name: String
    /// The case names written.
    let cases: Set<String>
}

/// The translations an import is given (its `.strings` files), read once for all of its runs.
struct ImportTranslations {
    /// The development language of the imported text (the file's `language:`).
    let language: String
    /// Translations by language, then by localization id: those of the languages whose code the
    /// definitions language accepts.
    let tables: [String: [String: String]]
    /// The languages of `tables`, sorted.
    let languages: [String]
    /// The codes that are no language code the definitions language accepts, sorted: their
    /// translations are not imported.
    let rejected: [String]
    /// The path of each language's `.strings` file, where what is wrong with its table is reported.
    let files: [String: String]
    /// Each language's translation keys in UTF-8, sorted, so that the keys with one prefix are
    /// one run of them.
    private let sortedKeys: [String: [[UInt8]]]

    init(_ strings: [String: [String: String]], files: [String: String], language: String) {
        var accepted: [String: [String: String]] = [:]
        var rejected: [String] = []
        for (code, table) in strings {
            if IntentDefinitionImporter.isLanguageCode(code) { accepted[code] = table } else { rejected.append(code) }
        }
        self.language = language
        self.tables = accepted
        self.languages = accepted.keys.sorted()
        self.rejected = rejected.sorted()
        self.files = files
        self.sortedKeys = accepted.mapValues { table in
            table.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        }
    }

    /// The keys of a language's translations that begin with `prefix`, found by binary search in
    /// the sorted keys (a scan of every key for every text was quadratic: a 6 MB localized
    /// definition took 9 s to import).
    func keys(in language: String, withPrefix prefix: String) -> [String] {
        guard let keys = sortedKeys[language] else { return [] }
        let wanted = Array(prefix.utf8)
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        while low < keys.count, keys[low].starts(with: wanted) {
            found.append(String(decoding: keys[low], as: UTF8.self))
            low += 1
        }
        return found
    }
}

/// What one run of an import knows before it reads any declaration: read once from the inputs
/// and the property list (the first pass), and never changed afterwards.
///
/// Enum and type names come first, since intents and properties refer to them in any order.
struct ImportIndex {
    /// The definition's name or path, for diagnostics.
    let sourceName: String
    /// The positions of the property list's elements.
    let positions: PlistPositions
    /// The development language and the translations.
    let translations: ImportTranslations
    /// The declarations not to import, with why (``OutputNames/declarationsToLeaveOut(_:)``).
    let leaveOut: [DeclarationItem: String]
    /// Every localization id in the property list.
    let localizationIDs: Set<String>
    /// The file's `INIntentDefinitionNamespace`.
    let fileNamespace: String?
    /// Original enum name → what is written: each enum imported, one with a case at least, as
    /// types, parameters, properties, defaults and relationships name it.
    let enums: [String: ImportedEnumInfo]
    /// Original type name → the name written.
    let types: [String: String]

    /// The index of the property list `plist` (empty where it is not an intent definition), for a
    /// run that leaves out the declarations of `leaveOut`.
    init(
        _ plist: PlistValue, sourceName: String, positions: PlistPositions, translations: ImportTranslations,
        leaveOut: [DeclarationItem: String]
    ) {
        self.sourceName = sourceName
        self.positions = positions
        self.translations = translations
        self.leaveOut = leaveOut
        var ids: Set<String> = []
        Self.collectIDs(plist, into: &ids)
        self.localizationIDs = ids
        self.fileNamespace = plist["INIntentDefinitionNamespace"]?.string
        self.enums = Self.enumNames(plist["INEnums"]?.array ?? [], leaveOut: leaveOut)
        var types: [String: String] = [:]
        for (index, item) in (plist["INTypes"]?.array ?? []).enumerated() where leaveOut[.type(index)] == nil {
            guard let name = item["INTypeName"]?.string, types[name] == nil else { continue }
            types[name] = ImportNames.best(name, .typeName).name
        }
        self.types = types
    }

    /// The enums of `items` that are not left out, each the first of its name, with the names the
    /// enum's import writes (its cases as ``ImportSession/enumValueRoles(_:)`` decides them);
    /// without those that have no case, which are not imported.
    private static func enumNames(
        _ items: [PlistValue], leaveOut: [DeclarationItem: String]
    ) -> [String: ImportedEnumInfo] {
        var declared: [String: ImportedEnumInfo] = [:]
        for (index, item) in items.enumerated() where leaveOut[.enumeration(index)] == nil {
            guard let name = item["INEnumName"]?.string, declared[name] == nil else { continue }
            var cases: Set<String> = []
            for case .enumCase(let written, _) in ImportSession.enumValueRoles(item["INEnumValues"]?.array ?? []) {
                cases.insert(written)
            }
            declared[name] = ImportedEnumInfo(name: ImportNames.best(name, .typeName).name, cases: cases)
        }
        return declared.filter { !$0.value.cases.isEmpty }
    }

    private static func collectIDs(_ value: PlistValue, into ids: inout Set<String>) {
        switch value {
        case .dictionary(let entries):
            for (key, entry) in entries {
                if key.hasSuffix("ID"), let id = entry.string { ids.insert(id) }
                collectIDs(entry, into: &ids)
            }
        case .array(let items):
            for item in items { collectIDs(item, into: &ids) }
        default:
            break
        }
    }

    /// `strings[<language>]`: a language's translation table, placed in its `.strings` file when known.
    func stringsPath(_ language: String) -> PlistPath {
        PlistPath(strings: language, file: translations.files[language], positions: positions)
    }

    /// The place of an element, for the model's locations: its line and column in the XML.
    func location(_ path: PlistPath) -> SourceLocation {
        path.location(in: sourceName)
    }
}
