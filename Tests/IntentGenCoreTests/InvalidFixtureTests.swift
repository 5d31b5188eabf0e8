import Foundation
import XCTest

@testable import IntentGenCore

/// Every file in Fixtures/invalid states its expected diagnostics in `# expect: line:column code`
/// comments, or, when its bytes are not UTF-8 text (UTF-16 …), in a sidecar file
/// `<fixture name>.expect` with one `line:column code` a line. The front end reads the fixture's
/// bytes exactly as they are on disk and must report exactly those errors.
final class InvalidFixtureTests: XCTestCase {
    func testEveryBrokenInputGetsItsExpectedDiagnostics() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("invalid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 50)
        for name in names {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            let expected = try FixtureExpectations.read(bytes, sidecar: folder.appendingPathComponent(name + ".expect"))
            XCTAssertFalse(expected.isEmpty, "\(name) states no expectation")
            let bag = DiagnosticBag()
            let result = FrontEnd().run([InputFile(path: name, contents: bytes)], diagnostics: bag)
            XCTAssertNil(result, "\(name) must not compile")
            XCTAssertEqual(errors(bag.sorted).map(brief), expected, "\(name)")
            XCTAssertTrue(bag.sorted.allSatisfy { $0.location?.file == name }, "\(name): every diagnostic names the file")
            XCTAssertTrue(errors(bag.sorted).allSatisfy { !$0.message.isEmpty }, "\(name): every error says something")
        }
    }

    /// Sidecars belong to a fixture, and fixtures that need one have one.
    func testSidecarsMatchTheirFixtures() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("invalid")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        for sidecar in files where sidecar.hasSuffix(".expect") {
            XCTAssertTrue(files.contains(String(sidecar.dropLast(".expect".count))), "\(sidecar) has no fixture")
        }
        for name in files where name.hasSuffix(".yml") && !files.contains(name + ".expect") {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertFalse(FixtureExpectations.comments(in: bytes).isEmpty, "\(name): no `# expect:` line and no sidecar")
        }
    }
}

/// Expected diagnostics of a broken-input fixture.
enum FixtureExpectations {
    static let prefix = "# expect: "

    /// The sidecar's lines when it exists, else the fixture's `# expect:` comments.
    static func read(_ bytes: [UInt8], sidecar: URL) throws -> [String] {
        if FileManager.default.fileExists(atPath: sidecar.path) {
            return lines(of: try Array(Data(contentsOf: sidecar))).filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        return comments(in: bytes)
    }

    /// `# expect:` lines of a file that is ASCII where they are: UTF-8 with or without a
    /// byte-order mark, CRLF line ends, or stray bytes of another encoding elsewhere.
    static func comments(in bytes: [UInt8]) -> [String] {
        lines(of: bytes).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    static func lines(of bytes: [UInt8]) -> [String] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(decoding: body, as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
