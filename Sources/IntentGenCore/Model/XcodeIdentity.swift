/// What an Xcode-authored `.intentdefinition` keys its elements by, kept in a definitions file
/// (`xcode:`, docs/language.md, "Xcode's ids and tags") so that exporting it writes them back
/// unchanged: its random localization ids (which its `.strings` translations are keyed by), the
/// tags Xcode numbered its parameters and properties with, their `Last…Tag` counters, and its
/// namespace: what the app's compiled definition had, so that the new one has it too.
///
/// Each is keyed by what intentgen derives on its own: an id by the readable id export writes
/// without the block (`WidgetSensor.sensor.displayName`), a tag by the member's path
/// (`WidgetSensor.sensor`, `WidgetSensor.response.value`, `Sensor.name`), a counter by the
/// member's owner (`WidgetSensor`, `WidgetSensor.response`, `Sensor`). Import writes the block;
/// a file without it exports the derived ids and tags, as before. None of it changes generated Swift.
public struct XcodeIdentity: Sendable, Equatable {
    /// One entry of `ids`, `tags` or `lastTags`, with where its key and value are written.
    public struct Entry<Value: Sendable & Equatable>: Sendable, Equatable {
        public var key: String
        public var value: Value
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation

        public init(
            _ key: String, _ value: Value, keyAt keyLocation: SourceLocation, valueAt valueLocation: SourceLocation
        ) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
        }

        public init(_ key: String, _ value: Value, at location: SourceLocation) {
            self.init(key, value, keyAt: location, valueAt: location)
        }
    }

    /// The file's `INIntentDefinitionNamespace`.
    public enum Namespace: Sendable, Equatable {
        /// This namespace, also in every `…TypeNamespace` key.
        case kept(String)
        /// None (`namespace: null`), as older files have it: no namespace key is written.
        case none
    }

    /// The namespace as written, or nil: export derives one from the file's name.
    public var namespace: Located<Namespace>?
    /// Derived localization id → Xcode's id.
    public var ids: [Entry<String>] = [] { didSet { idIndex = Self.index(ids) } }
    /// Member path → Xcode's tag.
    public var tags: [Entry<Int>] = [] { didSet { tagIndex = Self.index(tags) } }
    /// Owner (an intent, `<intent>.response`, a type) → its `Last…Tag` counter.
    var lastTags: [Entry<Int>] = [] { didSet { lastTagIndex = Self.index(lastTags) } }

    private var idIndex: [String: String] = [:]
    private var tagIndex: [String: Int] = [:]
    private var lastTagIndex: [String: Int] = [:]

    init(
        namespace: Located<Namespace>? = nil, ids: [Entry<String>] = [], tags: [Entry<Int>] = [],
        lastTags: [Entry<Int>] = []
    ) {
        self.namespace = namespace
        self.ids = ids
        self.tags = tags
        self.lastTags = lastTags
        idIndex = Self.index(ids)
        tagIndex = Self.index(tags)
        lastTagIndex = Self.index(lastTags)
    }

    /// The first value of each key (a key written twice is a YAML error already).
    private static func index<Value>(_ entries: [Entry<Value>]) -> [String: Value] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The id export writes for the text whose derived id is `derived`.
    public func id(_ derived: String) -> String { idIndex[derived] ?? derived }

    /// Xcode's id for the text whose derived id is `derived`, if kept. Xcode keeps an id for some
    /// texts left empty (a description, a dialog, a default value); export writes such an id alone.
    func keptID(_ derived: String) -> String? { idIndex[derived] }

    /// Xcode's tag of the member at `path`, if kept.
    func tag(_ path: String) -> Int? { tagIndex[path] }

    /// The `Last…Tag` counter of `owner`, if kept.
    func lastTag(_ owner: String) -> Int? { lastTagIndex[owner] }

    /// Whether the block says nothing.
    public var isEmpty: Bool { namespace == nil && ids.isEmpty && tags.isEmpty && lastTags.isEmpty }

    /// The largest tag (and `Last…Tag` counter) a definitions file may keep.
    static let largestTag = Int(Int32.max)

    /// The key of a response's counter in `lastTags`, and the owner of its properties' tags.
    static func responseOwner(of intent: String) -> String { intent + ".response" }
}
