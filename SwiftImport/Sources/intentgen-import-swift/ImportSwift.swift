import ArgumentParser
import Foundation
@_spi(SwiftImport) import IntentGenCore
import IntentGenSwiftImport

/// `intentgen import` of Swift sources, as its own tool: SwiftSyntax stays out of `intentgen`,
/// which the build-tool plugins build. `intentgen import` runs it for `.swift` files and folders.
@main
struct ImportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intentgen-import-swift",
        abstract: "Convert hand-written App Intents Swift into a definitions file (YAML).",
        discussion: """
            Reads the .swift files given (folders are searched) and prints, on standard output, the \
            definitions whose generated code declares the same App Intents under the same names: \
            intents (appIntentName) with their parameters, titles, descriptions and summaries, \
            AppEnums with their raw values, AppEntities with their ids, members and queries, the App \
            Shortcuts provider, and widgets configured by an imported intent. With --strings, the \
            app's String Catalogs (.xcstrings), .strings files or <language>.lproj folders give the \
            texts' translations. What the definitions cannot hold (perform() bodies, computed \
            members, forms import does not read) is reported on standard error at its place with a \
            lost-… code and stays yours; a declaration that cannot be imported whole stays yours \
            whole. `intentgen import` runs this tool for Swift.

            Exit status: 0 when the Swift was imported (warnings allowed), 1 when nothing could be \
            imported, the Swift does not parse, the definitions written would not compile (a case \
            import should have reported; the YAML is still printed) or, with --fail-on-loss, when \
            anything was not carried over, 2 when a file or folder cannot be read.
            """
    )

    @Argument(help: "Swift files, or folders to search for them.")
    var paths: [String]

    @Option(name: .long, help: "The development language of the texts.")
    var language = "en"

    @Flag(
        name: [.customLong("fail-on-loss"), .customLong("warnings-as-errors")],
        help: "Report everything not carried over as an error and exit with status 1; the YAML is still printed.")
    var failOnLoss = false

    @Flag(help: "Name each declaration of yours that the generated code now declares, to delete once it does.")
    var listReplaced = false

    @Option(
        name: .long, parsing: .upToNextOption,
        help:
            "The app's String Catalogs (.xcstrings), .strings files or <language>.lproj folders: their translations come along."
    )
    var strings: [String] = []

    func run() throws {
        // Every loss is a step of the adoption: none is left out of the report.
        let bag = DiagnosticBag(limit: nil)
        var sources: [(path: String, text: String)] = []
        for path in SwiftSources.files(in: paths, diagnostics: bag) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                bag.emit(.error(.io, "cannot read \(path) as UTF-8 text", at: nil))
                continue
            }
            sources.append((path, text))
        }
        if bag.hasErrors {
            FileHandle.standardError.write(Data((DiagnosticRenderer().render(bag.sorted) + "\n").utf8))
            throw ExitCode(2)
        }
        let translations = SwiftTranslations(paths: strings, developmentLanguage: language, diagnostics: bag)
        if bag.hasErrors {
            FileHandle.standardError.write(Data((DiagnosticRenderer().render(bag.sorted) + "\n").utf8))
            throw ExitCode(2)
        }
        let importer = SwiftSourceImporter(language: language, lossesAreErrors: failOnLoss, translations: translations)
        let result = importer.importSources(sources, diagnostics: bag)
        if let yaml = result.yaml { FileHandle.standardOutput.write(Data(yaml.utf8)) }
        var report = bag.diagnostics.isEmpty ? "" : DiagnosticRenderer().render(bag.sorted) + "\n"
        if listReplaced {
            for replaced in result.replaced {
                report += "\(replaced.location): note: \(replaced.note)\n"
            }
        }
        FileHandle.standardError.write(Data(report.utf8))
        if bag.hasErrors { throw ExitCode(1) }
    }
}

/// The `.swift` files of the paths given: a file as it is, a folder searched (hidden folders and
/// build folders left out), each in path order.
enum SwiftSources {
    static func files(in paths: [String], diagnostics: DiagnosticBag) -> [String] {
        var result: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.emit(.error(.io, "\(path) does not exist", at: nil))
                continue
            }
            guard isFolder.boolValue else {
                result.append(path)
                continue
            }
            let found = (FileManager.default.subpaths(atPath: path) ?? []).filter { relative in
                relative.hasSuffix(".swift")
                    && !relative.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "Generated" }
            }
            result += found.sorted().map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        }
        return result
    }
}
