import Foundation
import PackagePlugin

/// Runs `intentgen generate` as a build command for every target that contains `*.intents.yml`
/// files. Inputs (the definitions, the optional `intentgen.yml`, the tool) and outputs (one Swift
/// file per definitions file, named by `PluginOutputNames` — the same source file the tool uses)
/// are declared exactly, so the build runs the generator only when an input changed.
@main
struct IntentGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let definitions = target.sourceFiles.map(\.url).filter { Self.isDefinitions($0) }
        return try Self.commands(
            definitions: definitions, targetFolder: target.directoryURL, targetName: target.name,
            workFolder: context.pluginWorkDirectoryURL, tool: try context.tool(named: "intentgen").url)
    }

    static func isDefinitions(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(".intents.yml") || url.lastPathComponent.hasSuffix(".intents.yaml")
    }

    static func commands(definitions: [URL], targetFolder: URL, targetName: String, workFolder: URL, tool: URL) throws
        -> [Command]
    {
        guard !definitions.isEmpty else { return [] }
        let output = workFolder.appendingPathComponent("GeneratedSources")
        let root = targetFolder.standardizedFileURL.path
        let outputs = definitions.map { url -> URL in
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(root + "/") { relative.removeFirst(root.count + 1) }
            return output.appendingPathComponent(PluginOutputNames.swiftFile(forDefinitionsAt: relative))
        }
        // A build command writes only what it declared: the files users fill in stay theirs.
        var arguments = [
            "generate", "--layout", "per-file", "--skip-user-files", "--sources-root", root, "--output", output.path,
        ]
        var inputs = definitions + [tool]
        let config = targetFolder.appendingPathComponent("intentgen.yml")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        arguments += definitions.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating intents for \(targetName) with intentgen",
                executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: outputs)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension IntentGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let definitions = target.inputFiles.map(\.url).filter { Self.isDefinitions($0) }
        return try Self.commands(
            definitions: definitions, targetFolder: context.xcodeProject.directoryURL, targetName: target.displayName,
            workFolder: context.pluginWorkDirectoryURL, tool: try context.tool(named: "intentgen").url)
    }
}
#endif
