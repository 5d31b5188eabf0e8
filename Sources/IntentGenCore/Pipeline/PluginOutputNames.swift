// The one naming rule the SwiftPM build-tool plugin and `intentgen generate --layout per-file`
// share, so the files the plugin declares are exactly the files the tool writes.
// Plugins/IntentGenPlugin compiles this very file (through a symbolic link): keep it free of any
// other dependency than the Swift standard library.

/// File names of the per-definitions-file layout.
enum PluginOutputNames {
    /// `Widgets/QuickAction.intents.yml` (relative to the target's folder) →
    /// `Widgets_QuickAction.intents.swift`: folders joined with `_`, so two files with one name in
    /// different folders never collide.
    static func swiftFile(forDefinitionsAt relativePath: String) -> String {
        var name = relativePath
        while name.hasPrefix("./") { name.removeFirst(2) }
        for suffix in [".intents.yml", ".intents.yaml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name.split(separator: "/").joined(separator: "_") + ".intents.swift"
    }
}
