import ArgumentParser
import IntentGenCore

/// `--diagnostics-format`, which every subcommand takes: how problems are printed.
struct DiagnosticsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How problems are printed: clang (path:line:column: error: …, the default), json (one object per line), sarif (one SARIF 2.1.0 log) or github (workflow commands).",
            valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .clang

    @Option(
        help: ArgumentHelp(
            "Write the problems into this file (in --diagnostics-format) instead of standard error, as a reporter writes its log; the summary stays on standard output.",
            valueName: "file"))
    var diagnosticsOutput: String?

    /// The format and log file asked for on `arguments`, read before they are parsed, so that a
    /// command line that does not parse is reported in that format and place too.
    static func requested(in arguments: [String]) -> (format: DiagnosticFormat?, output: String?) {
        let options = arguments.prefix { $0 != "--" }
        /// The last value given to `name` (`--name value` or `--name=value`).
        func value(of name: String) -> String? {
            var found: String?
            for (index, argument) in zip(options.indices, options) {
                if argument == name, index + 1 < options.endIndex {
                    found = options[index + 1]
                } else if argument.hasPrefix(name + "=") {
                    found = String(argument.dropFirst(name.count + 1))
                }
            }
            return found
        }
        let output = value(of: "--diagnostics-output")
        return (
            value(of: "--diagnostics-format").flatMap(DiagnosticFormat.init), output?.isEmpty == false ? output : nil
        )
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}

/// A subcommand with ``DiagnosticsOptions``: `Main` reads the format before the command runs.
protocol ReportsDiagnostics {
    var diagnostics: DiagnosticsOptions { get }
}
