// A soup shop's App Intents as its team wrote them: an Int enum with explicit and implied raw
// values, an entity with a String id whose query reads the intent being configured
// (`@IntentParameterDependency`), an enumerable query, and App Shortcuts with a parameter.
import AppIntents
import Foundation

enum SoupSize: Int, AppEnum {
    case cup = 1
    case bowl
    case pot = 10

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
        .cup: DisplayRepresentation(title: "Cup", subtitle: "For one"),
        .bowl: "Bowl",
        .pot: "Pot",
    ]
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct SoupEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static let defaultQuery = SoupQuery()

    let id: String
    @Property(title: "Name")
    var name: String
    @Property(title: "Price")
    var price: Double

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(price)")
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct SoupQuery: EntityQuery {
    @IntentParameterDependency<OrderSoupIntent>(\.$size)
    var order

    func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        Menu.shared.soups.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [SoupEntity] {
        let size = order?.size ?? .bowl
        return Menu.shared.soups.filter { _ in size != .pot || Menu.shared.potsAvailable }
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct OrderSoupIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"
    static let openAppWhenRun = false

    @Parameter(title: "Soup", requestValueDialog: "Which soup?")
    var soup: SoupEntity

    @Parameter(title: "Size", default: .bowl)
    var size: SoupSize

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 9))
    var quantity: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$quantity) \(\.$size) of \(\.$soup)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let total = Menu.shared.order(soup, size: size, quantity: quantity)
        return .result(dialog: "That's \(total).")
    }
}

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
struct SoupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: ["Order soup in \(.applicationName)", "Order \(\.$soup) in \(.applicationName)"],
            shortTitle: "Order Soup",
            systemImageName: "takeoutbag.and.cup.and.straw"
        )
    }
}
