/// The plan stage: validated definitions plus a request → one target's plan.
public struct Planner: Sendable {
    public init() {}

    /// ``plan(_:request:)`` after checking the names the target generates with its class prefix,
    /// outputs and handler class (``OutputNames``); nil when they clash, with the clashes
    /// reported at the definitions. The validator checked the type names without a prefix and for
    /// every output, so this finds only clashes that the prefix or the handler class make, and
    /// members that only App Intents output forbids. Then names every output of the target and
    /// checks their paths (``TargetPlan/outputs``), in `folders` when they are known, so that a
    /// message names the path that would be written: an output whose path is reported is left
    /// out, and the plan returned (so every problem of the target is reported; the caller stops
    /// when there are errors).
    public func plan(
        _ definitions: ValidatedDefinitions, request: GenerationRequest,
        folders: [RenderedFile.Destination: String] = [:], diagnostics: any DiagnosticCollector
    ) -> TargetPlan? {
        let plan = plan(definitions, request: request)
        // The target's names, what its App Intents code says, and its outputs' paths are checked
        // on every core; their problems are taken in this order, and only the names' when they
        // clash (the plan is then dropped). The strings are collected once here from the
        // declarations, for their conflicts and for the catalogue output.
        let limit = diagnostics.workLimit
        let work = Concurrently.map(4) { task -> (problems: DiagnosticBag, clean: Bool, outputs: [PendingFile]?) in
            let bag = DiagnosticBag(limit: limit)
            switch task {
            case 0:
                return (bag, checkNames(of: plan, definitions, diagnostics: bag), nil)
            case 1:
                // The largest piece, alone: the others share the other core.
                AppIntentsStrings.check(plan, diagnostics: bag)
                return (bag, true, nil)
            case 2:
                AppShortcutsChecks.check(plan, diagnostics: bag)
                AppIntentsSummaryChecks.check(plan, diagnostics: bag)
                return (bag, true, nil)
            default:
                let batch = OutputBatch(files: plan.namedOutputs(), folders: folders.isEmpty ? nil : folders)
                return (bag, true, OutputNames.checkPaths([batch], diagnostics: bag).first ?? [])
            }
        }
        diagnostics.absorb(work[0].problems)
        guard work[0].clean else { return nil }
        for piece in work.dropFirst() { diagnostics.absorb(piece.problems) }
        var checked = plan
        checked.outputs = work[3].outputs
        return checked
    }

    /// Whether the target's names are free of clashes, each clash reported.
    private func checkNames(
        of plan: TargetPlan, _ definitions: ValidatedDefinitions, diagnostics: any DiagnosticCollector
    ) -> Bool {
        var names = OutputNames.Options(
            classPrefix: plan.options.classPrefix, siriKit: plan.generates(.intents),
            appIntents: plan.generates(.appIntents), handlerClass: plan.handlerClassName)
        names.appShortcuts = plan.options.appShortcuts
        names.widgets = plan.options.widgets
        var clean = true
        // The validator checked the names without a prefix or handler class, and without the
        // clash of a pinned App Intents name with its own declaration's SiriKit name, which only a
        // target that generates both has.
        let ownClashes = names.siriKit && names.appIntents && OutputNames.pinsAppIntentsNames(definitions.files)
        if !names.classPrefix.isEmpty || names.handlerClass != nil || ownClashes {
            // The plan's declarations are made with the same prefix and SiriKit output.
            clean = OutputNames.checkTypeNames(plan.declarations, options: names, diagnostics: diagnostics)
        }
        if names.appIntents, !OutputNames.checkAppIntentsMembers(definitions.files, diagnostics: diagnostics) {
            clean = false
        }
        return clean
    }

    public func plan(_ definitions: ValidatedDefinitions, request: GenerationRequest) -> TargetPlan {
        TargetPlan(
            name: request.name, options: request.options, definitions: definitions, kinds: Array(request.kinds),
            handlerClass: request.handlerClass)
    }
}
