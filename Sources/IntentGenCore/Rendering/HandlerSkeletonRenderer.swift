/// Renders the user-owned starting point of an Intents extension: an `INExtension` subclass that
/// routes each intent to a handler class with a stub for every member the user must or may want to
/// write, plus the extension's Info.plist `NSExtension` fragment.
///
/// The skeleton is written once; intentgen never overwrites it unless asked to
/// (`--overwrite-user-files`). Like every generated Swift file it is wrapped in
/// `#if canImport(Intents)`, so a package that also builds on Linux still compiles.
struct HandlerSkeletonRenderer {
    /// The planned declarations of the target's files, whose names and decisions the renderer only reads.
    let files: [FileDeclarations]
    let className: String
    /// `nonisolated` on the skeleton's classes, as on the generated ones
    /// (``XcodeFlavour/isolatesTypes``), so that they compile in a main-actor target.
    let isolatesTypes: Bool

    private var classModifier: String { isolatesTypes ? "nonisolated " : "" }

    /// The skeleton's text, handed to `sink` in pieces as it is printed: the skeleton of a
    /// target with many intents is never held whole.
    func renderSkeleton(sink: (ArraySlice<UInt8>) -> Void) {
        // The printer lives only for this call, so the sink does not escape it.
        withoutActuallyEscaping(sink) { sink in
            var p = CodePrinter(sink: sink)
            printSkeleton(into: &p)
            p.finish()
        }
    }

    private func printSkeleton(into p: inout CodePrinter) {
        p.line("//")
        p.line("// \(className).swift")
        p.line("//")
        p.line("// Created by intentgen as a starting point for the Intents extension. This file is yours:")
        p.line("// intentgen writes it only when it is missing, and never overwrites it unless you pass")
        p.line("// --overwrite-user-files.")
        p.line("//")
        p.line()
        p.line("#if canImport(Intents)")
        p.line()
        p.line("import Intents")
        p.line()
        p.line("\(classModifier)class \(className): INExtension {")
        p.line()
        p.indented { p in
            p.line("override func handler(for intent: INIntent) -> Any {")
            p.indented { p in
                p.line("switch intent {")
                for (_, _, names) in allIntents {
                    p.line("case is \(names.className):")
                    p.line("    return \(names.handler)()")
                }
                p.line("default:")
                p.line("    return self")
                p.line("}")
            }
            p.line("}")
        }
        p.line("}")
        for (file, intent, names) in allIntents {
            p.line()
            renderHandler(intent, names: names, types: IntentsTypeMapping(file), into: &p)
        }
        p.line()
        p.line("#endif")
    }

    /// The SiriKit intent classes the skeleton handles, in its order.
    var intentClasses: [String] { files.flatMap { file in file.intents.compactMap(\.siriKit?.className) } }

    /// Every intent with a SiriKit class, with its file and names.
    private var allIntents: [(FileDeclarations, PlannedIntent, SiriKitIntentNames)] {
        files.flatMap { file in
            file.intents.compactMap { intent in intent.siriKit.map { (file, intent, $0) } }
        }
    }

    private func renderHandler(
        _ planned: PlannedIntent, names: SiriKitIntentNames, types: IntentsTypeMapping, into p: inout CodePrinter
    ) {
        let intent = planned.definition
        let intentClass = names.className
        let response = names.response
        p.line("// MARK: - \(intent.title.text.commentSafe)")
        p.line()
        p.line("\(classModifier)final class \(names.handler): NSObject, \(names.handling) {")
        p.indented { p in
            for planned in planned.parameters where planned.definition.resolvable {
                let parameter = planned.definition
                let method = Namer.resolveMethod(parameter)
                let single = planned.resolutionResult
                p.line()
                p.line(
                    "func \(method)(for intent: \(intentClass)) async -> \(parameter.isArray ? "[\(single)]" : single) {"
                )
                p.indented { p in
                    p.line("// TODO: Check `intent.\(parameter.name.value)` and say whether it can be used as it is.")
                    p.line(parameter.isArray ? "return []" : "return \(single).notRequired()")
                }
                p.line("}")
            }
            for planned in planned.parameters where planned.definition.hasDynamicOptions {
                let parameter = planned.definition
                let element = types.optionsElementType(planned.type)
                let search = parameter.supportsSearch ? ", searchTerm: String?" : ""
                p.line()
                p.line(
                    "func \(Namer.optionsMethod(parameter))(for intent: \(intentClass)\(search)) async throws -> INObjectCollection<\(element)> {"
                )
                p.indented { p in
                    p.line(
                        parameter.supportsSearch
                            ? "// TODO: Return the \(parameter.displayName.text.lowercased().commentSafe) the user can choose from that match `searchTerm`."
                            : "// TODO: Return the \(parameter.displayName.text.lowercased().commentSafe) the user can choose from."
                    )
                    p.line("return INObjectCollection(items: [])")
                }
                p.line("}")
                p.line()
                p.line(
                    "func \(Namer.defaultMethod(parameter))(for intent: \(intentClass)) -> \(types.defaultReturnType(planned.type, isArray: parameter.isArray)) {"
                )
                p.indented { p in
                    p.line(
                        "// TODO: Return the \(parameter.displayName.text.lowercased().commentSafe) a new configuration starts with."
                    )
                    p.line("return nil")
                }
                p.line("}")
            }
            if planned.handleIsRequired || planned.runsOutsideWidgets {
                p.line()
                p.line("func handle(intent: \(intentClass)) async -> \(response) {")
                p.indented { p in
                    p.line("// TODO: Perform the intent.")
                    p.line("return \(response)(code: .success, userActivity: nil)")
                }
                p.line("}")
            }
        }
        p.line("}")
    }

    /// The `NSExtension` part of the Intents extension's Info.plist, listing the handled intents:
    /// the custom intents' classes, then the system intents the files customise (the extension
    /// handles them too; the skeleton does not route them: see docs/language.md).
    func renderInfoPlist() -> String {
        var intentClasses = self.intentClasses
        for name in files.flatMap({ $0.file.systemIntents.map(\.swiftClassName) }) where !intentClasses.contains(name) {
            intentClasses.append(name)
        }
        var p = CodePrinter()
        p.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        p.line(
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
        )
        p.line("<!-- \(IntentsSwiftRenderer.banner) Merge NSExtension into the Intents extension's Info.plist. -->")
        p.line("<plist version=\"1.0\">")
        p.line("<dict>")
        p.line("\t<key>NSExtension</key>")
        p.line("\t<dict>")
        p.line("\t\t<key>NSExtensionAttributes</key>")
        p.line("\t\t<dict>")
        p.line("\t\t\t<key>IntentsRestrictedWhileLocked</key>")
        p.line("\t\t\t<array/>")
        p.line("\t\t\t<key>IntentsSupported</key>")
        if intentClasses.isEmpty {
            p.line("\t\t\t<array/>")
        } else {
            p.line("\t\t\t<array>")
            for name in intentClasses { p.line("\t\t\t\t<string>\(name)</string>") }
            p.line("\t\t\t</array>")
        }
        p.line("\t\t</dict>")
        p.line("\t\t<key>NSExtensionPointIdentifier</key>")
        p.line("\t\t<string>com.apple.intents-service</string>")
        p.line("\t\t<key>NSExtensionPrincipalClass</key>")
        p.line("\t\t<string>$(PRODUCT_MODULE_NAME).\(className)</string>")
        p.line("\t</dict>")
        p.line("</dict>")
        p.line("</plist>")
        return p.content
    }
}
