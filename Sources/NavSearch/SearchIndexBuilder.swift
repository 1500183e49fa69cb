#if canImport(Glibc)
import Glibc
#endif
import NavText
import NavThreads

/// Builds the site search index (see `SearchIndexFiles` for its files) from page and section entries.
///
/// Output is deterministic: pages are numbered in page-path order (entries of one page keep
/// the order they were added in) and terms are sorted by their UTF-8 bytes.
public struct SearchIndexBuilder: Sendable {
    public static let formatVersion = 4
    /// Stored snippet length: enough for two lines of a result, small enough for the size
    /// budget (every section of every page has one; they are most of the index's bytes).
    static let snippetBytes = 140

    /// Pages as added. Their term lists join `terms` and `pairs` on arrival: a few large
    /// arrays instead of many small ones per page, so a large site's pages need not all be held at once.
    private var pages: [AddedPage] = []
    private var terms = SearchTermTable()
    /// Per added page, in the order added: (site term ID, `SearchPageEntries.pairs`' posting).
    private var pairs: [(term: Int32, posting: UInt32)] = []
    /// How many of `pairs` each term has, by site term ID: counted as pages arrive, so the
    /// build need not go through every pair once more to find where each term's postings start.
    private var termPairs: [Int] = []
    /// Entries added one at a time (`add(_: SearchDocument)`), by page, made into pages by `build`.
    private var documents: [String: [SearchDocument]] = [:]
    private var ids: [Int32] = []

    private struct AddedPage {
        var path: String
        var fragment: [UInt8]
        var words: Int
        var entries: Int
        var pairs: Range<Int>
    }

    public init() {}

    /// Adds one entry; entries of one page, added one by one, make one page of the index.
    public mutating func add(_ document: SearchDocument) {
        documents[Self.pagePath(of: document.url), default: []].append(document)
    }

    /// Adds a page's entries, tokenized beforehand; see `SearchPageEntries`.
    public mutating func add(_ page: SearchPageEntries) {
        ids.removeAll(keepingCapacity: true)
        page.terms.bytes.withUnsafeBufferPointer { bytes in
            for t in 0..<page.terms.count {
                let term = UnsafeBufferPointer(rebasing: bytes[page.terms.starts[t]..<page.terms.starts[t + 1]])
                ids.append(Int32(terms.id(for: term, hash: page.terms.hash(t))))
            }
        }
        if termPairs.count < terms.count { termPairs += repeatElement(0, count: terms.count - termPairs.count) }
        let start = pairs.count
        for pair in page.pairs {
            let id = ids[Int(pair.term)]
            pairs.append((id, pair.posting))
            termPairs[Int(id)] += 1
        }
        pages.append(AddedPage(path: page.path, fragment: page.fragment, words: page.words, entries: page.count,
                               pairs: start..<pairs.count))
    }

    /// Makes room for `total` pages in all, judged by the pages added so far (with a quarter
    /// to spare). Each array would otherwise double its way up, every step a copy into fresh
    /// memory. Room not used costs address space only, and a guess too small leaves one more doubling.
    public mutating func reserveCapacity(forPages total: Int) {
        let added = pages.count
        guard added > 0, total > added else { return }
        func room(_ count: Int) -> Int { count + count * (total - added) / added * 5 / 4 }
        pairs.reserveCapacity(room(pairs.count))
        pages.reserveCapacity(room(pages.count))
    }

    /// How many entries (pages and sections) the index holds.
    public var entryCount: Int {
        pages.reduce(0) { $0 + $1.entries } + documents.values.reduce(0) { $0 + $1.count }
    }

    /// The index's files: its dictionary, its posting chunks and its fragment files.
    public func build(chunking: SearchIndexFiles.Chunking = .standard) -> SearchIndexFiles {
        var all = self
        for path in documents.keys.sorted() { all.add(SearchPageEntries(documents[path]!)) }
        all.documents = [:]
        return SearchIndexFiles(all.content(fragmentsEvery: chunking.fragmentsEvery), chunking: chunking)
    }

    /// Terms, postings and pages, numbered as the files number them; a fragment file ends
    /// after each page whose path's digest is a multiple of `fragmentsEvery`.
    func content(fragmentsEvery: UInt64) -> SearchIndexContent {
        let (order, paths) = orderedPages()
        precondition(zip(order, order.dropFirst()).allSatisfy { pages[$0].path != pages[$1].path },
                     "a page added twice: \(pages.map(\.path))")
        // Term IDs by their bytes (the IDs count in order of first sight): each half sorted on
        // a core of its own, then merged.
        let table = terms, count = terms.count
        let halves = [0..<count / 2, count / 2..<count].parallelMap { ids in ids.sorted { Self.precedes(table, $0, $1) } }
        var sorted: [Int] = []
        sorted.reserveCapacity(count)
        var (i, j) = (0, 0)
        while i < halves[0].count && j < halves[1].count {
            if Self.precedes(table, halves[1][j], halves[0][i]) {
                sorted.append(halves[1][j]); j += 1
            } else {
                sorted.append(halves[0][i]); i += 1
            }
        }
        sorted += halves[0][i...]
        sorted += halves[1][j...]
        var rank = [Int32](repeating: 0, count: count)
        var starts = [Int](repeating: 0, count: count + 1)
        for (r, id) in sorted.enumerated() {
            rank[id] = Int32(r)
            starts[r + 1] = starts[r] + termPairs[id]
        }
        // A counting sort by term rank that visits pages in number order: each term's postings
        // come out by page, and by entry within a page (a page's pairs are in entry order).
        // Each core takes the terms of a part of the ranks with half the postings, and so its
        // own part of `postings`.
        var postings = [UInt64](repeating: 0, count: pairs.count)
        let (added, addedPairs) = (pages, pairs)
        let middle = SearchIndexContent.cuts(starts, parts: 2)[1]
        postings.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer.baseAddress!
            _ = [0..<middle, middle..<count].parallelMap { [rank, starts] ranks in
                var next = Array(starts[ranks.lowerBound...ranks.upperBound])
                // Through pointers: this loop runs once for each of millions of postings.
                rank.withUnsafeBufferPointer { rank in
                    addedPairs.withUnsafeBufferPointer { pairs in
                        next.withUnsafeMutableBufferPointer { next in
                            let (first, width) = (ranks.lowerBound, UInt(ranks.count))
                            for (number, p) in order.enumerated() {
                                let page = UInt64(number) << 32
                                for i in added[p].pairs {
                                    let t = Int(rank[Int(pairs[i].term)]) &- first
                                    guard UInt(bitPattern: t) < width else { continue }
                                    out[next[t]] = page | UInt64(pairs[i].posting)
                                    next[t] &+= 1
                                }
                            }
                        }
                    }
                }
                // Pairs of one page come per entry in order, but a term's pairs across entries
                // are in the order the terms were first seen in each entry: sort each term's run.
                for t in ranks where starts[t + 1] - starts[t] > 1 {
                    var run = UnsafeMutableBufferPointer(start: out + starts[t], count: starts[t + 1] - starts[t])
                    run.sort()
                }
                return 0
            }
        }
        return SearchIndexContent(
            terms: sorted.map { Array(terms.term($0)) }, termStarts: starts, postings: postings,
            pages: order.map { SearchIndexContent.Page(fragment: pages[$0].fragment, words: pages[$0].words) },
            fragmentFiles: SearchIndexContent.fragmentFiles(paths: order.map { paths[$0] }, every: fragmentsEvery),
            entries: pages.reduce(0) { $0 + $1.entries })
    }

    /// Whether term `a` of `table` sorts before term `b`.
    private static func precedes(_ table: SearchTermTable, _ a: Int, _ b: Int) -> Bool {
        table.term(a).withUnsafeBufferPointer { x in table.term(b).withUnsafeBufferPointer { y in compare(x, y) < 0 } }
    }

    /// The frequency class of a term that occurs `count` times in an entry: 1, 2–3, 4–7, 8 or more.
    static func frequencyClass(_ count: Int) -> UInt32 {
        count < 2 ? 0 : count < 4 ? 1 : count < 8 ? 2 : 3
    }

    /// Pages ordered by path, so the output does not depend on which page was added first,
    /// with each page's path as bytes.
    private func orderedPages() -> (order: [Int], paths: [[UInt8]]) {
        let paths = pages.map { Array($0.path.utf8) }
        let order = pages.indices.sorted { a, b in
            let order = paths[a].withUnsafeBufferPointer { x in paths[b].withUnsafeBufferPointer { y in Self.compare(x, y) } }
            return order != 0 ? order < 0 : a < b
        }
        return (order, paths)
    }

    /// Byte order of two UTF-8 strings, as `memcmp` gives it, the shorter first on a tie:
    /// generic sequence comparison cost ten times as much over a site's paths and terms.
    static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(x.count, y.count)
        if shared > 0 {
            let order = memcmp(x.baseAddress!, y.baseAddress!, shared)
            if order != 0 { return Int(order) }
        }
        return x.count - y.count
    }

    static func compare(_ x: [UInt8], _ y: [UInt8]) -> Int {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in compare(x, y) } }
    }

    /// The URL without its anchor: `guide/titles.html#large-titles` → `guide/titles.html`.
    package static func pagePath(of url: String) -> String {
        guard let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) else { return url }
        return String(url[..<hash])
    }

    static func anchor(of url: String) -> String {
        guard let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) else { return "" }
        return String(url[url.utf8.index(after: hash)...])
    }

    /// The generator's anchor rule for ASCII titles (lowercase, other characters → `-`,
    /// collapsed, trimmed), so most anchors need not be stored; the client derives the same.
    static func plainSlug(_ title: String) -> String {
        HeadingAnchors.asciiSlug(title) ?? ""
    }

    /// The start of an entry's text with whitespace collapsed, cut at a word boundary.
    static func snippet(of text: String) -> String {
        var text = text
        var count = 0
        var truncated = false
        // Collapsed into a fixed buffer a byte at a time: every section of every page has one.
        var out = [UInt8](unsafeUninitializedCapacity: snippetBytes + 4) { buffer, initialized in
            text.withUTF8 { bytes in
                var space = false
                for c in bytes {
                    if c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D {
                        space = count > 0
                        continue
                    }
                    if count + (space ? 1 : 0) >= snippetBytes { truncated = true; break }
                    if space { buffer[count] = 0x20; count += 1; space = false }
                    buffer[count] = c
                    count += 1
                }
            }
            initialized = count
        }
        if truncated {
            // Back off to a scalar boundary, then to the last space if it is not too far back.
            while let last = out.last, last & 0xC0 == 0x80 { out.removeLast() }
            if let last = out.last, last >= 0xC0 { out.removeLast() }
            if let space = out.lastIndex(of: 0x20), space > snippetBytes * 2 / 3 { out.removeSubrange(space...) }
            out.append(contentsOf: "…".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
