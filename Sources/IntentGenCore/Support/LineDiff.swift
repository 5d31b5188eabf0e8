/// A unified diff of two texts by lines (Myers' algorithm: a shortest edit script), as
/// `diff -u` prints it, for `generate --check --diff`.
enum LineDiff {
    /// One line of an edit script: kept, removed from the old text or inserted from the new one.
    enum Edit: Equatable {
        case keep(Int, Int)
        case remove(Int)
        case insert(Int)
    }

    /// The unified diff of `old` and `new` with `context` lines around each change, with
    /// `---`/`+++` headers naming `oldName` and `newName`; empty when the texts are equal.
    public static func unified(
        _ old: String, _ new: String, oldName: String, newName: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let a = lines(of: old)
        let b = lines(of: new)
        let script = edits(a, b)
        // The 1-based old and new line at each position of the script (the line after, for a
        // line only the other side has), counted once.
        var oldLines = [1]
        var newLines = [1]
        for edit in script {
            oldLines.append(oldLines[oldLines.count - 1] + (isInsert(edit) ? 0 : 1))
            newLines.append(newLines[newLines.count - 1] + (isRemove(edit) ? 0 : 1))
        }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        while index < script.count {
            // The next change, with its context before and every change within reach after it.
            guard let first = script[index...].firstIndex(where: { !isKeep($0) }) else { break }
            let start = max(index, first - context)
            var end = first
            var lastChange = first
            while end < script.count {
                if !isKeep(script[end]) { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(script.count, lastChange + context + 1)
            let hunk = script[start..<end]
            let oldCount = oldLines[end] - oldLines[start]
            let newCount = newLines[end] - newLines[start]
            out.append("@@ -\(range(oldLines[start], oldCount)) +\(range(newLines[start], newCount)) @@")
            for edit in hunk {
                switch edit {
                case .keep(let i, _): out.append(" " + a[i])
                case .remove(let i): out.append("-" + a[i])
                case .insert(let j): out.append("+" + b[j])
                }
            }
            index = end
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The lines of a text; a last line without a line break is marked as `diff` marks it.
    static func lines(of text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1] += "\n\\ No newline at end of file"
        }
        return result
    }

    /// A shortest edit script from `a` to `b` (Myers, O((N+M)·D) time).
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back through the frontiers to recover the path.
        var result: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                result.append(.keep(x, y))
            }
            guard d > 0 else { break }
            if down {
                y -= 1
                result.append(.insert(y))
            } else {
                x -= 1
                result.append(.remove(x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            result.append(.keep(x, y))
        }
        return result.reversed()
    }

    private static func isKeep(_ edit: Edit) -> Bool {
        if case .keep = edit { return true }
        return false
    }

    private static func isInsert(_ edit: Edit) -> Bool {
        if case .insert = edit { return true }
        return false
    }

    private static func isRemove(_ edit: Edit) -> Bool {
        if case .remove = edit { return true }
        return false
    }

    /// A hunk's range as `diff -u` writes it: `start,count`, with the line before for none.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
