/// A page's tokenized search entries as bytes, for the incremental build's cache file:
/// a page that did not change is merged into the next index from here instead of
/// being tokenized again. Numbers are little-endian; anything that does not read
/// back whole is nil, and the cache is then not used.
extension SearchPageEntries {
    /// Appends the entries to `out`.
    package func archive(into out: inout [UInt8]) {
        var writer = ArchiveWriter(bytes: out)
        out = []
        writer.bytes(Array(path.utf8))
        writer.int(breadcrumbs.count)
        for crumbs in breadcrumbs {
            writer.int(crumbs.count)
            for crumb in crumbs { writer.bytes(Array(crumb.utf8)) }
        }
        writer.bytes(encoded)
        writer.words(ends.map { UInt32(bitPattern: $0) })
        writer.bytes(terms.bytes)
        writer.words(terms.starts.map { UInt32(truncatingIfNeeded: $0) })
        writer.words(terms.storedHashes)
        writer.words(pairs.map { UInt32(bitPattern: $0.term) })
        writer.words(pairs.map(\.posting))
        out = writer.out
    }

    /// Reads entries `archive(into:)` wrote at `offset`, moving past them.
    package static func unarchive(_ bytes: [UInt8], offset: inout Int) -> SearchPageEntries? {
        var reader = ArchiveReader(bytes: bytes, offset: offset)
        guard let path = reader.bytes().flatMap({ String(validating: $0, as: UTF8.self) }),
              let crumbCount = reader.int() else { return nil }
        var breadcrumbs: [[String]] = []
        for _ in 0..<crumbCount {
            guard let n = reader.int() else { return nil }
            var crumbs: [String] = []
            for _ in 0..<n {
                guard let crumb = reader.bytes().flatMap({ String(validating: $0, as: UTF8.self) }) else { return nil }
                crumbs.append(crumb)
            }
            breadcrumbs.append(crumbs)
        }
        guard let encoded = reader.bytes(), let ends = reader.words(), let termBytes = reader.bytes(),
              let starts = reader.words(), let hashes = reader.words(), let pairTerms = reader.words(),
              let postings = reader.words(), pairTerms.count == postings.count, !starts.isEmpty,
              hashes.count == starts.count - 1, ends.count == 2 * breadcrumbs.count,
              starts.allSatisfy({ Int($0) <= termBytes.count }),
              pairTerms.allSatisfy({ Int($0) < hashes.count }) else { return nil }
        offset = reader.offset
        return SearchPageEntries(
            path: path, breadcrumbs: breadcrumbs, encoded: encoded, ends: ends.map { Int32(bitPattern: $0) },
            terms: SearchTermTable(bytes: termBytes, starts: starts.map { Int($0) }, hashes: hashes),
            pairs: zip(pairTerms, postings).map { (Int32(bitPattern: $0), $1) })
    }

    private init(path: String, breadcrumbs: [[String]], encoded: [UInt8], ends: [Int32], terms: SearchTermTable,
                 pairs: [(term: Int32, posting: UInt32)]) {
        self.path = path
        self.breadcrumbs = breadcrumbs
        self.encoded = encoded
        self.ends = ends
        self.terms = terms
        self.pairs = pairs
    }
}

private struct ArchiveWriter {
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

private struct ArchiveReader {
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
