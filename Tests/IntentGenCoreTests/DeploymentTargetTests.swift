import XCTest

@testable import IntentGenCore

/// The deployment targets a spec gives a target, and how they choose between `openAppWhenRun` and
/// iOS 26's `supportedModes`.
final class DeploymentTargetTests: TemporaryFolderTestCase {
    func testTargetsTakeTheirOwnDeploymentTargetsElseTheProjectsForTheirPlatform() throws {
        try write("project.yml", """
            name: App
            options:
              deploymentTarget:
                iOS: "16.0"
                macOS: "14.0"
            targets:
              Phone:
                type: app-extension
                platform: iOS
              Mac:
                type: app-extension
                platform: macOS
              Modern:
                type: app-extension
                platform: iOS
                deploymentTarget: 26.0
              Spanning:
                type: app-extension
                platform: iOS
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: "17.4"
                  configs:
                    Beta:
                      IPHONEOS_DEPLOYMENT_TARGET: "26.1"
            """)
        let bag = DiagnosticBag()
        let spec = try XCTUnwrap(ProjectSpecLoader().load(path: path("project.yml"), diagnostics: bag))
        XCTAssertEqual(DiagnosticRenderer().render(bag.sorted), "")
        let targets = Dictionary(uniqueKeysWithValues: spec.targets.map { ($0.name, $0.deploymentTargets) })
        XCTAssertEqual(targets, ["Phone": [16], "Mac": [14], "Modern": [26], "Spanning": [17, 26]])
    }

    /// A target's build stamp vouches only for its deployment targets: they choose between API
    /// forms, so a changed target must not keep the outputs of the old one.
    func testTheSettingsATargetsStampVouchesForNameItsDeploymentTargets() throws {
        var descriptions: [String] = []
        for version in ["17.0", "18.0"] {
            try write("App.intents.yml", "intents:\n  Go: {}\n")
            try write("project.yml", """
                name: App
                targets:
                  Widget:
                    type: app-extension
                    platform: iOS
                    deploymentTarget: "\(version)"
                    sources: [App.intents.yml]
                    intentgen:
                      generate: [appIntents]
                """)
            let bag = DiagnosticBag()
            let project = try XCTUnwrap(ProjectSpecLoader().load(path: path("project.yml"), diagnostics: bag))
            let plans = SpecPlanner().plan(project, diagnostics: bag)
            XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
            descriptions.append(try XCTUnwrap(plans.first).settingsDescription)
        }
        XCTAssertNotEqual(descriptions[0], descriptions[1])
        XCTAssertTrue(descriptions[1].contains(" deployment 18"), descriptions[1])
    }

    func testTheDeploymentTargetsChooseHowAnIntentOpensItsApp() {
        let latest = XcodeFlavour(version: .xcode26)
        XCTAssertEqual(latest.launchForm(deploymentTargets: [16]), .openAppWhenRun)
        XCTAssertEqual(latest.launchForm(deploymentTargets: [26]), .supportedModes)
        XCTAssertEqual(latest.launchForm(deploymentTargets: [17, 26]), .both)
        XCTAssertEqual(latest.launchForm(deploymentTargets: []), .both)
        // Before Xcode 26 the SDK has no `supportedModes`.
        XCTAssertEqual(XcodeFlavour(version: .xcode14).launchForm(deploymentTargets: [26]), .openAppWhenRun)
    }
}
