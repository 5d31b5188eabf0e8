import ArgumentParser
import Dispatch
import IntentGenCore

// `exit` is libc's.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `intentgen`: the command-line shell over IntentGenCore.
struct IntentGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intentgen",
        abstract: "Compile YAML intent definitions into the code Xcode's intent editor would generate.",
        discussion: """
            Definitions files are YAML files named *.intents.yml; docs/language.md describes them.

            Exit status: 0 when the input is clean (warnings allowed), 1 when the input has errors, \
            2 when the command line is wrong or a file or folder cannot be read.
            """,
        version: IntentGenVersion.current,
        // Each subcommand names itself (`commandName`): a name derived from the type's costs a
        // dynamic cast, a scan of the program's conformances, at every start.
        subcommands: [Generate.self, Export.self, Import.self, Lint.self, Preview.self, Targets.self]
    )
}

/// Exit statuses, as documented in the README.
enum Status {
    static let inputErrors: Int32 = 1
    static let usageOrIO: Int32 = 2
}

@main
enum Main {
    static func terminate(_ status: Int32) -> Never {
        Console.finish()
        exit(status)
    }

    static func main() {
        Allocator.returnFreedMemory()
        // The first work spread over the cores (a large file's load) then finds a worker thread
        // made while the command line is read, not made on demand.
        DispatchQueue.global().async {}
        do {
            var command = try IntentGen.parseAsRoot()
            if let reporting = command as? any ReportsDiagnostics {
                Console.format = reporting.diagnostics.diagnosticsFormat
                Console.diagnosticsOutput = reporting.diagnostics.diagnosticsOutput
            }
            try command.run()
            Console.finish()
        } catch let exit as ExitCode {
            Self.terminate(exit.rawValue)
        } catch {
            // Help and --version are "errors" that exit 0; everything else about the command line is status 2.
            if IntentGen.exitCode(for: error) == .success {
                IntentGen.exit(withError: error)
            }
            // In the format asked for, even when the rest of the command line does not parse: a
            // reader of JSON or SARIF gets nothing else.
            let requested = DiagnosticsOptions.requested(in: Array(CommandLine.arguments.dropFirst()))
            Console.diagnosticsOutput = requested.output
            if let format = requested.format, format != .clang {
                Console.format = format
                Console.problems([IntentGen.message(for: error)], code: .usage)
            } else if requested.output != nil {
                Console.problems([IntentGen.message(for: error)], code: .usage)
            } else {
                Console.error(IntentGen.fullMessage(for: error))
            }
            Self.terminate(Status.usageOrIO)
        }
    }
}

/// How the process allocates.
enum Allocator {
    /// glibc keeps memory freed at the top of its heap until 128 KiB or more are free there, and
    /// raises that bound (up to 64 MiB) each time it frees a large block it had mapped, so a
    /// command that drops a large file's nodes before planning keeps their pages. A fixed bound of
    /// 64 KiB, which also stops the raising, returns them: about 6 % less peak memory for a large
    /// definitions file, at no measured cost in time (Benchmarks/README.md).
    static func returnFreedMemory() {
        // -1 is `mallopt`'s M_TRIM_THRESHOLD.
        _ = glibc("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)?(-1, 64 << 10)
    }

    /// Gives the pages of what planning freed back to the system before the emit renders and
    /// compares (glibc's `malloc_trim`): a check's peak of memory comes then, with planning's
    /// garbage still in the heap unless it is returned. It costs well under a millisecond.
    static func trim() {
        _ = glibc("malloc_trim", as: (@convention(c) (Int) -> Int32).self)?(0)
    }

    /// A function of glibc's <malloc.h>, which the Glibc module leaves out; nil elsewhere.
    private static func glibc<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
        #else
        return nil
        #endif
    }
}
