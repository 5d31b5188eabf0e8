/// How much one definitions file may declare. The limits keep a run's time and output bounded
/// (every intent, enum and type becomes files) and sit far above what real projects write; going
/// over one is a `limit` error at the first entry too many.
public enum DefinitionLimits {
    /// Intents, enums and types, each, in one file.
    public static let definitionsPerKind = 5_000
    /// Parameters of an intent, cases of an enum, properties of a type or response, response codes.
    public static let membersPerDefinition = 1_000
    /// UTF-8 bytes of a name: names become Swift identifiers and file names (at most 255 bytes on
    /// common file systems, with a prefix and a suffix such as `AppEntityQuery.swift` added).
    public static let nameBytes = 200
}
