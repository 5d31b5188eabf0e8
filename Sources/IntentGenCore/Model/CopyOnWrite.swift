/// A value kept in a shared box that is copied when it is written to while another owner shares
/// it (copy on write): a model whose parts leave most fields unset can then share one empty box
/// among them all, rather than carry every empty field in each part.
///
/// The owners (``TypeMetadata``, ``ParameterDefinition``) read and write the fields by key path.
struct CopyOnWrite<Value: Sendable>: Sendable {
    /// Written only while uniquely referenced (see ``subscript(_:)``), so sharing it is safe.
    private final class Box: @unchecked Sendable {
        var value: Value

        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    subscript<Field>(_ field: WritableKeyPath<Value, Field>) -> Field {
        get { box.value[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            box.value[keyPath: field] = newValue
        }
    }

    /// Whether this and `other` still share one box: neither has been written to since one was
    /// copied from the other.
    func sharesBox(with other: CopyOnWrite) -> Bool { box === other.box }
}
