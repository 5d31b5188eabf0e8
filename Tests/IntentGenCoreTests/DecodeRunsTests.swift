import XCTest

@testable import IntentGenCore

/// A large section of a file is decoded in runs of entries on every core
/// (`DefinitionDecoder.readInRuns`). Whatever the size of a run, the file and its problems, in
/// their order, must be those of reading the entries in turn.
final class DecodeRunsTests: XCTestCase {
    private let path = "Runs.intents.yml"

    /// How many times the decoder loaded a file again, to read a section again.
    private var reloads = 0

    /// The file decoded in runs of `entriesPerRun`; with `releasing`, as the front end decodes it:
    /// the tree is the decoder's alone, each entry's nodes go once read, and a section read again
    /// is read from the text loaded again.
    private func decode(_ text: String, entriesPerRun: Int, releasing: Bool = false) -> (
        printed: String?, problems: [Diagnostic]
    ) {
        let bag = DiagnosticBag()
        guard case .document(let root) = YAMLLoader().load(text, file: path, diagnostics: bag) else {
            XCTFail("the test's YAML does not load")
            return (nil, [])
        }
        let reload = { () -> YAMLNode? in
            self.reloads += 1
            guard case .document(let again) = YAMLLoader().load(text, file: self.path, diagnostics: DiagnosticBag())
            else { return nil }
            return again
        }
        let file = DefinitionDecoder(entriesPerRun: entriesPerRun).decode(
            consume root, path: path, diagnostics: bag, reload: releasing ? reload : nil)
        return (file.map { DefinitionPrinter().print($0) }, bag.diagnostics)
    }

    private func assertRunsReadAsInTurn(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let inTurn = decode(text, entriesPerRun: .max)
        for size in [1, 2, 3, 7, 32] {
            for releasing in [false, true] {
                let inRuns = decode(text, entriesPerRun: size, releasing: releasing)
                let what = "runs of \(size)" + (releasing ? ", releasing" : "")
                XCTAssertEqual(inRuns.printed, inTurn.printed, what, file: file, line: line)
                XCTAssertEqual(inRuns.problems, inTurn.problems, what, file: file, line: line)
            }
        }
    }

    /// Files of many intents and enums with problems spread over them: unknown keys, values of the
    /// wrong kind, and languages spelled two ways, within a run, across runs and against the file's
    /// own `language`.
    func testRunsReadWhatReadingInTurnReads() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let spellings = ["ja", "ja", "ja", "JA", "pt-BR", "pt_BR", "de"]
        var problemsSeen = 0
        for _ in 0..<12 {
            var text = next(3) == 0 ? "language: en\n" : ""
            text += "enums:\n"
            for index in 0..<(10 + next(60)) {
                text += "  Kind\(index):\n    cases: [a, b]\n"
                if next(8) == 0 { text += "    colour: red\n" }
                if next(6) == 0 { text += "    title: { en: Kind, \(spellings[next(spellings.count)]): K }\n" }
            }
            text += "intents:\n"
            for index in 0..<(20 + next(90)) {
                text += "  Go\(index):\n    title: { en: Go, \(spellings[next(spellings.count)]): G }\n"
                text += "    parameters:\n      count: integer\n      kind: Kind0\n"
                switch next(6) {
                case 0: text += "    unknwon: 1\n"
                case 1: text += "    title: [1, 2]\n"
                case 2:
                    text +=
                        "    parameters:\n      p: { type: string, title: { \(spellings[next(spellings.count)]): P } }\n"
                default: break
                }
            }
            let inTurn = decode(text, entriesPerRun: .max)
            problemsSeen += inTurn.problems.count
            assertRunsReadAsInTurn(text)
        }
        XCTAssertGreaterThan(problemsSeen, 50, "the files have problems to keep in order")
        XCTAssertGreaterThan(reloads, 0, "some files are read again, from their text loaded again")
    }

    /// A section read again in turn is read from the file loaded again; a file that does not
    /// load again is an error, never a section left out.
    func testASectionThatCannotBeReadAgainIsAnError() {
        // More members than a file may have: the runs' reading is read again in turn.
        let perIntent = DefinitionLimits.membersPerDefinition - 1
        let parameters = (0..<perIntent).map { "p\($0): string" }.joined(separator: ", ")
        let count = DefinitionLimits.membersPerFile / perIntent + 2
        let text = "intents:\n" + (0..<count).map { "  Go\($0):\n    parameters: { \(parameters) }\n" }.joined()
        guard case .document(let root) = YAMLLoader().load(text, file: path, diagnostics: DiagnosticBag()) else {
            return XCTFail("the test's YAML does not load")
        }
        let bag = DiagnosticBag()
        _ = DefinitionDecoder(entriesPerRun: 2).decode(consume root, path: path, diagnostics: bag) { nil }
        XCTAssertEqual(
            bag.diagnostics.filter { $0.code == .io }.map(\.message),
            ["the file's `intents` could not be read again, to read them in turn"])
    }

    /// A file over the members it may declare in all is reported once, where reading in turn
    /// reaches the limit, and keeps the members before it.
    func testRunsStopAtTheFilesMembersAsReadingInTurnDoes() {
        let perIntent = DefinitionLimits.membersPerDefinition - 1
        let count = DefinitionLimits.membersPerFile / perIntent + 2
        let parameters = (0..<perIntent).map { "p\($0): string" }.joined(separator: ", ")
        let text = "intents:\n" + (0..<count).map { "  Go\($0):\n    parameters: { \(parameters) }\n" }.joined()
        let inTurn = decode(text, entriesPerRun: .max)
        XCTAssertEqual(inTurn.problems.map(\.code), [.limit])
        assertRunsReadAsInTurn(text)
        XCTAssertGreaterThan(reloads, 0, "the file is read again, from its text loaded again")
    }
}
