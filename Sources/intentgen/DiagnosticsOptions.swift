import ArgumentParser
import IntentGenCore

/// `--diagnostics-format`, which every subcommand takes: how problems are printed.
struct DiagnosticsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How problems are printed: clang (path:line:column: error: …, the default), json (one object per line), sarif (one SARIF 2.1.0 log) or github (workflow commands).",
            valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .clang
}

extension DiagnosticFormat: ExpressibleByArgument {}

/// A subcommand with ``DiagnosticsOptions``: `Main` reads the format before the command runs.
protocol ReportsDiagnostics {
    var diagnostics: DiagnosticsOptions { get }
}
