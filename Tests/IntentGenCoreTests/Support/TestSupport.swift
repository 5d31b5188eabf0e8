import Foundation
import XCTest

@testable import IntentGenCore

/// Where the package lives, found from this file's path so tests never depend on the working folder.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let definitions = packageRoot.appendingPathComponent("Definitions")
    static let fixtures = packageRoot.appendingPathComponent("Tests/IntentGenCoreTests/Fixtures")
    /// `../shared` beside the project: public third-party material that is never committed here.
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
}

/// Runs the front end on in-memory YAML.
func runFrontEnd(_ files: [(path: String, yaml: String)]) -> (result: ValidatedDefinitions?, diagnostics: [Diagnostic]) {
    let bag = DiagnosticBag()
    let result = FrontEnd().run(files.map { InputFile(path: $0.path, text: $0.yaml) }, diagnostics: bag)
    return (result, bag.sorted)
}

func runFrontEnd(_ yaml: String, path: String = "test.intents.yml") -> (result: ValidatedDefinitions?, diagnostics: [Diagnostic]) {
    runFrontEnd([(path, yaml)])
}

/// Loads YAML with the loader alone.
func loadYAML(_ yaml: String, limits: YAMLLoader.Limits = .init()) -> (YAMLLoader.Result, [Diagnostic]) {
    let bag = DiagnosticBag()
    let result = YAMLLoader(limits: limits).load(yaml, file: "test.yml", diagnostics: bag)
    return (result, bag.sorted)
}

/// A compact form of a diagnostic for assertions: `line:column code`.
func brief(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(place) \(diagnostic.code.rawValue)"
}

func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { $0.severity == .error }
}

extension YAMLLoader.Result {
    var root: YAMLNode? {
        if case .document(let node) = self { return node }
        return nil
    }
}
