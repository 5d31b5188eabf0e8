#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that several threads read and change, one at a time, under a lock.
final class Locked<Value>: @unchecked Sendable {
    /// The lock lives at a fixed address, as a pthread mutex must.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// `body`'s result, with the value to read and change while no other thread can.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&value)
    }
}

/// A value made once, by its first caller, under a lock; every later caller, on any thread,
/// gets the same value. For work that several concurrent users may need and none should repeat:
/// the running executable's digest, or the `.strings` texts of one export.
final class Once<Value>: Sendable {
    private let made = Locked<Value?>(nil)

    /// The value, made by `make` if no caller has made it yet.
    func value(_ make: () -> Value) -> Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
