import ArgumentParser
import IntentGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `intentgen import` of Swift sources runs `intentgen-import-swift`, the tool beside this one:
/// reading Swift takes SwiftSyntax, which stays out of `intentgen` (the build-tool plugins build
/// it in every clean build of a package that uses them).
enum SwiftImportTool {
    static let name = "intentgen-import-swift"

    /// Whether the paths are Swift: `.swift` files, or folders (an `.intentdefinition` is a file).
    static func isSwift(_ paths: [String]) -> Bool {
        !paths.isEmpty
            && paths.allSatisfy { $0.hasSuffix(".swift") || (try? FileSystem.entry(at: $0)) == .directory }
    }

    /// Replaces this process with the Swift import tool and `arguments`; returns only when it
    /// cannot be run (after saying so).
    static func run(_ arguments: [String]) throws -> Never {
        guard let tool = location() else {
            Console.problems([
                "importing Swift needs the tool \(name): run `swift run --package-path SwiftImport \(name) …` in intentgen's checkout, or `make install-swift-import`, which installs it beside intentgen (INTENTGEN_IMPORT_SWIFT may name it)"
            ])
            throw ExitCode(Status.usageOrIO)
        }
        Console.finish()
        var argv: [UnsafeMutablePointer<CChar>?] = ([tool] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(tool, argv)
        Console.problems(["cannot run \(tool)"])
        throw ExitCode(Status.usageOrIO)
    }

    /// The tool's path: `INTENTGEN_IMPORT_SWIFT`, else beside the running executable (links
    /// resolved), else on the `PATH`.
    private static func location() -> String? {
        if let named = getenv("INTENTGEN_IMPORT_SWIFT").map({ String(cString: $0) }), !named.isEmpty {
            return access(named, X_OK) == 0 ? named : nil
        }
        if let beside = besideExecutable() { return beside }
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        return path.split(separator: ":").map { FileSystem.join(String($0), name) }.first { access($0, X_OK) == 0 }
    }

    private static func besideExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        #else
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        buffer[count] = 0
        #endif
        let executable = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let tool = FileSystem.join(FileSystem.parent(of: executable), name)
        return access(tool, X_OK) == 0 ? tool : nil
    }
}
