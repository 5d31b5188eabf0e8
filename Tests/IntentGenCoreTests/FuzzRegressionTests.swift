import Foundation
import XCTest

@testable import IntentGenCore

/// Replays what the fuzzer found (Fixtures/fuzz: each file an input that once crashed intentgen
/// or broke one of its ``Promises``) and checks the promises on every other fixture too. What the
/// kept findings generate when they are accepted must also type-check against the stub SDK.
///
/// Fixtures/fuzz holds definitions files (`*.intents.yml`, the `compile` and `structured` modes),
/// `.intentdefinition` files (`plist` and `import`), XcodeGen specs (`*.project.yml`, `spec`,
/// replayed in the same scaffold folder the fuzzer writes them into), `.strings` tables
/// (`strings`) and build stamps (`*.stamp`, `stamp`).
final class FuzzRegressionTests: XCTestCase {
    static let findings = TestPaths.fixtures.appendingPathComponent("fuzz")

    static func fixtures(in folder: URL, suffix: String) throws -> [(name: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(suffix) }.map {
            name in
            (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    func testFuzzFindingsAndEveryFixtureKeepThePromises() throws {
        var inputs: [InputFile] = []
        for (folder, suffix) in [("fuzz", ".intents.yml"), ("invalid", ".yml"), ("generation", ".yml")] {
            for fixture in try Self.fixtures(in: TestPaths.fixtures.appendingPathComponent(folder), suffix: suffix) {
                inputs.append(InputFile(path: fixture.name, contents: fixture.bytes))
            }
        }
        XCTAssertGreaterThan(inputs.count, 40)
        for input in inputs {
            XCTAssertNil(Promises.check(input), input.path)
        }
    }

    /// The `plist` and `import` promises on every `.intentdefinition` finding, and on the public
    /// corpus when ../shared is present.
    func testIntentDefinitionFindingsKeepThePromises() throws {
        var inputs = try Self.fixtures(in: Self.findings, suffix: ".intentdefinition")
        XCTAssertFalse(inputs.isEmpty)
        let corpus = TestPaths.shared.appendingPathComponent("corpus/intentdefinition")
        if FileManager.default.fileExists(atPath: corpus.path) {
            inputs += try Self.fixtures(in: corpus, suffix: "").filter { $0.name.contains(".intentdefinition") }
        }
        for input in inputs {
            if case .broken(let description) = Promises.plistOutcome(input.bytes) {
                XCTFail("\(input.name): \(description)")
            }
            if case .broken(let description) = Promises.importOutcome(input.bytes) {
                XCTFail("\(input.name): \(description)")
            }
        }
    }

    /// The `strings` and `stamp` promises on their findings.
    func testStringsAndStampFindingsKeepThePromises() throws {
        let strings = try Self.fixtures(in: Self.findings, suffix: ".strings")
        XCTAssertFalse(strings.isEmpty)
        for input in strings {
            if case .broken(let description) = Promises.stringsOutcome(input.bytes) {
                XCTFail("\(input.name): \(description)")
            }
        }
        for input in try Self.fixtures(in: Self.findings, suffix: ".stamp") {
            if case .broken(let description) = Promises.stampOutcome(input.bytes) {
                XCTFail("\(input.name): \(description)")
            }
        }
    }

    /// The `spec` promises on every spec finding (in the fuzzer's scaffold), on the fuzzer's seed,
    /// which must reach rendering, and on every broken-spec fixture where it lies.
    func testSpecFindingsKeepThePromises() throws {
        let scaffold = try Promises.SpecScaffold()
        for fixture in try Self.fixtures(in: Self.findings, suffix: ".project.yml") {
            if case .broken(let description) = Promises.specOutcome(fixture.bytes, in: scaffold).outcome {
                XCTFail("\(fixture.name): \(description)")
            }
        }
        let seed = Array(
            try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent("Fuzz/seeds/spec/project.yml")))
        let planned = Promises.specOutcome(seed, in: scaffold)
        guard case .compiled = planned.outcome else {
            return XCTFail("the fuzzer's spec seed is not planned: \(planned.outcome)")
        }
        XCTAssertEqual(planned.targets.count, 4, "App, SoupIntents, Widget_iOS and Widget_macOS")
        let specs = TestPaths.fixtures.appendingPathComponent("invalid-specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted() {
            let path = specs.appendingPathComponent(name).appendingPathComponent("project.yml").path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if case .broken(let description) = Promises.specOutcome(path: path).outcome {
                XCTFail("\(name): \(description)")
            }
        }
    }

    /// What each kept finding that is accepted generates type-checks (Swift 6, stub SDK).
    func testAcceptedFindingsGenerateCodeThatTypeChecks() throws {
        var checked = 0
        for fixture in try Self.fixtures(in: Self.findings, suffix: ".intents.yml") {
            if case .compiled(let files) = Promises.outcome(InputFile(path: fixture.name, contents: fixture.bytes)) {
                try GeneratedCodeTypeCheckTests.typeCheck(files, name: fixture.name, languageMode: 6)
                checked += 1
            }
        }
        for fixture in try Self.fixtures(in: Self.findings, suffix: ".intentdefinition") {
            if case .compiled(let files) = Promises.importOutcome(fixture.bytes) {
                try GeneratedCodeTypeCheckTests.typeCheck(files, name: fixture.name, languageMode: 6)
                checked += 1
            }
        }
        let scaffold = try Promises.SpecScaffold()
        for fixture in try Self.fixtures(in: Self.findings, suffix: ".project.yml") {
            let result = Promises.specOutcome(fixture.bytes, in: scaffold)
            guard case .compiled = result.outcome else { continue }
            for (index, files) in result.targets.enumerated() {
                try GeneratedCodeTypeCheckTests.typeCheck(
                    files, name: "\(fixture.name) target \(index)", languageMode: 6)
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// The promises are checks that can fail: a rejection must come with an error, and an export
    /// that does not read back is caught (a forged file stands in for a broken exporter).
    func testABrokenPromiseIsReported() throws {
        XCTAssertNil(Promises.check(InputFile(path: "empty.intents.yml", text: "")), "rejected with an error")
        let valid = try XCTUnwrap(runFrontEnd("intents:\n  Go:\n    parameters:\n      to: string\n").result)
        let files = Renderer().render(
            Planner().plan(valid, request: GenerationRequest(writesXcodeDefinition: true)), diagnostics: DiagnosticBag()
        )
        XCTAssertTrue(files.contains { $0.path.hasSuffix(".intentdefinition") })
        XCTAssertNil(Promises.checkExports(files))
        let forged = RenderedFile(
            destination: .xcodeDefinition, path: "Broken.intentdefinition", contents: "<plist><dict>")
        XCTAssertNotNil(Promises.checkExports(files + [forged]))
    }

    /// The position check of the `plist` promise catches positions that do not match the value.
    func testThePlistPromiseChecksPositions() throws {
        let document = try PlistXML.readDocument(Array("<plist>\n<array>\n<true/>\n</array>\n</plist>".utf8))
        XCTAssertNil(Promises.checkPositions(document.value, document.positions.root, document.positions, lines: 5))
        XCTAssertNotNil(
            Promises.checkPositions(
                .array([.bool(true), .bool(false)]), document.positions.root, document.positions, lines: 5))
        XCTAssertNotNil(
            Promises.checkPositions(document.value, document.positions.root, document.positions, lines: 2),
            "outside the file")
        guard case .rejected = Promises.plistOutcome(Array("<plist><dict>".utf8)) else {
            return XCTFail("a truncated plist is rejected")
        }
    }
}
