import Foundation
import XCTest

@testable import IntentGenCore

/// `intentgen generate` killed with SIGKILL at random moments never leaves a truncated or mixed
/// output file, and never loses the user's handler skeleton.
final class CrashSafetyTests: XCTestCase {
    /// A definitions file large enough that a run takes a while: `count` intents whose first
    /// parameter is called `parameter`, so two versions differ in every intent's Swift file.
    static func definitions(count: Int, parameter: String) -> String {
        var yaml = "intents:\n"
        for index in 0..<count {
            yaml += """
                  Action\(index):
                    parameters:
                      \(parameter): string
                      count: { type: integer, min: 0, max: 9, default: 1 }
                      place: { type: Place, options: dynamic, default: dynamic }

                """
        }
        yaml += "types:\n  Place:\n    properties:\n      address: string\n"
        return yaml
    }

    /// What a finished run writes into the generated folder for `yaml`, rendered in memory.
    static func expected(_ yaml: String) throws -> [String: String] {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(FrontEnd().run([InputFile(path: "Big.intents.yml", text: yaml)], diagnostics: bag))
        return Dictionary(uniqueKeysWithValues: Renderer()
            .render(Planner().plan(definitions, request: GenerationRequest()), diagnostics: bag)
            .map { ($0.path, $0.contents) })
    }

    func testKillingGenerateNeverLeavesATruncatedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Big.intents.yml")
        let output = folder.appendingPathComponent("Generated").path
        let handler = folder.appendingPathComponent("Handler").path
        let arguments = ["generate", input.path, "-o", output, "--handler-output", handler]
        let versions = [Self.definitions(count: 300, parameter: "name"), Self.definitions(count: 300, parameter: "label")]
        let expected = try versions.map(Self.expected)
        XCTAssertTrue(expected[0].keys.allSatisfy { expected[0][$0] != expected[1][$0] || $0 == "Place.swift" })

        // Version A on disk, with the user's own handler; then time a run that rewrites it all.
        try versions[0].write(to: input, atomically: true, encoding: .utf8)
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let skeleton = handler + "/IntentHandler.swift"
        try "// the user's handler\n".write(toFile: skeleton, atomically: true, encoding: .utf8)
        try versions[1].write(to: input, atomically: true, encoding: .utf8)
        let start = Date()
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        let fullRun = Date().timeIntervalSince(start)

        // Each run has the other version to write (the stamp cannot skip it) and is killed at a
        // random moment within the time a whole run takes.
        let executable = try Tool.executable()
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for round in 0..<12 {
            try versions[round % 2].write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(Double.random(in: 0.05...0.8, using: &generator) * fullRun * 1_000_000))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            for (name, contents) in try snapshot(output) {
                XCTAssertTrue(contents == expected[0][name] || contents == expected[1][name], "\(name) is truncated or mixed")
            }
            XCTAssertEqual(try String(contentsOfFile: skeleton, encoding: .utf8), "// the user's handler\n")
        }
        XCTAssertGreaterThan(killed, 0, "no run was killed while it worked")
        // A run that finishes afterwards leaves exactly the last version and no temporary files.
        XCTAssertEqual(try Tool.run(arguments).status, 0)
        XCTAssertEqual(try snapshot(output), expected[1])
    }

    /// Every file in a folder but the build stamp (hidden ones too, such as temporary files),
    /// name → contents. The stamp holds file times, which differ from run to run; a stamp that
    /// vouched wrongly would show as the last run not restoring version B.
    func snapshot(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name != BuildStamp.folderName {
            guard !(name.hasPrefix(".") && name.hasSuffix(".tmp")) else { continue }
            result[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return result
    }
}
