import Foundation
import IntentGenCore

/// Where the commands print: results to standard output, problems to standard error.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints the collected diagnostics, sorted and rendered in one place.
    static func report(_ bag: DiagnosticBag) {
        let sorted = bag.sorted
        guard !sorted.isEmpty else { return }
        error(DiagnosticRenderer().render(sorted))
    }
}
