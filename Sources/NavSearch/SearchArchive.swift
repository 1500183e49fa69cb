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

    mutating func words(_ w: [UInt32]) { values(w) }

    /// Plain values as their bytes in memory: read back by `values(of:)` with one copy.
    mutating func values<T: BitwiseCopyable>(_ items: [T]) {
        int(items.count)
        items.withUnsafeBytes { out += $0 }
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

    mutating func words() -> [UInt32]? { values(of: UInt32.self) }

    mutating func values<T: BitwiseCopyable>(of: T.Type) -> [T]? {
        let size = MemoryLayout<T>.stride
        guard let n = int(), n <= (source.count - offset) / size else { return nil }
        let start = offset
        let values = [T](unsafeUninitializedCapacity: n) { buffer, initialized in
            source.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[start..<start + size * n]))
            }
            initialized = n
        }
        offset += size * n
        return values
    }
}
