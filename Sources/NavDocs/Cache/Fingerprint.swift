import NavTemplates

/// A 128-bit digest of everything one output depends on. Two outputs with the
/// same fingerprint are taken to be the same bytes, so it must see every input.
package struct Fingerprint: Hashable, Sendable {
    var high: UInt64
    var low: UInt64
}

/// Feeds values into a `Fingerprint`. Every value is written with its length or a
/// tag first, so `("ab", "c")` and `("a", "bc")` differ. Not for secrets: it only
/// has to tell accidental changes apart, and give the same digest in every process.
package struct FingerprintHasher {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var pending: UInt64 = 0
    private var pendingBytes: UInt64 = 0
    private var words: UInt64 = 0

    init() {}

    mutating func add(_ bytes: some Collection<UInt8>) {
        add(bytes.count)
        for byte in bytes { addByte(byte) }
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(buffer: $0) }
    }

    /// Eight bytes at a time, whatever the hasher holds of its current word: page sources,
    /// anchors and navigation text make up most of what an incremental build hashes.
    /// The digest is the one feeding the bytes one by one gives (`FastPathTests`).
    mutating func add(buffer: UnsafeBufferPointer<UInt8>) {
        add(buffer.count)
        var i = 0
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= buffer.count {
                addWord(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i += 8
            }
        }
        while i < buffer.count { addByte(buffer[i]); i += 1 }
    }

    /// The value's eight bytes, least significant first.
    mutating func add(_ value: Int) { addWord(UInt64(bitPattern: Int64(value))) }

    /// Eight bytes, least significant first: the rest of the current word, and what is left
    /// over starts the next.
    private mutating func addWord(_ word: UInt64) {
        guard pendingBytes > 0 else { pending = word; mix(); return }
        let held = pendingBytes, shift = 8 * held
        pending |= word << shift
        let carry = word >> (64 - shift)
        mix()
        pending = carry
        pendingBytes = held
    }

    /// The plain way `add(buffer:)` and `add(Int)` stand in for, for tests.
    mutating func addBytesOneByOne(_ bytes: [UInt8]) { for byte in bytes { addByte(byte) } }

    mutating func add(_ value: Bool) { addByte(value ? 1 : 0) }

    mutating func add(_ value: Fingerprint) {
        add(Int(truncatingIfNeeded: value.high))
        add(Int(truncatingIfNeeded: value.low))
    }

    mutating func add(_ text: String?) {
        if let text { addByte(1); add(text) } else { addByte(0) }
    }

    mutating func add(_ value: Int?) {
        if let value { addByte(1); add(value) } else { addByte(0) }
    }

    /// Dictionaries go in key order, so the digest does not depend on hashing seeds.
    mutating func add(_ value: TemplateValue) {
        switch value {
        case .null: addByte(0)
        case .bool(let v): addByte(1); add(v)
        case .int(let v): addByte(2); add(v)
        case .number(let v): addByte(3); add(Int(truncatingIfNeeded: v.bitPattern))
        case .string(let v): addByte(4); add(v)
        case .utf8(let v): addByte(4); add(String(decoding: v, as: UTF8.self))
        case .html(let v): addByte(7); add(String(decoding: v, as: UTF8.self))
        case .list(let items):
            addByte(5); add(items.count)
            for item in items { add(item) }
        case .dictionary(let entries):
            addByte(6); add(entries.count)
            for key in entries.keys.sorted() { add(key); add(entries[key]!) }
        }
    }

    private mutating func addByte(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * pendingBytes)
        pendingBytes += 1
        if pendingBytes == 8 { mix() }
    }

    private mutating func mix() {
        words &+= 1
        a = (a ^ pending) &* 0x9FB2_1C65_1E98_DF25
        a ^= a >> 29
        b = ((b &+ pending) ^ words) &* 0xD6E8_FEB8_6659_FD93
        b ^= b >> 32
        pending = 0
        pendingBytes = 0
    }

    mutating func finish() -> Fingerprint {
        // The tail, marked with its length, so trailing zero bytes still count.
        pending ^= pendingBytes << 60
        mix()
        var high = a ^ (b &* 0xFF51_AFD7_ED55_8CCD), low = b ^ (a &* 0xC4CE_B9FE_1A85_EC53)
        high ^= high >> 33
        low ^= low >> 31
        return Fingerprint(high: high, low: low)
    }

    static func of(_ bytes: [UInt8]) -> Fingerprint {
        var hasher = FingerprintHasher()
        bytes.withUnsafeBufferPointer { hasher.add(buffer: $0) }
        return hasher.finish()
    }
}
