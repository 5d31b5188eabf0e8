#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What intentgen generates for one target of a project spec, and where.
public struct TargetGenerationPlan: Sendable {
    public enum Kind: String, Sendable {
        case intentsExtension = "Intents extension"
        case widgetExtension = "widget extension"
        case application
        case other = "target"
    }

    public var target: TargetSpec
    public var kind: Kind
    /// The definitions files in the target's sources, as paths from the current folder.
    public var definitionFiles: [String]
    public var outputs: [IntentgenSettings.Output]
    public var options: GenerationOptions
    /// Where generated files go, as a path from the current folder.
    public var outputFolder: String
    /// Where the handler skeleton goes, when the target gets one.
    public var handlerFolder: String?
    public var handlerClass: String
    /// Where Xcode's `.intentdefinition` and `.strings` go, when the target gets them.
    public var definitionFolder: String?
}

/// The plan stage for a project spec: each target's definitions, outputs and folders.
///
/// Many targets often share one sources folder (10,000 targets of a generated spec, say), so
/// the work per target is kept independent of the number of targets: each folder is searched
/// for definitions once per run (``FolderCache``), and the collision check finds the targets
/// that could compile a folder through an index rather than by comparing every pair.
public struct SpecPlanner: Sendable {
    /// How sources are searched for definitions files (its limits included).
    var discovery: InputDiscovery

    public init(discovery: InputDiscovery = InputDiscovery()) {
        self.discovery = discovery
    }

    /// Plans the targets that contain definitions (or name only `targets`, when given).
    ///
    /// Besides planning, it reports what would otherwise make a run generate less than the spec
    /// asks for, with exit status 0 (see docs/target-spec.md, "Sources that do not exist"):
    /// a missing source that could hold definitions, a target that asks for output (an
    /// `intentgen` section, or named with `--target`) but has no definitions, and a spec with a
    /// project-wide `intentgen` section whose targets produce nothing.
    public func plan(_ project: ProjectSpec, targets names: [String] = [], diagnostics: any DiagnosticCollector)
        -> [TargetGenerationPlan]
    {
        let known = Set(project.targets.map(\.name))
        for name in names where !known.contains(name) {
            diagnostics.emit(
                .error(
                    .undefinedReference, "\(project.path) has no target named `\(name)`", at: nil,
                    hint: Suggestions.hint(for: name, in: project.targets.map(\.name))))
        }
        let chosen = Set(names)
        let folders = FolderCache(discovery: discovery)
        var plans: [TargetGenerationPlan] = []
        var missing: [(target: TargetSpec, source: SourceSpec, couldHoldDefinitions: Bool)] = []
        var empty: [TargetSpec] = []
        for target in project.targets where chosen.isEmpty || chosen.contains(target.name) {
            if target.optedOut {
                if chosen.contains(target.name) {
                    diagnostics.emit(
                        .error(
                            .invalidValue, "target `\(target.name)` turns intentgen off (`intentgen: false`)",
                            at: target.settingsLocation ?? target.location,
                            hint: "remove it from `--target`, or remove `intentgen: false`"))
                }
                continue
            }
            let scan = definitionFiles(of: target, in: project, folders: folders, diagnostics: diagnostics)
            missing += scan.missingFolders.map { (target, $0, true) } + scan.missingOthers.map { (target, $0, false) }
            if scan.files.isEmpty {
                empty.append(target)
            } else {
                plans.append(plan(target, definitions: scan.files, in: project, folders: folders))
            }
        }
        let reported = reportMissingSources(missing, exempting: plans, in: project, diagnostics: diagnostics)
        for target in empty
        where !reported.contains(target.name) && (target.asksForOutput || chosen.contains(target.name)) {
            let section =
                target.settingsLocation.map { [Diagnostic.Note("its `intentgen` section is here", at: $0)] } ?? []
            diagnostics.emit(
                .error(
                    .undefinedReference,
                    "target `\(target.name)` \(target.asksForOutput ? "asks for intentgen output" : "is named with --target"), "
                        + "but its sources have no definitions files (*.intents.yml)",
                    at: target.location,
                    hint:
                        "add the folder or file with its definitions to `sources`, or turn intentgen off for it with `intentgen: false`",
                    notes: target.asksForOutput && target.settingsLocation != target.location ? section : []))
        }
        let producesOutput = plans.contains { !$0.outputs.isEmpty }
        if names.isEmpty, !producesOutput, empty.allSatisfy({ !$0.asksForOutput }), reported.isEmpty,
            let section = project.defaultsLocation, project.defaults.generate?.isEmpty != true
        {
            diagnostics.emit(
                .error(
                    .undefinedReference,
                    "\(project.path) has an `intentgen` section, but no target has definitions files (*.intents.yml) in its sources",
                    at: section, hint: "add the folder with the definitions to a target's `sources`"))
        }
        // Folders that collide are wrong already: their layout is not looked at further.
        if checkCollisions(plans, in: project, diagnostics: diagnostics) {
            checkLayout(plans, in: project, diagnostics: diagnostics)
        }
        return plans
    }

    func plan(
        _ target: TargetSpec, definitions: [String], in project: ProjectSpec, folders: FolderCache = FolderCache()
    ) -> TargetGenerationPlan {
        let settings = (target.settings ?? IntentgenSettings()).overlaying(project.defaults)
        let kind = Self.kind(of: target)
        let outputs =
            settings.generate
            ?? OutputKind.ordered(OutputKind.defaults.union(kind == .intentsExtension ? [.handler] : []))
        let variables = ["target_name": target.name]
        let firstFolder = target.sources.first {
            $0.compilesSwift && folders.kind(of: display(project, $0.path)) == .directory
        }
        .map { display(project, $0.path) }
        let outputFolder =
            settings.output.map { display(project, YAMLNode.expand($0, variables)) }
            ?? (firstFolder.map { $0 + "/Generated" } ?? display(project, "Generated/\(target.name)"))
        let handlerFolder =
            settings.handlerOutput.map { display(project, YAMLNode.expand($0, variables)) }
            ?? firstFolder ?? display(project, target.name)
        let wantsHandler = outputs.contains(.handler) || outputs.contains(.infoPlist) || outputs.contains(.appIntents)
        let definitionFolder =
            settings.definitionOutput.map { display(project, YAMLNode.expand($0, variables)) }
            ?? firstFolder ?? display(project, target.name)
        var options = GenerationOptions(
            classPrefix: settings.classPrefix ?? "", visibility: settings.visibility ?? .public,
            xcode: settings.xcode ?? .latest, deploymentTargets: target.deploymentTargets,
            appIntentsTable: settings.appIntentsTable ?? GenerationOptions.appIntentsTable)
        options.appShortcuts = settings.appShortcuts ?? true
        options.widgets = settings.widgets ?? true
        options.swiftVersion = target.swiftVersion
        options.defaultIsolation = target.defaultIsolation
        return TargetGenerationPlan(
            target: target, kind: kind, definitionFiles: definitions, outputs: outputs,
            options: options,
            outputFolder: outputFolder, handlerFolder: wantsHandler ? handlerFolder : nil,
            handlerClass: settings.handlerClass ?? GenerationRequest.defaultHandlerClass,
            definitionFolder: outputs.contains(.xcodeDefinition) ? definitionFolder : nil)
    }

    /// How intentgen tells an Intents extension from a widget: product type, the Info.plist
    /// extension point, SDK dependencies, then the name.
    static func kind(of target: TargetSpec) -> TargetGenerationPlan.Kind {
        let type = target.type ?? ""
        if type == "app-extension.intents-service" || target.extensionPointIdentifier == "com.apple.intents-service" {
            return .intentsExtension
        }
        if target.extensionPointIdentifier == "com.apple.widgetkit-extension" { return .widgetExtension }
        if type.hasPrefix("app-extension") {
            if target.sdkDependencies.contains("WidgetKit.framework") { return .widgetExtension }
            if target.sdkDependencies.contains("Intents.framework") { return .intentsExtension }
            if target.name.lowercased().contains("widget") { return .widgetExtension }
            if target.name.lowercased().contains("intent") { return .intentsExtension }
        }
        if type.hasPrefix("application") { return .application }
        return .other
    }

    // MARK: Sources

    /// What a target's sources hold: its definitions files, and its missing sources that could
    /// have held some (reported later, once the folders intentgen creates are known).
    struct SourceScan {
        var files: [String] = []
        var missingFolders: [SourceSpec] = []
        /// Missing sources of other kinds (a `.swift` file, a `Base.lproj`): no definitions in
        /// them, but XcodeGen fails on them, unless a run of intentgen makes them.
        var missingOthers: [SourceSpec] = []
    }

    /// The definitions files below the target's sources, honouring `includes` and `excludes`.
    /// A definitions file named outright (as the source, or as a literal `includes` pattern) that
    /// does not exist is an error here; other missing sources are sorted out by
    /// ``reportMissingSources(_:exempting:in:diagnostics:)``.
    func definitionFiles(
        of target: TargetSpec, in project: ProjectSpec, folders: FolderCache = FolderCache(),
        diagnostics: any DiagnosticCollector
    ) -> SourceScan {
        var scan = SourceScan()
        var seen = Set<String>()
        for source in target.sources {
            let root = display(project, source.path)
            guard let kind = folders.kind(of: root) else {
                // An unexpanded `${VARIABLE}` (a build setting) cannot be looked at; `optional`
                // says the source may be absent.
                if source.optional || source.path.contains("$") { continue }
                if Self.namesDefinitions(source.path) {
                    diagnostics.emit(
                        .error(
                            .io, "the definitions file \(source.path) of target `\(target.name)` does not exist",
                            at: source.location, hint: Self.pathHint))
                } else if Self.couldHoldDefinitions(source.path) {
                    scan.missingFolders.append(source)
                } else {
                    // A file of another kind cannot hold definitions; XcodeGen reports it.
                    scan.missingOthers.append(source)
                }
                continue
            }
            let includes = source.includes.map(Glob.init)
            let excludes = source.excludes.map(Glob.init)
            let candidates: [(relative: String, full: String)]
            if kind == .directory {
                checkNamedIncludes(source, root: root, of: target, diagnostics: diagnostics)
                candidates = folders.definitionFiles(in: root, diagnostics: diagnostics).map { full in
                    (String(full.dropFirst(root.count + 1)), full)
                }
            } else {
                candidates = Self.namesDefinitions(root) ? [(FileSystem.lastComponent(of: root), root)] : []
            }
            for candidate in candidates {
                if !includes.isEmpty, !includes.contains(where: { $0.matches(candidate.relative) }) { continue }
                if excludes.contains(where: { $0.matches(candidate.relative) }) { continue }
                if seen.insert(candidate.full).inserted { scan.files.append(candidate.full) }
            }
        }
        return scan
    }

    static let pathHint = "a source's path is relative to the folder of the spec that names it"

    /// `X.intents.yml` or `X.intents.yaml`.
    static func namesDefinitions(_ path: String) -> Bool {
        InputDiscovery.suffixes.contains(where: path.hasSuffix)
    }

    /// Whether a missing source could have held definitions: a folder, as its name says (no
    /// extension, as in `Widget` or `Sources/Intents`). A name with an extension (`Info.plist`,
    /// `R.generated.swift`, `Assets.xcassets`) is a file or a package intentgen never reads.
    static func couldHoldDefinitions(_ path: String) -> Bool {
        let name = FileSystem.lastComponent(of: path)
        return !name.dropFirst().contains(".")
    }

    /// A literal `includes` pattern that names a definitions file (no wildcards) must match a file.
    private func checkNamedIncludes(
        _ source: SourceSpec, root: String, of target: TargetSpec, diagnostics: any DiagnosticCollector
    ) {
        for (index, pattern) in source.includes.enumerated()
        where Self.namesDefinitions(pattern) && !pattern.contains(where: { "*?[\\$".contains($0) }) {
            guard FileSystem.kind(of: FileSystem.join(root, pattern)) == nil else { continue }
            let location = index < source.includeLocations.count ? source.includeLocations[index] : source.location
            diagnostics.emit(
                .error(
                    .io,
                    "the definitions file \(pattern) in the `includes` of source \(source.path) of target `\(target.name)` does not exist",
                    at: location, hint: "an `includes` pattern is relative to the source's `path`"))
        }
    }

    /// Reports the missing sources, except those inside (or holding) a folder intentgen writes:
    /// they appear when it runs (a generated folder, a handler file, a `Base.lproj`). One that
    /// could have held definitions is an error, another a warning. Returns the names of the
    /// targets with a reported source that could have held definitions.
    private func reportMissingSources(
        _ missing: [(target: TargetSpec, source: SourceSpec, couldHoldDefinitions: Bool)],
        exempting plans: [TargetGenerationPlan],
        in project: ProjectSpec,
        diagnostics: any DiagnosticCollector
    ) -> Set<String> {
        guard !missing.isEmpty else { return [] }
        // The folders intentgen writes, and every folder above them: a missing path is exempt
        // when it is one of these, or lies below a written one.
        var written = Set<String>()
        var above = Set<String>()
        for plan in plans {
            for folder in [plan.outputFolder, plan.handlerFolder, plan.definitionFolder].compactMap({ $0 }) {
                var path = SpecPaths.standardize(folder)
                written.insert(path)
                while true {
                    let parent = FileSystem.parent(of: path)
                    guard !parent.isEmpty, parent != path, above.insert(parent).inserted else { break }
                    path = parent
                }
            }
        }
        var reported = Set<String>()
        for (target, source, couldHoldDefinitions) in missing {
            var path = display(project, source.path)
            var isWritten = above.contains(path)
            while !isWritten, !path.isEmpty {
                isWritten = written.contains(path)
                let parent = FileSystem.parent(of: path)
                if parent == path { break }
                path = parent
            }
            guard !isWritten else { continue }
            guard couldHoldDefinitions else {
                diagnostics.emit(
                    .warning(
                        .io, "the source \(source.path) of target `\(target.name)` does not exist", at: source.location,
                        hint: "XcodeGen fails on a missing source unless it is `optional: true`"))
                continue
            }
            reported.insert(target.name)
            diagnostics.emit(
                .error(
                    .io, "the source folder \(source.path) of target `\(target.name)` does not exist",
                    at: source.location,
                    hint:
                        "intentgen would miss any definitions in it, and XcodeGen fails on it; fix the path (\(Self.pathHint)), "
                        + "or mark the source `optional: true` if a later step creates it"))
        }
        return reported
    }

    // MARK: Collisions

    /// Two targets must not write into one folder, and no target's generated folder may lie in
    /// the sources of another target generating from the same definitions (that target would
    /// compile both sets of classes).
    /// Returns whether none collide.
    @discardableResult
    func checkCollisions(_ plans: [TargetGenerationPlan], in project: ProjectSpec, diagnostics: any DiagnosticCollector)
        -> Bool
    {
        var clean = true
        let generating = plans.indices.filter { plans[$0].outputs.contains(.intents) }
        let folders = plans.map { SpecPaths.standardize($0.outputFolder) }
        var owners: [String: Int] = [:]
        for index in generating {
            let plan = plans[index]
            if let owner = owners[folders[index]] {
                clean = false
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "targets `\(plans[owner].target.name)` and `\(plan.target.name)` both generate into \(folders[index])",
                        at: plan.target.location,
                        hint: "give one of them its own folder with `intentgen: { output: … }`"))
            } else {
                owners[folders[index]] = index
            }
        }
        let sourceRoots = SourceRootIndex(generating.map { ($0, plans[$0].target.sources) }) { display(project, $0) }
        for index in generating {
            let plan = plans[index]
            let folder = folders[index]
            // The other targets with a source at the folder or above it, in the targets' order.
            let candidates = sourceRoots.candidates(for: folder)
            guard !candidates.isEmpty else { continue }
            let files = Set(plan.definitionFiles)
            for otherIndex in candidates.sorted() {
                let other = plans[otherIndex]
                guard other.target.name != plan.target.name, folders[otherIndex] != folder,
                    let shared = other.definitionFiles.first(where: files.contains),
                    let source = other.target.sources.first(where: { compiles($0, folder, in: project) })
                else { continue }
                clean = false
                diagnostics.emit(
                    .error(
                        .duplicateName,
                        "the generated folder \(folder) of target `\(plan.target.name)` lies in the sources of target `\(other.target.name)`, "
                            + "which generates the same classes from \(FileSystem.lastComponent(of: shared))",
                        at: plan.target.settings?.locations["output"] ?? project.defaults.locations["output"]
                            ?? plan.target.location,
                        hint:
                            "give `\(plan.target.name)` an output folder outside `\(source.path)`, or exclude it there with `excludes`"
                    ))
                break
            }
        }
        return clean
    }

    /// Which of some targets (by index) have a source at each path: a folder can only be compiled
    /// by a target with a source at that folder or one above it, so the candidates for a folder
    /// are found without comparing every target.
    struct SourceRootIndex {
        private var targets: [String: [Int]] = [:]

        init(_ targets: [(index: Int, sources: [SourceSpec])], path: (String) -> String) {
            for (index, sources) in targets {
                for root in Set(sources.map { path($0.path) }) { self.targets[root, default: []].append(index) }
            }
        }

        /// The targets with a source at `folder` (standardized) or above it.
        func candidates(for folder: String) -> Set<Int> {
            Set(SpecPlanner.folderAndParents(folder).flatMap { targets[$0] ?? [] })
        }
    }

    /// A standardized folder and every folder above it as sources name them: `a/b` → `a/b`, `a`,
    /// `.`; `/x/y` → `/x/y`, `/x`, `/`; `../a` → `../a`, `..` (a source at `.` holds no `..` path).
    static func folderAndParents(_ folder: String) -> [String] {
        var result = [folder]
        var current = folder
        while true {
            let parent = FileSystem.parent(of: current)
            if parent.isEmpty {
                if current != ".", current != "..", !current.hasPrefix("/") { result.append(".") }
                return result
            }
            if parent == current { return result }
            result.append(parent)
            current = parent
        }
    }

    /// Whether a target with `source` compiles the Swift files in `folder`.
    /// With `missingFolders`, a source that does not exist yet and is named as a folder is
    /// taken as the folder it will be (a generated folder the first run makes).
    func compiles(_ source: SourceSpec, _ folder: String, in project: ProjectSpec, missingFolders: Bool = false)
        -> Bool
    {
        guard source.compilesSwift else { return false }
        let root = display(project, source.path)
        let kind = FileSystem.kind(of: root)
        guard kind == .directory || (missingFolders && kind == nil && Self.couldHoldDefinitions(root)) else {
            return false
        }
        let inside: String
        if folder == root {
            inside = ""
        } else if root == "." {
            guard !folder.hasPrefix("/"), folder != "..", !folder.hasPrefix("../") else { return false }
            inside = folder
        } else if folder.hasPrefix(root + "/") {
            inside = String(folder.dropFirst(root.count + 1))
        } else {
            return false
        }
        let file = inside.isEmpty ? "Generated.swift" : inside + "/Generated.swift"
        if !source.includes.isEmpty, !source.includes.contains(where: { Glob($0).matches(file) }) { return false }
        return !source.excludes.contains { Glob($0).matches(file) }
    }

    func display(_ project: ProjectSpec, _ path: String) -> String {
        if path.hasPrefix("/") || project.directory == "." { return SpecPaths.standardize(path) }
        return SpecPaths.standardize(project.directory + "/" + path)
    }
}

/// What one planning run learns about folders: the kind of each path and the definitions files
/// below each folder, each found once however many targets name it.
final class FolderCache {
    private let discovery: InputDiscovery
    private var kinds: [String: FileSystem.Kind?] = [:]
    private var files: [String: [String]] = [:]

    init(discovery: InputDiscovery = InputDiscovery()) {
        self.discovery = discovery
    }

    func kind(of path: String) -> FileSystem.Kind? {
        if let known = kinds[path] { return known }
        let kind = FileSystem.kind(of: path)
        kinds[path] = .some(kind)
        return kind
    }

    /// The definitions files below `folder`; a folder that cannot be read is reported once.
    func definitionFiles(in folder: String, diagnostics: any DiagnosticCollector) -> [String] {
        if let known = files[folder] { return known }
        let found = discovery.definitionFiles(in: folder, diagnostics: diagnostics)
        files[folder] = found
        return found
    }
}
