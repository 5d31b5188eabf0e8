// Part of the `.intentdefinition` importer (IntentDefinitionImporter.swift has the overview):
// the names it writes where the file's are not valid in the definitions language.

/// How the importer makes a name of the file valid in the definitions language.
enum ImportNames {
    /// A name split on characters Swift does not allow, as camel case, starting with a letter.
    static func identifier(from name: String, upper: Bool) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar == "_", words.isEmpty, current.isEmpty {
                continue  // a name starts with a letter: leading underscores go
            } else if scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
            {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.upperFirst }.joined()
        if result.isEmpty { result = upper ? "Unnamed" : "unnamed" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result = (upper ? "N" : "n") + result
        }
        return upper ? result.upperFirst : result.importLowerFirst
    }

    /// `name` made valid as a name of `kind` (the validator's rules), and what was wrong with it.
    static func best(_ name: String, _ kind: FileValidation.NameKind, reserved: FileValidation.ReservedNames = .none)
        -> (name: String, problem: FileValidation.NameProblem?)
    {
        guard let problem = FileValidation.problem(with: name, kind: kind, reserved: reserved) else {
            return (name, nil)
        }
        var result = name
        switch problem {
        case .notIdentifier, .wrongCase: result = identifier(from: name, upper: kind == .typeName)
        case .keyword, .reserved: break
        }
        switch FileValidation.problem(with: result, kind: kind, reserved: reserved) {
        case .keyword?, .reserved?: result += "Value"
        default: break
        }
        return (result, problem)
    }

    /// The name an enum case is written with: as it is, or made a lower-case identifier
    /// (keywords are fine for cases).
    static func caseName(_ name: String) -> String {
        best(name, .caseName).name
    }
}

extension ImportSession {
    /// A valid name for `name`: the name itself, or a best effort with a warning.
    mutating func validName(
        _ name: String, _ kind: FileValidation.NameKind, reserved: FileValidation.ReservedNames = .none, what: String,
        path: PlistPath, _ comments: inout [String]
    ) -> String {
        let (result, problem) = ImportNames.best(name, kind, reserved: reserved)
        guard let problem, result != name else { return result }
        let reason: String
        switch problem {
        case .notIdentifier: reason = "is not a Swift identifier"
        case .keyword: reason = "is a Swift keyword"
        case .reserved: reason = "is already a member of the generated class's superclass"
        case .wrongCase(let upper):
            // A keyword or reserved word in the wrong case (`Self`) is reported as what it is.
            reason =
                kind != .caseName && SwiftNames.keywords.contains(name)
                ? "is a Swift keyword"
                : reserved.names.contains(name)
                    ? "is already a member of the generated class's superclass"
                    : "must start with \(upper ? "an upper" : "a lower")-case letter"
        }
        warn(
            path, .importRenamed,
            "\(what) `\(name)` \(reason) in the definitions language; imported as `\(result)`", &comments)
        return result
    }
}
