extension CaseIterable where Self: Equatable, AllCases == [Self] {
    /// The case's position among ``allCases``, read from its storage: a case without a payload is
    /// stored as its position in the order the cases are declared, which is `allCases`' order.
    /// A table indexed by it finds a case's entry without hashing it (a String-backed enum hashes
    /// its raw value).
    var casePosition: Int {
        let position = Int(withUnsafeBytes(of: self) { $0[0] })
        assert(
            MemoryLayout<Self>.size == 1 && Self.allCases[position] == self,
            "a payload-free enum of fewer than 256 cases, declared in the order of allCases")
        return position
    }
}
