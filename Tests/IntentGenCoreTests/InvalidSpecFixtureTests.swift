import Foundation
import XCTest

@testable import IntentGenCore

/// Every folder in Fixtures/invalid-specs is a broken XcodeGen project: a `project.yml` with the
/// files it needs (includes, definitions, sources). `project.yml` states the expected errors in
/// `# expect: path:line:column code` comments, `path` relative to the folder (problems may be in
/// included files), or, when its bytes are not UTF-8 text, in a sidecar `project.yml.expect`.
/// Loading and planning the spec in an empty environment must report exactly those errors.
final class InvalidSpecFixtureTests: XCTestCase {
    func testEveryBrokenSpecGetsItsExpectedDiagnostics() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("invalid-specs")
        let cases = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 10)
        for name in cases {
            let caseFolder = folder.appendingPathComponent(name)
            let spec = caseFolder.appendingPathComponent("project.yml")
            let bytes = try Array(Data(contentsOf: spec))
            let expected = try FixtureExpectations.read(
                bytes, sidecar: caseFolder.appendingPathComponent("project.yml.expect"))
            XCTAssertFalse(expected.isEmpty, "\(name) states no expectation")
            let bag = DiagnosticBag()
            if let project = ProjectSpecLoader(environment: [:]).load(path: spec.path, diagnostics: bag) {
                _ = SpecPlanner().plan(project, diagnostics: bag)
            }
            let prefix = caseFolder.path + "/"
            let actual = errors(bag.sorted).map { diagnostic -> String in
                guard let location = diagnostic.location else { return "- \(diagnostic.code.rawValue)" }
                let file = location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
                return "\(file):\(location.line):\(location.column) \(diagnostic.code.rawValue)"
            }
            XCTAssertEqual(actual, expected, "\(name)")
        }
    }
}
