/// A position in an input file: 1-based line and column, as editors and Xcode count them.
///
/// Every node of a loaded file and most values of the model carry one, so it is kept small: the
/// line and column are stored in 32 bits each (a file is at most 64 MiB, so neither can exceed
/// that; larger values are clamped).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's number in ``SourcePaths``: a location is copied with every value of the model,
    /// so it holds no reference to count, and each path is stored once.
    private var fileNumber: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The file's path as the user named it (relative paths stay relative).
    public var file: String {
        get { SourcePaths.path(fileNumber) }
        set { fileNumber = SourcePaths.number(of: newValue) }
    }

    /// The line, starting at 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The column, starting at 1, counted in characters (as libyaml counts them).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourcePaths.number(of: file), line: line, column: column)
    }

    private init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// Another place in the same file, without looking its path up again.
    func moved(line: Int, column: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }

    /// The start of a file, for problems that concern a whole file.
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileNumber != rhs.fileNumber { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// Every file path a ``SourceLocation`` has named, each with its number. Paths are few (the
/// inputs of one run) and only ever added, so the table stays small; it is read only to print
/// or order a location.
enum SourcePaths {
    private struct Table {
        var numbers: [String: UInt32] = [:]
        var paths: [String] = []
    }

    private static let table = Locked(Table())

    /// The number of `path`, given it now if it has none.
    static func number(of path: String) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[path] { return number }
            let number = UInt32(table.paths.count)
            table.paths.append(path)
            table.numbers[path] = number
            return number
        }
    }

    static func path(_ number: UInt32) -> String {
        table.withLock { $0.paths[Int(number)] }
    }
}
