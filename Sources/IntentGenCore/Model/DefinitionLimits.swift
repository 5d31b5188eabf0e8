/// How much one definitions file may declare. The limits keep a run's time and output bounded
/// (every intent, enum and type becomes files) and sit far above what real projects write; going
/// over one is a `limit` error at the first entry too many.
enum DefinitionLimits {
    /// Intents, enums and types, each, in one file.
    static let definitionsPerKind = 5_000
    /// Parameters of an intent, cases of an enum, properties of a type or response, response codes.
    static let membersPerDefinition = 1_000
    /// Members (parameters, properties, enum cases, response codes and summaries) of one file, in
    /// total. Each becomes about a kilobyte of `.intentdefinition` and up to a few hundred bytes
    /// of Swift, from as little as two bytes of YAML (`a,`): this keeps every output of a file
    /// (and the memory that makes it) bounded, at 50 times a large real definition.
    static let membersPerFile = 50_000
    /// UTF-8 bytes of a name: names become Swift identifiers and file names (at most 255 bytes on
    /// common file systems, with a prefix and a suffix such as `AppEntityQuery.swift` added).
    static let nameBytes = 200
}
