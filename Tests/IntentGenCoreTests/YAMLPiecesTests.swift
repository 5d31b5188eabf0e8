import Foundation
import XCTest

@testable import IntentGenCore

/// A large file loaded in pieces (``YAMLPieces``) gives the tree the whole file gives, node for
/// node and place for place, or is loaded whole: never another tree, and never a tree for a file
/// the whole load finds a problem in.
final class YAMLPiecesTests: XCTestCase {
    /// Whether two trees are the same, places included; the first difference otherwise.
    private func difference(_ lhs: YAMLNode, _ rhs: YAMLNode, at path: String = "") -> String? {
        guard lhs.location == rhs.location else { return "\(path): \(lhs.location) ≠ \(rhs.location)" }
        switch (lhs.content, rhs.content) {
        case (.scalar(let left), .scalar(let right)):
            return left == right ? nil : "\(path): \(left) ≠ \(right)"
        case (.sequence(let left), .sequence(let right)):
            guard left.count == right.count else { return "\(path): \(left.count) ≠ \(right.count) items" }
            for (index, (item, other)) in zip(left, right).enumerated() {
                if let found = difference(item, other, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case (.mapping(let left), .mapping(let right)):
            guard left.map(\.key) == right.map(\.key) else { return "\(path): keys differ" }
            for (entry, other) in zip(left, right) {
                guard entry.keyLocation == other.keyLocation else { return "\(path).\(entry.key): key place" }
                if let found = difference(entry.value, other.value, at: "\(path).\(entry.key)") { return found }
            }
            return nil
        default:
            return "\(path): kinds differ"
        }
    }

    /// Checks the property on `text` for 2 to 5 pieces; returns how many piece counts joined.
    @discardableResult
    private func check(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let bytes = Array(text.utf8)
        let whole = DiagnosticBag()
        let result = YAMLLoader().load(bytes, file: "t.yml", diagnostics: whole)
        var joined = 0
        for pieces in 2...5 {
            guard let tree = YAMLLoader().loadInPieces(bytes, file: "t.yml", pieces: pieces) else { continue }
            joined += 1
            guard case .document(let root) = result, whole.diagnostics.isEmpty else {
                XCTFail(
                    "\(name), \(pieces) pieces: joined, but the whole file does not load clean", file: file, line: line)
                continue
            }
            if let found = difference(tree, root) {
                XCTFail("\(name), \(pieces) pieces: \(found)", file: file, line: line)
            }
        }
        return joined
    }

    /// A definitions file of `count` intents, with comments, blank lines, block scalars, flow
    /// collections and quoted strings over several lines, and a second section after the first.
    private func definitions(intents count: Int) -> String {
        var text = "# Definitions\nlanguage: en\n\nintents:\n"
        for index in 0..<count {
            text += "  Intent\(index):\n    title: \"Intent number \(index)\"\n"
            if index % 3 == 0 { text += "    description: |\n      Line one.\n\n      Line three: not a key.\n" }
            if index % 4 == 1 { text += "    # a comment\n  # a comment at the key's column\n" }
            if index % 5 == 2 { text += "    summary: { title: \"Go ${a}\",\n      parameters: [a] }\n" }
            if index % 7 == 3 { text += "    note: \"two\n      lines\"\n" }
            text += "    parameters:\n      a: { type: string }\n      b:\n        type: integer\n        min: 1\n\n"
        }
        text += "enums:\n"
        for index in 0..<(count / 4) {
            text += "  Kind\(index):\n    cases: [one, two]\n"
        }
        return text
    }

    func testAFileInPiecesIsTheWholeFile() {
        let text = definitions(intents: 60)
        XCTAssertEqual(check(text, "definitions"), 4, "every count of pieces joins")
        XCTAssertGreaterThan(YAMLPieces.cuts(in: Array(text.utf8), pieces: 5).count, 3)
    }

    func testWhatTheCutDoesNotModelIsLoadedWhole() {
        let text = definitions(intents: 40)
        for (insert, name) in [
            ("\r\n", "a carriage return"), ("\u{2028}", "a line separator"), ("\u{85}", "a next line"),
            ("---\n", "a document marker"), ("%YAML 1.1\n", "a directive"), ("\tx: 1\n", "a tab"),
            ("\u{2029}", "a paragraph separator"), ("...\n", "a document end"), ("# x\r", "a lone carriage return"),
        ] {
            let changed = text.replacingOccurrences(of: "enums:\n", with: insert + "enums:\n")
            XCTAssertEqual(YAMLPieces.cuts(in: Array(changed.utf8), pieces: 3), [], name)
        }
        // Characters whose bytes end as those of the line breaks do (é, ©, …, ¥), and lines that
        // start as the markers do without being them, are cut as any other text.
        let lookalikes = text.replacingOccurrences(of: "enums:\n", with: "# é © … ¥ Å \u{2027}\n# --\n# ..x\nenums:\n")
        XCTAssertNotEqual(YAMLPieces.cuts(in: Array(lookalikes.utf8), pieces: 3), [])
        XCTAssertEqual(YAMLPieces.cuts(in: [0xFF, 0xFE] + Array(text.utf8), pieces: 3), [], "a UTF-16 byte-order mark")
        XCTAssertEqual(YAMLPieces.cuts(in: [0xEF, 0xBB, 0xBF] + Array(text.utf8), pieces: 3), [], "a byte-order mark")
        // An alias, a merge key in a section, a key repeated across pieces: cut, but not joined.
        let alias = text.replacingOccurrences(of: "Intent1:\n", with: "Intent1: &one\n")
            .replacingOccurrences(of: "Intent39:\n", with: "Copy: *one\n  Intent39:\n")
        XCTAssertNil(YAMLLoader().loadInPieces(Array(alias.utf8), file: "t.yml", pieces: 3))
        check(alias, "alias")
        let repeated = text.replacingOccurrences(of: "Intent39:", with: "Intent0:")
        XCTAssertNil(YAMLLoader().loadInPieces(Array(repeated.utf8), file: "t.yml", pieces: 3))
        check(repeated, "a repeated key")
    }

    /// Every YAML file of the package (fixtures valid and invalid, definitions, specs) and of
    /// the public XcodeGen corpus, each in pieces as small as they come.
    func testEveryFileOfThePackageAndTheCorpus() throws {
        let roots = [
            TestPaths.packageRoot, TestPaths.packageRoot.appendingPathComponent("../shared/corpus/projectyml"),
        ]
        var files = 0
        for root in roots {
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where ["yml", "yaml"].contains(url.pathExtension) {
                guard !url.path.contains("/.build"), let text = try? String(contentsOf: url, encoding: .utf8) else {
                    continue
                }
                files += 1
                check(text, url.lastPathComponent)
            }
        }
        XCTAssertGreaterThan(files, 150)
    }

    /// Random lines put at random places of a file: wherever the pieces join, the whole file
    /// loads clean to the same tree.
    func testDamagedFilesJoinOnlyAsTheWholeLoads() {
        var generator = SplitMix(seed: 30)
        let base = definitions(intents: 24).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let snippets = [
            "  Extra: { title: x }", "  Broken: \"open", "close\"", "  - item", "- item", "top: |", "  text: [a,",
            "  b]", "    deep: 1", "  Intent5: {}", "intents:", "enums:", "  <<: { a: 1 }", "  A: &x 1", "  B: *x",
            "  ? complex", "  : value", "language: ja", "  Z:", "#", "  # c", "", "   ", "k: v", "  plain text",
            "  C: 'single", "  quoted'", "  D: >", "   folded", "types:", "  T:", "    properties: {}", "  E: |+",
            "    kept", "  F: |-", "  ?", "  G: [", "    - x", "    ? y", "  H: !!str", "  I: !!map {}",
        ]
        var joinedRuns = 0
        // INTENTGEN_PIECES_RUNS runs more of them, as a fuzz run (see Fuzz/README.md).
        let runs = ProcessInfo.processInfo.environment["INTENTGEN_PIECES_RUNS"].flatMap { Int($0) } ?? 800
        for run in 0..<runs {
            var lines = base
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                let at = Int.random(in: 0...lines.count, using: &generator)
                lines.insert(snippets.randomElement(using: &generator)!, at: at)
            }
            joinedRuns += check(lines.joined(separator: "\n"), "run \(run)") > 0 ? 1 : 0
        }
        XCTAssertGreaterThan(joinedRuns, 150, "the pieces joined in enough runs to test anything")
    }
}
