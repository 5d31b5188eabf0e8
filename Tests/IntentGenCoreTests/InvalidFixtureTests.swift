import Foundation
import XCTest

@testable import IntentGenCore

/// Every file in Fixtures/invalid states its expected diagnostics in `# expect: line:column code`
/// comments; the front end must report exactly those errors.
final class InvalidFixtureTests: XCTestCase {
    func testEveryBrokenInputGetsItsExpectedDiagnostics() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("invalid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 25)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let expected = text.split(separator: "\n")
                .filter { $0.hasPrefix("# expect: ") }
                .map { String($0.dropFirst("# expect: ".count)) }
            XCTAssertFalse(expected.isEmpty, "\(name) states no expectation")
            let (result, diagnostics) = runFrontEnd(text, path: name)
            XCTAssertNil(result, "\(name) must not compile")
            XCTAssertEqual(errors(diagnostics).map(brief), expected, "\(name)")
            XCTAssertTrue(diagnostics.allSatisfy { $0.location?.file == name }, "\(name): every diagnostic names the file")
        }
    }
}
