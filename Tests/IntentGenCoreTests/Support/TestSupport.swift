import Foundation
import XCTest

@testable import IntentGenCore

/// Where the package lives, found from this file's path so tests never depend on the working folder.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let definitions = packageRoot.appendingPathComponent("Definitions")
    static let fixtures = packageRoot.appendingPathComponent("Tests/IntentGenCoreTests/Fixtures")
    /// `../shared` beside the project: public third-party material that is never committed here.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
}

/// Runs the front end on in-memory YAML.
func runFrontEnd(_ files: [(path: String, yaml: String)]) -> (result: ValidatedDefinitions?, diagnostics: [Diagnostic]) {
    let bag = DiagnosticBag()
    let result = FrontEnd().run(files.map { InputFile(path: $0.path, text: $0.yaml) }, diagnostics: bag)
    return (result, bag.sorted)
}

func runFrontEnd(_ yaml: String, path: String = "test.intents.yml") -> (result: ValidatedDefinitions?, diagnostics: [Diagnostic]) {
    runFrontEnd([(path, yaml)])
}

/// Loads YAML with the loader alone.
func loadYAML(_ yaml: String, limits: YAMLLoader.Limits = .init()) -> (YAMLLoader.Result, [Diagnostic]) {
    let bag = DiagnosticBag()
    let result = YAMLLoader(limits: limits).load(yaml, file: "test.yml", diagnostics: bag)
    return (result, bag.sorted)
}

/// A compact form of a diagnostic for assertions: `line:column code`.
func brief(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(place) \(diagnostic.code.rawValue)"
}

func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.severity == .error }
}

extension YAMLLoader.Result {
    var root: YAMLNode? {
        if case .document(let node) = self { return node }
        return nil
    }
}

/// Runs the built `intentgen` executable the way users and build scripts do.
enum Tool {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable SwiftPM built next to the test bundle.
    static func executable() throws -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("intentgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("intentgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("the intentgen executable was not found next to the test bundle")
    }

    /// Runs the tool with `arguments` in `folder` (the package root unless given), through
    /// `wrapper` when one is given (`["/usr/bin/unshare", "--pid", "--fork"]`).
    static func run(_ arguments: [String], in folder: URL? = nil, wrapper: [String] = []) throws -> Run {
        let process = try process(arguments, in: folder, wrapper: wrapper)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread while standard output is read here: a tool
        // that fills one pipe while the other is read to its end would otherwise wait forever.
        let errorReader = ErrorReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A process that runs the tool, not yet started.
    static func process(_ arguments: [String], in folder: URL? = nil, wrapper: [String] = []) throws -> Process {
        let process = Process()
        let tool = try executable()
        if let first = wrapper.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = Array(wrapper.dropFirst()) + [tool.path] + arguments
        } else {
            process.executableURL = tool
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder ?? TestPaths.packageRoot
        return process
    }

    /// Runs another program, its output discarded; returns its exit status.
    static func runProgram(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// The skip of a test that compares intentgen with public third-party files (real
/// `.intentdefinition` files, XcodeGen specs, Xcode's output), which are never committed: what is
/// missing, and where to put it to run the test.
func thirdPartyMaterialMissing(_ what: String, at path: String) -> XCTSkip {
    XCTSkip(
        "skipped: this test reads \(what), public third-party files that are never committed; "
            + "put them at \(path) to run it")
}
