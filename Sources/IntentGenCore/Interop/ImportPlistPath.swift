// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// how it names and places the elements it reads.

/// Where in an `.intentdefinition` an import loss is: the key path of an element of the property
/// list (`INIntents[2].INIntentParameters[0].INIntentParameterName`), or a language's `.strings`
/// table (`strings[ja]`).
struct PlistKeyPath: Sendable, Hashable, CustomStringConvertible {
    enum Component: Sendable, Hashable {
        /// A dictionary's value: `.INIntentName`.
        case key(String)
        /// An array's item: `[2]`.
        case index(Int)
        /// An entry of a dictionary keyed by data (parameter combinations): `["a,b"]`.
        case entry(String)
        /// A language's translation table (the first and only component): `strings[ja]`.
        case strings(String)
    }

    var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path with one more component.
    func appending(_ component: Component) -> PlistKeyPath {
        PlistKeyPath(components + [component])
    }

    /// As messages write it: `INIntents[0].INIntentParameters[1].INIntentParameterName`,
    /// `INIntents[0].INIntentParameterCombinations["a,b"]`, `strings[ja]`.
    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            case .entry(let key): text += Self.subscriptKey(key)
            case .strings(let language): text += "strings[\(language)]"
            }
        }
        return text
    }

    /// `["key"]`: how a key path names an entry of a dictionary keyed by data (parameter combinations).
    static func subscriptKey(_ key: String) -> String {
        "[\"" + key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"]"
    }
}

/// An element of the property list being imported: its key path, as warnings name it
/// (`INIntents[2].INIntentParameters[0].INIntentParameterName`), and its line and column.
///
/// A path to an element that does not exist (a missing key) is placed at the nearest element
/// around it that does: a missing `INIntentResponse` is reported at the intent's `<dict>`.
struct PlistPath {
    /// The key path (empty for the root).
    let keyPath: PlistKeyPath
    /// The element, when the document has positions and the element exists.
    let node: PlistPositions.Node?
    /// The line and column to report, 0 when unknown (a document read without positions).
    let line: Int
    let column: Int
    /// The file the place is in when it is not the definition (a `.strings` file).
    let file: String?
    /// The document's positions, to go further down.
    let positions: PlistPositions

    /// The root of a document.
    init(root positions: PlistPositions) {
        self.init(keyPath: PlistKeyPath(), node: positions.root, around: nil, positions: positions)
    }

    /// A place outside the property list: a `.strings` file (its start), named `strings[<language>]`.
    init(strings language: String, file: String?, positions: PlistPositions) {
        self.keyPath = PlistKeyPath([.strings(language)])
        self.node = nil
        self.line = 0
        self.column = 0
        self.file = file
        self.positions = positions
    }

    private init(
        keyPath: PlistKeyPath, node: PlistPositions.Node?, around parent: PlistPath?, positions: PlistPositions
    ) {
        self.keyPath = keyPath
        self.node = node
        self.line = node?.line ?? parent?.line ?? 0
        self.column = node?.column ?? parent?.column ?? 0
        self.file = parent?.file
        self.positions = positions
    }

    /// The value of `key` in this dictionary, whose keys sorted with `<` are `sortedKeys`.
    func key(_ key: String, sortedKeys: [String]) -> PlistPath {
        PlistPath(
            keyPath: keyPath.appending(.key(key)), node: positions.entry(key, of: node, sortedKeys: sortedKeys),
            around: self, positions: positions)
    }

    /// The entry `key` of a dictionary keyed by data (parameter combinations): `…["a,b"]`.
    func subscripted(_ key: String, sortedKeys: [String]) -> PlistPath {
        PlistPath(
            keyPath: keyPath.appending(.entry(key)),
            node: positions.entry(key, of: node, sortedKeys: sortedKeys),
            around: self, positions: positions)
    }

    /// The item at `index` of this array.
    func item(_ index: Int) -> PlistPath {
        PlistPath(
            keyPath: keyPath.appending(.index(index)), node: positions.item(index, of: node), around: self,
            positions: positions)
    }

    /// The same place under the name of a language's translations (`strings[ja]` for a
    /// translation of the text here).
    func translations(_ language: String) -> PlistPath {
        PlistPath(keyPath: PlistKeyPath([.strings(language)]), node: node, around: self, positions: positions)
    }

    /// The key path as messages write it.
    var text: String { keyPath.description }

    /// Where the element is, for diagnostics and the model's locations: its line and column in
    /// `file`'s XML (or in its own file, a `.strings` file), at least 1:1.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: self.file ?? file, line: max(1, line), column: max(1, column))
    }

    /// The last key of the path (`INIntentParameters` of `INIntents[0].INIntentParameters`).
    var lastKey: String {
        text.split(separator: ".").last.map(String.init) ?? text
    }
}

/// One dictionary of the property list being read: which keys were used, and where it is.
struct PlistDictReader {
    let path: PlistPath
    let values: [String: PlistValue]
    var consumed: Set<String> = []
    /// The keys sorted, to find their places (only when the document has positions).
    let sortedKeys: [String]

    init(_ values: [String: PlistValue], path: PlistPath) {
        self.values = values
        self.path = path
        self.sortedKeys = path.node == nil ? [] : values.keys.sorted()
    }

    mutating func take(_ key: String) -> PlistValue? {
        consumed.insert(key)
        return values[key]
    }

    func path(_ key: String) -> PlistPath { path.key(key, sortedKeys: sortedKeys) }
}

extension PlistValue {
    /// The value as a loss's message names it: `"text"`, `5`, `a list of 3`, `a dictionary` ….
    var described: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .real(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let text): return "the date \(text)"
        case .data(let bytes): return "\(bytes.count) bytes of data"
        case .array(let items): return "a list of \(items.count)"
        case .dictionary: return "a dictionary"
        }
    }
}
