import XCTest

@testable import IntentGenCore

/// A dynamic default of an entity parameter is the parameter's own: each such parameter gets an
/// entity query named after the intent and the parameter (`@Parameter(…, query:)`), whose
/// user-owned skeleton delegates finding entities to the entity's query and leaves the default,
/// one value or an array, to the user. Two intents (or two parameters) of one type then start
/// with different values. Fixture: Fixtures/generation/EntityDefaults.intents.yml.
final class EntityDefaultQueryTests: XCTestCase {
    private func fixture() throws -> GenerationSnapshotTests.Case {
        try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "EntityDefaults" })
    }

    func testEachEntityParameterWithADynamicDefaultGetsItsOwnQuery() throws {
        let files = try GenerationSnapshotTests.render(fixture())
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let queries = [
            "OrderTaxiAppIntentPickupQuery", "OrderTaxiAppIntentDropOffQuery", "FavoritePlacesAppIntentPlacesQuery",
        ]
        for query in queries {
            let file = try XCTUnwrap(byPath[query + ".swift"], query)
            XCTAssertTrue(file.isUserOwned, query)
            // Everything but the default is the entity's own query's.
            XCTAssertTrue(
                file.contents.contains("try await PlaceAppEntity.defaultQuery.entities(for: identifiers)"),
                file.contents)
            XCTAssertTrue(
                file.contents.contains("try await PlaceAppEntity.defaultQuery.suggestedEntities()"), file.contents)
        }
        // One value, an array (whose default is an array), a searchable parameter.
        XCTAssertTrue(
            try XCTUnwrap(byPath["OrderTaxiAppIntentPickupQuery.swift"]).contents.contains(
                "func defaultResult() async -> PlaceAppEntity? {"))
        XCTAssertTrue(
            try XCTUnwrap(byPath["FavoritePlacesAppIntentPlacesQuery.swift"]).contents.contains(
                "func defaultResult() async -> [PlaceAppEntity]? {"))
        let dropOff = try XCTUnwrap(byPath["OrderTaxiAppIntentDropOffQuery.swift"]).contents
        XCTAssertTrue(dropOff.contains("nonisolated extension OrderTaxiAppIntentDropOffQuery: EntityStringQuery {"))
        XCTAssertTrue(dropOff.contains("try await PlaceAppEntity.defaultQuery.entities(matching: string)"), dropOff)
        // The parameters pass them; the widget's array keeps its sizes (iOS 17's initialiser).
        let order = try XCTUnwrap(byPath["OrderTaxiAppIntent.swift"]).contents
        XCTAssertTrue(order.contains(", query: OrderTaxiAppIntentPickupQuery())\n    public var pickup: PlaceAppEntity?"))
        XCTAssertTrue(order.contains("nonisolated public struct OrderTaxiAppIntentDropOffQuery: Sendable {"))
        let widget = try XCTUnwrap(byPath["FavoritePlacesAppIntent.swift"]).contents
        XCTAssertTrue(widget.contains("@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)"), widget)
        XCTAssertTrue(
            widget.contains("size: [.systemMedium: 3, .systemLarge: 6], query: FavoritePlacesAppIntentPlacesQuery())"),
            widget)
        // Nothing needs the type's shared default any more.
        let shared = try XCTUnwrap(byPath["PlaceAppEntityQuery.swift"]).contents
        XCTAssertFalse(shared.contains("defaultResult"), shared)
    }

    func testThePlanNamesEachQueryAndClaimsIt() throws {
        let testCase = try fixture()
        let definitions = try XCTUnwrap(FrontEnd().run(testCase.inputs, diagnostics: DiagnosticBag()))
        let file = try XCTUnwrap(definitions.resolvedFiles.first)
        let declarations = FileDeclarations(file)
        let planned = declarations.intents.flatMap { intent in
            intent.parameters.map { (intent.definition.name.value, $0.definition.name.value, $0.defaultQuery) }
        }
        XCTAssertEqual(planned.map(\.2), [
            "OrderTaxiAppIntentPickupQuery", "OrderTaxiAppIntentDropOffQuery", "FavoritePlacesAppIntentPlacesQuery",
        ])
        // A prefix reaches them, as every other name.
        let prefixed = FileDeclarations(file, namer: Namer(classPrefix: "GO"))
        XCTAssertEqual(prefixed.intents.first?.parameters.first?.defaultQuery, "GOOrderTaxiAppIntentPickupQuery")
        // A parameter with a static default, or of a built-in type, gets none.
        let source = """
            intents:
              Pick:
                title: Pick
                parameters:
                  place: Place
                  name:
                    type: string
                    options: dynamic
                    default: dynamic
            types:
              Place:
                properties: {}
            """
        let plain = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "Pick.intents.yml", text: source)], diagnostics: DiagnosticBag())
        )
        let pick = try XCTUnwrap(FileDeclarations(try XCTUnwrap(plain.resolvedFiles.first)).intents.first)
        XCTAssertEqual(pick.parameters.map(\.defaultQuery), [nil, nil])
        XCTAssertEqual(pick.parameters.last?.optionsProvider, "PickAppIntentNameOptionsProvider")
    }

    /// A team's code: two intents of one type start with different places, the widget's with
    /// three of them; every query filled in from a main-actor store.
    func testTwoDifferentDefaultsTypeCheckUnderBothIsolations() throws {
        var sources = try AppIntentsIsolationTests.appIntentsSources(fixture())
        for name in [
            "PlaceAppEntityQuery", "OrderTaxiAppIntentPickupQuery", "OrderTaxiAppIntentDropOffQuery",
            "FavoritePlacesAppIntentPlacesQuery",
        ] {
            XCTAssertNotNil(sources.removeValue(forKey: name + ".swift"), name)
        }
        sources["Places.swift"] = TeamCode.places
        for mode in [5, 6] {
            for isolation in AppIntentsIsolationTests.isolations {
                let result = try StubSDK.typeCheckAppIntents(
                    sources, languageMode: mode, extraArguments: isolation.arguments)
                let what = "Swift \(mode), default isolation \(isolation.name)"
                XCTAssertTrue(result.succeeded, "\(what):\n\(result.output)")
                XCTAssertFalse(result.output.contains("warning:"), "\(what):\n\(result.output)")
            }
        }
    }

    /// The array's query must find the parameter's entity (`Value.ValueType == Query.Entity`).
    func testAQueryOfAnotherEntityIsRejected() throws {
        var sources = try AppIntentsIsolationTests.appIntentsSources(fixture())
        sources["Other.swift"] = TeamCode.otherEntity
        sources["FavoritePlacesAppIntent.swift"] = try replacing(
            "query: FavoritePlacesAppIntentPlacesQuery())", with: "query: OtherQuery())",
            in: XCTUnwrap(sources["FavoritePlacesAppIntent.swift"]))
        let result = assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(sources), with: "(aka 'PlaceAppEntity') and 'OtherAppEntity' be equivalent")
        XCTAssertTrue(
            result.output.contains("'init(title:description:default:size:inputConnectionBehavior:query:)'"), result.output)
    }

    /// A default of another entity is rejected (`DefaultValue.ValueType == Result.Result.ValueType`).
    /// Only when it is the conformance's `DefaultValue`: as in Apple's SDK, `defaultResult()` has a
    /// default implementation, so a method of another type would be an unrelated overload.
    func testADefaultOfAnotherEntityIsRejected() throws {
        var sources = try AppIntentsIsolationTests.appIntentsSources(fixture())
        sources["Other.swift"] = TeamCode.otherEntity
        sources["FavoritePlacesAppIntentPlacesQuery.swift"] = try replacing(
            "func defaultResult() async -> [PlaceAppEntity]? {",
            with: "typealias DefaultValue = [OtherAppEntity]\n\n    public func defaultResult() async -> [OtherAppEntity]? {",
            in: XCTUnwrap(sources["FavoritePlacesAppIntentPlacesQuery.swift"]))
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(sources),
            with: "type 'FavoritePlacesAppIntentPlacesQuery' does not conform to protocol 'DynamicOptionsProvider'")
    }
}

/// Code a team writes on top of the generated queries, as it would in a main-actor app.
private enum TeamCode {
    static let places = """
        import AppIntents

        @MainActor
        final class PlaceStore {
            static let shared = PlaceStore()
            var places: [PlaceAppEntity] = [
                PlaceAppEntity(id: "home", displayString: "Home"),
                PlaceAppEntity(id: "office", displayString: "Office"),
                PlaceAppEntity(id: "airport", displayString: "Airport"),
            ]
            func place(_ id: String) -> PlaceAppEntity? { places.first { $0.id == id } }
        }

        nonisolated extension PlaceAppEntityQuery: EntityStringQuery {
            public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
                await MainActor.run { PlaceStore.shared.places.filter { identifiers.contains($0.id) } }
            }

            public func entities(matching string: String) async throws -> [PlaceAppEntity] {
                await MainActor.run { PlaceStore.shared.places.filter { $0.displayString.contains(string) } }
            }

            public func suggestedEntities() async throws -> [PlaceAppEntity] {
                await PlaceStore.shared.places
            }
        }

        // A taxi picks you up at home and takes you to the office by default…
        nonisolated extension OrderTaxiAppIntentPickupQuery: EntityQuery {
            public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
                try await PlaceAppEntity.defaultQuery.entities(for: identifiers)
            }

            public func defaultResult() async -> PlaceAppEntity? {
                await PlaceStore.shared.place("home")
            }
        }

        nonisolated extension OrderTaxiAppIntentDropOffQuery: EntityStringQuery {
            public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
                try await PlaceAppEntity.defaultQuery.entities(for: identifiers)
            }

            public func entities(matching string: String) async throws -> [PlaceAppEntity] {
                try await PlaceAppEntity.defaultQuery.entities(matching: string)
            }

            public func defaultResult() async -> PlaceAppEntity? {
                await PlaceStore.shared.place("office")
            }
        }

        // …while a new Favorite Places widget starts with every saved place, up to its size.
        nonisolated extension FavoritePlacesAppIntentPlacesQuery: EntityQuery {
            public func entities(for identifiers: [PlaceAppEntity.ID]) async throws -> [PlaceAppEntity] {
                try await PlaceAppEntity.defaultQuery.entities(for: identifiers)
            }

            public func suggestedEntities() async throws -> [PlaceAppEntity] {
                try await PlaceAppEntity.defaultQuery.suggestedEntities()
            }

            public func defaultResult() async -> [PlaceAppEntity]? {
                await Array(PlaceStore.shared.places.prefix(3))
            }
        }

        // Each parameter reads its own default.
        func startingValues() async -> (PlaceAppEntity?, PlaceAppEntity?, [PlaceAppEntity]?) {
            let pickup = await OrderTaxiAppIntentPickupQuery().defaultResult()
            let dropOff = await OrderTaxiAppIntentDropOffQuery().defaultResult()
            let favorites = await FavoritePlacesAppIntentPlacesQuery().defaultResult()
            return (pickup, dropOff, favorites)
        }
        """

    static let otherEntity = """
        import AppIntents

        public struct OtherAppEntity: AppEntity {
            public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Other"
            public static let defaultQuery = OtherQuery()
            public var id: String
            public var displayRepresentation: DisplayRepresentation { "Other" }
        }

        public struct OtherQuery: EntityQuery {
            public init() {}
            public func entities(for identifiers: [String]) async throws -> [OtherAppEntity] { [] }
        }
        """
}
