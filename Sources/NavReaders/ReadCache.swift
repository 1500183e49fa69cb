/// Where a reader keeps what it worked out from files, from one run to the next, under a
/// name of its choosing. A store keeps only what one navlint build wrote: anything else
/// (another build's, a truncated or foreign file) loads as nothing, and the reader works it
/// out again. Readers decide what a name's bytes mean; they depend on file contents only,
/// never on the config, which is applied after reading.
public protocol ReadCache: Sendable {
    /// The bytes last stored under `name` by this build, or `nil`.
    func load(_ name: String) -> [UInt8]?
    /// Replaces what `name` holds; a run reading it at the same time sees the old bytes or
    /// the new ones, never a mix.
    func store(_ name: String, _ bytes: [UInt8])
}

/// A 128-bit digest of a file's bytes, which stands for them in a cache: two files with
/// one digest are taken to be the same file. Not for secrets; it only has to tell edits apart.
public struct ContentDigest: Hashable, Sendable {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Two 64-bit lanes that each take every eight-byte word, with the length and the tail
    /// mixed in last.
    public init(_ bytes: [UInt8]) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15, b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        func mix(_ word: UInt64) {
            a = (a ^ word) &* 0x9FB2_1C65_1E98_DF25
            a ^= a >> 29
            b = (b &+ word &+ 0x632B_E59B_D9B4_E019) &* 0xD6E8_FEB8_6659_FD93
            b ^= b >> 32
        }
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[index...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail)
            mix(UInt64(raw.count))
        }
        high = a ^ (b &* 0xFF51_AFD7_ED55_8CCD)
        low = b ^ (a &* 0xC4CE_B9FE_1A85_EC53)
        high ^= high >> 33
        low ^= low >> 33
    }

    /// 32 hexadecimal digits, for file names.
    public var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }
}
