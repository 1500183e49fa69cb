import NavThreads

// The index is JavaScript files, so it loads from file:// with <script> elements. A query
// loads the dictionary, then only the posting chunks of the terms it matched, then only the
// fragment files of the pages it shows:
//
//   search-index.js, the dictionary, loaded first:
//   window.navdocsSearchIndex = {"version":4,"entries":517,
//   "pages":"k3x…",                       per page in page-path order: its length class (one
//                                         posting digit)
//   "fragments":[[9,"7a…03"],…],          runs of pages in order: how many, their fragment
//                                         file's digest
//   "chunks":[[40,"1f…9c"],…],            runs of terms in order: how many, the chunk's digest
//   "terms":"0large 2rge-title …"};       sorted terms, front-coded (shared-prefix length in
//                                         base 36, then the rest), space-separated
//
//   search-index/t-1f…9c.js, a posting chunk, for the registry the client makes:
//   navdocsSearchChunks["1f…9c"]="wxy …";
//   per term of the run, space-separated: per posting a varint (base-32 digits, see
//   `SearchIndexWriter.varint`), ((page delta << 3 | entry) << 2 | frequency) << 2 | field,
//   and when its entry part is 7, a second varint, the entry less 7. The first posting's page
//   is its number; on the page of the posting before, the page delta is 0 and the entry counts
//   from the one after that posting's. Most postings of a common word are then one digit.
//   Field: 3 rule ID/slug/former slug, 2 page title, 1 heading or rule summary, 0 body and
//   breadcrumb. Frequency: `SearchIndexBuilder.frequencyClass`.
//
//   search-index/f-7a…03.js, a fragment file: the fragments of a run of pages, in order,
//   each starting a line:
//   navdocsSearchPages["7a…03"]=[{"url":"guide/titles.html",
//   "crumbs":[["Guide"]],                      the page's distinct breadcrumbs
//   "docs":[
//   ["Titles",0,"Keep titles short."],         page entry: title, breadcrumb, snippet
//   ["Large titles",-1,"Use prefersLarge…",1]]},  section entry adds its anchor, or 1 when
//   {"url":"guide/toolbars.html", …}];         the anchor is the title's plain slug; its
//                                              breadcrumb -1 is the page entry's and the page's
//                                              title, as most sections have it
//
// Chunks and fragment files are named for their bytes: a browser holding an old copy asks for
// the new one by its new name, and an edit writes only the files it changed. A fragment file
// carries no page numbers, so a page added or removed changes only the file it is in. Pages
// share files because a file per page would double the files a build writes and an edit checks.

/// The search index as files: the dictionary, `search-index.js`, and the chunks and page
/// fragments it lists, in `folder`.
public struct SearchIndexFiles: Sendable {
    public static let dictionaryPath = "search-index.js"
    public static let folder = "search-index"

    /// Where chunks end: each boundary is decided by one term alone, so an edit moves only
    /// boundaries next to the terms it changes, and writes only the chunks around those.
    /// Tests make small chunks of a small index.
    public struct Chunking: Sendable {
        /// A term whose postings take this many bytes or more is a chunk of its own: a query
        /// for a rare word then does not load a common word's postings beside it.
        var termAlone = 1024
        /// Any other chunk ends after a term whose digest is a multiple of this.
        var boundaryEvery: UInt64 = 32
        /// A fragment file ends after a page whose path's digest is a multiple of this: about
        /// this many pages a file, 6 KB at 800 bytes a fragment, which ten results on screen
        /// load about ten of.
        var fragmentsEvery: UInt64 = 8

        public static let standard = Chunking()
    }

    public struct File: Sendable, Equatable {
        public let path: String
        public let bytes: [UInt8]
    }

    /// `search-index.js`.
    public let dictionary: [UInt8]
    public let chunks: [File]
    /// The fragment files written: all in a fresh build, those with a redone page in an edit.
    public let fragments: [File]
    /// Every file in `folder` the dictionary lists, written now or kept.
    public let listed: [String]
    /// Entries (pages and sections) in the index.
    public let entries: Int

    static let opening = "/* navdocs search index, format \(SearchIndexBuilder.formatVersion); generated, do not edit */\n"
        + "window.navdocsSearchIndex = {\"version\":\(SearchIndexBuilder.formatVersion),\"entries\":"
    /// The registries the client makes before it loads a chunk or a fragment: a short opening
    /// for each of thousands of files.
    static let chunkOpening = "navdocsSearchChunks[\""
    static let fragmentOpening = "navdocsSearchPages[\""

    static func chunkPath(_ name: String) -> String { "\(folder)/t-\(name).js" }

    static func fragmentPath(_ name: String) -> String { "\(folder)/f-\(name).js" }

    init(_ content: SearchIndexContent, chunking: Chunking = .standard) {
        let (postingText, ends) = Self.postingTexts(content)
        let range: @Sendable (Int) -> Range<Int> = { t in (t == 0 ? 0 : ends[t - 1])..<ends[t] }

        let runs = Self.runs(content.terms, length: { range($0).count }, chunking: chunking)
        // Chunks are hashed and copied on every core.
        let chunks = runs.parallelMap { run in Self.chunk(run, text: { postingText[range($0)] }) }
        self.init(entries: content.entries, pages: content.pages, fragmentFiles: content.fragmentFiles, chunks: chunks,
                  terms: content.terms)
    }

    /// Each term's postings as text, one after another, and where each term's text ends.
    /// The terms are cut into parts of about equal postings, each encoded on a core of its own.
    private static func postingTexts(_ content: SearchIndexContent) -> (text: [UInt8], ends: [Int]) {
        let terms = content.terms.count, parts = 4
        let cuts = SearchIndexContent.cuts(content.termStarts, parts: parts)
        let encoded = Array(0..<parts).parallelMap { part -> (bytes: [UInt8], ends: [Int]) in
            var text = SearchIndexWriter()
            let span = cuts[part]..<cuts[part + 1]
            text.reserve(3 * (content.termStarts[span.upperBound] - content.termStarts[span.lowerBound]) + span.count)
            var ends: [Int] = []
            ends.reserveCapacity(span.count)
            for t in span {
                appendPostings(content.postings[content.termStarts[t]..<content.termStarts[t + 1]], to: &text)
                ends.append(text.bytes.count)
            }
            return (text.bytes, ends)
        }
        var text: [UInt8] = []
        var ends: [Int] = []
        text.reserveCapacity(encoded.reduce(0) { $0 + $1.bytes.count })
        ends.reserveCapacity(terms)
        for part in encoded {
            let offset = text.count
            text += part.bytes
            ends += part.ends.lazy.map { $0 + offset }
        }
        return (text, ends)
    }

    /// The chunk of the terms `run`, each term's postings text from `text`, space-separated.
    static func chunk(_ run: Range<Int>, text: (Int) -> ArraySlice<UInt8>) -> Chunk {
        var body: [UInt8] = []
        for t in run {
            if t > run.lowerBound { body.append(UInt8(ascii: " ")) }
            body += text(t)
        }
        return chunk(body, terms: run.count)
    }

    /// A chunk of `terms` terms whose postings text is `body`, named for it.
    private static func chunk(_ body: [UInt8], terms: Int) -> Chunk {
        let name = SearchIndexContent.hex(SearchIndexContent.digest(body[...]))
        var out = SearchIndexWriter()
        out.reserve(body.count + 96)
        out.raw(Self.chunkOpening + name + "\"]=\"")
        out.append(body[...])
        out.raw("\";\n")
        return Chunk(terms: terms, name: name, file: File(path: Self.chunkPath(name), bytes: out.bytes))
    }

    /// A chunk as the dictionary lists it, with its file.
    struct Chunk {
        var terms: Int
        var name: String
        var file: File
    }

    /// One term's postings as a chunk holds them (see the top of this file): ascending by
    /// page, then entry.
    static func appendPostings(_ postings: ArraySlice<UInt64>, to text: inout SearchIndexWriter) {
        var lastPage = -1, lastEntry = -1
        for posting in postings {
            let page = Int(posting >> 32), entry = Int(posting >> 4 & 0xFFF_FFFF)
            let field = Int(posting & 3), frequency = Int(posting >> 2 & 3)
            let samePage = page == lastPage
            let delta = samePage ? 0 : lastPage < 0 ? page : page - lastPage
            let entryCode = samePage ? entry - lastEntry - 1 : entry
            text.varint(((delta << 3 | min(entryCode, 7)) << 2 | frequency) << 2 | field)
            if entryCode >= 7 { text.varint(entryCode - 7) }
            (lastPage, lastEntry) = (page, entry)
        }
    }

    /// The runs of `terms` the chunks hold, cut as `chunking` says; `length(t)` is the length
    /// of term `t`'s postings text. A fresh build and an edit cut the same terms the same way.
    static func runs(_ terms: [[UInt8]], length: (Int) -> Int, chunking: Chunking) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for t in terms.indices {
            if length(t) >= chunking.termAlone {
                if start < t { runs.append(start..<t) }
                runs.append(t..<t + 1)
                start = t + 1
            } else if SearchIndexContent.digest(terms[t][...]) % chunking.boundaryEvery == 0 {
                runs.append(start..<t + 1)
                start = t + 1
            }
        }
        if start < terms.count { runs.append(start..<terms.count) }
        return runs
    }

    /// The index of `pages` whose postings are in `chunks`, in order, over `terms`, their
    /// fragments in `fragmentFiles`; a file is written for each run whose fragments are given.
    init(entries: Int, pages: [SearchIndexContent.Page], fragmentFiles: [SearchIndexContent.FragmentFile],
         chunks: [Chunk], terms: [[UInt8]]) {
        var starts: [Int] = []
        var first = 0
        for run in fragmentFiles {
            starts.append(first)
            first += run.pages
        }
        precondition(first == pages.count, "fragment files for \(first) of \(pages.count) pages")
        // Made on every core: each file is its pages' fragments, copied and hashed.
        let made = Array(fragmentFiles.indices).parallelMap { [starts] f -> (name: String, file: File?) in
            if let kept = fragmentFiles[f].kept { return (kept, nil) }
            let numbers = starts[f]..<starts[f] + fragmentFiles[f].pages
            var body: [UInt8] = []
            for n in numbers {
                guard let fragment = pages[n].fragment else { preconditionFailure("page \(n)'s fragment file is written without it") }
                if n > numbers.lowerBound { body += ",\n".utf8 }
                body += fragment
            }
            let name = SearchIndexContent.hex(SearchIndexContent.digest(body[...]))
            var out = SearchIndexWriter()
            out.reserve(body.count + 48)
            out.raw(Self.fragmentOpening + name + "\"]=[")
            out.append(body[...])
            out.raw("];\n")
            return (name, File(path: Self.fragmentPath(name), bytes: out.bytes))
        }
        let names = made.map(\.name)
        let fragments = made.compactMap(\.file)

        var out = SearchIndexWriter()
        out.reserve(pages.count + 24 * (fragmentFiles.count + chunks.count) + 4 * terms.count + 256)
        out.raw(Self.opening)
        out.int(entries)
        out.raw(",\n\"pages\":\"")
        for page in pages { out.byte(page.length) }
        out.raw("\",\n\"fragments\":")
        Self.appendRuns(zip(fragmentFiles.map(\.pages), names), to: &out)
        out.raw(",\n\"chunks\":")
        Self.appendRuns(chunks.lazy.map { ($0.terms, $0.name) }, to: &out)
        out.raw(",\n\"terms\":\"")
        var previous: [UInt8] = []
        for (i, term) in terms.enumerated() {
            var shared = 0
            let limit = min(35, previous.count, term.count)
            while shared < limit, previous[shared] == term[shared], term[shared] < 0x80 { shared += 1 }
            if i > 0 { out.raw(" ") }
            out.base36Digit(shared)
            out.stringContent(term[shared...])
            previous = term
        }
        out.raw("\"};\n")

        dictionary = out.bytes
        self.chunks = chunks.map(\.file)
        self.fragments = fragments
        listed = chunks.map(\.file.path) + names.map(Self.fragmentPath)
        self.entries = entries
    }

    /// `[[count,"name"],…]`: the dictionary's list of fragment files or chunks.
    private static func appendRuns(_ runs: some Sequence<(Int, String)>, to out: inout SearchIndexWriter) {
        out.raw("[")
        for (i, (count, name)) in runs.enumerated() {
            out.raw(i == 0 ? "[" : ",[")
            out.int(count)
            out.raw(",")
            out.string(name)
            out.raw("]")
        }
        out.raw("]")
    }
}
