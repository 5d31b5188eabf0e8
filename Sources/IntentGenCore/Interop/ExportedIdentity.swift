/// Every localization id, tag and `Last…Tag` counter one export writes, each with the key
/// intentgen derives for it (``IntentDefinitionExporter/identity(_:)``): import keeps Xcode's
/// under these keys (``XcodeIdentity``), and the validator checks an `xcode:` block against them,
/// so the keys can never drift from what export derives.
struct ExportedIdentity {
    /// A localization id: the derived one, the one written (nil when none is), and its text (nil
    /// for a text the file does not have, whose id is written only when Xcode's was kept, and
    /// for a date template's id, which has no text of its own).
    struct Text {
        var derived: String
        var id: String?
        var text: LocalizedText?
    }

    /// A tag: its owner (an intent, `<intent>.response`, a type), the member's path, the tag
    /// written, and whether it is fixed (INObject's built-in properties, 1 to 4).
    struct Tag {
        var owner: String
        var path: String
        var tag: Int
        var isFixed: Bool
    }

    /// An owner of tags, with the `Last…Tag` counter written (nil when none is).
    struct Owner {
        var name: String
        var counter: Int?
    }

    /// The namespace written, nil for none.
    var namespace: String?
    var texts: [Text] = []
    var tags: [Tag] = []
    var owners: [Owner] = []
}
