/// What the cross references of one definitions file resolve to, by position in the file: the
/// type of every parameter and property, the parameters and properties an intent names, and the
/// intents its widgets, controls and queries name.
///
/// The validator finds them once (``ReferenceResolver``), by the names written; the stages after
/// it read them here instead of looking a name up again. The names stay in the model, as the
/// text generated code and messages write.
struct FileReferences: Sendable {
    /// Each intent's references, in the order of the file's `intents`.
    var intents: [IntentReferences] = []
    /// The type of each property of each custom type, in the order of the file's `types` and of
    /// each type's `properties`.
    var typeProperties: [[TypeReference]] = []
    /// The intent (its position in the file's `intents`) each query dependency of each custom
    /// type reads, in the order of `types` and of each type's `queryDependencies`; nil for a name
    /// no intent has.
    var queryDependencyIntents: [[Int?]] = []
    /// The intent that configures each widget, in the order of the file's `widgets`; nil for a
    /// name no intent has.
    var widgetIntents: [Int?] = []
    /// The action and configuration intent of each control, in the order of the file's `controls`;
    /// nil for a name no intent has, or no configuration.
    var controlActions: [Int?] = []
    var controlConfigurations: [Int?] = []
}

/// What one intent's references resolve to (``FileReferences``).
struct IntentReferences: Sendable {
    /// The type of each parameter, in the order of `parameters`.
    var parameterTypes: [TypeReference] = []
    /// The parameter (its position in `parameters`) each parameter's `visibleWhen` names, the
    /// first of the name; nil without one, or for a name no parameter has.
    var visibleWhenParents: [Int?] = []
    /// The parameters each summary (`summaries:`) names, in the order of the summaries and of
    /// each summary's names; a name no parameter has is left out.
    var summaryParameters: [[Int]] = []
    /// The same of each Shortcuts summary (`shortcutsSummaries:`), none when there are none.
    var shortcutsSummaryParameters: [[Int]] = []
    /// The type of each response property, in the order of the response's `properties`.
    var responseTypes: [TypeReference] = []
    /// The response property (its position) that is the intent's output; nil without one.
    var outputProperty: Int?
    /// The response properties each response code's dialogs name (`${name}` in the development
    /// language's dialog, then its concise dialog), each once, in the order first named; in the
    /// order of the response's `codes`.
    var dialogProperties: [[Int]] = []
    /// What a control of the file makes of the intent, if any.
    var controlRole: ControlRole?
}

/// What a ``ValueType`` names, resolved within its file.
enum TypeReference: Sendable, Hashable {
    case builtin(BuiltinType)
    /// The enum at this position of the file's `enums`.
    case enumeration(Int)
    /// The custom type at this position of the file's `types`.
    case object(Int)
    /// A name the file does not declare: only in a file the validator reports an error in,
    /// whose declarations it still makes to check their names.
    case undeclared(String)

    /// The catalogue's traits of a built-in type; nil for a declared one.
    var traits: TypeTraits? {
        if case .builtin(let builtin) = self { return builtin.traits }
        return nil
    }

    /// Whether it is one of the file's enums.
    var isEnum: Bool {
        if case .enumeration = self { return true }
        return false
    }

    /// Whether it is one of the file's custom types (an App Intents entity, an `INObject`).
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
