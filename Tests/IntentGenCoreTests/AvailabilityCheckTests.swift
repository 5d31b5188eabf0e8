import Foundation
import XCTest

@testable import IntentGenCore

/// Issue 29, point 13: generated App Intents code is checked against the iOS versions Apple
/// documents for the APIs it uses, at its target's deployment target, as Xcode would check it
/// (``IOSAvailability``).
final class AvailabilityCheckTests: XCTestCase {
    // MARK: The rewrite

    func testAvailabilityBecomesEveryDomainUpToItsVersionOnTheSameLine() throws {
        let source = """
            @available(iOS 16.0, macOS 13.0, *)
            struct A {}
            @available(iOS, introduced: 17.0, deprecated: 26.0, message: "")
            @available(iOS, deprecated: 18.0) @available(tvOS, unavailable) @available(*, unavailable)
            func f() { if #available(iOS 17.0, *) { g() } }
            @available(iOSApplicationExtension 13.0, *) struct B {}
            @available(iOS 9.0, *) struct C {}
            """
        let upTo16 =
            "@available(iOS_10_0) @available(iOS_10_2) @available(iOS_11_0) @available(iOS_12_0) @available(iOS_13_0) "
            + "@available(iOS_14_0) @available(iOS_15_0)"
        XCTAssertEqual(
            try IOSAvailability.rewrite(source),
            """
            \(upTo16) @available(iOS_16_0)
            struct A {}
            \(upTo16) @available(iOS_16_0) @available(iOS_16_1) @available(iOS_16_2) @available(iOS_16_4) @available(iOS_17_0)
            @available(iOS, deprecated: 18.0) @available(tvOS, unavailable) @available(*, unavailable)
            func f() { if \(upTo16.replacingOccurrences(of: ") @", with: "), #").replacingOccurrences(of: "@", with: "#")), #available(iOS_16_0), #available(iOS_16_1), #available(iOS_16_2), #available(iOS_16_4), #available(iOS_17_0) { g() } }
            @available(iOS_10_0) @available(iOS_10_2) @available(iOS_11_0) @available(iOS_12_0) @available(iOS_13_0) struct B {}
            @available(iOS 9.0, *) struct C {}
            import \(IOSAvailability.moduleName)

            """)
        XCTAssertEqual(try IOSAvailability.rewrite("struct A {}\n"), "struct A {}\n", "nothing to rewrite")
        XCTAssertThrowsError(try IOSAvailability.rewrite("@available(iOS 17.3, *) struct A {}"))
        XCTAssertThrowsError(try IOSAvailability.rewrite("if #unavailable(iOS 17.0) {}"))
    }

    // MARK: Controls

    /// The check fails where Xcode's would: an API used before the deployment target allows it,
    /// outside an `@available` or `#available` of its version. (Swift 6.3 does not check a
    /// conformance in an inheritance clause against a custom domain, so the controls use
    /// initialisers, types and members, which it does check.)
    func testAnAPIUsedBeforeItsVersionFailsAndPassesWhenGuardedOrDeployedLater() throws {
        let shortcuts = """
            import AppIntents

            struct Open: AppIntent {
                static let title: LocalizedStringResource = "Open"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: Open(), phrases: ["Open \\(.applicationName)"], shortTitle: "Open", systemImageName: "house")
                }
            }
            """
        let failing = try StubSDK.typeCheckAppIntents(["S.swift": shortcuts], deploymentTarget: "16.0")
        assertCompilerRejected(
            failing, with: "'init(intent:phrases:shortTitle:systemImageName:)' is only available in iOS_17_0")
        XCTAssertTrue(failing.output.contains("S.swift:10:"), failing.output)
        let annotated = shortcuts.replacingOccurrences(
            of: "struct Shortcuts", with: "@available(iOS 17.0, *) struct Shortcuts")
        for (source, deployment) in [(annotated, "16.0"), (shortcuts, "17.0")] {
            let result = try StubSDK.typeCheckAppIntents(
                ["S.swift": source], deploymentTarget: IOSAvailability.Version(deployment))
            XCTAssertTrue(result.succeeded, "\(deployment):\n\(result.output)")
        }

        // The issue's case: an iOS 17 provider naming an intent that is iOS 18's.
        let later = annotated.replacingOccurrences(of: "struct Open:", with: "@available(iOS 18.0, *) struct Open:")
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(["S.swift": later], deploymentTarget: "17.0"),
            with: "'Open' is only available in iOS_18_0")

        // An iOS 18 API inside an iOS 17 declaration needs its own check.
        let control = """
            import AppIntents
            import SwiftUI
            import WidgetKit

            @available(iOS 17.0, *)
            func make() {
                _ = ControlCenter.shared
            }
            """
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(["C.swift": control], deploymentTarget: "17.0"),
            with: "'ControlCenter' is only available in iOS_18_0")
        let guarded = control.replacingOccurrences(
            of: "_ = ControlCenter.shared", with: "if #available(iOS 18.0, *) { _ = ControlCenter.shared }")
        let result = try StubSDK.typeCheckAppIntents(["C.swift": guarded], deploymentTarget: "17.0")
        XCTAssertTrue(result.succeeded, result.output)
    }

    /// The same on the SiriKit side: the stub Intents headers carry Apple's versions
    /// (`INTENTGEN_IOS`), checked through Clang's availability domains.
    func testAnIntentsAPIUsedBeforeItsVersionFails() throws {
        let options = """
            import Intents

            func options() -> INObjectCollection<INObject> {
                INObjectCollection(items: [])
            }
            """
        assertCompilerRejected(
            try StubSDK.typeCheck(["O.swift": options], deploymentTarget: "13.0"),
            with: "'INObjectCollection' is only available in iOS_14_0")
        for (source, deployment) in [
            (options.replacingOccurrences(of: "func options", with: "@available(iOS 14.0, *) func options"), "13.0"),
            (options, "14.0"),
        ] {
            let result = try StubSDK.typeCheck(
                ["O.swift": source], deploymentTarget: IOSAvailability.Version(deployment))
            XCTAssertTrue(result.succeeded, "\(deployment):\n\(result.output)")
        }
    }

    // MARK: Generated code

    /// Checks the Swift of `files` at `deployment`: the App Intents files with the team code of
    /// `name` beside them, and the SiriKit files with the handler skeleton (Xcode 12's and 13's
    /// own text has warnings of today's Swift, so it is left to GeneratedCodeTypeCheckTests).
    /// Returns which of the two were checked.
    func checkAt(
        _ deployment: IOSAvailability.Version, _ files: [RenderedFile], name: String, xcode: XcodeVersion,
        line: UInt = #line
    ) throws -> [String] {
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        var checked: [String] = []
        let appIntents = swift.filter { $0.contents.contains("import AppIntents") }
        if !appIntents.isEmpty {
            var sources = Dictionary(uniqueKeysWithValues: appIntents.map { ($0.path, $0.contents) })
            sources["TeamCode.swift"] = GenerationSnapshotTests.teamCode(for: name)
            let result = try StubSDK.typeCheckAppIntents(sources, deploymentTarget: deployment)
            XCTAssertTrue(result.succeeded, "\(name) at iOS \(deployment):\n\(result.output)", line: line)
            checked.append("App Intents")
        }
        let siriKit = swift.filter { !$0.contents.contains("import AppIntents") }
        if !siriKit.isEmpty, ![.xcode12, .xcode13].contains(xcode) {
            let result = try StubSDK.typeCheck(
                Dictionary(uniqueKeysWithValues: siriKit.map { ($0.path, $0.contents) }), deploymentTarget: deployment)
            XCTAssertTrue(result.succeeded, "\(name) (SiriKit) at iOS \(deployment):\n\(result.output)", line: line)
            checked.append("SiriKit")
        }
        return checked
    }

    /// Every spec target's output at the target's own deployment target.
    func testEveryTargetsOutputChecksAtItsDeploymentTarget() throws {
        var checked: [String] = []
        for output in try SpecGenerationTests.outputs() {
            let deployment = IOSAvailability.Version(major: output.plan.options.deploymentTargets.min() ?? 14)
            checked += try checkAt(
                deployment, output.files, name: output.plan.target.name, xcode: output.plan.options.xcode
            )
            .map { "\(output.plan.target.name) \($0)@\(deployment)" }
        }
        XCTAssertGreaterThanOrEqual(checked.filter { $0.contains("App Intents") }.count, 4, "\(checked)")
        XCTAssertGreaterThanOrEqual(checked.filter { $0.contains("SiriKit") }.count, 4, "\(checked)")

        // The check sees what it is for: the app's provider at iOS 17, as intentgen wrote it
        // before, names intents that are iOS 18's (they open a URL), which Xcode refuses.
        let app = try XCTUnwrap(SpecGenerationTests.outputs().first { $0.plan.target.name == "MoneyForwardME" })
        var sources = Dictionary(
            uniqueKeysWithValues: app.files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents) })
        let provider = try XCTUnwrap(sources.keys.first { $0.hasSuffix("AppShortcuts.swift") })
        sources[provider] = try replacing(
            "@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)\npublic struct AppShortcuts",
            with: "@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)\npublic struct AppShortcuts",
            in: sources[provider]!)
        assertCompilerRejected(
            try StubSDK.typeCheckAppIntents(sources, deploymentTarget: "16.0"),
            with: "'OpenHomeIntent' is only available in iOS_18_0")
    }

    /// Every example's and fixture's output, App Intents and SiriKit (with the handler skeleton),
    /// at its deployment target: the one its options give, else iOS 14, the oldest a configurable
    /// widget, or an intent with dynamic options, runs on.
    func testEveryFixturesOutputChecksAtItsDeploymentTarget() throws {
        var checked: [String] = []
        for testCase in try GenerationSnapshotTests.cases() {
            let deployment = IOSAvailability.Version(major: testCase.request.options.deploymentTargets.min() ?? 14)
            checked += try checkAt(
                deployment, GenerationSnapshotTests.render(testCase), name: testCase.name,
                xcode: testCase.request.options.xcode)
        }
        XCTAssertGreaterThanOrEqual(checked.filter { $0 == "App Intents" }.count, 10)
        XCTAssertGreaterThanOrEqual(checked.filter { $0 == "SiriKit" }.count, 10)
    }
}
