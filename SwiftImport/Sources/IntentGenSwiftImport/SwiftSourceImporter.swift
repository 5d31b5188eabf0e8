@_spi(SwiftImport) import IntentGenCore
import SwiftParser
import SwiftSyntax

/// `intentgen import` of Swift sources: a team's hand-written App Intents (intents, enums,
/// entities) read with SwiftSyntax into the definitions whose generated code declares the same
/// things under the same names: type names (pinned with `appIntentName`, `appEnumName`,
/// `appEntityName`), parameter names and types, optionality, defaults and bounds, enum raw
/// values, titles, descriptions and summaries.
///
/// What the language cannot hold stays the team's Swift: each such thing (a `perform()` body, a
/// computed member, a form the importer does not read) is reported where it is, with a `lost-…`
/// code, and the definitions are written without it. Import never guesses.
public struct SwiftSourceImporter: Sendable {
    /// The development language of the texts (string literals have no language of their own).
    public var language: String
    /// Whether a loss is an error (`--fail-on-loss`) rather than a warning.
    public var lossesAreErrors: Bool

    /// The app's translations (`--strings`), which come along with each text.
    public var translations: SwiftTranslations

    public init(
        language: String = "en", lossesAreErrors: Bool = false, translations: SwiftTranslations = SwiftTranslations()
    ) {
        self.language = language
        self.lossesAreErrors = lossesAreErrors
        self.translations = translations
    }

    /// A declaration of the team's that the generated code now declares: delete it once the
    /// definitions generate it (`--list-replaced`).
    public struct Replaced: Sendable, Equatable {
        public var swiftName: String
        public var what: String
        public var location: IntentGenCore.SourceLocation
        /// What to do with it, as `--list-replaced` says.
        public var note: String
        /// For an extension that stays: the members to delete from it (where each starts) and
        /// the protocols to take out of its conformances. Both empty: delete the whole
        /// declaration or extension at ``location``.
        public var members: [IntentGenCore.SourceLocation] = []
        public var conformances: [String] = []
    }

    public struct Result: Sendable {
        /// The definitions file, or nil when nothing could be imported.
        public var yaml: String?
        public var replaced: [Replaced]
    }

    /// Imports `sources` (each a path and its text).
    public func importSources(_ sources: [(path: String, text: String)], diagnostics: DiagnosticBag) -> Result {
        let losses = LossReporter(next: diagnostics, asErrors: lossesAreErrors)
        var declarations = SwiftDeclarations()
        for source in sources {
            // SwiftSyntax's parser looks ahead in exponential time through `[` nested in a type
            // (`[[[[…`): a file nested deeper than any Swift a team writes is not parsed at all.
            if let (depth, line) = Self.bracketNesting(source.text), depth > Self.maximumBracketNesting {
                diagnostics.emit(
                    .error(
                        .limit,
                        "`[` nested \(depth) deep: more than the \(Self.maximumBracketNesting) import reads (SwiftSyntax's parser takes exponential time on it)",
                        at: IntentGenCore.SourceLocation(file: source.path, line: line, column: 1),
                        hint: "this is not Swift a compiler accepts in reasonable time either"))
                continue
            }
            let tree = Parser.parse(source: source.text)
            let place = SwiftPlace(
                path: source.path, converter: SourceLocationConverter(fileName: source.path, tree: tree))
            if tree.hasError {
                for (node, message) in Self.parseProblems(tree).prefix(20) {
                    diagnostics.emit(
                        .error(
                            .swiftSyntax, "the Swift does not parse: \(message)", at: place.location(of: node),
                            hint: "fix it so that it compiles, then import again"))
                }
                continue
            }
            declarations.add(tree, place: place, diagnostics: losses)
        }
        declarations.mergeExtensions(diagnostics: losses)
        // An entity whose query depends on an intent that stays the team's stays theirs too, and
        // so does what names it: read again without it, until nothing more falls out (each
        // round keeps at least one more type, so this ends).
        var excluded: [String: String] = [:]
        var file: SwiftImportFile
        var attempt: DiagnosticBag
        repeat {
            attempt = DiagnosticBag(limit: nil)
            file = SwiftImportFile(
                declarations: declarations, losses: LossReporter(next: attempt, asErrors: lossesAreErrors),
                language: language, translations: translations)
            file.excluded = excluded
            file.read()
            excluded.merge(file.failedDependencies) { old, _ in old }
        } while !file.failedDependencies.isEmpty
        diagnostics.absorb(attempt)
        translations.reportVariations(of: file.usedTexts.texts, to: losses)
        guard !file.isEmpty else {
            if !diagnostics.hasErrors {
                let found =
                    !declarations.all.filter { !$0.inherited.isEmpty }.isEmpty && !diagnostics.diagnostics.isEmpty
                diagnostics.emit(
                    .error(
                        .emptyFile,
                        found
                            ? "nothing could be imported: each declaration stays yours, for the reasons reported"
                            : "the Swift declares no App Intents (AppIntent, AppEnum or AppEntity types)",
                        at: nil,
                        hint: found ? nil : "give the files or folders that declare your intents"))
            }
            return Result(yaml: nil, replaced: [])
        }
        let yaml = file.yaml()
        // What import writes must compile: each loss is left out rather than written wrong, and a
        // case missed here is an error, never a file that fails later in the build.
        let check = DiagnosticBag()
        if FrontEnd().run([InputFile(path: "imported.intents.yml", text: yaml)], diagnostics: check) == nil {
            for problem in check.sorted where problem.severity == .error {
                diagnostics.emit(
                    .error(
                        problem.code, "the definitions written would not compile: \(problem.message)", at: nil,
                        hint: "a case import should have reported as a loss; fix the definitions by hand"))
            }
        }
        return Result(yaml: yaml, replaced: file.replaced)
    }
}

extension SwiftSourceImporter {
    /// How deep `[` may nest in a file import parses.
    static let maximumBracketNesting = 12

    /// The deepest nesting of `[` in the text (strings and comments counted too, which only makes
    /// the limit stricter), and the line where it is reached; nil for a text without `[`.
    static func bracketNesting(_ text: String) -> (depth: Int, line: Int)? {
        var depth = 0
        var deepest: (depth: Int, line: Int)?
        var line = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > deepest?.depth ?? 0 { deepest = (depth, line) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// Where a tree that does not parse goes wrong: each token the parser expected and did not
    /// find, and the first of each run of tokens it did not expect. (SwiftSyntax's own
    /// diagnostics generator stops the process on some malformed input, so import does not use it.)
    static func parseProblems(_ tree: SourceFileSyntax) -> [(node: TokenSyntax, message: String)] {
        var problems: [(node: TokenSyntax, message: String)] = []
        var lastUnexpected: SyntaxIdentifier?
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                let text = token.text
                // A missing name or expression is spelled as an editor placeholder: `<#expression#>`.
                let expected =
                    text.hasPrefix("<#") && text.hasSuffix("#>")
                    ? String(text.dropFirst(2).dropLast(2))
                    : text.isEmpty ? "a token" : "`\(text)`"
                problems.append((token, "expected \(expected)"))
            } else if let unexpected = token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }),
                unexpected.id != lastUnexpected
            {
                lastUnexpected = unexpected.id
                let text = String(token.text.unicodeScalars.prefix(40))
                problems.append((token, "unexpected `\(text)`"))
            }
        }
        if problems.isEmpty, let first = tree.firstToken(viewMode: .all) {
            problems.append((first, "a construct SwiftSyntax reads as an error"))
        }
        return problems
    }
}

/// Sends each loss on, as a warning or (with `--fail-on-loss`) as an error.
final class LossReporter: DiagnosticCollector {
    let next: any DiagnosticCollector
    let asErrors: Bool

    init(next: any DiagnosticCollector, asErrors: Bool) {
        self.next = next
        self.asErrors = asErrors
    }

    /// What a declaration being read reported so far, held until it is known whether it is
    /// imported (``commit()``) or stays the team's as a whole (``keepReasons()``).
    private var held: [Diagnostic]?

    func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if asErrors, diagnostic.code.rawValue.hasPrefix("lost-") { diagnostic.severity = .error }
        if held != nil { held?.append(diagnostic) } else { next.emit(diagnostic) }
    }

    func hold() { held = [] }

    /// Sends on everything held.
    func commit() {
        let diagnostics = held ?? []
        held = nil
        for diagnostic in diagnostics { next.emit(diagnostic) }
    }

    /// Sends on only why the declaration cannot be imported: what would move out of it does not,
    /// since all of it stays where it is.
    func keepReasons() {
        let diagnostics = held ?? []
        held = nil
        for diagnostic in diagnostics where diagnostic.code != .lostCode { next.emit(diagnostic) }
    }
}
