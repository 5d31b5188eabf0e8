#if !INTENTGEN_FUZZ
@testable import IntentGenCore
#endif

/// The promises for `.intentdefinition` files (the fuzzer's `plist` and `import` modes): the reader
/// either rejects the bytes with a parse error at a line and column, or reads a value whose
/// positions match it and which writes and reads back unchanged; the importer writes YAML the
/// front end accepts (unless it reported that nothing could be imported), every diagnostic placed
/// inside the file, and definitions it accepts keep the compiler's promises (``outcome(_:)``).
extension Promises {
    /// The reader's promises on `bytes`: `.rejected` (a parse error with a place), `.compiled([])`
    /// (read, positions consistent, written and read back unchanged) or `.broken`.
    static func plistOutcome(_ bytes: [UInt8]) -> Outcome {
        let document: PlistDocument
        do {
            document = try PlistXML.readDocument(bytes)
        } catch let error as PlistXML.ParseError {
            guard let line = error.line, line >= 1, let column = error.column, column >= 1 else {
                return .broken("a parse error without a line and column: \(error)")
            }
            return .rejected
        } catch {
            return .broken("the reader threw something other than a ParseError: \(error)")
        }
        guard let plain = try? PlistXML.read(bytes) else {
            return .broken("read(_:) rejects what readDocument(_:) accepts")
        }
        let written = PlistXML.write(document.value)
        // Compared as written text, where NaN equals NaN.
        guard PlistXML.write(plain) == written else {
            return .broken("read(_:) and readDocument(_:) read different values")
        }
        guard let again = try? PlistXML.read(Array(written.utf8)) else {
            return .broken("what the writer writes does not read back:\n\(written)")
        }
        guard PlistXML.write(again) == written else {
            return .broken("a value changes when written and read back:\n\(written)")
        }
        if let problem = checkPositions(
            document.value, document.positions.root, document.positions, lines: lineCount(bytes))
        {
            return .broken("positions: \(problem)")
        }
        return .compiled([])
    }

    /// Every element has a place inside the file, and every container exactly its children's places.
    static func checkPositions(
        _ value: PlistValue, _ node: PlistPositions.Node?, _ positions: PlistPositions, lines: Int
    ) -> String? {
        guard let node else { return "an element without a position" }
        guard node.line >= 1, node.line <= lines, node.column >= 1 else {
            return "an element at \(node.line):\(node.column), outside the file's \(lines) lines"
        }
        switch value {
        case .array(let items):
            guard items.isEmpty || positions.item(items.count - 1, of: node) != nil,
                positions.item(items.count, of: node) == nil
            else {
                return "an array of \(items.count) without as many positions"
            }
            for (index, item) in items.enumerated() {
                if let problem = checkPositions(item, positions.item(index, of: node), positions, lines: lines) {
                    return problem
                }
            }
        case .dictionary(let entries):
            let keys = entries.keys.sorted()
            for key in keys {
                if let problem = checkPositions(
                    entries[key]!, positions.entry(key, of: node, sortedKeys: keys), positions, lines: lines)
                {
                    return problem
                }
            }
        default:
            break
        }
        return nil
    }

    /// The number of lines as diagnostics count them (`\r\n`, `\r` and `\n` end a line).
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                lines += 1
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return lines
    }

    /// The importer's promises on `bytes` as an `.intentdefinition`: `.rejected` when the reader or
    /// the importer rejects it with an error (or nothing could be imported, which it reports), else
    /// what ``outcome(_:)`` says of the YAML it wrote.
    ///
    /// Translations come from the document itself (``translations(for:)``), so that fuzzed
    /// definitions reach every way a translation can be carried or lost.
    static func importOutcome(_ bytes: [UInt8]) -> Outcome {
        guard let document = try? PlistXML.readDocument(bytes) else { return .rejected }
        let name = "fuzz.intentdefinition"
        let bag = DiagnosticBag()
        let imported = IntentDefinitionImporter().importDefinition(
            document, strings: translations(for: document.value), stringsFiles: ["ja": "ja.lproj/fuzz.strings"],
            sourceName: name, diagnostics: bag)
        let yaml = imported.yaml
        let lines = lineCount(bytes)
        for diagnostic in bag.diagnostics {
            guard let location = diagnostic.location, location.line >= 1, location.column >= 1 else {
                return .broken("an import diagnostic without a place: \(diagnostic.message)")
            }
            if location.file == name, location.line > lines {
                return .broken(
                    "an import diagnostic at line \(location.line) of a file of \(lines) lines: \(diagnostic.message)")
            }
            if diagnostic.severity == .warning, !diagnostic.code.isImportLoss {
                return .broken("an import warning whose code is not a kind of loss: \(diagnostic.code.rawValue)")
            }
        }
        if bag.hasErrors {
            return yaml.isEmpty ? .rejected : .broken("the importer reported an error and still wrote YAML")
        }
        guard !yaml.isEmpty else { return .broken("the importer wrote nothing without an error") }
        let input = InputFile(path: "fuzz.intents.yml", text: yaml)
        let frontEnd = DiagnosticBag()
        if FrontEnd().run([input], diagnostics: frontEnd) == nil {
            // The importer promises YAML the language accepts, except when nothing could be
            // imported: then the file is empty of declarations, which it reported.
            let declaresNothing = imported.losses.contains {
                $0.diagnostic.code == .lostDeclaration && $0.keyPath == PlistKeyPath([.key("INIntents")])
            }
            let onlyEmpty = frontEnd.sorted.allSatisfy { $0.severity != .error || $0.code == .emptyFile }
            if declaresNothing && onlyEmpty { return .rejected }
            return .broken(
                "the imported YAML does not compile:\n\(yaml)\n" + DiagnosticRenderer().render(frontEnd.sorted))
        }
        return outcome(input)
    }

    /// `.strings` tables for the localization ids in `value` (every string under a key ending in
    /// `ID`): Japanese for each, a translation per enum value for every other one, an English text
    /// that differs from the definition's for every fifth, a stale entry, and a table for a
    /// folder that is not a language.
    static func translations(for value: PlistValue) -> [String: [String: String]] {
        var ids: [String] = []
        func collect(_ value: PlistValue) {
            switch value {
            case .dictionary(let entries):
                for key in entries.keys.sorted() {
                    if key.hasSuffix("ID"), let id = entries[key]?.string { ids.append(id) }
                    collect(entries[key]!)
                }
            case .array(let items):
                items.forEach(collect)
            default:
                break
            }
        }
        collect(value)
        guard !ids.isEmpty else { return [:] }
        var japanese: [String: String] = ["stale-entry": "古い"]
        var english: [String: String] = [:]
        for (index, id) in ids.enumerated() {
            japanese[id] = "訳 \(id)"
            if index % 2 == 1 { japanese[id + "-x"] = "値 \(id)" }
            if index % 5 == 0 { english[id] = "Other \(id)" }
        }
        return ["ja": japanese, "en": english, "Base": ["x": "y"]]
    }
}
