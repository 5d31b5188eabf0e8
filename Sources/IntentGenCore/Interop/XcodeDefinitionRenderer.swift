/// Renders `.intentdefinition` files and their `.strings` translations as in-memory files:
/// `Base.lproj/<Name>.intentdefinition` and `<language>.lproj/<Name>.strings`.
public struct XcodeDefinitionRenderer: Sendable {
    public init() {}

    public func render(_ files: [DefinitionFile]) -> [RenderedFile] {
        renderWithOrigins(files).map(\.file)
    }

    /// ``render(_:)``, each file with the definitions file it comes from (for collision messages).
    public func renderWithOrigins(_ files: [DefinitionFile]) -> [(file: RenderedFile, origin: OutputOrigin)] {
        var result: [(file: RenderedFile, origin: OutputOrigin)] = []
        for file in files where file.intents.contains(where: { !$0.appIntentOnly }) || !file.enums.isEmpty || !file.types.isEmpty {
            let output = IntentDefinitionExporter().export(file)
            let origin = OutputOrigin("the definitions file \(file.path)", at: .startOf(file.path))
            result.append((
                RenderedFile(destination: .generated, path: "Base.lproj/\(file.baseName).intentdefinition", contents: output.definition),
                origin
            ))
            for language in output.strings.keys.sorted() {
                result.append((
                    RenderedFile(
                        destination: .generated, path: "\(language).lproj/\(file.baseName).strings",
                        contents: output.strings[language] ?? ""),
                    origin
                ))
            }
        }
        return result
    }
}
