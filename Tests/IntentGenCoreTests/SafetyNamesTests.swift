import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 12, names that produce code which does not compile, or that clash: each is an error at
/// the definition (``OutputNames`` and the validator's member rules), and hints never suggest
/// a name that is invalid where it would go.
final class SafetyNamesTests: XCTestCase {
    func names(_ yaml: String) -> [String] {
        runFrontEnd(yaml).diagnostics.map { "\(brief($0)) \($0.message)" }
    }

    // MARK: Names the generated code relies on

    func testTypesNamedAfterWhatTheGeneratedCodeUsesAreErrors() {
        for name in ["String", "Int", "Bool", "Error", "NSObject", "INIntent", "INObject", "Swift", "URL", "Property", "AppEntity"] {
            for section in ["enums", "types"] {
                let body = section == "enums" ? "{ cases: [a] }" : "{}"
                let (result, diagnostics) = runFrontEnd("\(section):\n  \(name): \(body)\n")
                XCTAssertNil(result, "\(section) \(name)")
                XCTAssertEqual(diagnostics.map(brief), ["2:3 invalid-name"], "\(section) \(name)")
            }
        }
        XCTAssertEqual(
            runFrontEnd("enums:\n  String: { cases: [a] }\n").diagnostics.first?.message,
            "enum `String` generates the Swift name `String`, which is a type of the Swift standard library the generated code uses")
    }

    func testAnIntentNamedINIsAnError() {
        XCTAssertEqual(names("intents:\n  IN: { title: In }\n"), [
            "2:3 invalid-name intent `IN` generates the Swift name `INIntent`, which is a type of Intents the generated code uses",
        ])
    }

    // MARK: Members

    /// `id` and `displayRepresentation` properties, and `allCases`-like cases, break only App
    /// Intents code (real SiriKit definitions have properties named `id`): errors for a target
    /// that asks for App Intents.
    func testAppIntentsMembersAreErrorsWhenAppIntentsAreGenerated() {
        let yaml = """
            types:
              Thing:
                properties: { id: string, displayRepresentation: string, label: string }
            enums:
              Mode: { cases: [allCases, caseDisplayRepresentations, typeDisplayRepresentation, rawValue, init] }
            """
        let (siriKit, clean) = plan(yaml, GenerationRequest())
        XCTAssertNotNil(siriKit)
        XCTAssertEqual(clean.map(brief), [])
        let (appIntents, diagnostics) = plan(yaml, GenerationRequest(writesAppIntents: true))
        XCTAssertNil(appIntents)
        XCTAssertEqual(diagnostics.map(brief), [
            "3:19 invalid-name", "3:31 invalid-name", "5:19 invalid-name", "5:29 invalid-name", "5:57 invalid-name",
        ])
        XCTAssertEqual(
            diagnostics.first?.message, "property `id` of type `Thing` is a member the generated App Intents entity already has")
    }

    // MARK: Clashes

    func testCompanionNamesClashWithOtherDefinitions() {
        XCTAssertEqual(names("enums:\n  ThingAppEntityQuery: { cases: [a] }\ntypes:\n  Thing: {}\n"), [
            "4:3 duplicate-name type `Thing` generates the Swift name `ThingAppEntityQuery`, which enum `ThingAppEntityQuery` already generates",
        ])
        for clash in ["GoIntentHandling", "GoIntentResponseCode", "GoAppIntent", "GoIntent"] {
            XCTAssertEqual(runFrontEnd("intents:\n  Go: { title: Go }\nenums:\n  \(clash): { cases: [a] }\n").diagnostics.map(brief), ["4:3 duplicate-name"], clash)
        }
        // An enum's App Intents twin beside a type named like it.
        XCTAssertEqual(runFrontEnd("enums:\n  Mode: { cases: [a] }\ntypes:\n  ModeAppEnum: {}\n").diagnostics.map(brief), ["4:3 duplicate-name"])
    }

    /// The case: `Foo`, `FOO` and `FoO` give files that are one file on most Macs.
    func testNamesThatDifferOnlyInCaseAreErrors() {
        let diagnostics = runFrontEnd("intents:\n  Foo: { title: a }\n  FOO: { title: b }\n  FoO: { title: c }\n").diagnostics
        XCTAssertEqual(diagnostics.map(brief), ["3:3 duplicate-name", "4:3 duplicate-name"])
        XCTAssertEqual(
            diagnostics.first?.message, "intent `FOO` generates the file FOOIntent.swift, which differs only in case from FooIntent.swift of intent `Foo`")
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.line, 2)
        // Across files too: generated code for one target shares one folder.
        let (_, across) = runFrontEnd([("a.intents.yml", "enums:\n  Mode: { cases: [a] }\n"), ("b.intents.yml", "types:\n  MODE: {}\n")])
        XCTAssertEqual(across.map(brief), ["2:3 duplicate-name"])
        XCTAssertEqual(across.first?.location?.file, "b.intents.yml")
    }

    // MARK: What the prefix and the handler class change

    func plan(_ yaml: String, _ request: GenerationRequest) -> (TargetPlan?, [Diagnostic]) {
        let bag = DiagnosticBag()
        guard let definitions = FrontEnd().run([InputFile(path: "test.intents.yml", text: yaml)], diagnostics: bag) else {
            XCTFail(DiagnosticRenderer().render(bag.sorted))
            return (nil, bag.sorted)
        }
        return (Planner().plan(definitions, request: request, diagnostics: bag), bag.sorted)
    }

    func testTheClassPrefixIsCheckedWhereItIsKnown() {
        let yaml = "types:\n  Object: {}\nintents:\n  Foo: { title: a }\n  Bar: { title: b, className: MFFooIntent }\n"
        let (plain, clean) = plan(yaml, GenerationRequest())
        XCTAssertNotNil(plain)
        XCTAssertEqual(clean.map(brief), [])
        let (prefixed, clash) = plan(yaml, GenerationRequest(options: GenerationOptions(classPrefix: "MF")))
        XCTAssertNil(prefixed)
        XCTAssertEqual(clash.map(brief), ["5:31 duplicate-name"])
        let (reserved, diagnostics) = plan(yaml, GenerationRequest(options: GenerationOptions(classPrefix: "IN")))
        XCTAssertNil(reserved)
        XCTAssertEqual(diagnostics.map(brief), ["2:3 invalid-name"], "`INObject`")
        XCTAssertEqual(diagnostics.first?.message, "type `Object` generates the Swift name `INObject`, which is a type of Intents the generated code uses")
    }

    /// The case from section 1, as far as names go: an enum named like the handler class.
    func testTheHandlerClassIsAGeneratedName() {
        let yaml = "enums:\n  IntentHandler: { cases: [a] }\nintents:\n  Go: { title: Go }\n"
        XCTAssertNotNil(plan(yaml, GenerationRequest()).0)
        let (skeleton, diagnostics) = plan(yaml, GenerationRequest(handlerClassName: "IntentHandler"))
        XCTAssertNil(skeleton)
        XCTAssertEqual(diagnostics.map(brief), ["2:3 duplicate-name"])
        XCTAssertEqual(diagnostics.first?.message, "enum `IntentHandler` generates the Swift name `IntentHandler`, which the handler class already generates")
        // The skeleton's per-intent handler class too.
        XCTAssertNil(plan("types:\n  GoIntentHandler: {}\nintents:\n  Go: { title: Go }\n", GenerationRequest(handlerClassName: "Main")).0)
    }

    /// The spec route plans with the target's prefix: the clash stops that target's output.
    func testASpecTargetWithAClashingPrefixGetsNoOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("W"), withIntermediateDirectories: true)
        try "types:\n  Object: {}\n".write(to: root.appendingPathComponent("W/A.intents.yml"), atomically: true, encoding: .utf8)
        try "name: App\nintentgen: { classPrefix: IN }\ntargets:\n  W: { type: framework, sources: [W] }\n"
            .write(to: root.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let bag = DiagnosticBag()
        let project = try XCTUnwrap(ProjectSpecLoader().load(path: root.appendingPathComponent("project.yml").path, diagnostics: bag))
        let plans = SpecPlanner().plan(project, diagnostics: bag)
        XCTAssertEqual(plans.count, 1)
        XCTAssertNil(plans[0].render(diagnostics: bag))
        XCTAssertEqual(bag.sorted.map(brief), ["2:3 invalid-name"])
    }

    /// Code with names that are legal but unusual compiles: cases named like members, keywords.
    func testUnusualButValidNamesCompile() throws {
        let bag = DiagnosticBag()
        let yaml = """
            enums:
              Mode: { cases: [rawValue, hashValue, description, hash, init, self, default, type, id] }
            intents:
              Go:
                title: Go
                parameters:
                  title: string
                  perform: string
                  mode: Mode
            """
        let definitions = try XCTUnwrap(FrontEnd().run([InputFile(path: "Odd.intents.yml", text: yaml)], diagnostics: bag), DiagnosticRenderer().render(bag.sorted))
        let plan = try XCTUnwrap(Planner().plan(
            definitions, request: GenerationRequest(handlerClassName: "IntentHandler", writesAppIntents: true), diagnostics: bag))
        try GeneratedCodeTypeCheckTests.typeCheck(Renderer().render(plan, diagnostics: bag), name: "odd names", languageMode: 6)
    }

    // MARK: Suggestions

    /// "did you mean `Self`?" suggested a keyword.
    func testHintsNeverSuggestAnInvalidName() {
        let lowerType = runFrontEnd("types:\n  self: {}\n").diagnostics
        XCTAssertEqual(lowerType.first?.message, "type `self` must start with an upper-case letter")
        XCTAssertEqual(lowerType.first?.hint, "choose another name")
        XCTAssertEqual(runFrontEnd("types:\n  place: {}\n").diagnostics.first?.hint, "did you mean `Place`?")
        let underscored = runFrontEnd("intents:\n  Go: { title: Go, parameters: { _init: string } }\n").diagnostics
        XCTAssertEqual(underscored.first?.hint, "choose another name", "`_init` has no other case")
        // A parameter that starts with an upper-case letter is valid, as in Xcode.
        XCTAssertEqual(runFrontEnd("intents:\n  Go: { title: Go, parameters: { Init: string } }\n").diagnostics.count, 0)
        // A declared name that is itself invalid is never offered.
        let reference = runFrontEnd("types:\n  Self: {}\nintents:\n  Go: { title: Go, parameters: { x: Slef } }\n").diagnostics
        XCTAssertFalse(reference.contains { $0.hint?.contains("`Self`") == true }, reference.map { $0.hint ?? "" }.joined(separator: "\n"))
        // Enum cases may be keywords: a case `default` is a fine suggestion.
        let caseHint = runFrontEnd("""
            enums:
              Mode: { cases: [default, other] }
            intents:
              Go: { title: Go, parameters: { m: { type: Mode, default: defualt } } }
            """).diagnostics
        XCTAssertEqual(caseHint.first?.hint, "did you mean `default`?")
    }

    /// The 100,000-character reference: no candidate is near it, and none is compared.
    func testSuggestionsForHugeWordsAreBoundedAndSayNothing() {
        let huge = String(repeating: "a", count: 100_000)
        XCTAssertNil(Suggestions.closest(to: huge, in: ["alpha", "beta", huge + "b"]))
        let long = String(repeating: "ab", count: 200)
        XCTAssertNil(Suggestions.closest(to: long + "x", in: [long + "y"]), "longer than \(Suggestions.maximumLength): never compared")
        let fits = String(repeating: "ab", count: 100)
        XCTAssertEqual(Suggestions.closest(to: fits + "x", in: [fits + "y"]), fits + "y")
        XCTAssertEqual(Suggestions.closest(to: "visiblity", in: ["visibility", "output"]), "visibility")
        XCTAssertEqual(Suggestions.closest(to: "VISIBILITY", in: ["visibility"]), "visibility")
        XCTAssertNil(Suggestions.closest(to: "x", in: ["output"]))
        // In the front end: a reference of 100,000 characters is reported, with no suggestion.
        let (_, diagnostics) = runFrontEnd("intents:\n  Go: { title: Go, parameters: { x: \(huge.uppercased()) } }\n")
        XCTAssertEqual(diagnostics.map(brief), ["2:37 undefined-reference"])
        XCTAssertEqual(diagnostics.first?.hint, "declare it under `enums` or `types`")
    }
}
