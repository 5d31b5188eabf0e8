import XCTest

@testable import IntentGenCore

final class DiagnosticsTests: XCTestCase {
    let place = SourceLocation(file: "Definitions/A.intents.yml", line: 7, column: 9)

    /// A location keeps its file as a number in a shared table: it must still compare, order and
    /// print by the path, whichever path was numbered first.
    func testLocationsCompareAndOrderByTheirPath() {
        let later = SourceLocation(file: "z-\(#function).yml", line: 1, column: 1)
        let earlier = SourceLocation(file: "a-\(#function).yml", line: 9, column: 9)
        XCTAssertLessThan(earlier, later, "a path numbered later sorts first when its path does")
        XCTAssertEqual(earlier, SourceLocation(file: "a-\(#function).yml", line: 9, column: 9))
        XCTAssertNotEqual(earlier, SourceLocation(file: "b-\(#function).yml", line: 9, column: 9))
        XCTAssertLessThan(SourceLocation(file: later.file, line: 1, column: 2), later.moved(line: 2, column: 1))
        var moved = later
        moved.file = "Ünïcode path/\(#function).yml"
        XCTAssertEqual(moved.description, "Ünïcode path/\(#function).yml:1:1")
        XCTAssertEqual(moved.moved(line: 3, column: 4).description, "Ünïcode path/\(#function).yml:3:4")
        XCTAssertEqual(later.file, "z-\(#function).yml")
    }

    func testRenderingIsTheClickableCompilerForm() {
        let diagnostic = Diagnostic.error(
            .unknownKey, "unknown key `dispayName` in parameter `name`", at: place, hint: "did you mean `displayName`?")
        XCTAssertEqual(
            DiagnosticRenderer().render(diagnostic),
            """
            Definitions/A.intents.yml:7:9: error: unknown key `dispayName` in parameter `name` [unknown-key]
            Definitions/A.intents.yml:7:9: note: did you mean `displayName`?
            """)
    }

    func testNotesPointAtTheirOwnPlace() {
        let first = SourceLocation(file: "Definitions/A.intents.yml", line: 3, column: 5)
        let diagnostic = Diagnostic.warning(
            .yamlDuplicateKey, "the key `title` appears twice", at: place, notes: [.init("first set here", at: first)])
        XCTAssertEqual(
            DiagnosticRenderer().render(diagnostic),
            """
            Definitions/A.intents.yml:7:9: warning: the key `title` appears twice [yaml-duplicate-key]
            Definitions/A.intents.yml:3:5: note: first set here
            """)
    }

    func testDiagnosticsWithoutAPlaceNameTheTool() {
        XCTAssertEqual(
            DiagnosticRenderer().render(.error(.io, "no such file or folder: x", at: nil)),
            "intentgen: error: no such file or folder: x [io]")
    }

    func testSummaryLine() {
        let renderer = DiagnosticRenderer()
        XCTAssertNil(renderer.summary(errors: 0, warnings: 0))
        XCTAssertEqual(renderer.summary(errors: 1, warnings: 0), "1 error")
        XCTAssertEqual(renderer.summary(errors: 2, warnings: 1), "2 errors, 1 warning")
        XCTAssertEqual(renderer.summary(errors: 0, warnings: 3), "3 warnings")
    }

    func testBagSortsByFileLineAndColumnStably() {
        let bag = DiagnosticBag()
        func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }
        bag.emit(.error(.wrongType, "b2", at: at("b", 2, 1)))
        bag.emit(.error(.wrongType, "a10", at: at("a", 10, 1)))
        bag.emit(.warning(.wrongType, "a2-first", at: at("a", 2, 5)))
        bag.emit(.error(.io, "none", at: nil))
        bag.emit(.error(.wrongType, "a2-second", at: at("a", 2, 5)))
        bag.emit(.error(.wrongType, "a2-col1", at: at("a", 2, 1)))
        XCTAssertEqual(bag.sorted.map(\.message), ["none", "a2-col1", "a2-first", "a2-second", "a10", "b2"])
        XCTAssertEqual(bag.errorCount, 5)
        XCTAssertEqual(bag.warningCount, 1)
        XCTAssertTrue(bag.hasErrors)
    }

    func testCodesAreStable() {
        // Users and tools match on these; changing one is a breaking change.
        XCTAssertEqual(Diagnostic.Code.allCases.map(\.rawValue), [
            "yaml-syntax", "yaml-duplicate-key", "yaml-limit", "unknown-key", "wrong-type", "missing-key",
            "invalid-value", "invalid-name", "duplicate-name", "undefined-reference", "invalid-default",
            "invalid-options", "invalid-metadata", "empty-file", "limit", "io", "yaml-tag", "conflicting-translation",
            "orphaned-user-file", "usage", "outdated-output",
            "plist-syntax", "lost-system-intent", "lost-declaration", "lost-parameter", "lost-parameter-type",
            "lost-enum-case", "lost-translation", "lost-summary", "lost-shortcuts-summary", "lost-relationship",
            "lost-metadata", "lost-dialog", "lost-response", "lost-setting", "lost-key", "import-renamed",
            "import-defaulted", "swift-syntax", "lost-code", "replaced-definition",
        ])
    }

    func testSuggestionsFindNearMissesOnly() {
        let keys = ["displayName", "type", "options", "default"]
        XCTAssertEqual(Suggestions.closest(to: "dispayName", in: keys), "displayName")
        XCTAssertEqual(Suggestions.closest(to: "DisplayName", in: keys), "displayName")
        XCTAssertEqual(Suggestions.closest(to: "tpye", in: keys), "type", "a swap is one edit")
        XCTAssertNil(Suggestions.closest(to: "frobnicate", in: keys))
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.editDistance("", "abc"), 3)
    }
}
