/// "Did you mean …?" for misspelt keys and names.
///
/// A suggestion must be something the user can write where the mistake is: callers pass only the
/// words valid in that position (the validator leaves out declared names that are themselves
/// invalid, such as a keyword, so "did you mean `Self`?" cannot happen). The search is bounded: words or candidates longer than ``maximumLength`` are
/// never compared, and a candidate whose length differs by more than the allowed distance is
/// skipped before any distance is computed, so a 100,000-character reference costs a length check
/// per candidate.
enum Suggestions {
    /// The longest word (in Unicode scalars) that is compared at all: a typo of a longer word is
    /// not something a hint can usefully guess, and the distance is quadratic in the length.
    static let maximumLength = 256

    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars.prefix(maximumLength + 1))
        guard !lowered.isEmpty, lowered.count <= maximumLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars.prefix(maximumLength + 1))
            guard other.count <= maximumLength else { continue }
            // Allow about one edit in three characters, and at least one.
            let allowed = max(1, min(lowered.count, other.count) / 3)
            // The distance is at least the difference in length.
            let bound = min(allowed, (best?.distance ?? Int.max) - 1)
            guard abs(lowered.count - other.count) <= bound else { continue }
            let distance = editDistance(lowered, other)
            if distance <= bound { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// A hint sentence, or nil when nothing is close.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// Damerau-Levenshtein distance (optimal string alignment) between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
