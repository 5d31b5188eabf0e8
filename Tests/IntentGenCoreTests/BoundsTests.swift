import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 12, "bounded time and memory": each mechanism that keeps a run bounded, checked by what
/// it does (the error, where, what is kept), never by how long it takes. The measurements are
/// `Benchmarks/run.sh hostile`.
final class BoundsTests: XCTestCase {
    // MARK: Diagnostics

    /// A file with many unknown keys: the bag keeps the first 100 errors and counts the rest.
    func testTheBagKeepsTheFirstErrorsAndCountsTheRest() throws {
        let keys = (0..<250).map { "    k\($0): 1" }.joined(separator: "\n")
        let bag = DiagnosticBag()
        XCTAssertNil(FrontEnd().run([InputFile(path: "t.intents.yml", text: "intents:\n  Go:\n\(keys)\n")], diagnostics: bag))
        XCTAssertEqual(bag.diagnostics.count, DiagnosticBag.defaultLimit)
        XCTAssertEqual(bag.errorCount, 250, "every error is counted")
        XCTAssertEqual(bag.omittedErrors, 150)
        XCTAssertEqual(bag.sorted.first.map(brief), "3:5 unknown-key")
        XCTAssertEqual(bag.sorted.last?.message, "unknown key `k99` in intent `Go`", "the first ones found are kept")
        XCTAssertEqual(bag.omissionNote, "intentgen: note: too many errors: 150 more errors are not shown "
            + "(at most 100 errors and 100 warnings are listed, the first ones found)")
        XCTAssertFalse(bag.keeps(.unknownKey, .error), "past the limit a stage may skip the suggestion")
        XCTAssertTrue(bag.keeps(.wrongType, .error), "the first of each kind is still kept")
        XCTAssertTrue(bag.keeps(.unknownKey, .warning))
    }

    /// Beyond the limit the first diagnostic of each kind is kept, so "was there an io error?"
    /// stays exact; a problem reported twice is counted once.
    func testEveryKindIsShownOnceAndRepeatsAreCountedOnce() {
        let bag = DiagnosticBag(limit: 3)
        let place = { (line: Int) in SourceLocation(file: "a.yml", line: line, column: 1) }
        for round in 0..<2 {
            for line in 1...5 { bag.emit(.error(.unknownKey, "key \(line)", at: place(line), hint: round == 0 ? "hint" : nil)) }
        }
        bag.emit(.error(.io, "cannot read b.yml", at: nil))
        bag.emit(.warning(.io, "no definitions in c", at: nil))
        XCTAssertEqual(bag.diagnostics.map(\.message), ["key 1", "key 2", "key 3", "cannot read b.yml", "no definitions in c"])
        XCTAssertEqual(bag.errorCount, 6, "five keys (each reported twice, once without its hint) and the io error")
        XCTAssertEqual(bag.warningCount, 1)
        XCTAssertTrue(bag.diagnostics.contains { $0.code == .io && $0.severity == .error })
        XCTAssertEqual(bag.omissionNote, "intentgen: note: too many errors: 2 more errors are not shown "
            + "(at most 3 errors and 3 warnings are listed, the first ones found)")
        XCTAssertNil(DiagnosticBag().omissionNote)
    }

    /// Work done on other threads reports into bags of the run's limit, which the run absorbs in
    /// order: it then keeps, shows and counts exactly what reporting straight into it would have,
    /// hints included (work that asks `keeps` before making a costly hint asks its own bag). Random
    /// runs of problems, repeated within and across pieces of work, of two kinds and severities.
    func testAbsorbedBagsReportWhatOneBagWould() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let codes: [Diagnostic.Code] = [.unknownKey, .wrongType, .io]
        for round in 0..<300 {
            let pieces = (0...next(4)).map { _ in
                (0..<next(30)).map { _ in (codes[next(3)], next(2) == 0 ? Diagnostic.Severity.error : .warning, next(12), next(2)) }
            }
            let limit: Int? = next(5) == 0 ? nil : next(6) + 1
            func work(_ piece: [(Diagnostic.Code, Diagnostic.Severity, Int, Int)], into bag: DiagnosticBag) {
                for (code, severity, line, file) in piece {
                    let hint = bag.keeps(code, severity) ? "searched" : nil
                    let place = SourceLocation(file: "f\(file).yml", line: line + 1, column: 1)
                    bag.emit(severity == .error ? .error(code, "p\(line)", at: place, hint: hint) : .warning(code, "p\(line)", at: place, hint: hint))
                }
            }
            let straight = DiagnosticBag(limit: limit)
            for piece in pieces { work(piece, into: straight) }
            let absorbed = DiagnosticBag(limit: limit)
            for piece in pieces {
                let local = DiagnosticBag(limit: absorbed.workLimit)
                work(piece, into: local)
                absorbed.absorb(local)
            }
            let shown = { (bag: DiagnosticBag) in bag.sorted.map { "\($0.severity) \($0.code) \($0.message) \($0.location?.description ?? "") \($0.hint ?? "-")" } }
            XCTAssertEqual(shown(absorbed), shown(straight), "round \(round)")
            XCTAssertEqual(absorbed.errorCount, straight.errorCount, "round \(round)")
            XCTAssertEqual(absorbed.warningCount, straight.warningCount, "round \(round)")
        }
    }

    /// The command line prints at most the limit and ends with the "too many errors" line (0.1.0
    /// printed two lines for each of the 250 problems).
    func testLintPrintsAtMostTheLimitAndATooManyErrorsLine() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Many.intents.yml")
        let keys = (0..<250).map { "    k\($0): 1" }.joined(separator: "\n")
        try "intents:\n  Go:\n\(keys)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Tool.run(["lint", file.path])
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, 100)
        XCTAssertLessThanOrEqual(lines.count, 201)
        XCTAssertEqual(lines.last, "intentgen: note: too many errors: 150 more errors are not shown "
            + "(at most 100 errors and 100 warnings are listed, the first ones found)")
        XCTAssertEqual(result.stdout, "checked 1 file: 250 errors\n", "the summary counts every error")
    }

    // MARK: YAML

    /// A file of millions of tiny values is an error at the first value over the limit.
    func testTheNumberOfNodesIsBounded() {
        let (result, diagnostics) = loadYAML("[a, b, c, d, e, f]\n", limits: .init(maximumNodes: 4))
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(brief), ["1:11 yaml-limit"], "the list is one node, `a` to `c` three more; `d` is over")
        XCTAssertEqual(diagnostics.first?.message, "the file holds more than 4 values (scalars, keys, lists and mappings)")
        XCTAssertNotNil(loadYAML("[a, b, c]\n", limits: .init(maximumNodes: 4)).0.root)
    }

    /// An alias counts the bytes it repeats, not its nodes: one alias of a large scalar used
    /// twice is over the budget (the file's size), though it adds only two nodes.
    func testAliasExpansionIsCountedInBytes() {
        let value = String(repeating: "x", count: 60)
        let yaml = "a: &big \(value)\nb: *big\nc: *big\n"
        let (result, diagnostics) = loadYAML(yaml, limits: .init(minimumAliasBytes: 16))
        XCTAssertNil(result.root)
        XCTAssertEqual(diagnostics.map(brief), ["3:4 yaml-limit"], "the second alias makes 122 bytes of a file of \(yaml.utf8.count)")
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("aliases repeat more than \(yaml.utf8.count) bytes in total") ?? false)
        // With the default budget (at least 1 MiB) the same file is fine.
        XCTAssertEqual(loadYAML(yaml).0.root?["c"]?.scalar?.text, value)
    }

    /// 0.1.0 let a 1 MiB scalar aliased 110 times turn 1 MB of YAML into 111 MB of output.
    func testAnAliasedLargeScalarCannotMultiplyTheInput() {
        let big = String(repeating: "x", count: 600_000)
        let parameters = (0..<3).map { "      p\($0): { type: string, displayName: *big }" }.joined(separator: "\n")
        let (result, diagnostics) = runFrontEnd("intents:\n  Go:\n    title: &big \(big)\n    parameters:\n\(parameters)\n")
        XCTAssertNil(result)
        XCTAssertEqual(diagnostics.map(brief), ["6:40 yaml-limit"], "the second alias repeats 1.2 MB, over 1 MiB and the file's size")
    }

    // MARK: Definitions

    /// A file may declare at most 50,000 members in total; the first one over is the error and
    /// the rest are not decoded.
    func testMembersPerFileAreBounded() {
        let perIntent = DefinitionLimits.membersPerDefinition
        let intents = DefinitionLimits.membersPerFile / perIntent + 1
        var yaml = "intents:\n"
        for intent in 0..<intents {
            yaml += "  I\(intent):\n    parameters:\n"
            for parameter in 0..<perIntent { yaml += "      p\(parameter): string\n" }
        }
        let bag = DiagnosticBag()
        let input = InputFile(path: "t.intents.yml", text: yaml)
        XCTAssertNil(FrontEnd().run([input], diagnostics: bag))
        XCTAssertEqual(bag.sorted.map(brief), ["\(2 + (intents - 1) * (perIntent + 2) + 2):7 limit"])
        XCTAssertEqual(bag.sorted.first?.message, "the file declares more than 50000 members (parameters, properties, "
            + "enum cases, response codes and summaries) in total")
    }

    /// Parameters keep their rarely used parts in a shared box; copies stay independent values.
    func testParameterDetailsAreValues() {
        let name = Located("p", at: .startOf("t"))
        var first = ParameterDefinition(name: name, displayName: LocalizedText("P"), type: Located(.integer, at: .startOf("t")))
        var second = first
        second.metadata.minimum = Located(1, at: .startOf("t"))
        second.prompts.append((.primary, LocalizedText("Which?")))
        XCTAssertNil(first.metadata.minimum?.value)
        XCTAssertTrue(first.prompts.isEmpty)
        XCTAssertEqual(second.metadata.minimum?.value, 1)
        first.customDisambiguation = true
        XCTAssertFalse(second.customDisambiguation)
        XCTAssertEqual(second.prompts.first?.text.text, "Which?")
    }

    // MARK: Files over the limits are not read

    /// A definitions file over 64 MiB is an error without being read (a sparse file: no disk
    /// space, and reading it would take 65 MiB of memory).
    func testAnOversizedDefinitionsFileIsRejectedUnread() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Huge.intents.yml")
        try sparseFile(at: file, size: 65 << 20)
        let bag = DiagnosticBag()
        XCTAssertTrue(InputDiscovery().collect([file.path], diagnostics: bag).isEmpty)
        XCTAssertEqual(bag.sorted.map(brief), ["1:1 yaml-limit"])
        XCTAssertEqual(bag.sorted.first?.message, "file is \(65 << 20) bytes, more than the limit of \(64 << 20) bytes")
        let result = try Tool.run(["lint", file.path])
        XCTAssertEqual(result.status, 1, "an input error, not an unreadable file")
    }

    /// A folder scan stops at its entry limit with an error rather than crawling on (a spec's
    /// `sources: /` crawled the whole disk in every build); the CLI and the spec planner share it.
    func testAFolderScanStopsAtItsEntryLimit() throws {
        let folder = try temporaryFolder()
        for index in 0..<6 {
            let sub = folder.appendingPathComponent("d\(index)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try Data("intents: {}\n".utf8).write(to: sub.appendingPathComponent("F\(index).intents.yml"))
        }
        var discovery = InputDiscovery()
        discovery.maximumFolderEntries = 12
        let bag = DiagnosticBag()
        XCTAssertEqual(discovery.definitionFiles(in: folder.path, diagnostics: bag).count, 6, "12 entries: within")
        XCTAssertTrue(bag.sorted.isEmpty)
        discovery.maximumFolderEntries = 11
        XCTAssertEqual(discovery.definitionFiles(in: folder.path, diagnostics: bag), [])
        XCTAssertEqual(bag.sorted.map(\.code), [.limit])
        XCTAssertEqual(
            bag.sorted.first?.message,
            "\(folder.path) holds more than 11 files and folders; intentgen stopped looking for definitions files there")
        // The spec planner scans sources with the discovery it is given.
        try Data("name: P\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [.]\n".utf8)
            .write(to: folder.appendingPathComponent("project.yml"))
        let specBag = DiagnosticBag()
        let project = try XCTUnwrap(
            ProjectSpecLoader(environment: [:]).load(
                path: folder.appendingPathComponent("project.yml").path, diagnostics: specBag))
        _ = SpecPlanner(discovery: discovery).plan(project, diagnostics: specBag)
        XCTAssertEqual(specBag.sorted.filter { $0.severity == .error }.map(\.code), [.limit])
        XCTAssertFalse(SpecPlanner().plan(project, diagnostics: DiagnosticBag()).isEmpty)
    }

    /// `import` has the same 64 MiB limit; 0.1.0 read a 216 MB property list with 1.1 GB.
    func testAnOversizedPropertyListIsRejectedUnread() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Huge.intentdefinition")
        try sparseFile(at: file, size: PlistXML.maximumFileSize + 1)
        guard case .tooLarge(let size) = PlistXML.contents(ofFile: file.path) else { return XCTFail("expected .tooLarge") }
        XCTAssertEqual(size, PlistXML.maximumFileSize + 1)
        let result = try Tool.run(["import", file.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "\(file.path):1:1: error: \(file.path) is too large to import: the property list is "
            + "\(PlistXML.maximumFileSize + 1) bytes, more than the limit of \(PlistXML.maximumFileSize) bytes [limit]\n")
        XCTAssertThrowsError(try PlistXML.read([UInt8](repeating: 0x20, count: PlistXML.maximumFileSize + 1))) { error in
            XCTAssertEqual("\(error)", PlistXML.tooLarge(PlistXML.maximumFileSize + 1))
        }
    }

    // MARK: Specs

    /// `${VAR}` expansion counts the bytes put in: 0.1.0 expanded a 120 KB variable used 10,000
    /// times into 1.2 GB. The budget is the file's size, and at least 1 MiB.
    func testEnvironmentExpansionIsBounded() throws {
        let folder = try temporaryFolder()
        let uses = (0..<40).map { "  S\($0): ${BIG}" }.joined(separator: "\n")
        let spec = folder.appendingPathComponent("project.yml")
        try "name: Big\nsettings:\n\(uses)\ntargets: {}\n".write(to: spec, atomically: true, encoding: .utf8)
        let big = String(repeating: "v", count: 30_000)
        let bag = DiagnosticBag()
        XCTAssertNil(ProjectSpecLoader(environment: ["BIG": big]).load(path: spec.path, diagnostics: bag))
        XCTAssertEqual(bag.sorted.map(brief), ["37:8 yaml-limit"], "the 35th use would pass 1 MiB (34 × 30,000 bytes fit)")
        XCTAssertTrue(bag.sorted.first?.message.hasPrefix("environment variables (`${NAME}`) expand to more than 1048576 bytes") ?? false)
        // Within the budget, every use expands.
        let fits = DiagnosticBag()
        let project = ProjectSpecLoader(environment: ["BIG": "value"]).load(path: spec.path, diagnostics: fits)
        XCTAssertNotNil(project)
        XCTAssertEqual(fits.diagnostics.count, 0)
    }

    /// 10,000 targets sharing one definitions folder are planned correctly (0.1.0 compared every
    /// pair of targets, which took over five minutes); the collision check still finds the one
    /// target whose output lies in another target's sources.
    func testTenThousandTargetsArePlannedAndCollisionsStillFound() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Defs"), withIntermediateDirectories: true)
        try "intents:\n  Go:\n    parameters:\n      name: string\n".write(
            to: folder.appendingPathComponent("Defs/Small.intents.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Out/T5000"), withIntermediateDirectories: true)
        var spec = "name: Many\ntargets:\n"
        for index in 0..<10_000 {
            spec += "  T\(index):\n    type: framework\n    sources: [Defs]\n    intentgen: { output: Out/T\(index) }\n"
        }
        // App compiles Out/T5000, where T5000 generates the same classes as App.
        spec += "  App:\n    type: application\n    sources: [Defs, Out/T5000]\n    intentgen: { output: Gen/App }\n"
        let path = folder.appendingPathComponent("project.yml")
        try spec.write(to: path, atomically: true, encoding: .utf8)
        let bag = DiagnosticBag()
        let project = try XCTUnwrap(ProjectSpecLoader().load(path: path.path, diagnostics: bag))
        let plans = SpecPlanner().plan(project, diagnostics: bag)
        XCTAssertEqual(plans.count, 10_001)
        let defs = folder.appendingPathComponent("Defs/Small.intents.yml").path
        XCTAssertTrue(plans.allSatisfy { $0.definitionFiles == [defs] })
        XCTAssertEqual(Set(plans.map(\.outputFolder)).count, 10_001)
        XCTAssertEqual(bag.sorted.map(brief), ["20006:26 duplicate-name"])
        XCTAssertEqual(bag.sorted.first?.message, "the generated folder \(folder.path)/Out/T5000 of target `T5000` lies in the "
            + "sources of target `App`, which generates the same classes from Small.intents.yml")
    }

    /// A source at `.` compiles every folder below the spec: the index finds it as well.
    func testASourceAtTheSpecFolderCompilesEveryOutputBelowIt() throws {
        let folder = try temporaryFolder()
        try "intents:\n  Go: {}\n".write(to: folder.appendingPathComponent("A.intents.yml"), atomically: true, encoding: .utf8)
        try """
            name: App
            targets:
              Widget: { type: app-extension, sources: [A.intents.yml], intentgen: { output: Gen/Widget } }
              App: { type: application, sources: ["."], intentgen: { output: ../Elsewhere } }
            """.write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let bag = DiagnosticBag()
        let project = try XCTUnwrap(ProjectSpecLoader().load(path: folder.appendingPathComponent("project.yml").path, diagnostics: bag))
        _ = SpecPlanner().plan(project, diagnostics: bag)
        XCTAssertEqual(bag.sorted.map(brief), ["3:81 duplicate-name"])
        XCTAssertTrue(bag.sorted.first?.message.contains("of target `Widget` lies in the sources of target `App`") ?? false)
    }

    /// Expanding variables leaves the parts without `${…}` shared: a large template merged into
    /// many targets is not copied once per target (0.1.0 took 2.5 GB for a 1 MiB template used
    /// by 1,000 targets).
    func testExpansionSharesWhatDoesNotChange() throws {
        let (result, _) = loadYAML("settings: { A: 1, B: 2 }\nname: ${target_name}\nsources: [a, b]\n")
        let root = try XCTUnwrap(result.root)
        let expanded = root.expandingVariables(["target_name": "App"])
        XCTAssertEqual(expanded["name"]?.scalar?.text, "App")
        func address(_ node: YAMLNode?) -> UnsafeRawPointer? {
            node?.mapping.map { $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
                ?? node?.sequence.map { $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } } ?? nil
        }
        XCTAssertNotNil(address(root["settings"]))
        XCTAssertEqual(address(expanded["settings"]), address(root["settings"]), "unchanged mappings are shared")
        XCTAssertEqual(address(expanded["sources"]), address(root["sources"]), "unchanged lists are shared")
        XCTAssertNotEqual(address(expanded), address(root), "the mapping that changed is a new one")
    }

    func testFolderAndParents() {
        XCTAssertEqual(SpecPlanner.folderAndParents("a/b"), ["a/b", "a", "."])
        XCTAssertEqual(SpecPlanner.folderAndParents("/x/y"), ["/x/y", "/x", "/"])
        XCTAssertEqual(SpecPlanner.folderAndParents("../a"), ["../a", ".."])
        XCTAssertEqual(SpecPlanner.folderAndParents("."), ["."])
    }
}

extension BoundsTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// A file of `size` bytes that takes no disk space (a hole).
    func sparseFile(at url: URL, size: Int) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }
}
