/// What the validation of one file asks of all of them, found in one pass over every file:
/// asked per declaration of every file instead, the checks were quadratic (5,000 controls took
/// 23 s to lint).
struct CrossFileIndex {
    /// The first widget or control (files in order; in a file, widgets before controls) with
    /// each kind.
    struct KindOwner {
        var description: String
        var location: SourceLocation
        var file: Int
        var place: FileValidation.KindOwner
    }

    private(set) var firstKinds: [String: KindOwner] = [:]
    /// The first file that declares each enum or type name.
    private(set) var declaringFile: [String: Int] = [:]
    /// Where the custom intents of every file with each name are declared, in file order.
    private(set) var customIntents: [String: [(file: Int, location: SourceLocation)]] = [:]
    /// The system intents of every file with each name, and with each Swift class name.
    private(set) var systemIntentsByName: [String: [(file: Int, intent: SystemIntentDefinition)]] = [:]
    private(set) var systemIntentsByClass: [String: [(file: Int, intent: SystemIntentDefinition)]] = [:]
    /// Each file's intents by name (the first of a name): its position in the file's intents.
    private(set) var intentsByName: [[String: Int]] = []

    init(_ files: [DefinitionFile]) {
        for (index, file) in files.enumerated() {
            for (position, widget) in file.widgets.enumerated() where firstKinds[widget.kind.value] == nil {
                firstKinds[widget.kind.value] = KindOwner(
                    description: "widget `\(widget.name.value)`", location: widget.kind.location, file: index,
                    place: .widget(position))
            }
            for (position, control) in file.controls.enumerated() where firstKinds[control.kind.value] == nil {
                firstKinds[control.kind.value] = KindOwner(
                    description: "control `\(control.name.value)`", location: control.kind.location, file: index,
                    place: .control(position))
            }
            for name in file.enums.map(\.name.value) + file.types.map(\.name.value) where declaringFile[name] == nil {
                declaringFile[name] = index
            }
            var byName: [String: Int] = [:]
            byName.reserveCapacity(file.intents.count)
            for (position, intent) in file.intents.enumerated() {
                customIntents[intent.name.value, default: []].append((index, intent.name.location))
                if byName[intent.name.value] == nil { byName[intent.name.value] = position }
            }
            intentsByName.append(byName)
            for intent in file.systemIntents {
                systemIntentsByName[intent.name.value, default: []].append((index, intent))
                systemIntentsByClass[intent.swiftClassName, default: []].append((index, intent))
            }
        }
    }
}
