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
