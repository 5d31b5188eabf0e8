import Foundation
import XCTest

@testable import IntentGenCore

/// `intentgen generate` killed with SIGKILL at random moments never leaves a truncated or mixed
/// output file, and never loses the user's handler skeleton.
final class CrashSafetyTests: XCTestCase {
    /// A definitions file large enough that a run takes a while: `count` intents with parameters.
    static func definitions(count: Int, title: String) -> String {
        var yaml = "intents:\n"
        for index in 0..<count {
            yaml += """
                  Action\(index):
                    title: \(title) \(index)
                    parameters:
                      name: string
                      count: { type: integer, min: 0, max: 9, default: 1 }
                      place: { type: Place, options: dynamic, default: dynamic }

                """
        }
        yaml += "types:\n  Place:\n    properties:\n      address: string\n"
        return yaml
    }

    func testKillingGenerateNeverLeavesATruncatedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Big.intents.yml")
        let output = folder.appendingPathComponent("Generated").path
        let handler = folder.appendingPathComponent("Handler").path
        let arguments = ["generate", input.path, "-o", output, "--handler-output", handler]

        // Version A on disk, with the user's own handler.
        try Self.definitions(count: 150, title: "Alpha").write(to: input, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let skeleton = handler + "/IntentHandler.swift"
        try "// the user's handler\n".write(toFile: skeleton, atomically: true, encoding: .utf8)
        let versionA = try snapshot(output)

        // Version B, rendered in memory, is what a finished run writes.
        try Self.definitions(count: 150, title: "Bravo").write(to: input, atomically: true, encoding: .utf8)
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(FrontEnd().run(InputDiscovery().collect([input.path], diagnostics: bag), diagnostics: bag))
        let versionB = Dictionary(uniqueKeysWithValues: Renderer()
            .render(Planner().plan(definitions, request: GenerationRequest()), diagnostics: bag)
            .map { ($0.path, $0.contents) })

        let executable = try Tool.executable()
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for _ in 0..<12 {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 5_000...250_000, using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            for (name, contents) in try snapshot(output) {
                XCTAssertTrue(contents == versionA[name] || contents == versionB[name], "\(name) is truncated or mixed")
            }
            XCTAssertEqual(try String(contentsOfFile: skeleton, encoding: .utf8), "// the user's handler\n")
        }
        XCTAssertGreaterThan(killed, 0, "no run was killed while it worked; the input is too small")
        // A run that finishes afterwards leaves exactly version B and no temporary files.
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        XCTAssertEqual(try snapshot(output), versionB)
    }

    /// Every file in a folder but the build stamp (hidden ones too, such as temporary files),
    /// name → contents. The stamp holds file times, which differ from run to run; a stamp that
    /// vouched wrongly would show as the last run not restoring version B.
    func snapshot(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != BuildStamp.fileName {
            guard !(name.hasPrefix(".") && name.hasSuffix(".tmp")) else { continue }
            result[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return result
    }
}
