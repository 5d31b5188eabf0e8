import XCTest

@testable import IntentGenCore

/// `import` never writes definitions whose generated Swift names clash (the `import` fuzzer found
/// an enum `ContainerStateIntent` beside an intent `ContainerState`, whose class is
/// `ContainerStateIntent` too): a declaration that would break the validator's naming rules is
/// left out with a `lost-declaration` warning at its element, enums and types before intents, and
/// the YAML compiles.
final class ImportNameClashTests: XCTestCase {
    typealias Fixture = ImportRoundTripTests

    static func enumPlist(_ name: String, cases: [String] = ["first"]) -> PlistValue {
        .dictionary([
            "INEnumName": .string(name), "INEnumDisplayName": .string(name), "INEnumType": .string("Regular"),
            "INEnumValues": .array(
                cases.enumerated().map { index, name in
                    .dictionary([
                        "INEnumValueName": .string(name), "INEnumValueDisplayName": .string(name.displayWords),
                        "INEnumValueIndex": .integer(index + 1),
                    ])
                }),
        ])
    }

    static func typePlist(_ name: String) -> PlistValue {
        .dictionary(["INTypeName": .string(name), "INTypeDisplayName": .string(name)])
    }

    static func enumParameter(_ name: String, of enumName: String, priority: Int) -> PlistValue {
        Fixture.parameterPlist(
            name, "Integer", priority: priority,
            [
                "INIntentParameterEnumType": .string(enumName),
                "INIntentParameterEnumTypeNamespace": .string("88xZPY"),
            ])
    }

    /// The import's YAML (which must pass the front end), and the message of each
    /// `lost-declaration` with its key path.
    func importClean(_ plist: PlistValue, file: StaticString = #filePath, line: UInt = #line) -> (
        yaml: String, leftOut: [String]
    ) {
        let (yaml, losses) = Fixture.importLosses(plist)
        let (result, diagnostics) = runFrontEnd(yaml)
        XCTAssertNotNil(result, "\(DiagnosticRenderer().render(diagnostics))\n\(yaml)", file: file, line: line)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [], file: file, line: line)
        // Each loss once: only the last run of the import reports.
        XCTAssertEqual(losses.count, Set(losses.map(\.diagnostic)).count, "\(losses)", file: file, line: line)
        let leftOut = losses.filter { $0.diagnostic.code == .lostDeclaration }.map {
            "\($0.keyPath): \($0.diagnostic.message.split(separator: ": ", maxSplits: 1).last ?? "")"
        }
        return (yaml, leftOut)
    }

    func testAnIntentWhoseClassAnEnumAlreadyIsIsLeftOut() {
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist("ContainerState"), Fixture.intentPlist("Restart")],
            enums: [Self.enumPlist("ContainerStateIntent", cases: ["running", "paused"])])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(
            leftOut,
            [
                "INIntents[0]: intent `ContainerState` generates the Swift name `ContainerStateIntent`, which enum "
                    + "`ContainerStateIntent` already generates; not imported"
            ])
        XCTAssertTrue(yaml.contains("  ContainerStateIntent:"), yaml)
        XCTAssertTrue(yaml.contains("  Restart:"), yaml)
        XCTAssertFalse(yaml.contains("  ContainerState:"), yaml)
        // The reason is also a comment in the YAML.
        XCTAssertTrue(yaml.contains("# intent `ContainerState` generates the Swift name"), yaml)
    }

    func testIntentsWhoseFilesDifferOnlyInCaseKeepTheFirst() {
        let plist = Fixture.definition(intents: [
            Fixture.intentPlist("Trip"), Fixture.intentPlist("TRIP"), Fixture.intentPlist("Order"),
        ])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(
            leftOut,
            [
                "INIntents[1]: intent `TRIP` generates the file TRIPIntent.swift, which differs only in case from "
                    + "TripIntent.swift of intent `Trip`; not imported"
            ])
        XCTAssertTrue(yaml.contains("  Trip:") && yaml.contains("  Order:"), yaml)
    }

    /// An enum named like a type the generated code uses is left out, and so is the parameter
    /// of that enum (as for any type the file does not declare); the intent stays.
    func testAnEnumWithAReservedNameIsLeftOutWithItsParameters() {
        let plist = Fixture.definition(
            intents: [
                Fixture.intentPlist(
                    "Weather",
                    parameters: [
                        Self.enumParameter("unit", of: "String", priority: 1),
                        Self.enumParameter("place", of: "Place", priority: 2),
                    ])
            ],
            enums: [Self.enumPlist("String"), Self.enumPlist("Place")])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(
            leftOut,
            [
                "INEnums[0]: enum `String` generates the Swift name `String`, which is a type of the Swift standard "
                    + "library the generated code uses; not imported"
            ])
        let imported = runFrontEnd(yaml).result?.files.first
        XCTAssertEqual(imported?.enums.map(\.name.value), ["Place"])
        XCTAssertEqual(imported?.intents.first?.parameters.map(\.name.value), ["place"], yaml)
    }

    /// Enums and types are kept before intents (parameters refer to them), and an enum before a
    /// type that takes one of its names.
    func testEnumsAndTypesComeFirst() {
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist("Pet")],
            enums: [Self.enumPlist("Pet"), Self.enumPlist("PetIntentResponse")],
            types: [Self.typePlist("PetResolutionResult"), Self.typePlist("Walk")])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(
            leftOut,
            [
                "INTypes[0]: type `PetResolutionResult` generates the Swift name `PetResolutionResult`, which enum "
                    + "`Pet` already generates; not imported",
                // Renamed first (an intent may not have the enum `Pet`'s name), with its class.
                "INIntents[0]: intent `PetIntent` generates the Swift name `PetIntentResponse`, which enum "
                    + "`PetIntentResponse` already generates; not imported",
            ])
        let imported = runFrontEnd(yaml).result?.files.first
        XCTAssertEqual(imported?.enums.map(\.name.value), ["Pet", "PetIntentResponse"])
        XCTAssertEqual(imported?.types.map(\.name.value), ["Walk"])
        XCTAssertEqual(imported?.intents.map(\.name.value), [])
    }

    /// A left-out intent's class prefix is still the file's, so that no other name moves.
    func testALeftOutIntentKeepsTheFilesClassPrefix() {
        let prefix = ["INIntentClassPrefix": PlistValue.string("MF")]
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist("Note", prefix), Fixture.intentPlist("Memo", prefix)],
            enums: [Self.enumPlist("NoteIntent")])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(leftOut.count, 1, "\(leftOut)")
        XCTAssertTrue(
            leftOut.first?.hasPrefix("INIntents[0]: intent `Note` generates the Swift name `MFNoteIntent`") == true,
            "\(leftOut)")
        XCTAssertTrue(yaml.contains("classPrefix: MF"), yaml)
    }

    /// Without a clash nothing changes: the importer runs once and leaves nothing out.
    func testNoClashLeavesNothingOut() {
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist("Pet", parameters: [Self.enumParameter("kind", of: "Kind", priority: 1)])],
            enums: [Self.enumPlist("Kind")], types: [Self.typePlist("Walk")])
        let (yaml, leftOut) = importClean(plist)
        XCTAssertEqual(leftOut, [])
        XCTAssertTrue(yaml.contains("kind: Kind"), yaml)
        XCTAssertEqual(OutputNames.declarationsToLeaveOut(runFrontEnd(yaml).result!.files[0]).count, 0)
    }

    /// An intent with the name of a type of the file (which Xcode allows, and the definitions
    /// language does not: their members' ids and tags would share keys) is renamed, its class kept.
    func testAnIntentWithTheNameOfATypeIsRenamedAndKeepsItsClass() {
        let plist = Fixture.definition(
            intents: [Fixture.intentPlist("Item", ["INIntentClassName": .string("ItemIntent")])],
            types: [Self.typePlist("Item")])
        let (yaml, losses) = Fixture.importLosses(plist)
        XCTAssertNotNil(runFrontEnd(yaml).result, yaml)
        XCTAssertTrue(yaml.contains("  ItemIntent:\n"), yaml)
        XCTAssertTrue(yaml.contains("className: ItemIntent\n"), yaml)
        let renamed = losses.filter { $0.diagnostic.code == .importRenamed }
        XCTAssertEqual(renamed.map { "\($0.keyPath)" }, ["INIntents[0].INIntentName"])
        XCTAssertTrue(renamed.first?.diagnostic.message.contains("imported as `ItemIntent`") == true, "\(renamed)")
    }
}
