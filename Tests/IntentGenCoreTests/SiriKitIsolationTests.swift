import XCTest

@testable import IntentGenCore

/// Xcode's SiriKit text, with isolation only where a target needs it (issue 28, item 1): real
/// handler code written against Xcode's output compiles against intentgen's in every mode the
/// target can be in, and `nonisolated` goes only on the classes that need it, never on the
/// handling protocols.
final class SiriKitIsolationTests: XCTestCase {
    /// The MainActorTarget fixture's intent, rendered for a target in each setting.
    private func generated(isolating: Bool) throws -> [String: String] {
        var testCase = try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == "MainActorTarget" })
        if !isolating {
            testCase.request.options.swiftVersion = nil
            testCase.request.options.defaultIsolation = nil
        }
        let files = try GenerationSnapshotTests.render(testCase).filter { $0.path.hasSuffix(".swift") }
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// A handler as apps write it in a main-actor codebase: isolated to the main actor, with a
    /// `@preconcurrency` conformance to the generated protocol.
    static let mainActorHandler = """
        import Intents

        @MainActor
        final class OrderHandler: NSObject {
            var orders = 0
        }

        extension OrderHandler: @preconcurrency OrderIntentHandling {
            func handle(intent: OrderIntent, completion: @escaping (OrderIntentResponse) -> Void) {
                orders += 1
                let response = OrderIntentResponse(code: .success, userActivity: nil)
                response.receipt = "#\\(orders)"
                completion(response)
            }

            func resolveCount(for intent: OrderIntent, with completion: @escaping (OrderCountResolutionResult) -> Void) {
                completion(intent.count == nil ? OrderCountResolutionResult.needsValue() : OrderCountResolutionResult.notRequired())
            }

            func provideItemOptionsCollection(
                for intent: OrderIntent, with completion: @escaping (INObjectCollection<Item>?, Error?) -> Void
            ) {
                completion(INObjectCollection(items: [Item(identifier: "tea", display: "Tea")]), nil)
            }
        }
        """

    /// A handler without isolation, with the async forms.
    static let plainHandler = """
        import Intents

        final class PlainOrderHandler: NSObject, OrderIntentHandling {
            func handle(intent: OrderIntent) async -> OrderIntentResponse {
                OrderIntentResponse(code: .success, userActivity: nil)
            }

            func resolveCount(for intent: OrderIntent) async -> OrderCountResolutionResult {
                .success(with: 1)
            }

            func provideItemOptionsCollection(for intent: OrderIntent) async throws -> INObjectCollection<Item> {
                INObjectCollection(items: [])
            }
        }
        """

    /// A nonisolated helper that makes resolution results, as SiriKit's callers off the main
    /// thread do.
    static let nonisolatedResolver = """
        import Intents

        nonisolated final class OrderResolver: NSObject {
            func size(of intent: OrderIntent) -> SizeResolutionResult {
                intent.size == .small
                    ? SizeResolutionResult.success(with: .small) : SizeResolutionResult.confirmationRequired(with: intent.size)
            }

            func count() -> OrderCountResolutionResult {
                OrderCountResolutionResult.unsupported(forReason: .greaterThanMaximumValue)
            }

            func item() -> ItemResolutionResult {
                ItemResolutionResult.success(with: Item(identifier: "tea", display: "Tea"))
            }
        }
        """

    /// The modes a target can be in: (Swift language mode, default isolation arguments).
    static let modes: [(Int, [String])] = [
        (5, []), (5, ["-default-isolation", "MainActor"]), (6, []), (6, ["-default-isolation", "MainActor"]),
    ]

    func testHandlersAndTheSkeletonCompileInEveryModeTheTargetCanBeIn() throws {
        for isolating in [false, true] {
            let generated = try generated(isolating: isolating)
            let skeleton = try XCTUnwrap(generated["IntentHandler.swift"])
            XCTAssertTrue(
                skeleton.contains("nonisolated class IntentHandler: INExtension"), "the skeleton compiles in every mode"
            )
            for (mode, isolation) in Self.modes {
                // Xcode's text needs no more unless the target is Swift 6 with the main actor.
                guard isolating || !(mode == 6 && !isolation.isEmpty) else { continue }
                let what = "isolating \(isolating), Swift \(mode) \(isolation)"
                for (name, handler) in [
                    ("MainActor", Self.mainActorHandler), ("plain", Self.plainHandler),
                    ("nonisolated resolver", Self.nonisolatedResolver),
                ] {
                    var sources = generated
                    sources["Handler.swift"] = handler
                    let result = try StubSDK.typeCheck(sources, languageMode: mode, extraArguments: isolation)
                    XCTAssertTrue(result.succeeded, "\(name) handler, \(what):\n\(result.output)")
                    // Against Xcode's text in a Swift 5 main-actor target, a nonisolated caller is
                    // warned that the results are main-actor-isolated, as it is against Xcode's.
                    if name == "nonisolated resolver", !isolating, !isolation.isEmpty { continue }
                    XCTAssertFalse(
                        result.output.contains("warning:")
                            && !result.output.contains("'@preconcurrency' on conformance"),
                        "\(name) handler, \(what):\n\(result.output)")
                }
            }
        }
    }

    /// `nonisolated` on the handling protocol (what intentgen wrote for Xcode 26 before) breaks a
    /// main-actor handler's `@preconcurrency` conformance: the check can fail, and the protocol
    /// carries none in either setting.
    func testTheHandlingProtocolIsNeverNonisolated() throws {
        for isolating in [false, true] {
            let intent = try XCTUnwrap(generated(isolating: isolating)["OrderIntent.swift"])
            XCTAssertTrue(intent.contains("\npublic protocol OrderIntentHandling: NSObjectProtocol {"), intent)
            XCTAssertTrue(intent.contains("\n@objc public enum OrderIntentResponseCode: Int {"))
            XCTAssertEqual(
                intent.contains("nonisolated public class OrderCountResolutionResult: INIntegerResolutionResult {"),
                isolating)
            XCTAssertEqual(intent.contains("nonisolated public class OrderIntent: INIntent {"), isolating)
            XCTAssertEqual(
                intent.contains("nonisolated public class OrderIntentResponse: INIntentResponse {"), isolating)
        }
        var sources = try generated(isolating: true)
        sources["OrderIntent.swift"] = sources["OrderIntent.swift"]?.replacingOccurrences(
            of: "public protocol OrderIntentHandling", with: "nonisolated public protocol OrderIntentHandling")
        sources["Handler.swift"] = Self.mainActorHandler
        let result = try StubSDK.typeCheck(
            sources, languageMode: 6, extraArguments: ["-default-isolation", "MainActor"])
        XCTAssertFalse(result.succeeded, result.output)
    }

    // MARK: Where the target's settings come from

    func testASpecGivesEachTargetItsSwiftSettings() throws {
        let spec = """
            name: App
            settings:
              base: { SWIFT_VERSION: "6.0" }
            settingGroups:
              isolated:
                SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
              shared:
                groups: [isolated]
            targets:
              Isolated:
                type: app-extension
                platform: iOS
                settings: { groups: [shared] }
              Swift5:
                type: app-extension
                platform: iOS
                settings:
                  base: { SWIFT_VERSION: 5.0 }
                  configs: { Debug: { SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor } }
              PerConfiguration:
                type: app-extension
                platform: iOS
                settings:
                  configs: { Release: { SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor } }
              Plain:
                type: app-extension
                platform: iOS
            """
        let bag = DiagnosticBag()
        let root = try XCTUnwrap(loadYAML(spec).0.root)
        let project = SpecDecoder(diagnostics: bag, specPath: "project.yml").decode(
            root, path: "project.yml", directory: ".")
        let byName = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0) })
        func isolates(_ name: String) -> Bool? {
            byName[name].map {
                var options = GenerationOptions()
                options.swiftVersion = $0.swiftVersion
                options.defaultIsolation = $0.defaultIsolation
                return options.isolatesSiriKitClasses
            }
        }
        XCTAssertEqual(isolates("Isolated"), true, "Swift 6 from the project, MainActor through two groups")
        XCTAssertEqual(isolates("Swift5"), false, "the target's Swift 5 wins over the project's 6")
        XCTAssertEqual(isolates("PerConfiguration"), true, "one configuration isolates to the main actor")
        XCTAssertEqual(isolates("Plain"), false, "Swift 6, nonisolated by default")
        XCTAssertEqual(byName["Plain"]?.swiftVersion, 6)
        XCTAssertNil(byName["Plain"]?.defaultIsolation)
    }

    func testTheCommandLineAndTheConfigFileGiveTheSettings() throws {
        let bag = DiagnosticBag()
        let config = ToolConfiguration.load(
            Array("swiftVersion: 6\ndefaultIsolation: MainActor\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertEqual(config?.generationOptions.isolatesSiriKitClasses, true)
        let wrong = ToolConfiguration.load(
            Array("swiftVersion: seven\ndefaultIsolation: main\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertNil(wrong)
        XCTAssertEqual(bag.diagnostics.map(brief), ["1:15 invalid-value", "2:19 invalid-value"])
        XCTAssertEqual(ToolConfiguration.swiftVersion("6.2"), 6)
        XCTAssertNil(ToolConfiguration.swiftVersion("7"))
    }
}
