import Foundation
import XCTest

@testable import IntentGenCore

/// Layout traps a spec shows (issue 29): Swift written where no target compiles it, and one
/// target's output folder compiled by another target without the types its files use.
final class SpecLayoutTests: TemporaryFolderTestCase {
    static let definition = SpecStrictnessTests.definition

    static let entityDefinition = """
        intents:
          Pick:
            parameters:
              place: { type: Place, options: dynamic }
        types:
          Place:
            properties:
              name: string

        """

    func warnings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .warning }.map {
            "\(brief($0)): " + $0.message.replacingOccurrences(of: root.path + "/", with: "")
        }
    }

    /// A typo in `output` (`Widget/Generatd` outside the sources `Widget/Sources`) and a handler
    /// folder outside every target's sources: each a warning at its setting.
    func testSwiftWrittenWhereNoTargetCompilesItIsReported() throws {
        try write("Widget/Sources/Config.intents.yml", Self.definition)
        try write(
            "project.yml",
            """
            name: App
            targets:
              Intents:
                type: app-extension.intents-service
                sources: [Widget/Sources]
                intentgen: { output: Widget/Generatd, handlerOutput: Handlers }
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(plans.count, 1)
        XCTAssertEqual(
            warnings(diagnostics),
            [
                "6:26 invalid-value: the generated folder Widget/Generatd of target `Intents` is in no target's sources: nothing compiles the Swift intentgen writes there",
                "6:58 invalid-value: the handler folder Handlers of target `Intents` is in no target's sources: nothing compiles the Swift intentgen writes there",
            ])
        XCTAssertEqual(errors(diagnostics).count, 0)
    }

    /// The default folders lie in the target's first source folder: no warning, and none for a
    /// folder a target compiles through a source that the first run makes.
    func testTheDefaultFoldersAndAnOptionalSourceAreCompiled() throws {
        try write("Widget/Config.intents.yml", Self.definition)
        try write(
            "project.yml",
            """
            name: App
            targets:
              Widget:
                type: app-extension
                sources: [Widget]
              Intents:
                type: app-extension.intents-service
                sources: [Widget/Config.intents.yml, { path: Out/Intents, optional: true }]
                intentgen: { output: Out/Intents/Generated, handlerOutput: Out/Intents/Handler }
            """)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(plans.count, 2)
        XCTAssertEqual(diagnostics.map(brief), [])
    }

    /// A source XcodeGen does not compile (`buildPhase: none`, as definitions listed on their own
    /// should be, or `resources`) is neither the default folder of the generated code nor a
    /// place where Swift is compiled: the default goes to the next source folder, and an output
    /// set inside such a source is reported.
    func testASourceThatIsNotCompiledHoldsNoGeneratedCode() throws {
        try write("Definitions/Config.intents.yml", Self.definition)
        try write("Widget/.keep", "")
        let spec = """
            name: App
            targets:
              Widget:
                type: app-extension
                sources:
                  - { path: Definitions, buildPhase: none }
                  - Widget
              Copied:
                type: app-extension
                sources:
                  - { path: Definitions, buildPhase: resources }
                intentgen: { output: Definitions/Generated }
            """
        try write("project.yml", spec)
        let (plans, diagnostics) = planSpec()
        XCTAssertEqual(plans.map(\.target.name), ["Widget", "Copied"])
        XCTAssertEqual(plans.first.map { $0.outputFolder.hasSuffix("/Widget/Generated") }, true)
        XCTAssertEqual(plans.map(\.definitionFiles.count), [1, 1], "the definitions are read from every source")
        XCTAssertEqual(
            warnings(diagnostics),
            [
                "12:26 invalid-value: the generated folder Definitions/Generated of target `Copied` is in no target's sources: nothing compiles the Swift intentgen writes there"
            ])
        // Compiled as sources: no warning.
        try write("project.yml", spec.replacingOccurrences(of: "buildPhase: resources", with: "buildPhase: sources"))
        XCTAssertEqual(warnings(planSpec().1), [])
    }

    /// Ruuvi's layout: the widget's `Sources` is also the Intents extension's. The widget's query
    /// (a file the team fills in) lands there, and the extension, which gets no App Intents code,
    /// would fail with `cannot find type 'PlaceAppEntity'`.
    /// A widget with App Intents whose files you fill in go to its `Sources` (the default, the
    /// first source folder), and its generated code to a folder of its own.
    static let widget = """
        name: App
        targets:
          Widget:
            type: app-extension
            sources: [Widget/Sources, Widget/Generated]
            dependencies: [{ sdk: WidgetKit.framework }]
            intentgen: { generate: [intents, appIntents], output: Widget/Generated }
        """

    func testAnotherTargetCompilingOneFolderWithoutTheOtherIsReported() throws {
        try write("Widget/Sources/Pick.intents.yml", Self.entityDefinition)
        try write(
            "project.yml",
            """
            \(Self.widget)
              IntentsExtension:
                type: app-extension.intents-service
                sources: [Widget/Sources, Intents]
                intentgen: { output: Intents/Generated, handlerOutput: Intents }
            """)
        let (_, diagnostics) = planSpec()
        XCTAssertEqual(errors(diagnostics).map(brief), [])
        XCTAssertEqual(
            warnings(diagnostics),
            [
                "3:3 invalid-value: target `IntentsExtension` compiles the handler folder Widget/Sources of target `Widget` but not its generated folder Widget/Generated, so the Swift there refers to types `IntentsExtension` does not have"
            ])
        // A target that generates the same code itself has the types: no warning.
        try write(
            "project.yml",
            """
            \(Self.widget)
              Twin:
                type: app-extension
                sources: [Widget/Sources, Twin]
                dependencies: [{ sdk: WidgetKit.framework }]
                intentgen: { generate: [intents, appIntents], output: Twin/Generated, handlerOutput: Widget/Sources }
            """)
        XCTAssertEqual(warnings(planSpec().diagnostics), [])
    }
}
