import Foundation
import XCTest

@testable import IntentGenCore

/// Replays what the fuzzer found (Fixtures/fuzz: each file an input that once crashed intentgen
/// or broke one of its ``Promises``) and checks the promises on every other fixture too.
final class FuzzRegressionTests: XCTestCase {
    func testFuzzFindingsAndEveryFixtureKeepThePromises() throws {
        var inputs: [InputFile] = []
        for folder in ["fuzz", "invalid", "generation"] {
            let url = TestPaths.fixtures.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".yml") {
                inputs.append(InputFile(path: name, contents: Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        XCTAssertGreaterThan(inputs.count, 40)
        for input in inputs {
            XCTAssertNil(Promises.check(input), input.path)
        }
    }

    /// The promises are checks that can fail: a rejection must come with an error, and an export
    /// that does not read back is caught (a forged file stands in for a broken exporter).
    func testABrokenPromiseIsReported() throws {
        XCTAssertNil(Promises.check(InputFile(path: "empty.intents.yml", text: "")), "rejected with an error")
        let valid = try XCTUnwrap(runFrontEnd("intents:\n  Go:\n    parameters:\n      to: string\n").result)
        let files = Renderer().render(
            Planner().plan(valid, request: GenerationRequest(writesXcodeDefinition: true)), diagnostics: DiagnosticBag())
        XCTAssertTrue(files.contains { $0.path.hasSuffix(".intentdefinition") })
        XCTAssertNil(Promises.checkExports(files))
        let forged = RenderedFile(destination: .xcodeDefinition, path: "Broken.intentdefinition", contents: "<plist><dict>")
        XCTAssertNotNil(Promises.checkExports(files + [forged]))
    }
}
