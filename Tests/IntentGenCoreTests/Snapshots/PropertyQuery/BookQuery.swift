//
// BookQuery.swift
//
// Created by intentgen for you to fill in. intentgen writes this file only when it is missing.
// Source: PropertyQuery.intents.yml
//

#if canImport(AppIntents)

import AppIntents
import CoreLocation
import Foundation

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
nonisolated extension BookQuery: EntityPropertyQuery {
    public func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
        // TODO: Return the book values with these identifiers.
        return []
    }

    public func suggestedEntities() async throws -> [BookEntity] {
        // TODO: Return the book values to choose from.
        return []
    }

    /// What each comparison made in Shortcuts' Find action becomes: a test of one book.
    public typealias ComparatorMappingType = (BookEntity) -> Bool

    public static var properties: QueryProperties {
        QueryProperties {
            Property(\BookEntity.$title) {
                EqualToComparator { value in { $0.title == value } }
                NotEqualToComparator { value in { $0.title != value } }
                ContainsComparator { value in { $0.title.localizedCaseInsensitiveContains(value) } }
            }
            Property(\BookEntity.$subtitle) {
                EqualToComparator { value in { $0.subtitle == value } }
                NotEqualToComparator { value in { $0.subtitle != value } }
                ContainsComparator { value in { $0.subtitle?.localizedCaseInsensitiveContains(value) ?? false } }
            }
            Property(\BookEntity.$pages) {
                EqualToComparator { value in { $0.pages == value } }
                NotEqualToComparator { value in { $0.pages != value } }
                LessThanComparator { value in { $0.pages < value } }
                GreaterThanComparator { value in { $0.pages > value } }
            }
            Property(\BookEntity.$rating) {
                EqualToComparator { value in { $0.rating == value } }
                NotEqualToComparator { value in { $0.rating != value } }
                LessThanComparator { value in { $0.rating.map { $0 < value } ?? false } }
                GreaterThanComparator { value in { $0.rating.map { $0 > value } ?? false } }
            }
            Property(\BookEntity.$published) {
                LessThanComparator { value in { $0.published < value } }
                GreaterThanComparator { value in { $0.published > value } }
                IsBetweenComparator { lower, upper in { lower <= $0.published && $0.published <= upper } }
            }
            Property(\BookEntity.$finished) {
                LessThanComparator { value in { $0.finished.map { $0 < value } ?? false } }
                GreaterThanComparator { value in { $0.finished.map { $0 > value } ?? false } }
                IsBetweenComparator { lower, upper in { $0.finished.map { lower <= $0 && $0 <= upper } ?? false } }
            }
            Property(\BookEntity.$isFavorite) {
                EqualToComparator { value in { $0.isFavorite == value } }
            }
            Property(\BookEntity.$genre) {
                EqualToComparator { value in { $0.genre == value } }
                NotEqualToComparator { value in { $0.genre != value } }
            }
            Property(\BookEntity.$link) {
                EqualToComparator { value in { $0.link == value } }
                NotEqualToComparator { value in { $0.link != value } }
            }
            Property(\BookEntity.$readingTime) {
                EqualToComparator { value in { $0.readingTime == value } }
                NotEqualToComparator { value in { $0.readingTime != value } }
                LessThanComparator { value in { $0.readingTime.map { $0 < value } ?? false } }
                GreaterThanComparator { value in { $0.readingTime.map { $0 > value } ?? false } }
            }
            Property(\BookEntity.$tags) {
                ContainsComparator { value in { $0.tags.contains(value) } }
            }
            Property(\BookEntity.$chapters) {
                ContainsComparator { value in { $0.chapters?.contains(value) ?? false } }
            }
        }
    }

    public static var sortingOptions: SortingOptions {
        SortingOptions {
            SortableBy(\BookEntity.$title)
            SortableBy(\BookEntity.$subtitle)
            SortableBy(\BookEntity.$pages)
            SortableBy(\BookEntity.$rating)
            SortableBy(\BookEntity.$published)
            SortableBy(\BookEntity.$finished)
            SortableBy(\BookEntity.$readingTime)
        }
    }

    public func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [Sort<BookEntity>],
        limit: Int?
    ) async throws -> [BookEntity] {
        // TODO: Look through all of the book values, and sort them as `sortedBy` asks.
        let candidates = try await suggestedEntities()
        let matching = candidates.filter { value in
            mode == .and ? comparators.allSatisfy { $0(value) } : comparators.contains { $0(value) }
        }
        return Array(matching.prefix(limit ?? matching.count))
    }
}

#endif
