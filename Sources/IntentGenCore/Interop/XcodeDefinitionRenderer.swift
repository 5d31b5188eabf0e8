/// Renders `.intentdefinition` files and their `.strings` translations as in-memory files:
/// `Base.lproj/<Name>.intentdefinition` and `<language>.lproj/<Name>.strings`.
public struct XcodeDefinitionRenderer: Sendable {
    public init() {}

    public func render(_ files: [DefinitionFile]) -> [RenderedFile] {
        var result: [RenderedFile] = []
        for file in files where file.intents.contains(where: { !$0.appIntentOnly }) || !file.enums.isEmpty || !file.types.isEmpty {
            let output = IntentDefinitionExporter().export(file)
            result.append(RenderedFile(
                destination: .generated, path: "Base.lproj/\(file.baseName).intentdefinition", contents: output.definition))
            for language in output.strings.keys.sorted() {
                result.append(RenderedFile(
                    destination: .generated, path: "\(language).lproj/\(file.baseName).strings",
                    contents: output.strings[language] ?? ""))
            }
        }
        return result
    }
}
