// Rules 1 to 3 of ``OutputNames``, decided in one place: the validator and the plan stage report
// what breaks them (``OutputNames/checkTypeNames(_:options:diagnostics:)``), and the importer
// leaves out what would (``OutputNames/declarationsToLeaveOut(_:)``).

extension OutputNames {
    /// What is wrong with a generated name, given the names generated before it.
    enum NameProblem {
        /// Rule 1: a name the generated code uses from `origin`.
        case reserved(origin: String)
        /// Rule 2: another declaration's name.
        case taken(by: Claim)
        /// The longest file the name gives is longer than a file system takes.
        case tooLong(bytes: Int)
        /// Rule 3: a file name that differs from another's in case only.
        case differsInCase(from: Claim)

        /// Whether it is a problem for `claim`: a declaration repeating one of its own names at
        /// one place (two companions) is not.
        func counts(for claim: Claim) -> Bool {
            guard case .taken(let owner) = self else { return true }
            return owner.location != claim.location || owner.source != claim.source
        }

        var code: Diagnostic.Code {
            switch self {
            case .reserved, .tooLong: .invalidName
            case .taken, .differsInCase: .duplicateName
            }
        }

        /// What `claim` does wrong, starting with its owner ("intent `Foo` generates …").
        func message(for claim: Claim) -> String {
            switch self {
            case .reserved(let origin):
                let from = origin == "the module name" ? "the name of a module" : "a type of \(origin)"
                return
                    "\(claim.owner) generates the Swift name `\(claim.name)`, which is \(from) the generated code uses"
            case .taken(let owner):
                return "\(claim.owner) generates the Swift name `\(claim.name)`, which \(owner.owner) already generates"
            case .tooLong(let bytes):
                return "\(claim.owner) generates a file name of \(bytes) bytes (`\(claim.name.prefix(40))…`), "
                    + "more than the \(maximumNameBytes) file systems take"
            case .differsInCase(let owner):
                return
                    "\(claim.owner) generates the file \(claim.name).swift, which differs only in case from \(owner.name).swift of \(owner.owner)"
            }
        }

        var hint: String? {
            switch self {
            case .reserved: "choose another name"
            case .taken: nil
            case .tooLong: "shorten the name (or the class prefix)"
            case .differsInCase:
                "on a case-insensitive file system (most Macs) one file would overwrite the other; rename one of them"
            }
        }
    }

    /// The names generated so far: each exactly, and each file name also case-folded. The ledger
    /// keeps neither the claims nor their names, only which claim (an `ID`) took each name, found
    /// by the name's hash (``HashOwners``): a large target's names cost a small entry each, and
    /// the claim that took a name is made again (`claimAt`) when another claim's name shares its hash.
    struct NameLedger<ID: Equatable> {
        private var exact = HashOwners<ID>()
        private var folded = HashOwners<ID>()

        /// The problems of `claim` (which `id` names) with the names recorded before it; records
        /// it when its name is new. `claimAt` makes the claim an earlier ID names.
        mutating func record(_ claim: Claim, as id: ID, claimAt: (ID) -> Claim) -> [NameProblem] {
            var problems: [NameProblem] = []
            if let origin = reserved[claim.name] { problems.append(.reserved(origin: origin)) }
            let name = claim.name
            if let owner = exact.claim(hash: name.hashValue, by: id, isKey: { claimAt($0).name == name }) {
                return problems + [.taken(by: claimAt(owner))]
            }
            guard claim.isFile else { return problems }
            // The longest file the name gives (`<name>+Perform.swift` for an App Intent) must fit
            // a file system's name limit, or the run would stop when it names its outputs.
            let longest = claim.name.utf8.count + claim.fileSuffix.utf8.count
            if longest > maximumNameBytes { problems.append(.tooLong(bytes: longest)) }
            let key = claim.name.lowercased()
            if let owner = folded.claim(hash: key.hashValue, by: id, isKey: { claimAt($0).name.lowercased() == key }) {
                problems.append(.differsInCase(from: claimAt(owner)))
            }
            return problems
        }

        /// Takes back what ``record(_:as:claimAt:)`` recorded for `claim`, which `id` names.
        mutating func remove(_ claim: Claim, as id: ID) {
            exact.remove(hash: claim.name.hashValue, owner: id)
            if claim.isFile { folded.remove(hash: claim.name.lowercased().hashValue, owner: id) }
        }
    }

    /// For the importer: the declarations of `file` to leave out so that the others keep rules 1
    /// to 3 as the validator checks them (``Options/anyTarget``), each with what its first
    /// problem is. Enums and types are kept before intents (parameters refer to them; nothing
    /// refers to an intent), and of two declarations of one kind the earlier is kept.
    static func declarationsToLeaveOut(_ file: DefinitionFile) -> [(source: Claim.Source, problem: String)] {
        var groups: [(source: Claim.Source, claims: [Claim])] = []
        // The importer runs before validation: it resolves the file's names as the validator does.
        let resolved = ResolvedFile(file: file, references: ReferenceResolver(file).references())
        for claim in claims([resolved], options: .anyTarget) {
            if groups.last?.source == claim.source {
                groups[groups.count - 1].claims.append(claim)
            } else {
                groups.append((claim.source, [claim]))
            }
        }
        let isIntent = { (source: Claim.Source) in
            if case .intent = source { true } else { false }
        }
        let ordered = groups.filter { !isIntent($0.source) } + groups.filter { isIntent($0.source) }
        let claims = ordered.flatMap(\.claims)
        var ledger = NameLedger<Int>()
        var leftOut: [(source: Claim.Source, problem: String)] = []
        var start = 0
        for group in ordered {
            defer { start += group.claims.count }
            var recorded = start
            var problem: String?
            while recorded < start + group.claims.count {
                let claim = claims[recorded]
                let found = ledger.record(claim, as: recorded) { claims[$0] }.first { $0.counts(for: claim) }
                recorded += 1
                if let found {
                    problem = found.message(for: claim)
                    break
                }
            }
            guard let problem else { continue }
            for index in start..<recorded { ledger.remove(claims[index], as: index) }
            leftOut.append((group.source, problem))
        }
        return leftOut
    }
}
