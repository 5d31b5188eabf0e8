import XCTest

@testable import IntentGenCore

/// Entities found by their properties (`query: { kind: property }`): the skeleton's comparators
/// are the ones Apple allows for each property's type, a team's own `EntityPropertyQuery` compiles
/// against the generated shell in place of the skeleton, and the stub rejects what Apple rejects.
final class AppIntentsPropertyQueryTests: XCTestCase {
    private func sources() throws -> [String: String] {
        try AppIntentsIsolationTests.appIntentsSources(AppIntentsTeamShapesMoreTests.fixture("PropertyQuery"))
    }

    func testTheSkeletonComparesEveryPropertyAsItsTypeAllows() throws {
        let skeleton = try XCTUnwrap(sources()["BookQuery.swift"])
        XCTAssertTrue(skeleton.contains("nonisolated extension BookQuery: EntityPropertyQuery {"), skeleton)
        XCTAssertTrue(skeleton.contains("public typealias ComparatorMappingType = (BookEntity) -> Bool"), skeleton)
        // Each compared property with its comparators, in the order of the definition.
        let expected: [(String, [String])] = [
            ("title", ["EqualTo", "NotEqualTo", "Contains"]),
            ("subtitle", ["EqualTo", "NotEqualTo", "Contains"]),
            ("pages", ["EqualTo", "NotEqualTo", "LessThan", "GreaterThan"]),
            ("rating", ["EqualTo", "NotEqualTo", "LessThan", "GreaterThan"]),
            ("published", ["LessThan", "GreaterThan", "IsBetween"]),
            ("finished", ["LessThan", "GreaterThan", "IsBetween"]),
            ("isFavorite", ["EqualTo"]),
            ("genre", ["EqualTo", "NotEqualTo"]),
            ("link", ["EqualTo", "NotEqualTo"]),
            ("readingTime", ["EqualTo", "NotEqualTo", "LessThan", "GreaterThan"]),
            ("tags", ["Contains"]),
            ("chapters", ["Contains"]),
        ]
        let lines = skeleton.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [(String, [String])] = []
        for line in lines {
            if line.hasPrefix("Property(\\BookEntity.$"), let name = line.dropFirst(22).split(separator: ")").first {
                found.append((String(name), []))
            } else if let comparator = line.split(separator: " ").first, comparator.hasSuffix("Comparator"),
                !found.isEmpty
            {
                found[found.count - 1].1.append(String(comparator.dropLast("Comparator".count)))
            }
        }
        XCTAssertEqual(found.map(\.0), expected.map(\.0), "plain members, entities, places and files are left out")
        XCTAssertEqual(found.map(\.1), expected.map(\.1))
        let sorted = lines.filter { $0.hasPrefix("SortableBy(") }
        XCTAssertEqual(
            sorted,
            ["title", "subtitle", "pages", "rating", "published", "finished", "readingTime"].map {
                "SortableBy(\\BookEntity.$\($0))"
            })
        // An entity with nothing to compare still gets a query that compiles, with the places to
        // fill in.
        let shelf = try XCTUnwrap(sources()["ShelfEntity.Query.swift"])
        XCTAssertTrue(shelf.contains("// TODO: Add the properties people compare"), shelf)
        XCTAssertFalse(shelf.contains("Property(\\ShelfEntity"), shelf)
    }

    /// What a team that filters in its store writes in place of the skeleton: its own mapping type,
    /// the comparators it supports, and a sort switch over key paths. (In a target isolated to the
    /// main actor by default, the team's extension is `nonisolated`, as the skeleton's is.)
    static let teamQuery = """
        import AppIntents
        import Foundation

        public enum BookFilter: Sendable {
            case title(String), titleContains(String), longerThan(Int), publishedBefore(Date), tagged(String)
        }

        nonisolated extension BookQuery: EntityPropertyQuery {
            public static var properties: EntityQueryProperties<BookEntity, BookFilter> {
                QueryProperties {
                    Property(\\.$title) {
                        EqualToComparator { .title($0) }
                        ContainsComparator { .titleContains($0) }
                        HasPrefixComparator { .titleContains($0) }
                    }
                    Property(\\.$pages) {
                        GreaterThanOrEqualToComparator { .longerThan($0) }
                    }
                    Property(\\.$published) {
                        LessThanOrEqualToComparator { .publishedBefore($0) }
                    }
                    Property(\\.$tags) {
                        ContainsComparator { .tagged($0) }
                    }
                }
            }

            public static var sortingOptions: SortingOptions {
                SortingOptions {
                    SortableBy(\\.$title)
                    SortableBy(\\.$genre)
                }
            }

            public func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }

            public func entities(
                matching comparators: [BookFilter], mode: ComparatorMode, sortedBy: [Sort<BookEntity>], limit: Int?
            ) async throws -> [BookEntity] {
                for sort in sortedBy {
                    switch sort.by {
                    case \\BookEntity.$title: _ = sort.order == .ascending
                    default: break
                    }
                }
                return mode == .and ? [] : []
            }
        }
        """

    func testATeamsOwnPropertyQueryCompilesWithTheGeneratedShell() throws {
        var sources = try sources()
        sources["BookQuery.swift"] = Self.teamQuery
        sources["TeamCode.swift"] = nil  // it runs the skeleton's query
        try AppIntentsIsolationTests.assertTypeChecks(sources, "PropertyQuery with the team's own query")
    }

    /// Each comparison Apple does not allow, and each mismatch with the protocol, is rejected.
    func testTheStubRejectsWhatAppleRejects() throws {
        let sources = try sources()
        let skeleton = try XCTUnwrap(sources["BookQuery.swift"])
        let mutations: [(old: String, new: String, message: String)] = [
            // Order on a Bool, which is not Comparable.
            (
                "EqualToComparator { value in { $0.isFavorite == value } }",
                "LessThanComparator { value in { _ in value } }", "LessThanComparator"
            ),
            // `contains` on a number.
            (
                "EqualToComparator { value in { $0.pages == value } }",
                "ContainsComparator { value in { $0.pages == value } }", "ContainsComparator"
            ),
            // Between for a Bool. (Apple's declaration takes any Comparable value; only dates have it
            // in Shortcuts, which is what the skeleton gives it to.)
            (
                "EqualToComparator { value in { $0.isFavorite == value } }",
                "IsBetweenComparator { lower, upper in { _ in lower == upper } }",
                "requires that 'Bool' conform to 'Comparable'"
            ),
            // A prefix of an enum case.
            (
                "NotEqualToComparator { value in { $0.genre != value } }",
                "HasPrefixComparator { value in { _ in value.isEmpty } }", "HasPrefixComparator"
            ),
            // A comparator that maps to something else than the query's mapping type.
            (
                "EqualToComparator { value in { $0.title == value } }", "EqualToComparator { $0 }",
                "(BookEntity) -> Bool"
            ),
            // Matching with another mapping type than the comparators'.
            (
                "matching comparators: [ComparatorMappingType],", "matching comparators: [String],",
                "does not conform to protocol 'EntityPropertyQuery'"
            ),
            // A property of another entity.
            ("Property(\\BookEntity.$link) {", "Property(\\ShelfEntity.$location) {", "ShelfEntity"),
            // A mode the system does not have.
            ("mode == .and ?", "mode == .all ?", "all"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated["BookQuery.swift"] = try replacing(mutation.old, with: mutation.new, in: skeleton)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    func testASearchingParameterNeedsAStringQuery() {
        let yaml = """
            intents:
              OpenBook:
                title: Open Book
                parameters:
                  book: { type: Book, options: dynamic, search: true }
            types:
              Book:
                query: { kind: property }
                properties:
                  title: string
            """
        let (_, diagnostics) = runFrontEnd(yaml)
        XCTAssertEqual(diagnostics.map(brief), ["8:20 invalid-options"])
        XCTAssertTrue(diagnostics.first?.message.contains("is `property`") ?? false, "\(diagnostics)")
    }
}
