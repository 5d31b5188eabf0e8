// libFuzzer entry point of `MODE=swift-import Fuzz/run.sh`: the bytes are a Swift file, read by
// the Swift import, whose promises (`SwiftImportPromises`) are checked:
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

#if INTENTGEN_FUZZ
/// libFuzzer's driver, which its own `main` runs. SwiftPM names an executable's entry point after
/// its module and links `main` to it, so the fuzzer's `main` is this one, which runs the driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("intentgen_import_swift_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return intentgenImportSwiftFuzz(data, size)
    }
}
#else
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
