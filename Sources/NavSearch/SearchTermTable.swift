#if canImport(Glibc)
import Glibc
#endif

/// Interns terms given as UTF-8 bytes, without making a `String` per occurrence:
/// the site's text goes through here once per token, so this is the hot path of the index build.
package struct SearchTermTable {
    fileprivate(set) var bytes: [UInt8] = []
    /// Term `i` is `bytes[starts[i]..<starts[i + 1]]`.
    fileprivate(set) var starts: [Int] = [0]
    /// Open addressing: each slot holds a term's hash in its high half and its ID + 1 in
    /// its low half (0 marks an empty slot), so a probe that misses never reads the term.
    /// A site's table is too large for the cache; one load per probe is what it costs.
    fileprivate var slots: [UInt64]
    fileprivate var hashes: [UInt32] = []

    /// `slots` is a power of two: 1024 for a site, fewer for one page.
    init(slots: Int = 1024) { self.slots = Array(repeating: 0, count: slots) }

    var count: Int { starts.count - 1 }

    func term(_ id: Int) -> ArraySlice<UInt8> { bytes[starts[id]..<starts[id + 1]] }

    /// The hash `id(for:)` files term `id` under, so another table can take the term without hashing it again.
    func hash(_ id: Int) -> UInt32 { hashes[id] }

    /// FNV-1a, which a scanner can work out a byte at a time as it produces the term.
    static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var h = hashSeed
        for b in term { h = hash(h, b) }
        return h
    }

    static let hashSeed: UInt32 = 2_166_136_261

    @inline(__always)
    static func hash(_ h: UInt32, _ byte: UInt8) -> UInt32 { (h ^ UInt32(byte)) &* 16_777_619 }

    /// The ID of `term`, added when new; IDs count up from 0 in order of first sight.
    mutating func id(for term: UnsafeBufferPointer<UInt8>) -> Int { id(for: term, hash: Self.hash(term)) }

    /// `id(for:)` with the term's hash already known.
    mutating func id(for term: UnsafeBufferPointer<UInt8>, hash h: UInt32) -> Int {
        if slots.isEmpty { grow() }
        let (found, slot) = probe(term, hash: h)
        if let found { return found }
        let id = count
        bytes.append(contentsOf: term)
        starts.append(bytes.count)
        hashes.append(h)
        slots[slot] = Self.entry(hash: h, id: id)
        if count * 2 > slots.count { grow() }
        return id
    }

    /// The ID of `term` when the table holds it; nothing is added.
    func existingID(for term: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.isEmpty ? nil : probe(term, hash: Self.hash(term)).found
    }

    /// Where `term` is: its ID, or nil and the empty slot it would take.
    private func probe(_ term: UnsafeBufferPointer<UInt8>, hash h: UInt32) -> (found: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(h) & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return (nil, slot) }
                if UInt32(truncatingIfNeeded: entry >> 32) == h {
                    let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if equals(id, term) { return (id, slot) }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    @inline(__always)
    fileprivate static func entry(hash: UInt32, id: Int) -> UInt64 { UInt64(hash) << 32 | UInt64(id + 1) }

    private func equals(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let a = starts[id], b = starts[id + 1]
        guard b - a == term.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            guard !term.isEmpty else { return true }
            let p = stored.baseAddress! + a, q = term.baseAddress!
            // Terms are short: compared in place, a library call cost more than the comparison.
            guard term.count <= 16 else { return memcmp(p, q, term.count) == 0 }
            for k in 0..<term.count where p[k] != q[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        var size = max(16, slots.count * 2)
        while size < 2 * count + 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        let mask = slots.count - 1
        for id in 0..<count {
            var slot = Int(hashes[id]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.entry(hash: hashes[id], id: id)
        }
    }
}

extension SearchTermTable {
    /// A table of the terms `bytes[starts[i]..<starts[i + 1]]` with their hashes, as an
    /// archived `SearchPageEntries` holds them. Such a table is only read (merged into the
    /// site's); its slots are laid out when a term is first looked up in it.
    init(bytes: [UInt8], starts: [Int], hashes: [UInt32]) {
        self.init(slots: 0)
        self.bytes = bytes
        self.starts = starts
        self.hashes = hashes
    }

    var storedHashes: [UInt32] { hashes }
}
