/// Paths an emit reports (``Emitter/Report``), in order: paths given whole, and the full paths of
/// the emit's own outputs, each kept as its place (``EmitOutputs``) and made when it is read. A
/// check of a large target reports tens of thousands of files unchanged, none of whose paths is
/// then held as a string.
public struct ReportedPaths: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// Each path: an output's place when at least 0, else `-(n + 1)` for the `n`th of `given`.
    private var entries: [Int32] = []
    private var given: [String] = []
    /// The outputs whose places the entries name.
    private var outputs: EmitOutputs?

    public init() {}

    public init(arrayLiteral paths: String...) { append(contentsOf: paths) }

    public init(_ paths: some Sequence<String>) { append(contentsOf: paths) }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> String {
        let entry = entries[position]
        guard entry >= 0, let outputs else { return given[Int(-(entry + 1))] }
        return outputs.path(Int(entry))
    }

    public var description: String { Array(self).description }

    public static func == (left: ReportedPaths, right: ReportedPaths) -> Bool { left.elementsEqual(right) }

    public mutating func append(_ path: String) {
        given.append(path)
        entries.append(-Int32(given.count))
    }

    public mutating func append(contentsOf paths: some Sequence<String>) {
        for path in paths { append(path) }
    }

    /// Appends the output at `index` of `outputs` (every output this list names is of one emit).
    mutating func append(output index: Int, of outputs: EmitOutputs) {
        guard self.outputs == nil || self.outputs === outputs else { return append(outputs.path(index)) }
        self.outputs = outputs
        entries.append(Int32(index))
    }

    public static func += (list: inout ReportedPaths, other: ReportedPaths) {
        // Another emit's outputs are taken as paths.
        guard list.outputs == nil || other.outputs == nil || list.outputs === other.outputs else {
            return list.append(contentsOf: other)
        }
        for entry in other.entries {
            if entry >= 0, let outputs = other.outputs {
                list.append(output: Int(entry), of: outputs)
            } else {
                list.append(other.given[Int(-(entry + 1))])
            }
        }
    }

    public static func += (list: inout ReportedPaths, paths: [String]) { list.append(contentsOf: paths) }
}

/// An emit's outputs and the folders of their destinations: what makes an output's full path
/// (its folder joined with its path) when a report or a look at the disk asks for it.
final class EmitOutputs: Sendable {
    let files: [PendingFile]
    let folders: [RenderedFile.Destination: String]

    init(_ files: [PendingFile], folders: [RenderedFile.Destination: String]) {
        self.files = files
        self.folders = folders
    }

    /// The folder of the output at `index` (every output's destination has one: ``Emitter``
    /// checks it first).
    func folder(_ index: Int) -> String { folders[files[index].destination] ?? "" }

    /// The full path of the output at `index`.
    func path(_ index: Int) -> String { FileSystem.join(folder(index), files[index].path) }
}
