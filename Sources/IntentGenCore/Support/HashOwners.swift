/// The first owner of each key, found by the key's hash: a large target claims tens of thousands
/// of names and paths, and a table of the keys themselves would hold a second copy of each. An
/// owner's key is made again (`isKey`) only when a hash matches, to tell a claim of the same key
/// from two keys that merely share a hash.
struct HashOwners<Owner: Equatable> {
    /// The first owner of each hash, and any later ones whose keys differ from it (rare).
    private var first: [Int: Owner] = [:]
    private var others: [Int: [Owner]] = [:]

    /// Records that `owner` claims the key whose hash is `hash`; returns the owner that already
    /// claims the same key (by `isKey`, which says whether an earlier owner's key is this one),
    /// if any, and then records nothing.
    mutating func claim(hash: Int, by owner: Owner, isKey: (Owner) -> Bool) -> Owner? {
        guard let earlier = first[hash] else {
            first[hash] = owner
            return nil
        }
        if isKey(earlier) { return earlier }
        if let same = others[hash]?.first(where: isKey) { return same }
        others[hash, default: []].append(owner)
        return nil
    }

    /// Takes back the claim of `owner` on the key whose hash is `hash`, if it holds one.
    mutating func remove(hash: Int, owner: Owner) {
        if first[hash] == owner {
            if var later = others.removeValue(forKey: hash), !later.isEmpty {
                first[hash] = later.removeFirst()
                if !later.isEmpty { others[hash] = later }
            } else {
                first[hash] = nil
            }
        } else {
            others[hash]?.removeAll { $0 == owner }
        }
    }
}
