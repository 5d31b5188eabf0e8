import Foundation
import XCTest

@testable import IntentGenCore

/// The public corpus of XcodeGen specs in `../shared/corpus/projectyml` (see its `INDEX.tsv`),
/// resolved by hand with XcodeGen's rules (see `../shared/reference/xcodegen-spec.md`), in an
/// EMPTY environment:
///
/// - includes are loaded recursively (string, `{path, relativePaths, enable}` or a list of
///   either); an included file's `sources` are rebased onto the including spec's folder unless
///   `relativePaths: false`; each file is merged once;
/// - merging: included specs in order, then the including spec on top; mappings merge key by key,
///   lists append, anything else is replaced, and `key:REPLACE` replaces;
/// - targets: multi-platform expansion, then `templates` (nested templates first, template lists
///   before the target's, `${target_name}` is the target's KEY, then `templateAttributes`), then
///   multi-platform expansion again; `name:` overrides the key; `${VAR}` with no value stays as
///   written, and an environment value beats a template attribute.
///
/// Conventions of `ProjectSpec` that XcodeGen does not define:
///
/// - Target order is spec order after merging: an included file's targets first (in include
///   order), then the including spec's new keys; a key that is merged keeps its first position;
///   a multi-platform target expands in place, in the order of its `platform` list. (XcodeGen
///   itself sorts targets by name; these tests pin spec order.)
/// - Source paths are relative to the ROOT spec's folder (the file given to the loader), with
///   `.`/`..` resolved, no trailing `/`, leading `..` kept, and `.` for the folder itself.
///   `includes`/`excludes` stay as written (they are relative to the source's `path`).
///
/// Files included by corpus specs but absent from the corpus copy are listed in
/// `missingIncludes`: each must be reported by a diagnostic, and no other error may appear. A
/// fragment loaded on its own may use templates that the spec including it defines: those are
/// listed in `templatesDefinedElsewhere`, and each must be reported as unknown (XcodeGen skips
/// an unknown template silently; intentgen reports it, since the target loses what it adds).
final class ProjectSpecCorpusTests: XCTestCase {
    // MARK: Expectation types

    struct Source: Equatable, CustomStringConvertible {
        var path: String
        var includes: [String] = []
        var excludes: [String] = []
        var optional = false

        init(_ path: String, includes: [String] = [], excludes: [String] = [], optional: Bool = false) {
            self.path = path
            self.includes = includes
            self.excludes = excludes
            self.optional = optional
        }

        init(_ source: SourceSpec) {
            self.init(source.path, includes: source.includes, excludes: source.excludes, optional: source.optional)
        }

        var description: String {
            var text = path
            if !includes.isEmpty { text += " includes=\(includes)" }
            if !excludes.isEmpty { text += " excludes=\(excludes)" }
            if optional { text += " (optional)" }
            return text
        }
    }

    struct Target {
        var name: String
        var type: String?
        var platforms: [String]
        var extensionPoint: String?
        var sdks: [String]
        var sources: [Source]

        init(
            _ name: String, type: String?, platforms: [String], extensionPoint: String? = nil, sdks: [String] = [],
            sources: [Source] = []
        ) {
            self.name = name
            self.type = type
            self.platforms = platforms
            self.extensionPoint = extensionPoint
            self.sdks = sdks
            self.sources = sources
        }
    }

    struct Spec {
        var name: String?
        /// Includes (as written in the spec) whose files are absent from the corpus copy.
        var missingIncludes: [String] = []
        /// Templates a fragment uses but does not define (its including spec does).
        var templatesDefinedElsewhere: [String] = []
        var targets: [Target]
    }

    // MARK: Expectations, keyed by path under `corpus/projectyml`

    static let expectations: [String: Spec] = [
        // `include: [environments.yml, AnotherProject/project.yml]`: the included project is merged
        // whole, so its four targets come first (its `name` loses to the root's `Project`).
        // `Framework`, `Framework2`, `StaticLibrary_ObjC`, `CrossOverlayFramework` have
        // `platform: [iOS, tvOS, watchOS, macOS]` and expand in place to `<name>_<platform>`.
        // `App_supportedDestinations` has only `supportedDestinations`: platform `auto`.
        // `App_watchOS`'s template `MyTemplate` adds only `scheme`; `Legacy` and `IncludedLegacy`
        // have `type: ""` (legacy targets). `sources: App_watchOS` is the single-string form.
        "yonaskolb+XcodeGen/Tests/Fixtures/TestProject/project.yml": Spec(
            name: "Project",
            targets: [
                Target("BundleX", type: "bundle", platforms: ["iOS"]),
                Target("BundleY", type: "bundle", platforms: ["iOS"]),
                Target("ExternalTarget", type: "framework", platforms: ["iOS"]),
                Target("IncludedLegacy", type: "", platforms: ["iOS"]),
                Target("Legacy", type: "", platforms: ["iOS"]),
                Target(
                    "App_macOS", type: "application", platforms: ["macOS"],
                    sdks: ["Contacts.framework", "libc++.tbd", "libz.dylib"],
                    sources: [
                        Source("App_macOS"),
                        Source("StandaloneFiles/Standalone.swift"),
                        Source("Vendor/SomeXPCService.xpc"),
                        Source("NonExisting", optional: true),
                    ]),
                Target(
                    "App_iOS", type: "application", platforms: ["iOS"],
                    sdks: ["Contacts.framework"],
                    sources: [
                        Source("StandaloneFiles/StandaloneAssets.xcassets"),
                        Source("App_iOS", excludes: ["**/excluded-file", "excluded-file", "Model.xcmappingmodel", "Configuration.storekit"]),
                        Source("App_iOS", includes: ["Model.xcmappingmodel"]),
                        Source("StandaloneFiles/Standalone.swift"),
                        Source("FileGroup/UnderFileGroup"),
                        Source("Resources/MyBundle.bundle"),
                        Source("Resources/SceneKitCatalog.scnassets"),
                        Source("Resources/GoogleService-Info.plist"),
                        Source("Resources/ResourceFolder"),
                        Source("Folder"),
                        Source("Mintfile"),
                        Source("Group/File1.swift"),
                        Source("Group2/File2.swift"),
                        Source("CopyFiles"),
                        Source("Resources/example.mp4"),
                        Source("String Catalogs/LocalizableStrings.xcstrings"),
                        Source("SyncedFolder", excludes: ["ExcludedFile.swift", "Info.plist"]),
                        Source("SyncedParent/SyncedChild"),
                    ]),
                Target("EntitledApp", type: "application", platforms: ["iOS"]),
                Target(
                    "App_supportedDestinations", type: "application", platforms: ["auto"],
                    sources: [
                        Source("App_supportedDestinations/Sources"),
                        Source("App_supportedDestinations/Storyboards"),
                    ]),
                Target(
                    "App_watchOS", type: "application.watchapp2", platforms: ["watchOS"],
                    sources: [
                        Source("App_watchOS"),
                    ]),
                Target(
                    "App_watchOS Extension", type: "watchkit2-extension", platforms: ["watchOS"],
                    sources: [
                        Source("App_watchOS Extension"),
                    ]),
                Target(
                    "iMessageApp", type: "application.messages", platforms: ["iOS"],
                    sources: [
                        Source("iMessageApp"),
                    ]),
                Target(
                    "iMessageExtension", type: "app-extension.messages", platforms: ["iOS"],
                    sources: [
                        Source("iMessageExtension"),
                    ]),
                Target(
                    "iMessageStickersExtension", type: "app-extension.messages-sticker-pack", platforms: ["iOS"],
                    sources: [
                        Source("iMessageStickers"),
                    ]),
                Target(
                    "DriverKitDriver", type: "driver-extension", platforms: ["macOS"],
                    sdks: ["DriverKit.framework"],
                    sources: [
                        Source("DriverKit Driver"),
                    ]),
                Target(
                    "NetworkSystemExtension", type: "system-extension", platforms: ["macOS"],
                    sdks: ["NetworkExtension.framework"],
                    sources: [
                        Source("Network Extension"),
                    ]),
                Target(
                    "EndpointSecuritySystemExtension", type: "system-extension", platforms: ["macOS"],
                    sdks: ["libEndpointSecurity.tbd"],
                    sources: [
                        Source("EndpointSecurity Extension"),
                    ]),
                Target(
                    "StaticLibrary_ObjC_iOS", type: "library.static", platforms: ["iOS"],
                    sources: [
                        Source("StaticLibrary_ObjC"),
                    ]),
                Target(
                    "StaticLibrary_ObjC_tvOS", type: "library.static", platforms: ["tvOS"],
                    sources: [
                        Source("StaticLibrary_ObjC"),
                    ]),
                Target(
                    "StaticLibrary_ObjC_watchOS", type: "library.static", platforms: ["watchOS"],
                    sources: [
                        Source("StaticLibrary_ObjC"),
                    ]),
                Target(
                    "StaticLibrary_ObjC_macOS", type: "library.static", platforms: ["macOS"],
                    sources: [
                        Source("StaticLibrary_ObjC"),
                    ]),
                Target(
                    "StaticLibrary_Swift", type: "library.static", platforms: ["iOS"],
                    sources: [
                        Source("StaticLibrary_Swift"),
                    ]),
                Target(
                    "Framework_iOS", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                        Source("Headers"),
                    ]),
                Target(
                    "Framework_tvOS", type: "framework", platforms: ["tvOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                        Source("Headers"),
                    ]),
                Target(
                    "Framework_watchOS", type: "framework", platforms: ["watchOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                        Source("Headers"),
                    ]),
                Target(
                    "Framework_macOS", type: "framework", platforms: ["macOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                        Source("Headers"),
                    ]),
                Target(
                    "Framework2_iOS", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "Framework2_tvOS", type: "framework", platforms: ["tvOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "Framework2_watchOS", type: "framework", platforms: ["watchOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "Framework2_macOS", type: "framework", platforms: ["macOS"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "TestFramework", type: "framework", platforms: ["iOS"],
                    sdks: ["Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest.framework"],
                    sources: [
                        Source("Framework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "CrossOverlayFramework_iOS", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("CrossOverlayFramework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "CrossOverlayFramework_tvOS", type: "framework", platforms: ["tvOS"],
                    sources: [
                        Source("CrossOverlayFramework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "CrossOverlayFramework_watchOS", type: "framework", platforms: ["watchOS"],
                    sources: [
                        Source("CrossOverlayFramework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "CrossOverlayFramework_macOS", type: "framework", platforms: ["macOS"],
                    sources: [
                        Source("CrossOverlayFramework", excludes: ["*.xcodeproj"]),
                    ]),
                Target(
                    "App_iOS_Tests", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("App_iOS_Tests"),
                    ]),
                Target(
                    "App_iOS_UITests", type: "bundle.ui-testing", platforms: ["iOS"],
                    sources: [
                        Source("App_iOS_UITests"),
                    ]),
                Target(
                    "App_macOS_Tests", type: "bundle.unit-test", platforms: ["macOS"],
                    sources: [
                        Source("App_macOS_Tests"),
                    ]),
                Target(
                    "XPC Service", type: "xpc-service", platforms: ["macOS"],
                    sources: [
                        Source("XPC Service"),
                    ]),
                Target(
                    "Tool", type: "tool", platforms: ["macOS"],
                    sources: [
                        Source("Tool"),
                    ]),
                Target(
                    "App_Clip", type: "application.on-demand-install-capable", platforms: ["iOS"],
                    sources: [
                        Source("App_Clip"),
                    ]),
                Target(
                    "App_Clip_Tests", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("App_iOS_Tests"),
                    ]),
                Target(
                    "App_Clip_UITests", type: "bundle.ui-testing", platforms: ["iOS"],
                    sources: [
                        Source("App_Clip_UITests"),
                    ]),
            ]),
        "yonaskolb+XcodeGen/Tests/Fixtures/TestProject/AnotherProject/project.yml": Spec(
            name: "AnotherProject",
            targets: [
                Target("BundleX", type: "bundle", platforms: ["iOS"]),
                Target("BundleY", type: "bundle", platforms: ["iOS"]),
                Target("ExternalTarget", type: "framework", platforms: ["iOS"]),
                Target("IncludedLegacy", type: "", platforms: ["iOS"]),
            ]),
        // A fragment: configs and settings only, no `name`, no targets.
        "yonaskolb+XcodeGen/Tests/Fixtures/TestProject/environments.yml": Spec(
            name: nil,
            targets: []),
        "yonaskolb+XcodeGen/Tests/Fixtures/SPM/project.yml": Spec(
            name: "SPM",
            targets: [
                Target(
                    "App", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("SPM"),
                    ]),
                Target(
                    "Tests", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("SPMTests"),
                    ]),
                Target(
                    "StaticLibrary", type: "library.static", platforms: ["iOS"],
                    sources: [
                        Source("StaticLibrary"),
                    ]),
            ]),
        "yonaskolb+XcodeGen/Tests/Fixtures/CarthageProject/project.yml": Spec(
            name: "Project",
            targets: [
                Target("Framework_iOS", type: "framework", platforms: ["iOS"]),
                Target("Framework_tvOS", type: "framework", platforms: ["tvOS"]),
                Target("Framework_watchOS", type: "framework", platforms: ["watchOS"]),
                Target("Framework_macOS", type: "framework", platforms: ["macOS"]),
            ]),
        // `included_additional.yml` (absent from the corpus) has `enable: ${INCLUDE_ADDITIONAL_YAML}`:
        // unset, the literal text reads as false (NSString.boolValue), so it is not loaded and not
        // reported. `IncludedTarget` comes from included.yml (first), is renamed by `name:`, and
        // `sources:REPLACE: NewSource` replaces included.yml's `[Target]`. `NewTarget`'s template
        // (defined in included.yml) puts its sources first.
        "yonaskolb+XcodeGen/Tests/Fixtures/include_test.yml": Spec(
            name: "NewName",
            targets: [
                Target(
                    "IncludedTargetNew", type: "application", platforms: ["tvOS"],
                    sources: [
                        Source("NewSource"),
                    ]),
                Target(
                    "NewTarget", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("template"),
                        Source("target"),
                    ]),
            ]),
        "yonaskolb+XcodeGen/Tests/Fixtures/included.yml": Spec(
            name: "Included",
            targets: [
                Target(
                    "IncludedTarget", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("Target"),
                    ]),
            ]),
        // JSON twin of include_test.yml, without templates: `NewTarget` has no sources.
        "yonaskolb+XcodeGen/Tests/Fixtures/include_test.json": Spec(
            name: "NewName",
            targets: [
                Target(
                    "IncludedTargetNew", type: "application", platforms: ["tvOS"],
                    sources: [
                        Source("NewSource"),
                    ]),
                Target("NewTarget", type: "application", platforms: ["iOS"]),
            ]),
        // `${target_name}` is the target's key; `${variable}` comes from `templateAttributes`
        // (`doesNotWin`) because the environment is empty; XcodeGen's own test sets
        // `variable=doesWin` in the environment (see testEnvironmentBeatsTemplateAttributes).
        "yonaskolb+XcodeGen/Tests/Fixtures/variables_test.yml": Spec(
            name: "NewName",
            targets: [
                Target(
                    "IncludedTarget", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("Target"),
                    ]),
                Target(
                    "SomeTarget", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("SomeTarget"),
                        Source("doesNotWin"),
                        Source("templateVariable"),
                    ]),
            ]),
        // paths_test/included_paths_test.yml (and the `Template1` it defines) is absent from the
        // corpus: only the root's own source remains.
        "yonaskolb+XcodeGen/Tests/Fixtures/paths_test.yml": Spec(
            name: "NewName",
            missingIncludes: [
                "paths_test/included_paths_test.yml",
            ],
            targets: [
                Target(
                    "NewTarget", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("source"),
                    ]),
            ]),
        // A single-object `include:` with `relativePaths: false`; the file is absent from the corpus.
        "yonaskolb+XcodeGen/Tests/Fixtures/legacy_paths_test.yml": Spec(
            name: "NewName",
            missingIncludes: [
                "legacy_paths_test/legacy_included_paths_test.yml",
            ],
            targets: []),
        // Every included file is absent from the corpus (one of them listed twice), so
        // `IncludedTarget` keeps only `templates: [IncludedTemplate]`: no type, no platform.
        "yonaskolb+XcodeGen/Tests/Fixtures/duplicated_include/duplicated_import_sut.yml": Spec(
            name: "DuplicatedImportDependent",
            missingIncludes: [
                "duplicated_import_transitive.yml",
                "duplicated_import_root.yml",
                "different_path/duplicated_import_root.yml",
            ],
            targets: [
                Target("IncludedTarget", type: nil, platforms: []),
            ]),
        "yonaskolb+XcodeGen/Tests/Fixtures/scheme_test/test_project.yml": Spec(
            name: "TestProject",
            targets: [
                Target("ExternalTarget", type: "framework", platforms: ["iOS"]),
                Target("Shared_TargetScheme", type: "bundle", platforms: ["iOS"]),
            ]),
        // Three top-level `settings:` keys (a YAML duplicate key): XcodeGen keeps the last one
        // (its test "merges settings" expects SETTING 5/SETTING 6 from the third block) and loads
        // the file, so it must load here without errors too.
        "yonaskolb+XcodeGen/Tests/Fixtures/settings_test.yml": Spec(
            name: "SettingsTest",
            targets: [
                Target("Target", type: "application", platforms: ["iOS"]),
            ]),
        // 22 of the 27 included target.yml files are absent from the corpus. `RuuviCore` gets
        // type, platform and `name: "${target_name}"` from the root's `Framework` template; its
        // own `Sources` is rebased onto Packages/RuuviCore. The extensions' `../Widgets/Sources`
        // is rebased to Apps/RuuviStation/Widgets/Sources. `name: *PROJECT_NAME` is an alias.
        "ruuvi+com.ruuvi.station.ios/project.yml": Spec(
            name: "Ruuvi",
            missingIncludes: [
                "Packages/RuuviAnalytics/target.yml",
                "Packages/RuuviCloud/target.yml",
                "Packages/RuuviContext/target.yml",
                "Packages/RuuviDaemon/target.yml",
                "Packages/RuuviDFU/target.yml",
                "Packages/RuuviLocal/target.yml",
                "Packages/RuuviMigration/target.yml",
                "Packages/RuuviNotification/target.yml",
                "Packages/RuuviNotifier/target.yml",
                "Packages/RuuviOntology/target.yml",
                "Packages/RuuviPersistence/target.yml",
                "Packages/RuuviPool/target.yml",
                "Packages/RuuviReactor/target.yml",
                "Packages/RuuviRepository/target.yml",
                "Packages/RuuviService/target.yml",
                "Packages/RuuviStorage/target.yml",
                "Packages/RuuviUser/target.yml",
                "Common/RuuviPresenters/target.yml",
                "Common/RuuviLocalization/target.yml",
                "Modules/RuuviDiscover/target.yml",
                "Modules/RuuviOnboard/target.yml",
                "Modules/RuuviFirmware/target.yml",
            ],
            targets: [
                Target(
                    "RuuviCore", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("Packages/RuuviCore/Sources"),
                    ]),
                Target(
                    "station", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("Apps/RuuviStation/Sources", excludes: ["*.entitlements", "Info.plist"]),
                    ]),
                Target(
                    "station.widgets", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.widgetkit-extension",
                    sources: [
                        Source("Apps/RuuviStation/Widgets/Sources", excludes: ["*.entitlements", "Info.plist"]),
                    ]),
                Target(
                    "station.pnservice", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.usernotifications.service",
                    sources: [
                        Source("Apps/RuuviStation/NotificationService/Sources", excludes: ["*.entitlements", "Info.plist"]),
                        Source("Apps/RuuviStation/Widgets/Sources", excludes: ["*.entitlements", "Info.plist", "RuuviWidgets.swift", "Intent/*", "Model/MultiSensorWidgetEntry.swift", "Provider/MultiSensorWidgetProvider.swift", "Provider/MultiSensorWidgetLegacyProvider.swift", "Provider/SingleSensorWidgetProvider.swift", "View/MultiSensorWidgetView.swift"]),
                    ]),
                Target(
                    "station.intents", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.intents-service",
                    sources: [
                        Source("Apps/RuuviStation/Intents/Sources", excludes: ["*.entitlements", "Info.plist"]),
                        Source("Apps/RuuviStation/Widgets/Sources", excludes: ["*.entitlements", "Info.plist", "RuuviWidgets.swift", "Intent/*", "Model/MultiSensorWidgetEntry.swift", "Provider/MultiSensorWidgetProvider.swift", "Provider/MultiSensorWidgetLegacyProvider.swift", "Provider/SingleSensorWidgetProvider.swift", "View/MultiSensorWidgetView.swift"]),
                    ]),
            ]),
        "ruuvi+com.ruuvi.station.ios/Apps/RuuviStation/target.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "station", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("Sources", excludes: ["*.entitlements", "Info.plist"]),
                    ]),
            ]),
        "ruuvi+com.ruuvi.station.ios/Apps/RuuviStation/Widgets/target.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "station.widgets", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.widgetkit-extension",
                    sources: [
                        Source("Sources", excludes: ["*.entitlements", "Info.plist"]),
                    ]),
            ]),
        "ruuvi+com.ruuvi.station.ios/Apps/RuuviStation/Intents/target.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "station.intents", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.intents-service",
                    sources: [
                        Source("Sources", excludes: ["*.entitlements", "Info.plist"]),
                        Source("../Widgets/Sources", excludes: ["*.entitlements", "Info.plist", "RuuviWidgets.swift", "Intent/*", "Model/MultiSensorWidgetEntry.swift", "Provider/MultiSensorWidgetProvider.swift", "Provider/MultiSensorWidgetLegacyProvider.swift", "Provider/SingleSensorWidgetProvider.swift", "View/MultiSensorWidgetView.swift"]),
                    ]),
            ]),
        "ruuvi+com.ruuvi.station.ios/Apps/RuuviStation/NotificationService/target.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "station.pnservice", type: "app-extension", platforms: ["iOS"],
                    extensionPoint: "com.apple.usernotifications.service",
                    sources: [
                        Source("Sources", excludes: ["*.entitlements", "Info.plist"]),
                        Source("../Widgets/Sources", excludes: ["*.entitlements", "Info.plist", "RuuviWidgets.swift", "Intent/*", "Model/MultiSensorWidgetEntry.swift", "Provider/MultiSensorWidgetProvider.swift", "Provider/MultiSensorWidgetLegacyProvider.swift", "Provider/SingleSensorWidgetProvider.swift", "View/MultiSensorWidgetView.swift"]),
                    ]),
            ]),
        // Loaded alone, the `Framework` template is unknown (reported; the target gets no type, no platform).
        "ruuvi+com.ruuvi.station.ios/Packages/RuuviCore/target.yml": Spec(
            name: nil,
            templatesDefinedElsewhere: ["Framework"],
            targets: [
                Target(
                    "RuuviCore", type: nil, platforms: [],
                    sources: [
                        Source("Sources"),
                    ]),
            ]),
        // 7 of the 10 included files are absent from the corpus; RiotShareExtension and SiriIntents
        // are commented out of the includes. `path: .` in Riot/target.yml becomes `Riot`.
        "element-hq+element-ios/project.yml": Spec(
            name: "Riot",
            missingIncludes: [
                "RiotTests/target.yml",
                "DesignKit/target.yml",
                "RiotSwiftUI/target.yml",
                "RiotSwiftUI/targetUnitTests.yml",
                "RiotSwiftUI/targetUITests.yml",
                "CommonKit/target.yml",
                "CommonKit/targetUnitTests.yml",
            ],
            targets: [
                Target(
                    "Riot", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("RiotSwiftUI/Modules", excludes: ["Common/Locale/LocaleProvider.swift", "**/Test/**"]),
                        Source("Tools", excludes: ["Logs", "Release", "Templates/*.sh"]),
                        Source("Config"),
                        Source("Riot", excludes: ["Modules/Room/EmojiPicker/Data/EmojiMart/EmojiJSONStore.swift", "Assets/ar.lproj/**", "Assets/he.lproj/**", "Assets/enm.lproj/**", "Assets/pr.lproj/**"]),
                        Source("RiotShareExtension/Shared"),
                        Source("Riot/Modules/MatrixKit", excludes: ["**/*.md"]),
                    ]),
                Target(
                    "RiotNSE", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("RiotNSE"),
                        Source("Riot/Managers/Settings/RiotSettings.swift"),
                        Source("Config/BuildSettings.swift"),
                        Source("Config/MDMSettings.swift"),
                        Source("Riot/Utils/DataProtectionHelper.swift"),
                        Source("Config/CommonConfiguration.swift"),
                        Source("Riot/Experiments"),
                        Source("Riot/Managers/PushNotification/PushNotificationStore.swift"),
                        Source("Riot/Modules/SetPinCode/PinCodePreferences.swift"),
                        Source("Riot/Managers/KeyValueStorage/Extensions/Keychain.swift"),
                        Source("Riot/Modules/SetPinCode/SetupBiometrics/BiometricsAuthenticationPresenter.swift"),
                        Source("Riot/Categories/UNUserNotificationCenter.swift"),
                        Source("Riot/Managers/KeyValueStorage/KeyValueStore.swift"),
                        Source("Riot/Managers/Locale/LocaleProvider.swift"),
                        Source("Riot/Managers/Locale/LocaleProviderType.swift"),
                        Source("Riot/Managers/EncryptionKeyManager/EncryptionKeyManager.swift"),
                        Source("Riot/Categories/Bundle.swift"),
                        Source("Riot/Categories/MXEvent.swift"),
                        Source("Riot/Generated/Strings.swift"),
                        Source("Riot/Generated/Images.swift"),
                        Source("Riot/Managers/KeyValueStorage/KeychainStore.swift"),
                        Source("Riot/Managers/LocalAuthentication/LocalAuthenticationService.swift"),
                        Source("Config/Configurable.swift"),
                        Source("Riot/Utils/Constants.swift"),
                        Source("Riot/Categories/String.swift"),
                        Source("Riot/Categories/Character.swift"),
                        Source("Riot/Managers/Widgets/WidgetConstants.m"),
                        Source("Riot/PropertyWrappers/UserDefaultsBackedPropertyWrapper.swift"),
                        Source("Riot/Modules/MatrixKit", excludes: ["Controllers/**", "Models/*List/**", "Views/**"]),
                        Source("Riot/Modules/Analytics"),
                        Source("Riot/Managers/UserSessions"),
                        Source("Riot/Managers/AppInfo", excludes: ["**/*.md"]),
                        Source("Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                        Source("Riot/Modules/VoiceBroadcast/VoiceBroadcastSDK/MatrixSDK"),
                        Source("Riot/Managers/Theme"),
                        Source("Riot/Categories/UIColor.swift"),
                    ]),
                Target(
                    "BroadcastUploadExtension", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("BroadcastUploadExtension"),
                        Source("Config/BuildSettings.swift"),
                        Source("Config/MDMSettings.swift"),
                        Source("Riot/Categories/Bundle.swift"),
                        Source("Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                    ]),
            ]),
        // Fragments loaded alone: paths stay relative to their own folder (leading `..` kept, `.`
        // for the folder itself, trailing `/` dropped).
        "element-hq+element-ios/Riot/target.yml": Spec(
            name: "Riot",
            targets: [
                Target(
                    "Riot", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("../RiotSwiftUI/Modules", excludes: ["Common/Locale/LocaleProvider.swift", "**/Test/**"]),
                        Source("../Tools", excludes: ["Logs", "Release", "Templates/*.sh"]),
                        Source("../Config"),
                        Source(".", excludes: ["Modules/Room/EmojiPicker/Data/EmojiMart/EmojiJSONStore.swift", "Assets/ar.lproj/**", "Assets/he.lproj/**", "Assets/enm.lproj/**", "Assets/pr.lproj/**"]),
                        Source("../RiotShareExtension/Shared"),
                        Source("Modules/MatrixKit", excludes: ["**/*.md"]),
                    ]),
            ]),
        // Lists ../Riot/Managers/Locale/LocaleProviderType.swift twice: both entries are kept.
        "element-hq+element-ios/SiriIntents/target.yml": Spec(
            name: "SiriIntents",
            targets: [
                Target(
                    "SiriIntents", type: "app-extension", platforms: ["iOS"],
                    sdks: ["Intents.framework"],
                    sources: [
                        Source("."),
                        Source("../Riot/Categories/Bundle.swift"),
                        Source("../Riot/Categories/MXEvent.swift"),
                        Source("../Config/CommonConfiguration.swift"),
                        Source("../Riot/Experiments"),
                        Source("../Config/BuildSettings.swift"),
                        Source("../Config/MDMSettings.swift"),
                        Source("../Config/Configurable.swift"),
                        Source("../Riot/Managers/Settings/RiotSettings.swift"),
                        Source("../Riot/Managers/EncryptionKeyManager/EncryptionKeyManager.swift"),
                        Source("../Riot/Managers/KeyValueStorage"),
                        Source("../Riot/PropertyWrappers/UserDefaultsBackedPropertyWrapper.swift"),
                        Source("../Riot/Managers/Locale/LocaleProviderType.swift"),
                        Source("../Riot/Managers/Locale/LocaleProvider.swift"),
                        Source("../Riot/Modules/MatrixKit", excludes: ["Controllers/**", "Models/*List/**", "Views/**"]),
                        Source("../Riot/Modules/Analytics"),
                        Source("../Riot/Managers/UserSessions"),
                        Source("../Riot/Managers/AppInfo"),
                        Source("../Riot/Managers/Locale/LocaleProviderType.swift"),
                        Source("../Riot/Generated/Strings.swift", excludes: ["**/*.md"]),
                        Source("../Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                        Source("../Riot/Modules/VoiceBroadcast/VoiceBroadcastSDK/MatrixSDK"),
                        Source("../Riot/Managers/Theme"),
                        Source("../Riot/Categories/UIColor.swift"),
                    ]),
            ]),
        "element-hq+element-ios/RiotShareExtension/target.yml": Spec(
            name: "RiotShareExtension",
            targets: [
                Target(
                    "RiotShareExtension", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("."),
                        Source("../Riot/Modules/Common/SegmentedViewController/SegmentedViewController.m"),
                        Source("../Riot/Categories/Bundle.swift"),
                        Source("../Riot/Categories/MXEvent.swift"),
                        Source("../Riot/Managers/Theme"),
                        Source("../Riot/Utils/AvatarGenerator.m"),
                        Source("../Config/BuildSettings.swift"),
                        Source("../Config/MDMSettings.swift"),
                        Source("../Riot/Categories/Character.swift"),
                        Source("../Riot/Categories/MXKImageView.swift"),
                        Source("../Riot/Categories/MXRoom+Riot.m"),
                        Source("../Config/Configurable.swift"),
                        Source("../Config/CommonConfiguration.swift"),
                        Source("../Riot/Experiments"),
                        Source("../Riot/Utils/UserNameColorGenerator.swift"),
                        Source("../Riot/Categories/MXRoomSummary+Riot.m"),
                        Source("../Riot/Managers/EncryptionKeyManager/EncryptionKeyManager.swift"),
                        Source("../Riot/Managers/KeyValueStorage"),
                        Source("../Riot/Managers/Settings/RiotSettings.swift"),
                        Source("../Riot/Managers/AppInfo"),
                        Source("../Riot/Categories/UIColor.swift"),
                        Source("../Riot/Categories/UISearchBar.swift"),
                        Source("../Riot/Categories/String.swift"),
                        Source("../Riot/Categories/UIView.swift"),
                        Source("../Riot/Categories/UITextView.swift"),
                        Source("../Riot/Modules/Common/Recents/Model/RecentCellData.m"),
                        Source("../Riot/PropertyWrappers/UserDefaultsBackedPropertyWrapper.swift"),
                        Source("../Riot/Generated/Strings.swift"),
                        Source("../Riot/Generated/Images.swift"),
                        Source("../Riot/Managers/Locale/LocaleProviderType.swift"),
                        Source("../Riot/Managers/Locale/LocaleProvider.swift"),
                        Source("../Riot/Modules/Common/SegmentedViewController/SegmentedViewController.xib"),
                        Source("../Riot/Assets/en.lproj/Vector.strings"),
                        Source("../Riot/Assets/SharedImages.xcassets"),
                        Source("../Riot/Modules/MatrixKit", excludes: ["**/MXKAuthenticationViewController.*", "Views/Authentication/**"]),
                        Source("../Riot/Modules/Analytics"),
                        Source("../Riot/Managers/UserSessions", excludes: ["**/*.md"]),
                        Source("../Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                        Source("../Riot/Modules/VoiceBroadcast/VoiceBroadcastSDK/MatrixSDK"),
                        Source("../Riot/Modules/Encryption/EncryptionTrustLevel.swift"),
                    ]),
            ]),
        "element-hq+element-ios/RiotNSE/target.yml": Spec(
            name: "RiotNSE",
            targets: [
                Target(
                    "RiotNSE", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("."),
                        Source("../Riot/Managers/Settings/RiotSettings.swift"),
                        Source("../Config/BuildSettings.swift"),
                        Source("../Config/MDMSettings.swift"),
                        Source("../Riot/Utils/DataProtectionHelper.swift"),
                        Source("../Config/CommonConfiguration.swift"),
                        Source("../Riot/Experiments"),
                        Source("../Riot/Managers/PushNotification/PushNotificationStore.swift"),
                        Source("../Riot/Modules/SetPinCode/PinCodePreferences.swift"),
                        Source("../Riot/Managers/KeyValueStorage/Extensions/Keychain.swift"),
                        Source("../Riot/Modules/SetPinCode/SetupBiometrics/BiometricsAuthenticationPresenter.swift"),
                        Source("../Riot/Categories/UNUserNotificationCenter.swift"),
                        Source("../Riot/Managers/KeyValueStorage/KeyValueStore.swift"),
                        Source("../Riot/Managers/Locale/LocaleProvider.swift"),
                        Source("../Riot/Managers/Locale/LocaleProviderType.swift"),
                        Source("../Riot/Managers/EncryptionKeyManager/EncryptionKeyManager.swift"),
                        Source("../Riot/Categories/Bundle.swift"),
                        Source("../Riot/Categories/MXEvent.swift"),
                        Source("../Riot/Generated/Strings.swift"),
                        Source("../Riot/Generated/Images.swift"),
                        Source("../Riot/Managers/KeyValueStorage/KeychainStore.swift"),
                        Source("../Riot/Managers/LocalAuthentication/LocalAuthenticationService.swift"),
                        Source("../Config/Configurable.swift"),
                        Source("../Riot/Utils/Constants.swift"),
                        Source("../Riot/Categories/String.swift"),
                        Source("../Riot/Categories/Character.swift"),
                        Source("../Riot/Managers/Widgets/WidgetConstants.m"),
                        Source("../Riot/PropertyWrappers/UserDefaultsBackedPropertyWrapper.swift"),
                        Source("../Riot/Modules/MatrixKit", excludes: ["Controllers/**", "Models/*List/**", "Views/**"]),
                        Source("../Riot/Modules/Analytics"),
                        Source("../Riot/Managers/UserSessions"),
                        Source("../Riot/Managers/AppInfo", excludes: ["**/*.md"]),
                        Source("../Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                        Source("../Riot/Modules/VoiceBroadcast/VoiceBroadcastSDK/MatrixSDK"),
                        Source("../Riot/Managers/Theme"),
                        Source("../Riot/Categories/UIColor.swift"),
                    ]),
            ]),
        "element-hq+element-ios/BroadcastUploadExtension/target.yml": Spec(
            name: "BroadcastUploadExtension",
            targets: [
                Target(
                    "BroadcastUploadExtension", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("."),
                        Source("../Config/BuildSettings.swift"),
                        Source("../Config/MDMSettings.swift"),
                        Source("../Riot/Categories/Bundle.swift"),
                        Source("../Riot/Modules/Room/TimelineCells/Styles/RoomTimelineStyleIdentifier.swift"),
                    ]),
            ]),
        "toshi0383+Bitrise-iOS/project.yml": Spec(
            name: "BitriseClient",
            targets: [
                Target(
                    "BitriseClient", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("BitriseClient"),
                        Source("RxProperty/Sources/RxProperty/RxProperty.swift"),
                    ]),
                Target(
                    "BitriseClientTests", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("Tests"),
                    ]),
                Target(
                    "Core", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("Core"),
                    ]),
                Target(
                    "ActionPopoverButton", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("ActionPopoverButton/ActionPopoverButton"),
                    ]),
            ]),
        // A second, independent project in a subfolder: paths relative to SwiftUI/.
        "toshi0383+Bitrise-iOS/SwiftUI/project.yml": Spec(
            name: "BitriseClient-SwiftUI",
            targets: [
                Target(
                    "BitriseClient", type: "application", platforms: ["iOS"],
                    sources: [
                        Source("Sources"),
                    ]),
                Target(
                    "Core", type: "framework", platforms: ["iOS"],
                    sources: [
                        Source("Core"),
                    ]),
            ]),
        // All includes use `relativePaths: false`, so their paths stay relative to the root;
        // xcodegen/project_tvos.yml and xcodegen/project_macos.yml are absent from the corpus.
        "atelier-socle+AppRepositoryTemplate/project.yml": Spec(
            name: "MyApp",
            missingIncludes: [
                "xcodegen/project_tvos.yml",
                "xcodegen/project_macos.yml",
            ],
            targets: [
                Target(
                    "MyApp_iOS", type: "application", platforms: ["iOS"],
                    sdks: ["CloudKit.framework", "Protobuf.framework", "GoogleToolboxForMac.framework", "GTMSessionFetcher.framework", "FirebaseABTesting.framework", "FirebaseRemoteConfig.framework", "FirebasePerformance.framework", "Firebase.framework", "FirebaseAnalytics.framework", "FirebaseCore.framework", "FirebaseInstanceID.framework", "GoogleAppMeasurement.framework", "GoogleUtilities.framework", "nanopb.framework"],
                    sources: [
                        Source("Sources/Common"),
                        Source("Sources/MyApp iOS"),
                    ]),
                Target(
                    "MyApp_Tests_iOS", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("Tests/MyAppTests iOS"),
                    ]),
                Target(
                    "MyApp_Notification_Service", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("Sources/MyApp iOS Notification Service"),
                    ]),
                Target(
                    "MyApp_Notification_Content", type: "app-extension", platforms: ["iOS"],
                    sdks: ["UserNotifications.framework", "UserNotificationsUI.framework"],
                    sources: [
                        Source("Sources/MyApp iOS Notification Content"),
                    ]),
                Target(
                    "MyApp_watchOS_App", type: "application.watchapp2", platforms: ["watchOS"],
                    sources: [
                        Source("Sources/MyApp WatchKit App"),
                    ]),
                Target(
                    "MyApp_watchOS_Extension", type: "watchkit2-extension", platforms: ["watchOS"],
                    sources: [
                        Source("Sources/MyApp WatchKit Extension"),
                    ]),
            ]),
        "atelier-socle+AppRepositoryTemplate/xcodegen/project_ios.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "MyApp_iOS", type: "application", platforms: ["iOS"],
                    sdks: ["CloudKit.framework", "Protobuf.framework", "GoogleToolboxForMac.framework", "GTMSessionFetcher.framework", "FirebaseABTesting.framework", "FirebaseRemoteConfig.framework", "FirebasePerformance.framework", "Firebase.framework", "FirebaseAnalytics.framework", "FirebaseCore.framework", "FirebaseInstanceID.framework", "GoogleAppMeasurement.framework", "GoogleUtilities.framework", "nanopb.framework"],
                    sources: [
                        Source("Sources/Common"),
                        Source("Sources/MyApp iOS"),
                    ]),
                Target(
                    "MyApp_Tests_iOS", type: "bundle.unit-test", platforms: ["iOS"],
                    sources: [
                        Source("Tests/MyAppTests iOS"),
                    ]),
                Target(
                    "MyApp_Notification_Service", type: "app-extension", platforms: ["iOS"],
                    sources: [
                        Source("Sources/MyApp iOS Notification Service"),
                    ]),
                Target(
                    "MyApp_Notification_Content", type: "app-extension", platforms: ["iOS"],
                    sdks: ["UserNotifications.framework", "UserNotificationsUI.framework"],
                    sources: [
                        Source("Sources/MyApp iOS Notification Content"),
                    ]),
            ]),
        "atelier-socle+AppRepositoryTemplate/xcodegen/project_watchos.yml": Spec(
            name: nil,
            targets: [
                Target(
                    "MyApp_watchOS_App", type: "application.watchapp2", platforms: ["watchOS"],
                    sources: [
                        Source("Sources/MyApp WatchKit App"),
                    ]),
                Target(
                    "MyApp_watchOS_Extension", type: "watchkit2-extension", platforms: ["watchOS"],
                    sources: [
                        Source("Sources/MyApp WatchKit Extension"),
                    ]),
            ]),
    ]

    // MARK: Support

    static let corpus = TestPaths.shared.appendingPathComponent("corpus/projectyml")

    /// The spec files listed in INDEX.tsv (`repository<TAB>path<TAB>…`), as paths under the corpus.
    static func indexedFiles() throws -> [String] {
        let index = corpus.appendingPathComponent("INDEX.tsv")
        guard FileManager.default.fileExists(atPath: index.path) else {
            throw thirdPartyMaterialMissing("a corpus of XcodeGen specs", at: index.path)
        }
        let text = try String(contentsOf: index, encoding: .utf8)
        var files: [String] = []
        for line in text.split(whereSeparator: \.isNewline).dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2 else { continue }
            let file = columns[0].replacingOccurrences(of: "/", with: "+") + "/" + columns[1]
            let ext = (file as NSString).pathExtension.lowercased()
            if ["yml", "yaml", "json"].contains(ext) { files.append(file) }
        }
        return files
    }

    struct Loaded {
        var spec: ProjectSpec?
        var diagnostics: [Diagnostic]
        var rendered: String
    }

    static func load(_ file: String, environment: [String: String] = [:]) -> Loaded {
        let bag = DiagnosticBag()
        let path = corpus.appendingPathComponent(file).path
        let spec = ProjectSpecLoader(environment: environment).load(path: path, diagnostics: bag)
        return Loaded(spec: spec, diagnostics: bag.sorted, rendered: DiagnosticRenderer().render(bag.sorted))
    }

    /// Checks the diagnostics of one load: each missing include (and each template defined by
    /// the spec that includes a fragment) is reported, and every error is about one of them.
    func checkDiagnostics(_ loaded: Loaded, file: String, missingIncludes: [String], templatesDefinedElsewhere: [String] = []) {
        let renderer = DiagnosticRenderer()
        let templates = templatesDefinedElsewhere.map { "there is no target template named `\($0)`" }
        for diagnostic in loaded.diagnostics where diagnostic.severity == .error {
            let text = renderer.render(diagnostic)
            XCTAssertTrue(
                (missingIncludes + templates).contains { text.contains($0) },
                "\(file): unexpected error:\n\(text)\n--- all diagnostics:\n\(loaded.rendered)")
        }
        for template in templates {
            XCTAssertTrue(
                loaded.diagnostics.contains { $0.message == template },
                "\(file): \(template) is not reported; diagnostics:\n\(loaded.rendered)")
        }
        for include in missingIncludes {
            XCTAssertTrue(
                loaded.diagnostics.contains { renderer.render($0).contains(include) },
                "\(file): the missing include \(include) is not reported; diagnostics:\n\(loaded.rendered)")
        }
    }

    // MARK: Tests

    /// Every spec file of the index loads, fragments too, with no errors except for includes
    /// that are absent from the corpus; and every file has an expectation.
    func testEveryIndexedFileLoadsWithoutErrors() throws {
        let files = try Self.indexedFiles()
        XCTAssertFalse(files.isEmpty, "INDEX.tsv lists no spec files")
        for file in files {
            let expected = Self.expectations[file]
            XCTAssertNotNil(expected, "\(file) is in INDEX.tsv but has no expectation")
            let loaded = Self.load(file)
            XCTAssertNotNil(loaded.spec, "\(file) did not load:\n\(loaded.rendered)")
            checkDiagnostics(
                loaded, file: file, missingIncludes: expected?.missingIncludes ?? [],
                templatesDefinedElsewhere: expected?.templatesDefinedElsewhere ?? [])
        }
        for file in Self.expectations.keys where !files.contains(file) {
            XCTFail("\(file) has an expectation but is not in INDEX.tsv")
        }
    }

    /// The resolved targets of every spec: names in order, type, platforms, sources, extension
    /// point and SDK dependencies.
    func testResolvedTargetsMatchXcodeGen() throws {
        _ = try Self.indexedFiles()
        for (file, expected) in Self.expectations.sorted(by: { $0.key < $1.key }) {
            let loaded = Self.load(file)
            guard let spec = loaded.spec else {
                XCTFail("\(file) did not load:\n\(loaded.rendered)")
                continue
            }
            XCTAssertEqual(spec.name, expected.name, "\(file): project name")
            XCTAssertEqual(
                spec.targets.map(\.name), expected.targets.map(\.name),
                "\(file): target names (in order)")
            for target in expected.targets {
                guard let actual = spec.target(named: target.name) else {
                    XCTFail("\(file): no target `\(target.name)`")
                    continue
                }
                let what = "\(file) › \(target.name)"
                XCTAssertEqual(actual.type, target.type, "\(what): type")
                XCTAssertEqual(actual.platforms, target.platforms, "\(what): platforms")
                XCTAssertEqual(actual.extensionPointIdentifier, target.extensionPoint, "\(what): NSExtensionPointIdentifier")
                XCTAssertEqual(actual.sdkDependencies, target.sdks, "\(what): sdk dependencies")
                let sources = actual.sources.map(Source.init)
                XCTAssertEqual(sources.map(\.path), target.sources.map(\.path), "\(what): source paths")
                if sources.map(\.path) == target.sources.map(\.path) {
                    for (got, want) in zip(sources, target.sources) where got != want {
                        XCTFail("\(what): source \(want.path): expected \(want), got \(got)")
                    }
                }
            }
        }
    }

    /// `variables_test.yml`: a value from the environment beats `templateAttributes` (XcodeGen's
    /// own test runs with `variable=doesWin` in the environment).
    func testEnvironmentBeatsTemplateAttributes() throws {
        _ = try Self.indexedFiles()
        let file = "yonaskolb+XcodeGen/Tests/Fixtures/variables_test.yml"
        let loaded = Self.load(file, environment: ["variable": "doesWin"])
        checkDiagnostics(loaded, file: file, missingIncludes: [])
        let target = try XCTUnwrap(loaded.spec?.target(named: "SomeTarget"), loaded.rendered)
        XCTAssertEqual(target.sources.map(\.path), ["SomeTarget", "doesWin", "templateVariable"])
    }

    /// `include_test.yml`: `enable: ${INCLUDE_ADDITIONAL_YAML}` is off when the variable is unset
    /// or `NO`, on for `YES`; `included_additional.yml` is not in the corpus, so enabling it must
    /// be reported, while the rest still resolves.
    func testIncludeEnabledByEnvironment() throws {
        _ = try Self.indexedFiles()
        let file = "yonaskolb+XcodeGen/Tests/Fixtures/include_test.yml"
        for value in ["NO", "no", "false", "0"] {
            let loaded = Self.load(file, environment: ["INCLUDE_ADDITIONAL_YAML": value])
            checkDiagnostics(loaded, file: "\(file) with INCLUDE_ADDITIONAL_YAML=\(value)", missingIncludes: [])
            XCTAssertFalse(loaded.rendered.contains("included_additional.yml"), loaded.rendered)
        }
        for value in ["YES", "true", "1"] {
            let loaded = Self.load(file, environment: ["INCLUDE_ADDITIONAL_YAML": value])
            checkDiagnostics(
                loaded, file: "\(file) with INCLUDE_ADDITIONAL_YAML=\(value)", missingIncludes: ["included_additional.yml"])
            XCTAssertEqual(loaded.spec?.targets.map(\.name), ["IncludedTargetNew", "NewTarget"], loaded.rendered)
        }
    }

    /// What intentgen looks for: the extension kind, read after includes are merged.
    func testExtensionKindsSurviveIncludes() throws {
        _ = try Self.indexedFiles()
        let ruuvi = try XCTUnwrap(Self.load("ruuvi+com.ruuvi.station.ios/project.yml").spec)
        XCTAssertEqual(ruuvi.target(named: "station.intents")?.extensionPointIdentifier, "com.apple.intents-service")
        XCTAssertEqual(ruuvi.target(named: "station.widgets")?.extensionPointIdentifier, "com.apple.widgetkit-extension")
        XCTAssertNil(ruuvi.target(named: "RuuviAnalytics"), "its target.yml is not in the corpus")
        let siri = try XCTUnwrap(Self.load("element-hq+element-ios/SiriIntents/target.yml").spec)
        XCTAssertEqual(siri.target(named: "SiriIntents")?.sdkDependencies, ["Intents.framework"])
        XCTAssertEqual(siri.target(named: "SiriIntents")?.type, "app-extension")
    }
}
