import Foundation
import XCTest

@testable import IntentGenCore

/// A test case with a fresh folder (for a spec, definitions and outputs), removed after each test.
class TemporaryFolderTestCase: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` to `path` below the folder, creating the folders it needs.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The path of `relative` below the folder.
    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The text of the file at `relative`, or nil when there is none.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the folder at `relative`, sorted (none when it does not exist).
    func names(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }

    /// Loads and plans the folder's `project.yml` (only `targets`, when given): the plans, and the
    /// diagnostics of both steps, sorted.
    func planSpec(targets: [String] = []) -> (plans: [TargetGenerationPlan], diagnostics: [Diagnostic]) {
        let bag = DiagnosticBag()
        var plans: [TargetGenerationPlan] = []
        let spec = path("project.yml")
        if let project = ProjectSpecLoader(environment: [:]).load(path: spec, diagnostics: bag) {
            plans = SpecPlanner().plan(project, targets: targets, diagnostics: bag)
        }
        return (plans, bag.sorted)
    }
}
