/// The layout traps of a spec, which only a spec shows: Swift that intentgen writes into a folder
/// no target compiles (a typo in `output`, a handler folder outside every source), and a folder
/// of one target's output that another target compiles without the types its files use (a
/// widget's `Sources` shared with an Intents extension that gets no App Intents code, whose
/// build then fails with `cannot find type '…Query'`). Both are warnings: the run writes what
/// it was asked to, and the build is the team's.
extension SpecPlanner {
    /// A folder a target writes Swift into: what lands there and which setting names it.
    struct SwiftFolder {
        var path: String
        /// `output` (generated code) or `handlerOutput` (the files the team fills in).
        var setting: String
        var what: String
    }

    /// The Swift folders of a plan: its generated code, and the files it writes for the team.
    static func swiftFolders(of plan: TargetGenerationPlan) -> [SwiftFolder] {
        var folders: [SwiftFolder] = []
        if plan.outputs.contains(.intents) || plan.outputs.contains(.appIntents) {
            folders.append(
                SwiftFolder(path: SpecPaths.standardize(plan.outputFolder), setting: "output", what: "generated"))
        }
        if let handler = plan.handlerFolder, plan.outputs.contains(.handler) || plan.outputs.contains(.appIntents) {
            folders.append(SwiftFolder(path: SpecPaths.standardize(handler), setting: "handlerOutput", what: "handler"))
        }
        return folders
    }

    func checkLayout(_ plans: [TargetGenerationPlan], in project: ProjectSpec, diagnostics: any DiagnosticCollector) {
        let sourceRoots = SourceRootIndex(project.targets.enumerated().map { ($0.offset, $0.element.sources) }) {
            display(project, $0)
        }
        let plansByName = Dictionary(plans.map { ($0.target.name, $0) }, uniquingKeysWith: { first, _ in first })
        for plan in plans {
            let folders = Self.swiftFolders(of: plan)
            let compilers = folders.map { folder in
                sourceRoots.candidates(for: folder.path).filter { index in
                    project.targets[index].sources.contains {
                        compiles($0, folder.path, in: project, missingFolders: true)
                    }
                }
            }
            for (folder, targets) in zip(folders, compilers) where targets.isEmpty {
                diagnostics.emit(
                    .warning(
                        .invalidValue,
                        "the \(folder.what) folder \(folder.path) of target `\(plan.target.name)` is in no target's sources: nothing compiles the Swift intentgen writes there",
                        at: location(of: folder.setting, in: plan, project),
                        hint:
                            "add it to the `sources` of `\(plan.target.name)` (`optional: true` until the first run makes it), or set `intentgen: { \(folder.setting): … }` to a folder inside one of its sources"
                    ))
            }
            guard folders.count == 2 else { continue }
            // Another target that compiles one of the two folders but not the other lacks either
            // the generated types the team's files use, or the team's files the generated code
            // uses, unless it generates the same ones itself.
            for index in compilers[0].symmetricDifference(compilers[1]).sorted() {
                let other = project.targets[index]
                guard other.name != plan.target.name else { continue }
                if let own = plansByName[other.name], Set(plan.definitionFiles).isSubset(of: own.definitionFiles),
                    Set(plan.outputs).isSubset(of: own.outputs)
                {
                    continue
                }
                let compiled = compilers[0].contains(index) ? folders[0] : folders[1]
                let missing = compilers[0].contains(index) ? folders[1] : folders[0]
                diagnostics.emit(
                    .warning(
                        .invalidValue,
                        "target `\(other.name)` compiles the \(compiled.what) folder \(compiled.path) of target `\(plan.target.name)` but not its \(missing.what) folder \(missing.path), "
                            + "so the Swift there refers to types `\(other.name)` does not have",
                        at: location(of: compiled.setting, in: plan, project),
                        hint:
                            "give `\(plan.target.name)` a \(compiled.setting == "output" ? "generated" : "handler") folder that only it compiles (`intentgen: { \(compiled.setting): … }`), or exclude it from `\(other.name)`'s sources with `excludes`",
                        notes: [.init("target `\(other.name)`", at: other.location)]))
            }
        }
    }

    /// Where a target's folder setting is written: its own `intentgen` section, the project's,
    /// else the target.
    private func location(of setting: String, in plan: TargetGenerationPlan, _ project: ProjectSpec)
        -> SourceLocation
    {
        plan.target.settings?.locations[setting] ?? project.defaults.locations[setting] ?? plan.target.location
    }
}
