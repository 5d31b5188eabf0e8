#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether any of the text's UTF-8 bytes satisfies `predicate`, read where the String keeps
    /// them: a scan through `utf8` steps an index per byte, which was a tenth of the export's time
    /// for the many short texts a large file has.
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(where: predicate) }
    }

    /// Whether every character is ASCII: its bytes are then its characters (`\r\n` aside), and
    /// can be read as they are.
    var isASCII: Bool { !containsUTF8Byte { $0 >= 0x80 } }
}

extension UnsafeBufferPointer<UInt8> {
    /// The position of the first `byte` at or after `start`, found with `memchr`, which reads
    /// many bytes at a time; nil when there is none.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count, let found = memchr(base + start, Int32(byte), count - start) else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
