#if canImport(Glibc)
import Glibc
#endif
import NavText
import NavThreads

// The index is JavaScript files, so it loads from file:// with <script> elements. The
// manifest, `search-index.js`, lists the shards; each shard holds the entries of up to
// `pagesPerShard` pages, in page-path order, so an edit of one page rewrites one shard:
//
//   window.navdocsSearchIndex = {"version":2,
//   "shards":[
//   ["search-index/0-1f…9c.js","guide/anatomy.html",517],   a shard's file (named for its
//   …]};                                                       bytes), its first page, its entries
//
//   (window.navdocsSearchShards = window.navdocsSearchShards || {})[0] = {"pages":[
//   "guide/titles.html", …],                        page paths, each once
//   "crumbs":[[-1,"Guide"],[0,"Titles"], …],        breadcrumb trie: [parent or -1, title]
//   "docs":[
//   [0,"Titles",0,"Keep titles short."],            page entry: [page, title, crumb or -1, snippet]
//   [0,"Large titles",1,"Use prefersLarge…",1],     section entry adds its anchor, or 1 when
//   …],                                             the anchor is the title's plain slug
//   "terms":"0large 2rge-title …",                  sorted terms, front-coded (shared-prefix length
//                                                   in base 36, then the rest), space-separated
//   "postings":"wxy …"};                            per term, space-separated: varints of
//                                                   (doc delta << 2 | field), base-32 digits
//
// Numbers of pages, crumbs and docs are the shard's own. The client numbers docs across
// shards in manifest order, which is every entry in page-path order, and merges the terms.
// Field (the best one per term and entry): 3 rule ID/slug/former slug, 2 page title,
// 1 heading or rule summary, 0 body and breadcrumb. The client weighs them.

/// Builds the site search index, `search-index.js` and its shards, from page and section entries.
///
/// Output is deterministic: entries are ordered by page path (entries of one page keep
/// the order they were added in) and terms are sorted by their UTF-8 bytes.
public struct SearchIndexBuilder: Sendable {
    public static let formatVersion = 2
    /// Pages a shard holds, but the last: few enough that the shard an edit rewrites is a
    /// small part of a rebuild, enough that a large site loads in a hundred or two files;
    /// each shard repeats the terms it shares with others, so fewer pages cost more bytes.
    public static let pagesPerShard = 64

    /// Everything of shard `number` before its first page path; `WrittenSearchIndex` reads it back.
    static func shardOpening(_ number: Int) -> String {
        "/* navdocs search index shard; generated, do not edit */\n"
            + "(window.navdocsSearchShards = window.navdocsSearchShards || {})[\(number)] = {\"pages\":["
    }
    /// Stored snippet length: enough for a result line, small enough for the size budget.
    static let snippetBytes = 160

    /// Pages as added. Their term lists join `terms` and `pairs`, and their encoded entries
    /// `encoded`, on arrival: a few large arrays instead of many small ones per page, so a
    /// large site's pages need not all be held at once.
    private var pages: [AddedPage] = []
    private var terms = SearchTermTable()
    /// Per added page, in the order added: (site term ID, entry within its page << 2 | field).
    private var pairs: [(term: Int32, posting: UInt32)] = []
    private var encoded: [UInt8] = []
    /// Entry `i` (in the order added): its title is `encoded[ends[2i]..<ends[2i + 1]]`, the rest of its record up to `ends[2i + 2]`.
    private var ends: [Int] = [0]
    /// Breadcrumb titles of every entry, one after another: entry `i`'s are
    /// `crumbTitles[crumbEnds[i]..<crumbEnds[i + 1]]`. One flat array, as thousands of
    /// small ones would pin memory all over the heap.
    private var crumbTitles: [String] = []
    private var crumbEnds: [Int] = [0]
    private var ids: [Int32] = []

    private struct AddedPage {
        var path: String
        /// Its entries' numbers in the order added.
        var entries: Range<Int>
        var pairs: Range<Int>
    }

    public init() {}

    public mutating func add(_ document: SearchDocument) { add(SearchPageEntries([document])) }

    /// Adds a page's entries, tokenized beforehand; see `SearchPageEntries`.
    public mutating func add(_ page: SearchPageEntries) {
        ids.removeAll(keepingCapacity: true)
        page.terms.bytes.withUnsafeBufferPointer { bytes in
            for t in 0..<page.terms.count {
                let term = UnsafeBufferPointer(rebasing: bytes[page.terms.starts[t]..<page.terms.starts[t + 1]])
                ids.append(Int32(terms.id(for: term, hash: page.terms.hash(t))))
            }
        }
        let start = pairs.count
        for pair in page.pairs { pairs.append((ids[Int(pair.term)], pair.posting)) }
        let base = encoded.count
        encoded += page.encoded
        for end in page.ends { ends.append(base + Int(end)) }
        let first = crumbEnds.count - 1
        for crumbs in page.breadcrumbs {
            crumbTitles += crumbs
            crumbEnds.append(crumbTitles.count)
        }
        pages.append(AddedPage(path: page.path, entries: first..<crumbEnds.count - 1, pairs: start..<pairs.count))
    }

    /// Makes room for `total` pages in all, judged by the pages added so far (with a quarter
    /// to spare). Each array would otherwise double its way up, every step a copy into fresh
    /// memory: at 10,000 pages the merge first-touched twice the memory it keeps. Room not
    /// used costs address space only, and a guess too small leaves one more doubling.
    public mutating func reserveCapacity(forPages total: Int) {
        let added = Set(pages.map(\.path)).count
        guard added > 0, total > added else { return }
        func room(_ count: Int) -> Int { count + count * (total - added) / added * 5 / 4 }
        pairs.reserveCapacity(room(pairs.count))
        encoded.reserveCapacity(room(encoded.count))
        ends.reserveCapacity(room(ends.count))
        crumbTitles.reserveCapacity(room(crumbTitles.count))
        crumbEnds.reserveCapacity(room(crumbEnds.count))
        pages.reserveCapacity(room(pages.count))
    }

    /// How many entries (pages and sections) the index holds.
    public var entryCount: Int { pages.reduce(0) { $0 + $1.entries.count } }

    /// The manifest and the shards, each of `pagesPerShard` pages but the last; a site
    /// without pages has one empty shard.
    public func build(pagesPerShard: Int = Self.pagesPerShard) -> SearchIndexFiles {
        precondition(pagesPerShard > 0, "a shard holds at least one page")
        let order = orderedPages()
        // A page added in parts (a document at a time) is one page: its parts stay in one shard.
        var chunks: [[Int]] = []
        var start = 0, distinct = 0
        for (i, p) in order.enumerated() where i == 0 || pages[p].path != pages[order[i - 1]].path {
            if distinct == pagesPerShard { chunks.append(Array(order[start..<i])); (start, distinct) = (i, 0) }
            distinct += 1
        }
        chunks.append(Array(order[start...]))
        let ranked = rankedTerms()
        let shards = Array(chunks.enumerated()).parallelMap { number, pages in shard(number, pages, ranked: ranked) }
        return SearchIndexFiles(shards: shards)
    }

    private func shard(_ number: Int, _ order: [Int], ranked: [Int]) -> SearchIndexShard {
        let entries = entriesPart(order), terms = termsPart(order, ranked: ranked)
        var out = SearchIndexWriter()
        out.reserve(entries.count + terms.count + 256)
        out.raw(Self.shardOpening(number))
        out.append(entries[...])
        out.raw("],\n\"terms\":\"")
        out.append(terms[...])
        out.raw("\"};\n")
        return SearchIndexShard(number: number, bytes: out.bytes, firstPage: order.first.map { pages[$0].path } ?? "",
                                entries: order.reduce(0) { $0 + pages[$1].entries.count })
    }

    /// `pages`, `crumbs` and `docs`, from the first page path to the last entry (the `]` that
    /// closes `docs` is `build`'s).
    private func entriesPart(_ order: [Int]) -> [UInt8] {
        var out = SearchIndexWriter()
        out.reserve(encoded.count + 64 * pages.count)
        var pageIDs: [String: Int] = [:]
        var crumbIDs: [CrumbKey: Int] = [:]
        var crumbs: [(parent: Int, title: String)] = []
        var records: [(page: Int, crumb: Int)] = []
        records.reserveCapacity(entryCount)
        for p in order {
            let page: Int
            if let known = pageIDs[pages[p].path] { page = known } else {
                page = pageIDs.count
                pageIDs[pages[p].path] = page
                if page > 0 { out.raw(",") }
                out.string(pages[p].path)
            }
            for entry in pages[p].entries {
                var crumb = -1
                for title in crumbTitles[crumbEnds[entry]..<crumbEnds[entry + 1]] {
                    let key = CrumbKey(parent: crumb, title: title)
                    if let known = crumbIDs[key] { crumb = known; continue }
                    crumbIDs[key] = crumbs.count
                    crumbs.append((crumb, title))
                    crumb = crumbs.count - 1
                }
                records.append((page, crumb))
            }
        }

        out.raw("],\n\"crumbs\":[")
        out.crumbs(crumbs, parent: \.parent) { $0.string($1.title) }

        out.raw("],\n\"docs\":[\n")
        var i = 0
        for p in order {
            for entry in pages[p].entries {
                out.raw(i == 0 ? "[" : ",\n[")
                out.int(records[i].page)
                out.raw(",")
                out.append(encoded[ends[2 * entry]..<ends[2 * entry + 1]])
                out.raw(",")
                out.int(records[i].crumb)
                out.append(encoded[ends[2 * entry + 1]..<ends[2 * entry + 2]])
                i += 1
            }
        }
        return out.bytes
    }

    /// The sorted, front-coded terms, then `postings`: everything between the quotes that open
    /// `terms` and close `postings`.
    private func termsPart(_ order: [Int], ranked: [Int]) -> [UInt8] {
        var out = SearchIndexWriter()
        let index = invertedIndex(order, ranked: ranked)
        // About two digits a posting: growing by doubling would hold twice that.
        out.reserve(2 * index.order.count * 8 + 3 * index.postings.reduce(0) { $0 + $1.count })
        var previous: ArraySlice<UInt8> = []
        for (rank, id) in index.order.enumerated() {
            let term = terms.term(id)
            var shared = 0
            let limit = min(35, previous.count, term.count)
            while shared < limit, previous[previous.startIndex + shared] == term[term.startIndex + shared],
                  term[term.startIndex + shared] < 0x80 { shared += 1 }
            if rank > 0 { out.raw(" ") }
            out.base36Digit(shared)
            out.stringContent(term.dropFirst(shared))
            previous = term
        }
        out.raw("\",\n\"postings\":\"")
        for (rank, id) in index.order.enumerated() {
            if rank > 0 { out.raw(" ") }
            var last = -1
            for posting in index.postings[id] {
                let doc = Int(posting >> 2)
                out.varint((last < 0 ? doc : doc - last) << 2 | Int(posting & 3))
                last = doc
            }
        }
        return out.bytes
    }

    private struct CrumbKey: Hashable { var parent: Int; var title: String }

    /// Pages ordered by path, so the output does not depend on which page was added first.
    private func orderedPages() -> [Int] {
        let paths = pages.map { Array($0.path.utf8) }
        return pages.indices.sorted { a, b in
            let order = paths[a].withUnsafeBufferPointer { x in paths[b].withUnsafeBufferPointer { y in Self.compare(x, y) } }
            return order != 0 ? order < 0 : a < b
        }
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

    private struct InvertedIndex {
        /// Per term ID: `doc << 2 | field`, docs ascending, one posting per doc.
        var postings: [ArraySlice<UInt32>] = []
        /// IDs of the terms the pages have, sorted by their bytes.
        var order: [Int] = []
    }

    /// The postings of the pages `order` grouped by term: a counting sort that visits the
    /// pages in output order, so each term's entries come out ascending.
    private func invertedIndex(_ order: [Int], ranked: [Int]) -> InvertedIndex {
        var starts = [Int](repeating: 0, count: terms.count + 1)
        for p in order {
            for pair in pairs[pages[p].pairs] { starts[Int(pair.term) + 1] += 1 }
        }
        for t in 0..<terms.count { starts[t + 1] += starts[t] }
        var fill = starts
        var grouped = [UInt32](repeating: 0, count: starts[terms.count])
        var base: UInt32 = 0
        for p in order {
            for pair in pairs[pages[p].pairs] {
                grouped[fill[Int(pair.term)]] = (base + pair.posting >> 2) << 2 | pair.posting & 3
                fill[Int(pair.term)] += 1
            }
            base += UInt32(pages[p].entries.count)
        }
        var index = InvertedIndex()
        index.postings = (0..<terms.count).map { grouped[starts[$0]..<starts[$0 + 1]] }
        index.order = ranked.filter { starts[$0 + 1] > starts[$0] }
        return index
    }

    /// Every term ID, sorted by the term's bytes: once for all shards.
    private func rankedTerms() -> [Int] {
        let terms = self.terms
        return terms.bytes.withUnsafeBufferPointer { bytes in
            (0..<terms.count).sorted { a, b in
                Self.compare(UnsafeBufferPointer(rebasing: bytes[terms.starts[a]..<terms.starts[a + 1]]),
                             UnsafeBufferPointer(rebasing: bytes[terms.starts[b]..<terms.starts[b + 1]])) < 0
            }
        }
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
