import ArgumentParser

/// Paths given on the command line are never empty: an empty `-o ''` would otherwise mean the
/// current folder (`join("", name)` is `name`), and a run would write there.
enum PathArguments {
    /// Throws a usage error naming the first option or argument given as an empty path.
    static func rejectEmpty(_ paths: [(name: String, value: String?)], arguments: [String] = []) throws {
        for (name, value) in paths where value?.isEmpty == true {
            throw ValidationError("\(name): the path is empty; give a file or folder")
        }
        if arguments.contains(where: \.isEmpty) {
            throw ValidationError("an empty path was given; give a file or folder")
        }
    }
}
