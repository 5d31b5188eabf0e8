import XCTest

/// Proves that `StubSDK.typeCheckAppIntents` really type-checks App Intents code: hand-written files
/// in the shape of Xcode's "Convert to App Intent" output (made valid Swift 6: `static let`, not the
/// template's `static var`), with a widget and a control, are accepted in Swift 6 mode; deliberately
/// broken variants are rejected with the compiler's own message.
final class AppIntentsStubTests: XCTestCase {
    static let converted: [String: String] = [
        "TransitionAppIntents.swift": Sample.appIntents,
        "TransitionWidgets.swift": Sample.widgets,
    ]

    // MARK: - Accepted

    func testConvertedAppIntentsTypeCheckInSwift6Mode() throws {
        let result = try StubSDK.typeCheckAppIntents(Self.converted)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    func testConvertedAppIntentsTypeCheckInSwift5Mode() throws {
        let result = try StubSDK.typeCheckAppIntents(Self.converted, languageMode: 5)
        XCTAssertTrue(result.succeeded, result.output)
        XCTAssertEqual(result.output, "", "no warnings either")
    }

    /// Xcode's conversion template writes `static var title: LocalizedStringResource = …`: fine in
    /// Swift 5 mode, shared mutable state in Swift 6 mode.
    func testXcodeTemplateStyleTypeChecksInSwift5ModeOnly() throws {
        let files = ["ServerSelect.swift": Sample.xcodeTemplateStyle]
        let swift5 = try StubSDK.typeCheckAppIntents(files, languageMode: 5)
        XCTAssertTrue(swift5.succeeded, swift5.output)
        XCTAssertEqual(swift5.output, "", "no warnings either")

        let swift6 = try assertRejected(
            files,
            with: "static property 'title' is not concurrency-safe because it is nonisolated global shared mutable state"
        )
        for property in ["description", "typeDisplayRepresentation", "caseDisplayRepresentations", "defaultQuery"] {
            XCTAssertTrue(swift6.output.contains("static property '\(property)' is not concurrency-safe"), swift6.output)
        }
    }

    // MARK: - Rejected

    /// Generated files may wrap everything in `#if canImport(AppIntents)`: if the stub AppIntents
    /// were not found, they would type-check vacuously.
    func testCodeInsideCanImportAppIntentsIsChecked() throws {
        let file = """
            #if canImport(AppIntents) && canImport(WidgetKit) && canImport(SwiftUI)
            import AppIntents
            let broken: Int = "not a number"
            #endif
            """
        try assertRejected(["Broken.swift": file], with: "cannot convert value of type 'String' to specified type 'Int'")
    }

    func testStaticVarTitleIsRejectedInSwift6Mode() throws {
        let intents = try replacing(
            #"static let title: LocalizedStringResource = "Transition""#,
            with: #"static var title: LocalizedStringResource = "Transition""#,
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "static property 'title' is not concurrency-safe because it is nonisolated global shared mutable state"
        )
    }

    func testParameterDefaultOfTheWrongTypeIsRejected() throws {
        let intents = try replacing(
            #"@Parameter(title: "Count", default: 3,"#,
            with: #"@Parameter(title: "Count", default: "three","#,
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "cannot convert value of type 'String' to expected argument type 'Int'"
        )
    }

    func testAppEnumWithoutCaseDisplayRepresentationsIsRejected() throws {
        let intents = try replacing(
            """
                static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
                    .fade: "Fade",
                    .slide: DisplayRepresentation(title: "Slide", image: .init(systemName: "arrow.right")),
                    .dissolve: "Dissolve",
                ]

            """,
            with: "",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "type 'TransitionStyleAppEnum' does not conform to protocol 'CaseDisplayRepresentable'"
        )
    }

    /// `AppEntity.DefaultQuery` must find the entity itself (`where Self.ValueType ==
    /// Self.DefaultQuery.Entity`).
    func testEntityQueryReturningAnotherEntityIsRejected() throws {
        let intents = try replacing(
            "func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionDestinationAppEntity] {",
            with: "func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionRouteAppEntity] {",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "'AppEntity' requires the types 'TransitionDestinationAppEntity' and 'TransitionRouteAppEntity' be equivalent"
        )
    }

    func testParameterQueryOfAnotherEntityIsRejected() throws {
        let intents = try replacing(
            #"@Parameter(title: "Destinations", query: TransitionDestinationAppEntity.TransitionDestinationAppEntityQuery())"#,
            with: #"@Parameter(title: "Destinations", query: TransitionRouteAppEntity.TransitionRouteAppEntityQuery())"#,
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "and 'TransitionRouteAppEntity' be equivalent"
        )
    }

    /// `AppEntity` refines `Sendable`, so Swift 6 checks an entity's stored properties.
    func testNonSendableEntityIsRejectedInSwift6Mode() throws {
        let intents = try replacing(
            "    var id: String // if your identifier",
            with: "    var visits: NSMutableArray = []\n    var id: String // if your identifier",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "stored property 'visits' of 'Sendable'-conforming struct 'TransitionDestinationAppEntity' has non-Sendable type 'NSMutableArray'"
        )
    }

    /// A Date parameter with a title takes `kind:`, not `default:` (iOS 16–17 API).
    func testDateParameterWithDefaultIsRejected() throws {
        let intents = try replacing(
            #"@Parameter(title: "Start", kind: .date)"#,
            with: #"@Parameter(title: "Start", default: Date(), kind: .date)"#,
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "extra argument 'default' in call"
        )
    }

    /// A parameter summary lists parameters (`\.$title`), not plain properties (`\.title`).
    func testSummaryOfAPlainPropertyIsRejected() throws {
        let intents = try replacing(
            "                \\.$colour\n",
            with: "                \\.$colour\n                \\.title\n",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "cannot convert value of type 'KeyPath<TransitionAppIntent, String>' to expected argument type 'KeyPath<TransitionAppIntent, IntentParameter<ValueType>>'"
        )
    }

    func testResultOfTheWrongValueTypeIsRejected() throws {
        let intents = try replacing(
            "-> some IntentResult & ReturnsValue<String> & OpensIntent",
            with: "-> some IntentResult & ReturnsValue<Int> & OpensIntent",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "cannot convert value of type 'String' to expected argument type 'Int'"
        )
    }

    /// `PredictableIntent` requires `predictionConfiguration` (no default implementation).
    func testPredictableIntentWithoutPredictionsIsRejected() throws {
        let intents = try replacing(
            "IntentPrediction(parameters: (\\.$style, \\.$title)) { style, title in",
            with: "IntentPrediction(parameters: (\\.$style, \\.$title)) { (style: Int, title) in",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 },
            with: "error:"
        )
        let missing = try replacing(
            """
                static var predictionConfiguration: some IntentPredictionConfiguration {
                    IntentPrediction(parameters: (\\.$style, \\.$title)) { style, title in
                        DisplayRepresentation(title: "\\(title)", subtitle: "\\(style)")
                    }
                }

            """,
            with: "",
            in: Sample.appIntents
        )
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": missing]) { $1 },
            with: "does not conform to protocol 'PredictableIntent'"
        )
    }

    /// iOS 26's `supportedModes`: `.background`, `.foreground`, or `.foreground(_:)` with one of
    /// three modes, no other.
    func testSupportedModesWithAnUnknownModeIsRejected() throws {
        let modes = "static var supportedModes: IntentModes { .foreground(.deferred) }"
        let intents = try replacing(
            "static let openAppWhenRun = true", with: "static let openAppWhenRun = true\n    " + modes,
            in: Sample.appIntents)
        let accepted = try StubSDK.typeCheckAppIntents(Self.converted.merging(["TransitionAppIntents.swift": intents]) { $1 })
        XCTAssertTrue(accepted.succeeded, accepted.output)
        try assertRejected(
            Self.converted.merging(["TransitionAppIntents.swift": try replacing(".deferred", with: ".later", in: intents)]) {
                $1
            },
            with: "type 'IntentModes.ForegroundMode' has no member 'later'"
        )
    }

    func testControlButtonActionThatIsNotAnIntentIsRejected() throws {
        let widgets = try replacing(
            "ControlWidgetButton(action: RefreshTransitionsAppIntent())",
            with: "ControlWidgetButton(action: TransitionEntry(date: Date(), configuration: TransitionAppIntent()))",
            in: Sample.widgets
        )
        try assertRejected(
            Self.converted.merging(["TransitionWidgets.swift": widgets]) { $1 },
            with: "requires that 'TransitionEntry' conform to"
        )
    }

    // MARK: - Helpers

    @discardableResult
    private func assertRejected(
        _ files: [String: String],
        languageMode: Int = 6,
        with message: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> TypeCheckResult {
        assertCompilerRejected(try StubSDK.typeCheckAppIntents(files, languageMode: languageMode), with: message, file: file, line: line)
    }
}

/// Hand-written in the shape of Xcode's "Convert to App Intent" output (appintents-migration.md):
/// `XxxAppEnum`, `XxxAppEntity` with a nested `XxxAppEntityQuery`, the template's TODO comments,
/// `intentClassName`, the `IntentDialog` extension; not copied from any project.
private enum Sample {
    /// Enums, entities, an options provider and three intents, valid Swift 6.
    static let appIntents = #"""
    import AppIntents
    import Foundation

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    enum TransitionStyleAppEnum: String, AppEnum {
        case fade
        case slide
        case dissolve

        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Transition Style")
        static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
            .fade: "Fade",
            .slide: DisplayRepresentation(title: "Slide", image: .init(systemName: "arrow.right")),
            .dissolve: "Dissolve",
        ]
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct TransitionDestinationAppEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Transition Destination")

        @Property(title: "Code")
        var code: String?

        struct TransitionDestinationAppEntityQuery: EntityQuery {
            func entities(for identifiers: [TransitionDestinationAppEntity.ID]) async throws -> [TransitionDestinationAppEntity] {
                // TODO: return TransitionDestinationAppEntity entities with the specified identifiers here.
                return []
            }

            func suggestedEntities() async throws -> [TransitionDestinationAppEntity] {
                // TODO: return likely TransitionDestinationAppEntity entities here.
                // This method is optional; the default implementation returns an empty array.
                return []
            }
        }
        static let defaultQuery = TransitionDestinationAppEntityQuery()

        var id: String // if your identifier is not a String, conform the entity to EntityIdentifierConvertible.
        var displayString: String
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(displayString)")
        }

        init(id: String, displayString: String) {
            self.id = id
            self.displayString = displayString
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct TransitionRouteAppEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Transition Route")

        struct TransitionRouteAppEntityQuery: EntityStringQuery {
            func entities(for identifiers: [TransitionRouteAppEntity.ID]) async throws -> [TransitionRouteAppEntity] {
                // TODO: return TransitionRouteAppEntity entities with the specified identifiers here.
                return []
            }

            func entities(matching string: String) async throws -> [TransitionRouteAppEntity] {
                // TODO: return TransitionRouteAppEntity entities that match the search string.
                return []
            }

            func suggestedEntities() async throws -> [TransitionRouteAppEntity] {
                return []
            }
        }
        static let defaultQuery = TransitionRouteAppEntityQuery()

        var id: Int
        var displayString: String
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(displayString)", subtitle: "Route \(id)")
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct TransitionColourOptionsProvider: DynamicOptionsProvider {
        func results() async throws -> [String] {
            ["Red", "Green", "Blue"]
        }

        func defaultResult() async -> String? {
            "Red"
        }
    }

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    struct TransitionAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent, PredictableIntent {
        static let intentClassName = "TransitionIntent"

        static let title: LocalizedStringResource = "Transition"
        static let description = IntentDescription("Runs a transition.", categoryName: "Transitions")
        static let openAppWhenRun = true

        @Parameter(title: "Title", description: "Shown while the transition runs.", default: "Untitled")
        var title: String

        @Parameter(title: "Count", default: 3, controlStyle: .stepper, inclusiveRange: (1, 10))
        var count: Int

        @Parameter(title: "Speed", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1))
        var speed: Double

        @Parameter(title: "Animated", default: true)
        var animated: Bool

        @Parameter(title: "Start", kind: .date)
        var start: Date?

        @Parameter(title: "Link")
        var link: URL?

        @Parameter(title: "Style", default: .fade)
        var style: TransitionStyleAppEnum

        @Parameter(title: "Destinations", query: TransitionDestinationAppEntity.TransitionDestinationAppEntityQuery())
        var destinations: [TransitionDestinationAppEntity]?

        @Parameter(title: "Favourites", size: [.systemSmall: 1, .systemMedium: 2, .systemLarge: IntentCollectionSize(min: 1, max: 4)])
        var favourites: [TransitionDestinationAppEntity]?

        @Parameter(title: "Route", requestValueDialog: "Which route?")
        var route: TransitionRouteAppEntity?

        @Parameter(title: "Colour", optionsProvider: TransitionColourOptionsProvider())
        var colour: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$animated, .equalTo, true) {
                Summary("Run \(\.$style) to \(\.$destinations)") {
                    \.$title
                    \.$count
                    \.$speed
                    \.$start
                    \.$link
                    \.$favourites
                    \.$route
                    \.$colour
                }
            } otherwise: {
                Summary("Run to \(\.$destinations)") {
                    \.$title
                    \.$animated
                }
            }
        }

        static var predictionConfiguration: some IntentPredictionConfiguration {
            IntentPrediction(parameters: (\.$style, \.$title)) { style, title in
                DisplayRepresentation(title: "\(title)", subtitle: "\(style)")
            }
        }

        func perform() async throws -> some IntentResult & ReturnsValue<String> & OpensIntent {
            guard let link else {
                throw $link.needsValueError("Which link?")
            }
            return .result(value: title, opensIntent: OpenURLIntent(link))
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct OpenTransitionAppIntent: AppIntent, CustomIntentMigratedAppIntent {
        static let intentClassName = "OpenTransitionIntent"

        static let title = LocalizedStringResource("intent.title.open-transition", defaultValue: "Open Transition", comment: "Intent title")

        @Parameter(title: "Style")
        var style: TransitionStyleAppEnum?

        static var parameterSummary: some ParameterSummary {
            Switch(\.$style) {
                Case(.fade) {
                    Summary("Open a fade")
                }
                DefaultCase {
                    Summary("Open \(\.$style)")
                }
            }
        }

        func perform() async throws -> some IntentResult & ProvidesDialog {
            return .result(dialog: .styleParameterConfirmation(style: style ?? .fade))
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct RefreshTransitionsAppIntent: AppIntent {
        static let title: LocalizedStringResource = "Refresh Transitions"

        func perform() async throws -> some IntentResult {
            return .result()
        }
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    fileprivate extension IntentDialog {
        static func routeParameterDisambiguationIntro(count: Int, route: TransitionRouteAppEntity) -> Self {
            "There are \(count) options matching ‘\(route)’."
        }
        static func styleParameterConfirmation(style: TransitionStyleAppEnum) -> Self {
            "Just to confirm, you wanted ‘\(style)’?"
        }
    }
    """#

    /// A widget configured by the intent, and a control that runs another.
    static let widgets = #"""
    import AppIntents
    import Foundation
    import SwiftUI
    import WidgetKit

    struct TransitionEntry: TimelineEntry {
        let date: Date
        let configuration: TransitionAppIntent
    }

    struct TransitionProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> TransitionEntry {
            TransitionEntry(date: Date(), configuration: TransitionAppIntent())
        }

        func snapshot(for configuration: TransitionAppIntent, in context: Context) async -> TransitionEntry {
            TransitionEntry(date: Date(), configuration: configuration)
        }

        func timeline(for configuration: TransitionAppIntent, in context: Context) async -> Timeline<TransitionEntry> {
            Timeline(entries: [TransitionEntry(date: Date(), configuration: configuration)], policy: .atEnd)
        }
    }

    struct TransitionWidget: Widget {
        let kind = "Transition"

        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: kind, intent: TransitionAppIntent.self, provider: TransitionProvider()) { entry in
                VStack {
                    Text(entry.configuration.title)
                    Image(systemName: "arrow.right")
                }
            }
            .configurationDisplayName("Transition")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    struct RefreshTransitionsControl: ControlWidget {
        static let kind = "com.example.transitions.refresh"

        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: Self.kind) {
                ControlWidgetButton(action: RefreshTransitionsAppIntent()) {
                    Label("Refresh", systemImage: "arrow.clockwise")
                }
            }
            .displayName("Refresh Transitions")
        }
    }
    """#

    /// Xcode's conversion template as it stands (`static var`), for Swift 5 mode.
    static let xcodeTemplateStyle = #"""
    import AppIntents
    import Foundation

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    enum ThemeAppEnum: String, AppEnum {
        case light
        case dark

        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Theme")
        static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
            .light: "Light",
            .dark: "Dark"
        ]
    }

    @available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
    struct ServerAppEntity: AppEntity {
        static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Server")

        struct ServerAppEntityQuery: EntityQuery {
            func entities(for identifiers: [ServerAppEntity.ID]) async throws -> [ServerAppEntity] {
                // TODO: return ServerAppEntity entities with the specified identifiers here.
                return []
            }

            func suggestedEntities() async throws -> [ServerAppEntity] {
                // TODO: return likely ServerAppEntity entities here.
                // This method is optional; the default implementation returns an empty array.
                return []
            }
        }
        static var defaultQuery = ServerAppEntityQuery()

        var id: String // if your identifier is not a String, conform the entity to EntityIdentifierConvertible.
        var displayString: String
        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(displayString)")
        }

        init(id: String, displayString: String) {
            self.id = id
            self.displayString = displayString
        }
    }

    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    struct ServerSelect: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent, PredictableIntent {
        static let intentClassName = "ServerSelectIntent"

        static var title: LocalizedStringResource = "Server Select"
        static var description = IntentDescription("Select which server to show")

        @Parameter(title: "Server")
        var server: ServerAppEntity?

        @Parameter(title: "Theme")
        var theme: ThemeAppEnum?

        static var parameterSummary: some ParameterSummary {
            Summary {
                \.$server
                \.$theme
            }
        }

        static var predictionConfiguration: some IntentPredictionConfiguration {
            IntentPrediction(parameters: (\.$server, \.$theme)) { server, theme in
                DisplayRepresentation(
                    title: "",
                    subtitle: ""
                )
            }
        }

        func perform() async throws -> some IntentResult {
            // TODO: Place your refactored intent handler code here.
            return .result()
        }
    }
    """#
}
