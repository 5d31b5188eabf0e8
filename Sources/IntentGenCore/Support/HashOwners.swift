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

    /// The owner of the key whose hash is `hash` (by `isKey`), if any.
    func owner(hash: Int, isKey: (Owner) -> Bool) -> Owner? {
        guard let earlier = first[hash] else { return nil }
        if isKey(earlier) { return earlier }
        return others[hash]?.first(where: isKey)
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

/// A set of paths, each found by its hash (``HashOwners``) and compared with the path made again
/// by `pathAt` from its place: an emit's tens of thousands of outputs are looked up by their full
/// paths without a second copy of each path.
struct PathSet: ExpressibleByArrayLiteral {
    private let count: Int
    private let pathAt: (Int) -> String
    private var owners = HashOwners<Int32>()

    /// The paths `pathAt` makes of `0..<count`.
    init(count: Int, pathAt: @escaping (Int) -> String) {
        self.count = count
        self.pathAt = pathAt
        for index in 0..<count {
            let path = pathAt(index)
            _ = owners.claim(hash: path.hashValue, by: Int32(index)) { pathAt(Int($0)) == path }
        }
    }

    init(_ paths: [String]) { self.init(count: paths.count) { paths[$0] } }

    init(arrayLiteral paths: String...) { self.init(paths) }

    func contains(_ path: String) -> Bool {
        owners.owner(hash: path.hashValue) { pathAt(Int($0)) == path } != nil
    }

    /// Every path, made as it is read.
    var paths: LazyMapSequence<Range<Int>, String> { (0..<count).lazy.map(pathAt) }
}
