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

    /// `text` with every control character written as an escape (`\n`, `\u{1B}`), so a path or
    /// name can neither forge a line of output nor send a terminal an escape sequence.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Prints the collected diagnostics, sorted and rendered in one place.
    static func report(_ bag: DiagnosticBag) {
        let sorted = bag.sorted
        guard !sorted.isEmpty else { return }
        error(DiagnosticRenderer().render(sorted))
    }
}
