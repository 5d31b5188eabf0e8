import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 12, "CI is never falsely green", for XcodeGen specs: a spec mistake that would make
/// intentgen generate less than the spec asks for is an error at the place of the mistake, never a
/// silent "0 files" with exit status 0.
final class SpecStrictnessTests: TemporaryFolderTestCase {
    static let definition = "intents:\n  Configure:\n    title: Configure\n    eligibleForWidgets: true\n"

    static let extensionTemplate = """
        targetTemplates:
          Extension:
            type: app-extension
            platform: iOS
            sources: ["${target_name}"]

        """

    // MARK: Templates

    func testAnUnknownTemplateIsAnErrorWithASuggestion() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", "name: App\n" + Self.extensionTemplate + "targets:\n  Widget:\n    templates: [Extention]\n")
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(plans.count, 0)
        XCTAssertEqual(errors(diagnostics).map(brief), ["9:17 undefined-reference"])
        XCTAssertEqual(diagnostics.first?.message, "there is no target template named `Extention`")
        XCTAssertEqual(diagnostics.first?.hint, "did you mean `Extension`?")
    }

    func testATemplateCycleIsAnErrorAndTheRestStillResolves() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targetTemplates:
              A: { templates: [B], type: app-extension }
              B: { templates: [C], platform: iOS }
              C: { templates: [A], sources: ["${target_name}"] }
            targets:
              Widget: { templates: [A] }
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["5:20 invalid-value"])
        XCTAssertEqual(diagnostics.first?.message, "template `A` uses itself: `A` → `B` → `C` → `A`")
        XCTAssertEqual(plans.map(\.target.name), ["Widget"], "each template is applied once")
        XCTAssertEqual(plans.first?.target.sources.map(\.path), ["Widget"])
    }

    /// A long chain of templates resolves without deep recursion, and a cycle at its end is
    /// found (the chain is 20,000 templates deep).
    func testALongChainOfTemplatesResolvesAndItsCycleIsFound() throws {
        let count = 20_000
        var yaml = "name: App\ntargetTemplates:\n"
        for index in 0..<count {
            let next = index + 1 < count ? "T\(index + 1)" : "T0"
            yaml += "  T\(index): { templates: [\(next)]\(index == count - 1 ? ", sources: [Deep]" : "") }\n"
        }
        yaml += "targets:\n  App: { type: application, templates: [T0] }\n"
        try write("project.yml", yaml)
        try write("Deep/Config.intents.yml", Self.definition)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["\(count + 2):\(20 + String(count - 1).count) invalid-value"])
        XCTAssertEqual(plans.first?.target.sources.map(\.path), ["Deep"])
    }

    func testTemplatesThatAreNotAListOfNamesAreErrors() throws {
        try write("project.yml", "name: App\n" + Self.extensionTemplate + """
            targets:
              Widget:
                templates: Extension
              Other:
                templates: [[Extension]]
            """)
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["9:16 wrong-type", "11:17 wrong-type"])
        XCTAssertEqual(diagnostics.first?.hint, "write `templates: [Extension]`")
    }

    func testATemplateErrorSharedByTargetsIsReportedOnce() throws {
        try write("A/Config.intents.yml", Self.definition)
        try write("B/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targetTemplates:
              Extension: { templates: [Bse], type: app-extension, sources: ["${target_name}"] }
              Base: { platform: iOS }
            targets:
              A: { templates: [Extension] }
              B: { templates: [Extension] }
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["3:28 undefined-reference"])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean `Base`?")
        XCTAssertEqual(plans.count, 2)
    }

    /// A template may live in an include that could not be read: only the include is reported.
    func testAnUnknownTemplateAfterAMissingIncludeIsNotReported() throws {
        try write("project.yml", "name: App\ninclude: [templates.yml]\ntargets:\n  Widget:\n    templates: [Extension]\n")
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["2:11 io"])
    }

    // MARK: Includes

    func testIncludesThatAreNotSpecsAreErrors() throws {
        try write("list.yml", "- a\n- b\n")
        try write("scalar.yml", "just words\n")
        try write("empty.yml", "# nothing yet\n")
        try write("project.yml", "name: App\ninclude:\n  - list.yml\n  - scalar.yml\n  - empty.yml\n  - { path: [x.yml] }\n")
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(diagnostics.map { "\(($0.location?.file as NSString?)?.lastPathComponent ?? "-") \(brief($0))" }, [
            "list.yml 1:1 wrong-type", "project.yml 6:13 wrong-type", "scalar.yml 1:1 wrong-type",
        ])
    }

    func testARootSpecThatIsNotAMappingIsAnError() throws {
        try write("project.yml", "- name: App\n")
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(diagnostics.map(brief), ["1:1 wrong-type"])
    }

    // MARK: Sources

    /// The issue's case: a misspelt source folder generated nothing, and `--check` was green.
    func testAMisspeltSourceFolderIsAnErrorAtThePath() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Widget:
                type: app-extension
                sources:
                  - path: Widgt
                    excludes: ["**/*.swift"]
            """)
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["6:15 io"])
        XCTAssertEqual(diagnostics.first?.message, "the source folder Widgt of target `Widget` does not exist")
    }

    /// Folders intentgen writes (or folders holding them) appear when it runs: not an error.
    func testAMissingSourceThatIntentgenCreatesIsFine() throws {
        try write("Shared/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Widget:
                type: app-extension
                sources: [Shared, Generated/Widget]
                intentgen: { output: Generated/Widget }
              App:
                type: application
                sources: [Generated, "${BUILT_PRODUCTS_DIR}/Extra", { path: Later, optional: true }]
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(diagnostics.map(brief), [])
        XCTAssertEqual(plans.map(\.target.name), ["Widget"])
    }

    /// Files a run writes, listed as sources before it made them (the handler file another
    /// target compiles, the definition's `Base.lproj`), are not reported as missing; another
    /// missing file is, as a warning (XcodeGen fails on it).
    func testAMissingFileThatIntentgenWritesIsFine() throws {
        try write("Shared/Config.intents.yml", Self.definition)
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Intents:
                type: app-extension.intents-service
                sources: [Shared, { path: Out, optional: true }]
                intentgen:
                  output: Out/Generated
                  handlerOutput: Out/Handler
                  generate: [intents, handler, xcodeDefinition]
                  definitionOutput: Resources
              Widget:
                type: app-extension
                sources: [Widget, Out/Handler/IntentHandler.swift, Resources/Base.lproj, Elsewhere/Missing.swift]
            """)
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(diagnostics.map(brief), ["13:78 io"])
        XCTAssertEqual(diagnostics.first?.message, "the source Elsewhere/Missing.swift of target `Widget` does not exist")
        XCTAssertEqual(diagnostics.first?.severity, .warning)
    }

    /// `--target` limits the checks to the targets asked for.
    func testOnlyTheChosenTargetsSourcesAreChecked() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Widget: { type: app-extension, sources: [Widget] }
              Broken: { type: application, sources: [Missing] }
              Off: { type: application, sources: [Gone], intentgen: false }
            """)
        XCTAssertEqual(planSpec(targets: ["Widget"]).diagnostics.map(brief), [])
        XCTAssertEqual(planSpec().diagnostics.map(brief), ["4:42 io"], "an opted-out target is not checked")
    }

    func testALiteralIncludesPatternNamingAMissingDefinitionsFileIsAnError() throws {
        try write("Shared/Showcase.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Showcase:
                type: app-extension
                sources:
                  - path: Shared
                    includes: ["*.swift", Showcase.intents.yml, Showcse.intents.yml]
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["7:53 io"])
        XCTAssertEqual(plans.first?.definitionFiles.count, 1)
    }

    // MARK: Asking for output

    func testATargetThatAsksForOutputButHasNoDefinitionsIsAnError() throws {
        try write("Widget/Widget.swift", "")
        try write("project.yml", """
            name: App
            targetTemplates:
              Intents: { intentgen: { visibility: internal } }
            targets:
              Widget:
                type: app-extension
                sources: [Widget]
                intentgen: { generate: [intents] }
              FromTemplate: { templates: [Intents], sources: [Widget] }
              Quiet: { sources: [Widget], intentgen: { generate: none } }
              Plain: { sources: [Widget] }
              Yes: { sources: [Widget], intentgen: true }
            """)
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), ["5:3 undefined-reference", "9:3 undefined-reference", "12:3 undefined-reference"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "target `Widget` asks for intentgen output, but its sources have no definitions files (*.intents.yml)")
        XCTAssertEqual(diagnostics[1].notes.first?.location?.line, 3, "the note points at the template's section")
    }

    func testATargetNamedWithTargetThatProducesNothingIsAnError() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Widget: { type: app-extension, sources: [Widget] }
              App: { type: application }
              Off: { type: application, sources: [Widget], intentgen: false }
            """)
        XCTAssertEqual(planSpec(targets: ["App", "Off"]).diagnostics.map(brief), ["4:3 undefined-reference", "5:48 invalid-value"])
    }

    func testAProjectSectionWithoutAnyDefinitionsIsAnError() throws {
        try write("project.yml", "name: App\nintentgen:\n  classPrefix: MF\ntargets:\n  App: { type: application }\n")
        XCTAssertEqual(planSpec().diagnostics.map(brief), ["2:1 undefined-reference"])
        try write("project.yml", "name: App\nintentgen:\n  generate: none\ntargets:\n  App: { type: application }\n")
        XCTAssertEqual(planSpec().diagnostics.map(brief), [], "`generate: none` asks for nothing")
    }

    // MARK: The command line

    /// `generate --spec --check` on the issue's spec exits non-zero and names the mistake.
    func testGenerateCheckFailsOnAMisspeltTemplate() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write("project.yml", "name: App\n" + Self.extensionTemplate + "targets:\n  Widget:\n    templates: [Extention]\n")
        let spec = root.appendingPathComponent("project.yml").path
        let result = try Tool.run(["generate", "--spec", spec, "--check"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("\(spec):9:17: error: there is no target template named `Extention`"), result.stderr)
        XCTAssertFalse(result.stdout.contains("0 files"), result.stdout)
    }

    /// A spec that generates nothing at all is an error, not "0 files" and status 0.
    func testGenerateOnASpecWithoutDefinitionsFails() throws {
        try write("App/App.swift", "")
        try write("project.yml", "name: App\ntargets:\n  App: { type: application, sources: [App] }\n")
        let result = try Tool.run(["generate", "--spec", root.appendingPathComponent("project.yml").path, "--check"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("has definitions files"), result.stderr)
    }
}
