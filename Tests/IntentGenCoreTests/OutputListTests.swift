import Foundation
import XCTest

@testable import IntentGenCore

/// `generate --list-outputs`: the output file list of a Run Script phase, exactly the files a run
/// generates, written by no one.
final class OutputListTests: TemporaryFolderTestCase {
    /// Every file below `folder`, as paths, without intentgen's stamp folder.
    private func files(below folder: String) -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: path(folder))
        var found: Set<String> = []
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = path(folder) + "/" + name
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                !name.hasPrefix(BuildStamp.folderName + "/")
            {
                found.insert(full)
            }
        }
        return found
    }

    func testTheListIsWhatARunGeneratesAndWritesNothing() throws {
        let arguments = [
            "generate", "Definitions/QuickAction.intents.yml", "-o", path("Generated"), "--app-intents",
            "--handler-output", path("Handler"),
        ]
        let listed = try Tool.run(arguments + ["--list-outputs"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(names(""), [], "listing writes nothing")
        let paths = listed.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(paths.contains(path("Generated/QuickActionConfigurationAppIntent.swift")), listed.stdout)
        XCTAssertTrue(paths.contains(path("Generated/AppIntents.xcstrings")), listed.stdout)

        let run = try Tool.run(arguments)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The generated code and catalogue, and the Info.plist fragment intentgen keeps beside your
        // handler; not the Swift files you fill in.
        let yours = files(below: "Handler").filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(yours.isEmpty)
        XCTAssertEqual(
            Set(paths), files(below: "Generated").union([path("Handler/IntentHandler.Info.plist")]),
            "every generated file, and only those")
        XCTAssertTrue(yours.isDisjoint(with: paths), "the files you fill in are not outputs")
        // The list does not depend on the build stamp: a current run lists the same files.
        XCTAssertEqual(try Tool.run(arguments + ["--list-outputs"]).stdout, listed.stdout)
    }

    func testTheListIsRefusedWithOptionsThatWouldWriteOrCheck() throws {
        let result = try Tool.run(["generate", "Definitions/Pokemon.intents.yml", "--list-outputs", "--check"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--list-outputs writes nothing"), result.stderr)
    }
}
