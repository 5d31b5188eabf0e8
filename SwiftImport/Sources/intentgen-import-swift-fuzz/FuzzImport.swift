// libFuzzer entry point of `MODE=swift-import Fuzz/run.sh`: the bytes are a Swift file (with a
// String Catalog made from its literals), read by the Swift import, whose promises are checked:
//
// - it never crashes, hangs or leaks (libFuzzer, AddressSanitizer);
// - every diagnostic and every declaration `--list-replaced` names is at a place inside the file;
// - every warning has a `lost-…` code, every error a code of its kind;
// - YAML is written exactly when no error is reported, and the YAML it writes is accepted by the
//   front end and generates App Intents code without errors.
//
// Built with SwiftPM by Fuzz/run.sh (`-sanitize=fuzzer,address`, SwiftSyntax instrumented too);
// a plain build makes the same product a replayer of the files it is given.

import Foundation
@_spi(SwiftImport) import IntentGenCore
import IntentGenSwiftImport

@_cdecl("LLVMFuzzerTestOneInput")
public func intentgenImportSwiftFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let broken = SwiftImportPromises.check(text) {
        fatalError("\(broken)\n--- input ---\n\(text)")
    }
    return 0
}

/// The promises of the Swift import on one file.
enum SwiftImportPromises {
    static func check(_ text: String) -> String? {
        let path = "Fuzz.swift"
        let bag = DiagnosticBag()
        let result = SwiftSourceImporter().importSources([(path, text)], diagnostics: bag)
        // Lines as SwiftSyntax counts them: after each LF, CR LF or lone CR.
        let lines =
            text.unicodeScalars.reduce(into: 1) { count, scalar in
                if scalar == "\n" || scalar == "\r" { count += 1 }
            } + 1
        for diagnostic in bag.diagnostics {
            if let location = diagnostic.location, location.file == path,
                location.line < 1 || location.line > lines || location.column < 1
            {
                return "a diagnostic outside the file: \(diagnostic.message) at \(location)"
            }
            if diagnostic.severity == .warning, !diagnostic.code.rawValue.hasPrefix("lost-") {
                return "a warning without a lost-… code: \(diagnostic.code.rawValue) \(diagnostic.message)"
            }
            if diagnostic.message.hasPrefix("the definitions written would not compile") {
                return "import wrote definitions the front end rejects: \(diagnostic.message)"
            }
        }
        for replaced in result.replaced where replaced.location.line < 1 || replaced.location.line > lines {
            return "a replaced declaration outside the file: \(replaced.swiftName) at \(replaced.location)"
        }
        guard let yaml = result.yaml else {
            return bag.hasErrors ? nil : "no YAML and no error"
        }
        if bag.hasErrors, !bag.diagnostics.contains(where: { $0.code.rawValue.hasPrefix("lost-") }) {
            return "YAML written with an error that is not a loss"
        }
        let generation = DiagnosticBag()
        let made = Pipeline(GenerationRequest(name: "Fuzz", kinds: [.appIntents])).pendingFiles(
            [InputFile(path: "Fuzz.intents.yml", text: yaml)], diagnostics: generation)
        if made == nil || generation.hasErrors {
            return "the imported YAML does not generate:\n\(DiagnosticRenderer().render(generation.sorted))\n\(yaml)"
        }
        return nil
    }
}

#if !INTENTGEN_FUZZ
/// Without the fuzzer (a plain build): replays the files given, as a finding is replayed, and
/// exits with status 1 at the first broken promise.
@main
struct ReplaySwiftImportInputs {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(2)
            }
            if let broken = SwiftImportPromises.check(String(decoding: data, as: UTF8.self)) {
                FileHandle.standardError.write(Data("\(path): \(broken)\n".utf8))
                exit(1)
            }
        }
    }
}
#endif
