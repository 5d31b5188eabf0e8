import AppIntents
import Foundation

extension LogWaterIntent {
    func perform() async throws -> some IntentResult & ProvidesDialog {
        BottleStore.shared.log(glasses * cup.milliliters)
        return .result(dialog: "Logged \(glasses) glasses.")
    }
}
