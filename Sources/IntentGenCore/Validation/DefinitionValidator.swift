/// The validate stage: checks what the decoder cannot see from one key alone — names,
/// references, defaults against types, options, relationships and placeholders.
public struct DefinitionValidator: Sendable {
    /// How many intents of a file one part of its validation takes (the last part may take fewer).
    static let intentsPerPart = 64

    public init() {}

    /// Each file's checks, and the names every file generates checked together, are independent
    /// work run on every core; their problems are taken in that order, as if run one after another.
    public func validate(_ files: [DefinitionFile], diagnostics: any DiagnosticCollector) -> ValidatedDefinitions {
        let index = CrossFileIndex(files)
        let resolvers = files.map(ReferenceResolver.init)
        let references = ReferenceResolver.references(of: resolvers)
        let resolved = zip(files, references).map { ResolvedFile(file: $0, references: $1) }
        let limit = diagnostics.workLimit
        // Each file is validated in parts of a few dozen intents, so that a large file's parts
        // share the cores with the names of every file, the largest single piece of work, which
        // goes first; the problems are taken in the files' order, the names' after them.
        let parts = Concurrently.runs(of: files.map(\.intents.count), length: Self.intentsPerPart)
        let work = Concurrently.map(parts.count + 1) {
            task -> (problems: DiagnosticBag, declarations: [FileDeclarations]?) in
            let bag = DiagnosticBag(limit: limit)
            guard task > 0 else {
                // Without a prefix and for every output; the planning step checks again with the target's.
                let declarations = OutputNames.declarations(of: resolved, options: .anyTarget)
                OutputNames.checkTypeNames(declarations, options: .anyTarget, diagnostics: bag)
                return (bag, declarations)
            }
            let (file, intents) = parts[task - 1]
            FileValidation(
                resolver: resolvers[file], references: references[file], position: file, allFiles: files,
                index: index, diagnostics: bag
            )
            .run(
                intentsIn: intents, isFirst: intents.lowerBound == 0,
                isLast: intents.upperBound == files[file].intents.count)
            return (bag, nil)
        }
        for piece in work.dropFirst() { diagnostics.absorb(piece.problems) }
        diagnostics.absorb(work[0].problems)
        return ValidatedDefinitions(files: files, references: references, declarations: work[0].declarations)
    }
}

/// Validation of one file.
struct FileValidation {
    /// The file's names, and what they refer to.
    let resolver: ReferenceResolver
    var file: DefinitionFile { resolver.file }
    /// What the file's names refer to, by position, as the stages after validation read it.
    let references: FileReferences
    /// The file's place in `allFiles`.
    let position: Int
    let allFiles: [DefinitionFile]
    let index: CrossFileIndex
    let diagnostics: any DiagnosticCollector

    func run() {
        run(intentsIn: file.intents.indices, isFirst: true, isLast: true)
    }

    /// One part of ``run()``: the enums and types when it is the first part, the intents in
    /// `range`, and what the file declares besides when it is the last. The parts of a file,
    /// run in order, report what the whole run reports, in the same order.
    func run(intentsIn range: Range<Int>, isFirst: Bool, isLast: Bool) {
        if isFirst {
            for definition in file.enums { validateEnum(definition) }
            for definition in file.types { validateType(definition) }
        }
        for position in range { validateIntent(file.intents[position], references.intents[position]) }
        guard isLast else { return }
        validateIntentNamesApart()
        for intent in file.intents { validateShortcut(of: intent) }
        for intent in file.systemIntents { validateSystemIntent(intent) }
        for (position, widget) in file.widgets.enumerated() { validateWidget(widget, at: position) }
        for (position, control) in file.controls.enumerated() { validateControl(control, at: position) }
        validateAppIntentsSettings()
        validateXcodeIdentity()
    }

    // MARK: Names

    /// An intent may not have the name of an enum or type of its file: the keys of Xcode's ids
    /// and tags name a member by its owner's name (`Item.size` is a parameter of intent `Item`
    /// and a property of type `Item`), so export would give their texts one localization id, and
    /// one translation would show for both.
    private func validateIntentNamesApart() {
        var declared: [String: (what: String, location: SourceLocation)] = [:]
        for definition in file.enums { declared[definition.name.value] = ("enum", definition.name.location) }
        for definition in file.types { declared[definition.name.value] = ("type", definition.name.location) }
        for intent in file.intents {
            guard let other = declared[intent.name.value] else { continue }
            let name = intent.name.value
            diagnostics.emit(
                .error(
                    .duplicateName,
                    "intent `\(name)` has the name of \(other.what) `\(name)`: Xcode's localization ids and tags of their members would share keys (`\(name).<member>`), and one translation would show for both",
                    at: intent.name.location,
                    hint:
                        "rename the intent; \(DefinitionKey.className.quoted(intent.className?.value ?? name + "Intent")) keeps its class",
                    notes: [Diagnostic.Note("the \(other.what)", at: other.location)]))
        }
    }

    enum NameKind {
        case typeName, memberName, caseName
    }

    /// A member name already taken in the type it is generated into, and what takes it.
    struct ReservedNames {
        var names: Set<String>
        /// Says where, for messages: "the generated class's superclass".
        var owner: String

        static let none = ReservedNames(names: [], owner: "")
        static let intent = ReservedNames(
            names: SwiftNames.intentMembers, owner: "`INIntent`, the generated class's superclass")
        static let object = ReservedNames(
            names: SwiftNames.objectMembers, owner: "`INObject`, the generated class's superclass")
        static let response = ReservedNames(
            names: SwiftNames.responseMembers, owner: "`INIntentResponse`, the generated class's superclass")
    }

    /// Why a word is not a valid name in its position.
    enum NameProblem {
        case notIdentifier
        case wrongCase(upper: Bool)
        case keyword
        case reserved(by: String)

        var description: String {
            switch self {
            case .notIdentifier: "is not a valid Swift identifier"
            case .wrongCase(let upper): "must start with \(upper ? "an upper" : "a lower")-case letter"
            case .keyword: "is a Swift keyword"
            case .reserved(let owner): "is already a member of \(owner)"
            }
        }
    }

    /// The names that are valid in the position of `kind`, for suggestions: a declared name that
    /// is itself invalid (a keyword, `Self`) is never offered.
    static func validNames(_ names: [String], kind: NameKind) -> [String] {
        names.filter { problem(with: $0, kind: kind, reserved: .none) == nil }
    }

    /// The problem with `value` as a name of `kind`, or nil when it is a valid one.
    static func problem(with value: String, kind: NameKind, reserved: ReservedNames) -> NameProblem? {
        guard SwiftNames.isIdentifier(value) else { return .notIdentifier }
        switch kind {
        // Parameters, properties and codes keep the case they are written in, as in Xcode (a
        // parameter `Album` is `intent.Album` in handlers); Xcode writes enum cases lower-case.
        case .typeName where !(value.first?.isUppercase ?? false): return .wrongCase(upper: true)
        case .caseName where !(value.first?.isLowercase ?? false),
            .memberName where !(value.first?.isLetter ?? false):
            return .wrongCase(upper: false)
        default: break
        }
        // Cases are written with backticks, so keywords are fine there.
        if kind != .caseName, SwiftNames.keywords.contains(value) { return .keyword }
        if reserved.names.contains(value) { return .reserved(by: reserved.owner) }
        return nil
    }

    @discardableResult
    func checkName(_ name: Located<String>, _ what: String, kind: NameKind, reserved: ReservedNames = .none) -> Bool {
        let value = name.value
        if value.utf8.count > DefinitionLimits.nameBytes {
            diagnostics.emit(
                .error(
                    .limit,
                    "\(what) is \(value.utf8.count) bytes long, more than the limit of \(DefinitionLimits.nameBytes)",
                    at: name.location, hint: "names become Swift identifiers and file names; choose a shorter one"))
            return false
        }
        guard let problem = Self.problem(with: value, kind: kind, reserved: reserved) else { return true }
        let hint: String?
        switch problem {
        case .notIdentifier:
            hint = "use letters, digits and `_`, starting with a letter"
        case .wrongCase(let upper):
            // Suggest the other case only when that is a valid name here (`self` → `Self` is a keyword).
            let flipped = (upper ? value.prefix(1).uppercased() : value.prefix(1).lowercased()) + value.dropFirst()
            hint =
                Self.problem(with: flipped, kind: kind, reserved: reserved) == nil
                ? "did you mean `\(flipped)`?" : "choose another name"
        case .keyword:
            hint = nil
        case .reserved:
            hint = "choose another name"
        }
        diagnostics.emit(
            .error(.invalidName, "\(what) `\(value)` \(problem.description)", at: name.location, hint: hint))
        return false
    }

    // MARK: Enums and types

    func validateEnum(_ definition: EnumDefinition) {
        checkName(definition.name, "enum", kind: .typeName)
        var indices: [Int: EnumCase] = [:]
        let hasUnknown = definition.unknown != nil
        // A declared `unknown` at index 0 is the zero case Xcode's editor makes (its export is that
        // row), so it does not count as a case of the enum's own.
        let ownCases = definition.cases.filter { !($0.name.value == "unknown" && $0.index == 0) }
        if !hasUnknown, ownCases.isEmpty, let only = definition.cases.first {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "enum `\(definition.name.value)` has no case besides `unknown`, the case at index 0; an enum needs one",
                    at: only.name.location, hint: "declare the enum's values as cases"))
        }
        for enumCase in definition.cases {
            if hasUnknown, enumCase.name.value == "unknown" {
                diagnostics.emit(
                    .error(
                        .invalidName, "`unknown` is the case every enum has with index 0; it cannot be declared",
                        at: enumCase.name.location,
                        hint:
                            "remove it, or give the case another name (or say \(DefinitionKey.unknown.quoted("false")) and declare it)"
                    ))
                continue
            }
            checkName(enumCase.name, "enum case", kind: .caseName)
            let location = enumCase.indexLocation ?? enumCase.name.location
            if enumCase.index < 0 || (hasUnknown && enumCase.index == 0) {
                diagnostics.emit(
                    .error(
                        .invalidValue, "case `\(enumCase.name.value)` has index \(enumCase.index); indices start at 1",
                        at: location,
                        hint:
                            "index 0 belongs to the implicit `unknown` case; an enum with \(DefinitionKey.unknown.quoted("false")) may use it"
                    ))
            } else if let other = indices[enumCase.index] {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "cases `\(other.name.value)` and `\(enumCase.name.value)` of enum `\(definition.name.value)` both have index \(enumCase.index)",
                        at: location, hint: "give one of them an explicit, unused \(DefinitionKey.index.quoted)",
                        notes: [.init("`\(other.name.value)` is declared here", at: other.name.location)]))
            } else {
                indices[enumCase.index] = enumCase
            }
        }
    }

    func validateType(_ definition: ObjectTypeDefinition) {
        checkName(definition.name, "type", kind: .typeName)
        for property in definition.properties {
            checkProperty(property, "property", reserved: .object)
        }
    }

    func checkProperty(_ property: PropertyDefinition, _ what: String, reserved: ReservedNames) {
        checkName(property.name, what, kind: .memberName, reserved: reserved)
        _ = resolve(property.type)
        checkMetadata(property.metadata, keys: property.metadataKeys, type: property.type.value)
    }

    // MARK: References

    /// Checks that a named type exists in this file; built-in types always do.
    @discardableResult
    func resolve(_ type: Located<ValueType>) -> Bool {
        guard case .undeclared(let name) = resolver.type(type.value) else { return true }
        if let declaring = index.declaringFile[name], allFiles[declaring].path != file.path {
            let other = allFiles[declaring]
            diagnostics.emit(
                .error(
                    .undefinedReference, "`\(name)` is declared in \(other.path), not in this file", at: type.location,
                    hint:
                        "intents can only use enums and types of their own file, as in an .intentdefinition; move or copy `\(name)` here"
                ))
            return false
        }
        let candidates =
            Self.validNames(file.enums.map(\.name.value) + file.types.map(\.name.value), kind: .typeName)
            + ValueType.builtins.map(\.description)
        diagnostics.emit(
            .error(
                .undefinedReference, "no enum or type named `\(name)` is declared in this file", at: type.location,
                hint: Suggestions.hint(for: name, in: candidates)
                    ?? ValueType.builtinMeant(by: name).map { "did you mean the built-in type `\($0)`?" }
                    ?? "declare it under \(DefinitionKey.enums.quoted) or \(DefinitionKey.types.quoted)"))
        return false
    }

    func isEnum(_ type: ValueType) -> EnumDefinition? { resolver.enumeration(type) }

    func isObject(_ type: ValueType) -> Bool { resolver.type(type).isObject }

    // MARK: Intents

    func validateIntent(_ intent: IntentDefinition, _ references: IntentReferences) {
        let what = "intent `\(intent.name.value)`"
        if checkName(intent.name, "intent", kind: .typeName), intent.className == nil,
            intent.name.value.hasSuffix("Intent")
        {
            diagnostics.emit(
                .warning(
                    .invalidName, "the Swift class of intent `\(intent.name.value)` will be `\(intent.swiftClassName)`",
                    at: intent.name.location,
                    hint: "Xcode appends `Intent` to the name; name it `\(intent.name.value.dropLast(6))` instead"))
        }
        if let className = intent.className { checkName(className, "class name", kind: .typeName) }
        let parameterNames = intent.parameters.map(\.name.value)
        for (position, parameter) in intent.parameters.enumerated() {
            validateParameter(
                parameter, earlier: intent.parameters[..<position], parent: references.visibleWhenParents[position],
                in: intent)
        }
        for reference in [intent.keyParameter, intent.inputParameter].compactMap({ $0 })
        where !parameterNames.contains(reference.value) {
            diagnostics.emit(
                .error(
                    .undefinedReference, "\(what) has no parameter `\(reference.value)`", at: reference.location,
                    hint: Self.parameterHint(for: reference.value, in: parameterNames)))
        }
        if let url = intent.opensURL, !isAbsoluteURL(url.value) {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "\(DefinitionKey.opensURL.quoted) must be an absolute URL such as `myapp://home`, not `\(url.value)`",
                    at: url.location))
        }
        validateSummaries(
            intent.summaries.map { ($0.parameters, [$0.title, $0.subtitle].compactMap { $0 }, $0.location) },
            parameters: parameterNames, kind: "summaries", in: what)
        validateSummaries(
            (intent.shortcutsSummaries ?? []).map {
                ($0.parameters, [$0.title, $0.subtitle].compactMap { $0 }, $0.location)
            },
            parameters: parameterNames, kind: "Shortcuts summaries", in: what)
        validateResponse(intent.response, in: what)
    }

    func validateParameter(
        _ parameter: ParameterDefinition, earlier: ArraySlice<ParameterDefinition>, parent: Int?,
        in intent: IntentDefinition
    ) {
        let what = "parameter `\(parameter.name.value)`"
        checkName(parameter.name, "parameter", kind: .memberName, reserved: .intent)
        let resolved = resolve(parameter.type)
        let type = parameter.type.value
        let enumDefinition = isEnum(type)
        checkMetadata(parameter.metadata, keys: parameter.metadataKeys, type: type)

        // Options and search.
        if let options = parameter.options {
            switch options.value {
            case .dynamic
            where !LanguageRules.typesWithDynamicOptions.contains(where: { $0 == type }) && !isObject(type) && resolved:
                diagnostics.emit(
                    .error(
                        .invalidOptions, "\(what) of type `\(type)` cannot have dynamic options", at: options.location,
                        hint: enumDefinition != nil
                            ? "an enum's options are its cases; remove \(DefinitionKey.options.quoted)"
                            : "dynamic options are possible for " + Self.dynamicOptionsTypesDescription))
            case .static where enumDefinition == nil && resolved:
                diagnostics.emit(
                    .error(
                        .invalidOptions, "\(what) of type `\(type)` cannot have static options", at: options.location,
                        hint:
                            "static options are an enum's cases; use an enum type, or \(DefinitionKey.options.quoted("dynamic"))"
                    ))
            default:
                break
            }
        }
        if let search = parameter.search, search.value, !parameter.hasDynamicOptions {
            diagnostics.emit(
                .error(
                    .invalidOptions, "\(what) has \(DefinitionKey.search.quoted("true")) but no dynamic options",
                    at: search.location,
                    hint: "add \(DefinitionKey.options.quoted("dynamic"))"))
        }

        // Defaults.
        switch parameter.defaultValue {
        case .dynamic(let location)?:
            if !parameter.hasDynamicOptions {
                diagnostics.emit(
                    .error(
                        .invalidDefault, "\(what) has a dynamic default but no dynamic options", at: location,
                        hint:
                            "the handler's `default\(parameter.name.value.prefix(1).uppercased() + parameter.name.value.dropFirst())` exists only with \(DefinitionKey.options.quoted("dynamic"))"
                    ))
            }
        case .value(let value)?:
            if resolved { checkStaticDefault(value, for: parameter, enumDefinition: enumDefinition) }
        case .values(let values, _)?:
            guard resolved else { break }
            for value in values { checkStaticDefault(value, for: parameter, enumDefinition: enumDefinition) }
        case nil:
            break
        }

        // Relationship.
        if let relationship = parameter.visibleWhen {
            checkRelationship(relationship, of: parameter, earlier: earlier, parent: parent, in: intent)
        }
        for reason in parameter.unsupportedReasons {
            checkName(reason.code, "unsupported reason", kind: .memberName)
        }
    }

    static let dynamicOptionsTypesDescription =
        LanguageRules.typesWithDynamicOptions.map { "`\($0)`" }.joined(separator: ", ") + " and custom types"

    /// Checks what the decoder could not: a number against the type's bounds, a case name against
    /// the enum, and that a custom type takes no static default.
    func checkStaticDefault(
        _ value: StaticDefault, for parameter: ParameterDefinition, enumDefinition: EnumDefinition?
    ) {
        let what = "the default of parameter `\(parameter.name.value)`"
        func fail(_ message: String, hint: String? = nil) {
            diagnostics.emit(.error(.invalidDefault, message, at: value.location, hint: hint))
        }
        let metadata = parameter.metadata
        func checkRange(_ number: Double) {
            if let minimum = metadata.minimum, number < minimum.value {
                fail("\(what) is \(value.written), below the minimum \(format(minimum.value))")
            } else if let maximum = metadata.maximum, number > maximum.value {
                fail("\(what) is \(value.written), above the maximum \(format(maximum.value))")
            }
        }
        switch value.value {
        case .integer(let integer):
            checkRange(Double(integer))
        case .number(let number):
            checkRange(number)
            // `allowsNegative` applies to decimals only (the type catalogue's metadata list).
            if number < 0, metadata.allowsNegative == false {
                fail("\(what) is negative, but `allowsNegative` is false")
            }
        case .enumCase(let name):
            if let enumDefinition {
                let names = enumDefinition.cases.map(\.name.value)
                if !names.contains(name) {
                    fail(
                        "`\(name)` is not a case of enum `\(enumDefinition.name.value)`",
                        hint: Suggestions.hint(for: name, in: Self.validNames(names, kind: .caseName))
                            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", "))
                }
            } else {
                fail(
                    "parameter `\(parameter.name.value)` of type `\(parameter.type.value)` cannot have a static default",
                    hint: parameter.hasDynamicOptions
                        ? "use \(DefinitionKey.default.quoted("dynamic"))"
                        : "add \(DefinitionKey.options.quoted("dynamic")) and use \(DefinitionKey.default.quoted("dynamic"))"
                )
            }
        case .text, .boolean, .url:
            break
        }
    }

    func checkRelationship(
        _ relationship: Relationship, of parameter: ParameterDefinition, earlier: ArraySlice<ParameterDefinition>,
        parent: Int?, in intent: IntentDefinition
    ) {
        let name = relationship.parent.value
        // `parent` is the first parameter of the name (``IntentReferences/visibleWhenParents``).
        guard let position = parent, earlier.indices.contains(position) else {
            let later = parent != nil
            diagnostics.emit(
                .error(
                    .undefinedReference,
                    name == parameter.name.value
                        ? "parameter `\(name)` cannot depend on itself"
                        : later
                            ? "parameter `\(parameter.name.value)` depends on `\(name)`, which is declared after it"
                            : "\(DefinitionKey.visibleWhen.quoted) names `\(name)`, which is not a parameter of intent `\(intent.name.value)`",
                    at: relationship.parent.location,
                    hint: later && name != parameter.name.value
                        ? "declare `\(name)` before `\(parameter.name.value)`"
                        : Suggestions.hint(for: name, in: Self.validNames(earlier.map(\.name.value), kind: .memberName))
                ))
            return
        }
        let parent = earlier[position]
        guard case .equals(let value) = relationship.condition else { return }
        let location = relationship.conditionLocation ?? relationship.parent.location
        if let enumDefinition = isEnum(parent.type.value), !parent.isArray {
            let names = enumDefinition.cases.map(\.name.value)
            if !names.contains(value.text) {
                diagnostics.emit(
                    .error(
                        .invalidValue, "`\(value.text)` is not a case of enum `\(enumDefinition.name.value)`",
                        at: location,
                        hint: Suggestions.hint(for: value.text, in: Self.validNames(names, kind: .caseName))
                            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")))
            }
        } else if parent.type.value == .boolean, !parent.isArray {
            if value.boolean == nil {
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "\(DefinitionKey.equals.quoted) must be `true` or `false` for the boolean parameter `\(name)`",
                        at: location))
            }
        } else {
            diagnostics.emit(
                .error(
                    .invalidValue,
                    "\(DefinitionKey.equals.quoted) needs an enum or boolean parent, but `\(name)` is of type `\(parent.isArray ? "[\(parent.type.value)]" : "\(parent.type.value)")`",
                    at: location,
                    hint: "remove \(DefinitionKey.equals.quoted) to show the parameter whenever `\(name)` has a value"))
        }
    }

    // MARK: Metadata

    /// The largest integer bound: 2^53 − 1. Every whole number up to it is exact in a Double, so
    /// a bound written in YAML is the bound exported and imported back (2^53 + 1 would be read as
    /// 2^53, and come back as another number).
    static let largestExactInteger = 9_007_199_254_740_991.0

    func checkMetadata(_ metadata: TypeMetadata, keys: [Located<String>], type: ValueType) {
        for key in keys {
            guard let metadataKey = MetadataKey(rawValue: key.value), !metadataKey.applies(to: type) else { continue }
            let types = metadataKey.types.map { "`\($0)`" }.joined(separator: " and ")
            diagnostics.emit(
                .error(
                    .invalidMetadata, "`\(key.value)` does not apply to type `\(type)`", at: key.location,
                    hint: "`\(key.value)` applies to \(types)"))
        }
        // Bounds go into generated code and Xcode's file as numbers: finite, and for integers
        // whole and exact in a Double (|n| ≤ 2^53), so they convert to Int without trapping.
        var boundsValid = true
        for (key, bound) in [("min", metadata.minimum), ("max", metadata.maximum)] {
            guard let bound else { continue }
            if !bound.value.isFinite {
                boundsValid = false
                diagnostics.emit(.error(.invalidValue, "`\(key)` must be a finite number", at: bound.location))
            } else if type == .integer,
                bound.value.rounded() != bound.value || abs(bound.value) > Self.largestExactInteger
            {
                boundsValid = false
                diagnostics.emit(
                    .error(
                        .invalidValue,
                        "`\(key)` of an integer must be a whole number from -(2^53 - 1) to 2^53 - 1, not \(format(bound.value))",
                        at: bound.location))
            }
        }
        if boundsValid, let minimum = metadata.minimum, let maximum = metadata.maximum, minimum.value > maximum.value {
            diagnostics.emit(
                .error(
                    .invalidValue, "`min` (\(format(minimum.value))) is greater than `max` (\(format(maximum.value)))",
                    at: minimum.location))
        }
        if let control = metadata.control, control.value == .slider, metadata.minimum == nil || metadata.maximum == nil
        {
            diagnostics.emit(
                .error(
                    .invalidValue, "a slider needs both `min` and `max`", at: control.location))
        }
        if let utis = metadata.utis, metadata.fileType != .custom {
            diagnostics.emit(
                .error(
                    .invalidMetadata, "`utis` needs `fileType: custom`", at: utis.location,
                    hint: "add `fileType: custom`"))
        }
    }

    // MARK: Summaries and response

    /// The summaries (or the Shortcuts summaries, `kind`) of an intent: each names parameters of
    /// the intent, each once, its texts use only those, and no two list the same parameters.
    func validateSummaries(
        _ summaries: [(parameters: [Located<String>], texts: [Located<LocalizedText>], location: SourceLocation)],
        parameters: [String], kind: String, in what: String
    ) {
        var seen: [Set<String>: SourceLocation] = [:]
        for summary in summaries {
            for parameter in summary.parameters where !parameters.contains(parameter.value) {
                diagnostics.emit(
                    .error(
                        .undefinedReference, "\(what) has no parameter `\(parameter.value)`", at: parameter.location,
                        hint: Self.parameterHint(for: parameter.value, in: parameters)))
            }
            // A combination lists each parameter once (Xcode's key joins them with commas).
            var firstPlaces: [String: SourceLocation] = [:]
            for parameter in summary.parameters {
                if let first = firstPlaces[parameter.value] {
                    diagnostics.emit(
                        .error(
                            .duplicateName, "parameter `\(parameter.value)` appears twice in this summary",
                            at: parameter.location, hint: "remove one",
                            notes: [.init("`\(parameter.value)` is first listed here", at: first)]))
                } else {
                    firstPlaces[parameter.value] = parameter.location
                }
            }
            let listed = summary.parameters.map(\.value)
            for text in summary.texts {
                checkPlaceholders(
                    text, allowed: listed, in: "this summary", hintList: "add it to \(DefinitionKey.parameters.quoted)")
            }
            let key = Set(listed)
            if let first = seen[key] {
                diagnostics.emit(
                    .error(
                        .duplicateName, "two \(kind) of \(what) list the same parameters", at: summary.location,
                        notes: [.init("the first is here", at: first)]))
            } else {
                seen[key] = summary.location
            }
        }
    }

    /// A near miss, or what the intent's parameters are.
    static func parameterHint(for name: String, in parameters: [String]) -> String {
        if let hint = Suggestions.hint(for: name, in: validNames(parameters, kind: .memberName)) { return hint }
        if parameters.isEmpty {
            return "the intent declares no parameters; declare `\(name)` under \(DefinitionKey.parameters.quoted)"
        }
        return "its parameters are " + parameters.map { "`\($0)`" }.joined(separator: ", ")
    }

    func checkPlaceholders(_ text: Located<LocalizedText>, allowed: [String], in what: String, hintList: String) {
        let texts = [text.value.text] + text.value.translations.keys.sorted().compactMap { text.value.translations[$0] }
        var reported = Set<String>()
        for name in texts.flatMap(SwiftNames.placeholders)
        where !allowed.contains(name) && reported.insert(name).inserted {
            diagnostics.emit(
                .error(
                    .undefinedReference, "`${\(name)}` is not one of the parameters of \(what)", at: text.location,
                    hint: Suggestions.hint(for: name, in: Self.validNames(allowed, kind: .memberName)) ?? hintList))
        }
    }

    func validateResponse(_ response: ResponseDefinition, in what: String) {
        for property in response.properties {
            checkProperty(property, "response property", reserved: .response)
        }
        let names = response.properties.map(\.name.value)
        if let output = response.output, !names.contains(output.value) {
            diagnostics.emit(
                .error(
                    .undefinedReference, "the response of \(what) has no property `\(output.value)`",
                    at: output.location,
                    hint: Suggestions.hint(for: output.value, in: Self.validNames(names, kind: .memberName))
                        ?? "declare it under \(DefinitionKey.properties.quoted)"))
        }
        for code in response.codes {
            if !code.isBuiltin { checkName(code.name, "response code", kind: .memberName) }
            for dialog in [code.dialog, code.conciseDialog].compactMap({ $0 }) {
                checkPlaceholders(
                    dialog, allowed: names, in: "the response",
                    hintList: "declare it under the response's \(DefinitionKey.properties.quoted)"
                )
            }
        }
    }

    // MARK: Helpers

    func isAbsoluteURL(_ text: String) -> Bool { LanguageRules.isAbsoluteURL(text) }

    func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
