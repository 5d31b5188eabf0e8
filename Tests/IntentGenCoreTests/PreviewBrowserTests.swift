import XCTest

@testable import IntentGenCore

/// The preview as a person looks at it: headless Chromium opens the preview of `Definitions/`
/// (``Tool`` runs `intentgen preview --spec Definitions/project.yml`), and the tests read the
/// page's DOM after its script ran (`--dump-dom`) and a screenshot of each page. The state a
/// person would click to (a language, a parameter's value) is reached through the page's own
/// `#lang=` and `#set=` links, which go through the same handlers as a click.
///
/// Without Chromium (Debian's `chromium`; `CHROMIUM` names another) these tests say so and
/// skip; `.ci/run` installs it. `INTENTGEN_RECORD_SCREENSHOTS=1` also copies the screenshot of
/// the seed widgets' preview to `docs/images/preview.png`, which the README shows.
final class PreviewBrowserTests: XCTestCase {
    nonisolated(unsafe) private static var madeSite: URL?

    /// The preview of `Definitions/`, made once for the class.
    func site() throws -> URL {
        if let site = Self.madeSite { return site }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-preview-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        let run = try Tool.run(["preview", "--spec", "Definitions/project.yml", "-o", folder.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        Self.madeSite = folder
        return folder
    }

    /// The site's target pages (not its index), sorted.
    static func pages(in site: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.path)
            .filter { $0.hasSuffix(".html") && $0 != "index.html" }.sorted()
    }

    /// Chromium's path, or a skip that says it is missing.
    static func chromium() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let names = [environment["CHROMIUM"]].compactMap { $0 } + ["chromium", "chromium-browser", "google-chrome"]
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in names {
            for candidate in name.hasPrefix("/") ? [name] : folders.map({ $0 + "/" + name })
            where FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw XCTSkip(
            "Chromium is not installed (apt-get install chromium): the browser tests of the preview are skipped")
    }

    /// Runs headless Chromium with `arguments` and a profile of its own; its standard output.
    func browse(_ arguments: [String]) throws -> String {
        let chromium = try Self.chromium()
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(profile.path)",
            ] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The DOM of `page` of the site (with `fragment` after `#`) once its script has run.
    func dom(_ page: String, _ fragment: String = "") throws -> String {
        var url = try site().appendingPathComponent(page).absoluteString
        if !fragment.isEmpty { url += "#" + fragment }
        let dom = try browse(["--dump-dom", url])
        XCTAssertTrue(dom.contains("class=\"scripted\""), "the page's own script runs under its policy")
        return dom
    }

    func testEverySeedWidgetHasItsSheetWithItsRowsKindsAndDefaults() throws {
        let quick = try dom("QuickActionWidget.html")
        let sheet = try XCTUnwrap(quick.slice(from: "id=\"widget-QuickActionWidget\"", to: "</section>"))
        XCTAssertTrue(
            sheet.contains(#"data-parameter="transitionDestinations" data-control="array" data-default="dynamic""#))
        XCTAssertTrue(sheet.contains(#"data-family="medium" data-slots="4""#), sheet)
        XCTAssertTrue(sheet.contains("Families: medium"))
        let pokemon = try dom("PokemonWidget.html")
        XCTAssertTrue(pokemon.contains(#"data-parameter="pokemon" data-control="picker" data-default="bulbasaur""#))
        XCTAssertTrue(pokemon.contains(#"value="bulbasaur" selected="">Bulbasaur</option>"#), pokemon)
        // Every widget the seeds declare, and every intent that configures a widget, has a sheet
        // on the page of a target that shows widgets.
        let pages = try Self.pages(in: site())
        let doms = try pages.map { try dom($0) }.joined()
        let bag = DiagnosticBag()
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.definitions.path)
            .filter { $0.hasSuffix(".intents.yml") }.sorted()
        let inputs = try files.map {
            InputFile(
                path: $0,
                text: try String(contentsOf: TestPaths.definitions.appendingPathComponent($0), encoding: .utf8))
        }
        let definitions = try XCTUnwrap(FrontEnd().run(inputs, diagnostics: bag))
        var sheets = 0
        for file in definitions.files {
            for widget in file.widgets {
                XCTAssertTrue(doms.contains("id=\"widget-\(widget.name.value)\""), widget.name.value)
                sheets += 1
            }
            let used = Set(file.widgets.map(\.intent.value))
            for intent in file.intents where intent.eligibleForWidgets && !used.contains(intent.name.value) {
                XCTAssertTrue(doms.contains("id=\"intent-\(intent.name.value)\""), intent.name.value)
                sheets += 1
            }
        }
        XCTAssertGreaterThanOrEqual(sheets, 5, "the seeds' widgets")
        XCTAssertTrue(doms.contains("<article class=\"control\""), "the Control Widgets")
        XCTAssertTrue(doms.contains("<li class=\"phrase\">"), "the App Shortcuts' phrases")
    }

    func testAVisibleWhenRowIsHiddenUntilItsParentHasItsValue() throws {
        // Book a Table: the terrace side shows only when the seating is `terrace` (default indoor).
        let row = #"<div class="row" data-parameter="terraceSide""#
        // The page is read outside `XCTUnwrap`, whose autoclosure would turn a skip (no Chromium)
        // into a failure.
        let page = try dom("ShowcaseIntents.html")
        let initial = try XCTUnwrap(page.slice(from: row, to: ">"))
        XCTAssertTrue(initial.contains("hidden"), initial)
        let terrace = try dom("ShowcaseIntents.html", "set=action-BookTable--seating:terrace")
        let changed = try XCTUnwrap(terrace.slice(from: row, to: ">"))
        XCTAssertFalse(changed.contains("hidden"), changed)
        // Run Script: the timeout shows while it runs in the background (default on), not after
        // the toggle is turned off.
        let timeout = #"<div class="row" data-parameter="timeout""#
        XCTAssertFalse(try XCTUnwrap(page.slice(from: timeout, to: ">")).contains("hidden"))
        let off = try dom("ShowcaseIntents.html", "set=action-RunScript--runInBackground:false")
        XCTAssertTrue(try XCTUnwrap(off.slice(from: timeout, to: ">")).contains("hidden"))
    }

    func testTheLanguageSwitchShowsJapaneseAndMarksWhatFallsBack() throws {
        let english = try dom("PokemonWidget.html")
        XCTAssertTrue(english.contains(#"<html lang="en" data-language="en""#), String(english.prefix(300)))
        XCTAssertTrue(english.contains(">My Pokémon<"))
        let japanese = try dom("PokemonWidget.html", "lang=ja")
        XCTAssertTrue(japanese.contains(#"<html lang="ja" data-language="ja""#), String(japanese.prefix(300)))
        XCTAssertTrue(japanese.contains(">マイポケモン<"))
        XCTAssertTrue(japanese.contains(">フシギダネ</option>"))
        XCTAssertTrue(
            japanese.contains(#"<option value="ja" selected="">ja</option>"#) || japanese.contains(#"value="ja""#))
        // Showcase translates only some texts: the others show English, marked.
        let showcase = try dom("ShowcaseIntents.html", "lang=ja")
        XCTAssertTrue(
            showcase.contains(#"class="tr fallback" data-tr-dev="Book a Table""#), "an untranslated title, marked")
        XCTAssertFalse(try dom("ShowcaseIntents.html").contains(#"class="tr fallback" data-tr-dev="Book a Table""#))
    }

    func testHostileTextsStayTextInTheBrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentgen-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let hostile = #"</script><script>document.title='pwned'</script><img src=x onerror=\"document.title='img'\">"#
        let text =
            "\"" + hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
        let yaml = """
            intents:
              Show:
                title: { en: \(text), ja: \(text) }
                description: \(text)
                eligibleForWidgets: true
                parameters:
                  thing: { type: string, displayName: \(text), default: \(text) }
            widgets:
              W: { kind: w, displayName: \(text), description: \(text), intent: Show }
            """
        try yaml.write(to: folder.appendingPathComponent("H.intents.yml"), atomically: true, encoding: .utf8)
        let run = try Tool.run([
            "preview", folder.appendingPathComponent("H.intents.yml").path, "-o",
            folder.appendingPathComponent("site").path,
            "--app-name", hostile,
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        for fragment in ["", "lang=ja"] {
            let url =
                folder.appendingPathComponent("site/Definitions.html").absoluteString
                + (fragment.isEmpty ? "" : "#" + fragment)
            let dom = try browse(["--dump-dom", url])
            XCTAssertTrue(dom.contains("class=\"scripted\""))
            XCTAssertEqual(dom.components(separatedBy: "<script").count - 1, 1, "only the page's own script element")
            XCTAssertFalse(dom.contains("<img"))
            XCTAssertTrue(dom.contains("<title>Definitions · intentgen preview</title>"), "no injected script ran")
            XCTAssertTrue(
                dom.contains("&lt;/script&gt;&lt;script&gt;document.title='pwned'"), "the text is shown as text")
        }
    }

    func testEachPageLooksLikeItsSheetsInAScreenshot() throws {
        _ = try Self.chromium()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            throw XCTSkip("python3 reads the screenshots; it is not installed")
        }
        let pages = try Self.pages(in: site())
        XCTAssertFalse(pages.isEmpty)
        let shots = FileManager.default.temporaryDirectory.appendingPathComponent(
            "intentgen-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shots) }
        for page in pages {
            let png = shots.appendingPathComponent(page + ".png")
            _ = try browse([
                "--window-size=1280,1600", "--screenshot=\(png.path)",
                try site().appendingPathComponent(page).absoluteString,
            ])
            let facts = try Self.pixels(of: png)
            XCTAssertGreaterThan(facts.colors, 20, "\(page): the screenshot is not blank")
            let html = try String(contentsOf: site().appendingPathComponent(page), encoding: .utf8)
            guard html.contains("<section class=\"sheet\"") else { continue }
            // The sheet's grey card, as wide as the sheet, holding its white rows.
            XCTAssertGreaterThanOrEqual(facts.sheetWidth, 330, "\(page): the sheet's layout")
            XCTAssertGreaterThanOrEqual(facts.sheetHeight, 100, "\(page): the sheet's layout")
            XCTAssertTrue(facts.rowsInsideSheet, "\(page): rows inside the sheet")
        }
        // The README's picture: the GO widgets' sheets, in Japanese.
        if ProcessInfo.processInfo.environment["INTENTGEN_RECORD_SCREENSHOTS"] == "1" {
            let shot = shots.appendingPathComponent("readme.png")
            let url = try site().appendingPathComponent("GOWidgets.html").absoluteString + "#lang=ja"
            _ = try browse(["--window-size=1200,1000", "--screenshot=\(shot.path)", url])
            let target = TestPaths.packageRoot.appendingPathComponent("docs/images/preview.png")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: shot, to: target)
        }
    }

    /// What a screenshot shows: how many colours, and the box of the sheet's grey
    /// (`#f2f2f7`, 242 242 247) and whether white rows lie inside it. Read by python3 (zlib).
    static func pixels(of png: URL) throws -> (colors: Int, sheetWidth: Int, sheetHeight: Int, rowsInsideSheet: Bool) {
        let script = """
            import sys, zlib, struct
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            pos, idat, width, height, ctype = 8, b'', 0, 0, 0
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                if kind == b'IHDR':
                    width, height, depth, ctype = struct.unpack('>IIBB', body[:10])
                    assert depth == 8 and ctype in (2, 6)
                elif kind == b'IDAT':
                    idat += body
                pos += 12 + length
            bpp = 4 if ctype == 6 else 3
            raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
            for y in range(height):
                f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0
                    b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                    if f == 1: line[i] = (line[i] + a) & 255
                    elif f == 2: line[i] = (line[i] + b) & 255
                    elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                rows.append(line)
                prev = line
            colors, grey = set(), []
            for y in range(0, height, 2):
                line = rows[y]
                for x in range(0, width, 2):
                    px = tuple(line[x * bpp:x * bpp + 3])
                    colors.add(px)
                    if px == (242, 242, 247):
                        grey.append((x, y))
            if not grey:
                print(len(colors), 0, 0, 0)
                sys.exit()
            x0, x1 = min(p[0] for p in grey), max(p[0] for p in grey)
            y0, y1 = min(p[1] for p in grey), max(p[1] for p in grey)
            white = any(tuple(rows[y][x * bpp:x * bpp + 3]) == (255, 255, 255)
                        for y in range(y0, y1, 4) for x in range(x0 + 20, x1 - 20, 8))
            print(len(colors), x1 - x0, y1 - y0, 1 if white else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, png.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 4 else {
            XCTFail("the screenshot \(png.lastPathComponent) could not be read: \(text)")
            return (0, 0, 0, false)
        }
        return (numbers[0], numbers[1], numbers[2], numbers[3] == 1)
    }
}
