import IntentGenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the commands print: results to standard output, problems to standard error, in the
/// run's ``DiagnosticFormat``.
enum Console {
    /// The run's format, set once by `Main` from `--diagnostics-format` before the command runs.
    /// The command line tool is single-threaded: nothing reads it concurrently.
    nonisolated(unsafe) static var format: DiagnosticFormat = .clang
    /// A whole-run format's diagnostics (SARIF), printed by ``finish()``.
    nonisolated(unsafe) private static var held: (diagnostics: [Diagnostic], omissions: [String]) = ([], [])

    /// `--diagnostics-output`: the file the problems go into instead of standard error.
    nonisolated(unsafe) static var diagnosticsOutput: String?
    /// The problems held for that file until the run ends.
    nonisolated(unsafe) private static var log = ""

    static func out(_ text: String) {
        FileSystem.print(text + "\n")
    }

    /// Prints `lines` to standard output, each escaped (``escaped(_:)``) and on a line of its
    /// own, a buffer at a time: a report of tens of thousands of files is never one string.
    static func out(lines: some Sequence<String>) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(outputBuffer)
        for line in lines {
            buffer += escaped(line).utf8
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count >= outputBuffer {
                FileSystem.print(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { FileSystem.print(buffer) }
    }

    /// How many bytes ``out(lines:)`` gathers before it writes them.
    private static let outputBuffer = 64 << 10

    static func error(_ text: String) {
        FileSystem.print(text + "\n", toStandardError: true)
    }

    /// Problems, in the run's format: into the log file when there is one, else standard error.
    private static func problemText(_ text: String) {
        if diagnosticsOutput != nil { log += text + "\n" } else { error(text) }
    }

    /// A line about the run that is not a problem ("waiting for another run"): printed only
    /// where the format lets plain lines stand between diagnostics.
    static func status(_ text: String) {
        if format.allowsStatusLines { error(text) }
    }

    /// `text` with every control character escaped (``SafeText``), so a path or name can neither
    /// forge a line of output nor send a terminal an escape sequence.
    static func escaped(_ text: String) -> String {
        SafeText.escaped(text)
    }

    /// Prints the collected diagnostics, sorted and rendered in one place, and the closing
    /// "too many errors" line when the bag left some out (see ``DiagnosticBag/limit``).
    static func report(_ bag: DiagnosticBag) {
        report(bag.sorted, omission: bag.omissionNote)
    }

    /// Reports problems found outside the stages (an output that cannot be written, a file that
    /// cannot be read) as errors without a place, in the run's format.
    static func problems(_ messages: [String], code: Diagnostic.Code = .io) {
        report(messages.map { Diagnostic.error(code, $0, at: nil) }, omission: nil)
    }

    private static func report(_ diagnostics: [Diagnostic], omission: String?) {
        if format.isWholeRun {
            held.diagnostics += diagnostics
            if let omission { held.omissions.append(omission) }
            return
        }
        guard !diagnostics.isEmpty || omission != nil else { return }
        problemText(format.render(diagnostics, omission: omission))
    }

    /// Ends the run's output: a whole-run format prints its document now, also when there was
    /// nothing to report (a clean SARIF log has no results).
    static func finish() {
        if format.isWholeRun {
            let (diagnostics, omissions) = held
            held = ([], [])
            let text = format.render(
                diagnostics, omission: omissions.isEmpty ? nil : omissions.joined(separator: "\n"))
            problemText(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        guard let path = diagnosticsOutput else { return }
        diagnosticsOutput = nil
        do {
            try Emitter.writeAtomically(Array(log.utf8), to: path, flush: false)
        } catch {
            Self.error("intentgen: error: cannot write the diagnostics to \(escaped(path)): \(error)")
        }
        log = ""
    }
}
