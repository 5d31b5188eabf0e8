import ArgumentParser
import IntentGenCore

extension GenerationRun {
    /// Runs the jobs as a command does: each phase's problems printed when it ends, a wait for
    /// another run's lock said on standard error, and the exit status of a run that stops (2 when
    /// an input or the disk cannot be used, 1 for problems in the definitions).
    func runPrinting(_ jobs: [GenerationJob], diagnostics: DiagnosticBag) throws -> Outcome {
        var run = self
        run.waiting = { folder in
            Console.status("intentgen: waiting for another intentgen run writing into \(Console.escaped(folder))")
        }
        let outcome: Outcome
        do {
            // After each phase, what the phase freed goes back to the system (``Allocator/trim()``).
            outcome = try run.run(jobs, diagnostics: diagnostics) { problems in
                Console.report(problems)
                Allocator.trim()
            }
        } catch let failure as Emitter.Failure {
            Console.problems(failure.problems)
            throw ExitCode(Status.usageOrIO)
        }
        ProcessLifetime.keep(outcome)
        switch outcome.status {
        case .unreadable: throw ExitCode(Status.usageOrIO)
        case .inputErrors: throw ExitCode(Status.inputErrors)
        case .planned, .emitted: return outcome
        }
    }
}

/// What a command's run made, left to the end of the process rather than freed value by value:
/// nothing reads it after the command has printed its report, and freeing the plans of a large
/// run one value at a time takes a noticeable share of its time (compilers skip it too).
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) { kept.append(value) }
}
