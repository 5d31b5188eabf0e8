/// A property-list value as the exporter builds it, to be written once and dropped: like
/// ``PlistValue``, but a dictionary keeps its entries in a list (``PlistEntries``) instead of
/// hashing their keys, and no case boxes its payload. Values kept from a read file are carried
/// whole (``value(_:)``).
enum PlistElement {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistElement])
    case dictionary(PlistEntries)
    /// A value kept as it was read (a system intent's keys).
    case value(PlistValue)
}

/// A dictionary's entries in the order they were set; the writer puts them in Apple's key order.
///
/// Setting a key appends (no look-up), and when a key is set more than once the last value
/// counts, as with a `Dictionary`: ``forEachInKeyOrder(_:)`` writes only the last entry of each key.
struct PlistEntries: ExpressibleByDictionaryLiteral {
    private var entries: [(key: String, value: PlistElement)]

    init(dictionaryLiteral elements: (String, PlistElement)...) {
        entries = elements.map { (key: $0.0, value: $0.1) }
    }

    /// The entries of a dictionary that was read, each value kept whole.
    init(_ dictionary: [String: PlistValue]) {
        entries = dictionary.map { (key: $0.key, value: .value($0.value)) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The value last set for `key`; setting nil removes every entry of the key.
    subscript(key: String) -> PlistElement? {
        get { entries.last { $0.key == key }?.value }
        set {
            if let newValue {
                entries.append((key: key, value: newValue))
            } else {
                entries.removeAll { $0.key == key }
            }
        }
    }

    /// Calls `body` with the entries in Apple's key order (``PlistXML/keyPrecedes(_:_:)``), the
    /// last one set for each key.
    func forEachInKeyOrder(_ body: (String, PlistElement) -> Void) {
        // Equal keys stay in the order they were set, so the last of a run is the one that counts.
        let order = entries.withUnsafeBufferPointer { entries in
            entries.indices.sorted { left, right in
                if PlistXML.keyPrecedes(entries[left].key, entries[right].key) { return true }
                return left < right && !PlistXML.keyPrecedes(entries[right].key, entries[left].key)
            }
        }
        for (position, index) in order.enumerated() {
            if position + 1 < order.count, entries[order[position + 1]].key == entries[index].key { continue }
            body(entries[index].key, entries[index].value)
        }
    }
}

extension PlistWriter {
    /// Writes an element as ``append(_:indent:)`` writes the ``PlistValue`` it stands for.
    mutating func append(_ element: PlistElement, indent: Int) {
        switch element {
        case .string(let text): string(text, indent: indent)
        case .integer(let number): integer(number, indent: indent)
        case .real(let number): real(number, indent: indent)
        case .bool(let flag): bool(flag, indent: indent)
        case .value(let value): append(value, indent: indent)
        case .array(let items):
            array(items, indent: indent) { writer, item, indent in writer.append(item, indent: indent) }
        case .dictionary(let entries):
            dictionary(isEmpty: entries.isEmpty, indent: indent) { writer in
                entries.forEachInKeyOrder { key, item in
                    writer.key(key, indent: indent + 1)
                    writer.append(item, indent: indent + 1)
                }
            }
        }
    }
}
