#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentGenCore

/// Where the commands print: results to standard output, problems to standard error.
enum Console {
    static func out(_ text: String) {
        FileSystem.print(text + "\n")
    }

    static func error(_ text: String) {
        FileSystem.print(text + "\n", toStandardError: true)
    }

    /// Prints the collected diagnostics, sorted and rendered in one place, and the closing
    /// "too many errors" line when the bag left some out (see ``DiagnosticBag/limit``).
    static func report(_ bag: DiagnosticBag) {
        let sorted = bag.sorted
        guard !sorted.isEmpty else { return }
        error(DiagnosticRenderer().render(sorted))
        if let note = bag.omissionNote { error(note) }
    }
}
