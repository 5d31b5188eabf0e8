/// A shell glob with Bash 4 `globstar` semantics, as XcodeGen applies it to a source's
/// `includes` and `excludes` (patterns relative to the source's `path`).
///
/// - `*` matches any run of characters inside one path component (never `/`);
/// - `?` matches one character (never `/`);
/// - `[abc]`, `[a-z]`, `[!abc]` (also `[^abc]`) match one character of a class (never `/`);
///   a `]` right after `[` or `[!` is a member; an unterminated `[` is a literal `[`;
/// - `**` as a whole component matches zero or more components, so `**/*.swift` matches both
///   `a.swift` and `x/y/a.swift`, and `Sources/**` matches `Sources` and everything below it;
///   `**` inside a component (`a**b`) is an ordinary `*`;
/// - `\` makes the next character literal; everything else is literal, case-sensitively.
///   Wildcards also match a leading `.` (no special treatment of hidden files).
///
/// XcodeGen expands the globs to paths and excludes whole directories when a directory
/// matches, so a path matches when the pattern matches the path itself **or any of its leading
/// directory prefixes**: `Generated` and `Generated/` match `Generated/a/b.swift`.
///
/// Empty components and `.` components are ignored in both patterns and paths (`./a//b/` is
/// `a/b`); the empty pattern matches nothing, and `.` matches every path (it names the folder the
/// pattern is relative to).
///
/// Matching is polynomial: each component is matched with the two-pointer wildcard algorithm
/// (linear-time backtracking to the last `*` only), and `**` with dynamic programming over the
/// components, so there are no exponential blow-ups on long paths or many wildcards.
struct Glob: Sendable, Hashable {
    /// The pattern as written.
    let pattern: String
    private let components: [Component]
    /// False for the empty pattern, which matches nothing.
    private let isValid: Bool

    init(_ pattern: String) {
        self.pattern = pattern
        let parts = Glob.split(pattern)
        self.components = parts.map(Component.init)
        self.isValid = !pattern.isEmpty
    }

    /// `path` is relative, `/`-separated, without a leading `./`.
    func matches(_ path: String) -> Bool {
        guard isValid else { return false }
        let segments = Glob.split(path).map { Array($0) }
        guard !segments.isEmpty else { return false }
        if components.isEmpty { return true }

        // reachable[j]: the pattern components handled so far can match exactly the first j
        // path components. One row per pattern component; O(components × segments).
        var reachable = [Bool](repeating: false, count: segments.count + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: segments.count + 1)
            switch component {
            case .globstar:
                // Zero or more whole components: every j at or after a reachable one.
                var seen = false
                for j in 0...segments.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            case .segment(let tokens):
                for j in 0..<segments.count where reachable[j] {
                    if Glob.match(tokens, segments[j]) { next[j + 1] = true }
                }
            }
            reachable = next
            if !reachable.contains(true) { return false }
        }
        // The path itself (j == count) or any leading directory prefix (1 ≤ j < count).
        return reachable[1...].contains(true)
    }

    // MARK: - Compiling

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case any
        case star
        case set(ranges: [ClosedRange<Character>], negated: Bool)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .literal(let expected): return character == expected
            case .any: return true
            case .star: return true
            case .set(let ranges, let negated):
                let inside = ranges.contains { $0.contains(character) }
                return inside != negated
            }
        }
    }

    private enum Component: Hashable, Sendable {
        case globstar
        case segment([Token])

        init(_ text: Substring) {
            if text == "**" {
                self = .globstar
            } else {
                self = .segment(Glob.tokens(Array(text)))
            }
        }
    }

    /// Components without empty and `.` parts.
    private static func split(_ text: String) -> [Substring] {
        text.pathComponents().filter { $0 != "." }
    }

    private static func tokens(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                // Runs of `*` behave as one.
                if tokens.last != .star { tokens.append(.star) }
                index += 1
            case "?":
                tokens.append(.any)
                index += 1
            case "\\" where index + 1 < characters.count:
                tokens.append(.literal(characters[index + 1]))
                index += 2
            case "[":
                if let (set, end) = characterClass(characters, from: index) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.literal("["))
                    index += 1
                }
            default:
                tokens.append(.literal(character))
                index += 1
            }
        }
        return tokens
    }

    /// The class starting at `characters[start] == "["`, and the index after its `]`;
    /// nil when the class is not terminated.
    private static func characterClass(_ characters: [Character], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < characters.count, characters[index] == "!" || characters[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < characters.count {
            var character = characters[index]
            if character == "]" && !first {
                return (.set(ranges: ranges, negated: negated), index + 1)
            }
            first = false
            if character == "\\", index + 1 < characters.count {
                index += 1
                character = characters[index]
            }
            // A range `a-z`, unless the `-` is last before `]`.
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                var upper = characters[index + 2]
                var consumed = 3
                if upper == "\\", index + 3 < characters.count {
                    upper = characters[index + 3]
                    consumed = 4
                }
                if character <= upper { ranges.append(character...upper) }
                index += consumed
            } else {
                ranges.append(character...character)
                index += 1
            }
        }
        return nil
    }

    // MARK: - Matching one component

    /// The classic two-pointer wildcard match: on a mismatch, retry from the last `*` with one
    /// more character swallowed. Each retry advances the text position, so this is O(n·m) at worst.
    private static func match(_ tokens: [Token], _ text: [Character]) -> Bool {
        var t = 0
        var s = 0
        var starToken = -1
        var starText = 0
        while s < text.count {
            if t < tokens.count, tokens[t] != .star, tokens[t].accepts(text[s]) {
                t += 1
                s += 1
            } else if t < tokens.count, tokens[t] == .star {
                starToken = t
                starText = s
                t += 1
            } else if starToken >= 0 {
                t = starToken + 1
                starText += 1
                s = starText
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .star { t += 1 }
        return t == tokens.count
    }
}
