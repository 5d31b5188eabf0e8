import XCTest

@testable import IntentGenCore

/// Which values of an `.intentdefinition` enum become cases is one decision
/// (`ImportSession.enumValueRoles`), taken before any value is read, so that it does not depend on
/// their order, and shared by the enum and by the defaults and relationships that name its cases.
/// The `compile` fuzzer found an enum with `unknown: false` and a case `unknown` at index 1 that
/// did not import back (fixture fuzz/010).
final class ImportEnumValueTests: XCTestCase {
    typealias Fixture = ImportRoundTripTests

    static func value(_ name: String, _ index: Int) -> PlistValue {
        .dictionary([
            "INEnumValueName": .string(name), "INEnumValueDisplayName": .string(name.displayWords),
            "INEnumValueIndex": .integer(index),
        ])
    }

    /// An intent with a `mode` parameter of enum `Mode` (with `values`), whose default is `default`.
    static func plist(_ values: [PlistValue], default: String) -> PlistValue {
        let parameter = Fixture.parameterPlist(
            "mode", "Integer", priority: 1,
            [
                "INIntentParameterEnumType": .string("Mode"),
                "INIntentParameterEnumTypeNamespace": .string("88xZPY"),
                "INIntentParameterMetadata": .dictionary(["INIntentParameterMetadataDefaultValue": .string(`default`)]),
            ])
        return Fixture.definition(
            intents: [Fixture.intentPlist("Switch", parameters: [parameter])],
            enums: [
                .dictionary([
                    "INEnumName": .string("Mode"), "INEnumDisplayName": .string("Mode"),
                    "INEnumType": .string("Regular"), "INEnumValues": .array(values),
                ])
            ])
    }

    /// The import's YAML, which must pass the front end, and each loss as `code key-path: message`.
    func importClean(_ plist: PlistValue, file: StaticString = #filePath, line: UInt = #line) -> (
        yaml: String, losses: [String]
    ) {
        let (yaml, losses) = Fixture.importLosses(plist)
        let (result, diagnostics) = runFrontEnd(yaml)
        XCTAssertNotNil(result, "\(DiagnosticRenderer().render(diagnostics))\n\(yaml)", file: file, line: line)
        return (yaml, losses.map { "\($0.diagnostic.code.rawValue) \($0.diagnostic.message)" })
    }

    func testWithoutTheUnknownRowUnknownNamesACaseAndIndexZeroIsACase() {
        let plist = Self.plist(
            [Self.value("idle", 0), Self.value("unknown", 1), Self.value("busy", 2)], default: "idle")
        let (yaml, losses) = importClean(plist)
        XCTAssertEqual(losses, [])
        XCTAssertTrue(yaml.contains("        default: idle\n"), yaml)
        XCTAssertTrue(
            yaml.contains(
                "    unknown: false\n    cases:\n      idle: { index: 0 }\n      unknown: {}\n      busy: {}\n"), yaml)
    }

    func testBesideTheRowASecondUnknownIsLostWhereverItComes() {
        // The row is the first named value at index 0, even after the other `unknown`: the enum
        // never has both (which the validator refuses, and Swift would too).
        let plist = Self.plist(
            [Self.value("unknown", 2), Self.value("busy", 1), Self.value("unknown", 0)], default: "busy")
        let (yaml, losses) = importClean(plist)
        XCTAssertEqual(
            losses,
            [
                "lost-enum-case INEnums[0].INEnumValues[0]: enum `Mode` has `unknown` at index 2 beside its `unknown` "
                    + "value at index 0; not imported"
            ])
        XCTAssertTrue(yaml.contains("  Mode:\n    unknown: Unknown\n    cases: [busy]\n"), yaml)
        XCTAssertTrue(yaml.contains("        default: busy\n"), yaml)
    }

    func testAValueTheEnumDropsIsNoCaseForADefault() {
        // `idle` repeats a name and `late` is a second value at index 0: neither is a case, so the
        // default naming `late` is lost too, instead of naming a case the YAML does not have.
        let plist = Self.plist([Self.value("idle", 1), Self.value("idle", 0), Self.value("late", 0)], default: "late")
        let (yaml, losses) = importClean(plist)
        XCTAssertEqual(
            losses.map { String($0.prefix(while: { $0 != ":" })) },
            [
                "lost-enum-case INEnums[0].INEnumValues[1]", "lost-enum-case INEnums[0].INEnumValues[2]",
                "lost-metadata INIntents[0].INIntentParameters[0].INIntentParameterMetadata.INIntentParameterMetadataDefaultValue",
            ])
        XCTAssertTrue(yaml.contains("  Mode:\n    unknown: false\n    cases: [idle]\n"), yaml)
    }
}
