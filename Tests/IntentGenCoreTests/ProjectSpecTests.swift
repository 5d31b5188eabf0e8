import Foundation
import XCTest

@testable import IntentGenCore

/// The XcodeGen spec loader and the per-target planner on small specs written for each rule.
final class ProjectSpecTests: TemporaryFolderTestCase {
    func load(_ path: String = "project.yml", environment: [String: String] = [:]) -> (ProjectSpec?, [Diagnostic]) {
        let bag = DiagnosticBag()
        let spec = ProjectSpecLoader(environment: environment).load(path: root.appendingPathComponent(path).path, diagnostics: bag)
        return (spec, bag.sorted)
    }

    func plan(_ spec: ProjectSpec, targets: [String] = []) -> ([TargetGenerationPlan], [Diagnostic]) {
        let bag = DiagnosticBag()
        let plans = SpecPlanner().plan(spec, targets: targets, diagnostics: bag)
        return (plans, bag.sorted)
    }

    static let definition = "intents:\n  Configure:\n    eligibleForWidgets: true\n"

    func testIncludesMergeWithRebasedPathsAndReplace() throws {
        try write("project.yml", """
            name: App
            include:
              - Widgets/widgets.yml
            targets:
              Widget:
                sources:REPLACE: [Root]
              App:
                type: application
                platform: iOS
                sources: App
            """)
        try write("Widgets/widgets.yml", """
            targets:
              Widget:
                type: app-extension
                platform: iOS
                sources: [Sources, ../Shared]
              Intents:
                type: app-extension
                platform: iOS
                sources:
                  - path: .
                    excludes: ["**/*.swift"]
            """)
        let (spec, diagnostics) = load()
        XCTAssertEqual(diagnostics.map(brief), [])
        let project = try XCTUnwrap(spec)
        XCTAssertEqual(project.targets.map(\.name), ["Widget", "Intents", "App"])
        XCTAssertEqual(project.target(named: "Widget")?.sources.map(\.path), ["Root"], ":REPLACE replaces the list")
        XCTAssertEqual(project.target(named: "Intents")?.sources.map(\.path), ["Widgets"])
        XCTAssertEqual(project.target(named: "Intents")?.sources.first?.excludes, ["**/*.swift"])
        XCTAssertEqual(project.target(named: "App")?.sources.map(\.path), ["App"])
    }

    func testCircularAndMissingIncludesAreDiagnosedWhereTheyAreWritten() throws {
        try write("project.yml", "name: App\ninclude:\n  - a.yml\n  - missing.yml\n")
        try write("a.yml", "include: [project.yml]\n")
        let (_, diagnostics) = load()
        XCTAssertEqual(diagnostics.map(brief), ["1:11 invalid-value", "4:5 io"])
        XCTAssertTrue(diagnostics[0].message.contains("cycle"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[0].location?.file.hasSuffix("a.yml"), true)
        XCTAssertTrue(diagnostics[1].message.contains("missing.yml"), diagnostics[1].message)
    }

    func testTemplatesMultiPlatformAndVariables() throws {
        try write("project.yml", """
            name: App
            targetTemplates:
              Base:
                type: framework
                sources:
                  - Shared/${target_name}
              Extension:
                templates: [Base]
                sources:
                  - ${kind}/Sources
            targets:
              Kit:
                platform: [iOS, tvOS]
                templates: [Extension]
                templateAttributes:
                  kind: Plugins
                sources:
                  - ${platform}
              Tool:
                type: tool
                platform: macOS
                sources:
                  - ${HOME_DIR}/Tool
                  - ${UNSET_VARIABLE}
            """)
        let (spec, diagnostics) = load(environment: ["HOME_DIR": "Home"])
        XCTAssertEqual(diagnostics.map(brief), [])
        let project = try XCTUnwrap(spec)
        XCTAssertEqual(project.targets.map(\.name), ["Kit_iOS", "Kit_tvOS", "Tool"])
        let kit = try XCTUnwrap(project.target(named: "Kit_tvOS"))
        XCTAssertEqual(kit.type, "framework")
        XCTAssertEqual(kit.platforms, ["tvOS"])
        XCTAssertEqual(kit.sources.map(\.path), ["Shared/Kit_tvOS", "Plugins/Sources", "tvOS"])
        XCTAssertEqual(project.target(named: "Tool")?.sources.map(\.path), ["Home/Tool", "${UNSET_VARIABLE}"])
    }

    func testDuplicateKeysInSpecsWarnAndTheLastWins() throws {
        try write("project.yml", "name: App\nname: Renamed\n")
        let (spec, diagnostics) = load()
        XCTAssertEqual(spec?.name, "Renamed")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
    }

    func testTheIntentgenSectionIsCheckedStrictly() throws {
        try write("project.yml", """
            name: App
            intentgen:
              visibilty: internal
            targets:
              Widget:
                type: app-extension
                intentgen:
                  generate: [intents, handlr]
            """)
        let (_, diagnostics) = load()
        XCTAssertEqual(diagnostics.map(brief), ["3:3 unknown-key", "8:27 invalid-value"])
        XCTAssertEqual(diagnostics[0].hint, "did you mean `visibility`?")
        XCTAssertEqual(diagnostics[1].hint, "did you mean `handler`?")
    }

    func testPlanFindsDefinitionsAndChoosesOutputsByKind() throws {
        try write("Widget/Resources/Config.intents.yml", Self.definition)
        try write("Widget/Resources/Ignored.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            targets:
              Widget:
                type: app-extension
                sources:
                  - path: Widget
                    excludes: ["**/Ignored.*"]
                dependencies:
                  - sdk: WidgetKit.framework
              IntentsExtension:
                type: app-extension
                sources: [Intents, Widget/Resources/Config.intents.yml]
                info:
                  path: Info.plist
                  properties:
                    NSExtension:
                      NSExtensionPointIdentifier: com.apple.intents-service
                intentgen:
                  classPrefix: MF
              OptedOut:
                type: app-extension
                sources: [Widget]
                intentgen: false
            """)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Intents"), withIntermediateDirectories: true)
        let project = try XCTUnwrap(load().0)
        let (plans, diagnostics) = plan(project)
        XCTAssertEqual(diagnostics.map(brief), [])
        XCTAssertEqual(plans.map(\.target.name), ["Widget", "IntentsExtension"])
        let widget = plans[0]
        XCTAssertEqual(widget.kind, .widgetExtension)
        XCTAssertEqual(widget.outputs, [.intents])
        XCTAssertEqual(widget.definitionFiles.map { ($0 as NSString).lastPathComponent }, ["Config.intents.yml"])
        XCTAssertEqual(widget.outputFolder, root.appendingPathComponent("Widget/Generated").path)
        XCTAssertNil(widget.handlerFolder)
        let intents = plans[1]
        XCTAssertEqual(intents.kind, .intentsExtension)
        XCTAssertEqual(intents.outputs, [.intents, .handler])
        XCTAssertEqual(intents.options.classPrefix, "MF")
        XCTAssertEqual(intents.outputFolder, root.appendingPathComponent("Intents/Generated").path)
        XCTAssertEqual(intents.handlerFolder, root.appendingPathComponent("Intents").path)
    }

    func testTargetsWritingIntoOneFolderAreAnError() throws {
        try write("Shared/A.intents.yml", Self.definition)
        try write("project.yml", """
            name: App
            intentgen:
              output: Generated
            targets:
              One: { type: app-extension, sources: [Shared] }
              Two: { type: app-extension, sources: [Shared] }
            """)
        let project = try XCTUnwrap(load().0)
        let (_, diagnostics) = plan(project)
        XCTAssertEqual(diagnostics.map(brief), ["6:3 duplicate-name"])
        XCTAssertEqual(diagnostics.first?.hint, "give one of them its own folder with `intentgen: { output: … }`")
    }

    func testUnknownTargetNamesAreReported() throws {
        try write("project.yml", "name: App\ntargets:\n  Widget: { type: app-extension }\n")
        let project = try XCTUnwrap(load().0)
        let (_, diagnostics) = plan(project, targets: ["Widgt"])
        XCTAssertEqual(diagnostics.map(\.code), [.undefinedReference])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean `Widget`?")
    }
}

extension ProjectSpecTests {
    /// A missing definitions file or folder is an error (intentgen would miss definitions), a
    /// missing file of another kind a warning (XcodeGen reports it), an optional source nothing.
    func testMissingSourcesThatCouldHoldDefinitionsAreErrors() throws {
        try write("project.yml", """
            name: App
            targets:
              Widget:
                type: app-extension
                sources:
                  - Gone.intents.yml
                  - NotYetCreated
                  - Info.plist
                  - path: Optional
                    optional: true
            """)
        let project = try XCTUnwrap(load().0)
        let (_, diagnostics) = plan(project)
        XCTAssertEqual(diagnostics.map(brief), ["6:9 io", "7:9 io", "8:9 io"])
        XCTAssertEqual(diagnostics.map(\.severity), [.error, .error, .warning])
    }
}
