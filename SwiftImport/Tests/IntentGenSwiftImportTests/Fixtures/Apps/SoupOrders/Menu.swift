// The shop's other code: it builds entities with their initialiser and runs the intent.
import AppIntents
import Foundation

@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
final class Menu: @unchecked Sendable {
    static let shared = Menu()
    var soups = [SoupEntity(id: "tomato", name: "Tomato", price: 4.5)]
    var potsAvailable = false

    func order(_ soup: SoupEntity, size: SoupSize, quantity: Int) -> Double {
        soup.price * Double(size.rawValue * quantity)
    }

    func reorder(_ soup: SoupEntity) async throws {
        let intent = OrderSoupIntent()
        intent.soup = soup
        intent.size = SoupSize(rawValue: 10) ?? .cup
        intent.quantity = 2
        _ = try await intent.perform()
    }
}
