import XCTest

@testable import IntentGenCore

/// More of App Intents as a team writes them: file parameters that name their types, the
/// translators' comments of the String Catalogs. Each capability is checked with consumer code
/// of the team's, in Swift 5 and 6 under both default isolations, and each check has a mutation
/// the compiler rejects.
final class AppIntentsTeamShapesMoreTests: XCTestCase {
    static func fixture(_ name: String) throws -> GenerationSnapshotTests.Case {
        try XCTUnwrap(GenerationSnapshotTests.cases().first { $0.name == name }, "no fixture \(name)")
    }

    // MARK: Files

    static let fileTeamCode = """
        import AppIntents
        import UniformTypeIdentifiers

        extension ImportReceiptsAppIntent {
            public func perform() async throws -> some IntentResult {
                let files: [IntentFile] = (statements ?? []) + [receipt, notes, anything].compactMap { $0 }
                _ = files.map(\\.filename)
                return .result()
            }
        }
        """

    func testFileParametersNameTheirTypesForTheDeploymentTarget() throws {
        let modern = try Self.fixture("FileTypes")
        var sources = try AppIntentsIsolationTests.appIntentsSources(modern)
        sources["ImportReceiptsAppIntent+Perform.swift"] = Self.fileTeamCode
        try AppIntentsIsolationTests.assertTypeChecks(sources, "FileTypes with the team's code")
        let intent = try XCTUnwrap(sources["ImportReceiptsAppIntent.swift"])
        XCTAssertTrue(intent.contains("import UniformTypeIdentifiers\n"))
        XCTAssertTrue(
            intent.contains(
                "supportedContentTypes: [.pdf, .commaSeparatedText, UTType(importedAs: \"com.example.ledger\")])\n"
                    + "    public var statements: [IntentFile]?"))

        // Below iOS 18, and when the deployment target is unknown, the iOS 16 form, for one file
        // and for many, and no UniformTypeIdentifiers.
        for targets in [[17], [], [17, 18]] {
            var older = modern
            older.request.options.deploymentTargets = targets
            var olderSources = try AppIntentsIsolationTests.appIntentsSources(older)
            let olderIntent = try XCTUnwrap(olderSources["ImportReceiptsAppIntent.swift"])
            XCTAssertFalse(
                olderIntent.contains("UTType") || olderIntent.contains("UniformTypeIdentifiers"), "\(targets)")
            XCTAssertTrue(
                olderIntent.contains(
                    "supportedTypeIdentifiers: [\"com.adobe.pdf\", \"public.comma-separated-values-text\", "
                        + "\"com.example.ledger\"])\n    public var statements: [IntentFile]?"), "\(targets)")
            olderSources["ImportReceiptsAppIntent+Perform.swift"] = Self.fileTeamCode
            XCTAssertTrue(try StubSDK.typeCheckAppIntents(olderSources).succeeded, "\(targets)")
        }

        // The stub takes file types only on files, and `UTType` only with its module imported.
        sources = try AppIntentsIsolationTests.appIntentsSources(modern)
        let mutations: [(old: String, new: String, message: String)] = [
            ("public var notes: IntentFile?", "public var notes: String?", "supportedContentTypes"),
            ("import UniformTypeIdentifiers\n", "", "UTType"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated["ImportReceiptsAppIntent.swift"] = try replacing(mutation.old, with: mutation.new, in: intent)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    func testTheDeploymentTargetComesFromTheConfigFileAndTheCommandLine() throws {
        let bag = DiagnosticBag()
        let configuration = ToolConfiguration.load(
            Array("deploymentTarget: \"18.0\"\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertEqual(configuration?.generationOptions.deploymentTargets, [18])
        XCTAssertEqual(configuration?.generationOptions.takesContentTypes, true)
        XCTAssertEqual(ToolConfiguration().generationOptions.deploymentTargets, [])
        XCTAssertFalse(bag.hasErrors)
        _ = ToolConfiguration.load(Array("\ndeploymentTarget: latest\n".utf8), path: "intentgen.yml", diagnostics: bag)
        XCTAssertEqual(
            DiagnosticRenderer().render(bag.sorted),
            "intentgen.yml:2:19: error: `deploymentTarget` \"latest\" is not a version [invalid-value]\n"
                + "intentgen.yml:2:19: note: write the version the target deploys to, such as 17.0 or 18")
        XCTAssertEqual(["18", "17.4", "26.0.1"].map(ToolConfiguration.majorVersion), [18, 17, 26])
        for text in ["", "0", "18.", ".1", "1.2.3.4", "18a", "١٨", "1234"] {
            XCTAssertNil(ToolConfiguration.majorVersion(text), text)
        }
    }

    func testTheCommandLineTakesTheDeploymentTarget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentgen-dt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = "Tests/IntentGenCoreTests/Fixtures/generation/FileTypes.intents.yml"
        for (target, form) in [("18.0", "supportedContentTypes"), ("17", "supportedTypeIdentifiers")] {
            let out = folder.appendingPathComponent(target).path
            let run = try Tool.run([
                "generate", input, "-o", out, "--handler-output", out + "-mine", "--app-intents", "--deployment-target",
                target,
            ])
            XCTAssertEqual(run.status, 0, run.stderr)
            let intent = try String(contentsOfFile: out + "/ImportReceiptsAppIntent.swift", encoding: .utf8)
            XCTAssertTrue(
                intent.contains(form + ": [.image]") || intent.contains(form + ": [\"public.image\"]"), target)
        }
        let bad = try Tool.run(["generate", input, "-o", folder.path, "--deployment-target", "iOS18"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--deployment-target: \"iOS18\" is not a version"), bad.stderr)
    }

    func testEveryPublicTypeIdentifierNamesAMemberOfTheStubsUTType() throws {
        // The stub declares the members Apple's UTType has; a member intentgen names that the
        // stub lacks would fail here, not in a team's build.
        let identifiers = [
            "public.item", "public.content", "public.data", "public.text", "public.plain-text",
            "public.utf8-plain-text", "public.rtf", "public.html", "public.xml", "public.json",
            "public.comma-separated-values-text", "public.vcard", "public.image", "public.png", "public.jpeg",
            "public.heic", "public.tiff", "com.compuserve.gif", "public.svg-image", "com.adobe.pdf", "public.movie",
            "public.video", "public.mpeg-4", "com.apple.quicktime-movie", "public.audio", "public.mp3", "public.url",
            "public.file-url", "public.folder", "public.directory", "public.archive", "public.zip-archive",
            "public.spreadsheet", "public.presentation",
        ]
        let members = try identifiers.map { try XCTUnwrap(UniformTypes.member(of: $0), $0) }
        XCTAssertNil(UniformTypes.member(of: "com.example.ledger"))
        let uses = members.map { "_ = UTType.\($0)" }.joined(separator: "\n    ")
        let source = "import UniformTypeIdentifiers\nfunc f() {\n    \(uses)\n}\n"
        let result = try StubSDK.typeCheckAppIntents(["Types.swift": source])
        XCTAssertTrue(result.succeeded, result.output)
    }

    // MARK: List defaults

    func testAnArrayParameterWithAListDefaultIsANonOptionalArray() throws {
        var sources = try AppIntentsIsolationTests.appIntentsSources(Self.fixture("ListDefaults"))
        sources["PlanWeekAppIntent+Perform.swift"] = """
            import AppIntents
            import Foundation

            extension PlanWeekAppIntent {
                public func perform() async throws -> some IntentResult {
                    let plan: (String, Int, Bool, URL?) = (tags.joined(), reminders.reduce(0, +), days.contains(.monday), links.first)
                    _ = plan
                    return .result()
                }
            }
            """
        try AppIntentsIsolationTests.assertTypeChecks(sources, "ListDefaults with the team's code")
        let intent = try XCTUnwrap(sources["PlanWeekAppIntent.swift"])
        var mutated = sources
        mutated["PlanWeekAppIntent.swift"] = try replacing(
            "public var tags: [String]\n", with: "public var tags: [String]?\n", in: intent)
        assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: "tags")
        // The SiriKit class and Xcode's definition have no list default.
        let files = try GenerationSnapshotTests.render(Self.fixture("ListDefaults"))
        let siriKit = try XCTUnwrap(files.first { $0.path == "PlanWeekIntent.swift" }).contents
        XCTAssertFalse(siriKit.contains("work, office"))
    }

    // MARK: Query dependencies

    /// The team's query, reading the quantity and size of the order being configured, as Apple's
    /// own example reads them.
    static let dependencyTeamCode = """
        import AppIntents

        nonisolated extension SoupAppEntityQuery: EntityStringQuery {
            public func entities(for identifiers: [SoupAppEntity.ID]) async throws -> [SoupAppEntity] {
                try await suggestedEntities().filter { identifiers.contains($0.id) }
            }

            public func entities(matching string: String) async throws -> [SoupAppEntity] {
                try await suggestedEntities().filter { $0.displayString.contains(string) }
            }

            public func suggestedEntities() async throws -> [SoupAppEntity] {
                guard let order else { return [] }
                let quantity: Int = order.quantity
                let size: SoupSizeAppEnum = order.size
                return [SoupAppEntity(id: "\\(quantity) \\(size.rawValue)", displayString: "Tomato")]
            }
        }
        """

    func testAQueryReadsTheParametersOfTheIntentBeingConfigured() throws {
        let fixture = try Self.fixture("QueryDependencies")
        var sources = try AppIntentsIsolationTests.appIntentsSources(fixture)
        sources["SoupAppEntityQuery.swift"] = Self.dependencyTeamCode
        try AppIntentsIsolationTests.assertTypeChecks(sources, "QueryDependencies with the team's code")

        // Without the dependency the team's code has no `order`; on another intent, no
        // `quantity`. (The projection reads any parameter of its intent, so the list of
        // parameters is not checked by the compiler: the system asks for those it names.)
        let entity = try XCTUnwrap(sources["SoupAppEntity.swift"])
        let mutations: [(old: String, new: String, message: String)] = [
            ("    public var order\n", "    public var orders\n", "order"),
            ("<OrderSoupAppIntent>(", "<ServeBowlAppIntent>(", "quantity"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated["SoupAppEntity.swift"] = try replacing(mutation.old, with: mutation.new, in: entity)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    /// `IntentParameterDependency` is iOS 17, so is every declaration that names the entity of a
    /// query with one, through properties and parameters; nothing else moves. (The stub cannot
    /// check this: availability for Apple's platforms means nothing to a Linux compiler.)
    func testWhatNamesAnEntityWhoseQueryHasDependenciesIsIOS17AndNothingElse() throws {
        let files = try GenerationSnapshotTests.render(Self.fixture("QueryDependencies"))
        // The entities, their queries, and the intents (with their `perform()` files and
        // parameter queries) with a parameter or an output of them.
        let later: Set<String> = [
            "SoupAppEntity.swift", "SoupAppEntityQuery.swift", "BowlAppEntity.swift", "BowlAppEntityQuery.swift",
            "OrderSoupAppIntent.swift", "OrderSoupAppIntent+Perform.swift", "OrderSoupAppIntentSoupQuery.swift",
            "ServeBowlAppIntent.swift", "ServeBowlAppIntent+Perform.swift", "LastSoupAppIntent.swift",
            "LastSoupAppIntent+Perform.swift",
        ]
        var checked: Set<String> = []
        for file in files where file.path.hasSuffix(".swift") && file.contents.contains("import AppIntents") {
            let names = ["SoupAppEntity", "BowlAppEntity"].contains { file.contents.contains($0) }
            XCTAssertTrue(!names || later.contains(file.path), file.path)
            let availability = file.contents.split(separator: "\n").filter { $0.hasPrefix("@available(") }
            XCTAssertFalse(availability.isEmpty, file.path)
            for line in availability {
                XCTAssertEqual(
                    line.hasPrefix("@available(iOS 17.0"), later.contains(file.path), "\(file.path): \(line)")
            }
            checked.insert(file.path)
        }
        XCTAssertTrue(checked.isSuperset(of: later), "\(later.subtracting(checked))")
        XCTAssertTrue(checked.contains("CountAppIntent.swift") && checked.contains("SoupSizeAppEnum.swift"))
    }

    // MARK: Control values

    /// The team's value providers, giving its own types.
    static let controlTeamCode = """
        import AppIntents
        import WidgetKit

        struct LightProvider: ControlValueProvider {
            var previewValue: LightState { LightState(isLit: false, brightness: 0) }
            func currentValue() async throws -> LightState { LightState(isLit: true, brightness: 0.8) }
        }

        struct RoomLightProvider: AppIntentControlValueProvider {
            func previewValue(configuration: ChooseRoomAppIntent) -> RoomLightState {
                RoomLightState(isLit: false, toggle: SetRoomLightAppIntent())
            }
            func currentValue(configuration: ChooseRoomAppIntent) async throws -> RoomLightState {
                let action = SetRoomLightAppIntent()
                action.room = configuration.room
                return RoomLightState(isLit: true, toggle: action)
            }
        }

        struct FanProvider: AppIntentControlValueProvider {
            func previewValue(configuration: ChooseRoomAppIntent) -> FanState { FanState(isSpinning: false, speed: 0) }
            func currentValue(configuration: ChooseRoomAppIntent) async throws -> FanState {
                FanState(isSpinning: true, speed: 2)
            }
        }
        """

    func testAToggleShowsAMemberOfTheTeamsOwnValue() throws {
        let fixture = try Self.fixture("ControlValues")
        var sources = try AppIntentsIsolationTests.appIntentsSources(fixture)
        for provider in ["LightProvider", "RoomLightProvider", "FanProvider"] {
            XCTAssertNotNil(sources.removeValue(forKey: provider + ".swift"), provider)
        }
        sources["TeamProviders.swift"] = Self.controlTeamCode
        try AppIntentsIsolationTests.assertTypeChecks(sources, "ControlValues with the team's providers")
        XCTAssertNil(sources["RoomLight.swift"]?.range(of: "struct RoomLightValue"))

        // The toggle shows the member the definitions name and runs the action its value holds;
        // without `value:`, a static toggle's provider gives a Bool, which the team's does not.
        let light = try XCTUnwrap(sources["Light.swift"])
        let room = try XCTUnwrap(sources["RoomLight.swift"])
        let mutations: [(file: String, source: String, old: String, new: String, message: String)] = [
            ("Light.swift", light, "value.isLit", "value.isOn", "isOn"),
            ("RoomLight.swift", room, "action: value.toggle", "action: value.action", "action"),
            ("Light.swift", light, "{ value in", "{ isOn in", "value"),
        ]
        for mutation in mutations {
            var mutated = sources
            mutated[mutation.file] = try replacing(mutation.old, with: mutation.new, in: mutation.source)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    // MARK: Results and predictions

    /// The team's `perform()` bodies, returning the values its responses declare as outputs.
    static let resultsTeamCode = """
        import AppIntents
        import Foundation

        extension FindBookAppIntent {
            public func perform() async throws -> some IntentResult & ReturnsValue<BookAppEntity> {
                .result(value: BookAppEntity(id: query ?? "", displayString: "Dune", title: "Dune", published: since ?? Date()))
            }
        }

        extension CountPagesAppIntent {
            public func perform() async throws -> some IntentResult & ReturnsValue<Int> {
                let age: TimeInterval = book?.published?.timeIntervalSinceNow ?? 0
                return .result(value: (book?.title?.count ?? 0) + Int(age))
            }
        }

        extension ListTitlesAppIntent {
            public func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
                .result(value: ["Dune", "Emma"])
            }
        }
        """

    func testOutputsAreTheResultsValueAndPredictionsNameTheirParameters() throws {
        let results = try Self.fixture("Results")
        let generated = try AppIntentsIsolationTests.appIntentsSources(results)
        // The skeletons compile as they are (the fixtures' check), and so does the team's code in
        // their place.
        var sources = generated
        for name in ["FindBook", "CountPages", "ListTitles"] {
            let skeleton = try XCTUnwrap(sources.removeValue(forKey: "\(name)AppIntent+Perform.swift"))
            XCTAssertTrue(skeleton.contains("ReturnsValue<"), name)
        }
        sources["TeamPerform.swift"] = Self.resultsTeamCode
        try AppIntentsIsolationTests.assertTypeChecks(sources, "Results with the team's code")

        let find = try XCTUnwrap(generated["FindBookAppIntent.swift"])
        XCTAssertTrue(
            find.contains(
                "IntentPrediction(parameters: (\\.$query, \\.$shelf, \\.$limit)) { query, shelf, limit in\n"
                    + "            DisplayRepresentation(title: LocalizedStringResource(\"Find \\(limit) like “\\(query!)” "
                    + "at 100% on \\(shelf!)\", table: \"AppIntents\"), subtitle: "), find)

        // Each has teeth: a value of another type than the output, a prediction that takes fewer
        // values than it names parameters, and a parameter of another intent.
        // A `date` is a `Date` in App Intents, where the team's code does date arithmetic.
        let entity = try XCTUnwrap(generated["BookAppEntity.swift"])
        XCTAssertTrue(entity.contains("public var published: Date?\n"), entity)
        var components = sources
        components["BookAppEntity.swift"] = entity.replacingOccurrences(of: "Date?", with: "DateComponents?")
        assertCompilerRejected(try StubSDK.typeCheckAppIntents(components), with: "DateComponents")

        let skeleton = try XCTUnwrap(generated["CountPagesAppIntent+Perform.swift"])
        let mutations: [(file: String, source: String, old: String, new: String, message: String)] = [
            (
                "CountPagesAppIntent+Perform.swift", skeleton, ".result(value: nil)", ".result(value: \"many\")",
                "String"
            ),
            ("FindBookAppIntent.swift", find, "{ query, shelf, limit in", "{ query, shelf in", "closure"),
            ("FindBookAppIntent.swift", find, "(\\.$query)) { query in", "(\\.$pages)) { query in", "pages"),
        ]
        for mutation in mutations {
            var mutated = generated
            mutated[mutation.file] = try replacing(mutation.old, with: mutation.new, in: mutation.source)
            assertCompilerRejected(try StubSDK.typeCheckAppIntents(mutated), with: mutation.message)
        }
    }

    func testAPredictionKeysItsTextAsTheInterpolatedLiteralIsKeyed() throws {
        let files = try GenerationSnapshotTests.render(Self.fixture("Results"))
        let catalogue = try XCTUnwrap(files.first { $0.path == "AppIntents.xcstrings" }).contents
        // `%` doubled, specifiers in the order of the text, and numbered in a translation that
        // reorders them.
        XCTAssertTrue(catalogue.contains("\"Find %lld like “%@” at 100%% on %@\" : {"), catalogue)
        XCTAssertTrue(catalogue.contains("\"value\" : \"%3$@で「%2$@」を%1$lld冊探す\""), catalogue)
        XCTAssertTrue(catalogue.contains("\"Find “%@”\" : {"), catalogue)
        // The summary keeps its own key, with `${…}`.
        XCTAssertTrue(catalogue.contains("\"Find “${query}”\" : {"), catalogue)
    }

    // MARK: Dates

    /// Xcode's file has date components only: a `date` is exported as one and imported back as
    /// `dateComponents`, without a loss reported (the SiriKit classes are the same).
    func testADateIsDateComponentsInXcodesFile() throws {
        let yaml = "intents:\n  Remind:\n    parameters:\n      at: { type: date, dateType: dateTime }\n"
        let bag = DiagnosticBag()
        let definitions = try XCTUnwrap(
            FrontEnd().run([InputFile(path: "Remind.intents.yml", contents: Array(yaml.utf8))], diagnostics: bag))
        XCTAssertFalse(bag.hasErrors, DiagnosticRenderer().render(bag.sorted))
        let file = try XCTUnwrap(definitions.files.first)
        let exported = IntentDefinitionExporter().export(file).definition
        XCTAssertTrue(exported.contains("<string>DateComponents</string>"), exported)
        let plist = try PlistXML.read(Array(exported.utf8))
        let (imported, warnings) = ImportRoundTripTests.importYAML(plist)
        XCTAssertEqual(warnings.map(\.message), [])
        XCTAssertTrue(imported.contains("dateComponents"), imported)
        XCTAssertFalse(imported.contains("type: date\n") || imported.contains("type: date,"), imported)
    }

    // MARK: Translators' comments

    func testEveryCatalogueStringHasATranslatorComment() throws {
        for testCase in try GenerationSnapshotTests.cases() where testCase.request.writesAppIntents {
            for file in try GenerationSnapshotTests.render(testCase) where file.path.hasSuffix(".xcstrings") {
                let json = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
                let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])
                for (key, entry) in strings {
                    let comment = entry["comment"] as? String
                    XCTAssertNotNil(comment, "\(testCase.name)/\(file.path): \(key)")
                    XCTAssertEqual(comment?.last, ".", "\(testCase.name)/\(file.path): \(key)")
                }
            }
        }
    }

    func testACommentSaysWhatEveryUseOfItsStringIsAndWhichPlaceholdersToKeep() {
        XCTAssertEqual(
            AppIntentsStrings.translatorComment(
                key: "Order", purposes: ["the title of intent `Order`", "the display name of widget `Orders`"]),
            "The title of intent \"Order\"; the display name of widget \"Orders\".")
        XCTAssertEqual(
            AppIntentsStrings.translatorComment(
                key: "Order ${size} ${drink}", purposes: ["the parameter summary of intent `Order`"]),
            "The parameter summary of intent \"Order\". Keep ${size}, ${drink} as written: each is replaced "
                + "by the value of the parameter it names.")
        let many = (1...6).map { "use \($0)" }
        XCTAssertEqual(
            AppIntentsStrings.translatorComment(key: "Go", purposes: many),
            "Use 1; use 2; use 3; use 4; and 2 more.")
    }

    /// A predictable intent is told which of its combinations App Intents does not predict: one
    /// of more parameters than a prediction names, and those past the most a configuration holds.
    func testCombinationsThatAreNotPredictedAreWarnedAbout() {
        let yaml = """
            intents:
              Use:
                title: Use
                predictable: true
                parameters:
                  p0: string
                  p1: string
                  p2: string
                  p3: string
                  p4: string
                  p5: string
                  p6: string
                  p7: string
                  p8: string
                  p9: string
                  p10: string
                summaries:
                  - { parameters: [p0], title: "Use ${p0}" }
                  - { parameters: [p1], title: "Use ${p1}" }
                  - { parameters: [p2], title: "Use ${p2}" }
                  - { parameters: [p3], title: "Use ${p3}" }
                  - { parameters: [p4], title: "Use ${p4}" }
                  - { parameters: [p5], title: "Use ${p5}" }
                  - { parameters: [p6], title: "Use ${p6}" }
                  - { parameters: [p7], title: "Use ${p7}" }
                  - { parameters: [p8], title: "Use ${p8}" }
                  - { parameters: [p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10], title: "${p0} ${p1} ${p2} ${p3} ${p4} ${p5} ${p6} ${p7} ${p8} ${p9} ${p10}" }
            """
        let (result, diagnostics) = runFrontEnd(yaml)
        XCTAssertNotNil(result, "warnings only")
        XCTAssertEqual(diagnostics.map(brief), ["26:9 limit", "27:9 limit"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertTrue(diagnostics[0].message.contains("only the first 8"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("a prediction names at most 10"), diagnostics[1].message)
        // Without `predictable`, the combinations are SiriKit's as much as App Intents'.
        let (_, quiet) = runFrontEnd(
            yaml.replacingOccurrences(of: "predictable: true", with: "eligibleForSuggestions: true"))
        XCTAssertEqual(quiet.map(brief), [])
    }
}
