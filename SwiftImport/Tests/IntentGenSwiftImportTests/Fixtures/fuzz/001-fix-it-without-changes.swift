// Found by the fuzzer in a mangled copy of the Hydration and Journal apps (Apps/): a byte that
// is not UTF-8 (read as U+FFFD) before `=` made SwiftSyntax's diagnostics generator stop the
// process on a Fix-It without changes. The import now reports the parse problems itself.
import AppIntents

struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource ©= "Log Water"

    func perform() async throws -> some IntentResult { .result() }
}
