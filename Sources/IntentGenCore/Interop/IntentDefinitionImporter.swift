/// Reads an Xcode `.intentdefinition` (and its `.strings` translations) back into the definitions
/// language: the inverse of ``IntentDefinitionExporter``.
///
/// The YAML it writes is what a person would write: defaults are left out, short forms are used
/// (`count: integer`, `type: [Item]`, `cases: [a, b]`, a response code as its dialog), and text
/// with translations becomes a `{ en: …, ja: … }` mapping. Random ids, tags and namespaces are
/// dropped, since the language derives its own.
///
/// What the language cannot say (system intents, intent restrictions, SDK enums and types,
/// linked combinations, prompts without text …) is never dropped silently: each becomes a
/// warning whose message starts with the key path in the property list
/// (`INIntents[2].INIntentParameters[0].INIntentParameterFoo: …`, see ``keyPath(of:)``) and a
/// `#` comment at that place in the YAML.
public struct IntentDefinitionImporter: Sendable {
    /// The development language of the imported text (the file's `language:`).
    public var language: String

    public init(language: String = "en") {
        self.language = language
    }

    /// Returns the YAML text of a definitions file for an `.intentdefinition`'s property list.
    ///
    /// - Parameters:
    ///   - plist: the property list, as ``PlistXML/read(_:)`` returns it.
    ///   - strings: translations by language, then by localization id (the `.strings` files).
    ///   - sourceName: the definition's name or path, for diagnostics.
    ///   - diagnostics: receives a warning for everything that could not be carried over, and an
    ///     error when the property list is not an intent definition at all (the result is then empty).
    public func importDefinition(
        _ plist: PlistValue, strings: [String: [String: String]] = [:], sourceName: String,
        diagnostics: any DiagnosticCollector
    ) -> String {
        let session = ImportSession(language: language, strings: strings, sourceName: sourceName, diagnostics: diagnostics)
        return session.run(plist)
    }

    /// Whether `code` can key localized text in the definitions language (`ja`, `pt-BR`, `zh-Hans`).
    public static func isLanguageCode(_ code: String) -> Bool { LanguageRules.isLanguageCode(code) }

    /// The property-list key path an importer warning names (`INIntents[0].INIntentRestrictions`),
    /// or nil for other diagnostics.
    public static func keyPath(of diagnostic: Diagnostic) -> String? {
        let message = Array(diagnostic.message)
        guard message.starts(with: "IN") || message.starts(with: "strings[") else { return nil }
        var index = 0
        var inKey = false  // inside `["…"]`, where a combination's key may hold anything
        while index + 1 < message.count {
            switch (inKey, message[index], message[index + 1]) {
            case (false, "[", "\""): inKey = true
            case (true, "\\", _): index += 1
            case (true, "\"", "]"): inKey = false
            case (false, ":", " "): return String(message[..<index])
            case (false, " ", _): return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `["key"]`: how a key path names an entry of a dictionary keyed by data (parameter combinations).
    static func subscriptKey(_ key: String) -> String {
        "[\"" + key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"]"
    }
}

// MARK: - YAML text

/// A small YAML document model that writes idiomatic block YAML with comments.
private indirect enum YAMLValue {
    /// A scalar, already quoted as needed.
    case scalar(String)
    /// A block mapping (`{}` when it has no keyed entries).
    case mapping([YAMLEntry])
    /// `{ key: value, … }` with scalar or flow values.
    case flowMapping([(String, YAMLValue)])
    /// `[a, b]` of scalars.
    case flowSequence([String])
    /// A block sequence of mappings or scalars.
    case sequence([YAMLValue])
}

private struct YAMLEntry {
    /// Nil for an entry that is only comments.
    var key: String?
    var value: YAMLValue?
    var comments: [String]

    init(_ key: String, _ value: YAMLValue, comments: [String] = []) {
        self.key = key
        self.value = value
        self.comments = comments
    }

    init(comments: [String]) {
        self.key = nil
        self.value = nil
        self.comments = comments
    }
}

private enum YAMLText {
    static func render(_ entries: [YAMLEntry], indent: Int, into lines: inout [String]) {
        for entry in entries {
            render(entry, indent: indent, firstPrefix: nil, into: &lines)
        }
    }

    /// Writes one entry; `firstPrefix` replaces the indentation of its first line (`- ` of a list item).
    static func render(_ entry: YAMLEntry, indent: Int, firstPrefix: String?, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        let commentPad = firstPrefix.map { String(repeating: " ", count: max(0, indent - $0.count)) } ?? pad
        for comment in entry.comments {
            lines.append(commentPad + "# " + comment)
        }
        guard let key = entry.key, let value = entry.value else { return }
        let lead = firstPrefix.map { String(repeating: " ", count: max(0, indent - $0.count)) + $0 } ?? pad
        let head = lead + quoteKey(key) + ":"
        switch value {
        case .scalar(let text):
            lines.append(head + " " + text)
        case .flowMapping, .flowSequence:
            lines.append(head + " " + inline(value))
        case .mapping(let children):
            if children.contains(where: { $0.key != nil }) {
                lines.append(head)
                render(children, indent: indent + 2, into: &lines)
            } else {
                for child in children {
                    for comment in child.comments { lines.append(pad + "# " + comment) }
                }
                lines.append(head + " {}")
            }
        case .sequence(let items):
            if items.isEmpty {
                lines.append(head + " []")
                return
            }
            lines.append(head)
            for item in items {
                renderItem(item, indent: indent + 2, into: &lines)
            }
        }
    }

    static func renderItem(_ item: YAMLValue, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch item {
        case .mapping(let entries) where entries.contains(where: { $0.key != nil }):
            var first = true
            for entry in entries {
                render(entry, indent: indent + 2, firstPrefix: first && entry.key != nil ? "- " : nil, into: &lines)
                if entry.key != nil { first = false }
            }
        case .mapping:
            lines.append(pad + "- {}")
        case .sequence:
            lines.append(pad + "- []")
        default:
            lines.append(pad + "- " + inline(item))
        }
    }

    static func inline(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text):
            return text
        case .flowMapping(let pairs):
            return pairs.isEmpty ? "{}" : "{ " + pairs.map { quoteKey($0.0, flow: true) + ": " + inline($0.1) }.joined(separator: ", ") + " }"
        case .flowSequence(let items):
            return "[" + items.joined(separator: ", ") + "]"
        case .mapping(let entries):
            let keyed = entries.compactMap { entry in entry.key.flatMap { key in entry.value.map { (key, $0) } } }
            return inline(.flowMapping(keyed))
        case .sequence(let items):
            return "[" + items.map(inline).joined(separator: ", ") + "]"
        }
    }

    static func quoteKey(_ key: String, flow: Bool = false) -> String {
        quote(key, flow: flow)
    }

    /// A string as a YAML scalar that reads back as exactly this text: plain when that is safe,
    /// double-quoted with escapes otherwise.
    static func quote(_ text: String, flow: Bool = false, literalWords: Set<String> = []) -> String {
        needsQuotes(text, flow: flow) || literalWords.contains(text) ? doubleQuoted(text) : text
    }

    static func needsQuotes(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if ["~", "null", "Null", "NULL"].contains(text) { return true }
        if first == " " || last == " " || first == "\t" || last == "\t" { return true }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
        if text.hasPrefix("...") || text.hasSuffix(":") { return true }
        if text.contains(": ") || text.contains(" #") || text.contains(":\t") || text.contains("\t#") { return true }
        if flow, text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return true }
        return text.unicodeScalars.contains { !isPlainSafe($0) }
    }

    /// Printable characters that may stand in a plain scalar (no line breaks or tabs).
    static func isPlainSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return true
        case 0xA0...0xD7FF: return scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: return scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isPlainSafe(scalar) {
                    result.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    result += "\\u" + hex(scalar.value, width: 4)
                } else {
                    result += "\\U" + hex(scalar.value, width: 8)
                }
            }
        }
        return result + "\""
    }

    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func number(_ value: Double) -> String {
        value.description
    }
}

// MARK: - Reading the property list

/// One dictionary of the property list being read: which keys were used, and where it is.
private struct DictReader {
    let path: String
    let values: [String: PlistValue]
    var consumed: Set<String> = []

    init(_ values: [String: PlistValue], path: String) {
        self.values = values
        self.path = path
    }

    mutating func take(_ key: String) -> PlistValue? {
        consumed.insert(key)
        return values[key]
    }

    func path(_ key: String) -> String { path + "." + key }
}

/// Keys that carry nothing the language needs: versions, namespaces, tags and display
/// priorities (the language derives them from order), and Xcode's bookkeeping.
private let structuralKeys: Set<String> = [
    "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace", "INIntentDefinitionSystemVersion",
    "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion", "INIntentLastParameterTag",
    "INIntentResponseLastParameterTag", "INTypeLastPropertyTag", "INEnumGeneratesHeader", "INIntentParameterTag",
    "INIntentParameterDisplayPriority", "INIntentResponseParameterTag", "INIntentResponseParameterDisplayPriority",
    "INIntentResponsePropertyTag", "INIntentResponsePropertyDisplayPriority", "INTypePropertyTag",
    "INTypePropertyDisplayPriority",
]


private let builtinTypeNames: [String: ValueType] = [
    "String": .string, "Integer": .integer, "Decimal": .decimal, "Boolean": .boolean,
    "DateComponents": .dateComponents, "TimeInterval": .duration, "URL": .url, "File": .file, "Person": .person,
    "Placemark": .placemark, "CurrencyAmount": .currencyAmount, "SpeakableString": .speakableString,
]


private extension String {
    /// `PlainText` → `plainText`: Xcode's spelling of a word to the language's.
    var importLowerFirst: String { prefix(1).lowercased() + dropFirst() }
}

/// What the session knows about an enum of the file while reading intents.
private struct EnumInfo {
    var name: String
    /// The case names written.
    var cases: Set<String> = []
}

/// A parameter already read, for relationships, summaries and references.
private struct ImportedParameter {
    var originalName: String
    var name: String
    var type: ValueType
    var isArray: Bool
}

/// One import: the property list in, YAML text out, warnings on the way.
private final class ImportSession {
    let language: String
    let strings: [String: [String: String]]
    let sourceName: String
    let diagnostics: any DiagnosticCollector

    /// Localization ids whose text was imported, with their translations.
    var usedIDs: Set<String> = []
    /// Strings keys already reported as not carried over.
    var reportedKeys: Set<String> = []
    /// Every localization id in the property list.
    var knownIDs: Set<String> = []
    var fileNamespace: String?
    /// Original enum name → what was written.
    var enums: [String: EnumInfo] = [:]
    /// Original type name → the name written.
    var types: [String: String] = [:]
    /// Enums and types already written, to report a second declaration of a name.
    var enumWritten: Set<String> = []
    var typeWritten: Set<String> = []

    /// Warnings about the translations themselves, written at the top of the file.
    var languageComments: [String] = []

    init(language: String, strings: [String: [String: String]], sourceName: String, diagnostics: any DiagnosticCollector) {
        self.language = language
        self.sourceName = sourceName
        self.diagnostics = diagnostics
        var accepted: [String: [String: String]] = [:]
        var rejected: [String] = []
        for (code, table) in strings {
            if IntentDefinitionImporter.isLanguageCode(code) { accepted[code] = table } else { rejected.append(code) }
        }
        self.strings = accepted
        for code in rejected.sorted() {
            warn("strings[\(code)]", "`\(code)` is not a language code the definitions language accepts (such as `ja` or `pt-BR`); its translations are not imported", &languageComments)
        }
    }

    // MARK: Diagnostics

    func warn(_ path: String, _ message: String, _ comments: inout [String]) {
        diagnostics.emit(.warning(.invalidValue, "\(path): \(message)", at: SourceLocation(file: sourceName, line: 1, column: 1)))
        comments.append(message.replacing("\n", with: " "))
    }

    func describe(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .real(let number): return YAMLText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let text): return "the date \(text)"
        case .data(let bytes): return "\(bytes.count) bytes of data"
        case .array(let items): return "a list of \(items.count)"
        case .dictionary: return "a dictionary"
        }
    }

    // MARK: Typed reads

    func string(_ reader: inout DictReader, _ key: String, _ comments: inout [String]) -> String? {
        guard let value = reader.take(key) else { return nil }
        if let text = value.string { return text }
        warn(reader.path(key), "`\(key)` is \(describe(value)), not a string; not imported", &comments)
        return nil
    }

    /// A flag: true only for `<true/>`; `<false/>` and absence are the same.
    func flag(_ reader: inout DictReader, _ key: String, _ comments: inout [String]) -> Bool {
        guard let value = reader.take(key) else { return false }
        if let flag = value.bool { return flag }
        warn(reader.path(key), "`\(key)` is \(describe(value)), not a boolean; not imported", &comments)
        return false
    }

    func dictionary(_ value: PlistValue?, _ path: String, _ comments: inout [String]) -> [String: PlistValue]? {
        guard let value else { return nil }
        if let entries = value.dictionary { return entries }
        warn(path, "`\(lastKey(path))` is \(describe(value)), not a dictionary; not imported", &comments)
        return nil
    }

    func array(_ value: PlistValue?, _ path: String, _ comments: inout [String]) -> [PlistValue]? {
        guard let value else { return nil }
        if let items = value.array { return items }
        warn(path, "`\(lastKey(path))` is \(describe(value)), not a list; not imported", &comments)
        return nil
    }

    func lastKey(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// A localized text: `key` in the development language plus the translations of `key + "ID"`.
    func text(_ reader: inout DictReader, _ key: String, _ comments: inout [String]) -> LocalizedText? {
        guard let base = string(&reader, key, &comments) else { return nil }
        var translations: [String: String] = [:]
        let idKey = key + "ID"
        if let id = reader.values[idKey]?.string {
            reader.consumed.insert(idKey)
            usedIDs.insert(id)
            for language in strings.keys.sorted() {
                guard let translation = strings[language]?[id] else { continue }
                if language == self.language {
                    if translation != base {
                        warn(reader.path(idKey),
                             "the `\(language)` text of `\(key)` in the .strings file (\"\(translation)\") differs from the definition's (\"\(base)\"); the definition's is kept",
                             &comments)
                    }
                } else {
                    translations[language] = translation
                }
            }
        }
        return LocalizedText(base, translations: translations)
    }

    /// Reports what of a dictionary was not read: unknown keys, and translations of ids whose
    /// text the language cannot hold.
    func finish(_ reader: DictReader, _ comments: inout [String]) {
        for key in reader.values.keys.sorted() {
            let value = reader.values[key]!
            if key.hasSuffix("ID"), let id = value.string {
                checkTranslations(of: id, at: reader.path(key), unused: !usedIDs.contains(id), &comments)
                continue
            }
            if reader.consumed.contains(key) || structuralKeys.contains(key) || value == .bool(false) { continue }
            warn(reader.path(key), "`\(key)` (\(describe(value))) is not carried over: the definitions language has no equivalent", &comments)
        }
    }

    /// Warns about translations of `id` that were not imported: all of them when the id's text was
    /// not imported, and per-value translations (`<id>-<enum value id>`) always.
    ///
    /// The first kind is reported at the id's key path (its text is not carried in any language);
    /// per-value translations are entries of a `.strings` file, reported as `strings[<language>]`.
    func checkTranslations(of id: String, at path: String, unused: Bool, _ comments: inout [String]) {
        let languages = strings.keys.sorted()
        if unused, !reportedKeys.contains(id) {
            let found = languages.filter { strings[$0]?[id] != nil }
            if !found.isEmpty {
                reportedKeys.insert(id)
                warn(path, "the translations (\(found.joined(separator: ", "))) of `\(id)` belong to text the definitions language does not carry; not imported", &comments)
            }
        }
        for language in languages {
            let keys = (strings[language] ?? [:]).keys.filter { $0.hasPrefix(id + "-") && !reportedKeys.contains($0) }.sorted()
            guard !keys.isEmpty else { continue }
            reportedKeys.formUnion(keys)
            let list = keys.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 4 ? " …" : "")
            warn("strings[\(language)]", "the `\(language)` translations per enum value \(list) of the text at \(path) cannot be expressed in the definitions language; not imported", &comments)
        }
    }

    // MARK: Names

    /// A name split on characters Swift does not allow, as camel case.
    func identifier(from name: String, upper: Bool) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.upperFirst }.joined()
        if result.isEmpty { result = upper ? "Unnamed" : "unnamed" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = (upper ? "N" : "n") + result }
        return upper ? result.upperFirst : result.importLowerFirst
    }

    enum NameKind { case type, member, enumCase }

    /// A valid name for `name`: the name itself, or a best effort with a warning.
    func validName(_ name: String, _ kind: NameKind, reserved: Set<String> = [], what: String, path: String, _ comments: inout [String]) -> String {
        var result = name
        if !SwiftNames.isIdentifier(result) || (kind == .type ? !(result.first?.isUppercase ?? false) : !(result.first?.isLowercase ?? false)) {
            result = identifier(from: result, upper: kind == .type)
        }
        if kind != .enumCase, SwiftNames.keywords.contains(result) || reserved.contains(result) {
            result += "Value"
        }
        if result != name {
            let reason = !SwiftNames.isIdentifier(name)
                ? "is not a Swift identifier"
                : SwiftNames.keywords.contains(name) && kind != .enumCase ? "is a Swift keyword"
                : reserved.contains(name) ? "is already a member of the generated class's superclass"
                : kind == .type ? "must start with an upper-case letter" : "must start with a lower-case letter"
            warn(path, "\(what) `\(name)` \(reason) in the definitions language; imported as `\(result)`", &comments)
        }
        return result
    }

    // MARK: File

    func run(_ plist: PlistValue) -> String {
        guard let root = plist.dictionary, root["INIntents"] != nil || root["INEnums"] != nil || root["INTypes"] != nil else {
            diagnostics.emit(.error(
                .invalidValue, "\(sourceName) is not an intent definition: the property list has no `INIntents`, `INEnums` or `INTypes`",
                at: SourceLocation(file: sourceName, line: 1, column: 1)))
            return ""
        }
        collectIDs(plist)
        var reader = DictReader(root, path: "")
        var fileComments = languageComments
        fileNamespace = reader.take("INIntentDefinitionNamespace")?.string
        let enumItems = array(reader.take("INEnums"), "INEnums", &fileComments) ?? []
        let typeItems = array(reader.take("INTypes"), "INTypes", &fileComments) ?? []
        let intentItems = array(reader.take("INIntents"), "INIntents", &fileComments) ?? []
        declareNames(enums: enumItems, types: typeItems)

        var enumEntries: [YAMLEntry] = []
        for (index, item) in enumItems.enumerated() {
            enumEntries += enumeration(item, path: "INEnums[\(index)]")
        }
        var typeEntries: [YAMLEntry] = []
        for (index, item) in typeItems.enumerated() {
            typeEntries += objectType(item, path: "INTypes[\(index)]")
        }
        var intentEntries: [YAMLEntry] = []
        var intentNames: Set<String> = []
        for (index, item) in intentItems.enumerated() {
            intentEntries += intent(item, path: "INIntents[\(index)]", taken: &intentNames)
        }
        // The root's own leftovers (their paths have no leading dot).
        for key in root.keys.sorted() where !reader.consumed.contains(key) && !structuralKeys.contains(key) {
            warn(key, "`\(key)` (\(describe(root[key]!))) is not carried over: the definitions language has no equivalent", &fileComments)
        }
        staleTranslations(&fileComments)
        if intentEntries.allSatisfy({ $0.key == nil }), enumEntries.allSatisfy({ $0.key == nil }), typeEntries.allSatisfy({ $0.key == nil }) {
            warn("INIntents", "the definition declares no intent, enum or type that the definitions language can express, and a definitions file must declare at least one", &fileComments)
        }

        var top: [YAMLEntry] = []
        if language != "en" { top.append(YAMLEntry("language", .scalar(YAMLText.quote(language)))) }
        var lines = fileComments.map { "# " + $0 }
        YAMLText.render(top, indent: 0, into: &lines)
        for (key, entries) in [("intents", intentEntries), ("enums", enumEntries), ("types", typeEntries)] where !entries.isEmpty {
            if !lines.isEmpty { lines.append("") }
            if entries.contains(where: { $0.key != nil }) {
                YAMLText.render([YAMLEntry(key, .mapping(entries))], indent: 0, into: &lines)
            } else {
                // Nothing of this kind could be imported: only say why.
                for entry in entries { lines += entry.comments.map { "# " + $0 } }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func collectIDs(_ value: PlistValue) {
        switch value {
        case .dictionary(let entries):
            for (key, entry) in entries {
                if key.hasSuffix("ID"), let id = entry.string { knownIDs.insert(id) }
                collectIDs(entry)
            }
        case .array(let items):
            items.forEach(collectIDs)
        default:
            break
        }
    }

    /// Translations whose id is nowhere in the definition (left over in the `.strings` file).
    func staleTranslations(_ comments: inout [String]) {
        for language in strings.keys.sorted() {
            let keys = (strings[language] ?? [:]).keys.filter { key in
                let id = key.split(separator: "-", maxSplits: 1).first.map(String.init) ?? key
                return !knownIDs.contains(key) && !knownIDs.contains(id) && !reportedKeys.contains(key)
            }.sorted()
            guard !keys.isEmpty else { continue }
            let list = keys.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (keys.count > 5 ? " …" : "")
            warn("strings[\(language)]", "\(keys.count) translation\(keys.count == 1 ? "" : "s") in the `\(language)` .strings file match no id of the definition (\(list)); not imported", &comments)
        }
    }

    /// Enum and type names first, since intents and properties refer to them in any order.
    func declareNames(enums enumItems: [PlistValue], types typeItems: [PlistValue]) {
        for item in enumItems {
            guard let name = item["INEnumName"]?.string, enums[name] == nil else { continue }
            var info = EnumInfo(name: quietName(name, upper: true))
            // The same cases `enumeration` writes: not index 0, not `unknown`, no repeated index or name.
            var indices: Set<Int> = [0]
            for value in item["INEnumValues"]?.array ?? [] {
                guard let caseName = value["INEnumValueName"]?.string else { continue }
                let index = value["INEnumValueIndex"]?.integer ?? 0
                if index == 0 || caseName == "unknown" { continue }
                let written = caseWritten(caseName)
                guard index > 0, !info.cases.contains(written), indices.insert(index).inserted else { continue }
                info.cases.insert(written)
            }
            enums[name] = info
        }
        for item in typeItems {
            guard let name = item["INTypeName"]?.string, types[name] == nil else { continue }
            types[name] = quietName(name, upper: true)
        }
    }

    /// The name an enum case is written with: as it is, or made a lower-case identifier
    /// (keywords are fine for cases).
    func caseWritten(_ name: String) -> String {
        SwiftNames.isIdentifier(name) && name.first!.isLowercase ? name : identifier(from: name, upper: false)
    }

    func quietName(_ name: String, upper: Bool) -> String {
        var result = name
        if !SwiftNames.isIdentifier(result) || !(upper ? result.first!.isUppercase : result.first!.isLowercase) {
            result = identifier(from: result, upper: upper)
        }
        if SwiftNames.keywords.contains(result) { result += "Value" }
        return result
    }

    // MARK: Enums

    func enumeration(_ item: PlistValue, path: String) -> [YAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [YAMLEntry(comments: comments)] }
        var reader = DictReader(values, path: path)
        guard let name = string(&reader, "INEnumName", &comments) else {
            warn(path, "an enum without `INEnumName` cannot be imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        guard enums[name] != nil, enumWritten.insert(name).inserted else {
            warn(path, "a second enum named `\(name)` is not imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        let written = validName(name, .type, what: "enum name", path: reader.path("INEnumName"), &comments)
        if let kind = string(&reader, "INEnumType", &comments), kind != "Regular" {
            warn(reader.path("INEnumType"), "enum `\(name)` is of kind `\(kind)`; the definitions language has regular enums only", &comments)
        } else if values["INEnumType"] == nil {
            warn(reader.path("INEnumType"), "enum `\(name)` has no `INEnumType`; the definitions language writes `Regular`", &comments)
        }
        var entries: [YAMLEntry] = []
        if let displayName = text(&reader, "INEnumDisplayName", &comments) {
            if !isDefault(displayName, for: written) { entries.append(YAMLEntry("displayName", localized(displayName))) }
        } else {
            warn(reader.path("INEnumDisplayName"), "enum `\(name)` has no display name; the definitions language gives it the default \"\(written.displayWords)\"", &comments)
        }

        var cases: [(name: String, displayName: LocalizedText, index: Int?, comments: [String])] = []
        var caseComments: [String] = []
        var usedIndices: Set<Int> = [0]
        var sawUnknown = false
        var usedNames: Set<String> = []
        var nextIndex = 1
        let items = array(reader.take("INEnumValues"), reader.path("INEnumValues"), &comments) ?? []
        for (position, item) in items.enumerated() {
            let valuePath = reader.path("INEnumValues") + "[\(position)]"
            var valueComments: [String] = []
            guard let dictionary = dictionary(item, valuePath, &caseComments) else { continue }
            var value = DictReader(dictionary, path: valuePath)
            let caseName = string(&value, "INEnumValueName", &valueComments)
            let indexValue = value.take("INEnumValueIndex")
            let index = indexValue?.integer ?? 0
            if let indexValue, indexValue.integer == nil {
                warn(value.path("INEnumValueIndex"), "`INEnumValueIndex` is \(describe(indexValue)), not an integer; taken as 0", &valueComments)
            }
            guard let caseName else {
                warn(valuePath, "an enum value without `INEnumValueName` cannot be imported", &caseComments)
                continue
            }
            if index == 0 {
                // The language's implicit `unknown` case.
                if sawUnknown {
                    value.consumed = Set(dictionary.keys)
                    warn(valuePath, "enum `\(name)` has a second value at index 0; not imported", &caseComments)
                    continue
                }
                sawUnknown = true
                if caseName != "unknown" {
                    value.consumed = Set(dictionary.keys)
                    warn(valuePath, "the index-0 value of enum `\(name)` is `\(caseName)`, but in the definitions language index 0 is always the implicit `unknown`; `\(caseName)` is not imported", &caseComments)
                } else {
                    let displayName = text(&value, "INEnumValueDisplayName", &valueComments)
                    if displayName == nil {
                        warn(value.path("INEnumValueDisplayName"), "enum `\(name)`'s `unknown` value has no display name; the definitions language always calls it \"unknown\"", &caseComments)
                    }
                    if let displayName, displayName.text != "unknown" || !displayName.translations.isEmpty {
                        warn(value.path("INEnumValueDisplayName"), "the display name \"\(displayName.text)\" of enum `\(name)`'s `unknown` value cannot be expressed (the definitions language always calls it \"unknown\"); not imported", &caseComments)
                    }
                }
                finish(value, &caseComments)
                caseComments += valueComments
                continue
            }
            if caseName == "unknown" {
                value.consumed = Set(dictionary.keys)
                warn(valuePath, "enum `\(name)` has `unknown` at index \(index); the definitions language reserves `unknown` for index 0; not imported", &caseComments)
                continue
            }
            let newName = caseWritten(caseName)
            if newName != caseName {
                warn(value.path("INEnumValueName"), "enum case `\(caseName)` must start with a lower-case letter in the definitions language; imported as `\(newName)`", &valueComments)
            }
            if index < 0 || usedIndices.contains(index) || usedNames.contains(newName) {
                value.consumed = Set(dictionary.keys)
                warn(valuePath, "enum value `\(caseName)` repeats a name or index (\(index)) of enum `\(name)`; not imported", &caseComments)
                continue
            }
            usedIndices.insert(index)
            usedNames.insert(newName)
            var displayName = text(&value, "INEnumValueDisplayName", &valueComments)
            if displayName == nil {
                warn(value.path("INEnumValueDisplayName"), "enum value `\(caseName)` has no display name; the definitions language gives it the default \"\(newName.displayWords)\"", &valueComments)
                displayName = LocalizedText(newName.displayWords)
            }
            finish(value, &valueComments)
            cases.append((newName, displayName!, index == nextIndex ? nil : index, valueComments))
            nextIndex = index + 1
        }
        if !sawUnknown {
            warn(reader.path("INEnumValues"), "enum `\(name)` has no `unknown` value at index 0; the definitions language always has one", &caseComments)
        }
        finish(reader, &comments)
        comments += caseComments
        if cases.isEmpty {
            warn(path, "enum `\(name)` has no cases besides `unknown`, which the definitions language cannot express; not imported", &comments)
            enums[name] = nil
            return [YAMLEntry(comments: comments)]
        }
        let short = cases.allSatisfy { $0.index == nil && $0.comments.isEmpty && isDefault($0.displayName, for: $0.name) }
        if short {
            entries.append(YAMLEntry("cases", .flowSequence(cases.map { YAMLText.quote($0.name, flow: true) })))
        } else {
            var caseEntries: [YAMLEntry] = []
            for enumCase in cases {
                var pairs: [(String, YAMLValue)] = []
                let defaultName = isDefault(enumCase.displayName, for: enumCase.name)
                if let index = enumCase.index {
                    if !defaultName { pairs.append(("displayName", localized(enumCase.displayName, flow: true))) }
                    pairs.append(("index", .scalar(String(index))))
                    caseEntries.append(YAMLEntry(enumCase.name, .flowMapping(pairs), comments: enumCase.comments))
                } else if defaultName {
                    caseEntries.append(YAMLEntry(enumCase.name, .flowMapping([]), comments: enumCase.comments))
                } else {
                    caseEntries.append(YAMLEntry(enumCase.name, localized(enumCase.displayName), comments: enumCase.comments))
                }
            }
            entries.append(YAMLEntry("cases", .mapping(caseEntries)))
        }
        return [YAMLEntry(written, .mapping(entries), comments: comments)]
    }

    // MARK: Types

    func objectType(_ item: PlistValue, path: String) -> [YAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [YAMLEntry(comments: comments)] }
        var reader = DictReader(values, path: path)
        guard let name = string(&reader, "INTypeName", &comments) else {
            warn(path, "a type without `INTypeName` cannot be imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        guard !typeWritten.contains(name), enums[name] == nil else {
            warn(path, "a second enum or type named `\(name)` is not imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        typeWritten.insert(name)
        let written = validName(name, .type, what: "type name", path: reader.path("INTypeName"), &comments)
        var entries: [YAMLEntry] = []
        if let displayName = text(&reader, "INTypeDisplayName", &comments) {
            if !isDefault(displayName, for: written) { entries.append(YAMLEntry("displayName", localized(displayName))) }
        } else {
            warn(reader.path("INTypeDisplayName"), "type `\(name)` has no display name; the definitions language gives it the default \"\(written.displayWords)\"", &comments)
        }
        let propertiesPath = reader.path("INTypeProperties")
        let items = array(reader.take("INTypeProperties"), propertiesPath, &comments) ?? []
        let standard: [String: (type: String, isArray: Bool)] = [
            "identifier": ("String", false), "displayString": ("String", false), "pronunciationHint": ("String", false),
            "alternativeSpeakableMatches": ("SpeakableString", true),
        ]
        var custom: [(position: Int, values: [String: PlistValue])] = []
        var propertyComments: [String] = []
        for (position, item) in items.enumerated() {
            let itemPath = propertiesPath + "[\(position)]"
            guard let values = dictionary(item, itemPath, &propertyComments) else { continue }
            if values["INTypePropertyDefault"] == .bool(true) {
                // One of the four properties every INObject has; the language always writes them.
                let propertyName = values["INTypePropertyName"]?.string ?? ""
                if let expected = standard[propertyName], values["INTypePropertyType"]?.string == expected.type,
                    (values["INTypePropertySupportsMultipleValues"] == .bool(true)) == expected.isArray
                {
                    continue
                }
                warn(itemPath, "the built-in property `\(propertyName)` of type `\(name)` differs from INObject's (\(values["INTypePropertyType"]?.string ?? "no type")\(values["INTypePropertySupportsMultipleValues"] == .bool(true) ? ", array" : "")); the definitions language always writes the standard one", &propertyComments)
                continue
            }
            custom.append((position, values))
        }
        custom.sort {
            priority($0.values, "INTypePropertyDisplayPriority", $0.position)
                .lexicographicallyPrecedes(priority($1.values, "INTypePropertyDisplayPriority", $1.position))
        }
        var propertyEntries: [YAMLEntry] = []
        var names: Set<String> = []
        for (position, values) in custom {
            if let entry = property(values, prefix: "INTypeProperty", path: propertiesPath + "[\(position)]", owner: "type `\(name)`",
                                    reserved: SwiftNames.objectMembers, taken: &names, dropped: &propertyComments).entry
            {
                propertyEntries.append(entry)
            }
        }
        finish(reader, &comments)
        comments += propertyComments
        if !propertyEntries.isEmpty { entries.append(YAMLEntry("properties", .mapping(propertyEntries))) }
        return [YAMLEntry(written, .mapping(entries), comments: comments)]
    }

    func priority(_ values: [String: PlistValue], _ key: String, _ position: Int) -> [Int] {
        [values[key]?.integer ?? Int.max, position]
    }

    /// A property of a type or a response. Returns its entry (nil when it could not be imported)
    /// and its original and written names.
    func property(
        _ values: [String: PlistValue], prefix requested: String, path: String, owner: String, reserved: Set<String>,
        taken: inout Set<String>, dropped: inout [String]
    ) -> (entry: YAMLEntry?, original: String?, name: String?) {
        var comments: [String] = []
        // An older Xcode spelled response properties `INIntentResponseProperty…`.
        let older = "INIntentResponseProperty"
        let prefix = requested == "INIntentResponseParameter" && values[requested + "Name"] == nil && values[older + "Name"] != nil
            ? older : requested
        var reader = DictReader(values, path: path)
        guard let original = string(&reader, prefix + "Name", &comments) else {
            warn(path, "a property of \(owner) without `\(prefix)Name` cannot be imported", &dropped)
            return (nil, nil, nil)
        }
        let what = "property `\(original)` of \(owner)"
        let name = validName(original, .member, reserved: reserved, what: "property name", path: reader.path(prefix + "Name"), &comments)
        guard !taken.contains(name) else {
            warn(path, "\(what) repeats the name `\(name)`; not imported", &dropped)
            return (nil, original, nil)
        }
        guard let type = valueType(&reader, prefix: prefix, what: what, &comments) else {
            reader.consumed = Set(values.keys)
            dropped += comments
            warn(path, "\(what) is not imported (see above)", &dropped)
            return (nil, original, nil)
        }
        taken.insert(name)
        let isArray = flag(&reader, prefix + "SupportsMultipleValues", &comments)
        var entries = [YAMLEntry("type", typeText(type, isArray: isArray))]
        if let displayName = text(&reader, prefix + "DisplayName", &comments) {
            if !isDefault(displayName, for: name) { entries.append(YAMLEntry("displayName", localized(displayName))) }
        } else {
            warn(reader.path(prefix + "DisplayName"), "\(what) has no display name; the definitions language gives it the default \"\(name.displayWords)\"", &comments)
        }
        if let metadataValues = dictionary(reader.take(prefix + "Metadata"), reader.path(prefix + "Metadata"), &comments) {
            var metadataReader = DictReader(metadataValues, path: reader.path(prefix + "Metadata"))
            entries += metadata(&metadataReader, prefix: prefix + "Metadata", type: type, isArray: isArray, parameter: nil, &comments)
            finish(metadataReader, &comments)
        }
        if prefix == older {
            warn(path, "\(what) uses the older `INIntentResponseProperty…` keys; imported as a response property", &comments)
        } else if requested == "INIntentResponseParameter" {
            for key in values.keys.sorted() where key.hasPrefix(older) && !structuralKeys.contains(key) && !key.hasSuffix("ID") {
                reader.consumed.insert(key)
                warn(reader.path(key), "the stale older key `\(key)` (\(describe(values[key]!))) beside the `INIntentResponseParameter…` keys of \(what) is not carried over", &comments)
            }
        }
        finish(reader, &comments)
        let value: YAMLValue = entries.count == 1 ? entries[0].value! : .mapping(entries)
        return (YAMLEntry(name, value, comments: comments), original, name)
    }

    // MARK: Value types

    func typeText(_ type: ValueType, isArray: Bool) -> YAMLValue {
        isArray ? .flowSequence([YAMLText.quote(type.description, flow: true)]) : .scalar(YAMLText.quote(type.description))
    }

    /// The value type of a parameter or property from `<prefix>Type` and its enum/object keys.
    func valueType(_ reader: inout DictReader, prefix: String, what: String, _ comments: inout [String]) -> ValueType? {
        let typeKey = prefix + "Type"
        let enumName = string(&reader, prefix + "EnumType", &comments)
        let enumNamespace = string(&reader, prefix + "EnumTypeNamespace", &comments)
        let objectName = string(&reader, prefix + "ObjectType", &comments)
        let objectNamespace = string(&reader, prefix + "ObjectTypeNamespace", &comments)
        guard let raw = string(&reader, typeKey, &comments) else {
            warn(reader.path(typeKey), "\(what) has no `\(typeKey)`", &comments)
            return nil
        }
        if raw == "Integer", let enumName {
            return named(enumName, namespace: enumNamespace, isEnum: true, path: reader.path(prefix + "EnumType"), what: what, &comments)
        }
        if raw == "Object" {
            guard let objectName else {
                warn(reader.path(prefix + "ObjectType"), "\(what) is a plain `Object` (INObject) without a custom type in `\(prefix)ObjectType`, which the definitions language cannot express", &comments)
                return nil
            }
            return named(objectName, namespace: objectNamespace, isEnum: false, path: reader.path(prefix + "ObjectType"), what: what, &comments)
        }
        guard let builtin = builtinTypeNames[raw] else {
            warn(reader.path(typeKey), "\(what) has the type `\(raw)`, which the definitions language does not have", &comments)
            return nil
        }
        if let stale = enumName ?? objectName {
            let key = enumName != nil ? prefix + "EnumType" : prefix + "ObjectType"
            warn(reader.path(key), "\(what) is a `\(raw)` but also names `\(stale)` in `\(key)`; the name is not carried over", &comments)
        }
        return builtin
    }

    func named(_ name: String, namespace: String?, isEnum: Bool, path: String, what: String, _ comments: inout [String]) -> ValueType? {
        let kind = isEnum ? "enum" : "type"
        if namespace == "System" {
            warn(path, "\(what) has the system \(kind) `\(name)` (namespace `System`), which the definitions language cannot express", &comments)
            return nil
        }
        guard let local = isEnum ? enums[name]?.name : types[name] else {
            let from = namespace.map { " of namespace `\($0)`" } ?? ""
            warn(path, "\(what) has the \(kind) `\(name)`\(from), which is not declared in this file", &comments)
            return nil
        }
        if let namespace, let fileNamespace, namespace != fileNamespace {
            warn(path + "Namespace", "\(what) refers to `\(name)` of namespace `\(namespace)`, not this file's `\(fileNamespace)`; imported as this file's `\(name)`", &comments)
        }
        return .named(local)
    }

    // MARK: Text helpers

    func isDefault(_ text: LocalizedText, for name: String) -> Bool {
        text.translations.isEmpty && text.text == name.displayWords
    }

    func localized(_ text: LocalizedText, flow: Bool = false) -> YAMLValue {
        guard !text.translations.isEmpty else { return .scalar(YAMLText.quote(text.text, flow: flow)) }
        var pairs: [(String, YAMLValue)] = [(language, .scalar(YAMLText.quote(text.text, flow: true)))]
        for language in text.translations.keys.sorted() {
            pairs.append((language, .scalar(YAMLText.quote(text.translations[language]!, flow: true))))
        }
        return .flowMapping(pairs)
    }

    /// `${old}` → `${new}` in every language of a text.
    func renamePlaceholders(_ text: LocalizedText, _ renames: [String: String]) -> LocalizedText {
        guard !renames.isEmpty else { return text }
        func apply(_ string: String) -> String {
            renames.reduce(string) { $0.replacing("${\($1.key)}", with: "${\($1.value)}") }
        }
        return LocalizedText(apply(text.text), translations: text.translations.mapValues(apply))
    }

    func placeholders(_ text: LocalizedText) -> [String] {
        ([text.text] + text.translations.keys.sorted().map { text.translations[$0]! }).flatMap(SwiftNames.placeholders(in:))
    }

    // MARK: Metadata

    /// Type metadata keys under `prefix`; for a parameter also its default value.
    func metadata(
        _ reader: inout DictReader, prefix: String, type: ValueType, isArray: Bool, parameter: String?,
        _ comments: inout [String]
    ) -> [YAMLEntry] {
        var entries: [YAMLEntry] = []
        func add(_ key: String, _ value: YAMLValue, from plistKey: String) {
            guard LanguageRules.metadataTypes[key]?.contains(type) ?? true else {
                warn(reader.path(plistKey), "`\(plistKey)` does not apply to a `\(type)` value in the definitions language; not imported", &comments)
                return
            }
            entries.append(YAMLEntry(key, value))
        }
        func word<Choice: RawRepresentable>(_ plistKey: String, as _: Choice.Type, map: (String) -> String = { $0.importLowerFirst }) -> Choice?
        where Choice.RawValue == String {
            guard let raw = string(&reader, plistKey, &comments) else { return nil }
            if let choice = Choice(rawValue: map(raw)) { return choice }
            warn(reader.path(plistKey), "`\(plistKey)` is `\(raw)`, which the definitions language does not have; not imported", &comments)
            return nil
        }
        func number(_ plistKey: String) -> Double? {
            guard let value = reader.take(plistKey) else { return nil }
            guard let number = value.real, number.isFinite else {
                warn(reader.path(plistKey), "`\(plistKey)` is \(describe(value)), not a number; not imported", &comments)
                return nil
            }
            if type == .integer, number.rounded() != number || abs(number) >= 1e15 {
                warn(reader.path(plistKey), "`\(plistKey)` \(describe(value)) of an integer value is not a whole number; not imported", &comments)
                return nil
            }
            return number
        }
        func numberText(_ value: Double) -> YAMLValue {
            type == .integer && value.rounded() == value && abs(value) < 1e15 ? .scalar(String(Int(value))) : .scalar(YAMLText.number(value))
        }

        var minimum = number(prefix + "MinimumValue")
        var maximum = number(prefix + "MaximumValue")
        var control: TypeMetadata.Control?
        var allowsNegative: Bool?
        let typeKey = prefix + "Type"
        var typeEntry: (String, YAMLValue)?
        if reader.values[typeKey] != nil {
            switch type {
            case .integer, .decimal:
                control = word(typeKey, as: TypeMetadata.Control.self)
            case .dateComponents:
                if let value = word(typeKey, as: TypeMetadata.DateType.self) { typeEntry = ("dateType", .scalar(value.rawValue)) }
            case .file:
                if let value = word(typeKey, as: TypeMetadata.FileType.self) {
                    if value == .any {
                        warn(reader.path(typeKey), "`\(typeKey)` `Any` is the default file type, which the definitions language does not write", &comments)
                    } else {
                        typeEntry = ("fileType", .scalar(value.rawValue))
                    }
                }
            case .placemark:
                if let value = word(typeKey, as: TypeMetadata.PlacemarkType.self) { typeEntry = ("placemarkType", .scalar(value.rawValue)) }
            default:
                let raw = reader.take(typeKey).map(describe) ?? ""
                warn(reader.path(typeKey), "`\(typeKey)` \(raw) of a `\(type)` value cannot be expressed in the definitions language; not imported", &comments)
            }
        }
        if let low = minimum, let high = maximum, low > high {
            warn(reader.path(prefix + "MaximumValue"), "`\(prefix)MaximumValue` (\(YAMLText.number(high))) is below the minimum (\(YAMLText.number(low))); not imported", &comments)
            maximum = nil
        }
        if control == .slider, minimum == nil || maximum == nil {
            if let high = maximum, high >= 0 {
                warn(reader.path(prefix + "MinimumValue"), "a slider needs a minimum, which is missing; imported with `min: 0`", &comments)
                minimum = 0
            } else {
                warn(reader.path(typeKey), "a slider needs a minimum and a maximum; imported without `control: slider`", &comments)
                control = nil
            }
        }
        if let minimum { add("min", numberText(minimum), from: prefix + "MinimumValue") }
        if let maximum { add("max", numberText(maximum), from: prefix + "MaximumValue") }
        if let control { add("control", .scalar(control.rawValue), from: typeKey) }
        if let value = reader.take(prefix + "SupportsNegativeNumbers") {
            switch value {
            case .string("YES"), .bool(true): allowsNegative = true
            case .string("NO"), .bool(false): allowsNegative = false
            default: warn(reader.path(prefix + "SupportsNegativeNumbers"), "`\(prefix)SupportsNegativeNumbers` is \(describe(value)); not imported", &comments)
            }
            if let allowsNegative { add("allowsNegative", .scalar(allowsNegative ? "true" : "false"), from: prefix + "SupportsNegativeNumbers") }
        }
        if let value = word(prefix + "Capitalization", as: TypeMetadata.Capitalization.self) {
            add("capitalization", .scalar(value.rawValue), from: prefix + "Capitalization")
        }
        if let value = word(prefix + "KeyboardType", as: TypeMetadata.Keyboard.self, map: { raw in
            raw == "ASCIICapable" ? "asciiCapable" : raw == "URL" ? "url" : raw.importLowerFirst
        }) {
            add("keyboard", .scalar(YAMLText.quote(value.rawValue)), from: prefix + "KeyboardType")
        }
        if flag(&reader, prefix + "Multiline", &comments) { add("multiline", .scalar("true"), from: prefix + "Multiline") }
        if flag(&reader, prefix + "DisableAutocorrect", &comments) { add("autocorrect", .scalar("false"), from: prefix + "DisableAutocorrect") }
        if flag(&reader, prefix + "DisableSmartQuotes", &comments) { add("smartQuotes", .scalar("false"), from: prefix + "DisableSmartQuotes") }
        if flag(&reader, prefix + "DisableSmartDashes", &comments) { add("smartDashes", .scalar("false"), from: prefix + "DisableSmartDashes") }
        for (key, plistKey) in [("placeholder", "Placeholder"), ("trueDisplayName", "TrueDisplayName"), ("falseDisplayName", "FalseDisplayName")] {
            if let text = text(&reader, prefix + plistKey, &comments) { add(key, localized(text), from: prefix + plistKey) }
        }
        if let typeEntry { add(typeEntry.0, typeEntry.1, from: typeKey) }
        let dateStyle = word(prefix + "DateStyle", as: TypeMetadata.DateStyle.self) { $0 == "No" ? "none" : $0.importLowerFirst }
        let timeStyle = word(prefix + "TimeStyle", as: TypeMetadata.DateStyle.self) { $0 == "No" ? "none" : $0.importLowerFirst }
        let template = string(&reader, prefix + "Template", &comments)
        let format = string(&reader, prefix + "Format", &comments)
        if let dateStyle { add("dateStyle", .scalar(dateStyle.rawValue), from: prefix + "DateStyle") }
        if let timeStyle { add("timeStyle", .scalar(timeStyle.rawValue), from: prefix + "TimeStyle") }
        if let template { add("dateTemplate", .scalar(YAMLText.quote(template)), from: prefix + "Template") }
        // The exporter derives the format from what was written: `Template` with a template, else `Style` with a style.
        let written = Set(entries.compactMap(\.key))
        let derived = written.contains("dateTemplate") ? "Template" : written.contains("dateStyle") || written.contains("timeStyle") ? "Style" : nil
        if format != derived, format != nil || reader.values[prefix + "Format"] == nil {
            warn(reader.path(prefix + "Format"),
                 format.map { "`\(prefix)Format` `\($0)` does not match the date keys that were imported; the definitions language derives it (\(derived.map { "`\($0)`" } ?? "none"))" }
                    ?? "the date keys have no `\(prefix)Format`; the definitions language writes `\(derived ?? "")`",
                 &comments)
        }
        let units = [("minimumUnit", "MinimumUnit"), ("maximumUnit", "MaximumUnit"), ("defaultUnit", "DefaultUnit")].compactMap { key, plistKey in
            word(prefix + plistKey, as: TypeMetadata.DurationUnit.self).map { (key, plistKey, $0) }
        }
        if let unit = string(&reader, prefix + "Unit", &comments), unit != "Multiple" || units.isEmpty || type != .duration {
            warn(reader.path(prefix + "Unit"), "`\(prefix)Unit` `\(unit)` cannot be expressed in the definitions language (it writes `Multiple` when a duration has units); not imported", &comments)
        } else if !units.isEmpty, type == .duration, reader.values[prefix + "Unit"] == nil {
            warn(reader.path(prefix + "Unit"), "the duration has units but no `\(prefix)Unit`; the definitions language writes `Multiple`", &comments)
        }
        for (key, plistKey, unit) in units { add(key, .scalar(unit.rawValue), from: prefix + plistKey) }
        if let items = array(reader.take(prefix + "CustomUTIs"), reader.path(prefix + "CustomUTIs"), &comments) {
            let utis = items.compactMap { $0["UTI"]?.string }
            if utis.count != items.count {
                warn(reader.path(prefix + "CustomUTIs"), "`\(prefix)CustomUTIs` has entries without a `UTI` string; those are not imported", &comments)
            }
            if !utis.isEmpty {
                if typeEntry?.1.scalarText != "custom" {
                    warn(reader.path(prefix + "CustomUTIs"), "`\(prefix)CustomUTIs` without the `Custom` file type cannot be expressed; not imported", &comments)
                } else {
                    add("utis", .flowSequence(utis.map { YAMLText.quote($0, flow: true) }), from: prefix + "CustomUTIs")
                }
            }
        }
        if let items = array(reader.take(prefix + "CurrencyCodes"), reader.path(prefix + "CurrencyCodes"), &comments) {
            let codes = items.compactMap(\.string)
            if !codes.isEmpty { add("currencyCodes", .flowSequence(codes.map { YAMLText.quote($0, flow: true) }), from: prefix + "CurrencyCodes") }
        }
        if let parameter, let value = reader.take(prefix + "DefaultValue") {
            if let text = defaultValue(value, type: type, isArray: isArray, minimum: minimum, maximum: maximum,
                                       allowsNegative: allowsNegative, path: reader.path(prefix + "DefaultValue"),
                                       parameter: parameter, &comments)
            {
                entries.insert(YAMLEntry("default", .scalar(text)), at: 0)
            }
        }
        return entries
    }

    /// A parameter's static default as YAML, or nil (with a warning) when the language cannot hold it.
    func defaultValue(
        _ value: PlistValue, type: ValueType, isArray: Bool, minimum: Double?, maximum: Double?, allowsNegative: Bool?,
        path: String, parameter: String, _ comments: inout [String]
    ) -> String? {
        func reject(_ reason: String) -> String? {
            warn(path, "the default \(describe(value)) of parameter `\(parameter)` \(reason); not imported", &comments)
            return nil
        }
        if isArray { return reject("is on an array parameter, which takes no static default in the definitions language") }
        func inRange(_ number: Double) -> Bool {
            !(minimum.map { number < $0 } ?? false) && !(maximum.map { number > $0 } ?? false)
        }
        switch type {
        case .string:
            guard let text = value.string else { return reject("is not a string") }
            return YAMLText.quote(text, literalWords: ["dynamic"])
        case .integer:
            guard let number = value.real, number.rounded() == number, abs(number) < 1e15 else { return reject("is not an integer") }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            return String(Int(number))
        case .decimal, .duration:
            guard let number = value.real, number.isFinite else { return reject("is not a number") }
            guard inRange(number) else { return reject("is outside the minimum and maximum") }
            if type == .decimal, number < 0, allowsNegative == false { return reject("is negative, but negative numbers are not allowed") }
            return YAMLText.number(number)
        case .boolean:
            guard let flag = value.bool else { return reject("is not a boolean") }
            return flag ? "true" : "false"
        case .url:
            guard let text = value.string, isAbsoluteURL(text) else { return reject("is not an absolute URL") }
            return YAMLText.quote(text)
        case .named(let name):
            guard let info = enums.values.first(where: { $0.name == name }) else {
                return reject("is on a custom type, which takes no static default")
            }
            guard let raw = value.string else { return reject("is not a case name") }
            let caseName = caseWritten(raw)
            guard info.cases.contains(caseName) else { return reject("is not a case of enum `\(name)`") }
            return YAMLText.quote(caseName, literalWords: ["dynamic"])
        default:
            return reject("is on a `\(type)` parameter, which takes no static default")
        }
    }

    func isAbsoluteURL(_ text: String) -> Bool { LanguageRules.isAbsoluteURL(text) }

    // MARK: Intents

    func intent(_ item: PlistValue, path: String, taken: inout Set<String>) -> [YAMLEntry] {
        var comments: [String] = []
        guard let values = dictionary(item, path, &comments) else { return [YAMLEntry(comments: comments)] }
        var reader = DictReader(values, path: path)
        let name = values["INIntentName"]?.string
        let kind = values["INIntentType"]?.string ?? "Custom"
        if kind == "Custom", values["INIntentType"] != .string("Custom") {
            let found = values["INIntentType"].map(describe) ?? "absent"
            warn(reader.path("INIntentType"), "`INIntentType` is \(found), not `Custom` or `System`; imported as a custom intent", &comments)
        }
        guard kind == "Custom" else {
            let className = values["INIntentClassName"]?.string.map { " (\($0))" } ?? ""
            warn(path, "the system intent `\(name ?? "?")`\(className) (`INIntentType` `\(kind)`) cannot be expressed in the definitions language, which declares custom intents only; not imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        reader.consumed.insert("INIntentType")
        guard let name = string(&reader, "INIntentName", &comments) else {
            warn(path, "an intent without `INIntentName` cannot be imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        let written = validName(name, .type, what: "intent name", path: reader.path("INIntentName"), &comments)
        guard taken.insert(written).inserted else {
            warn(path, "a second intent named `\(written)` is not imported", &comments)
            return [YAMLEntry(comments: comments)]
        }
        var entries: [YAMLEntry] = []
        if let title = text(&reader, "INIntentTitle", &comments) {
            if !isDefault(title, for: written) { entries.append(YAMLEntry("title", localized(title))) }
        } else {
            warn(reader.path("INIntentTitle"), "intent `\(name)` has no title; the definitions language gives it the default \"\(written.displayWords)\"", &comments)
        }
        if let description = text(&reader, "INIntentDescription", &comments) {
            entries.append(YAMLEntry("description", localized(description)))
        }
        var category = IntentCategory.generic
        if values["INIntentCategory"] == nil {
            warn(reader.path("INIntentCategory"), "intent `\(name)` has no category; imported as `generic`", &comments)
        }
        if let raw = string(&reader, "INIntentCategory", &comments) {
            if let value = IntentCategory(rawValue: raw) {
                category = value
                if value != .generic { entries.append(YAMLEntry("category", .scalar(raw))) }
            } else {
                warn(reader.path("INIntentCategory"), "the category `\(raw)` of intent `\(name)` is not one of the definitions language's; imported as `generic`", &comments)
            }
        }
        if values["INIntentVerb"] == nil {
            warn(reader.path("INIntentVerb"), "intent `\(name)` has no verb; the definitions language gives it the category's first verb, `\(category.verbs[0])`", &comments)
        }
        if let verb = string(&reader, "INIntentVerb", &comments) {
            if !category.verbs.contains(verb) {
                warn(reader.path("INIntentVerb"), "`\(verb)` is not a verb of the `\(category.rawValue)` category; imported with the default `\(category.verbs[0])`", &comments)
            } else if verb != category.verbs[0] {
                entries.append(YAMLEntry("verb", .scalar(verb)))
            }
        }
        if flag(&reader, "INIntentEligibleForWidgets", &comments) { entries.append(YAMLEntry("eligibleForWidgets", .scalar("true"))) }
        if flag(&reader, "INIntentIneligibleForSuggestions", &comments) { entries.append(YAMLEntry("eligibleForSuggestions", .scalar("false"))) }
        let configurable = flag(&reader, "INIntentConfigurable", &comments)
        if !configurable { entries.append(YAMLEntry("configurable", .scalar("false"))) }
        if flag(&reader, "INIntentUserConfirmationRequired", &comments) { entries.append(YAMLEntry("confirmationRequired", .scalar("true"))) }
        let keyParameter = string(&reader, "INIntentKeyParameter", &comments)
        let inputParameter = string(&reader, "INIntentInput", &comments)
        let image = string(&reader, "INIntentDefaultImageName", &comments)
        var className = string(&reader, "INIntentClassName", &comments)
        if let value = className, !(SwiftNames.isIdentifier(value) && value.first!.isUppercase && !SwiftNames.keywords.contains(value)) {
            warn(reader.path("INIntentClassName"), "the class name `\(value)` is not a valid Swift type name; not imported", &comments)
            className = nil
        }
        if let prefix = string(&reader, "INIntentClassPrefix", &comments) {
            warn(reader.path("INIntentClassPrefix"), "the class prefix `\(prefix)` is a generation option, not part of the definitions language: pass `--class-prefix \(prefix)` to `intentgen generate` (or set `classPrefix` in the project spec)", &comments)
        }
        if let restrictions = reader.take("INIntentRestrictions") {
            warn(reader.path("INIntentRestrictions"), "`INIntentRestrictions` (\(describe(restrictions))) cannot be expressed in the definitions language; not imported", &comments)
        }

        // Parameters, in display order.
        let parametersPath = reader.path("INIntentParameters")
        let items = array(reader.take("INIntentParameters"), parametersPath, &comments) ?? []
        var ordered: [(position: Int, values: [String: PlistValue])] = []
        var parameterComments: [String] = []
        for (position, item) in items.enumerated() {
            if let values = dictionary(item, parametersPath + "[\(position)]", &parameterComments) { ordered.append((position, values)) }
        }
        ordered.sort {
            priority($0.values, "INIntentParameterDisplayPriority", $0.position)
                .lexicographicallyPrecedes(priority($1.values, "INIntentParameterDisplayPriority", $1.position))
        }
        var imported: [ImportedParameter] = []
        var parameterEntries: [YAMLEntry] = []
        var renames: [String: String] = [:]
        var pendingRelationships: [(entryIndex: Int, parameter: ImportedParameter, path: String, value: PlistValue)] = []
        for (position, values) in ordered {
            let parameterPath = parametersPath + "[\(position)]"
            if let result = parameter(values, path: parameterPath, intent: name, taken: imported, dropped: &parameterEntries) {
                imported.append(result.parameter)
                if result.parameter.name != result.parameter.originalName { renames[result.parameter.originalName] = result.parameter.name }
                parameterEntries.append(result.entry)
                if let relationship = values["INIntentParameterRelationship"] {
                    pendingRelationships.append((parameterEntries.count - 1, result.parameter, parameterPath, relationship))
                }
            }
        }
        // Relationships need the parents' names and types.
        for pending in pendingRelationships {
            var entryComments = parameterEntries[pending.entryIndex].comments
            if let visibleWhen = relationship(pending.value, path: pending.path + ".INIntentParameterRelationship",
                                              of: pending.parameter, parameters: imported, &entryComments)
            {
                parameterEntries[pending.entryIndex] = insertVisibleWhen(visibleWhen, into: parameterEntries[pending.entryIndex])
            }
            parameterEntries[pending.entryIndex].comments = entryComments
        }
        parameterEntries.insert(contentsOf: parameterComments.isEmpty ? [] : [YAMLEntry(comments: parameterComments)], at: 0)

        func reference(_ value: String?, _ key: String, _ yamlKey: String) {
            guard let value else { return }
            if let parameter = imported.first(where: { $0.originalName == value }) {
                entries.append(YAMLEntry(yamlKey, .scalar(YAMLText.quote(parameter.name))))
            } else {
                warn(reader.path(key), "`\(key)` names `\(value)`, which is not an imported parameter of intent `\(name)`; not imported", &comments)
            }
        }
        reference(keyParameter, "INIntentKeyParameter", "keyParameter")
        reference(inputParameter, "INIntentInput", "inputParameter")
        if let image { entries.append(YAMLEntry("image", .scalar(YAMLText.quote(image)))) }
        if let className { entries.append(YAMLEntry("className", .scalar(className))) }
        if parameterEntries.contains(where: { $0.key != nil }) {
            entries.append(YAMLEntry("parameters", .mapping(parameterEntries)))
        } else {
            comments += parameterEntries.flatMap(\.comments)
        }

        // Summaries (Xcode's supported combinations).
        var summaryComments: [String] = []
        let summaries = self.summaries(&reader, parameters: imported, renames: renames, &summaryComments)
        managedCombinations(&reader, summaries: summaries.texts, &summaryComments)
        if !summaries.items.isEmpty {
            entries.append(YAMLEntry("summaries", .sequence(summaries.items), comments: summaryComments))
        } else {
            comments += summaryComments
        }

        // Response.
        var responseComments: [String] = []
        if let response = dictionary(reader.take("INIntentResponse"), reader.path("INIntentResponse"), &responseComments) {
            let responseEntries = self.response(response, path: reader.path("INIntentResponse"), intent: name, &responseComments)
            if !responseEntries.isEmpty {
                entries.append(YAMLEntry("response", .mapping(responseEntries), comments: responseComments))
            } else {
                comments += responseComments
            }
        } else {
            warn(reader.path("INIntentResponse"), "intent `\(name)` has no `INIntentResponse`; the definitions language always gives it `success` and `failure`", &comments)
            comments += responseComments
        }
        finish(reader, &comments)
        return [YAMLEntry(written, .mapping(entries), comments: comments)]
    }

    func insertVisibleWhen(_ value: YAMLValue, into entry: YAMLEntry) -> YAMLEntry {
        var entry = entry
        var children: [YAMLEntry]
        switch entry.value {
        case .mapping(let existing)?: children = existing
        case let other?: children = [YAMLEntry("type", other)]
        case nil: return entry
        }
        let position = children.firstIndex { ["prompts", "customDisambiguation", "unsupportedReasons"].contains($0.key ?? "") || LanguageRules.metadataTypes[$0.key ?? ""] != nil }
            ?? children.count
        children.insert(YAMLEntry("visibleWhen", value), at: position)
        entry.value = .mapping(children)
        return entry
    }

    // MARK: Parameters

    func parameter(
        _ values: [String: PlistValue], path: String, intent: String, taken: [ImportedParameter], dropped: inout [YAMLEntry]
    ) -> (entry: YAMLEntry, parameter: ImportedParameter)? {
        var comments: [String] = []
        var reader = DictReader(values, path: path)
        var droppedComments: [String] = []
        guard let original = string(&reader, "INIntentParameterName", &comments) else {
            warn(path, "a parameter of intent `\(intent)` without `INIntentParameterName` cannot be imported", &droppedComments)
            dropped.append(YAMLEntry(comments: comments + droppedComments))
            return nil
        }
        let what = "parameter `\(original)` of intent `\(intent)`"
        let name = validName(original, .member, reserved: SwiftNames.intentMembers, what: "parameter name", path: reader.path("INIntentParameterName"), &comments)
        if taken.contains(where: { $0.name == name }) {
            warn(path, "\(what) repeats the name `\(name)`; not imported", &droppedComments)
            dropped.append(YAMLEntry(comments: comments + droppedComments))
            return nil
        }
        guard let type = valueType(&reader, prefix: "INIntentParameter", what: what, &comments) else {
            warn(path, "\(what) is not imported", &droppedComments)
            dropped.append(YAMLEntry(comments: comments + droppedComments))
            return nil
        }
        var isArray = flag(&reader, "INIntentParameterSupportsMultipleValues", &comments)
        var entries: [YAMLEntry] = []

        // Fixed array sizes for widget families.
        let fixed = reader.take("INIntentParameterFixedSizeArray")
        if let sizes = array(reader.take("INIntentParameterArraySizes"), reader.path("INIntentParameterArraySizes"), &comments), !sizes.isEmpty {
            var pairs: [(String, YAMLValue)] = []
            for (index, size) in sizes.enumerated() {
                let sizePath = reader.path("INIntentParameterArraySizes") + "[\(index)]"
                guard let entry = dictionary(size, sizePath, &comments) else { continue }
                var sizeReader = DictReader(entry, path: sizePath)
                let sizeClass = string(&sizeReader, "INIntentParameterArraySizeSizeClass", &comments)
                let count = sizeReader.take("INIntentParameterArraySizeSize")?.integer
                if let sizeClass, let family = WidgetFamily(rawValue: sizeClass.importLowerFirst), let count, count > 0,
                    !pairs.contains(where: { $0.0 == family.rawValue })
                {
                    pairs.append((family.rawValue, .scalar(String(count))))
                } else {
                    warn(sizePath, "the array size \(describe(size)) cannot be expressed in the definitions language; not imported", &comments)
                }
                finish(sizeReader, &comments)
            }
            if !pairs.isEmpty {
                entries.append(YAMLEntry("arraySizes", .flowMapping(pairs)))
                if fixed?.integer != 1, fixed != .bool(true) {
                    warn(reader.path("INIntentParameterFixedSizeArray"), "\(what) has array sizes without `INIntentParameterFixedSizeArray`; the definitions language writes it with the sizes", &comments)
                }
                if !isArray {
                    warn(reader.path("INIntentParameterSupportsMultipleValues"), "\(what) has array sizes but is not an array; imported as an array", &comments)
                    isArray = true
                }
            }
        } else if let fixed, fixed != .integer(0), fixed != .bool(false) {
            warn(reader.path("INIntentParameterFixedSizeArray"), "\(what) is a fixed-size array without sizes, which the definitions language cannot express; not imported", &comments)
        }
        entries.insert(YAMLEntry("type", typeText(type, isArray: isArray)), at: 0)

        if let displayName = text(&reader, "INIntentParameterDisplayName", &comments) {
            if !isDefault(displayName, for: name) { entries.append(YAMLEntry("displayName", localized(displayName))) }
        } else {
            warn(reader.path("INIntentParameterDisplayName"), "\(what) has no display name; the definitions language gives it the default \"\(name.displayWords)\"", &comments)
        }
        if !flag(&reader, "INIntentParameterConfigurable", &comments) { entries.append(YAMLEntry("configurable", .scalar("false"))) }
        if flag(&reader, "INIntentParameterSupportsResolution", &comments) { entries.append(YAMLEntry("resolvable", .scalar("true"))) }
        var dynamic = flag(&reader, "INIntentParameterSupportsDynamicEnumeration", &comments)
        let isEnum: Bool = {
            if case .named(let typeName) = type { return enums.values.contains { $0.name == typeName } }
            return false
        }()
        if dynamic, isEnum || !(LanguageRules.typesWithDynamicOptions.contains(type) || { if case .named = type { return true }; return false }()) {
            warn(reader.path("INIntentParameterSupportsDynamicEnumeration"), "\(what) of type `\(type)` cannot have dynamic options in the definitions language; not imported", &comments)
            dynamic = false
        }
        if dynamic { entries.append(YAMLEntry("options", .scalar("dynamic"))) }
        if flag(&reader, "INIntentParameterSupportsSearch", &comments) {
            if dynamic {
                entries.append(YAMLEntry("search", .scalar("true")))
            } else {
                warn(reader.path("INIntentParameterSupportsSearch"), "\(what) supports search without dynamic options, which the definitions language cannot express; not imported", &comments)
            }
        }
        if let metadataValues = dictionary(reader.take("INIntentParameterMetadata"), reader.path("INIntentParameterMetadata"), &comments) {
            var metadataReader = DictReader(metadataValues, path: reader.path("INIntentParameterMetadata"))
            var metadataEntries = metadata(&metadataReader, prefix: "INIntentParameterMetadata", type: type, isArray: isArray,
                                           parameter: original, &comments)
            finish(metadataReader, &comments)
            if let index = metadataEntries.firstIndex(where: { $0.key == "default" }) {
                entries.append(metadataEntries.remove(at: index))
            }
            entries += metadataEntries
        }
        reader.consumed.insert("INIntentParameterRelationship")  // read by the intent, which knows the other parameters

        // Prompts.
        if let dialogs = array(reader.take("INIntentParameterPromptDialogs"), reader.path("INIntentParameterPromptDialogs"), &comments) {
            var prompts: [YAMLEntry] = []
            var seen: Set<PromptKind> = []
            for (index, dialog) in dialogs.enumerated() {
                let dialogPath = reader.path("INIntentParameterPromptDialogs") + "[\(index)]"
                guard let dialogValues = dictionary(dialog, dialogPath, &comments) else { continue }
                var dialogReader = DictReader(dialogValues, path: dialogPath)
                let rawKind = string(&dialogReader, "INIntentParameterPromptDialogType", &comments) ?? "?"
                let custom = dialogReader.take("INIntentParameterPromptDialogCustom")
                let text = self.text(&dialogReader, "INIntentParameterPromptDialogFormatString", &comments)
                guard let kind = PromptKind(rawValue: rawKind.importLowerFirst) else {
                    dialogReader.consumed = Set(dialogValues.keys)
                    warn(dialogPath, "the prompt kind `\(rawKind)` of \(what) is not one of the definitions language's; not imported", &comments)
                    continue
                }
                guard let text else {
                    if kind != .configuration && kind != .primary {
                        warn(dialogPath, "the `\(rawKind)` prompt of \(what) has no text; not imported (the definitions language writes prompts with text only)", &comments)
                    }
                    finish(dialogReader, &comments)
                    continue
                }
                guard seen.insert(kind).inserted else {
                    warn(dialogPath, "\(what) has a second `\(rawKind)` prompt; not imported", &comments)
                    continue
                }
                if custom != .bool(true) {
                    warn(dialogPath + ".INIntentParameterPromptDialogCustom", "the `\(rawKind)` prompt of \(what) is not marked custom; the definitions language writes every prompt as custom", &comments)
                }
                finish(dialogReader, &comments)
                prompts.append(YAMLEntry(kind.rawValue, localized(text)))
            }
            if !prompts.isEmpty { entries.append(YAMLEntry("prompts", .mapping(prompts))) }
        }
        if flag(&reader, "INIntentParameterCustomDisambiguation", &comments) {
            entries.append(YAMLEntry("customDisambiguation", .scalar("true")))
        }

        // Unsupported reasons.
        if let reasons = array(reader.take("INIntentParameterUnsupportedReasons"), reader.path("INIntentParameterUnsupportedReasons"), &comments) {
            var reasonEntries: [YAMLEntry] = []
            var codes: Set<String> = []
            for (index, reason) in reasons.enumerated() {
                let reasonPath = reader.path("INIntentParameterUnsupportedReasons") + "[\(index)]"
                guard let reasonValues = dictionary(reason, reasonPath, &comments) else { continue }
                var reasonReader = DictReader(reasonValues, path: reasonPath)
                guard let code = string(&reasonReader, "INIntentParameterUnsupportedReasonCode", &comments) else {
                    warn(reasonPath, "an unsupported reason of \(what) without a code cannot be imported", &comments)
                    continue
                }
                let writtenCode = validName(code, .member, what: "unsupported reason", path: reasonReader.path("INIntentParameterUnsupportedReasonCode"), &comments)
                guard codes.insert(writtenCode).inserted else {
                    reasonReader.consumed = Set(reasonValues.keys)
                    warn(reasonPath, "\(what) repeats the unsupported reason `\(code)`; not imported", &comments)
                    continue
                }
                let isCustom = flag(&reasonReader, "INIntentParameterUnsupportedReasonCustom", &comments)
                if flag(&reasonReader, "INIntentParameterUnsupportedReasonDefault", &comments) || !isCustom {
                    warn(reasonReader.path("INIntentParameterUnsupportedReasonDefault"), "`\(code)` of \(what) is one of Xcode's built-in reasons; imported as a custom reason with the same code and text (the definitions language has custom reasons only)", &comments)
                }
                var text = self.text(&reasonReader, "INIntentParameterUnsupportedReasonFormatString", &comments)
                if text == nil {
                    warn(reasonReader.path("INIntentParameterUnsupportedReasonFormatString"), "the unsupported reason `\(code)` of \(what) has no text; imported with an empty one", &comments)
                    text = LocalizedText("")
                }
                finish(reasonReader, &comments)
                reasonEntries.append(YAMLEntry(writtenCode, localized(text!)))
            }
            if !reasonEntries.isEmpty { entries.append(YAMLEntry("unsupportedReasons", .mapping(reasonEntries))) }
        }
        finish(reader, &comments)
        let value: YAMLValue = entries.count == 1 ? entries[0].value! : .mapping(entries)
        return (YAMLEntry(name, value, comments: comments), ImportedParameter(originalName: original, name: name, type: type, isArray: isArray))
    }

    func relationship(
        _ value: PlistValue, path: String, of parameter: ImportedParameter, parameters: [ImportedParameter], _ comments: inout [String]
    ) -> YAMLValue? {
        guard let values = dictionary(value, path, &comments) else { return nil }
        var reader = DictReader(values, path: path)
        let parentName = string(&reader, "INIntentParameterRelationshipParentName", &comments)
        let predicate = string(&reader, "INIntentParameterRelationshipPredicateName", &comments)
        let predicateValue = string(&reader, "INIntentParameterRelationshipPredicateValue", &comments)
        defer { finish(reader, &comments) }
        guard let parentName else {
            reader.consumed = Set(values.keys)
            warn(path, "the relationship of parameter `\(parameter.originalName)` names no parent parameter; not imported", &comments)
            return nil
        }
        let position = parameters.firstIndex { $0.originalName == parameter.originalName } ?? parameters.count
        guard let parentIndex = parameters.firstIndex(where: { $0.originalName == parentName }), parentIndex < position else {
            reader.consumed = Set(values.keys)
            warn(path, "parameter `\(parameter.originalName)` depends on `\(parentName)`, which is not an imported parameter shown before it; the relationship is not imported", &comments)
            return nil
        }
        let parent = parameters[parentIndex]
        let parentText = YAMLText.quote(parent.name, flow: true)
        switch predicate {
        case "HasAnyValue":
            if let predicateValue {
                warn(reader.path("INIntentParameterRelationshipPredicateValue"), "the value `\(predicateValue)` of a `HasAnyValue` relationship is not carried over", &comments)
            }
            return .scalar(YAMLText.quote(parent.name))
        case "EnumHasExactValue":
            guard case .named(let enumName) = parent.type, let info = enums.values.first(where: { $0.name == enumName }), !parent.isArray,
                let predicateValue
            else {
                reader.consumed = Set(values.keys)
                warn(path, "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with an enum value, but it is not an enum parameter; not imported", &comments)
                return nil
            }
            let caseName = caseWritten(predicateValue)
            guard info.cases.contains(caseName) else {
                reader.consumed = Set(values.keys)
                warn(path, "the relationship of parameter `\(parameter.originalName)` compares with `\(predicateValue)`, which is not a case of enum `\(enumName)`; not imported", &comments)
                return nil
            }
            return .flowMapping([("parameter", .scalar(parentText)), ("equals", .scalar(YAMLText.quote(caseName, flow: true)))])
        case "BooleanHasExactValue":
            guard parent.type == .boolean, !parent.isArray, let predicateValue,
                let flag = ["true": true, "false": false][predicateValue]
            else {
                reader.consumed = Set(values.keys)
                warn(path, "the relationship of parameter `\(parameter.originalName)` compares `\(parentName)` with \(predicateValue.map { "`\($0)`" } ?? "nothing"), which the definitions language cannot express; not imported", &comments)
                return nil
            }
            return .flowMapping([("parameter", .scalar(parentText)), ("equals", .scalar(flag ? "true" : "false"))])
        default:
            reader.consumed = Set(values.keys)
            warn(path, "the relationship predicate `\(predicate ?? "none")` of parameter `\(parameter.originalName)` cannot be expressed in the definitions language; not imported", &comments)
            return nil
        }
    }

    // MARK: Summaries

    func summaries(
        _ reader: inout DictReader, parameters: [ImportedParameter], renames: [String: String], _ comments: inout [String]
    ) -> (items: [YAMLValue], texts: [String: String]) {
        let key = "INIntentParameterCombinations"
        guard let combinations = dictionary(reader.take(key), reader.path(key), &comments) else { return ([], [:]) }
        let positions = Dictionary(parameters.enumerated().map { ($0.element.originalName, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let order = combinations.keys.sorted { lhs, rhs in
            let left = lhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            let right = rhs.split(separator: ",").map { positions[String($0)] ?? Int.max }
            return left == right ? lhs < rhs : left.lexicographicallyPrecedes(right)
        }
        var items: [YAMLValue] = []
        var texts: [String: String] = [:]
        var seenSets: Set<Set<String>> = []
        for combinationKey in order {
            let path = reader.path(key) + IntentDefinitionImporter.subscriptKey(combinationKey)
            guard let values = dictionary(combinations[combinationKey], path, &comments) else { continue }
            var combination = DictReader(values, path: path)
            var itemComments: [String] = []
            let names = combinationKey.isEmpty ? [] : combinationKey.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let missing = names.filter { positions[$0] == nil }
            guard missing.isEmpty else {
                combination.consumed = Set(values.keys)
                warn(path, "the summary for `\(combinationKey)` names \(missing.map { "`\($0)`" }.joined(separator: ", ")), which \(missing.count == 1 ? "is not an imported parameter" : "are not imported parameters"); not imported", &comments)
                continue
            }
            let written = names.map { renames[$0] ?? $0 }
            guard let rawTitle = text(&combination, "INIntentParameterCombinationTitle", &itemComments) else {
                combination.consumed = Set(values.keys)
                warn(path, "the summary for `\(combinationKey)` has no title, which the definitions language requires; not imported", &comments)
                continue
            }
            let title = renamePlaceholders(rawTitle, renames)
            let subtitle = text(&combination, "INIntentParameterCombinationSubtitle", &itemComments).map { renamePlaceholders($0, renames) }
            let unknown = Set(([title] + [subtitle].compactMap { $0 }).flatMap(placeholders)).subtracting(written)
            guard unknown.isEmpty else {
                combination.consumed = Set(values.keys)
                warn(path, "the summary for `\(combinationKey)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), not among its parameters, which the definitions language does not allow; not imported", &comments)
                continue
            }
            guard seenSets.insert(Set(written)).inserted else {
                combination.consumed = Set(values.keys)
                warn(path, "a second summary for the parameters `\(combinationKey)` is not imported", &comments)
                continue
            }
            texts[combinationKey] = rawTitle.text
            var entries: [YAMLEntry] = []
            if !written.isEmpty {
                entries.append(YAMLEntry("parameters", .flowSequence(written.map { YAMLText.quote($0, flow: true) })))
            }
            entries.append(YAMLEntry("title", localized(title)))
            if let subtitle { entries.append(YAMLEntry("subtitle", localized(subtitle))) }
            if flag(&combination, "INIntentParameterCombinationIsPrimary", &itemComments) { entries.append(YAMLEntry("primary", .scalar("true"))) }
            if !flag(&combination, "INIntentParameterCombinationSupportsBackgroundExecution", &itemComments) {
                entries.append(YAMLEntry("background", .scalar("false")))
            }
            if flag(&combination, "INIntentParameterCombinationIsLinked", &itemComments) {
                warn(combination.path("INIntentParameterCombinationIsLinked"), "the summary for `\(combinationKey)` is linked to the Shortcuts summary (`INIntentParameterCombinationIsLinked`), which the definitions language cannot express; not imported", &itemComments)
            }
            finish(combination, &itemComments)
            entries[0].comments = itemComments
            items.append(.mapping(entries))
        }
        return (items, texts)
    }

    /// The Shortcuts-app summaries (`INIntentManagedParameterCombinations`): the exporter derives
    /// them from `configurable`, so only their texts can be lost.
    func managedCombinations(_ reader: inout DictReader, summaries: [String: String], _ comments: inout [String]) {
        let key = "INIntentManagedParameterCombinations"
        guard let combinations = dictionary(reader.take(key), reader.path(key), &comments) else { return }
        for combinationKey in combinations.keys.sorted() {
            let path = reader.path(key) + IntentDefinitionImporter.subscriptKey(combinationKey)
            guard let values = dictionary(combinations[combinationKey], path, &comments) else { continue }
            var combination = DictReader(values, path: path)
            if let title = string(&combination, "INIntentParameterCombinationTitle", &comments), summaries[combinationKey] != title {
                warn(combination.path("INIntentParameterCombinationTitle"), "the Shortcuts summary \"\(title)\" for `\(combinationKey)` is not carried over: the definitions language has the Siri summaries (`summaries`) only", &comments)
            }
            combination.consumed.insert("INIntentParameterCombinationTitleID")
            if let subtitle = string(&combination, "INIntentParameterCombinationSubtitle", &comments) {
                warn(combination.path("INIntentParameterCombinationSubtitle"), "the Shortcuts summary subtitle \"\(subtitle)\" for `\(combinationKey)` is not carried over", &comments)
            }
            combination.consumed.insert("INIntentParameterCombinationSubtitleID")
            if !flag(&combination, "INIntentParameterCombinationSupportsBackgroundExecution", &comments) {
                warn(combination.path("INIntentParameterCombinationSupportsBackgroundExecution"), "the Shortcuts summary for `\(combinationKey)` does not run in the background, which the definitions language cannot express", &comments)
            }
            _ = combination.take("INIntentParameterCombinationUpdatesLinked")
            finish(combination, &comments)
        }
    }

    // MARK: Response

    func response(_ values: [String: PlistValue], path: String, intent: String, _ comments: inout [String]) -> [YAMLEntry] {
        var reader = DictReader(values, path: path)
        var entries: [YAMLEntry] = []
        // Properties first: dialogs may only use their names.
        let propertiesPath = reader.path("INIntentResponseParameters")
        let items = array(reader.take("INIntentResponseParameters"), propertiesPath, &comments) ?? []
        var ordered: [(position: Int, values: [String: PlistValue])] = []
        for (position, item) in items.enumerated() {
            if let values = dictionary(item, propertiesPath + "[\(position)]", &comments) { ordered.append((position, values)) }
        }
        ordered.sort { lhs, rhs in
            let left = priority(lhs.values, "INIntentResponseParameterDisplayPriority", lhs.position)
            let right = priority(rhs.values, "INIntentResponseParameterDisplayPriority", rhs.position)
            return left.lexicographicallyPrecedes(right)
        }
        var propertyEntries: [YAMLEntry] = []
        var names: Set<String> = []
        var renames: [String: String] = [:]
        var originals: [String: String] = [:]
        for (position, values) in ordered {
            var dropped: [String] = []
            let result = property(values, prefix: "INIntentResponseParameter", path: propertiesPath + "[\(position)]",
                                  owner: "the response of intent `\(intent)`", reserved: SwiftNames.responseMembers,
                                  taken: &names, dropped: &dropped)
            if let entry = result.entry, let original = result.original, let name = result.name {
                propertyEntries.append(entry)
                originals[original] = name
                if original != name { renames[original] = name }
            } else if !dropped.isEmpty {
                propertyEntries.append(YAMLEntry(comments: dropped))
            }
        }
        if let output = string(&reader, "INIntentResponseOutput", &comments) {
            if let name = originals[output] {
                entries.append(YAMLEntry("output", .scalar(YAMLText.quote(name))))
            } else {
                warn(reader.path("INIntentResponseOutput"), "the response output `\(output)` is not an imported property; not imported", &comments)
            }
        }
        if propertyEntries.contains(where: { $0.key != nil }) {
            entries.append(YAMLEntry("properties", .mapping(propertyEntries)))
        } else {
            comments += propertyEntries.flatMap(\.comments)
        }

        // Codes.
        let codesPath = reader.path("INIntentResponseCodes")
        let codes = array(reader.take("INIntentResponseCodes"), codesPath, &comments) ?? []
        var codeEntries: [YAMLEntry] = []
        var seen: Set<String> = []
        let allowed = Set(originals.values)
        for (index, code) in codes.enumerated() {
            let codePath = codesPath + "[\(index)]"
            guard let codeValues = dictionary(code, codePath, &comments) else { continue }
            var codeReader = DictReader(codeValues, path: codePath)
            var codeComments: [String] = []
            guard let rawName = string(&codeReader, "INIntentResponseCodeName", &codeComments) else {
                warn(codePath, "a response code without `INIntentResponseCodeName` cannot be imported", &comments)
                continue
            }
            let builtin = rawName == "success" || rawName == "failure"
            let name = builtin ? rawName : validName(rawName, .member, what: "response code", path: codeReader.path("INIntentResponseCodeName"), &codeComments)
            guard seen.insert(name).inserted else {
                codeReader.consumed = Set(codeValues.keys)
                warn(codePath, "a second response code `\(name)` is not imported", &comments)
                continue
            }
            let successValue = codeReader.take("INIntentResponseCodeSuccess")
            var isSuccess = successValue == .bool(true)
            if let successValue, successValue.bool == nil {
                warn(codeReader.path("INIntentResponseCodeSuccess"), "`INIntentResponseCodeSuccess` is \(describe(successValue)), not a boolean; not imported", &codeComments)
            } else if successValue == .bool(false) {
                warn(codeReader.path("INIntentResponseCodeSuccess"), "`INIntentResponseCodeSuccess` of `\(rawName)` is an explicit `false`; the definitions language writes only `true` (absent means the same)", &codeComments)
            }
            if builtin, isSuccess != (name == "success") {
                warn(codeReader.path("INIntentResponseCodeSuccess"), "the built-in code `\(name)` is \(isSuccess ? "a success" : "not a success") here; in the definitions language its kind cannot change", &codeComments)
                isSuccess = name == "success"
            }
            func dialog(_ key: String) -> LocalizedText? {
                guard let text = text(&codeReader, key, &codeComments).map({ renamePlaceholders($0, renames) }) else { return nil }
                let unknown = Set(placeholders(text)).subtracting(allowed)
                guard unknown.isEmpty else {
                    warn(codeReader.path(key), "the dialog \"\(text.text)\" of response code `\(name)` uses \(unknown.sorted().map { "`${\($0)}`" }.joined(separator: ", ")), which \(unknown.count == 1 ? "is not a property" : "are not properties") of the response; not imported", &codeComments)
                    return nil
                }
                return text
            }
            let main = dialog("INIntentResponseCodeFormatString")
            let concise = dialog("INIntentResponseCodeConciseFormatString")
            finish(codeReader, &codeComments)
            if builtin, main == nil, concise == nil {
                if !codeComments.isEmpty { codeEntries.append(YAMLEntry(comments: codeComments)) }
                continue
            }
            if let main, concise == nil, main.translations.isEmpty, builtin || !isSuccess {
                codeEntries.append(YAMLEntry(name, .scalar(YAMLText.quote(main.text)), comments: codeComments))
                continue
            }
            var pairs: [YAMLEntry] = []
            if !builtin, isSuccess { pairs.append(YAMLEntry("success", .scalar("true"))) }
            if let main { pairs.append(YAMLEntry("dialog", localized(main))) }
            if let concise { pairs.append(YAMLEntry("conciseDialog", localized(concise))) }
            codeEntries.append(YAMLEntry(name, pairs.isEmpty ? .flowMapping([]) : .mapping(pairs), comments: codeComments))
        }
        for builtin in ["success", "failure"] where !seen.contains(builtin) {
            warn(codesPath, "the response of intent `\(intent)` has no `\(builtin)` code; the definitions language always has one", &comments)
        }
        // `success` and `failure` first, as the language lists them; custom codes keep their order.
        let builtinRank = { (entry: YAMLEntry) in entry.key == "success" ? 0 : entry.key == "failure" ? 1 : 2 }
        codeEntries = codeEntries.enumerated().sorted { (builtinRank($0.element), $0.offset) < (builtinRank($1.element), $1.offset) }.map(\.element)
        if codeEntries.contains(where: { $0.key != nil }) {
            entries.append(YAMLEntry("codes", .mapping(codeEntries)))
        } else {
            comments += codeEntries.flatMap(\.comments)
        }
        finish(reader, &comments)
        return entries
    }
}

private extension YAMLValue {
    var scalarText: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }
}
