#if canImport(Glibc)
import Glibc
#endif

/// A shard of the search index as `SearchIndexBuilder.build` wrote it, read back: what an
/// incremental build's shard starts from. `replacing` takes out the pages the build redoes
/// and puts their new entries in, copying every other entry's record, and every posting whose
/// number does not move, as written: the last index needs no archive of its own in the cache,
/// and no page kept is tokenized again.
///
/// The output is the shard a builder given the final pages writes; `WrittenSearchIndexTests`
/// compares the two on generated edits. Anything that does not read as the builder's format
/// makes `init` fail, and the build then redoes every page.
public struct WrittenSearchIndex: Sendable {
    /// The shard's number, which its opening names.
    public let number: Int
    private let bytes: [UInt8]
    /// Page `i`'s path, unescaped, and its JSON string in `bytes`.
    private var paths: [String] = []
    private var pathRanges: [Range<Int>] = []
    /// Crumb `i`: its parent (or -1) and its JSON title in `bytes`.
    private var crumbs: [(parent: Int, title: Range<Int>)] = []
    /// Entry `i`: its page, its JSON title, its crumb (or -1), the rest of its record up to `]`,
    /// and where its record starts (its `[`).
    private var entries: [(page: Int, title: Range<Int>, crumb: Int, rest: Range<Int>, start: Int)] = []
    /// Each page's first entry; entries of one page are consecutive, pages ascending.
    private var firstEntry: [Int] = []
    /// Terms in order, unescaped, with their postings' digits in `bytes`.
    private var terms: [[UInt8]] = []
    private var postings: [Range<Int>] = []
    /// Places to start reading a term's postings part-way: every `checkpointEvery`-th posting,
    /// term `t`'s at `checkpoints[checkpointStart[t]..<checkpointStart[t + 1]]` (see `writePostings`).
    private var checkpoints: [Checkpoint] = []
    private var checkpointStart: [Int] = []

    /// Where a posting starts in `bytes`, and the doc of the posting before it.
    private struct Checkpoint {
        var offset: Int
        var previousDoc: Int
    }

    /// `checkpointEvery` postings of a term, one checkpoint: an edit reads each term's postings
    /// only from the last checkpoint before the first doc that moves. Tests vary it; `Int.max`
    /// leaves none, the plain way.
    public init?(_ bytes: [UInt8], shard number: Int, checkpointEvery: Int = 32) {
        self.bytes = bytes
        self.number = number
        var r = Reader(bytes: bytes)
        guard r.expect(opening: SearchIndexBuilder.shardOpening(number)) else { return nil }
        var first = true
        while !r.peek(UInt8(ascii: "]")) {
            guard first || r.expect(","), let path = r.string(), let plain = Self.unescaped(bytes[path]) else { return nil }
            pathRanges.append(path)
            paths.append(String(decoding: plain, as: UTF8.self))
            first = false
        }
        guard r.expect("],\n\"crumbs\":[") else { return nil }
        first = true
        while !r.peek(UInt8(ascii: "]")) {
            guard first || r.expect(","), r.expect("["), let parent = r.int(), parent >= -1, parent < crumbs.count,
                  r.expect(","), let title = r.string(), r.expect("]") else { return nil }
            crumbs.append((parent, title))
            first = false
        }
        guard r.expect("],\n\"docs\":[\n") else { return nil }
        first = true
        while !r.peek(UInt8(ascii: "]")) {
            guard first || r.expect(",\n") else { return nil }
            let start = r.at
            guard r.expect("["), let page = r.int(), page >= 0, page < paths.count,
                  r.expect(","), let title = r.string(), r.expect(","), let crumb = r.int(), crumb >= -1, crumb < crumbs.count,
                  let rest = r.recordRest() else { return nil }
            // Pages come in order, each with its entries together; every page has one.
            if page != firstEntry.count - 1 {
                guard page == firstEntry.count else { return nil }
                firstEntry.append(entries.count)
            }
            entries.append((page, title, crumb, rest, start))
            first = false
        }
        guard firstEntry.count == paths.count, r.expect("],\n\"terms\":\"") else { return nil }
        var previous: [UInt8] = []
        while !r.peek(UInt8(ascii: "\"")) {
            guard terms.isEmpty || r.expect(" "), let shared = r.base36Digit(), shared <= previous.count,
                  let rest = r.termRest(), let plain = Self.unescaped(bytes[rest]) else { return nil }
            let term = Array(previous[..<shared]) + plain
            guard previous.isEmpty || SearchIndexBuilder.compare(previous, term) < 0 else { return nil }
            terms.append(term)
            previous = term
        }
        guard r.expect("\",\n\"postings\":\"") else { return nil }
        for t in terms.indices {
            guard t == 0 || r.expect(" "), let digits = r.postingDigits() else { return nil }
            postings.append(digits)
        }
        guard r.expect("\"};\n"), r.atEnd, readPostings(checkpointEvery: max(1, checkpointEvery)) else { return nil }
    }

    /// Whether every term's docs ascend, one posting each, and stay below the entry count;
    /// notes a checkpoint every `checkpointEvery` postings on the way.
    private mutating func readPostings(checkpointEvery every: Int) -> Bool {
        let read = bytes.withUnsafeBufferPointer { b in
            Self.digitValue.withUnsafeBufferPointer { digitValue in
                Self.readPostings(b, postings, entries: entries.count, digitValue: digitValue, every: every)
            }
        }
        guard let read else { return false }
        (checkpoints, checkpointStart) = read
        return true
    }

    private static func readPostings(_ b: UnsafeBufferPointer<UInt8>, _ postings: [Range<Int>], entries: Int,
                                     digitValue: UnsafeBufferPointer<UInt8>, every: Int) -> ([Checkpoint], [Int])? {
        var checkpoints: [Checkpoint] = []
        var starts: [Int] = []
        starts.reserveCapacity(postings.count + 1)
        for range in postings {
            starts.append(checkpoints.count)
            // Postings to go before the next checkpoint: none at a term's first posting.
            var doc = -1, value = 0, untilCheckpoint = every, digitStart = range.lowerBound
            for i in range {
                let digit = Int(digitValue[Int(b[i])])
                if digit < 32 { value = value << 5 | digit; guard value < 1 << 40 else { return nil }; continue }
                value = value << 5 | (digit - 32)
                let next = doc < 0 ? value >> 2 : doc + value >> 2
                guard next > doc, next < entries else { return nil }
                if untilCheckpoint == 0 {
                    checkpoints.append(Checkpoint(offset: digitStart, previousDoc: doc))
                    untilCheckpoint = every
                }
                untilCheckpoint -= 1
                doc = next
                value = 0
                digitStart = i + 1
            }
        }
        starts.append(checkpoints.count)
        return (checkpoints, starts)
    }

    /// How many pages the shard holds.
    public var pageCount: Int { paths.count }

    /// The shard with every page whose path is not in `keeping` taken out and `added` put in:
    /// the shard `SearchIndexBuilder` writes for the pages kept and added, numbered as this
    /// one. An added page's path must not be one kept.
    public func replacing(pagesNotIn keeping: Set<String>, with added: [SearchPageEntries]) -> SearchIndexShard {
        replacing(kept: { keeping.contains($0) }, with: added)
    }

    /// The index with the pages whose paths are in `takenOut` taken out and `added` put in, every
    /// other page kept: what an edit of a few pages of the same site asks, without a set of all the others.
    public func replacing(pagesIn takenOut: Set<String>, with added: [SearchPageEntries]) -> SearchIndexShard {
        replacing(kept: { !takenOut.contains($0) }, with: added)
    }

    private func replacing(kept: (String) -> Bool, with added: [SearchPageEntries]) -> SearchIndexShard {
        let newPages = added.map { Array($0.path.utf8) }.enumerated().sorted { a, b in
            let order = SearchIndexBuilder.compare(a.element, b.element)
            return order != 0 ? order < 0 : a.offset < b.offset
        }
        // The final pages in path order: the kept ones are already in it, the added ones merge in.
        enum Source { case old(Int), new(Int) }
        var order: [(source: Source, path: [UInt8])] = []
        var k = 0
        for (p, name) in paths.enumerated() where kept(name) {
            let path = Array(name.utf8)
            while k < newPages.count, SearchIndexBuilder.compare(newPages[k].element, path) < 0 {
                order.append((.new(newPages[k].offset), newPages[k].element)); k += 1
            }
            precondition(k == newPages.count || newPages[k].element != path, "page \(added[newPages[k].offset].path) is both kept and added")
            order.append((.old(p), path))
        }
        for (offset, path) in newPages[k...] { order.append((.new(offset), path)) }

        var out = SearchIndexWriter()
        out.reserve(bytes.count + added.reduce(0) { $0 + $1.encoded.count + 64 * $1.count })
        out.raw(SearchIndexBuilder.shardOpening(number))
        for (i, item) in order.enumerated() {
            if i > 0 { out.raw(",") }
            switch item.source {
            case .old(let p): out.append(bytes[pathRanges[p]])
            case .new(let a): out.string(added[a].path)
            }
        }

        // Entries renumbered, and crumbs numbered again in order of first use, as the builder does.
        var crumbIDs: [CrumbKey: Int] = [:]
        crumbIDs.reserveCapacity(crumbs.count + added.count)
        var newCrumbs: [(parent: Int, title: ArraySlice<UInt8>)] = []
        newCrumbs.reserveCapacity(crumbs.count + added.count)
        var oldCrumbID = [Int](repeating: -2, count: crumbs.count)
        func crumbID(parent: Int, title: ArraySlice<UInt8>) -> Int {
            let key = CrumbKey(parent: parent, title: title)
            if let known = crumbIDs[key] { return known }
            crumbIDs[key] = newCrumbs.count
            newCrumbs.append((parent, title))
            return newCrumbs.count - 1
        }
        /// An old crumb's new number, its ancestors numbered first as the builder meets them.
        func mapped(_ old: Int) -> Int {
            var trail: [Int] = []
            var c = old
            while c >= 0 && oldCrumbID[c] == -2 { trail.append(c); c = crumbs[c].parent }
            var id = c < 0 ? -1 : oldCrumbID[c]
            for c in trail.reversed() {
                id = crumbID(parent: id, title: bytes[crumbs[c].title])
                oldCrumbID[c] = id
            }
            return id
        }
        var newDoc = [Int32](repeating: -1, count: entries.count)
        var records: [(page: Int, crumb: Int, source: Source, entry: Int)] = []
        records.reserveCapacity(entries.count + added.reduce(0) { $0 + $1.count })
        var addedFirstDoc = [Int](repeating: 0, count: added.count)
        for (page, item) in order.enumerated() {
            switch item.source {
            case .old(let p):
                for e in firstEntry[p]..<(p + 1 < firstEntry.count ? firstEntry[p + 1] : entries.count) {
                    newDoc[e] = Int32(records.count)
                    let crumb = entries[e].crumb
                    records.append((page, crumb < 0 ? -1 : oldCrumbID[crumb] != -2 ? oldCrumbID[crumb] : mapped(crumb), item.source, e))
                }
            case .new(let a):
                addedFirstDoc[a] = records.count
                for (e, trail) in added[a].breadcrumbs.enumerated() {
                    var crumb = -1
                    for title in trail {
                        var encoded = SearchIndexWriter()
                        encoded.string(title)
                        crumb = crumbID(parent: crumb, title: encoded.bytes[...])
                    }
                    records.append((page, crumb, item.source, e))
                }
            }
        }
        out.raw("],\n\"crumbs\":[")
        out.crumbs(newCrumbs, parent: \.parent) { $0.append($1.title) }
        out.raw("],\n\"docs\":[\n")
        bytes.withUnsafeBufferPointer { b in
            // A record whose page and crumb keep their numbers is copied as written, with the
            // records after it that do too: most of an edited site's index is such runs.
            var run = 0..<0
            for (i, record) in records.enumerated() {
                if case .old = record.source, record.page == entries[record.entry].page,
                   record.crumb == entries[record.entry].crumb {
                    let entry = entries[record.entry]
                    if i > 0 && run.upperBound + 2 == entry.start && !run.isEmpty {
                        run = run.lowerBound..<entry.rest.upperBound
                        continue
                    }
                    out.append(b[run])
                    if i > 0 { out.byte(UInt8(ascii: ",")); out.byte(0x0A) }
                    run = entry.start..<entry.rest.upperBound
                    continue
                }
                out.append(b[run])
                run = 0..<0
                if i > 0 { out.byte(UInt8(ascii: ",")); out.byte(0x0A) }
                out.byte(UInt8(ascii: "["))
                out.int(record.page)
                out.byte(UInt8(ascii: ","))
                switch record.source {
                case .old:
                    let entry = entries[record.entry]
                    out.append(b[entry.title])
                    out.byte(UInt8(ascii: ","))
                    out.int(record.crumb)
                    out.append(b[entry.rest])
                case .new(let a):
                    let page = added[a], e = record.entry
                    out.append(page.encoded[(e == 0 ? 0 : Int(page.ends[2 * e - 1]))..<Int(page.ends[2 * e])])
                    out.byte(UInt8(ascii: ","))
                    out.int(record.crumb)
                    out.append(page.encoded[Int(page.ends[2 * e])..<Int(page.ends[2 * e + 1])])
                }
            }
            out.append(b[run])
        }

        // The added pages' postings by term, docs ascending: the pages are visited in doc order.
        var addedTerms = SearchTermTable()
        var addedPostings: [[UInt32]] = []
        for a in added.indices.sorted(by: { addedFirstDoc[$0] < addedFirstDoc[$1] }) {
            let page = added[a], base = UInt32(addedFirstDoc[a])
            page.terms.bytes.withUnsafeBufferPointer { termBytes in
                for pair in page.pairs {
                    let t = Int(pair.term)
                    let term = UnsafeBufferPointer(rebasing: termBytes[page.terms.starts[t]..<page.terms.starts[t + 1]])
                    let id = addedTerms.id(for: term, hash: page.terms.hash(t))
                    if id == addedPostings.count { addedPostings.append([]) }
                    addedPostings[id].append((base + pair.posting >> 2) << 2 | pair.posting & 3)
                }
            }
        }
        // Old terms keep their rank; a term only added pages have merges in by its bytes.
        var seen = [Bool](repeating: false, count: addedTerms.count)
        var merged: [(term: [UInt8], old: Int?, added: Int?)] = []
        merged.reserveCapacity(terms.count)
        for (t, term) in terms.enumerated() {
            let id = term.withUnsafeBufferPointer { addedTerms.existingID(for: $0) }
            if let id { seen[id] = true }
            merged.append((term, t, id))
        }
        let fresh = (0..<addedTerms.count).filter { !seen[$0] }.map { (term: Array(addedTerms.term($0)), old: Int?.none, added: Optional($0)) }
        if !fresh.isEmpty {
            merged += fresh
            merged.sort { SearchIndexBuilder.compare($0.term, $1.term) < 0 }
        }

        // Old docs below `lo` keep their numbers; from `hi` on every old doc moves by `shift`.
        // Numbers are unique, so no added doc comes before `lo` (it would have an unmoved doc's
        // number) or after `hi + shift` (a moved doc's).
        var lo = entries.count
        for d in 0..<entries.count where Int(newDoc[d]) != d { lo = d; break }
        let shift = records.count - entries.count
        var hi = entries.count
        while hi > 0, newDoc[hi - 1] >= 0, Int(newDoc[hi - 1]) == hi - 1 + shift { hi -= 1 }

        // Each term's postings: the old ones moved to their new docs, merged with the added ones.
        var termsOut = SearchIndexWriter()
        var postingsOut = SearchIndexWriter()
        let postings = self.postings
        postingsOut.reserve(postings.last.map { $0.upperBound - postings[0].lowerBound + 16 } ?? 16)
        bytes.withUnsafeBufferPointer { b in
            newDoc.withUnsafeBufferPointer { newDoc in
                Self.digitValue.withUnsafeBufferPointer { digitValue in
                    let old = Postings(bytes: b, ranges: postings, newDoc: newDoc, digitValue: digitValue,
                                       checkpoints: checkpoints, checkpointStart: checkpointStart, lo: lo, hi: hi)
                    Self.writeTerms(merged, old: old, added: addedPostings, terms: &termsOut, postings: &postingsOut)
                }
            }
        }
        out.raw("],\n\"terms\":\"")
        out.append(termsOut.bytes[...])
        out.raw("\",\n\"postings\":\"")
        out.append(postingsOut.bytes[...])
        out.raw("\"};\n")
        let firstPage = order.first.map { item -> String in
            switch item.source {
            case .old(let p): return paths[p]
            case .new(let a): return added[a].path
            }
        }
        return SearchIndexShard(number: number, bytes: out.bytes, firstPage: firstPage ?? "", entries: records.count)
    }

    /// The last index's postings, as pointers for the loop that moves them.
    private struct Postings {
        let bytes: UnsafeBufferPointer<UInt8>
        let ranges: [Range<Int>]
        let newDoc: UnsafeBufferPointer<Int32>
        let digitValue: UnsafeBufferPointer<UInt8>
        let checkpoints: [Checkpoint]
        let checkpointStart: [Int]
        /// See `replacing`: docs below `lo` keep their numbers, docs from `hi` on all move alike.
        let lo: Int
        let hi: Int

        /// Term `t`'s last checkpoint whose postings before it are all of docs below `lo`.
        func resumePoint(_ t: Int) -> Checkpoint? {
            var low = checkpointStart[t], high = checkpointStart[t + 1]
            while low < high {
                let mid = (low + high) / 2
                if checkpoints[mid].previousDoc < lo { low = mid + 1 } else { high = mid }
            }
            return low > checkpointStart[t] ? checkpoints[low - 1] : nil
        }
    }

    /// Writes the terms that still have postings, front-coded, and their postings.
    private static func writeTerms(_ merged: [(term: [UInt8], old: Int?, added: Int?)], old: Postings, added: [[UInt32]],
                                   terms: inout SearchIndexWriter, postings: inout SearchIndexWriter) {
        var previous: [UInt8] = []
        var written = 0
        for item in merged {
            let start = postings.bytes.count
            if written > 0 { postings.byte(UInt8(ascii: " ")) }
            let wrote = writePostings(item.old, of: old, added: item.added.map { added[$0] } ?? [], to: &postings)
            // A term only taken-out pages had is not in the index any more.
            guard wrote else { postings.truncate(to: start); continue }
            var shared = 0
            let limit = min(35, previous.count, item.term.count)
            while shared < limit, previous[shared] == item.term[shared], item.term[shared] < 0x80 { shared += 1 }
            if written > 0 { terms.byte(UInt8(ascii: " ")) }
            terms.base36Digit(shared)
            terms.stringContent(item.term[shared...])
            previous = item.term
            written += 1
        }
    }

    /// Writes a term's postings: old term `t`'s with each doc moved to `newDoc[doc]` (-1 is
    /// taken out), merged with `added`'s (ascending, no doc in common). A posting whose number
    /// comes out as it was is copied as written, a run at a time. Whether any was written.
    ///
    /// Numbers are differences from the posting before, so only the postings between `lo` and
    /// the first from `hi` on can change: those before the last checkpoint ahead of `lo` are
    /// copied unread, and so is everything after the first posting from `hi` on.
    private static func writePostings(_ t: Int?, of old: Postings, added: [UInt32], to out: inout SearchIndexWriter) -> Bool {
        var lastNew = -1, j = 0
        if let t {
            let b = old.bytes, newDoc = old.newDoc, digitValue = old.digitValue, range = old.ranges[t]
            var lastOld = -1, value = 0, digitStart = range.lowerBound
            if let resume = old.resumePoint(t) {
                out.append(b[range.lowerBound..<resume.offset])
                (lastOld, lastNew, digitStart) = (resume.previousDoc, resume.previousDoc, resume.offset)
            }
            // Digits copied as written: b[runStart..<runEnd].
            var runStart = digitStart, runEnd = digitStart
            for i in digitStart..<range.upperBound {
                let digit = Int(digitValue[Int(b[i])])
                if digit < 32 { value = value << 5 | digit; continue }
                value = value << 5 | (digit - 32)
                let doc = lastOld < 0 ? value >> 2 : lastOld + value >> 2
                lastOld = doc
                let moved = Int(newDoc[doc])
                if moved >= 0 {
                    if j < added.count && Int(added[j] >> 2) < moved {
                        out.append(b[runStart..<runEnd])
                        runStart = i + 1; runEnd = i + 1
                        while j < added.count && Int(added[j] >> 2) < moved { put(added[j], after: &lastNew, to: &out); j += 1 }
                    }
                    let number = (lastNew < 0 ? moved : moved - lastNew) << 2 | value & 3
                    if number == value {
                        if runEnd != digitStart { out.append(b[runStart..<runEnd]); runStart = digitStart }
                        runEnd = i + 1
                    } else {
                        out.append(b[runStart..<runEnd])
                        runStart = i + 1; runEnd = i + 1
                        out.varint(number)
                    }
                    lastNew = moved
                    if doc >= old.hi {
                        out.append(b[runStart..<runEnd])
                        out.append(b[(i + 1)..<range.upperBound])
                        return true
                    }
                }
                value = 0
                digitStart = i + 1
            }
            out.append(b[runStart..<runEnd])
        }
        while j < added.count { put(added[j], after: &lastNew, to: &out); j += 1 }
        return lastNew >= 0
    }

    private static func put(_ posting: UInt32, after lastNew: inout Int, to out: inout SearchIndexWriter) {
        let doc = Int(posting >> 2)
        out.varint((lastNew < 0 ? doc : doc - lastNew) << 2 | Int(posting & 3))
        lastNew = doc
    }

    private struct CrumbKey: Hashable {
        var parent: Int
        var title: ArraySlice<UInt8>

        // The title's bytes at once: hashing them one by one cost more than the rest of the edit.
        func hash(into hasher: inout Hasher) {
            hasher.combine(parent)
            title.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Each posting digit's value (see `SearchIndexWriter.digits`), 255 for any other byte.
    static let digitValue: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, digit) in SearchIndexWriter.digits.enumerated() { table[Int(digit)] = UInt8(value) }
        return table
    }()

    /// The UTF-8 bytes a JSON string's content stands for, reversing `SearchIndexWriter`'s
    /// escapes (the only ones the builder writes); nil for any other backslash.
    static func unescaped(_ content: ArraySlice<UInt8>) -> [UInt8]? {
        var content = content
        if content.first == UInt8(ascii: "\"") { content = content.dropFirst().dropLast() }
        guard content.contains(UInt8(ascii: "\\")) else { return Array(content) }
        var out: [UInt8] = []
        var i = content.startIndex
        while i < content.endIndex {
            let c = content[i]
            guard c == UInt8(ascii: "\\") else { out.append(c); i += 1; continue }
            guard i + 1 < content.endIndex else { return nil }
            switch content[i + 1] {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "u"):
                guard i + 6 <= content.endIndex,
                      let code = UInt32(String(decoding: content[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16),
                      code < 0x20 || code == 0x2028 || code == 0x2029 else { return nil }
                if code < 0x20 { out.append(UInt8(code)) } else { out += [0xE2, 0x80, code == 0x2028 ? 0xA8 : 0xA9] }
                i += 6
                continue
            default: return nil
            }
            i += 2
        }
        return out
    }

    /// Reads the index's pieces in order; each method reads one and moves past it, or is nil.
    struct Reader {
        let bytes: [UInt8]
        var at = 0
        var atEnd: Bool { at == bytes.count }

        func peek(_ byte: UInt8) -> Bool { at < bytes.count && bytes[at] == byte }

        mutating func expect(opening text: String) -> Bool {
            var i = at
            for b in text.utf8 {
                guard i < bytes.count, bytes[i] == b else { return false }
                i += 1
            }
            at = i
            return true
        }

        /// The separators between records, read once per record: compared as bytes, not as a String's.
        mutating func expect(_ text: StaticString) -> Bool {
            let n = text.utf8CodeUnitCount
            guard n > 0 else { return true }
            guard bytes.count - at >= n else { return false }
            let same = bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + at, text.utf8Start, n) == 0 }
            if same { at += n }
            return same
        }

        mutating func int() -> Int? {
            let negative = peek(UInt8(ascii: "-"))
            if negative { at += 1 }
            var value = 0, digits = 0
            while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39, digits < 18 {
                value = value * 10 + Int(bytes[at] - 0x30); at += 1; digits += 1
            }
            return digits > 0 ? (negative ? -value : value) : nil
        }

        /// A JSON string with its quotes.
        mutating func string() -> Range<Int>? {
            guard peek(UInt8(ascii: "\"")) else { return nil }
            let start = at
            at += 1
            // The closing quote is the next one not escaped: after an even run of backslashes.
            return bytes.withUnsafeBufferPointer { b -> Range<Int>? in
                while at < b.count {
                    guard let found = memchr(b.baseAddress! + at, 0x22, b.count - at) else { return nil }
                    let quote = b.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    var backslashes = 0
                    while quote - backslashes - 1 > start, b[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                    at = quote + 1
                    if backslashes % 2 == 0 { return start..<at }
                }
                return nil
            }
        }

        /// An entry's fields after its crumb, `,"snippet"` and an anchor, through the `]` that closes it.
        mutating func recordRest() -> Range<Int>? {
            let start = at
            while peek(UInt8(ascii: ",")) {
                at += 1
                if peek(UInt8(ascii: "\"")) { guard string() != nil else { return nil } } else { guard int() != nil else { return nil } }
            }
            guard expect("]") else { return nil }
            return start..<at
        }

        mutating func base36Digit() -> Int? {
            guard at < bytes.count else { return nil }
            let c = bytes[at]
            let value: Int
            switch c {
            case 0x30...0x39: value = Int(c - 0x30)
            case 0x61...0x7A: value = Int(c - 0x61) + 10
            default: return nil
            }
            at += 1
            return value
        }

        /// A term's bytes after its shared-prefix digit, escaped, up to the space or quote after it.
        mutating func termRest() -> Range<Int>? {
            let start = at
            while at < bytes.count, bytes[at] != UInt8(ascii: " "), bytes[at] != UInt8(ascii: "\"") {
                at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
            }
            return at <= bytes.count && at > start ? start..<at : nil
        }

        /// One term's posting digits: a run of digits ending in a final one (32 and up).
        mutating func postingDigits() -> Range<Int>? {
            let start = at
            while at < bytes.count {
                let value = WrittenSearchIndex.digitValue[Int(bytes[at])]
                guard value != 255 else { break }
                at += 1
            }
            guard at > start, WrittenSearchIndex.digitValue[Int(bytes[at - 1])] >= 32 else { return nil }
            return start..<at
        }
    }
}

