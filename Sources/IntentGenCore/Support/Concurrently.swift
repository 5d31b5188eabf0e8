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
}
