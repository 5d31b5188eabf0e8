/// Whether a backend makes outputs for each definitions file on its own, or for the target's
/// definitions files together.
enum BackendScope: Sendable, Hashable {
    case eachDefinitionsFile
    case wholeTarget
}

/// One kind of output (``OutputKind``): from a planned target to its outputs, each with its
/// folder, path, ownership and origin decided now and its text made when the emit stage asks.
///
/// The render stage (``Renderer``) loops over the plan's kinds and asks each one's backend; no
/// other code knows which backends exist. Adding an output is one new conforming type and one
/// case of ``OutputKind``.
protocol Backend: Sendable {
    /// The kind of output it makes.
    var kind: OutputKind { get }
    var scope: BackendScope { get }
    /// The outputs for the planned declarations of `files` (one file for
    /// ``BackendScope/eachDefinitionsFile``) in `plan`.
    func outputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile]
    /// For a backend of ``BackendScope/eachDefinitionsFile``: the outputs it makes once for the
    /// whole target besides (the App Intents String Catalog), listed after every file's.
    func targetOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile]
    /// The type and module names the backend's code refers to unqualified, or qualifies with,
    /// each with where it comes from (`"Intents"`): no declaration may take one of them
    /// (``OutputNames/reserved``).
    var usedNames: [String: String] { get }
}

extension Backend {
    func targetOutputs(of files: [FileDeclarations], in plan: TargetPlan) -> [PendingFile] { [] }

    var usedNames: [String: String] { [:] }

    /// `names`, each from `origin`, as ``usedNames`` lists them.
    static func names(_ names: [String], from origin: String) -> [String: String] {
        Dictionary(names.map { ($0, origin) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names every Swift output uses: the standard library's, Foundation's, and those of the
    /// modules it imports (`modules`).
    static func swiftNames(importing modules: [String]) -> [String: String] {
        names(
            [
                "Any", "AnyObject", "Bool", "Double", "Error", "Int", "Never", "Optional", "Array", "Dictionary",
                "Sendable",
                "String", "Void", "Self",
            ],
            from: "the Swift standard library"
        ).merging(
            names(
                [
                    "DateComponents", "Measurement", "NSNumber", "NSObject", "NSObjectProtocol", "NSString",
                    "NSUserActivity", "UnitDuration", "URL",
                ],
                from: "Foundation")
        ) { first, _ in first }
        .merging(names(["Swift", "Foundation"] + modules, from: "the module name")) { first, _ in first }
    }
}
