/// ``OutputKind/handler``: the user-owned `INExtension` skeleton in the handler folder
/// (``HandlerSkeletonRenderer``).
struct HandlerSkeletonBackend: Backend {
    /// The skeleton is an `INExtension` that names the intents' classes.
    var usedNames: [String: String] {
        Self.swiftNames(importing: ["Intents"]).merging(Self.names(["INExtension", "INIntent"], from: "Intents")) {
            first, _ in first
        }
    }

    var kind: OutputKind { .handler }
    var scope: BackendScope { .wholeTarget }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        let skeleton = HandlerSkeletonRenderer(
            files: files, className: plan.handlerClass,
            isolatesTypes: XcodeFlavour(version: plan.options.xcode).isolatesTypes)
        var file = PendingFile(
            destination: .handler, path: plan.handlerClass + ".swift", ownership: .userOwned, kind: kind,
            origin: .handlerSkeleton(plan.handlerClass)
        ) { sink in skeleton.renderSkeleton(sink: sink) }
        file.handledIntents = skeleton.intentClasses
        return [file]
    }
}

/// ``OutputKind/infoPlist``: the Intents extension's `NSExtension` Info.plist fragment beside
/// the handler skeleton, naming the handler class and the intents it handles.
struct InfoPlistBackend: Backend {
    var kind: OutputKind { .infoPlist }
    var scope: BackendScope { .wholeTarget }

    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] {
        let skeleton = HandlerSkeletonRenderer(files: files, className: plan.handlerClass, isolatesTypes: false)
        return [
            PendingFile(
                destination: .handler, path: plan.handlerClass + ".Info.plist", ownership: .resource, kind: kind,
                origin: .handlerSkeleton(plan.handlerClass)
            ) { OutputText(body: skeleton.renderInfoPlist()) }
        ]
    }
}

extension HandlerSkeletonBackend {
    /// The handler class, a setting: claimed first, so that a clash is reported at the definition.
    static func claim(handlerClass: String) -> OutputNames.Claim {
        OutputNames.Claim(
            name: handlerClass, owner: "the handler class", location: nil, isFile: true, source: .handlerClass)
    }
}

extension OutputOrigin {
    static func handlerSkeleton(_ className: String) -> OutputOrigin {
        OutputOrigin("the handler skeleton `\(className)`", at: nil)
    }
}
