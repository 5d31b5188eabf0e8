import Foundation
@_spi(SwiftImport) import IntentGenCore

/// The translations of an app's texts, from its String Catalogs (`Localizable.xcstrings`,
/// `AppShortcuts.xcstrings`) and `.strings` files (`ja.lproj/Localizable.strings`): for each
/// key, as Swift literals are keyed (the development-language text; a summary's or a phrase's
/// with `${name}` placeholders), its text in each other language.
public struct SwiftTranslations: Sendable {
    /// Key → language → text.
    public private(set) var texts: [String: [String: String]] = [:]
    /// Key → the languages (and catalogs) whose translation of it has variations instead of one text.
    private(set) var variations: [String: [(language: String, path: String)]] = [:]

    public init() {}

    /// Reads each path: a `.xcstrings` file, a `.strings` file in a `<language>.lproj` folder,
    /// or such a folder (its `.strings` files). What cannot be read is reported.
    public init(paths: [String], developmentLanguage: String, diagnostics: any DiagnosticCollector) {
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.emit(.error(.io, "\(path) does not exist", at: nil))
                continue
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() where name.hasSuffix(".strings") {
                    readStrings((path as NSString).appendingPathComponent(name), diagnostics: diagnostics)
                }
            } else if path.hasSuffix(".xcstrings") {
                readCatalog(path, developmentLanguage: developmentLanguage, diagnostics: diagnostics)
            } else if path.hasSuffix(".strings") {
                readStrings(path, diagnostics: diagnostics)
            } else {
                diagnostics.emit(
                    .error(
                        .io, "\(path) is not a String Catalog (.xcstrings), a .strings file or a .lproj folder",
                        at: nil))
            }
        }
    }

    /// Reports each of `keys` whose translation has variations, at its catalog.
    func reportVariations(of keys: Set<String>, to diagnostics: any DiagnosticCollector) {
        for key in keys.sorted() {
            for (language, path) in variations[key] ?? [] {
                diagnostics.emit(
                    .warning(
                        .lostTranslation,
                        "the `\(language)` translation of \"\(key)\" has variations (plurals or devices): the definitions hold one text",
                        at: .startOf(path), hint: "it stays in your catalog"))
            }
        }
    }

    /// The translations of `key`, by language.
    func translations(of key: String) -> [String: String] { texts[key] ?? [:] }

    private mutating func readStrings(_ path: String, diagnostics: any DiagnosticCollector) {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj"), folder != "Base.lproj" else {
            diagnostics.emit(
                .warning(
                    .lostTranslation, "\(path) is not in a <language>.lproj folder: its language is unknown",
                    at: .startOf(path)))
            return
        }
        let language = String(folder.dropLast(".lproj".count))
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(.error(.io, "cannot read \(path)", at: nil))
            return
        }
        do {
            for (key, value) in try StringsFile.parse(bytes: [UInt8](data)) {
                texts[key, default: [:]][language] = value
            }
        } catch {
            diagnostics.emit(
                .warning(.lostTranslation, "\(path) is not a .strings file: \(error)", at: .startOf(path)))
        }
    }

    /// `{"sourceLanguage": …, "strings": {key: {"localizations": {lang: {"stringUnit": {"value": …}}}}}}`;
    /// a translation with variations (plurals, devices) has no one text: it is noted, and
    /// reported if import uses its key (``reportVariations(of:to:)``).
    private mutating func readCatalog(
        _ path: String, developmentLanguage: String, diagnostics: any DiagnosticCollector
    ) {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(.error(.io, "cannot read \(path)", at: nil))
            return
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            diagnostics.emit(
                .warning(.lostTranslation, "\(path) is not a String Catalog", at: .startOf(path)))
            return
        }
        if let source = root["sourceLanguage"] as? String, source != developmentLanguage {
            diagnostics.emit(
                .warning(
                    .lostTranslation,
                    "\(path) is written in `\(source)`, not the development language `\(developmentLanguage)`: its keys are not the texts import reads",
                    at: .startOf(path), hint: "give --language \(source)"))
            return
        }
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for language in localizations.keys.sorted() {
                let localization = localizations[language] as? [String: Any] ?? [:]
                if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String {
                    texts[key, default: [:]][language] = value
                } else if localization["variations"] != nil {
                    variations[key, default: []].append((language, path))
                }
            }
        }
    }
}
