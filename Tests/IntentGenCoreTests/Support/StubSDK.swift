import Foundation
import XCTest

/// What the compiler said about sources checked against the stub SDK.
struct TypeCheckResult: Sendable {
    /// Whether `swiftc` accepted the sources (exit status 0).
    var succeeded: Bool
    /// The compiler's diagnostics (standard output and standard error, in the order written),
    /// with file names relative to the folder the sources were written to.
    var output: String
}

/// Type-checks Swift code written against Apple's Intents framework, on Linux.
///
/// Swift on Linux rejects `@objc`, `@objc` protocols and `optional` requirements unless the
/// frontend runs with Objective-C interop on, and then it needs an Objective-C `Foundation` to
/// import. `Tests/StubSDK` provides one, plus `CoreLocation`, `Contacts` and `Intents`: Clang
/// modules that declare the API surface (no implementation), and Swift overlays for `Foundation`
/// and `Intents`. The overlays are built once per test process, into a temporary folder that is
/// removed when the process exits; each check then runs `swiftc -typecheck` against them.
///
/// App Intents code has no `@objc`, so `typeCheckAppIntents` checks it another way: against plain
/// Swift stub modules (`FoundationExtras`, `SwiftUI`, `AppIntents`, `WidgetKit` in `Tests/StubSDK`)
/// and the toolchain's own Foundation, without Objective-C interop, in Swift 6 mode by default.
///
/// The stubs only work with the Linux toolchain: elsewhere `typeCheck` and `typeCheckAppIntents`
/// throw `XCTSkip`.
enum StubSDK {
    /// `Tests/StubSDK`, beside this test target.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // IntentGenCoreTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("StubSDK")

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Type-checks Swift sources as one module against the stub Foundation and Intents.
    ///
    /// - Parameters:
    ///   - files: file name (may contain folders, must end in `.swift`) → contents.
    ///   - moduleName: the name of the module the sources form.
    ///   - languageMode: the Swift language mode, 5 (what Xcode's intent code generator targets) or 6.
    ///   - extraArguments: more `swiftc` arguments, e.g. `["-default-isolation", "MainActor"]`.
    ///   - deploymentTarget: with one, iOS availability is checked as Xcode checks it for a
    ///     target with that deployment target (``IOSAvailability``; the headers' `INTENTGEN_IOS`).
    /// - Returns: whether the compiler accepted the sources, and its diagnostics.
    /// - Throws: `XCTSkip` off Linux; `StubSDK.Failure` when `swiftc` is not found, the
    ///   overlays fail to build, or a file name is not a relative `.swift` path.
    static func typeCheck(
        _ files: [String: String],
        moduleName: String = "Generated",
        languageMode: Int = 5,
        extraArguments: [String] = [],
        deploymentTarget: IOSAvailability.Version? = nil
    ) throws -> TypeCheckResult {
        #if os(Linux)
        if let deploymentTarget {
            return try check(
                files.mapValues(IOSAvailability.rewrite), against: built.get(), moduleName: moduleName,
                languageMode: languageMode,
                extraArguments: IOSAvailability.arguments(deploymentTarget: deploymentTarget, moduleFolder: domains.get())
                    + extraArguments)
        }
        return try check(files, against: built.get(), moduleName: moduleName, languageMode: languageMode,
                         extraArguments: extraArguments)
        #else
        throw XCTSkip("The stub SDK is for the Linux toolchain: on Apple platforms the real SDK declares the same modules.")
        #endif
    }

    /// Type-checks Swift sources with the toolchain alone, as a Linux package build sees them:
    /// no Intents, no App Intents (so `#if canImport(...)` blocks are left out).
    static func typeCheckWithoutSDK(_ files: [String: String], languageMode: Int = 6) throws -> TypeCheckResult {
        let bare = BuiltSDK(swiftc: try findSwiftc(), workspace: try workspace.get(), commonArguments: ["-parse-as-library"])
        return try check(files, against: bare, moduleName: "Generated", languageMode: languageMode, extraArguments: [])
    }

    /// Type-checks Swift sources as one module against the stub App Intents, WidgetKit and SwiftUI.
    ///
    /// The stub modules (`Tests/StubSDK/{FoundationExtras,SwiftUI,AppIntents,WidgetKit}`) are plain
    /// Swift, built once per process. The sources see the toolchain's own Foundation, without
    /// Objective-C interop: App Intents code has no `@objc`, and it must not see the Objective-C
    /// stub Foundation that `typeCheck` uses. `FoundationExtras` supplies what Apple's Foundation has
    /// and Linux's lacks (`LocalizedStringResource`, `String.LocalizationValue`,
    /// `CustomLocalizedStringResourceConvertible`); `import AppIntents` re-exports it.
    ///
    /// - Parameters:
    ///   - files: file name (may contain folders, must end in `.swift`) → contents.
    ///   - moduleName: the name of the module the sources form.
    ///   - languageMode: the Swift language mode, 6 by default (generated App Intents code must be
    ///     valid Swift 6: `static let title`, `Sendable` entities and queries), or 5.
    ///   - extraArguments: more `swiftc` arguments.
    ///   - deploymentTarget: with one, iOS availability is checked as Xcode checks it for a
    ///     target with that deployment target (``IOSAvailability``): the stub modules and the
    ///     sources are checked with their `@available(iOS …)` and `#available(iOS …)` as domains.
    /// - Returns: whether the compiler accepted the sources, and its diagnostics.
    /// - Throws: `XCTSkip` off Linux; `StubSDK.Failure` when `swiftc` is not found, a stub module
    ///   fails to build, or a file name is not a relative `.swift` path.
    static func typeCheckAppIntents(
        _ files: [String: String],
        moduleName: String = "Generated",
        languageMode: Int = 6,
        extraArguments: [String] = [],
        deploymentTarget: IOSAvailability.Version? = nil
    ) throws -> TypeCheckResult {
        #if os(Linux)
        if let deploymentTarget {
            return try check(
                files.mapValues(IOSAvailability.rewrite), against: builtAppIntentsWithAvailability.get(),
                moduleName: moduleName, languageMode: languageMode,
                extraArguments: IOSAvailability.arguments(deploymentTarget: deploymentTarget, moduleFolder: domains.get())
                    + extraArguments)
        }
        return try check(files, against: builtAppIntents.get(), moduleName: moduleName, languageMode: languageMode,
                         extraArguments: extraArguments)
        #else
        throw XCTSkip("The stub SDK is for the Linux toolchain: on Apple platforms the real SDK declares the same modules.")
        #endif
    }

    /// The App Intents stub modules as (module, folder): the Swift files of `Tests/StubSDK/<folder>`,
    /// in build order (each imports the ones before it). The Swift CoreLocation lives in its own
    /// folder beside the Objective-C one the SiriKit checks use.
    static let appIntentsModules = [
        ("FoundationExtras", "FoundationExtras"), ("CoreLocation", "SwiftCoreLocation"), ("SwiftUI", "SwiftUI"),
        ("UniformTypeIdentifiers", "UniformTypeIdentifiers"), ("AppIntents", "AppIntents"), ("WidgetKit", "WidgetKit"),
    ]

    /// Writes `files` to a fresh folder in the workspace and runs `swiftc -typecheck` on them there.
    private static func check(
        _ files: [String: String],
        against sdk: BuiltSDK,
        moduleName: String,
        languageMode: Int,
        extraArguments: [String]
    ) throws -> TypeCheckResult {
        let sources = try makeFolder(in: sdk.workspace, named: "check")
        defer { try? FileManager.default.removeItem(at: sources) }
        var names: [String] = []
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let components = name.split(separator: "/", omittingEmptySubsequences: false)
            guard name.hasSuffix(".swift"), !name.hasPrefix("/"),
                  !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw Failure(description: "'\(name)' is not a relative path to a .swift file")
            }
            let url = sources.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
            names.append(name)
        }
        let arguments = ["-typecheck", "-swift-version", String(languageMode), "-module-name", moduleName]
            + sdk.commonArguments + extraArguments + names
        let run = try runProcess(sdk.swiftc, arguments, in: sources)
        return TypeCheckResult(succeeded: run.status == 0, output: run.output)
    }

    // MARK: - Building the overlays and stub modules, once per process

    private struct BuiltSDK: Sendable {
        var swiftc: URL
        /// The temporary folder holding the overlays (or stub modules), the module cache and the
        /// checked sources.
        var workspace: URL
        /// Arguments every compilation against the stub SDK takes.
        var commonArguments: [String]
    }

    /// The folder of the iOS versions' Clang module (``IOSAvailability``), written on first use.
    private static let domains: Result<String, any Error> = Result {
        let folder = try workspace.get().appendingPathComponent("ios-versions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in IOSAvailability.moduleFiles {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder.path
    }

    /// Built on first use. A `static let` is initialised once, thread-safely, even when tests
    /// run concurrently; a failure is kept and rethrown to every caller.
    private static let built: Result<BuiltSDK, any Error> = Result { try build() }

    private static let workspace: Result<URL, any Error> = Result {
        let url = try makeFolder(in: FileManager.default.temporaryDirectory, named: "intentgen-stubsdk")
        atexit {
            if case .success(let url) = StubSDK.workspace { try? FileManager.default.removeItem(at: url) }
        }
        return url
    }

    private static func build() throws -> BuiltSDK {
        let swiftc = try findSwiftc()
        let workspace = try workspace.get()
        let modules = workspace.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let common = [
            "-parse-as-library",
            "-Xfrontend", "-enable-objc-interop",
            // The overlays first, so that `import Foundation` finds the stub rather than the
            // toolchain's swift-corelibs-foundation; then the folder of the stub Clang modules.
            "-I", modules.path,
            "-I", folder.path,
            "-module-cache-path", workspace.appendingPathComponent("ModuleCache").path,
            "-diagnostic-style", "llvm",
        ]
        // Intents' overlay imports the Foundation overlay, so Foundation goes first.
        for module in ["Foundation", "Intents"] {
            let source = folder.appendingPathComponent(module).appendingPathComponent("\(module).swift")
            let arguments = ["-emit-module", "-swift-version", "5", "-module-name", module]
                + common
                + ["-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path, source.path]
            let run = try runProcess(swiftc, arguments, in: workspace)
            guard run.status == 0 else {
                throw Failure(description: "building the stub \(module) overlay failed:\n\(run.output)")
            }
        }
        return BuiltSDK(swiftc: swiftc, workspace: workspace, commonArguments: common)
    }

    /// Built on first use, like `built`.
    private static let builtAppIntents: Result<BuiltSDK, any Error> = Result { try buildAppIntents() }

    /// The same modules with their iOS availability as domains, built on first use.
    private static let builtAppIntentsWithAvailability: Result<BuiltSDK, any Error> = Result {
        try buildAppIntents(checkingAvailability: true)
    }

    private static func buildAppIntents(checkingAvailability: Bool = false) throws -> BuiltSDK {
        let swiftc = try findSwiftc()
        let workspace = try workspace.get()
        let variant = checkingAvailability ? "appintents-availability" : "appintents"
        let modules = workspace.appendingPathComponent("\(variant)-modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        var common = [
            "-parse-as-library",
            // Only the stub Swift modules: no Objective-C interop and no `Tests/StubSDK` Clang
            // modules, so that `import Foundation` finds the toolchain's swift-corelibs-foundation.
            "-I", modules.path,
            "-module-cache-path", workspace.appendingPathComponent("ModuleCache-\(variant)").path,
            "-diagnostic-style", "llvm",
        ]
        if checkingAvailability {
            common += ["-enable-experimental-feature", "CustomAvailability", "-I", try domains.get()]
        }
        for (module, moduleFolder) in appIntentsModules {
            // Every Swift file of the module's folder (`AppIntents.swift` and its neighbours).
            let directory = folder.appendingPathComponent(moduleFolder)
            var sources = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0).path }
            if checkingAvailability {
                // The stubs as Apple spells them, rewritten to the domains (built with every
                // domain enabled: what a client may use is decided where it imports them).
                let rewritten = modules.appendingPathComponent("\(module)-sources")
                try FileManager.default.createDirectory(at: rewritten, withIntermediateDirectories: true)
                sources = try sources.map { source in
                    let url = rewritten.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent)
                    try Data(IOSAvailability.rewrite(String(contentsOfFile: source, encoding: .utf8)).utf8).write(to: url)
                    return url.path
                }
            }
            // Swift 5 mode, as Apple builds these frameworks: what clients see (`Sendable`,
            // `@MainActor`) is spelled out in the declarations.
            let arguments = ["-emit-module", "-swift-version", "5", "-module-name", module]
                + common
                + ["-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path] + sources
            let run = try runProcess(swiftc, arguments, in: workspace)
            guard run.status == 0 else {
                throw Failure(description: "building the stub \(module) module failed:\n\(run.output)")
            }
        }
        if checkingAvailability {
            // The client's `-I` and feature come with the deployment target (IOSAvailability.arguments).
            common.removeLast(4)
        }
        return BuiltSDK(swiftc: swiftc, workspace: workspace, commonArguments: common)
    }

    /// `swiftc` from `SWIFT_EXEC`, else the first on `PATH`, else the one beside the Swift
    /// runtime this process runs on (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` →
    /// `<toolchain>/usr/bin/swiftc`).
    private static func findSwiftc() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"], !exec.isEmpty {
            candidates.append(exec)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            candidates.append(URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc").path)
        }
        // `String(contentsOfFile:)` stops short on /proc files (they report a size of 0).
        if let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() {
            for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
                guard let start = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { continue }
                let runtime = URL(fileURLWithPath: String(line[start...]))
                let usr = runtime.deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent()
                candidates.append(usr.appendingPathComponent("bin/swiftc").path)
                break
            }
        }
        var isDirectory: ObjCBool = false
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: candidate) {
            return URL(fileURLWithPath: candidate)
        }
        throw Failure(description: "swiftc was not found (looked at SWIFT_EXEC, PATH and beside the running Swift runtime)")
    }

    // MARK: - Helpers

    private static func makeFolder(in parent: URL, named prefix: String) throws -> URL {
        let url = parent.appendingPathComponent("\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func runProcess(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

// MARK: - Mutation tests

/// Asserts that `swiftc` rejected the sources with `message` among its diagnostics: the check
/// the stub harness's mutation tests share, so a stub that accepts wrong code is caught.
@discardableResult
func assertCompilerRejected(
    _ result: TypeCheckResult, with message: String, file: StaticString = #filePath, line: UInt = #line
) -> TypeCheckResult {
    XCTAssertFalse(result.succeeded, "expected the compiler to reject the sources", file: file, line: line)
    XCTAssertTrue(result.output.contains(message), "expected “\(message)” in:\n\(result.output)", file: file, line: line)
    return result
}

/// `text` with `old` replaced; throws if `old` is missing, so that a mutation test cannot pass
/// by checking the unmodified sample.
func replacing(_ old: String, with new: String, in text: String) throws -> String {
    guard text.contains(old) else { throw StubSDK.Failure(description: "the sample has no “\(old)”") }
    return text.replacingOccurrences(of: old, with: new)
}
