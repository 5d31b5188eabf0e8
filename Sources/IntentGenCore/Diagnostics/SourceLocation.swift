/// A position in an input file: 1-based line and column, as editors and Xcode count them.
///
/// Every node of a loaded file and most values of the model carry one, so it is kept small: the
/// line and column are stored in 32 bits each (a file is at most 64 MiB, so neither can exceed
/// that; larger values are clamped).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it (relative paths stay relative).
    public var file: String
    private var storedLine: UInt32
    private var storedColumn: UInt32

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
        self.file = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// The start of a file, for problems that concern a whole file.
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
    }
}
