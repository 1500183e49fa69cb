/// Little-endian, length-prefixed fields for the incremental build's cache file (the
/// merged index, `SearchIndexBuilder.archive`): anything that does not read back whole is
/// nil, and the cache is then not used.
struct ArchiveWriter {
    var out: [UInt8]
    init(bytes: [UInt8]) { out = bytes }

    mutating func int(_ v: Int) {
        var u = UInt64(v)
        while u >= 0x80 { out.append(UInt8(u & 0x7f) | 0x80); u >>= 7 }
        out.append(UInt8(u))
    }

    mutating func bytes(_ b: [UInt8]) { int(b.count); out += b }

    mutating func words(_ w: [UInt32]) {
        int(w.count)
        w.withUnsafeBytes { out += $0 }
    }
}

struct ArchiveReader {
    let source: [UInt8]
    var offset: Int

    init(bytes: [UInt8], offset: Int) {
        source = bytes
        self.offset = offset
    }

    mutating func int() -> Int? {
        var value: UInt64 = 0, shift: UInt64 = 0
        while offset < source.count, shift < 64 {
            let b = source[offset]; offset += 1
            value |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    mutating func bytes() -> [UInt8]? {
        guard let n = int(), n <= source.count - offset else { return nil }
        defer { offset += n }
        return Array(source[offset..<offset + n])
    }

    mutating func words() -> [UInt32]? {
        guard let n = int(), n <= (source.count - offset) / 4 else { return nil }
        let start = offset
        let words = [UInt32](unsafeUninitializedCapacity: n) { buffer, initialized in
            source.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<start + 4 * n]))
            }
            initialized = n
        }
        offset += 4 * n
        return words
    }
}
