/// Renders `.intentdefinition` files and their `.strings` translations as in-memory files:
/// `Base.lproj/<Name>.intentdefinition` and `<language>.lproj/<Name>.strings`.
public struct XcodeDefinitionRenderer: Sendable {
    public init() {}

    public func render(_ files: [DefinitionFile]) -> [RenderedFile] {
        pendingFiles(files).map { $0.rendered() }
    }

    /// The same files, each `.intentdefinition` made only when the emit stage asks for it: its
    /// text is about fifty times the size of its YAML (Xcode's format), so a set of large files
    /// is never in memory at once. The `.strings` files, translations only, are made now. Each
    /// file names the definitions file it comes from, for collision messages.
    public func pendingFiles(_ files: [DefinitionFile], destination: RenderedFile.Destination = .generated)
        -> [PendingFile]
    {
        var result: [PendingFile] = []
        for file in files
        where file.intents.contains(where: { !$0.appIntentOnly }) || !file.enums.isEmpty || !file.types.isEmpty {
            let origin = OutputOrigin("the definitions file \(file.path)", at: .startOf(file.path))
            result.append(
                PendingFile(
                    destination: destination, path: "Base.lproj/\(file.baseName).intentdefinition", origin: origin
                ) {
                    IntentDefinitionExporter().definition(file)
                })
            let strings = IntentDefinitionExporter().strings(file)
            for language in strings.keys.sorted() {
                result.append(
                    PendingFile(
                        RenderedFile(
                            destination: destination, path: "\(language).lproj/\(file.baseName).strings",
                            contents: strings[language] ?? ""),
                        origin: origin))
            }
        }
        return result
    }
}
