/// How an `.intentdefinition` spelled something that the definitions language otherwise writes
/// one standard way, so that exporting an imported file gives back what it said.
///
/// Import sets these from what it reads; a team may write them too. None of them changes the
/// generated Swift: Xcode generates the same code for either spelling.
struct XcodeSpelling: Sendable, Hashable {
    /// The declaration has no display name (`displayName: null`): export writes none and no
    /// localization key for it. Everything else (App Intents titles, messages) uses the name in
    /// words.
    var omitsDisplayName = false
    /// The parameter or property names its enum or custom type as its `…Type` itself
    /// (`typeByName: true`), beside the `…EnumType` or `…ObjectType` key, instead of Xcode's
    /// editor's `Integer` or `Object`.
    var typeByName = false
    /// The parameter keeps a relationship that names no parent (`visibleWhen: { parameter: null }`),
    /// as Xcode leaves one whose parent was unset: `HasAnyValue` with no parent, which shows the
    /// parameter always.
    var parentlessRelationship = false

    public init() {}

    /// Whether everything is spelled the standard way.
    var isStandard: Bool { self == XcodeSpelling() }
}
