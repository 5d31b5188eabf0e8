@testable import IntentGenCore

extension DefinitionFile {
    /// A file with these declarations, for tests that build a model in code (the library's files
    /// get theirs from the decoder and the importer).
    init(
        path: String, language: String = "en", intents: [IntentDefinition], enums: [EnumDefinition] = [],
        types: [ObjectTypeDefinition] = []
    ) {
        self.init(path: path, language: language)
        self.intents = intents
        self.enums = enums
        self.types = types
    }
}
