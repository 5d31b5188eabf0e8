// The `…IntentHandling` protocol of an intent, as Xcode's intent compiler writes it (part of
// IntentsSwiftRenderer). Members come in a fixed order: a required `handle`, the resolve methods,
// the dynamic options methods, `confirm`, an optional `handle`, the default values, and the
// deprecated options methods. Methods with a completion handler come with an `async` twin; where
// the documentation stands and which availability each form has depend on the Xcode version
// (``XcodeFlavour``).

extension IntentsSwiftRenderer {
    /// A completion-handler method and its `async` twin, with the documentation, attributes and
    /// spacing of the Xcode version.
    struct MethodPair {
        /// The `/*! … */` comment, or nil.
        var documentation: String?
        /// The documentation stands before the completion-handler form in every Xcode version
        /// (an optional `handle`), not only in Xcode 13.
        var documentsCompletionHandler = false
        /// The availability of the completion-handler form, if it has one.
        var availability: String?
        /// What the completion-handler form is renamed to (`handle(intent:)`).
        var renamed: String
        var selector: String
        var completionForm: String
        var asyncForm: String
        /// The line between the two forms: empty, or four spaces after `handle`.
        var separator = ""
    }

    func render(_ pair: MethodPair, into p: inout CodePrinter) {
        let documentFirst = pair.documentsCompletionHandler || flavour.documentsCompletionHandler
        if documentFirst, let documentation = pair.documentation { p.line(documentation) }
        if let availability = pair.availability { p.line(availability) }
        if flavour.renamesCompletionHandlers { p.line("@available(*, renamed: \"\(pair.renamed)\")") }
        p.line("@objc(\(pair.selector))")
        p.line(pair.completionForm)
        guard flavour.writesAsyncTwins else {
            p.line()
            return
        }
        p.rawLine(pair.separator)
        if !documentFirst, let documentation = pair.documentation { p.line(documentation) }
        p.line(flavour.asyncAvailability(pair.availability))
        p.line("@objc(\(pair.selector))")
        p.line(pair.asyncForm)
        p.line()
    }

    func renderHandlingProtocol(_ planned: PlannedIntent, names: SiriKitIntentNames, into p: inout CodePrinter) {
        let intent = planned.definition
        let className = names.className
        let bare = intent.name.value
        let response = names.response
        p.line(
            """
            /*!
             @abstract Protocol to declare support for handling a \(className). By implementing this protocol, a class can provide logic for resolving, confirming and handling the intent.
             @discussion The minimum requirement for an implementing class is that it should be able to handle the intent. The confirmation method is optional. The handling method is always called last, after confirming the intent.
             */
            """)
        p.line(flavour.typeAvailability)
        p.line("@objc(\(names.handling))")
        p.line("\(access) protocol \(names.handling): NSObjectProtocol {")
        p.indented { p in
            p.line()
            if planned.handleIsRequired { render(handle(bare, names: names, optional: false), into: &p) }
            renderResolveMethods(planned, names: names, into: &p)
            renderOptionsMethods(planned, names: names, into: &p)
            render(
                MethodPair(
                    documentation: """
                        /*!
                         @abstract Confirmation method - Validate that this intent is ready for the next step (i.e. handling)
                         @discussion Called prior to asking the app to handle the intent. The app should return a response object that contains additional information about the intent, which may be relevant for the system to show the user prior to handling. If unimplemented, the system will assume the intent is valid, and will assume there is no additional information relevant to this intent.

                         @param  intent The input intent
                         @param  completion The response block contains a \(response) containing additional details about the intent that may be relevant for the system to show the user prior to handling.

                         @see \(response)
                         */
                        """,
                    renamed: "confirm(intent:)", selector: "confirm\(bare):completion:",
                    completionForm:
                        "optional func confirm(intent: \(className), completion: @escaping (\(response)) -> Swift.Void)",
                    asyncForm: "optional func confirm(intent: \(className)) async -> \(response)"),
                into: &p)
            if !planned.handleIsRequired { render(handle(bare, names: names, optional: true), into: &p) }
            renderDefaultAndDeprecatedMethods(planned, names: names, into: &p)
        }
        p.line("}")
    }

    /// The handle pair. Xcode documents an optional `handle` before its completion form; a
    /// required one like the other methods. A line of four spaces follows the completion form.
    func handle(_ bare: String, names: SiriKitIntentNames, optional: Bool) -> MethodPair {
        let word = optional ? "optional " : ""
        return MethodPair(
            documentation: """
                /*!
                 @abstract Handling method - Execute the task represented by the \(names.className) that's passed in
                 @discussion Called to actually execute the intent. The app must return a response for this intent.

                 @param  intent The input intent
                 @param  completion The response handling block takes a \(names.response) containing the details of the result of having executed the intent

                 @see  \(names.response)
                 */
                """,
            documentsCompletionHandler: optional, renamed: "handle(intent:)", selector: "handle\(bare):completion:",
            completionForm:
                "\(word)func handle(intent: \(names.className), completion: @escaping (\(names.response)) -> Swift.Void)",
            asyncForm: "\(word)func handle(intent: \(names.className)) async -> \(names.response)", separator: "    ")
    }

    private func renderResolveMethods(_ planned: PlannedIntent, names: SiriKitIntentNames, into p: inout CodePrinter) {
        let resolvable = planned.parameters.filter(\.definition.resolvable)
        guard !resolvable.isEmpty else { return }
        p.line(
            """
            /*!
             @abstract Resolution methods - Determine if this intent is ready for the next step (confirmation)
             @discussion Called to make sure the app extension is capable of handling this intent in its current form. This method is for validating if the intent needs any further fleshing out.

             @param  intent The input intent
             @param  completion The response block contains an INIntentResolutionResult for the parameter being resolved

             @see INIntentResolutionResult
             */
            """)
        let bare = planned.definition.name.value
        for parameter in resolvable {
            let method = Namer.resolveMethod(parameter.definition)
            let result =
                parameter.definition.isArray ? "[\(parameter.resolutionResult)]" : parameter.resolutionResult
            render(
                MethodPair(
                    availability: flavour.iOS13, renamed: "\(method)(for:)",
                    selector: "\(method)For\(bare):withCompletion:",
                    completionForm:
                        "func \(method)(for intent: \(names.className), with completion: @escaping (\(result)) -> Swift.Void)",
                    asyncForm: "func \(method)(for intent: \(names.className)) async -> \(result)"),
                into: &p)
        }
    }

    private func renderOptionsMethods(_ planned: PlannedIntent, names: SiriKitIntentNames, into p: inout CodePrinter) {
        let intent = planned.definition
        let dynamic = planned.parameters.filter(\.definition.hasDynamicOptions)
        guard !dynamic.isEmpty else { return }
        // Xcode documents the search term when a parameter is searchable.
        let searchLine =
            dynamic.contains(where: \.definition.supportsSearch) ? "\n @param  searchTerm The search term" : ""
        p.line(
            """
            /*!
             @abstract Dynamic options methods - provide options for the parameter at runtime
             @discussion Called to query dynamic options for the parameter and this intent in its current form.

             @param  intent The input intent\(searchLine)
             @param  completion The response block contains options for the parameter
             */
            """)
        let bare = intent.name.value
        for planned in dynamic {
            let parameter = planned.definition
            let method = Namer.optionsMethod(parameter)
            let collection = "INObjectCollection<\(types.optionsElementType(planned.type))>"
            let search = parameter.supportsSearch
            let searchParameter = search ? ", searchTerm: String?" : ""
            render(
                MethodPair(
                    availability: flavour.iOS14, renamed: "\(method)(for:\(search ? "searchTerm:" : ""))",
                    selector: "\(method)For\(bare):\(search ? "searchTerm:" : "")withCompletion:",
                    completionForm:
                        "func \(method)(for intent: \(names.className)\(searchParameter), with completion: @escaping (\(collection)?, Error?) -> Swift.Void)",
                    asyncForm:
                        "func \(method)(for intent: \(names.className)\(searchParameter)) async throws -> \(collection)"
                ),
                into: &p)
        }
    }

    private func renderDefaultAndDeprecatedMethods(
        _ planned: PlannedIntent, names: SiriKitIntentNames, into p: inout CodePrinter
    ) {
        let intent = planned.definition
        let dynamic = planned.parameters.filter(\.definition.hasDynamicOptions)
        guard !dynamic.isEmpty else { return }
        let bare = intent.name.value
        p.line(
            """
            /*!
             @abstract Default values for parameters with dynamic options
             @discussion Called to query the parameter default value.
             */
            """)
        for planned in dynamic {
            let parameter = planned.definition
            let method = Namer.defaultMethod(parameter)
            let type = types.defaultReturnType(planned.type, isArray: parameter.isArray)
            p.line(flavour.iOS14)
            p.line("@objc(\(method)For\(bare):)")
            p.line("optional func \(method)(for intent: \(names.className)) -> \(type)")
            p.line()
        }
        p.line(
            """
            /*!
             @abstract Deprecated dynamic options methods.
             */
            """)
        for planned in dynamic {
            let method = "provide\(planned.definition.name.value.upperFirst)Options"
            let element = types.valueType(planned.type)
            p.line("@available(iOS, introduced: 13.0, deprecated: 14.0, message: \"\")")
            p.line("@available(watchOS, introduced: 6.0, deprecated: 7.0, message: \"\")")
            p.line("@objc(\(method)For\(bare):withCompletion:)")
            p.line(
                "optional func \(method)(for intent: \(names.className), with completion: @escaping ([\(element)]?, Error?) -> Swift.Void)"
            )
            p.line()
        }
    }
}
