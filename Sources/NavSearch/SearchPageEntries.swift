/// One page's search entries, tokenized and encoded: everything the index needs of them.
///
/// Tokenizing is most of the index's work and pages are independent, so a build makes
/// these on every core and `SearchIndexBuilder` only merges them.
public struct SearchPageEntries: Sendable {
    /// The page path every entry shares (`guide/titles.html`).
    public let path: String
    /// Number of entries: the page and its sections.
    public var count: Int { ends.count / 2 }

    /// The page's fragment as the index writes it, but for the opening that names its page
    /// number: `{"url":…,"crumbs":[…],"docs":[…]}`. See `SearchIndexFiles`.
    let fragment: [UInt8]
    /// The page's length in words, which ranking uses to prefer the shorter of two equal pages.
    let words: Int
    /// Entry `i`'s title ends at `ends[2 * i]`, the rest of its record at `ends[2 * i + 1]`.
    let ends: [Int32]
    /// The page's distinct terms, numbered in order of first sight.
    let terms: SearchTermTable
    /// One per (term, entry): the term's number and `entry << 4 | frequency << 2 | field`,
    /// best field kept; frequency is `SearchIndexBuilder.frequencyClass` of the term's count.
    let pairs: [(term: Int32, posting: UInt32)]

    /// Entries of one page, in the order they appear on it.
    public init(_ documents: [SearchDocument]) {
        precondition(!documents.isEmpty, "a page has at least its own entry")
        let path = SearchIndexBuilder.pagePath(of: documents[0].url)
        precondition(documents.allSatisfy { SearchIndexBuilder.pagePath(of: $0.url) == path },
                     "entries of more than one page given as one page: \(path)")
        self.path = path

        // Breadcrumbs repeat within a page (every section has its page's): each distinct list once.
        var crumbLists: [[String]] = []
        var crumbIDs: [[String]: Int] = [:]
        var out = SearchIndexWriter()
        var ends: [Int32] = []
        ends.reserveCapacity(2 * documents.count)
        out.raw("{\"url\":")
        out.string(path)
        var records = SearchIndexWriter()
        // A section's usual breadcrumb, its page's and the page's title, is written -1.
        let implied = documents[0].breadcrumb + [documents[0].title]
        for (i, doc) in documents.enumerated() {
            let crumb: Int
            if i > 0 && doc.breadcrumb == implied { crumb = -1 } else if let known = crumbIDs[doc.breadcrumb] { crumb = known } else {
                crumb = crumbLists.count
                crumbIDs[doc.breadcrumb] = crumb
                crumbLists.append(doc.breadcrumb)
            }
            records.raw(i == 0 ? "\n[" : ",\n[")
            records.string(doc.title)
            ends.append(Int32(records.bytes.count))
            records.raw(",")
            records.int(crumb)
            records.raw(",")
            records.string(SearchIndexBuilder.snippet(of: doc.text))
            if doc.kind == .section || doc.url.utf8.contains(UInt8(ascii: "#")) {
                let anchor = SearchIndexBuilder.anchor(of: doc.url)
                records.raw(",")
                if !anchor.isEmpty && anchor == SearchIndexBuilder.plainSlug(doc.title) { records.raw("1") } else { records.string(anchor) }
            }
            records.raw("]")
            ends.append(Int32(records.bytes.count))
        }
        out.raw(",\n\"crumbs\":[")
        for (i, list) in crumbLists.enumerated() {
            out.raw(i == 0 ? "[" : ",[")
            for (k, title) in list.enumerated() {
                if k > 0 { out.raw(",") }
                out.string(title)
            }
            out.raw("]")
        }
        out.raw("],\n\"docs\":[")
        out.append(records.bytes[...])
        out.raw("]}")
        fragment = out.bytes
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
            for crumb in entry.breadcrumb { collector.add(crumb, field: 0, counted: false) }
            collector.add(entry.text, field: 0)
        }
        collector.finishDocument()
        terms = collector.terms
        pairs = collector.pairs
        words = collector.words
    }

    /// Collects one posting per (term, entry) with the best field and how often the term
    /// occurs there, entries in order.
    private struct PostingCollector {
        var terms = SearchTermTable(slots: 256)
        var scanner = SearchTokenizer.Scanner()
        var pairs: [(term: Int32, posting: UInt32)] = []
        /// Occurrences of each of the current entry's postings, from `docStart` on.
        var counts: [UInt32] = []
        /// Where a term's posting for the current entry sits in `pairs`, to raise its field.
        var slotInDoc: [Int32] = []
        var doc = 0
        var docStart = 0
        /// Terms of the page's own text: titles and body, not the breadcrumbs every section repeats.
        var words = 0

        mutating func startDocument(_ doc: Int) {
            finishDocument()
            self.doc = doc
            docStart = pairs.count
        }

        /// Puts each of the current entry's counts into its posting as a frequency class.
        mutating func finishDocument() {
            for (k, count) in counts.enumerated() {
                pairs[docStart + k].posting |= SearchIndexBuilder.frequencyClass(Int(count)) << 2
            }
            counts.removeAll(keepingCapacity: true)
        }

        mutating func add(_ text: String, field: UInt32, firstTermField: UInt32? = nil, counted: Bool = true) {
            var text = text
            var first = firstTermField
            text.withUTF8 { bytes in
                var scanner = self.scanner
                scanner.forEachTerm(in: bytes) { term, hash in
                    record(term, hash: hash, field: first ?? field, counted: counted)
                    first = nil
                }
                self.scanner = scanner
            }
        }

        private mutating func record(_ term: UnsafeBufferPointer<UInt8>, hash: UInt32, field: UInt32, counted: Bool) {
            if counted { words += 1 }
            let id = terms.id(for: term, hash: hash)
            if id == slotInDoc.count { slotInDoc.append(-1) }
            let slot = Int(slotInDoc[id])
            if slot >= docStart {
                if pairs[slot].posting & 3 < field { pairs[slot].posting = UInt32(doc) << 4 | field }
                if counted { counts[slot - docStart] += 1 }
            } else {
                slotInDoc[id] = Int32(pairs.count)
                pairs.append((Int32(id), UInt32(doc) << 4 | field))
                counts.append(counted ? 1 : 0)
            }
        }
    }
}
