import Dispatch

/// Independent work spread over every core.
enum Concurrently {
    /// `body` of each index in `0..<count`, run on every core; the results in index order. The
    /// work must be independent: each call reads shared values and writes only what it returns.
    static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(body) }
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: count) { index in results[index] = body(index) }
        }
        return results.map { $0! }
    }

    /// The items of several lists (by their counts) cut into runs of at most `length`, list by
    /// list and in order, so that work on one large list shares the cores like work on many
    /// small ones; an empty list is one empty run.
    static func runs(of counts: [Int], length: Int) -> [(list: Int, items: Range<Int>)] {
        counts.indices.flatMap { list in
            stride(from: 0, to: max(counts[list], 1), by: length).map { start in
                (list, start..<min(start + length, counts[list]))
            }
        }
    }

    /// ``map(_:_:)``, with `side` run once beside it: as one more piece of work, the first to
    /// start, so that it takes a core while the other starts on `body`'s.
    static func map<Result, Side>(
        _ count: Int, alongside side: () -> Side, _ body: (Int) -> Result
    ) -> (results: [Result], side: Side) {
        nonisolated(unsafe) var sideResult: Side?
        let results = withoutActuallyEscaping(side) { side in
            nonisolated(unsafe) let side = side
            return map(count + 1) { index -> Result? in
                guard index > 0 else {
                    sideResult = side()
                    return nil
                }
                return body(index - 1)
            }
        }
        return (results.dropFirst().map { $0! }, sideResult!)
    }
}
