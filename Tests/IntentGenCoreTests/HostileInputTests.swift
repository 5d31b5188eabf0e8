import Foundation
import XCTest

@testable import IntentGenCore

/// Text from definitions reaches generated code in comments and string literals; none of it may
/// break out. Every output of a definition full of hostile text must still type-check.
final class HostileInputTests: XCTestCase {
    static let hostile = #"""
        intents:
          Hostile:
            title: "Quote \" backslash \\ interpolation \\(exit(1)) end */ /* \n newline // comment"
            description: "Line one\nhostileCall()\n"
            eligibleForWidgets: true
            parameters:
              choice:
                type: string
                displayName: "Evil \"\n}\nfunc injected() {"
                options: dynamic
                search: true
                default: "\\(oops) \"quoted\""
              item:
                type: Thing
                options: dynamic
                default: dynamic
            summaries:
              - parameters: [choice]
                title: "Pick ${choice} \" \\ \\(x)"
            response:
              properties:
                result: string
              codes:
                failureOops: "Failed: ${result} \" */"
        enums:
          Mood:
            displayName: "😀 \"mood\"\n"
            cases:
              happy: "Happy \\(1) \""
              "default": Default
        types:
          Thing:
            displayName: "Thing */ \n /*"
            properties:
              label: { type: string, displayName: "Label\u2028next" }
        """#

    func testHostileTextIsEscapedAndEverythingTypeChecks() throws {
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "Hostile.intents.yml", text: Self.hostile)], diagnostics: bag),
            DiagnosticRenderer().render(bag.sorted))
        let request = GenerationRequest(handlerClassName: "IntentHandler", writesAppIntents: true, writesXcodeDefinition: true)
        let files = Renderer().render(Planner().plan(definitions, request: request), diagnostics: bag)
        XCTAssertFalse(bag.hasErrors)
        try GeneratedCodeTypeCheckTests.typeCheck(files, name: "Hostile", languageMode: 5)
        // Text may appear inside comments and string literals, never as a line of code.
        for file in files where file.path.hasSuffix(".swift") {
            for line in file.contents.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                XCTAssertFalse(code.hasPrefix("func injected") || code.hasPrefix("hostileCall()") || code.hasPrefix("newline //"),
                               "\(file.path): text escaped into code: \(line)")
            }
        }
        // The Xcode definition keeps the text exactly, escaped for XML.
        let definition = try XCTUnwrap(files.first { $0.path.hasSuffix(".intentdefinition") })
        let plist = try PlistXML.read(Array(definition.contents.utf8))
        XCTAssertEqual(plist["INIntents"]?.array?.first?["INIntentDescription"], .string("Line one\nhostileCall()\n"))
    }
}
