#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value made once, by its first caller, under a lock; every later caller, on any thread,
/// gets the same value. For work that several concurrent users may need and none should repeat:
/// the running executable's digest, or the `.strings` texts of one export.
final class Once<Value>: @unchecked Sendable {
    /// The lock lives at a fixed address, as a pthread mutex must.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private var made: Value?

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The value, made by `make` if no caller has made it yet.
    func value(_ make: () -> Value) -> Value {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
