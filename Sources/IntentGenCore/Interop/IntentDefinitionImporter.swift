/// Reads an Xcode `.intentdefinition` (and its `.strings` translations) back into the definitions
/// language: the inverse of ``IntentDefinitionExporter``.
///
/// It builds the model, a ``DefinitionFile``, as the decoder would have read it from what a person
/// would write; ``DefinitionPrinter`` then writes it as YAML (``ImportResult/yaml``). Xcode's
/// random localization ids, its tags and its namespace are kept in the file's `xcode:` block
/// (``XcodeIdentity``), keyed by what the language derives, so that an export writes them back.
///
/// What the language cannot say (system intents it cannot name, intent restrictions, SDK enums and types,
/// linked combinations, prompts without text …) is never dropped silently: each becomes an
/// ``ImportLoss``, a warning with a code of its kind (`lost-system-intent`, `lost-translation` …),
/// placed at the line and column of the element in the XML, with the element's key path in the
/// property list (``PlistKeyPath``: `INIntents[2].INIntentParameters[0].INIntentParameterFoo`),
/// which also starts the message; and a `#` comment at that place in the printed YAML
/// (``ImportResult/comments``).
///
/// An import has two passes. The first reads what the rest refers to in any order (the
/// localization ids, the namespace, the enums and types with the names they are written with)
/// into an ``ImportIndex``, with the translations (``ImportTranslations``); nothing changes either
/// afterwards. Then an ``ImportSession`` reads each declaration with them, and what it
/// accumulates is values of one concern each: the ``LossReport`` (the losses and their comments),
/// the ``IdentityLedger`` (Xcode's ids, tags and counters, for the `xcode:` block) and the
/// ``TranslationUse`` (the translations taken, so that the others are reported). The diagnostics
/// are passed on once the last run is done.
public struct IntentDefinitionImporter: Sendable {
    /// The development language of the imported text (the file's `language:`).
    public var language: String
    /// Whether what is not carried over is an error rather than a warning (`import --fail-on-loss`).
    public var lossesAreErrors: Bool

    public init(language: String = "en", lossesAreErrors: Bool = false) {
        self.language = language
        self.lossesAreErrors = lossesAreErrors
    }

    /// Imports an `.intentdefinition`'s property list.
    ///
    /// - Parameters:
    ///   - document: the property list with its positions, as ``PlistXML/readDocument(_:)`` returns
    ///     it; each loss is placed at the element it is about (without positions, at 1:1).
    ///   - strings: translations by language, then by localization id (the `.strings` files).
    ///   - stringsFiles: the path of each language's `.strings` file, where problems of a
    ///     translation table that the definition has no place for are reported.
    ///   - sourceName: the definition's name or path, for diagnostics.
    ///   - diagnostics: receives each loss's diagnostic, in the order found, and an error when the
    ///     property list is not an intent definition at all (the result then has no definition).
    public func importDefinition(
        _ document: PlistDocument, strings: [String: [String: String]] = [:], stringsFiles: [String: String] = [:],
        sourceName: String, diagnostics: any DiagnosticCollector
    ) -> ImportResult {
        // A declaration whose generated Swift names would clash with another's (an enum
        // `FooIntent` beside an intent `Foo`, intents `Foo` and `FOO`) is left out, so that the
        // YAML compiles: the import runs again without it, and only the last run reports. Leaving
        // declarations out only takes names away, so the second run is clean, unless it lets in a
        // declaration the first refused as a repeat of a left-out one's name.
        let translations = ImportTranslations(strings, files: stringsFiles, language: language)
        let severity: Diagnostic.Severity = lossesAreErrors ? .error : .warning
        var leaveOut: [DeclarationItem: String] = [:]
        var run = 0
        while true {
            run += 1
            let known = ImportIndex(
                document.value, sourceName: sourceName, positions: document.positions, translations: translations,
                leaveOut: leaveOut)
            var session = ImportSession(known: known, report: LossReport(severity: severity, sourceName: sourceName))
            let (definition, sources) = session.run(document.value)
            let clashes = (definition.map(OutputNames.declarationsToLeaveOut) ?? []).compactMap { clash in
                sources.item(clash.source).map { ($0, clash.problem) }
            }
            if clashes.isEmpty || run == Self.maximumRuns {
                session.report.diagnostics.forEach(diagnostics.emit)
                return ImportResult(
                    definition: definition, losses: session.report.losses, comments: session.report.comments)
            }
            for (item, problem) in clashes { leaveOut[item] = problem }
        }
    }

    /// How many times an import runs at most (each leaves out at least one more declaration).
    static let maximumRuns = 4

    /// ``importDefinition(_:strings:stringsFiles:sourceName:diagnostics:)`` for a property list
    /// read without positions: every loss is placed at the start of the file.
    public func importDefinition(
        _ plist: PlistValue, strings: [String: [String: String]] = [:], sourceName: String,
        diagnostics: any DiagnosticCollector
    ) -> ImportResult {
        importDefinition(
            PlistDocument(value: plist), strings: strings, sourceName: sourceName, diagnostics: diagnostics)
    }

    /// Whether `code` can key localized text in the definitions language (`ja`, `pt-BR`, `zh-Hans`).
    public static func isLanguageCode(_ code: String) -> Bool { LanguageRules.isLanguageCode(code) }
}

/// What an import gives: the definitions, what could not be carried over, and where to say so.
public struct ImportResult: Sendable {
    /// The definitions read; nil when the property list is not an intent definition (an error
    /// was reported).
    public var definition: DefinitionFile?
    /// Everything not carried over, in the order it was found.
    var losses: [ImportLoss]
    /// Each loss's message as a `#` comment at the element it concerns, for the printer.
    public var comments: DefinitionComments

    /// The definitions file's YAML, with the comments; empty when there is no definition.
    var yaml: String {
        definition.map { DefinitionPrinter().print($0, comments: comments) } ?? ""
    }
}

/// Something an `.intentdefinition` says that the imported definitions do not.
struct ImportLoss: Sendable, Equatable {
    /// The warning (an error with `--fail-on-loss`), with a code of its kind of loss
    /// (``Diagnostic/Code/isImportLoss``) at the element's line and column.
    public var diagnostic: Diagnostic
    /// The element's key path in the property list, or the `.strings` table it is about.
    var keyPath: PlistKeyPath
}

/// Keys that are not read as keys of their dictionary: versions, display priorities (the
/// language derives them from order), Xcode's bookkeeping (`INIntentHash`: the hash a compiled
/// copy in a build product carries), and the namespace, tags and `Last…Tag` counters, which the
/// `xcode:` block keeps (``IdentityLedger/identity(for:namespace:sourceName:reporting:)``).
let importStructuralKeys: Set<String> = [
    "INIntentHash", "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace", "INIntentDefinitionSystemVersion",
    "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion", "INIntentLastParameterTag",
    "INIntentResponseLastParameterTag", "INTypeLastPropertyTag", "INEnumGeneratesHeader", "INIntentParameterTag",
    "INIntentParameterDisplayPriority", "INIntentResponseParameterTag", "INIntentResponseParameterDisplayPriority",
    "INIntentResponsePropertyTag", "INIntentResponsePropertyDisplayPriority", "INTypePropertyTag",
    "INTypePropertyDisplayPriority",
]

extension String {
    /// `PlainText` → `plainText`: Xcode's spelling of a word to the language's.
    var importLowerFirst: String { prefix(1).lowercased() + dropFirst() }
}

/// A parameter already read, for relationships, summaries and references.
struct ImportedParameter {
    var originalName: String
    var name: String
    var type: ValueType
    var isArray: Bool
}
