import ArgumentParser
import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct Import: ParsableCommand, ReportsDiagnostics {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an Xcode .intentdefinition file into a definitions file (YAML).",
        discussion: """
            Prints the definitions file on standard output (`intentgen import Foo.intentdefinition > \
            Foo.intents.yml`) and, on standard error, a warning for everything the definitions \
            language cannot express, such as system intents, at the line and column of the element \
            in the .intentdefinition and with a code of its kind (lost-parameter-type, \
            lost-translation, lost-shortcuts-summary …); the YAML has a comment at each place.

            Translations come from .strings files: the <language>.lproj folders given with --strings, \
            or else the *.lproj/<Name>.strings files next to the definition's folder (the usual \
            Base.lproj/<Name>.intentdefinition layout) or in it.

            Exit status: 0 when the file was imported (warnings allowed), 1 when it is not an intent \
            definition or, with --fail-on-loss, when anything was not carried over, 2 when a file or \
            folder cannot be read.
            """
    )

    @OptionGroup var diagnostics: DiagnosticsOptions

    @Argument(
        help:
            "The .intentdefinition file; or Swift files and folders of hand-written App Intents (run by intentgen-import-swift)."
    )
    var paths: [String]

    @Flag(help: "With Swift: name each declaration of yours that the generated code now declares.")
    var listReplaced = false

    /// The `.intentdefinition` (the one path given).
    var path: String { paths[0] }

    @Option(
        name: .long, parsing: .upToNextOption,
        help:
            "A <language>.lproj folder (or a .strings file in one) with translations; with Swift, also the app's String Catalogs (.xcstrings)."
    )
    var strings: [String] = []

    @Option(name: .long, help: "The development language of the definition's text.")
    var language = "en"

    @Flag(
        name: [.customLong("fail-on-loss"), .customLong("warnings-as-errors")],
        help:
            "Report everything not carried over as an error and exit with status 1 (for CI); the YAML is still printed."
    )
    var failOnLoss = false

    func validate() throws {
        try PathArguments.rejectEmpty([], arguments: paths + strings)
        if !SwiftImportTool.isSwift(paths) {
            guard paths.count == 1 else {
                throw ValidationError("give one .intentdefinition file (or Swift files and folders)")
            }
            guard !listReplaced else { throw ValidationError("--list-replaced is for Swift sources") }
        }
        guard IntentDefinitionImporter.isLanguageCode(language) else {
            throw ValidationError("`\(language)` is not a language code such as `en`, `ja` or `pt-BR`")
        }
    }

    func run() throws {
        if SwiftImportTool.isSwift(paths) {
            try SwiftImportTool.run(
                paths + ["--language", language] + (failOnLoss ? ["--fail-on-loss"] : [])
                    + (listReplaced ? ["--list-replaced"] : []) + (strings.isEmpty ? [] : ["--strings"] + strings))
        }
        let bag = DiagnosticBag()
        let url = URL(fileURLWithPath: path)
        let document = try readDocument(bag: bag)
        let name = url.deletingPathExtension().lastPathComponent
        let files = try stringsFiles(for: url, name: name)
        let (translations, stringsFiles) = try readTranslations(files, bag: bag)
        let imported = IntentDefinitionImporter(language: language, lossesAreErrors: failOnLoss).importDefinition(
            document, strings: translations, stringsFiles: stringsFiles, sourceName: path, diagnostics: bag)
        if let definition = imported.definition {
            FileSystem.print(DefinitionPrinter().print(definition, comments: imported.comments))
        }
        Console.report(bag)
        if bag.hasErrors { throw ExitCode(Status.inputErrors) }
    }

    /// The .intentdefinition's property list; exits when the file is too large, cannot be read or
    /// is not an XML property list.
    private func readDocument(bag: DiagnosticBag) throws -> PlistDocument {
        let data: [UInt8]
        switch PlistXML.contents(ofFile: path) {
        case .bytes(let bytes):
            data = bytes
        case .tooLarge(let size):
            // Not read at all: the limit bounds the memory a hostile file can take.
            bag.emit(.error(.limit, "\(path) is too large to import: \(PlistXML.tooLarge(size))", at: .startOf(path)))
            Console.report(bag)
            throw ExitCode(Status.inputErrors)
        case .unreadable:
            Console.problems(["cannot read \(path)"])
            throw ExitCode(Status.usageOrIO)
        }
        do {
            return try PlistXML.readDocument(data)
        } catch {
            let parseError = error as? PlistXML.ParseError
            bag.emit(
                .error(
                    .plistSyntax, "\(path) is not an XML property list: \(error)",
                    at: SourceLocation(file: path, line: parseError?.line ?? 1, column: parseError?.column ?? 1)))
            Console.report(bag)
            throw ExitCode(Status.inputErrors)
        }
    }

    /// The translations of the `.strings` files, by language and id, and the first file read for
    /// each language. A file too large to read, or not a `.strings` file, is a warning (a loss);
    /// one that cannot be read ends the run.
    private func readTranslations(
        _ files: [(String, URL)], bag: DiagnosticBag
    ) throws -> (translations: [String: [String: String]], files: [String: String]) {
        var translations: [String: [String: String]] = [:]
        var stringsFiles: [String: String] = [:]
        for (language, file) in files {
            if stringsFiles[language] == nil { stringsFiles[language] = file.path }
            let bytes: [UInt8]
            switch PlistXML.contents(ofFile: file.path) {
            case .bytes(let contents):
                bytes = contents
            case .tooLarge(let size):
                bag.emit(
                    .warning(
                        .limit,
                        "\(file.path) is \(size) bytes, more than the limit of \(PlistXML.maximumFileSize) bytes; "
                            + "its translations are not imported", at: .startOf(file.path)))
                continue
            case .unreadable:
                Console.problems(["cannot read \(file.path)"])
                throw ExitCode(Status.usageOrIO)
            }
            if let values = try carriedTranslations(bytes, of: file, in: language, bag: bag) {
                translations[language, default: [:]].merge(values) { _, new in new }
            }
        }
        return (translations, stringsFiles)
    }

    /// The translations of one `.strings` file that the definitions language can carry; each
    /// other one is a loss at its line, never a changed text or YAML that lint then rejects. Nil,
    /// and a loss, for a file that is not a `.strings` file.
    private func carriedTranslations(
        _ bytes: [UInt8], of file: URL, in language: String, bag: DiagnosticBag
    ) throws -> [String: String]? {
        let severity: Diagnostic.Severity = failOnLoss ? .error : .warning
        do {
            let table = try StringsFile.table(bytes: bytes)
            var values = table.values
            for (key, value) in table.values.sorted(by: { $0.key < $1.key }) {
                guard let bad = value.unicodeScalars.first(where: { !PlistXML.isXMLCharacter($0) }) else {
                    continue
                }
                values[key] = nil
                bag.emit(
                    Diagnostic(
                        severity, .lostTranslation,
                        "the `\(language)` translation of `\(SafeText.escaped(key))` contains the character \(SafeText.codePoint(bad)), which the definitions language cannot carry; not imported",
                        at: SourceLocation(file: file.path, line: table.lines[key] ?? 1, column: 1)))
            }
            return values
        } catch let error as StringsFile.ParseError {
            bag.emit(
                Diagnostic(
                    severity, .lostTranslation,
                    "\(file.path) is not a valid .strings file (\(error.message)); its translations are not imported",
                    at: SourceLocation(file: file.path, line: error.line, column: 1)))
            return nil
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        FileSystem.kind(of: url.path) == .directory
    }

    /// The `.strings` files to read, by language.
    private func stringsFiles(for definition: URL, name: String) throws -> [(String, URL)] {
        if !strings.isEmpty {
            return try strings.map { given in
                let url = URL(fileURLWithPath: given)
                let folder = isDirectory(url) ? url : url.deletingLastPathComponent()
                let file = isDirectory(url) ? url.appendingPathComponent(name + ".strings") : url
                guard folder.pathExtension == "lproj" else {
                    Console.problems(["\(given) is not in a <language>.lproj folder, so its language is unknown"])
                    throw ExitCode(Status.usageOrIO)
                }
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Console.problems(["cannot read \(file.path)"])
                    throw ExitCode(Status.usageOrIO)
                }
                return (folder.deletingPathExtension().lastPathComponent, file)
            }
        }
        // Base.lproj/Name.intentdefinition beside ja.lproj/Name.strings; or Name.intentdefinition
        // in a folder that holds the .lproj folders.
        let folder = definition.deletingLastPathComponent()
        let searched = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: searched.path)) ?? []
        return entries.sorted().compactMap { entry in
            guard entry.hasSuffix(".lproj"), entry != "Base.lproj" else { return nil }
            let file = searched.appendingPathComponent(entry).appendingPathComponent(name + ".strings")
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            return (String(entry.dropLast(".lproj".count)), file)
        }
    }
}
