#if canImport(Glibc)
import Glibc
#endif
import NavBase
import NavMarkdown
import NavRules
import NavSearch
import NavThreads

/// What an incremental build remembers about the last successful build: each page
/// as parsed and what it fed into the site, the digests that decide what must be
/// redone (see `PageReuse`), and every output file with its digest.
package struct BuildCache: Sendable {
    /// Binary, options, catalog and content folder name; any change means start over.
    var key: Fingerprint
    var pages: [String: PageRecord] = [:]
    /// Every page's address and anchors, the assets and redirects: what links resolve against.
    var links: Fingerprint?
    /// Titles, order and sections: what every page's navigation is made from.
    var navigation: Fingerprint?
    /// The theme's templates and the site's overrides.
    var theme: Fingerprint?
    var outputs: [String: OutputRecord] = [:]
    /// The output folder's folders (root-relative, "" for the root) with their modification
    /// times as this build left them: a file added to or removed from one changes its time.
    var folders: [String: Int] = [:]
    /// The site this build replaced, kept in the cache folder for the next build to stage over.
    var spare: SpareTree?
    /// The last build's search index, found in the output folder when the folder still holds
    /// it untouched: the next build puts the pages it redoes into it (see
    /// `LastSearchIndex`). Not part of the cache file; the site holds it.
    var search: LastSearchIndex?
    /// The cache file (and its log) in the folder that holds this cache, read from or saved as
    /// (see `logEntry`); nil when none does. Not part of what the file says.
    var file: File?
    /// The output files a build wrote or removed, when every other record in `outputs` is the
    /// one the cache it started from had (a warm incremental build): `logEntry` compares only
    /// these, not thousands of records. A superset will do; nil compares them all. Not part
    /// of what the file says.
    var outputsTouched: Set<String>?

    struct File: Sendable {
        var id: UInt64
        var bytes: Int
        var logBytes: Int
    }

    init(key: Fingerprint) { self.key = key }

    /// One content page. `page` is as parsed; in a cache file without its body, which is
    /// enough to map the site and to fill the other pages' navigation.
    ///
    /// A value kept in one shared box until a copy is changed, as `Page` is: a rebuild reads a
    /// field or two of each of thousands of records, and a record copied field by field
    /// retained each of its arrays, each in memory of its own, to read one of them.
    @dynamicMemberLookup
    struct PageRecord: Sendable {
        struct Fields: Sendable {
            var source: Fingerprint
            /// The source file's stat when it was last read; see `SourceStat.vouches(for:)`.
            var stat: SourceStat?
            var page: Page
            var parseWarnings: [Diagnostic]
            var resolveWarnings: [Diagnostic]
            var rulesReferenced: [String]
            var examples: Int
            /// The page's place in the reading order of the build that recorded it (-1 for a draft):
            /// the next build's map starts its sort from the last order (see `MapSite.run`).
            var position: Int
            /// The page's part in the site's digests as mapped by that build (nil for a draft).
            var digests: PageDigests?
            /// The files the page includes, with their digests when read: a change to one
            /// parses the page again.
            var included: [Includes.IncludedFile] = []

            /// The record's bytes in the cache file it was read from: a page that did not
            /// change is written back as it was read, not encoded again.
            var encoded: CacheBytes?
        }

        private final class Box: @unchecked Sendable {
            // Changed only through the `_modify` below, which copies a shared box first
            // (unchecked for the reason `Page`'s box is).
            @exclusivity(unchecked) var fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private var box: Box

        init(source: Fingerprint, stat: SourceStat? = nil, page: Page, parseWarnings: [Diagnostic],
             resolveWarnings: [Diagnostic], rulesReferenced: [String], examples: Int, position: Int = -1,
             digests: PageDigests? = nil, included: [Includes.IncludedFile] = [], encoded: CacheBytes? = nil) {
            box = Box(Fields(source: source, stat: stat, page: page, parseWarnings: parseWarnings,
                             resolveWarnings: resolveWarnings, rulesReferenced: rulesReferenced, examples: examples,
                             position: position, digests: digests, included: included, encoded: encoded))
        }

        subscript<T>(dynamicMember field: WritableKeyPath<Fields, T>) -> T {
            get { box.fields[keyPath: field] }
            _modify {
                if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
                yield &box.fields[keyPath: field]
            }
        }

        var hasBody: Bool { !self.page.document.blocks.isEmpty }
    }

    /// The last build's site, kept aside: it holds the same files (the same inodes) as the
    /// output folder but for `differs`, the files the last build wrote or removed.
    /// `folders` are its folders' times when it was the output folder; any other time means
    /// someone added or removed a file there, and the spare is not used.
    struct SpareTree: Sendable, Equatable {
        var differs: [String]
        var folders: [String: Int]
    }

    /// A file in the output folder as this build left it; size and change time
    /// tell whether someone touched it since.
    struct OutputRecord: Sendable, Equatable {
        var digest: Fingerprint
        var size: Int
        var modified: Int
    }
}

// MARK: - On disk

/// The cache file: a version line, then length-prefixed fields. Anything that
/// does not read back exactly is treated as no cache at all.
package extension BuildCache {
    /// The format's number, a page record's fields (`PageRecord.cachedFields`) and the front
    /// matter's as `FrontMatterKey` declares them: a cache written with other fields reads as
    /// no cache at all.
    static let fileHeader = Array(("navdocs-cache 12 record:\(PageRecord.cachedFields.joined(separator: ",")) "
                                   + "\(FrontMatterKey.cacheLayout)\n").utf8)

    /// The cache file, named `id`: each entry of the log after it names the file it follows.
    func encoded(id: UInt64) -> [UInt8] {
        var out = CacheWriter(bytes: Self.fileHeader)
        out.word(id)
        // The records by their place in the dictionary, in reading order (drafts, with no place,
        // first and by path), so the same cache gives the same bytes; sorting thousands of paths
        // cost more than the rest of the encoding.
        var places: [(position: Int, index: Dictionary<String, PageRecord>.Index)] = []
        places.reserveCapacity(pages.count)
        for index in pages.indices { places.append((pages.values[index].position, index)) }
        places.sort { a, b in a.position != b.position ? a.position < b.position : pages.keys[a.index] < pages.keys[b.index] }
        let order = places.map(\.index)
        out.bytes.reserveCapacity(order.reduce(1 << 16) { $0 + (pages.values[$1].encoded?.count ?? 4096) } + 64 * outputs.count)
        out.fingerprint(key)
        out.optional(links) { $0.fingerprint($1) }
        out.optional(navigation) { $0.fingerprint($1) }
        out.optional(theme) { $0.fingerprint($1) }
        out.int(pages.count)
        for index in order { out.record(pages.values[index]) }
        out.int(outputs.count)
        // In digest order, for the same reason: two files with the same bytes go in path order.
        let outputOrder = outputs.indices.sorted { a, b in
            let (x, y) = (outputs.values[a].digest, outputs.values[b].digest)
            if x.high != y.high { return x.high < y.high }
            return x.low != y.low ? x.low < y.low : outputs.keys[a] < outputs.keys[b]
        }
        for index in outputOrder {
            let (path, r) = outputs[index]
            out.output(path, r)
        }
        out.folders(folders)
        out.spare(spare)
        return out.bytes
    }

    /// What changed from `previous` (read from the file `id`) to this cache, as one entry of
    /// the log after that file: appended, it spares a build that changed a few pages writing
    /// a file of every page. Its length, the file's id, the digests, the pages gone and the
    /// records changed (those not read as they are), the outputs gone and changed, the
    /// folders and the spare; then a digest of the entry, so that a torn append (a crash
    /// while writing) reads as no cache at all.
    /// Nil when the entry would pass `budget` bytes: the records changed are counted at the
    /// size they had, so a build that changed most pages does not encode them for nothing.
    func logEntry(after previous: BuildCache, id: UInt64, budget: Int) -> [UInt8]? {
        let changed = pages.filter { $0.value.encoded == nil }
        var estimate = 0
        for path in changed.keys {
            estimate += previous.pages[path]?.encoded?.count ?? 0
            if estimate > budget { return nil }
        }
        var out = CacheWriter(bytes: [])
        out.word(id)
        out.fingerprint(key)
        out.optional(links) { $0.fingerprint($1) }
        out.optional(navigation) { $0.fingerprint($1) }
        out.optional(theme) { $0.fingerprint($1) }
        // A page is gone only if one came; or the counts tell them apart.
        let gone = pages.count == previous.pages.count && changed.keys.allSatisfy({ previous.pages[$0] != nil })
            ? [] : previous.pages.keys.filter { pages[$0] == nil }.sorted()
        out.list(gone) { $0.string($1) }
        out.int(changed.count)
        for path in changed.keys.sorted() { out.record(changed[path]!) }
        let (goneOutputs, differing) = outputChanges(after: previous)
        out.list(goneOutputs) { $0.string($1) }
        out.int(differing.count)
        for path in differing { out.output(path, outputs[path]!) }
        out.folders(folders)
        out.spare(spare)
        var entry = CacheWriter(bytes: [])
        entry.int(out.bytes.count)
        entry.bytes += out.bytes
        entry.fingerprint(FingerprintHasher.of(out.bytes))
        return entry.bytes.count <= budget ? entry.bytes : nil
    }

    /// The output files `previous` had and this cache has not, and those this cache has with
    /// another record than `previous` (new ones too), each sorted.
    func outputChanges(after previous: BuildCache) -> (gone: [String], differing: [String]) {
        guard let touched = outputsTouched else {
            return (previous.outputs.keys.filter { outputs[$0] == nil }.sorted(),
                    outputs.filter { previous.outputs[$0.key] != $0.value }.keys.sorted())
        }
        return (touched.filter { outputs[$0] == nil && previous.outputs[$0] != nil }.sorted(),
                touched.filter { outputs[$0] != nil && previous.outputs[$0] != outputs[$0] }.sorted())
    }

    /// nil when the bytes are not a complete cache file of this version, or `log` (what was
    /// appended after it) has an entry that does not read back whole or follows another file.
    static func decode(_ bytes: [UInt8], log: [UInt8]? = nil, content: FileTree) -> BuildCache? {
        decode(CacheFile(copying: bytes), log: log, content: content)
    }

    /// `file` as read from the cache folder: its records keep their bytes in it.
    internal static func decode(_ file: CacheFile, log: [UInt8]?, content: FileTree) -> BuildCache? {
        guard file.buffer.starts(with: fileHeader), var cache = decodeFile(file, content: content) else { return nil }
        guard let log, !log.isEmpty else { return cache }
        let logFile = CacheFile(copying: log)
        var input = CacheReader(bytes: logFile.buffer, offset: 0, file: logFile)
        while !input.atEnd {
            guard input.logEntry(into: &cache, content: content) else { return nil }
        }
        cache.file?.logBytes = log.count
        return cache
    }

    private static func decodeFile(_ file: CacheFile, content: FileTree) -> BuildCache? {
        let buffer = file.buffer
        var input = CacheReader(bytes: buffer, offset: fileHeader.count)
        guard let id = input.word(), let key = input.fingerprint() else { return nil }
        var cache = BuildCache(key: key)
        cache.file = File(id: id, bytes: buffer.count, logBytes: 0)
        guard let links = input.optional({ $0.fingerprint() }),
              let navigation = input.optional({ $0.fingerprint() }),
              let theme = input.optional({ $0.fingerprint() }),
              let pageCount = input.int() else { return nil }
        cache.links = links
        cache.navigation = navigation
        cache.theme = theme
        // The records' places first, then the records read on every core, a share each.
        var found: [Int] = []
        found.reserveCapacity(min(pageCount, buffer.count))
        for _ in 0..<pageCount {
            found.append(input.offset)
            guard let length = input.int(), length >= 0, length <= buffer.count - input.offset else { return nil }
            input.offset += length
        }
        nonisolated(unsafe) let shared = buffer
        // What follows the records (every output file's record, the folders, the spare) is read
        // on another core meanwhile: the records are put in their table on this one after.
        let tailStart = input.offset
        let tail = Background { () -> (outputs: [String: OutputRecord], folders: [String: Int], spare: SpareTree?)? in
            var input = CacheReader(bytes: shared, offset: tailStart)
            guard let outputCount = input.int(), outputCount >= 0, outputCount <= shared.count else { return nil }
            var outputs: [String: OutputRecord] = [:]
            outputs.reserveCapacity(outputCount)
            for _ in 0..<outputCount {
                guard let (path, record) = input.output() else { return nil }
                outputs[path] = record
            }
            guard let folders = input.folders(), let spare = input.spare(), input.atEnd else { return nil }
            return (outputs, folders, spare)
        }
        let places = found, shares = 8
        let records = Array(0..<shares).parallelMap { (share: Int) -> [PageRecord]? in
            // What one record read that the next may share: the last message, the rule IDs.
            var input = CacheReader(bytes: shared, offset: 0, file: file)
            let first = share * places.count / shares, end = (share + 1) * places.count / shares
            var read: [PageRecord] = []
            read.reserveCapacity(end - first)
            for start in places[first..<end] {
                input.offset = start
                guard let record = input.lengthPrefixedRecord(content: content) else { return nil }
                read.append(record)
            }
            return read
        }
        cache.pages.reserveCapacity(pageCount)
        var whole = true
        for share in records {
            guard let share else { whole = false; break }
            for record in share { cache.pages[record.page.source] = record }
        }
        // Waited for on every path: it reads the caller's buffer.
        guard let rest = tail.value, whole, cache.pages.count == pageCount else { return nil }
        (cache.outputs, cache.folders, cache.spare) = rest
        return cache
    }
}

/// Writes what `CacheReader` reads: the cache file, its log and the content listing.
struct CacheWriter {
    var bytes: [UInt8]

    mutating func int(_ v: Int) {
        var u = UInt64(bitPattern: Int64(v))
        // Variable-length, seven bits a byte: most numbers here are small.
        while u >= 0x80 { bytes.append(UInt8(u & 0x7f) | 0x80); u >>= 7 }
        bytes.append(UInt8(u))
    }
    mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    mutating func string(_ s: String) { int(s.utf8.count); bytes += s.utf8 }
    mutating func fingerprint(_ f: Fingerprint) { word(f.high); word(f.low) }
    mutating func optional<T>(_ v: T?, _ write: (inout CacheWriter, T) -> Void) {
        if let v { bool(true); write(&self, v) } else { bool(false) }
    }
    mutating func list<T>(_ items: [T], _ write: (inout CacheWriter, T) -> Void) {
        int(items.count)
        for item in items { write(&self, item) }
    }
    mutating func location(_ l: SourceLocation) { int(l.line); int(l.column) }
    mutating func folders(_ folders: [String: Int]) {
        int(folders.count)
        for path in folders.keys.sorted() { string(path); int(folders[path]!) }
    }
    mutating func diagnostic(_ d: Diagnostic) {
        string(d.path); location(d.location); string(d.level.rawValue); string(d.message)
    }
    /// A record after its length (so a reader can split the records among its cores): as it
    /// was read when it did not change, else encoded.
    mutating func record(_ r: BuildCache.PageRecord) {
        if let encoded = r.encoded {
            bytes.append(contentsOf: encoded.buffer)
            return
        }
        var record = CacheWriter(bytes: [])
        record.recordBody(r)
        int(record.bytes.count)
        bytes += record.bytes
    }
    mutating func word(_ w: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: w >> UInt64(shift))) }
    }
    /// Whole words, not varints: times in nanoseconds and inode numbers take eight or nine
    /// bytes either way, and a varint is read a byte at a time for every page of the site.
    mutating func stat(_ s: SourceStat) {
        func int(_ n: Int) { word(UInt64(bitPattern: Int64(n))) }
        int(s.size); int(s.modified); int(s.changed)
        word(s.inode); word(s.device); int(s.takenAt)
    }
    mutating func output(_ path: String, _ r: BuildCache.OutputRecord) {
        string(path); fingerprint(r.digest); int(r.size); int(r.modified)
    }
    mutating func spare(_ spare: BuildCache.SpareTree?) {
        optional(spare) { out, spare in
            out.list(spare.differs) { $0.string($1) }
            out.folders(spare.folders)
        }
    }
    /// The fields of `BuildCache.PageRecord.cachedFields`, in that order.
    mutating func recordBody(_ r: BuildCache.PageRecord) {
        fingerprint(r.source)
        optional(r.stat) { $0.stat($1) }
        page(r.page)
        list(r.parseWarnings) { $0.diagnostic($1) }
        list(r.resolveWarnings) { $0.diagnostic($1) }
        list(r.rulesReferenced) { $0.string($1) }
        int(r.examples)
        int(r.position)
        optional(r.digests) { out, d in out.fingerprint(d.links); out.fingerprint(d.navigation) }
        list(r.included) { out, file in out.string(file.path); out.fingerprint(file.digest) }
    }
    mutating func page(_ p: Page) {
        string(p.source)
        for key in FrontMatterKey.all { key.encode(&self, p.frontMatter) }
        string(p.title)
        if case .cached(let cached) = p.headingList {
            bytes.append(contentsOf: cached.bytes.buffer)
        } else {
            list(p.headings) { out, h in out.int(h.level); out.string(h.title); out.string(h.anchor); out.location(h.location) }
        }
        optional(p.titleAnchor) { $0.string($1) }
        list(p.htmlAnchors) { $0.string($1) }
        string(p.outputPath)
        string(p.section)
        string(p.kind.rawValue)
        int(p.markdownBytes)
    }
}

/// Short strings a cache reader has read, found again by their bytes packed in a word: no
/// hashing, and a dozen words compared in less time than making one string takes.
struct KnownStrings {
    static let longest = 8
    /// More than a site names rule IDs; past it, strings are made as they come.
    static let most = 64
    private var words: [(bytes: UInt64, count: Int, string: String)] = []

    /// The string read before with exactly these bytes, if any.
    func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        guard utf8.count <= Self.longest else { return nil }
        let packed = Self.pack(utf8)
        for word in words where word.bytes == packed && word.count == utf8.count { return word.string }
        return nil
    }

    /// Keeps `string` for the next reads, when it is short and there is room.
    mutating func add(_ string: String) {
        var copy = string
        copy.withUTF8 { utf8 in
            guard words.count < Self.most, utf8.count <= Self.longest else { return }
            words.append((Self.pack(utf8), utf8.count, string))
        }
    }

    /// The bytes in a word, the rest of it zero.
    private static func pack(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        withUnsafeMutableBytes(of: &packed) { $0.copyMemory(from: UnsafeRawBufferPointer(utf8)) }
        return packed
    }
}

/// A page's headings as a cache file holds them: checked when the file was read, and made
/// into values each time they are asked for (see `Headings`).
package struct CachedHeadings: Sendable {
    /// The list as `CacheWriter` wrote it, in the bytes of the file that was read.
    fileprivate let bytes: CacheBytes

    func decoded() -> [Heading] {
        var reader = CacheReader(bytes: bytes.buffer, offset: 0)
        guard let headings = reader.headings(), reader.atEnd else {
            preconditionFailure("cached headings that were checked when read no longer read")
        }
        return headings
    }
}

struct CacheReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    /// The file `bytes` shows, when the reader may keep parts of it (a page's headings) unread.
    var file: CacheFile? = nil
    /// The last diagnostic's message; see `diagnostic(page:)`.
    var lastMessage: String? = nil
    /// The short strings read so far by `knownString`.
    var known = KnownStrings()
    var atEnd: Bool { offset == bytes.count }

    /// Most numbers in a record (lengths, lines, columns) fit in one byte: those are read
    /// here, and the rest by `longInt`.
    @inline(__always)
    mutating func int() -> Int? {
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return Int(bytes[offset - 1])
        }
        return longInt()
    }
    mutating func longInt() -> Int? {
        var value: UInt64 = 0, shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let b = bytes[offset]; offset += 1
            value |= UInt64(b & 0x7f) << shift
            if b < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }
    mutating func bool() -> Bool? {
        guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
        offset += 1
        return bytes[offset - 1] == 1
    }
    mutating func string() -> String? {
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return nil }
        defer { offset += n }
        let utf8 = UnsafeBufferPointer(rebasing: bytes[offset..<offset + n])
        // Decoding repairs bad UTF-8; a string whose bytes came out other than they went in was not UTF-8.
        var string = String(decoding: utf8, as: UTF8.self)
        let same = string.withUTF8 { $0.count == n && (n == 0 || memcmp($0.baseAddress!, utf8.baseAddress!, n) == 0) }
        return same ? string : nil
    }
    /// Steps over a string, checking its bytes are UTF-8 as `string()` would.
    mutating func skipString() -> Bool {
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return false }
        let utf8 = UnsafeBufferPointer(rebasing: bytes[offset..<offset + n])
        offset += n
        if UTF8Check.isASCII(utf8) { return true }
        let string = String(decoding: utf8, as: UTF8.self)
        return string.utf8.count == n && string.utf8.elementsEqual(utf8)
    }
    mutating func headings() -> [Heading]? {
        list { r -> Heading? in
            guard let level = r.int(), let title = r.string(), let anchor = r.string(), let at = r.location() else { return nil }
            return Heading(level: level, title: title, anchor: anchor, location: at)
        }
    }
    /// The headings checked and left as bytes of `file`, or read at once when there is no file to keep.
    mutating func headingList() -> Headings? {
        guard let file else { return headings().map(Headings.parsed) }
        let start = offset
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return nil }
        for _ in 0..<n {
            guard int() != nil, skipString(), skipString(), location() != nil else { return nil }
        }
        return .cached(CachedHeadings(bytes: CacheBytes(file: file, range: start..<offset)))
    }
    mutating func word() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        defer { offset += 8 }
        return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }
    mutating func stat() -> SourceStat? {
        guard let size = word(), let modified = word(), let changed = word(),
              let inode = word(), let device = word(), let takenAt = word() else { return nil }
        func int(_ w: UInt64) -> Int { Int(Int64(bitPattern: w)) }
        return SourceStat(size: int(size), modified: int(modified), changed: int(changed),
                          inode: inode, device: device, takenAt: int(takenAt))
    }
    mutating func output() -> (String, BuildCache.OutputRecord)? {
        guard let path = string(), let digest = fingerprint(), let size = int(), let modified = int() else { return nil }
        return (path, BuildCache.OutputRecord(digest: digest, size: size, modified: modified))
    }
    mutating func spare() -> BuildCache.SpareTree?? {
        optional { r -> BuildCache.SpareTree? in
            guard let differs = r.list({ $0.string() }), let folders = r.folders() else { return nil }
            return BuildCache.SpareTree(differs: differs, folders: folders)
        }
    }
    /// A length-prefixed record, keeping its bytes (see `PageRecord.encoded`).
    mutating func lengthPrefixedRecord(content: FileTree) -> BuildCache.PageRecord? {
        guard let file else { return nil }
        let start = offset
        guard let length = int(), length >= 0, length <= bytes.count - offset else { return nil }
        let end = offset + length
        var body = CacheReader(bytes: UnsafeBufferPointer(rebasing: bytes[..<end]), offset: offset, file: file,
                               lastMessage: lastMessage, known: known)
        // Moved into the record's reader and back, so its table is never copied to grow.
        known = KnownStrings()
        guard var record = body.record(content: content), body.atEnd else { return nil }
        (lastMessage, known) = (body.lastMessage, body.known)
        record.encoded = CacheBytes(file: file, range: start..<end)
        offset = end
        return record
    }
    /// Applies one entry of the log (see `BuildCache.logEntry`) to `cache`; false when it does
    /// not read back whole, or follows another file than the one `cache` was read from.
    mutating func logEntry(into cache: inout BuildCache, content: FileTree) -> Bool {
        guard let length = int(), length >= 0, length <= bytes.count - offset - 16 else { return false }
        let end = offset + length
        let digest = FingerprintHasher.of(Array(bytes[offset..<end]))
        var check = CacheReader(bytes: bytes, offset: end)
        guard check.fingerprint() == digest else { return false }
        var entry = CacheReader(bytes: UnsafeBufferPointer(rebasing: bytes[..<end]), offset: offset, file: file)
        guard let id = entry.word(), id == cache.file?.id, let key = entry.fingerprint(),
              let links = entry.optional({ $0.fingerprint() }), let navigation = entry.optional({ $0.fingerprint() }),
              let theme = entry.optional({ $0.fingerprint() }), let gone = entry.list({ $0.string() }),
              let changedCount = entry.int(), changedCount >= 0 else { return false }
        (cache.key, cache.links, cache.navigation, cache.theme) = (key, links, navigation, theme)
        for path in gone { cache.pages[path] = nil }
        for _ in 0..<changedCount {
            guard let record = entry.lengthPrefixedRecord(content: content) else { return false }
            cache.pages[record.page.source] = record
        }
        guard let goneOutputs = entry.list({ $0.string() }), let outputCount = entry.int(), outputCount >= 0 else { return false }
        for path in goneOutputs { cache.outputs[path] = nil }
        for _ in 0..<outputCount {
            guard let (path, record) = entry.output() else { return false }
            cache.outputs[path] = record
        }
        guard let folders = entry.folders(), let spare = entry.spare(), entry.atEnd else { return false }
        cache.folders = folders
        cache.spare = spare
        offset = end + 16
        return true
    }
    mutating func fingerprint() -> Fingerprint? {
        guard bytes.count - offset >= 16, let high = word(), let low = word() else { return nil }
        return Fingerprint(high: high, low: low)
    }
    /// `.some(nil)` for an absent value, nil when the bytes are broken.
    @inline(__always)
    mutating func optional<T>(_ read: (inout CacheReader) -> T?) -> T?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        guard let v = read(&self) else { return nil }
        return .some(v)
    }
    @inline(__always)
    mutating func list<T>(_ read: (inout CacheReader) -> T?) -> [T]? {
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return nil }
        var items: [T] = []
        items.reserveCapacity(n)
        for _ in 0..<n { guard let item = read(&self) else { return nil }; items.append(item) }
        return items
    }
    mutating func folders() -> [String: Int]? {
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return nil }
        var folders: [String: Int] = [:]
        for _ in 0..<n {
            guard let path = string(), let time = int() else { return nil }
            folders[path] = time
        }
        return folders
    }
    mutating func location() -> SourceLocation? {
        guard let line = int(), let column = int() else { return nil }
        return SourceLocation(line: line, column: column)
    }
    /// A diagnostic, most often of the page being read (`page`, its shown path) and with the
    /// message the last one had: a site can warn the same on every page, and those strings
    /// are shared rather than made again for each.
    mutating func diagnostic(page: String? = nil) -> Diagnostic? {
        guard let path = string(matching: page), let at = location(),
              let level = word(of: [Diagnostic.Level.warning, .error, .note]),
              let message = string(matching: lastMessage) else { return nil }
        lastMessage = message
        return Diagnostic(path: path, location: at, level: level, message: message)
    }
    /// `candidate` when the next string has its bytes, else the string read.
    mutating func string(matching candidate: String?) -> String? {
        if var candidate {
            let start = offset
            if let n = int(), n >= 0, n <= bytes.count - offset, Self.spells(&candidate, bytes.baseAddress! + offset, n) {
                offset += n
                return candidate
            }
            offset = start
        }
        return string()
    }
    /// The next string, shared with an equal one read before when it is short: a site names a
    /// dozen rule IDs on thousands of pages, and each mention was made into a string again.
    mutating func knownString() -> String? {
        let start = offset
        if let n = int(), n >= 0, n <= KnownStrings.longest, n <= bytes.count - offset,
           let same = known.string(UnsafeBufferPointer(rebasing: bytes[offset..<offset + n])) {
            offset += n
            return same
        }
        offset = start
        guard let string = string() else { return nil }
        known.add(string)
        return string
    }
    /// The one of `cases` whose raw value the next string spells: no string is made for each
    /// of thousands of records that say "warning" or "page".
    mutating func word<Word: RawRepresentable>(of cases: [Word]) -> Word? where Word.RawValue == String {
        guard let n = int(), n >= 0, n <= bytes.count - offset else { return nil }
        let spelled = bytes.baseAddress! + offset
        offset += n
        return cases.first { word in
            var raw = word.rawValue
            return Self.spells(&raw, spelled, n)
        }
    }
    /// Whether `string` is exactly the `count` bytes at `bytes`. Compared with memcmp:
    /// `elementsEqual` over a string's UTF-8 view cost more than making the string.
    private static func spells(_ string: inout String, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        string.withUTF8 { $0.count == count && (count == 0 || memcmp($0.baseAddress!, bytes, count) == 0) }
    }
    /// A page record as `CacheWriter.record` wrote it, without its bytes: the fields of
    /// `BuildCache.PageRecord.cachedFields`, in that order.
    mutating func record(content: FileTree) -> BuildCache.PageRecord? {
        guard let source = fingerprint(),
              let stat = optional({ $0.stat() }),
              let page = page(content: content),
              let parseWarnings = list({ $0.diagnostic(page: page.displayPath) }),
              let resolveWarnings = list({ $0.diagnostic(page: page.displayPath) }),
              let rules = list({ $0.knownString() }), let examples = int(), let position = int(),
              let digests = optional({ r -> PageDigests? in
                  guard let links = r.fingerprint(), let navigation = r.fingerprint() else { return nil }
                  return PageDigests(links: links, navigation: navigation)
              }),
              let included = list({ r -> Includes.IncludedFile? in
                  guard let path = r.string(), let digest = r.fingerprint() else { return nil }
                  return Includes.IncludedFile(path: path, digest: digest)
              }) else { return nil }
        return BuildCache.PageRecord(source: source, stat: stat, page: page, parseWarnings: parseWarnings,
                                     resolveWarnings: resolveWarnings, rulesReferenced: rules, examples: examples,
                                     position: position, digests: digests, included: included)
    }

    mutating func page(content: FileTree) -> Page? {
        guard let source = string() else { return nil }
        var f = FrontMatter()
        for decode in FrontMatterKey.decoders { guard decode(&self, &f) else { return nil } }
        // Most pages are titled in their front matter: the title read there is shared, not made again.
        guard let pageTitle = string(matching: f.title),
              let headings = headingList(),
              let titleAnchor = optional({ $0.string() }),
              let htmlAnchors = list({ $0.string() }),
              let outputPath = string(), let section = string(), let kind = word(of: [PageKind.page, .rule, .home, .notFound]),
              let markdownBytes = int() else { return nil }
        return Page(source: source, displayPath: content.displayPath(source), frontMatter: consume f,
                    document: MarkdownDocument(blocks: []), title: pageTitle, headingList: headings, titleAnchor: titleAnchor,
                    htmlAnchors: htmlAnchors,
                    outputPath: outputPath, section: section, kind: kind, markdownBytes: markdownBytes)
    }
}

extension BuildCache.PageRecord {
    /// The fields of a page record the cache keeps, in the order `CacheWriter.recordBody` writes
    /// them and `CacheReader.record` reads them back, named in the cache's version line.
    /// `CachedFieldsTests` holds `Fields` to this list, so a field added to a record and not
    /// to the cache fails a test rather than being lost between builds.
    static let cachedFields = ["source", "stat", "page", "parseWarnings", "resolveWarnings", "rulesReferenced",
                               "examples", "position", "digests", "included"]
    /// Fields a record has but the cache does not keep as fields: its own bytes.
    static let uncachedFields = ["encoded"]
}

