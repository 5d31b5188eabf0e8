import XCTest

@testable import IntentGenCore

/// `intentgen import` of Swift runs the tool `intentgen-import-swift` (SwiftImport/), which
/// reads Swift with SwiftSyntax; its own tests are in SwiftImport/Tests.
final class SwiftImportCommandTests: TemporaryFolderTestCase {
    func testSwiftSourcesGoToTheSwiftImportToolWithTheOptions() throws {
        try write("App/Intents.swift", "struct A: AppIntent {}\n")
        // `echo` stands in for the tool: it prints the arguments it was given.
        let run = try Tool.run(
            ["import", path("App"), "--fail-on-loss", "--list-replaced", "--strings", "Localizable.xcstrings", "ja.lproj"],
            wrapper: ["/usr/bin/env", "INTENTGEN_IMPORT_SWIFT=/bin/echo"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "\(path("App")) --language en --fail-on-loss --list-replaced --strings Localizable.xcstrings ja.lproj\n")
    }

    func testWithoutTheToolImportSaysHowToGetIt() throws {
        try write("Intents.swift", "struct A: AppIntent {}\n")
        let run = try Tool.run(
            ["import", path("Intents.swift")], wrapper: ["/usr/bin/env", "INTENTGEN_IMPORT_SWIFT=/nonexistent/tool"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("swift run --package-path SwiftImport intentgen-import-swift"), run.stderr)
    }

    func testAnIntentDefinitionIsStillOneFile() throws {
        let run = try Tool.run(["import", "a.intentdefinition", "b.intentdefinition"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("give one .intentdefinition file"), run.stderr)
    }
}
