// The team's own code around the PropertyQuery fixture's property query: it runs the query the
// way Shortcuts' Find action does, and reads what the query declares. The type checks compile
// this file with the generated code.
import AppIntents
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
enum Library {
    /// The unread books with "swift" in their title, at most three.
    static func unreadSwiftBooks(among books: [BookEntity]) -> [BookEntity] {
        let tests: [BookQuery.ComparatorMappingType] = [
            { $0.title.localizedCaseInsensitiveContains("swift") },
            { $0.finished == nil },
        ]
        return Array(books.filter { book in tests.allSatisfy { $0(book) } }.prefix(3))
    }

    static func find(_ tests: [BookQuery.ComparatorMappingType]) async throws -> [BookEntity] {
        try await BookQuery().entities(matching: tests, mode: .or, sortedBy: [], limit: 10)
    }

    static func describe(_ sort: EntityQuerySort<BookEntity>) -> String {
        switch sort.by {
        case \BookEntity.$title: sort.order == .ascending ? "A–Z" : "Z–A"
        default: "other"
        }
    }

    static var declarations: (BookQuery.QueryProperties, BookQuery.SortingOptions) {
        (BookQuery.properties, BookQuery.sortingOptions)
    }

    static func shelves() async throws -> [ShelfEntity] {
        try await ShelfEntity.Query().entities(matching: [], mode: .and, sortedBy: [], limit: nil)
    }
}
