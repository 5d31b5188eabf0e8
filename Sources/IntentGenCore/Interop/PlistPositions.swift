/// A property list read with the place of every element, so that a problem found in a value can be
/// reported at its line and column (``PlistXML/readDocument(_:)``).
public struct PlistDocument: Sendable {
    public var value: PlistValue
    var positions: PlistPositions

    init(value: PlistValue, positions: PlistPositions = PlistPositions()) {
        self.value = value
        self.positions = positions
    }
}

/// Where each element of a property list is, kept apart from ``PlistValue`` and compactly: 12 bytes
/// per element and 4 per array or dictionary, in flat arrays.
///
/// An element's place is the start of its start tag, and for a dictionary's value the start of its
/// `<key>`: the line (from 1) and the column (from 1, counted in characters after a byte-order mark,
/// as ``SourceLocation`` counts them). Navigate from ``root`` with ``item(_:of:)`` and
/// ``entry(_:of:sortedKeys:)``; a document read without positions has none (every lookup is nil).
struct PlistPositions: Sendable {
    /// One element: its place, and for an array or dictionary the range of its children's places.
    struct Node: Sendable, Hashable {
        var lineValue: UInt32
        var columnValue: UInt32
        /// The index of the element's container record, or `UInt32.max` for a scalar.
        var container: UInt32

        public var line: Int { Int(lineValue) }
        public var column: Int { Int(columnValue) }

        static let scalar = UInt32.max
    }

    /// The root value's place, or nil when the document was read without positions.
    public internal(set) var root: Node?
    /// The children of every container, each container's children contiguous: an array's in order,
    /// a dictionary's in the order of their keys sorted with `<` (a repeated key keeps its last value).
    var children: [Node] = []
    /// Where each container's children start in `children`; they end where the next container's start.
    var starts: [UInt32] = []

    public init() {}

    /// The children of `node`'s container, as a range of `children`.
    func range(of node: Node) -> Range<Int>? {
        guard node.container != Node.scalar, Int(node.container) < starts.count else { return nil }
        let index = Int(node.container)
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : children.count
        return Int(starts[index])..<end
    }

    /// The item at `index` of the array at `node`.
    public func item(_ index: Int, of node: Node?) -> Node? {
        guard let node, let range = range(of: node), index >= 0, index < range.count else { return nil }
        return children[range.lowerBound + index]
    }

    /// The entry for `key` of the dictionary at `node`, whose keys sorted with `<` are `sortedKeys`
    /// (`dictionary.keys.sorted()`); its place is the entry's `<key>`.
    public func entry(_ key: String, of node: Node?, sortedKeys: [String]) -> Node? {
        guard let node, let range = range(of: node), range.count == sortedKeys.count else { return nil }
        var low = 0
        var high = sortedKeys.count
        while low < high {
            let middle = (low + high) / 2
            if sortedKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < sortedKeys.count, sortedKeys[low] == key else { return nil }
        return children[range.lowerBound + low]
    }

    /// The number of bytes the positions take, for benchmarks.
    var byteCount: Int {
        children.count * MemoryLayout<Node>.stride + starts.count * MemoryLayout<UInt32>.stride
    }
}

/// Records positions while ``PlistXML`` parses: turns byte offsets into lines and columns in one
/// forward pass, and collects each container's children until it closes.
struct PlistPositionRecorder {
    var positions = PlistPositions()
    /// The container record of the value parsed last, or `Node.scalar`.
    var lastContainer = PlistPositions.Node.scalar
    /// Children of the containers still open, innermost last (for dictionaries, with their keys).
    private var openArrays: [[PlistPositions.Node]] = []
    private var openDictionaries: [[String: PlistPositions.Node]] = []

    private var offset: Int
    private var line: UInt32 = 1
    private var column: UInt32 = 1
    private var afterCR = false

    /// Starts counting at `offset` (after a byte-order mark).
    init(startingAt offset: Int) {
        self.offset = offset
    }

    /// The line and column of `target`, which is never before the last offset asked for (ask for a
    /// value's place before parsing it).
    mutating func place(of target: Int, in bytes: [UInt8]) -> Place {
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                if !afterCR { line &+= line == .max ? 0 : 1 }
                column = 1
                afterCR = false
            } else if byte == 0x0D {
                line &+= line == .max ? 0 : 1
                column = 1
                afterCR = true
            } else {
                // Count characters: every byte that does not continue a UTF-8 sequence.
                if byte & 0xC0 != 0x80, column < .max { column += 1 }
                afterCR = false
            }
            offset += 1
        }
        return (line, column)
    }

    typealias Place = (line: UInt32, column: UInt32)

    /// Adds the item just parsed, whose start tag is at `place`, to the innermost open array.
    mutating func addItem(at place: Place) {
        openArrays[openArrays.count - 1].append(
            PlistPositions.Node(lineValue: place.line, columnValue: place.column, container: lastContainer))
    }

    /// Adds the value of `key` just parsed, whose `<key>` is at `place`, to the innermost open
    /// dictionary; a repeated key keeps its last value, as the parser does.
    mutating func addEntry(_ key: String, at place: Place) {
        openDictionaries[openDictionaries.count - 1][key] = PlistPositions.Node(
            lineValue: place.line, columnValue: place.column, container: lastContainer)
    }

    /// Records the root value just parsed, whose start tag is at `place`.
    mutating func setRoot(at place: Place) {
        positions.root = PlistPositions.Node(lineValue: place.line, columnValue: place.column, container: lastContainer)
    }

    mutating func openArray() { openArrays.append([]) }
    mutating func openDictionary() { openDictionaries.append([:]) }

    mutating func closeArray() {
        let items = openArrays.removeLast()
        close(items)
    }

    mutating func closeDictionary() {
        let entries = openDictionaries.removeLast()
        close(entries.keys.sorted().map { entries[$0]! })
    }

    private mutating func close(_ nodes: [PlistPositions.Node]) {
        lastContainer = UInt32(positions.starts.count)
        positions.starts.append(UInt32(positions.children.count))
        positions.children += nodes
    }
}
