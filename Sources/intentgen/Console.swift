import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the commands print: results to standard output, problems to standard error.
enum Console {
    static func out(_ text: String) {
        FileSystem.print(text + "\n")
    }

    static func error(_ text: String) {
        FileSystem.print(text + "\n", toStandardError: true)
    }

    /// `text` with every control character escaped (``SafeText``), so a path or name can neither
    /// forge a line of output nor send a terminal an escape sequence.
    static func escaped(_ text: String) -> String {
        SafeText.escaped(text)
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
