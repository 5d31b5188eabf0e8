import Foundation
import XCTest

@_spi(SwiftImport) @testable import IntentGenCore

/// App Shortcuts (`shortcut:` on an intent): the target's `AppShortcutsProvider` and its
/// `AppShortcuts.xcstrings` (every phrase of every language, keyed as Xcode keys App Shortcut
/// phrases), the target-wide rules the planner checks, and that the stub SDK rejects what Apple's
/// declarations reject, so the type-checks are not vacuous. The per-phrase rules are lint's
/// (Fixtures/invalid 86 and 87).
final class AppShortcutsTests: XCTestCase {
    /// An intent with an entity and an enum parameter, and a phrase naming each.
    static let accounts = """
        language: en
        intents:
          OpenAccount:
            title: { en: Open Account, ja: 口座を開く }
            parameters:
              account: Account
              kind: AccountKind
              note: string
            shortcut:
              phrases:
                en:
                  - Open ${account} in ${applicationName}
                  - Show my ${kind} accounts in ${applicationName}
                  - Open an account in ${applicationName}
                ja:
                  - ${applicationName}で${account}を開く
                  - ${applicationName}で${kind}口座を見る
              symbol: person.crop.circle
        enums:
          AccountKind:
            cases: [bank, card]
        types:
          Account:
            displayName: Account
        """

    /// The rendered files of `yaml` for a target generating `kinds`, and what planning reported.
    func render(_ yaml: String, kinds: Set<OutputKind> = [.appIntents]) throws -> (
        files: [String: String], diagnostics: [Diagnostic]
    ) {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "A.intents.yml", text: yaml)], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        let request = GenerationRequest(name: "App", kinds: kinds)
        guard let plan = Planner().plan(definitions, request: request, diagnostics: bag) else {
            return ([:], bag.sorted)
        }
        let files = Renderer().render(plan, diagnostics: bag)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }), bag.sorted)
    }

    // MARK: The catalogue

    /// Definitions/ControlActions: one string set per shortcut, keyed by its first English phrase
    /// as Swift writes it with `${applicationName}`, holding every language's phrases as written.
    func testControlActionsCatalogueHoldsEveryPhraseOfEveryLanguage() throws {
        let testCase = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-ControlActions" })
        let files = try GenerationSnapshotTests.render(testCase)
        let text = try XCTUnwrap(files.first { $0.path == "AppShortcuts.xcstrings" }?.contents)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(json["sourceLanguage"] as? String, "en")
        XCTAssertEqual(json["version"] as? String, "1.1")
        let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])

        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(FrontEnd().run(testCase.inputs, diagnostics: bag))
        let shortcuts = definitions.files.flatMap(\.intents).compactMap(\.shortcut)
        XCTAssertEqual(shortcuts.count, 4)
        XCTAssertEqual(Set(strings.keys), Set(shortcuts.compactMap { $0.phrases(in: "en").first?.value }))
        XCTAssertEqual(
            Set(strings.keys),
            [
                "Enter a transaction in ${applicationName}", "Scan a receipt with ${applicationName}",
                "Open ${applicationName}", "Show my transactions in ${applicationName}",
            ])
        for shortcut in shortcuts {
            let key = try XCTUnwrap(shortcut.phrases(in: "en").first?.value)
            let localizations = try XCTUnwrap(strings[key]?["localizations"] as? [String: [String: Any]])
            XCTAssertEqual(Set(localizations.keys), ["en", "ja"], key)
            for list in shortcut.phrases {
                let set = try XCTUnwrap(localizations[list.language.value]?["stringSet"] as? [String: Any], key)
                XCTAssertEqual(set["state"] as? String, "translated")
                XCTAssertEqual(set["values"] as? [String], list.phrases.map(\.value), key)
            }
        }
        // Japanese phrases of their own number, and the app's name where Japanese says it.
        let scan = try XCTUnwrap(strings["Scan a receipt with ${applicationName}"]?["localizations"] as? [String: Any])
        XCTAssertEqual(
            ((scan["ja"] as? [String: Any])?["stringSet"] as? [String: Any])?["values"] as? [String],
            ["${applicationName}でレシートを撮影", "${applicationName}でレシートを読み取る"])

        // The short titles are App Intents strings, translated in the target's App Intents catalogue.
        let appIntents = try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" }?.contents)
        XCTAssertTrue(appIntents.contains(#""Transactions" : {"#), appIntents)
        XCTAssertTrue(appIntents.contains(#""value" : "入出金""#), appIntents)
        let provider = try XCTUnwrap(files.first { $0.path == "AppShortcuts.swift" }?.contents)
        XCTAssertTrue(
            provider.contains(#"shortTitle: LocalizedStringResource("Transactions", table: "AppIntents"),"#), provider)
    }

    // MARK: Parameters in phrases

    /// A phrase names an entity or enum parameter as `\(\.$name)` in Swift and `${name}` in the
    /// catalogue; the provider type-checks in Swift 5 and 6 under both default isolations.
    func testParameterPhrasesInterpolateKeyPathsAndTypeCheck() throws {
        let (files, diagnostics) = try render(Self.accounts)
        XCTAssertTrue(diagnostics.isEmpty, DiagnosticRenderer().render(diagnostics))
        let provider = try XCTUnwrap(files["AppShortcuts.swift"])
        XCTAssertTrue(provider.contains(#""Open \(\.$account) in \(.applicationName)","#), provider)
        XCTAssertTrue(provider.contains(#""Show my \(\.$kind) accounts in \(.applicationName)","#), provider)
        XCTAssertTrue(provider.contains("intent: OpenAccountAppIntent(),"), provider)
        XCTAssertTrue(
            provider.contains(#"shortTitle: LocalizedStringResource("Open Account", table: "AppIntents"),"#), provider)
        let catalogue = try XCTUnwrap(files["AppShortcuts.xcstrings"])
        XCTAssertTrue(catalogue.contains(#""Open ${account} in ${applicationName}" : {"#), catalogue)
        XCTAssertTrue(catalogue.contains(#""${applicationName}で${kind}口座を見る""#), catalogue)

        let sources = files.filter { $0.key.hasSuffix(".swift") && $0.value.contains("import AppIntents") }
        for mode in [5, 6] {
            for isolation in AppIntentsIsolationTests.isolations {
                let result = try StubSDK.typeCheckAppIntents(
                    sources, languageMode: mode, extraArguments: isolation.arguments)
                XCTAssertTrue(result.succeeded, "Swift \(mode), \(isolation.name):\n\(result.output)")
                XCTAssertFalse(result.output.contains("warning:"), "Swift \(mode), \(isolation.name):\n\(result.output)")
            }
        }
    }

    /// What Apple's declarations reject, the stub rejects: a phrase naming a parameter of another
    /// intent (`KeyPath<Intent, IntentParameter<Value>>` of the shortcut's own intent), and a
    /// shortcut of something that is not an `AppIntent`. A `String` parameter type-checks, as it
    /// does against Apple's generic `appendInterpolation`: only lint stops it (fixture 86).
    func testTheStubRejectsPhrasesOfOtherIntentsAndShortcutsOfNonIntents() throws {
        let (files, _) = try render(Self.accounts)
        var sources = files.filter { $0.key.hasSuffix(".swift") && $0.value.contains("import AppIntents") }
        sources.removeValue(forKey: "AppShortcuts.swift")
        func check(_ body: String) throws -> TypeCheckResult {
            var all = sources
            all["Team.swift"] = """
                import AppIntents

                struct Other: AppIntent {
                    static let title: LocalizedStringResource = "Other"
                    @Parameter(title: "Place") var place: String
                    func perform() async throws -> some IntentResult { .result() }
                }

                struct NotAnIntent {}

                struct TeamShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        \(body)
                    }
                }
                """
            return try StubSDK.typeCheckAppIntents(all, languageMode: 6)
        }
        let good = try check(
            #"AppShortcut(intent: OpenAccountAppIntent(), phrases: ["Open \(\.$account) in \(.applicationName)"], shortTitle: "Open", systemImageName: "person")"#
        )
        XCTAssertTrue(good.succeeded, good.output)
        let string = try check(
            #"AppShortcut(intent: OpenAccountAppIntent(), phrases: ["Open \(\.$note) in \(.applicationName)"], shortTitle: "Open", systemImageName: "person")"#
        )
        XCTAssertTrue(string.succeeded, string.output)
        let otherIntent = try check(
            #"AppShortcut(intent: OpenAccountAppIntent(), phrases: ["Go to \(\.$place) in \(.applicationName)"], shortTitle: "Go", systemImageName: "map")"#
        )
        assertCompilerRejected(otherIntent, with: "error:")
        XCTAssertTrue(otherIntent.output.contains("place"), otherIntent.output)
        let notAnIntent = try check(
            #"AppShortcut(intent: NotAnIntent(), phrases: ["Run \(.applicationName)"], shortTitle: "Run", systemImageName: "star")"#
        )
        assertCompilerRejected(notAnIntent, with: "error:")
        XCTAssertTrue(notAnIntent.output.contains("AppIntent"), notAnIntent.output)
    }

    // MARK: Target-wide rules

    /// Eleven shortcuts: the eleventh is an error at its `shortcut:` (line 63); a phrase two
    /// shortcuts share is an error at the second.
    func testATargetHasAtMostTenShortcutsAndEachPhraseOnce() throws {
        var yaml = "intents:\n"
        for index in 1...11 {
            yaml += """
                  Run\(index):
                    shortcut:
                      phrases:
                        en:
                          - Run \(index == 11 ? 1 : index) in ${applicationName}
                      symbol: star

                """
        }
        let (_, diagnostics) = try render(yaml)
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), [.limit, .duplicateName], DiagnosticRenderer().render(diagnostics))
        XCTAssertEqual(errors.first?.location?.line, 63)
        XCTAssertTrue(errors.first?.message.contains("`Run11`") ?? false)
        XCTAssertTrue(errors.last?.message.contains("also a phrase of intent `Run1`") ?? false)

        // Ten are fine, and the provider lists them in order.
        let ten = yaml.components(separatedBy: "  Run11:")[0]
        let (tenFiles, tenDiagnostics) = try render(ten)
        XCTAssertTrue(tenDiagnostics.isEmpty, DiagnosticRenderer().render(tenDiagnostics))
        let provider = try XCTUnwrap(tenFiles["AppShortcuts.swift"])
        XCTAssertEqual(provider.components(separatedBy: "AppShortcut(").count - 1, 10)
    }

    /// A SiriKit intent's shortcut in a target without App Intents is left out with a warning;
    /// without shortcuts there is no provider and no catalogue.
    func testShortcutsNeedAppIntentsOutput() throws {
        let (files, diagnostics) = try render(Self.accounts, kinds: [.intents])
        XCTAssertNil(files["AppShortcuts.swift"])
        XCTAssertEqual(diagnostics.map(\.code), [.invalidOptions])
        XCTAssertEqual(diagnostics.first?.severity, .warning)
        XCTAssertEqual(diagnostics.first?.location?.line, 9)

        let plain =
            Self.accounts.components(separatedBy: "    shortcut:")[0] + "enums:"
            + Self.accounts.components(separatedBy: "enums:")[1]
        let (plainFiles, _) = try render(plain)
        XCTAssertNil(plainFiles["AppShortcuts.swift"])
        XCTAssertNil(plainFiles["AppShortcuts.xcstrings"])
        XCTAssertNotNil(plainFiles["AppIntents.xcstrings"])
    }

    /// A phrase's text is escaped for Swift; its placeholders are not.
    func testPhraseTemplates() {
        XCTAssertEqual(
            AppShortcutsRenderer.swiftPhrase(#"Say "hi" \ to ${who} in ${applicationName}"#),
            #""Say \"hi\" \\ to \(\.$who) in \(.applicationName)""#)
        let template = PhraseTemplate("Pay $5 for ${item} in ${applicationName}")
        XCTAssertEqual(template.parameters, ["item"])
        XCTAssertEqual(template.applicationNameCount, 1)
        XCTAssertNil(template.malformed)
        XCTAssertEqual(PhraseTemplate("Go ${ there ${applicationName}").malformed, "${ there ${applicationName}")
    }
}
