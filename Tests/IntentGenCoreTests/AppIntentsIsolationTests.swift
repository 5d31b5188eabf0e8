import XCTest

@testable import IntentGenCore

/// Every App Intents file intentgen writes (generated and user-owned), for Definitions/ and every
/// generation fixture, type-checks in Swift 5 and 6 modes under both default isolations
/// (`-default-isolation MainActor` is what Xcode 26's new app targets use), together with code a
/// team writes on top of it; Xcode 16's text (without `nonisolated`) fails under the main actor.
final class AppIntentsIsolationTests: XCTestCase {
    static let isolations: [(name: String, arguments: [String])] = [
        ("nonisolated", []), ("MainActor", ["-default-isolation", "MainActor"]),
    ]

    /// The App Intents files of a case, by path.
    static func appIntentsSources(_ testCase: GenerationSnapshotTests.Case) throws -> [String: String] {
        let files = try GenerationSnapshotTests.render(testCase).filter {
            $0.path.hasSuffix(".swift") && $0.contents.contains("import AppIntents")
        }
        var sources = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        sources["TeamCode.swift"] = GenerationSnapshotTests.teamCode(for: testCase.name)
        return sources
    }

    static func assertTypeChecks(
        _ sources: [String: String], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for mode in [5, 6] {
            for isolation in Self.isolations {
                let result = try StubSDK.typeCheckAppIntents(
                    sources, languageMode: mode, extraArguments: isolation.arguments)
                let what = "\(name) (Swift \(mode), default isolation \(isolation.name))"
                XCTAssertTrue(result.succeeded, "\(what):\n\(result.output)", file: file, line: line)
                XCTAssertFalse(result.output.contains("warning:"), "\(what):\n\(result.output)", file: file, line: line)
            }
        }
    }

    func testEveryAppIntentsFileTypeChecksUnderBothIsolations() throws {
        var checked = 0
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.options.xcode == .xcode26 {
            let sources = try Self.appIntentsSources(testCase)
            guard !sources.isEmpty else { continue }
            try Self.assertTypeChecks(sources, testCase.name)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 7)
    }

    /// A team's code on the generated quick-action intent: a widget with an
    /// `AppIntentTimelineProvider`, the query filled in from a main-actor store, and a Control
    /// Widget that runs a generated intent.
    func testTeamCodeOnGeneratedIntentsTypeChecksUnderBothIsolations() throws {
        let cases = try GenerationSnapshotTests.cases()
        let quickAction = try XCTUnwrap(cases.first { $0.name == "Definitions-QuickAction" })
        var sources = try Self.appIntentsSources(quickAction)
        XCTAssertNotNil(sources.removeValue(forKey: "TransitionDestinationAppEntityQuery.swift"))
        sources["FilledQuery.swift"] = TeamCode.filledQuery
        sources["QuickActionWidget.swift"] = TeamCode.widget
        try Self.assertTypeChecks(sources, "QuickAction with a team's widget and query")

        let controls = try XCTUnwrap(cases.first { $0.name == "Definitions-ControlActions" })
        var controlSources = try Self.appIntentsSources(controls)
        controlSources["Controls.swift"] = TeamCode.control
        try Self.assertTypeChecks(controlSources, "ControlActions with a team's Control Widget")
    }

    /// Xcode 16's text (no `nonisolated`) fails in a main-actor target: the check can fail.
    func testXcode16AppIntentsTextFailsUnderMainActorIsolation() throws {
        var showcase = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-Showcase" })
        showcase.request.options.xcode = .xcode14
        let sources = try Self.appIntentsSources(showcase)
        XCTAssertFalse(sources.values.contains { $0.contains("nonisolated") })
        let plain = try StubSDK.typeCheckAppIntents(sources, languageMode: 6)
        XCTAssertTrue(plain.succeeded, plain.output)
        for mode in [5, 6] {
            let result = try StubSDK.typeCheckAppIntents(
                sources, languageMode: mode, extraArguments: ["-default-isolation", "MainActor"])
            // Swift 6 stops at the options providers' `init()`; Swift 5 goes on to the queries
            // (the tiles' own query first).
            assertCompilerRejected(
                result,
                with: mode == 5
                    ? "main actor-isolated conformance of 'DashboardConfigurationAppIntentTilesQuery'"
                    : "main actor-isolated default value in a nonisolated context")
        }
    }

    /// A user-owned query written without `nonisolated extension` (as intentgen wrote it before)
    /// fails in a main-actor target; the options provider's shell without `nonisolated` fails as a
    /// `@Parameter` argument.
    func testEachNonisolatedIsNeeded() throws {
        let showcase = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "Definitions-Showcase" })
        let sources = try Self.appIntentsSources(showcase)
        let main = ["-default-isolation", "MainActor"]
        var query = sources
        query["DashboardTileAppEntityQuery.swift"] = try replacing(
            "nonisolated extension", with: "extension", in: XCTUnwrap(sources["DashboardTileAppEntityQuery.swift"]))
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(query, extraArguments: main),
            with: "main actor-isolated conformance of 'DashboardTileAppEntityQuery' to 'DynamicOptionsProvider'")
        var provider = sources
        provider["BookTableAppIntent.swift"] = try replacing(
            "nonisolated public struct BookTableAppIntentRestaurantOptionsProvider",
            with: "public struct BookTableAppIntentRestaurantOptionsProvider",
            in: XCTUnwrap(sources["BookTableAppIntent.swift"]))
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(provider, extraArguments: main),
            with: "main actor-isolated default value in a nonisolated context")
    }
}

/// Code a team writes on top of the generated App Intents, as it would in a main-actor app.
private enum TeamCode {
    static let filledQuery = """
        import AppIntents

        @MainActor
        final class DestinationStore {
            static let shared = DestinationStore()
            var destinations: [TransitionDestinationAppEntity] = []
        }

        nonisolated extension TransitionDestinationAppEntityQuery: EntityQuery {
            public func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionDestinationAppEntity] {
                await MainActor.run { DestinationStore.shared.destinations.filter { identifiers.contains($0.id) } }
            }

            public func suggestedEntities() async throws -> [TransitionDestinationAppEntity] {
                await DestinationStore.shared.destinations
            }
        }
        """

    static let widget = """
        import AppIntents
        import Foundation
        import SwiftUI
        import WidgetKit

        struct QuickActionEntry: TimelineEntry {
            let date: Date
            let configuration: QuickActionConfigurationAppIntent
        }

        struct QuickActionProvider: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> QuickActionEntry {
                QuickActionEntry(date: Date(), configuration: QuickActionConfigurationAppIntent())
            }

            func snapshot(for configuration: QuickActionConfigurationAppIntent, in context: Context) async -> QuickActionEntry {
                QuickActionEntry(date: Date(), configuration: configuration)
            }

            func timeline(for configuration: QuickActionConfigurationAppIntent, in context: Context) async -> Timeline<QuickActionEntry> {
                Timeline(entries: [QuickActionEntry(date: Date(), configuration: configuration)], policy: .atEnd)
            }
        }

        struct QuickActionWidget: Widget {
            let kind = "QuickActionWidget"

            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: kind, intent: QuickActionConfigurationAppIntent.self, provider: QuickActionProvider()) { entry in
                    VStack {
                        Text("\\(entry.configuration.transitionDestinations?.count ?? 0) shortcuts")
                    }
                }
                .configurationDisplayName("Quick Actions")
                .supportedFamilies([.systemMedium])
            }
        }
        """

    static let control = """
        import AppIntents
        import Foundation
        import SwiftUI
        import WidgetKit

        struct TeamHomeControl: ControlWidget {
            static let kind = "com.example.moneyforward.open-home"

            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: Self.kind) {
                    ControlWidgetButton(action: OpenHomeIntent()) {
                        Label("Home", systemImage: "house")
                    }
                }
                .displayName("Open Home")
            }
        }

        /// A team's own toggle over the generated `SetValueIntent`, with its own value provider.
        struct TeamBalancesToggle: ControlWidget {
            static let kind = "com.example.moneyforward.balances"

            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: Self.kind, provider: TeamBalancesProvider()) { isOn in
                    ControlWidgetToggle(isOn: isOn, action: HideBalancesIntent()) {
                        Label("Hide Balances", systemImage: "eye.slash")
                    }
                }
                .displayName("Hide Balances")
            }
        }

        struct TeamBalancesProvider: ControlValueProvider {
            var previewValue: Bool { false }

            func currentValue() async throws -> Bool {
                UserDefaults.standard.bool(forKey: "hideBalances")
            }
        }
        """
}
