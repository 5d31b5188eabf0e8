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
        var format: DiagnosticFormat?
        var output: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            for (name, apply) in [
                ("--diagnostics-format", { (value: String) in format = DiagnosticFormat(rawValue: value) }),
                ("--diagnostics-output", { (value: String) in output = value.isEmpty ? nil : value }),
            ] as [(String, (String) -> Void)] {
                if argument == name, index + 1 < arguments.endIndex {
                    apply(arguments[index + 1])
                } else if argument.hasPrefix(name + "=") {
                    apply(String(argument.dropFirst(name.count + 1)))
                }
            }
            if argument == "--" { break }
            index += 1
        }
        return (format, output)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}

/// A subcommand with ``DiagnosticsOptions``: `Main` reads the format before the command runs.
protocol ReportsDiagnostics {
    var diagnostics: DiagnosticsOptions { get }
}
