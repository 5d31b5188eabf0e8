import XCTest

@testable import IntentGenCore

/// The preview page as text: what it shows and how every text of the definitions is escaped.
/// The page as a browser renders it is checked by ``PreviewBrowserTests``.
final class PreviewTests: XCTestCase {
    /// The page of one definitions file for a target `Target` that asks for the preview.
    func page(_ yaml: String, options: GenerationOptions = GenerationOptions()) throws -> (String, DiagnosticBag) {
        let bag = DiagnosticBag()
        let request = GenerationRequest(name: "Target", options: options, kinds: [.preview])
        let made = Pipeline(request).pendingFiles([InputFile(path: "P.intents.yml", text: yaml)], diagnostics: bag)
        let files = try XCTUnwrap(made?.files, DiagnosticRenderer().render(bag.sorted))
        XCTAssertEqual(files.map(\.path), ["Target.html"])
        return (try XCTUnwrap(files.first).rendered().contents, bag)
    }

    static let widget = """
        language: en
        intents:
          Show:
            title: { en: Show Things, ja: 表示 }
            description: Shows things.
            eligibleForWidgets: true
            parameters:
              enabled: { type: boolean, displayName: { en: Enabled, ja: 有効 }, default: true }
              count: { type: integer, displayName: Count, min: 1, max: 9, control: stepper, default: 3 }
              level: { type: integer, displayName: Level, min: 0, max: 100, control: slider }
              kind:
                type: Kind
                displayName: { en: Kind, ja: 種類 }
                default: second
                visibleWhen: { parameter: enabled, equals: true }
              place: { type: Place, displayName: Place, options: dynamic, default: dynamic }
              places: { type: Place, array: true, displayName: Places, arraySizes: { small: 1, large: 4 }, options: dynamic }
              note: { type: string, displayName: A note whose label is much too long for a row, default: hello }
              hidden: { type: string, displayName: Hidden, configurable: false }
        enums:
          Kind:
            cases:
              first: { displayName: { en: First, ja: 一番目 } }
              second: { displayName: Second }
        types:
          Place:
            properties:
              city: string
        widgets:
          ThingsWidget:
            kind: things
            displayName: { en: Things, ja: もの }
            families: [small, medium]
            intent: Show
        """

    func testTheSheetShowsEachParameterAsItsTypeIsShownWithItsDefault() throws {
        let (html, _) = try page(Self.widget)
        let sheet = try XCTUnwrap(html.slice(from: "<section class=\"sheet\" id=\"widget-ThingsWidget\"", to: "</section>"))
        let rows = sheet.matches(of: /data-parameter="(\w+)" data-control="([a-z-]+)"/).map { "\($0.1)=\($0.2)" }
        XCTAssertEqual(
            rows, ["enabled=toggle", "count=stepper", "level=slider", "kind=picker", "place=choose", "places=array", "note=text"])
        XCTAssertTrue(sheet.contains(#"<input type="checkbox" role="switch" id="widget-ThingsWidget--enabled" checked>"#))
        XCTAssertTrue(sheet.contains(#"type="number" id="widget-ThingsWidget--count" min="1" max="9" step="1" value="3""#))
        XCTAssertTrue(sheet.contains(#"type="range" id="widget-ThingsWidget--level" min="0" max="100""#))
        XCTAssertTrue(sheet.contains(#"value="second" selected>Second</option>"#), sheet)
        XCTAssertTrue(sheet.contains(">Provided by the app</button>"))
        // The array's slots for the widget's families only: small has 1, medium none, large is not shown.
        XCTAssertTrue(sheet.contains(#"data-family="small" data-slots="1""#))
        XCTAssertFalse(sheet.contains(#"data-family="large""#))
        XCTAssertTrue(sheet.contains("Families: small, medium"))
        // The row that shows only when `enabled` is on names its parent's control and value.
        XCTAssertTrue(
            sheet.contains(
                #"data-parameter="kind" data-control="picker" data-default="second" data-visible-when="widget-ThingsWidget--enabled" data-visible-value="true""#
            ), sheet)
        XCTAssertFalse(sheet.contains("data-parameter=\"hidden\""), "a parameter people cannot set has no row")
    }

    func testTextsCarryEveryLanguageAndMarkFallbacksAndLongLabels() throws {
        let (html, _) = try page(Self.widget)
        XCTAssertTrue(html.contains(#"<option value="en">en</option><option value="ja">ja</option>"#))
        // Translated: each language's value; untranslated: the development text, marked.
        XCTAssertTrue(html.contains(#"<span class="tr" data-tr-dev="Enabled" data-tr-en="Enabled" data-tr-ja="有効">Enabled</span>"#))
        XCTAssertTrue(html.contains(#"<span class="tr" data-tr-dev="Count" data-tr-en="Count">Count</span>"#))
        XCTAssertTrue(html.contains(#"class="tr cut" data-tr-dev="A note whose label is much too long for a row""#))
        XCTAssertTrue(html.contains(#"data-cut="en ja">A note whose label"#), "too long in every language")
        XCTAssertEqual(PreviewFit.columns("表示abc"), 7)
    }

    func testTheActionShowsItsSummaryInEachLanguageWithTokens() throws {
        let yaml = Self.widget.replacingOccurrences(
            of: "    parameters:\n",
            with: """
                    summaries:
                      - parameters: [kind]
                        title: { en: "Show ${kind} things", ja: "${kind}を表示" }
                    parameters:

                """)
        let (html, _) = try page(yaml)
        let action = try XCTUnwrap(html.slice(from: "<article class=\"action\" id=\"action-Show\"", to: "</article>"))
        XCTAssertTrue(
            action.contains(
                #"<p class="sentence" data-lang="en" lang="en">Show <span class="token" data-parameter="kind">Kind</span> things</p>"#
            ), action)
        XCTAssertTrue(
            action.contains(
                #"<p class="sentence" data-lang="ja" lang="ja" hidden><span class="token" data-parameter="kind">種類</span>を表示</p>"#
            ), action)
        XCTAssertTrue(action.contains(#"id="action-Show--enabled""#), "the action lists its parameters too")
    }

    func testControlsAndShortcutsShowTheirTitlesSymbolsAndPhrases() throws {
        let yaml = """
            language: en
            intents:
              Toggle:
                title: { en: Lights, ja: ライト }
                parameters:
                  value: { type: boolean }
                shortcut:
                  phrases:
                    en: ["Turn on ${applicationName} lights"]
                  symbol: lightbulb
            controls:
              LightsControl:
                kind: lights
                style: toggle
                action: Toggle
                symbol: lightbulb
                states:
                  on: { title: { en: "On", ja: オン }, symbol: lightbulb.fill }
                  off: { title: "Off", symbol: lightbulb }
            """
        var options = GenerationOptions()
        options.appName = "Lumen"
        let (html, _) = try page(yaml, options: options)
        let control = try XCTUnwrap(html.slice(from: "<article class=\"control\"", to: "</article>"))
        XCTAssertTrue(control.contains("<code>SF Symbol lightbulb</code>"), control)
        XCTAssertTrue(control.contains(#"data-state="on""#) && control.contains("<code>SF Symbol lightbulb.fill</code>"))
        let shortcut = try XCTUnwrap(html.slice(from: "<article class=\"shortcut\"", to: "</article>"))
        XCTAssertTrue(shortcut.contains(#"<li class="phrase">Turn on <span class="app-name">Lumen</span> lights</li>"#), shortcut)
        XCTAssertTrue(shortcut.contains("No phrases in ja"), "a language without phrases says so")
    }

    func testWarningsAreShownAtTheElementTheyConcern() throws {
        // An intent named `…Intent` is a warning (its class would be `…IntentIntent`), at its name.
        let yaml = (Self.widget + "\n").replacingOccurrences(of: "  Show:\n", with: "  ShowIntent:\n")
            .replacingOccurrences(of: "intent: Show\n", with: "intent: ShowIntent\n")
        let (html, bag) = try page(yaml)
        let warnings = bag.diagnostics.filter { $0.severity == .warning }
        let first = try XCTUnwrap(warnings.first, "the definition should draw a warning")
        XCTAssertTrue(first.message.contains("ShowIntentIntent"), first.message)
        let action = try XCTUnwrap(html.slice(from: "<article class=\"action\"", to: "</article>"))
        XCTAssertTrue(action.contains(PreviewHTML.text(DiagnosticRenderer().render(first))), action)
        let sheet = try XCTUnwrap(html.slice(from: "<section class=\"sheet\"", to: "</section>"))
        XCTAssertFalse(sheet.contains("ShowIntentIntent"), "a warning is shown where it applies, not everywhere")
    }

    /// Every field that a definition can fill, with text that would be markup, script or an
    /// attribute's end if it were not escaped.
    func testEveryTextIsEscapedInItsContext() throws {
        let hostile = #"</script><img src=x onerror=alert(1)>\"' onmouseover=\"alert(2)\" <b>&amp;"# + "\u{202E}gnp.exe"
        func yamlQuoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let quoted = yamlQuoted(hostile)
        let yaml = """
            language: en
            intents:
              Show:
                title: { en: \(quoted), ja: \(quoted) }
                description: \(quoted)
                eligibleForWidgets: true
                summaries:
                  - parameters: [thing]
                    title: \(quoted)
                parameters:
                  thing: { type: string, displayName: \(quoted), default: \(quoted), placeholder: \(quoted) }
                  kind: { type: Kind, displayName: \(quoted) }
                shortcut:
                  phrases: { en: [\(yamlQuoted(hostile + " ${applicationName}"))] }
                  shortTitle: \(quoted)
                  symbol: star
            enums:
              Kind:
                cases:
                  one: { displayName: \(quoted) }
            widgets:
              W:
                kind: w
                displayName: \(quoted)
                description: \(quoted)
                intent: Show
            """
        var options = GenerationOptions()
        options.appName = hostile
        let (html, _) = try page(yaml, options: options)
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the page's own script")
        XCTAssertFalse(html.contains("<img"))
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertFalse(html.contains(#"" onmouseover"#))
        XCTAssertFalse(html.unicodeScalars.contains("\u{202E}"), "a bidirectional override shows as U+FFFD")
        XCTAssertTrue(html.contains(PreviewHTML.text(hostile)))
        XCTAssertTrue(html.contains(PreviewHTML.attribute(hostile)))
    }

    func testThePolicyAllowsExactlyThePagesOwnStyleAndScript() throws {
        XCTAssertEqual(
            SHA256.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.digest([]).map { String(format: "%02x", $0) }.joined(),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array(String(repeating: "a", count: 1_000).utf8)
        XCTAssertEqual(
            SHA256.digest(long).map { String(format: "%02x", $0) }.joined(),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        XCTAssertEqual(PreviewHTML.hashSource("abc"), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='")
        let (html, _) = try page(Self.widget)
        let script = try XCTUnwrap(html.slice(from: "<script>", to: "</script>")).dropFirst(8).dropLast(9)
        let style = try XCTUnwrap(html.slice(from: "<style>", to: "</style>")).dropFirst(7).dropLast(8)
        XCTAssertTrue(html.contains("script-src \(PreviewHTML.hashSource(String(script)));"))
        XCTAssertTrue(html.contains("style-src \(PreviewHTML.hashSource(String(style)));"))
        XCTAssertTrue(html.contains("default-src 'none'"))
    }

    func testThePageIsTheSameForTheSameInput() throws {
        let (first, _) = try page(Self.widget)
        let (second, _) = try page(Self.widget)
        XCTAssertEqual(first, second)
    }
}

extension String {
    /// The text from the first `start` to the first `end` after it (both included).
    func slice(from start: String, to end: String) -> String? {
        guard let lower = range(of: start), let upper = self[lower.upperBound...].range(of: end) else { return nil }
        return String(self[lower.lowerBound..<upper.upperBound])
    }
}
