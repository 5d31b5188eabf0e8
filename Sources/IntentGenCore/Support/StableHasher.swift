/// Two independent 64-bit multiply-xorshift lanes over 8-byte words: a 128-bit digest that is
/// the same on every run and platform (unlike `Hasher`, which is seeded per process), and fast
/// enough to read megabytes of definitions in well under a millisecond per megabyte.
struct StableHasher {
    private var lanes: (UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344)
    private var length: UInt64 = 0

    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= buffer.count {
            mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<buffer.count { tail |= UInt64(buffer[index]) << (8 * UInt64(index - offset)) }
        mix(tail ^ (UInt64(buffer.count - offset) << 56))
        // The length separates `ab` + `c` from `a` + `bc`.
        length &+= UInt64(buffer.count)
        mix(length)
    }

    /// The digest of bytes given in pieces: the one a single ``combine(_:)`` of them all gives
    /// (the same words, then the tail and the length), whatever the pieces.
    struct Stream {
        private var hasher = StableHasher()
        /// The bytes of the word being filled, in its low bytes first, and how many there are.
        private var word: UInt64 = 0
        private var filled = 0
        private var length: UInt64 = 0

        mutating func add(_ bytes: ArraySlice<UInt8>) {
            length &+= UInt64(bytes.count)
            var index = bytes.startIndex
            // The word begun by the last piece, then whole words, then the start of the next one.
            while filled > 0, index < bytes.endIndex {
                take(bytes[index])
                index += 1
            }
            bytes.withUnsafeBytes { buffer in
                var offset = index - bytes.startIndex
                while offset + 8 <= buffer.count {
                    hasher.mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                index = bytes.startIndex + offset
            }
            while index < bytes.endIndex {
                take(bytes[index])
                index += 1
            }
        }

        private mutating func take(_ byte: UInt8) {
            word |= UInt64(byte) << (8 * UInt64(filled))
            filled += 1
            guard filled == 8 else { return }
            hasher.mix(word)
            (word, filled) = (0, 0)
        }

        var hexDigest: String {
            var hasher = hasher
            hasher.mix(word ^ (UInt64(filled) << 56))
            hasher.length = length
            hasher.mix(length)
            return hasher.hexDigest
        }
    }

    private mutating func mix(_ word: UInt64) {
        lanes.0 = (lanes.0 ^ word) &* 0x9E37_79B9_7F4A_7C15
        lanes.0 ^= lanes.0 >> 29
        lanes.1 = (lanes.1 ^ (word &+ 0x632B_E59B_D9B4_E019)) &* 0xC2B2_AE3D_27D4_EB4F
        lanes.1 ^= lanes.1 >> 31
    }

    var hexDigest: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(lanes.0) + hex(lanes.1)
    }
}
