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
