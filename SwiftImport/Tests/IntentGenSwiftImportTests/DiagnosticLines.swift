@_spi(SwiftImport) import IntentGenCore

extension DiagnosticBag {
    /// Each diagnostic of `code`, in the order reported, as its line and message (`6 the control …`).
    func lines(of code: Diagnostic.Code) -> [String] {
        diagnostics.filter { $0.code == code }.map { "\($0.location?.line ?? 0) \($0.message)" }
    }
}
