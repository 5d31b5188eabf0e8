// Found by the fuzzer in a copy of the Hydration app (Apps/Hydration) with one digit changed: a
// default below its parameter's range was imported as written, into YAML the front end rejects.
// The intent now stays the team's, reported.
import AppIntents

struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"

    @Parameter(title: "Glasses", default: 0, inclusiveRange: (1, 12))
    var glasses: Int

    func perform() async throws -> some IntentResult { .result() }
}
