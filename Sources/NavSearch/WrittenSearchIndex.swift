#if canImport(Glibc)
import Glibc
#endif
import NavThreads

/// The search index as the last build wrote it, read back: what an incremental build starts
/// from. `files(replacing:)` takes out the postings of the pages the build redoes and puts
/// their new ones in; every other page keeps its postings, a fragment file without a redone
/// page keeps its file, no page kept is tokenized again, and only the terms the redone pages
/// had or have are decoded and encoded again: every other term keeps its bytes, and a chunk
/// of such terms its file.
///
/// The files it makes are the bytes a builder given the final pages writes;
/// `WrittenSearchIndexTests` compares the two on generated edits. A dictionary that does not
/// read as the builder's, or a chunk whose bytes are not its name's, makes `init` fail, and
/// the build then redoes every page. A chunk's postings are decoded only where an edit reads
/// them: its name vouches for its bytes, and decoding every chunk to check them took a tenth
/// of an edit. Postings that still do not decode make `files(replacing:)` fail.
public struct WrittenSearchIndex: Sendable {
    private let read: Dictionary
    /// Each chunk's file, in the dictionary's order.
    private let chunkFiles: [[UInt8]]
    /// Where each term's postings text is: its chunk, and the range of that chunk's file.
    private let texts: [(chunk: Int32, start: Int32, end: Int32)]
    /// The first term of each chunk.
    private let chunkStarts: [Int]

    /// The path of the fragment file that holds page `page`'s fragment.
    public func fragmentPath(of page: Int) -> String {
        SearchIndexFiles.fragmentPath(read.fragmentFiles[fragmentFile(of: page)].name)
    }

    public var pageCount: Int { read.pages.count }

    /// A dictionary read back, before its chunks are: the files it lists. Read once, it is
    /// what `init(listing:file:)` starts from.
    public struct Listing: Sendable {
        fileprivate let read: Dictionary

        /// Nil when the bytes do not read as the builder's dictionary.
        public init?(_ dictionary: [UInt8]) {
            guard let read = Dictionary(dictionary) else { return nil }
            self.read = read
        }

        /// The chunks in order, by path: what `init(listing:file:)` reads besides the dictionary.
        public var chunkPaths: [String] { read.chunks.map { SearchIndexFiles.chunkPath($0.name) } }

        /// Every chunk and fragment file the dictionary lists, by path.
        public var listedPaths: [String] { chunkPaths + read.fragmentFiles.map { SearchIndexFiles.fragmentPath($0.name) } }
    }

    /// The dictionary's bytes and each chunk's, from `file` by its path in the site.
    public init?(dictionary bytes: [UInt8], file: (String) -> [UInt8]?) {
        guard let listing = Listing(bytes) else { return nil }
        self.init(listing: listing, file: file)
    }

    /// The dictionary read back and each chunk's bytes, from `file` by its path in the site.
    /// Every chunk is checked against its name and cut into its terms' postings, left as text.
    public init?(listing: Listing, file: (String) -> [UInt8]?) {
        let read = listing.read
        var files: [[UInt8]] = []
        var texts: [(chunk: Int32, start: Int32, end: Int32)] = []
        var starts: [Int] = []
        files.reserveCapacity(read.chunks.count)
        texts.reserveCapacity(read.terms.count)
        for (c, chunk) in read.chunks.enumerated() {
            starts.append(texts.count)
            guard let file = file(SearchIndexFiles.chunkPath(chunk.name)), file.count < Int32.max,
                  Self.readChunk(file, name: chunk.name, number: c, terms: chunk.count, into: &texts) else { return nil }
            files.append(file)
        }
        guard texts.count == read.terms.count else { return nil }
        self.read = read
        chunkFiles = files
        self.texts = texts
        chunkStarts = starts
    }

    /// What page `page`'s fragment says of it, from `file`, the bytes of the fragment file
    /// that holds it: its URL and number of entries; nil when the file does not read as the
    /// one the dictionary lists.
    public func fragmentFacts(of page: Int, file: [UInt8]) -> (url: String, entries: Int)? {
        let f = fragmentFile(of: page)
        guard let fragments = Self.fragments(in: file, name: read.fragmentFiles[f].name),
              fragments.count == read.fragmentFiles[f].count else { return nil }
        return Self.facts(of: fragments[page - read.fragmentStarts[f]])
    }

    /// The fragments of a fragment file, in order, checked against its name; nil when the
    /// bytes are not such a file.
    static func fragments(in bytes: [UInt8], name: String) -> [ArraySlice<UInt8>]? {
        var r = Reader(bytes: bytes)
        guard r.expect(opening: SearchIndexFiles.fragmentOpening + name + "\"]=["),
              bytes.count >= r.at + 3, Array(bytes.suffix(3)) == Array("];\n".utf8) else { return nil }
        let body = r.at..<bytes.count - 3
        guard SearchIndexContent.hex(SearchIndexContent.digest(bytes[body])) == name else { return nil }
        // A fragment starts a line with "{"; no other line of one does, and no string holds a
        // line break unescaped.
        var fragments: [ArraySlice<UInt8>] = []
        var start = body.lowerBound
        for i in body.dropLast() where bytes[i] == 0x0A && bytes[i + 1] == UInt8(ascii: "{") {
            guard i > start, bytes[i - 1] == UInt8(ascii: ",") else { return nil }
            fragments.append(bytes[start..<i - 1])
            start = i + 1
        }
        fragments.append(bytes[start..<body.upperBound])
        return fragments
    }

    /// A fragment's URL and number of entries; nil when it does not read as a fragment.
    static func facts(of fragment: ArraySlice<UInt8>) -> (url: String, entries: Int)? {
        var r = Reader(bytes: Array(fragment))
        guard r.expect("{\"url\":"), let url = r.string(), let plain = unescaped(r.bytes[url]),
              r.bytes.count >= 2, r.bytes.suffix(2).elementsEqual("]}".utf8) else { return nil }
        // Records start on a line of their own.
        var entries = 0
        for i in r.at..<r.bytes.count - 1 where r.bytes[i] == 0x0A && r.bytes[i + 1] == UInt8(ascii: "[") { entries += 1 }
        return (String(decoding: plain, as: UTF8.self), entries)
    }

    /// The number of the fragment file that holds page `page`.
    private func fragmentFile(of page: Int) -> Int {
        precondition(page >= 0 && page < read.pages.count, "page \(page) is not in the index")
        var low = 0, high = read.fragmentStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if read.fragmentStarts[mid] <= page { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The postings pages had in this index, by term: what an edit of those pages takes out.
    public struct PagePostings: Sendable {
        /// The pages, by number.
        fileprivate let pages: Set<Int>
        /// Each old term with postings on the pages, by number, and those postings in order.
        fileprivate let byTerm: [Int: [UInt64]]
        /// False when some term's postings do not decode as far as the last of the pages.
        fileprivate let decodes: Bool
    }

    /// The postings of pages `pages` (by number), found by reading every term's postings as far
    /// as the last of them, on every core: the terms are split in many parts, as a part's cost
    /// goes with its terms' postings, which vary a lot. An edit asks as soon as it knows which
    /// pages it redoes (`files(replacing:)` takes the answer), so the reading runs beside the
    /// steps before the search index.
    public func postings(on pages: Set<Int>) -> PagePostings {
        var marked = [Bool](repeating: false, count: read.pages.count)
        for n in pages {
            precondition(n >= 0 && n < marked.count, "page \(n) is not in the index")
            marked[n] = true
        }
        let lastPage = pages.max() ?? -1
        let (parts, oldTerms) = (32, read.terms.count)
        let found = Array(0..<parts).parallelMap { [marked] part -> [(term: Int, postings: [UInt64])]? in
            var found: [(term: Int, postings: [UInt64])] = []
            for t in oldTerms * part / parts..<oldTerms * (part + 1) / parts {
                guard let postings = redonePostings(t, marked: marked, upTo: lastPage) else { return nil }
                if !postings.isEmpty { found.append((t, postings)) }
            }
            return found
        }
        var byTerm: [Int: [UInt64]] = [:]
        for part in found { for (t, postings) in part ?? [] { byTerm[t] = postings } }
        return PagePostings(pages: pages, byTerm: byTerm, decodes: found.allSatisfy { $0 != nil })
    }

    /// The files of the index with pages `redone` (by number, each with its entries) in place
    /// of what the last build had of them; `oldEntries` is how many entries those pages had.
    /// `chunks` holds every chunk, those kept with their old bytes; `fragments` the fragment
    /// files with a redone page, whose other pages' fragments are taken from the old file,
    /// given by `fragmentFile` (by its path), which the caller has checked reads as listed.
    /// Nil when postings it reads do not decode.
    /// `last`, when given for the same pages, is their postings in this index found before
    /// (see `postings(on:)`); otherwise they are found here.
    public func files(replacing redone: [Int: SearchPageEntries], oldEntries: Int, last: PagePostings? = nil,
                      fragmentFile: (String) -> [UInt8]?,
                      chunking: SearchIndexFiles.Chunking = .standard) -> SearchIndexFiles? {
        let redonePages = Set(redone.keys)
        let last = last.flatMap { $0.pages == redonePages ? $0 : nil } ?? postings(on: redonePages)
        guard last.decodes else { return nil }
        var isRedone = [Bool](repeating: false, count: read.pages.count)
        for n in redonePages { isRedone[n] = true }
        // The redone pages' postings by term.
        var added: [[UInt8]: [UInt64]] = [:]
        var entries = read.entries - oldEntries
        var pages = read.pages
        for n in redone.keys.sorted() {
            let page = redone[n]!
            entries += page.count
            pages[n] = SearchIndexContent.Page(fragment: page.fragment, words: page.words)
            for pair in page.pairs {
                added[Array(page.terms.term(Int(pair.term))), default: []].append(UInt64(n) << 32 | UInt64(pair.posting))
            }
        }
        // A fragment file with a redone page is written again, with the other pages' fragments as they were.
        var fragmentFiles = read.fragmentFiles.map { SearchIndexContent.FragmentFile(pages: $0.count, kept: $0.name) }
        for f in Set(redone.keys.map(self.fragmentFile(of:))) {
            let name = read.fragmentFiles[f].name
            guard let bytes = fragmentFile(SearchIndexFiles.fragmentPath(name)),
                  let old = Self.fragments(in: bytes, name: name), old.count == read.fragmentFiles[f].count else {
                preconditionFailure("fragment file \(name) does not read as the dictionary lists it")
            }
            for (n, fragment) in zip(read.fragmentStarts[f]..., old) where !isRedone[n] { pages[n].fragment = Array(fragment) }
            fragmentFiles[f].kept = nil
        }
        // The old terms whose postings on the redone pages change: of those the pages had, the
        // ones whose postings differ now, and those the pages did not have and have now. Every
        // other old term's postings stay as they were.
        var changed = Set<Int>()
        for (t, postings) in last.byTerm where added[read.terms[t]]?.sorted() != postings { changed.insert(t) }
        var fresh: [[UInt8]] = []
        for term in added.keys {
            if let t = SearchIndexContent.index(of: term, in: read.terms) {
                if last.byTerm[t] == nil { changed.insert(t) }
            } else {
                fresh.append(term)
            }
        }
        fresh.sort { SearchIndexBuilder.compare($0, $1) < 0 }

        // Each term of the new index, with its postings text: an old term's bytes where they
        // do not change (`kept` is its number), else the text made again.
        var terms: [[UInt8]] = []
        var kept: [Int] = []
        var made: [Int: [UInt8]] = [:]
        var decodes = true
        terms.reserveCapacity(read.terms.count + fresh.count)
        kept.reserveCapacity(read.terms.count + fresh.count)
        func put(_ term: [UInt8], old t: Int?) {
            // A term whose postings on the redone pages are as they were keeps its text
            // undecoded: a common word's postings are long, and an edit leaves most of them.
            if let t, !changed.contains(t) {
                terms.append(term)
                kept.append(t)
                return
            }
            let new = added[term]?.sorted()
            var postings: [UInt64] = []
            if let t, !decodePostings(t, { posting in
                if !isRedone[Int(posting >> 32)] { postings.append(posting) }
                return true
            }) {
                decodes = false
            }
            if let new {
                postings += new
                postings.sort()
            }
            // A term only the redone pages had, and have no more, leaves the index.
            guard !postings.isEmpty else { return }
            var text = SearchIndexWriter()
            SearchIndexFiles.appendPostings(postings[...], to: &text)
            terms.append(term)
            if let t, text.bytes.elementsEqual(self.text(t)) {
                kept.append(t)
            } else {
                kept.append(-1)
                made[terms.count - 1] = text.bytes
            }
        }
        var f = 0
        for (t, term) in read.terms.enumerated() {
            while f < fresh.count, SearchIndexBuilder.compare(fresh[f], term) < 0 { put(fresh[f], old: nil); f += 1 }
            put(term, old: t)
        }
        while f < fresh.count { put(fresh[f], old: nil); f += 1 }
        guard decodes else { return nil }

        func length(_ t: Int) -> Int { kept[t] >= 0 ? Int(texts[kept[t]].end - texts[kept[t]].start) : made[t]!.count }
        let runs = SearchIndexFiles.runs(terms, length: length, chunking: chunking)
        let chunks = runs.map { run -> SearchIndexFiles.Chunk in
            // A run of kept terms that is an old chunk, whole, is that chunk.
            let first = kept[run.lowerBound]
            if first >= 0, let c = chunkNumber(startingAt: first), read.chunks[c].count == run.count,
               run.allSatisfy({ kept[$0] == first + ($0 - run.lowerBound) }) {
                let name = read.chunks[c].name
                return SearchIndexFiles.Chunk(terms: run.count, name: name,
                                              file: .init(path: SearchIndexFiles.chunkPath(name), bytes: chunkFiles[c]))
            }
            return SearchIndexFiles.chunk(run) { kept[$0] >= 0 ? text(kept[$0]) : made[$0]![...] }
        }
        return SearchIndexFiles(entries: entries, pages: pages, fragmentFiles: fragmentFiles, chunks: chunks, terms: terms)
    }

    /// Old term `t`'s postings text.
    private func text(_ t: Int) -> ArraySlice<UInt8> {
        let at = texts[t]
        return chunkFiles[Int(at.chunk)][Int(at.start)..<Int(at.end)]
    }

    /// The old chunk whose first term is `t`, if one is.
    private func chunkNumber(startingAt t: Int) -> Int? {
        let c = Int(texts[t].chunk)
        return chunkStarts[c] == t ? c : nil
    }

    /// Old term `t`'s postings on the pages `pages` marks; its postings come by page, so
    /// reading stops past `last`, the last page marked. Nil when they do not decode that far.
    private func redonePostings(_ t: Int, marked pages: [Bool], upTo last: Int) -> [UInt64]? {
        var found: [UInt64] = []
        guard last >= 0 else { return found }
        let decoded = decodePostings(t) { posting in
            let page = Int(posting >> 32)
            guard page <= last else { return false }
            if pages[page] { found.append(posting) }
            return true
        }
        return decoded ? found : nil
    }

    /// Old term `t`'s postings, a posting at a time, until `visit` says stop; false when they
    /// do not decode.
    private func decodePostings(_ t: Int, _ visit: (UInt64) -> Bool) -> Bool {
        let at = texts[t]
        return chunkFiles[Int(at.chunk)].withUnsafeBufferPointer { bytes in
            Self.postings(bytes, Int(at.start)..<Int(at.end), pages: read.pages.count, visit)
        }
    }

    /// Checks a chunk's bytes against its name and puts each term's text range onto `texts`.
    private static func readChunk(_ bytes: [UInt8], name: String, number: Int, terms: Int,
                                  into texts: inout [(chunk: Int32, start: Int32, end: Int32)]) -> Bool {
        var r = Reader(bytes: bytes)
        guard r.expect(opening: SearchIndexFiles.chunkOpening + name + "\"]=\""),
              bytes.count >= r.at + 3, Array(bytes.suffix(3)) == Array("\";\n".utf8) else { return false }
        let body = r.at..<bytes.count - 3
        guard SearchIndexContent.hex(SearchIndexContent.digest(bytes[body])) == name else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = body.lowerBound
            var read = 0
            while read < terms {
                guard start <= body.upperBound else { return false }
                let end = read == terms - 1 ? body.upperBound
                    : (buffer[start..<body.upperBound].firstIndex(of: UInt8(ascii: " ")) ?? body.upperBound)
                // Every term listed has a posting.
                guard end > start else { return false }
                texts.append((Int32(number), Int32(start), Int32(end)))
                read += 1
                start = end + 1
            }
            return start == body.upperBound + 1
        }
    }

    /// Decodes one term's postings text, `bytes[range]`, a posting at a time, until `visit`
    /// says stop; false when the text is not postings of pages below `pages`.
    @inline(__always)
    private static func postings(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, pages: Int,
                                 _ visit: (UInt64) -> Bool) -> Bool {
        digitValue.withUnsafeBufferPointer { digits in
            var page = -1, entry = -1, value = 0, pending = -1, any = false
            for i in range {
                let digit = Int(digits[Int(bytes[i])])
                guard digit != 255 else { return false }
                if digit < 32 { value = value << 5 | digit; guard value < 1 << 40 else { return false }; continue }
                let v = value << 5 | (digit - 32)
                value = 0
                var a = v, extra = 0
                if pending >= 0 {
                    (a, extra, pending) = (pending, v, -1)
                } else if v >> 4 & 7 == 7 {
                    // The entry's part is in the varint that follows.
                    pending = v
                    continue
                }
                let delta = a >> 7, code = (a >> 4 & 7) + extra
                if page >= 0 && delta == 0 {
                    entry += 1 + code
                } else {
                    page = page < 0 ? delta : page + delta
                    entry = code
                }
                guard page < pages, entry < 1 << 28 else { return false }
                any = true
                if !visit(UInt64(page) << 32 | UInt64(entry) << 4 | UInt64(a & 15)) { return true }
            }
            return any && pending < 0 && value == 0
        }
    }

    /// The dictionary, read back.
    fileprivate struct Dictionary: Sendable {
        var entries: Int
        var pages: [SearchIndexContent.Page] = []
        var fragmentFiles: [(count: Int, name: String)] = []
        /// The first page of each fragment file.
        var fragmentStarts: [Int] = []
        var chunks: [(count: Int, name: String)] = []
        var terms: [[UInt8]] = []

        init?(_ bytes: [UInt8]) {
            var r = Reader(bytes: bytes)
            guard r.expect(opening: SearchIndexFiles.opening), let entries = r.int(), entries >= 0,
                  r.expect(",\n\"pages\":\"") else { return nil }
            self.entries = entries
            while !r.peek(UInt8(ascii: "\"")) {
                guard r.at < bytes.count, WrittenSearchIndex.digitValue[Int(bytes[r.at])] != 255 else { return nil }
                pages.append(.init(kept: bytes[r.at]))
                r.at += 1
            }
            guard r.expect("\",\n\"fragments\":"), let fragmentFiles = r.runs(), r.expect(",\n\"chunks\":"),
                  let chunks = r.runs() else { return nil }
            var first = 0
            for file in fragmentFiles {
                fragmentStarts.append(first)
                first += file.count
            }
            guard first == pages.count else { return nil }
            self.fragmentFiles = fragmentFiles
            self.chunks = chunks
            guard r.expect(",\n\"terms\":\"") else { return nil }
            var previous: [UInt8] = []
            while !r.peek(UInt8(ascii: "\"")) {
                guard terms.isEmpty || r.expect(" "), let shared = r.base36Digit(), shared <= previous.count,
                      let rest = r.termRest(), let plain = WrittenSearchIndex.unescaped(bytes[rest]) else { return nil }
                let term = Array(previous[..<shared]) + plain
                guard previous.isEmpty || SearchIndexBuilder.compare(previous, term) < 0 else { return nil }
                terms.append(term)
                previous = term
            }
            guard r.expect("\"};\n"), r.atEnd else { return nil }
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

        /// `[[count,"name"],…]`, a name being sixteen hex digits (a digest), every count above 0.
        mutating func runs() -> [(count: Int, name: String)]? {
            guard expect("[") else { return nil }
            var runs: [(count: Int, name: String)] = []
            while !peek(UInt8(ascii: "]")) {
                guard runs.isEmpty || expect(","), expect("["), let count = int(), count > 0, expect(","),
                      let name = string(), expect("]"), name.count == 18 else { return nil }
                runs.append((count, String(decoding: bytes[name.lowerBound + 1..<name.upperBound - 1], as: UTF8.self)))
            }
            at += 1
            return runs
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
    }
}

