import Foundation
import XCTest

/// Type-checks App Intents code on Linux against the main package's stub modules
/// (`Tests/StubSDK`: `AppIntents`, `WidgetKit`, `SwiftUI` and what they import), built once per
/// test process into a temporary folder. The main package's own tests check generated code the
/// same way; this is the small part of it an import test needs.
enum StubAppIntents {
    static let stubFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/StubSDK")

    /// Module and folder, in build order.
    static let modules = [
        ("FoundationExtras", "FoundationExtras"), ("CoreLocation", "SwiftCoreLocation"), ("SwiftUI", "SwiftUI"),
        ("UniformTypeIdentifiers", "UniformTypeIdentifiers"), ("AppIntents", "AppIntents"), ("WidgetKit", "WidgetKit"),
    ]

    struct Built: Sendable {
        let swiftc: String
        let folder: URL
        var arguments: [String] {
            ["-parse-as-library", "-I", folder.appendingPathComponent("modules").path, "-module-cache-path",
             folder.appendingPathComponent("cache").path, "-diagnostic-style", "llvm"]
        }
    }

    static let built: Result<Built, any Error> = Result {
        let swiftc = try swiftcPath()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-import-\(UUID().uuidString)")
        atexit { if let built = try? StubAppIntents.built.get() { try? FileManager.default.removeItem(at: built.folder) } }
        let sdk = Built(swiftc: swiftc, folder: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("modules"), withIntermediateDirectories: true)
        for (module, directory) in modules {
            let sources = stubFolder.appendingPathComponent(directory)
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
                .sorted().map { sources.appendingPathComponent($0).path }
            let output = folder.appendingPathComponent("modules/\(module).swiftmodule").path
            let run = try swiftcRun(
                swiftc, ["-emit-module", "-swift-version", "5", "-module-name", module] + sdk.arguments
                    + ["-emit-module-path", output] + files, in: folder)
            guard run.status == 0 else { throw XCTSkip("the stub \(module) does not build:\n\(run.output)") }
        }
        return sdk
    }

    /// Whether `files` (name → text) type-check as one module in Swift 6 mode, and what the compiler said.
    static func typeCheck(_ files: [String: String]) throws -> (succeeded: Bool, output: String) {
        #if os(Linux)
        let sdk = try built.get()
        let folder = sdk.folder.appendingPathComponent("check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for (index, (name, text)) in files.sorted(by: { $0.key < $1.key }).enumerated() {
            // Flat, numbered names: two folders may hold files of one name.
            let flat = "\(index)-" + (name.split(separator: "/").last.map(String.init) ?? "file.swift")
            try Data(text.utf8).write(to: folder.appendingPathComponent(flat))
            names.append(flat)
        }
        let run = try swiftcRun(
            sdk.swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "App"] + sdk.arguments + names, in: folder)
        return (run.status == 0, run.output)
        #else
        throw XCTSkip("the stub SDK is for the Linux toolchain")
        #endif
    }

    private static func swiftcPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("no swiftc on PATH")
    }

    private static func swiftcRun(_ swiftc: String, _ arguments: [String], in folder: URL) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
