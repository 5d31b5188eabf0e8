/// The rules for names given as settings rather than in definitions (the class prefix and the
/// handler class), shared by the command line, the config file and the project spec, so a name
/// refused in one is refused in all. They become parts of Swift names and of file names, so they
/// must be plain ASCII identifiers: no `/`, no `..`, nothing a file system or Swift would read
/// otherwise.
public enum SettingNames {
    /// Why `prefix` cannot be a class prefix, or nil when it can (the empty prefix can).
    public static func classPrefixProblem(_ prefix: String) -> String? {
        if prefix.isEmpty { return nil }
        guard let first = prefix.unicodeScalars.first, ("A"..."Z").contains(first), SwiftNames.isIdentifier(prefix),
            !prefix.contains("_")
        else { return "the class prefix `\(prefix)` cannot start a Swift type name" }
        return nil
    }

    public static let classPrefixHint = "use letters and digits starting with an upper-case letter, such as `MF`"

    /// Why `name` cannot be the handler class, or nil when it can.
    public static func handlerClassProblem(_ name: String) -> String? {
        guard SwiftNames.isIdentifier(name), !SwiftNames.keywords.contains(name) else {
            return "the handler class `\(name)` is not a valid Swift class name"
        }
        // Like every generated name: not one the generated code refers to (`class INExtension:
        // INExtension` would not compile).
        if let owner = OutputNames.reserved[name] { return "the handler class `\(name)` is a name of \(owner)" }
        return nil
    }

    public static let handlerClassHint =
        "use letters, digits and `_`, starting with a letter, and no name of the SDK, such as `IntentHandler`"

    /// Why `name` cannot be the strings table of the App Intents code (and the name of its
    /// String Catalog, `<name>.xcstrings`), or nil when it can.
    public static func stringsTableProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
            name.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || $0.properties.numericType != nil
                        || "_-".unicodeScalars.contains($0))
            }),
            name.utf8.count <= 100
        else { return "the strings table `\(SafeText.escaped(name))` is not a plain file name" }
        return nil
    }

    public static let stringsTableHint =
        "use ASCII letters, digits, `_` and `-`, starting with a letter, such as `AppIntents` (`Localizable` for no table)"
}
