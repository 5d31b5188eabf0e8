// The app's other code, which names the App Intents types: it must compile unchanged once the
// generated declarations replace the team's.
import AppIntents
import Foundation

final class BottleStore: @unchecked Sendable {
    static let shared = BottleStore()
    var bottles: [BottleEntity] = [BottleEntity(id: UUID(), name: "Blue")]
    var total = 0
    var remindersOn = false

    func log(_ milliliters: Int) { total += milliliters }

    func quickLog() async throws {
        let intent = LogWaterIntent()
        intent.glasses = 2
        intent.cup = .large
        intent.bottle = bottles.first
        _ = try await intent.perform()
        let sizes: [CupSize] = CupSize.allCases
        _ = sizes.map(\.milliliters).reduce(0, +) + CupSize.medium.rawValue
        _ = WaterWidget.self
    }
}
