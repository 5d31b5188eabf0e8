import Foundation
import PackagePlugin

/// `swift package generate-intents [--target NAME…] [-- generate options]`: writes the generated
/// Swift into each target's `Generated` folder, for teams that commit generated code, and the
/// files the team fills in for App Intents (written once, never replaced) into the target's folder
/// (`--user-files-output`, unless the options place them). SwiftPM asks for permission to write
/// into the package (or `--allow-writing-to-package-directory`).
@main
struct IntentGenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let extra = extractor.remainingArguments
        let tool = try context.tool(named: "intentgen").url
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
        var generated = 0
        for target in targets {
            let definitions = target.sourceFiles.map(\.url).filter {
                $0.lastPathComponent.hasSuffix(".intents.yml") || $0.lastPathComponent.hasSuffix(".intents.yaml")
            }
            guard !definitions.isEmpty else { continue }
            let output = target.directoryURL.appendingPathComponent("Generated")
            var arguments = ["generate", "--output", output.path] + extra
            // The files the team fills in (an App Intent's perform(), queries) go beside the
            // target's sources, once, and are theirs; no handler skeleton comes with them.
            let placesUserFiles = ["--handler-output", "--user-files-output", "--skip-user-files"].contains {
                name in extra.contains { $0 == name || $0.hasPrefix(name + "=") }
            }
            if !placesUserFiles { arguments += ["--user-files-output", target.directoryURL.path] }
            let config = target.directoryURL.appendingPathComponent("intentgen.yml")
            if FileManager.default.fileExists(atPath: config.path), !extra.contains("--config") {
                arguments += ["--config", config.path]
            }
            arguments += definitions.map(\.path)
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CommandError(
                    description: "intentgen failed for target \(target.name) (exit status \(process.terminationStatus))"
                )
            }
            generated += 1
        }
        if generated == 0 {
            Diagnostics.warning(
                "no target\(names.isEmpty ? "" : " of \(names.joined(separator: ", "))") has definitions files (*.intents.yml)"
            )
        }
    }

    struct CommandError: Error, CustomStringConvertible {
        var description: String
    }
}
