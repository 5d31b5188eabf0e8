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
        return nil
    }

    public static let handlerClassHint = "use letters, digits and `_`, starting with a letter, such as `IntentHandler`"
}
