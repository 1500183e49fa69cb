/// One page's search entries, tokenized and encoded: everything the index needs of them.
///
/// Tokenizing is most of the index's work and pages are independent, so a build makes
/// these on every core and `SearchIndexBuilder` only merges them.
public struct SearchPageEntries: Sendable {
    /// The page path every entry shares (`guide/titles.html`).
    public let path: String
    /// Number of entries: the page and its sections.
    public var count: Int { breadcrumbs.count }

    let breadcrumbs: [[String]]
    /// Per entry, its JSON title, then `,"snippet"` and the anchor field up to the closing `]`.
    let encoded: [UInt8]
    /// Entry `i`'s title ends at `ends[2 * i]`, the rest of its record at `ends[2 * i + 1]`.
    let ends: [Int32]
    /// The page's distinct terms, numbered in order of first sight.
    let terms: SearchTermTable
    /// One per (term, entry): the term's number and `entry << 2 | field`, best field kept.
    let pairs: [(term: Int32, posting: UInt32)]

    /// Entries of one page, in the order they appear on it.
    public init(_ documents: [SearchDocument]) {
        precondition(!documents.isEmpty, "a page has at least its own entry")
        let path = SearchIndexBuilder.pagePath(of: documents[0].url)
        precondition(documents.allSatisfy { SearchIndexBuilder.pagePath(of: $0.url) == path },
                     "entries of more than one page given as one page: \(path)")
        self.path = path
        breadcrumbs = documents.map(\.breadcrumb)

        var out = SearchIndexWriter()
        var ends: [Int32] = []
        ends.reserveCapacity(2 * documents.count)
        for doc in documents {
            out.string(doc.title)
            ends.append(Int32(out.bytes.count))
            out.raw(",")
            out.string(SearchIndexBuilder.snippet(of: doc.text))
            if doc.kind == .section || doc.url.utf8.contains(UInt8(ascii: "#")) {
                let anchor = SearchIndexBuilder.anchor(of: doc.url)
                out.raw(",")
                if !anchor.isEmpty && anchor == SearchIndexBuilder.plainSlug(doc.title) { out.raw("1") } else { out.string(anchor) }
            }
            out.raw("]")
            ends.append(Int32(out.bytes.count))
        }
        encoded = out.bytes
        self.ends = ends

        var collector = PostingCollector()
        for (doc, entry) in documents.enumerated() {
            collector.startDocument(doc)
            if let rule = entry.rule {
                // Only the whole ID or slug gets the rule weight; `title`, `too`, `long` of
                // `title-too-long` weigh like a heading, or "title" would rank every rule first.
                for name in [rule.id, rule.slug] + rule.formerSlugs {
                    collector.add(name, field: 1, firstTermField: 3)
                }
                collector.add(rule.summary, field: 1)
            }
            collector.add(entry.title, field: entry.kind == .page ? 2 : 1)
            for crumb in entry.breadcrumb { collector.add(crumb, field: 0) }
            collector.add(entry.text, field: 0)
        }
        terms = collector.terms
        pairs = collector.pairs
    }

    /// Collects one posting per (term, entry) with the best field, entries in order.
    private struct PostingCollector {
        var terms = SearchTermTable(slots: 256)
        var scanner = SearchTokenizer.Scanner()
        var pairs: [(term: Int32, posting: UInt32)] = []
        /// Where a term's posting for the current entry sits in `pairs`, to raise its field.
        var slotInDoc: [Int32] = []
        var doc = 0
        var docStart = 0

        mutating func startDocument(_ doc: Int) {
            self.doc = doc
            docStart = pairs.count
        }

        mutating func add(_ text: String, field: UInt32, firstTermField: UInt32? = nil) {
            var text = text
            var first = firstTermField
            text.withUTF8 { bytes in
                var scanner = self.scanner
                scanner.forEachTerm(in: bytes) { term, hash in
                    record(term, hash: hash, field: first ?? field)
                    first = nil
                }
                self.scanner = scanner
            }
        }

        private mutating func record(_ term: UnsafeBufferPointer<UInt8>, hash: UInt32, field: UInt32) {
            let id = terms.id(for: term, hash: hash)
            if id == slotInDoc.count { slotInDoc.append(-1) }
            let slot = Int(slotInDoc[id])
            if slot >= docStart {
                if pairs[slot].posting & 3 < field { pairs[slot].posting = UInt32(doc) << 2 | field }
            } else {
                slotInDoc[id] = Int32(pairs.count)
                pairs.append((Int32(id), UInt32(doc) << 2 | field))
            }
        }
    }
}
