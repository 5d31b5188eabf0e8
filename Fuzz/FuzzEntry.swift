// libFuzzer entry point, compiled together with IntentGenCore's sources by Fuzz/run.sh (not part
// of the package). `INTENTGEN_FUZZ_MODE` chooses what the bytes are:
//
// - `load`: arbitrary bytes for the YAML loader alone (encodings, syntax, limits).
// - `compile` (the default): arbitrary bytes for the whole compiler: front end and, when the input
//   is valid, every renderer, in memory.
// - `structured`: the bytes steer ``StructuredInput``, which writes a well-formed definitions
//   document (hostile names and strings included), so most inputs get past YAML and into
//   validation, planning and rendering.
// - `plist`: arbitrary bytes for the XML property-list reader (with positions), the writer and
//   the reader again.
// - `import`: arbitrary bytes as an `.intentdefinition`: reader, importer (with translations made
//   from the document's ids), then the whole compiler on the YAML it writes.
// - `spec`: arbitrary bytes as an XcodeGen `project.yml` in a scaffold folder with definitions and
//   an include: loader, planner, and rendering of every planned target. A spec may name any
//   folder as a source (`/`, `..`), so the folder scan stops after 2,000 entries here rather than
//   the tool's 500,000: the limit's error path is fuzzed, and one input never crawls the disk.
//
// - `strings`: arbitrary bytes as a `.strings` table (encodings, escapes, lines).
// - `stamp`: arbitrary bytes as a build stamp (as they are, and under a digest that matches them),
//   which must read back as written once written; and as a handler file whose identifiers are scanned.
//
// Beyond "no crash", every input must keep the promises in Tests/…/Support/Promises*.swift
// (compiled into this build); a broken promise stops the run like a crash does.

import Foundation

enum FuzzMode: String {
    case load, compile, structured, plist
    case importing = "import"
    case spec
    case strings, stamp

    static let current: FuzzMode = {
        guard let raw = ProcessInfo.processInfo.environment["INTENTGEN_FUZZ_MODE"] else { return .compile }
        guard let mode = FuzzMode(rawValue: raw) else { fatalError("INTENTGEN_FUZZ_MODE must be load, compile, structured, plist, import, spec, strings or stamp") }
        return mode
    }()
}

/// How many inputs the front end accepted (and so were rendered, exported and imported again),
/// printed at exit: the share tells whether a mode reaches past validation.
nonisolated(unsafe) var accepted = 0
nonisolated(unsafe) var seen = 0
/// The `spec` mode's folder scan, with a small entry limit (see the header).
let fuzzDiscovery: InputDiscovery = {
    var discovery = InputDiscovery()
    discovery.maximumFolderEntries = 2_000
    return discovery
}()
/// The folder the `spec` mode writes its `project.yml` into, made once.
nonisolated(unsafe) var scaffold: Promises.SpecScaffold?

@_cdecl("LLVMFuzzerInitialize")
public func intentgenFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    if FuzzMode.current == .spec {
        do {
            scaffold = try Promises.SpecScaffold()
        } catch {
            fatalError("cannot make the spec scaffold: \(error)")
        }
    }
    atexit {
        let what = switch FuzzMode.current {
        case .plist: "read, written and read back"
        case .spec: "planned and rendered"
        case .strings: "read as tables"
        case .stamp: "read as stamps and read back"
        default: "compiled and rendered"
        }
        print("intentgen-fuzz: mode \(FuzzMode.current.rawValue), \(accepted) of \(seen) inputs \(what)")
        scaffold = nil  // removes its folder
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func intentgenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzMode.current {
    case .load:
        let bag = DiagnosticBag()
        _ = YAMLLoader().load(bytes, file: "fuzz.yml", diagnostics: bag)
        _ = DiagnosticRenderer().render(bag.sorted)
    case .compile:
        compileAndCheck(InputFile(path: "fuzz.intents.yml", contents: bytes))
    case .structured:
        var input = StructuredInput(bytes)
        compileAndCheck(InputFile(path: "fuzz.intents.yml", text: input.document()))
    case .plist:
        check(Promises.plistOutcome(bytes), bytes)
    case .importing:
        check(Promises.importOutcome(bytes), bytes)
    case .spec:
        check(Promises.specOutcome(bytes, in: scaffold!, discovery: fuzzDiscovery).outcome, bytes)
    case .strings:
        check(Promises.stringsOutcome(bytes), bytes)
    case .stamp:
        check(Promises.stampOutcome(bytes), bytes)
    }
    return 0
}

/// Counts an outcome of the byte-level modes, and stops on a broken promise with the input.
func check(_ outcome: Promises.Outcome, _ bytes: [UInt8]) {
    seen += 1
    switch outcome {
    case .rejected: return
    case .compiled:
        accepted += 1
        return
    case .broken(let description):
        fatalError("\(description)\n--- input ---\n\(String(decoding: bytes, as: UTF8.self))")
    }
}

func compileAndCheck(_ input: InputFile) {
    seen += 1
    let broken: String
    switch Promises.outcome(input) {
    case .rejected: return
    case .compiled:
        accepted += 1
        return
    case .broken(let description): broken = description
    }
    // Keep the input as text: for the structured mode it is the generated document, which is
    // what a regression fixture needs (Tests/IntentGenCoreTests/Fixtures/fuzz/).
    let text = String(decoding: input.contents, as: UTF8.self)
    fatalError("\(broken)\n--- input ---\n\(text)")
}

/// Writes a definitions document whose every choice comes from the fuzzer's bytes. The document is
/// always well-formed YAML; its names, strings and references are drawn from pools that mix valid
/// values with the hostile ones users and attackers write.
struct StructuredInput {
    private let bytes: [UInt8]
    private var index = 0
    private var lines: [String] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let typeNames = ["Item", "Place", "Pokemon", "Destination", "Type", "Self", "Café", "A_1", "URL", "String", "Protocol", "Any", "Int", "NSObject", "INObject", "Intent", "Item", "lower", "2Fast", "Tēst", "Response", "ITEM", "ItemAppEntityQuery", "Error", "Swift", "IN", "Parameter"]
    static let memberNames = ["name", "count", "default", "class", "self", "in", "type", "description", "hash", "identifier", "displayString", "café", "x1", "_private", "unknown", "init", "subscript", "protocol", "Type", "intent", "value", "item", "items", "success", "failure", "code", "userActivity", "pronunciationHint", "alternativeSpeakableMatches", "Self", "`tick`", "a b", "über", "id", "displayRepresentation", "allCases", "rawValue"]
    static let texts = ["Hello", "\"quoted\"", "back\\slash", "\\(interp)", "*/ comment", "/* open", "line\nbreak", "tab\there", "${name}", "${count}", "${missing}", "${items}", "日本語", "emoji 🚕", "", " ", "#hash", "%@ %d %%", "\u{202E}rtl", "null", "yes", "0x10", "- dash", ": colon", "\"\"\"", "\\u{41}", "<xml attr=\"&amp;\">", "]]>", "\r\n", "\u{0}", "a\u{7}b", "'single'", "${name} and ${count}", "cr\ronly", "esc\u{1B}[31m", "del\u{7F}", "nel\u{85}", "csi\u{9B}2J", "ls\u{2028}ps\u{2029}", "bom\u{FEFF}", "\u{FFFE}", "\u{1}"]
    static let builtinTypes = ["string", "integer", "decimal", "boolean", "dateComponents", "date", "duration", "url", "file", "person", "placemark", "currencyAmount", "speakableString", "strin", "object"]
    static let defaults = ["0", "1", "-5", "2.5", "true", "false", "dynamic", "\"dynamic\"", "https://example.com/a", "not a url", "first", "second", "unknown", "[1, 2]", "{}", "99999999999999999999", "1e309", ".nan", "[first, second]", "[]", "[\"a, b\", 1]", "[[1]]", "[https://example.com/a, not a url]", "[true, 2.5, null]"]
    static let bounds = ["-1", "0", "1", "9", "0.5", "-2.5", "1e300", "-1e300", ".nan", ".inf", "-.inf", "99999999999999999999", "9007199254740993", "0x7fffffffffffffff", "1_000", "ten"]
    static let categories = ["generic", "information", "order", "start", "share", "create", "search", "download", "set", "request", "other"]
    static let families = ["small", "medium", "large", "extraLarge", "accessoryInline", "accessoryCorner", "accessoryCircular", "accessoryRectangular", "huge"]

    // MARK: Choices

    private mutating func byte() -> Int {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index])
    }

    private mutating func chance(_ percent: Int) -> Bool { byte() * 100 < percent * 256 }
    private mutating func number(below limit: Int) -> Int { limit <= 1 ? 0 : byte() % limit }
    private mutating func pick(_ pool: [String]) -> String { pool[number(below: pool.count)] }

    /// A string from the pool, or (sometimes) raw fuzzer bytes read as UTF-8.
    private mutating func text() -> String {
        if chance(15) {
            let length = number(below: 12)
            var raw: [UInt8] = []
            for _ in 0..<length { raw.append(UInt8(byte())) }
            return String(decoding: raw, as: UTF8.self)
        }
        return pick(Self.texts)
    }

    /// `value` as a YAML double-quoted scalar, so any text stays well-formed: the printer's own
    /// quoting (``YAMLText/doubleQuoted(_:)``).
    private func quoted(_ value: String) -> String { YAMLText.doubleQuoted(value) }

    private mutating func line(_ depth: Int, _ content: String) {
        lines.append(String(repeating: "  ", count: depth) + content)
    }

    /// Names for `count` members, mostly distinct, sometimes repeated (a duplicate key).
    private mutating func names(_ pool: [String], count: Int) -> [String] {
        var result: [String] = []
        for _ in 0..<count {
            let name = pick(pool)
            if result.contains(name), !chance(5) { continue }
            result.append(name)
        }
        return result
    }

    // MARK: Document

    mutating func document() -> String {
        if chance(20) { line(0, "language: \(pick(["en", "ja", "pt-BR", "xx-", "EN"]))") }
        let enums = names(Self.typeNames, count: number(below: 3))
        let types = names(Self.typeNames, count: number(below: 3))
        let valueTypes = Self.builtinTypes + enums + types
        if !enums.isEmpty {
            line(0, "enums:")
            for name in enums { enumeration(name) }
        }
        if !types.isEmpty {
            line(0, "types:")
            for name in types { objectType(name, valueTypes: valueTypes) }
        }
        let intents = names(Self.typeNames, count: 1 + number(below: 3))
        line(0, "intents:")
        for name in intents { intent(name, valueTypes: valueTypes) }
        if chance(20) { controls(intents: intents) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func enumeration(_ name: String) {
        line(1, "\(name):")
        if chance(30) { line(2, "displayName: \(quoted(text()))") }
        let cases = names(Self.memberNames, count: number(below: 5))
        if cases.isEmpty, chance(50) { return }
        line(2, "cases:")
        for member in cases {
            switch number(below: 3) {
            case 0: line(3, "\(member): \(quoted(text()))")
            case 1: line(3, "\(member): {}")
            default:
                line(3, "\(member):")
                line(4, "displayName: { en: \(quoted(text())), ja: \(quoted(text())) }")
                if chance(40) { line(4, "index: \(number(below: 6) - 1)") }
            }
        }
    }

    private mutating func objectType(_ name: String, valueTypes: [String]) {
        line(1, "\(name):")
        if chance(30) { line(2, "displayName: \(quoted(text()))") }
        if chance(20) {
            // A query that reads parameters of an intent (which may not exist, or lack them).
            line(2, "query:")
            line(3, "dependencies:")
            for member in names(Self.memberNames, count: 1 + number(below: 2)) {
                let read = names(Self.memberNames, count: number(below: 3)).joined(separator: ", ")
                line(4, "\(member): { intent: \(pick(Self.typeNames)), parameters: [\(read)] }")
            }
        }
        let properties = names(Self.memberNames, count: number(below: 4))
        guard !properties.isEmpty else { line(2, "properties: {}"); return }
        line(2, "properties:")
        for property in properties {
            let type = pick(valueTypes)
            line(3, "\(property): \(chance(25) ? "[\(type)]" : type)")
        }
    }

    private mutating func intent(_ name: String, valueTypes: [String]) {
        line(1, "\(name):")
        if chance(60) { line(2, "title: \(quoted(text()))") }
        if chance(30) { line(2, "description: \(quoted(text()))") }
        if chance(30) { line(2, "category: \(pick(Self.categories))") }
        if chance(50) { line(2, "eligibleForWidgets: \(chance(70))") }
        if chance(10) { line(2, "appIntentOnly: true") }
        if chance(10) { line(2, "openAppWhenRun: true") }
        if chance(8) { line(2, "opensURL: \(quoted(pick(["https://example.com/x?y=1", "app://open", "relative/path", "https://example.com/\"q\""])))") }
        if chance(10) { line(2, "className: \(pick(Self.typeNames))Intent") }
        let parameters = names(Self.memberNames, count: number(below: 6))
        if chance(15), let key = parameters.first { line(2, "keyParameter: \(key)") }
        if !parameters.isEmpty {
            line(2, "parameters:")
            for (position, parameter) in parameters.enumerated() {
                self.parameter(parameter, earlier: Array(parameters[..<position]), valueTypes: valueTypes)
            }
        }
        if chance(25), !parameters.isEmpty {
            line(2, "summaries:")
            let listed = Array(parameters.prefix(1 + number(below: parameters.count)))
            line(3, "- parameters: [\(listed.joined(separator: ", "))]")
            line(4, "title: \(quoted("Do ${\(pick(listed))} " + text()))")
            if chance(50) { line(4, "subtitle: \(quoted(text()))") }
        }
        if chance(35) { response(valueTypes: valueTypes) }
    }

    private mutating func parameter(_ name: String, earlier: [String], valueTypes: [String]) {
        let type = pick(valueTypes)
        if chance(15) {
            line(3, "\(name): \(chance(30) ? "[\(type)]" : type)")
            return
        }
        line(3, "\(name):")
        line(4, "type: \(chance(20) ? "[\(type)]" : type)")
        if chance(25) { line(4, "displayName: \(quoted(text()))") }
        if chance(35) { line(4, "options: \(chance(85) ? "dynamic" : "static")") }
        if chance(15) { line(4, "search: \(chance(80))") }
        if chance(30) { line(4, "default: \(pick(Self.defaults))") }
        if chance(15) { line(4, "resolvable: true") }
        if chance(10) { line(4, "configurable: false") }
        if chance(10) { line(4, "arraySizes: { \(pick(Self.families)): \(number(below: 5)) }") }
        if chance(10) { line(4, "min: \(pick(Self.bounds))") }
        if chance(10) { line(4, "max: \(pick(Self.bounds))") }
        if chance(8) { line(4, "capitalization: words") }
        if chance(8) { line(4, "placeholder: \(quoted(text()))") }
        if chance(15), let parent = earlier.last {
            if chance(50) {
                line(4, "visibleWhen: \(parent)")
            } else {
                line(4, "visibleWhen: { parameter: \(parent), equals: \(chance(50) ? "true" : pick(Self.memberNames)) }")
            }
        }
        if chance(15) {
            line(4, "prompts:")
            line(5, "primary: \(quoted(text()))")
            if chance(50) { line(5, "disambiguationIntroduction: \(quoted("There are ${count} " + text()))") }
        }
        if chance(10) {
            line(4, "unsupportedReasons:")
            for reason in names(Self.memberNames, count: 1 + number(below: 2)) { line(5, "\(reason): \(quoted(text()))") }
        }
    }

    /// Controls, toggles among them, some with a value of the team's own type.
    private mutating func controls(intents: [String]) {
        line(0, "controls:")
        for name in names(Self.typeNames, count: 1 + number(below: 2)) {
            line(1, "\(name)Control:")
            line(2, "kind: \(quoted(text()))")
            line(2, "symbol: bolt")
            line(2, "action: \(pick(intents))")
            if chance(60) { line(2, "style: \(chance(80) ? "toggle" : "button")") }
            if chance(30) { line(2, "configuration: \(pick(intents))") }
            if chance(50) {
                var value = "type: \(pick(Self.typeNames)), isOn: \(pick(Self.memberNames))"
                if chance(40) { value += ", action: \(pick(Self.memberNames))" }
                line(2, "value: { \(chance(10) ? "isOn: x" : value) }")
            }
        }
    }

    private mutating func response(valueTypes: [String]) {
        line(2, "response:")
        let properties = names(Self.memberNames, count: number(below: 3))
        if let output = properties.first, chance(50) { line(3, "output: \(output)") }
        if !properties.isEmpty {
            line(3, "properties:")
            for property in properties { line(4, "\(property): \(pick(valueTypes))") }
        }
        let codes = names(["success", "failure", "failureNotFound", "successLater", "failureRequiringAppLaunch", "ready", "inProgress", "continueInApp", "userConfirmationRequired"], count: number(below: 4))
        guard !codes.isEmpty else { return }
        line(3, "codes:")
        for code in codes {
            if chance(30) {
                line(4, "\(code): \(quoted(text()))")
            } else {
                line(4, "\(code):")
                if chance(40) { line(5, "success: \(chance(50))") }
                let placeholder = properties.isEmpty ? "" : " ${\(pick(properties))}"
                line(5, "dialog: \(quoted(text() + placeholder))")
                if chance(30) { line(5, "conciseDialog: \(quoted(text()))") }
            }
        }
    }
}
