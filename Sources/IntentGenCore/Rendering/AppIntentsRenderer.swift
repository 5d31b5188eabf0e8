/// Renders App Intents code from the same definitions: an `AppIntent` struct per intent
/// (`WidgetConfigurationIntent` when widget-eligible, `CustomIntentMigratedAppIntent` when the
/// target also gets the SiriKit classes), an `AppEnum` per enum and an `AppEntity` per custom type.
///
/// Code the user writes — `perform()` bodies, entity queries, dynamic options — lives in separate
/// user-owned files, one per declaration, created only when missing: each generated declaration
/// compiles on its own, and the user's files only add extensions to it, so regenerating never
/// touches them and a new parameter never breaks them.
final class AppIntentsRenderer: Sendable {
    /// The planned declarations of the file, whose names and decisions the renderer only reads.
    let declarations: FileDeclarations
    let options: GenerationOptions
    /// The modules the file's built-in types live in beyond AppIntents and Foundation
    /// (CoreLocation for `CLPlacemark`, UniformTypeIdentifiers for iOS 18's file types), in a
    /// stable order: found once, for every file the renderer frames.
    private let typeModules: [String]

    init(_ declarations: FileDeclarations, options: GenerationOptions) {
        self.declarations = declarations
        self.options = options
        typeModules = Self.typeModules(of: declarations.file, options: options)
    }

    var file: DefinitionFile { declarations.file }

    static let banner = IntentsSwiftRenderer.banner
    static let availability = "@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)"
    /// What the file of an intent's `perform()` adds to the intent's name: `GoAppIntent+Perform.swift`.
    static let performSuffix = "+Perform"
    static let widgetAvailability = "@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)"
    static let openURLAvailability = "@available(iOS 18.0, macOS 15.0, watchOS 11.0, *)"
    /// `IntentParameterDependency`'s: of a query that reads an intent's parameters, and of what
    /// declares a value of its entity.
    static let dependencyAvailability = "@available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)"

    /// The availability of the declarations of a custom type's entity, its queries and the files
    /// that extend them: ``dependencyAvailability`` where the type needs iOS 17.
    func entityAvailability(_ type: TypeReference) -> String {
        declarations.needsIOS17(type) ? Self.dependencyAvailability : Self.availability
    }

    /// ``entityAvailability(_:)`` of a custom type's own declarations.
    func entityAvailability(_ planned: PlannedType) -> String {
        planned.needsIOS17 ? Self.dependencyAvailability : Self.availability
    }

    var access: String { options.visibility.rawValue }

    /// `nonisolated ` or nothing: see ``XcodeFlavour/appIntentsIsolation``.
    var isolation: String { XcodeFlavour(version: options.xcode).appIntentsIsolation }

    /// Every output of the file, generated files (regenerated every time) and user files
    /// (written once) apart: its name, what it is made from, and how to make its contents.
    /// The places of the file's outputs, generated and user-owned apart, in order: each
    /// intent's (its struct, then the user's `perform()`, options providers and parameter
    /// queries), then each enum's, then each custom type's.
    func outputs() -> (generated: [OutputPlace], user: [OutputPlace]) {
        var generated: [OutputPlace] = []
        var user: [OutputPlace] = []
        for (position, intent) in declarations.intents.enumerated() {
            generated.append(OutputPlace(Output.intent, position))
            if intent.needsPerform, intent.definition.appIntentSettings.userFile?.value != false {
                user.append(OutputPlace(Output.perform, position))
            }
            for (member, parameter) in intent.parameters.enumerated()
            where parameter.declaresOptionsProvider && parameter.optionsProvider != nil {
                user.append(OutputPlace(Output.optionsProvider, position, member: member))
            }
            for (member, parameter) in intent.parameters.enumerated() where parameter.defaultQuery != nil {
                user.append(OutputPlace(Output.parameterQuery, position, member: member))
            }
        }
        generated += declarations.enums.indices.map { OutputPlace(Output.enumeration, $0) }
        for (position, item) in declarations.types.enumerated() {
            generated.append(OutputPlace(Output.entity, position))
            user.append(OutputPlace(Output.query, position))
            if case .custom? = item.definition.display { user.append(OutputPlace(Output.display, position)) }
        }
        return (generated, user)
    }

    // MARK: Frames

    /// See ``typeModules``.
    private static func typeModules(of file: DefinitionFile, options: GenerationOptions) -> [String] {
        // By position, so that no intent or type is copied (each holds dozens of references).
        var modules = Set<String>()
        for intent in file.intents.indices {
            for parameter in file.intents[intent].parameters.indices {
                if let module = file.intents[intent].parameters[parameter].type.value.traits?.appIntentsModule {
                    modules.insert(module)
                }
            }
        }
        for type in file.types.indices {
            for property in file.types[type].properties.indices {
                if let module = file.types[type].properties[property].type.value.traits?.appIntentsModule {
                    modules.insert(module)
                }
            }
        }
        if usesContentTypes(file, options: options) { modules.insert("UniformTypeIdentifiers") }
        return modules.sorted()
    }

    func frame(_ name: String, banner: String, _ body: (inout CodePrinter) -> Void) -> OutputText {
        let modules = typeModules
        let imports =
            ["AppIntents"] + modules.filter { $0 < "Foundation" } + ["Foundation"]
            + modules.filter { $0 > "Foundation" }
        return .swiftFile(
            name, banner: banner, source: file, condition: "canImport(AppIntents)", imports: imports, body)
    }

    static let userBanner =
        "Created by intentgen for you to fill in. intentgen writes this file only when it is missing."

    // MARK: Types

    /// The Swift type of one value in App Intents.
    func valueType(_ type: TypeReference) -> String { declarations.appIntentsType(type) }

    // MARK: Enums

    func renderEnum(_ planned: PlannedEnum) -> OutputText {
        let definition = planned.definition
        let name = planned.appEnum
        return frame(name, banner: Self.banner) { p in
            p.line(Self.availability)
            p.line("\(access) enum \(name): \(definition.appEnumRawType.swiftType), AppEnum {")
            p.indented { p in
                for enumCase in definition.cases {
                    p.line("case `\(enumCase.name.value)`" + rawValueClause(enumCase, of: definition))
                }
                p.line()
                renderPersistentIdentifier(definition.appIntents, into: &p)
                p.line(
                    "\(access) static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \(localized(definition.displayName)))"
                )
                p.line("\(access) static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [")
                p.indented { p in
                    for enumCase in definition.cases {
                        p.line(".`\(enumCase.name.value)`: \(caseRepresentation(enumCase, of: definition)),")
                    }
                }
                p.line("]")
            }
            p.line("}")
        }
    }

    /// A generated shell after a blank line: a plain `Sendable` struct whose members (and the
    /// conformance that needs them) are the user's, in the file of its name.
    func renderShell(
        _ name: String, doc: String, file: String? = nil, persistentIdentifier: String? = nil,
        availability: String = AppIntentsRenderer.availability, dependencies: [(QueryDependency, intent: String)] = [],
        into p: inout CodePrinter
    ) {
        p.line()
        p.line("/// \(doc) Its members are yours, in \(file ?? name).swift.")
        p.line(availability)
        p.line("\(isolation)\(access) struct \(name): Sendable {")
        if let persistentIdentifier {
            // The conformance the user's file adds (`EntityQuery`) takes its identity from here.
            p.line("    \(access) static let persistentIdentifier = \(literal(persistentIdentifier))")
            p.line()
        }
        // Stored, so the user's extension could not declare them.
        for (dependency, intent) in dependencies {
            let keyPaths = dependency.parameters.map { "\\.$\($0.value)" }.joined(separator: ", ")
            p.line("    @IntentParameterDependency<\(intent)>(\(keyPaths))")
            p.line("    \(access) var \(dependency.name.value)")
            p.line()
        }
        p.line("    \(access) init() {}")
        p.line("}")
    }

    // MARK: Intents

    func renderIntent(_ planned: PlannedIntent) -> OutputText {
        let intent = planned.definition
        let name = planned.appIntent
        // What the intent is first (an action, a control's), then what else the system may do with it.
        var conformances = ["AppIntent"] + controlConformances(planned)
        if intent.eligibleForWidgets { conformances.append("WidgetConfigurationIntent") }
        // The plan migrates only intents with a SiriKit class.
        let migratedClass = planned.intentClassName
        if migratedClass != nil { conformances.append("CustomIntentMigratedAppIntent") }
        let predictable = planned.isPredictable
        if predictable { conformances.append("PredictableIntent") }
        conformances += intent.appIntentSettings.conformances.map(\.value)
        let availability = intentAvailability(planned)
        return frame(name, banner: Self.banner) { p in
            p.line(availability)
            p.line("\(access) struct \(name): \(conformances.joined(separator: ", ")) {")
            p.indented { p in
                if let className = migratedClass {
                    p.line("\(access) static let intentClassName = \(literal(className))")
                    p.line()
                }
                renderPersistentIdentifier(intent.appIntents, into: &p, blankAfter: true)
                p.line(
                    "\(access) static let title: LocalizedStringResource = \(localized(intent.title))"
                )
                if let description = intent.description {
                    p.line(
                        "\(access) static let description = IntentDescription(\(localized(description)))"
                    )
                }
                if intent.openAppWhenRun { renderLaunchModes(into: &p) }
                if !planned.isDiscoverable { p.line("\(access) static let isDiscoverable = false") }
                if let policy = intent.appIntentSettings.authenticationPolicy?.value {
                    p.line(
                        "\(access) static let authenticationPolicy: IntentAuthenticationPolicy = .\(policy.rawValue)")
                }
                for parameter in planned.parameters {
                    p.line()
                    p.line(parameterAttribute(parameter))
                    p.line("\(access) var \(parameter.definition.name.value): \(parameterType(parameter))")
                }
                if let summary = parameterSummaryLines(planned) {
                    p.line()
                    p.line("\(access) static var parameterSummary: some ParameterSummary {")
                    for line in summary { p.line("    " + line) }
                    p.line("}")
                }
                if predictable { renderPrediction(planned, into: &p) }
                if let url = intent.opensURL {
                    // The definition's URL was checked to be absolute, so `URL(string:)` succeeds.
                    p.line()
                    p.line("\(access) func perform() async throws -> some IntentResult & OpensIntent {")
                    p.line("    .result(opensIntent: OpenURLIntent(URL(string: \(literal(url.value)))!))")
                    p.line("}")
                }
                p.line()
                p.line("\(access) init() {}")
            }
            p.line("}")
            for parameter in planned.parameters where parameter.declaresOptionsProvider {
                guard let provider = parameter.optionsProvider else { continue }
                renderShell(provider, doc: "The options of \(optionsProviderUsers(provider)).", into: &p)
            }
            renderParameterQueryShells(planned, into: &p)
        }
    }

    /// Parameters with a static default are non-optional, the rest optional, unless the
    /// definition says (`optional:`).
    func parameterType(_ planned: PlannedParameter) -> String {
        if planned.isControlValue { return "Bool" }
        let single = valueType(planned.type)
        let optional = planned.definition.appIntents.optional?.value ?? !hasStaticDefault(planned)
        return (planned.definition.isArray ? "[\(single)]" : single) + (optional ? "?" : "")
    }

    /// A static default is written (and the property non-optional) unless an options provider
    /// supplies the values: App Intents takes the default from the provider then.
    private func hasStaticDefault(_ planned: PlannedParameter) -> Bool {
        planned.optionsProvider == nil && staticDefaultLiteral(planned) != nil
    }

    /// The Swift expression of a parameter's static default: one value, or an array literal of a
    /// list default; nil without one. (A duration's is spelled by
    /// ``durationArguments(defaultSeconds:unit:)`` instead.)
    private func staticDefaultLiteral(_ planned: PlannedParameter) -> String? {
        switch planned.definition.defaultValue {
        case .value(let value)?: return defaultLiteral(value, for: planned)
        case .values(let values, _)?:
            // An element is a value, not `URL?`: the URL was checked to be absolute, so
            // `URL(string:)` succeeds.
            let literals = values.compactMap { value in
                defaultLiteral(value, for: planned).map { literal in
                    if case .url = value.value { return literal + "!" }
                    return literal
                }
            }
            return literals.count == values.count ? "[" + literals.joined(separator: ", ") + "]" : nil
        case .dynamic?, nil: return nil
        }
    }

    func parameterAttribute(_ planned: PlannedParameter) -> String {
        let parameter = planned.definition
        let title = localized(parameter.displayName)
        var arguments = ["title: \(title)"]
        let settings = parameter.appIntents
        if let description = settings.description {
            arguments.append("description: " + localized(description))
        }
        let type = parameter.type.value
        let metadata = parameter.metadata
        if type.traits?.appIntentsDefault == .durationInSeconds {
            // App Intents' duration initialiser takes the default in its unit.
            var seconds: Double? = nil
            if hasStaticDefault(planned), case .value(let value)? = parameter.defaultValue,
                case .number(let number) = value.value
            {
                seconds = number
            }
            arguments += durationArguments(defaultSeconds: seconds, unit: metadata.defaultUnit)
        } else if planned.optionsProvider == nil, let literal = staticDefaultLiteral(planned) {
            arguments.append("default: \(literal)")
        }
        arguments += metadataArguments(parameter)
        if type.traits?.appIntentsRange == true {
            if let control = metadata.control?.value {
                // App Intents has no slider for integers.
                let style = isIntegral(type) && control == .slider ? "stepper" : control.rawValue
                arguments.append("controlStyle: .\(style)")
            }
            if let minimum = metadata.minimum?.value, let maximum = metadata.maximum?.value {
                arguments.append("inclusiveRange: (\(number(minimum, for: type)), \(number(maximum, for: type)))")
            }
        }
        if parameter.isArray, planned.type.isObject, !parameter.arraySizes.isEmpty {
            // Before `inputConnectionBehavior:`; this initialiser takes no dialogs (the validator
            // refuses them).
            let sizes = parameter.arraySizes.map { ".\(Self.widgetFamily($0.family)): \($0.size)" }
            arguments.append("size: [\(sizes.joined(separator: ", "))]")
        }
        arguments += requestArguments(parameter)
        if let provider = planned.optionsProvider {
            arguments.append("optionsProvider: \(provider)()")
        }
        // Last, as Apple's initialisers take it (after `size:` for an array).
        if let query = planned.defaultQuery {
            arguments.append("query: \(query)()")
        }
        return "@Parameter(\(arguments.joined(separator: ", ")))"
    }

    /// WidgetKit's name for a family: `medium` → `systemMedium`.
    static func widgetFamily(_ family: WidgetFamily) -> String {
        family.rawValue.hasPrefix("accessory") ? family.rawValue : "system" + family.rawValue.upperFirst
    }

    /// The Swift expression of a static default (a duration's is spelled by
    /// ``durationArguments(defaultSeconds:unit:)``); nil for a case name of a type that is not an
    /// enum.
    private func defaultLiteral(_ value: StaticDefault, for planned: PlannedParameter) -> String? {
        switch value.value {
        case .text(let text): return literal(text)
        case .integer(let integer): return String(integer)
        case .boolean(let boolean): return boolean ? "true" : "false"
        case .url(let text): return "URL(string: \(literal(text)))"
        case .number(let number): return self.number(number, for: .decimal)
        case .enumCase(let name): return planned.type.isEnum ? ".`\(name)`" : nil
        }
    }

    /// Whether values of the type are whole numbers (Swift `Int`).
    private func isIntegral(_ type: ValueType) -> Bool { type.traits?.staticDefault == .integer }

    func number(_ value: Double, for type: ValueType) -> String {
        if isIntegral(type) { return String(Int(value)) }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
    }

    /// A Swift string literal of `text`: see ``Swift/String/swiftLiteral``.
    func literal(_ text: String) -> String { text.swiftLiteral }

    /// `Run ${script} now` → `"Run \(\.$script) now"`.
    func summaryLiteral(_ text: String) -> String {
        var body = String(literal(text).dropFirst().dropLast())
        for name in SwiftNames.placeholders(in: text) {
            body = body.replacingEvery("${\(name)}", with: "\\(\\.$\(name))")
        }
        return "\"" + body + "\""
    }

    // MARK: User files

    func renderPerformSkeleton(_ planned: PlannedIntent) -> OutputText {
        let intent = planned.definition
        let name = planned.appIntent
        return frame(name + Self.performSuffix, banner: Self.userBanner) { p in
            p.line(intentAvailability(planned))
            p.line("extension \(name) {")
            p.indented { p in
                if let output = planned.outputProperty {
                    // The response's output is the result's value. It is optional until the body
                    // has one, as Xcode's conversion declares it for a SiriKit output (`String?`);
                    // an array is empty instead.
                    let single = valueType(output.type)
                    let (value, none) = output.definition.isArray ? ("[\(single)]", "[]") : (single + "?", "nil")
                    p.line("\(access) func perform() async throws -> some IntentResult & ReturnsValue<\(value)> {")
                    p.line(
                        "    // TODO: Perform \(intent.title.text.commentSafe) and return its \(output.definition.name.value.commentSafe)."
                    )
                    p.line("    return .result(value: \(none))")
                } else {
                    p.line("\(access) func perform() async throws -> some IntentResult {")
                    p.line("    // TODO: Perform \(intent.title.text.commentSafe).")
                    p.line("    return .result()")
                }
                p.line("}")
            }
            p.line("}")
        }
    }

    func renderOptionsProviderSkeleton(_ parameter: PlannedParameter, provider: String, hasDefault: Bool)
        -> OutputText
    {
        let value = valueType(parameter.type)
        return frame(provider, banner: Self.userBanner) { p in
            p.line(Self.availability)
            p.line("\(isolation)extension \(provider): DynamicOptionsProvider {")
            p.indented { p in
                p.line("\(access) func results() async throws -> [\(value)] {")
                p.line(
                    "    // TODO: Return the \(parameter.definition.displayName.text.lowercased().commentSafe) to choose from."
                )
                p.line("    return []")
                p.line("}")
                if hasDefault {
                    p.line()
                    p.line("\(access) func defaultResult() async -> \(value)? {")
                    p.line("    // TODO: Return the value a new configuration starts with.")
                    p.line("    return nil")
                    p.line("}")
                }
            }
            p.line("}")
        }
    }
}

extension String {
    /// Foundation-free replacement of every occurrence of `target`.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        // Most texts do not have the target's first byte at all: no search then.
        guard let first = target.utf8.first, containsUTF8Byte(where: { $0 == first }) else { return self }
        // In ASCII texts the characters are the bytes, but for `\r\n`: an ASCII target that
        // neither begins with its `\n` nor ends with its `\r` matches where its bytes do, and is
        // replaced on the bytes, without the search by characters.
        if first != UInt8(ascii: "\n"), target.utf8.last != UInt8(ascii: "\r"), target.isASCII, isASCII {
            return replacingASCII(target, with: replacement)
        }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// ``replacingEvery(_:with:)`` on the bytes of an ASCII text, from the left, matches not
    /// overlapping.
    private func replacingASCII(_ target: String, with replacement: String) -> String {
        var text = self
        var target = target
        return text.withUTF8 { bytes in
            target.withUTF8 { pattern in
                var result: [UInt8] = []
                result.reserveCapacity(bytes.count)
                var index = 0
                while index < bytes.count {
                    let end = index + pattern.count
                    if bytes[index] == pattern[0], end <= bytes.count,
                        UnsafeBufferPointer(rebasing: bytes[index..<end]).elementsEqual(pattern)
                    {
                        result.append(contentsOf: replacement.utf8)
                        index = end
                    } else {
                        result.append(bytes[index])
                        index += 1
                    }
                }
                return String(decoding: result, as: UTF8.self)
            }
        }
    }
}
