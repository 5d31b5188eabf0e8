/// The members of an `EntityPropertyQuery` skeleton (`query: { kind: property }`): the properties
/// people compare in Shortcuts' Find action, each with the comparators Apple allows for its type,
/// the properties they sort by, and `entities(matching:mode:sortedBy:limit:)`.
///
/// Each comparison maps to a test of one entity (`ComparatorMappingType` is
/// `(Entity) -> Bool`), so the comparators are complete as written and the query only has to
/// look through its entities. A team whose store filters (`NSPredicate`, SwiftData's
/// `Predicate`) changes the mapping type and the closures in this user-owned file.
extension AppIntentsRenderer {
    func renderPropertyQueryMembers(_ planned: PlannedType, values: String, into p: inout CodePrinter) {
        let entity = planned.appEntity
        let compared = planned.properties.compactMap { property in
            comparison(of: property).map { (property.definition, $0) }
        }
        p.line()
        let one = planned.definition.displayName.text.lowercased().commentSafe
        p.line("/// What each comparison made in Shortcuts' Find action becomes: a test of one \(one).")
        p.line("\(access) typealias ComparatorMappingType = (\(entity)) -> Bool")
        p.line()
        p.line("\(access) static var properties: QueryProperties {")
        p.indented { p in
            p.line("QueryProperties {")
            p.indented { p in
                if compared.isEmpty {
                    p.line("// TODO: Add the properties people compare, as `Property(\\.$member) { … }`.")
                }
                for (property, comparison) in compared {
                    p.line("Property(\\\(entity).$\(property.name.value)) {")
                    p.indented { p in
                        for line in comparators(comparison, of: property) { p.line(line) }
                    }
                    p.line("}")
                }
            }
            p.line("}")
        }
        p.line("}")
        p.line()
        p.line("\(access) static var sortingOptions: SortingOptions {")
        p.indented { p in
            p.line("SortingOptions {")
            p.indented { p in
                let sortable = compared.filter { $0.1.isSortable && !$0.0.isArray }
                if sortable.isEmpty {
                    p.line("// TODO: Add the properties people sort by, as `SortableBy(\\.$member)`.")
                }
                for (property, _) in sortable {
                    p.line("SortableBy(\\\(entity).$\(property.name.value))")
                }
            }
            p.line("}")
        }
        p.line("}")
        p.line()
        p.line("\(access) func entities(")
        p.line("    matching comparators: [ComparatorMappingType],")
        p.line("    mode: ComparatorMode,")
        p.line("    sortedBy: [Sort<\(entity)>],")
        p.line("    limit: Int?")
        p.line(") async throws -> [\(entity)] {")
        p.indented { p in
            p.line("// TODO: Look through all of \(values), and sort them as `sortedBy` asks.")
            p.line("let candidates = try await suggestedEntities()")
            p.line("let matching = candidates.filter { value in")
            p.line("    mode == .and ? comparators.allSatisfy { $0(value) } : comparators.contains { $0(value) }")
            p.line("}")
            p.line("return Array(matching.prefix(limit ?? matching.count))")
        }
        p.line("}")
    }

    /// How the Find action compares a member, or nil when it does not: plain members are not
    /// `@Property`s, and entities have no comparison Apple's comparators take (they are not
    /// `Equatable`). A list is searched for an element (`contains`), and not sorted by.
    private func comparison(of property: PlannedProperty) -> QueryComparison? {
        guard property.definition.appIntents.isEntityProperty else { return nil }
        let comparison: QueryComparison =
            switch property.type {
            case .builtin(let builtin): builtin.traits.queryComparison
            case .enumeration: .equatable
            case .object, .undeclared: .none
            }
        return comparison == .none ? nil : comparison
    }

    /// The comparator lines of one member: each maps the value people give to a test of an entity.
    private func comparators(_ comparison: QueryComparison, of property: PropertyDefinition) -> [String] {
        let member = "$0.\(property.name.value)"
        let optional = property.appIntents.isOptional
        /// A test of the member's unwrapped value, false when the member is nil.
        func test(_ body: String) -> String {
            guard optional else { return body.replacingEvery("MEMBER", with: member) }
            if body.hasPrefix("MEMBER.") { return member + "?" + body.dropFirst("MEMBER".count) + " ?? false" }
            return "\(member).map { \(body.replacingEvery("MEMBER", with: "$0")) } ?? false"
        }
        let equal = [
            "EqualToComparator { value in { \(member) == value } }",
            "NotEqualToComparator { value in { \(member) != value } }",
        ]
        if property.isArray {
            return ["ContainsComparator { value in { \(test("MEMBER.contains(value)")) } }"]
        }
        switch comparison {
        case .none: return []
        case .flag: return [equal[0]]
        case .equatable: return equal
        case .number:
            return equal + [
                "LessThanComparator { value in { \(test("MEMBER < value")) } }",
                "GreaterThanComparator { value in { \(test("MEMBER > value")) } }",
            ]
        case .moment:
            return [
                "LessThanComparator { value in { \(test("MEMBER < value")) } }",
                "GreaterThanComparator { value in { \(test("MEMBER > value")) } }",
                "IsBetweenComparator { lower, upper in { \(test("lower <= MEMBER && MEMBER <= upper")) } }",
            ]
        case .text:
            return equal + [
                "ContainsComparator { value in { \(test("MEMBER.localizedCaseInsensitiveContains(value)")) } }"
            ]
        }
    }
}
