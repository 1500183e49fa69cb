import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavSearch
import NavThreads

/// The last build's search index as the output folder holds it: its dictionary, and the
/// chunks it lists, read and checked on another core from the moment the dictionary is found.
/// An edit's plan first waits for the output folder's stats (is the index as the last build
/// left it?); reading the index meanwhile takes that wait off the edit.
struct LastSearchIndex: Sendable {
    /// The chunks and fragment files the dictionary lists.
    let listed: [String]
    private let output: String
    private let kept: @Sendable (String) -> Bool
    /// The index read back; nil when a chunk is missing or does not read as the dictionary says.
    private let index: Background<WrittenSearchIndex?>

    /// The dictionary in `output`; nil when there is none that reads, and every page is redone.
    /// `kept` tells whether a file is as the last build left it (see `untouched`).
    init?(output: String, kept: @escaping @Sendable (String) -> Bool) {
        guard let bytes = IncrementalBuilder.readWhole(output + "/" + SearchIndexFiles.dictionaryPath),
              let listing = WrittenSearchIndex.Listing(bytes) else { return nil }
        listed = listing.listedPaths
        self.output = output
        self.kept = kept
        index = Background {
            let chunks = listing.chunkPaths
            let read = chunks.parallelMap { IncrementalBuilder.readWhole(output + "/" + $0) }
            var files: [String: [UInt8]] = [:]
            for (path, bytes) in zip(chunks, read) { files[path] = bytes }
            return WrittenSearchIndex(listing: listing, file: { files[$0] })
        }
    }

    /// Whether the dictionary and every file it lists are as the last build left them; if not,
    /// every page is redone. Asked by the plan, not when the dictionary is read: whether the
    /// files were touched is known only once the output folder's stats are in.
    var untouched: Bool { kept(SearchIndexFiles.dictionaryPath) && listed.allSatisfy(kept) }

    /// What an edit of `redone` (search paths) needs, the site's searched pages being `pages`:
    /// the last index read back, with the pages it numbers. Nil when the index does not
    /// read as the builder's, or its pages are not these: the build then redoes every page.
    /// Asked only once `untouched` said yes, so the bytes read are the files as left.
    func edit(of redone: [String], pages: [String]) -> SearchEdit? {
        guard let index = index.value, index.pageCount == pages.count else { return nil }
        let numbers = Self.numbers(of: redone, among: pages)
        // The redone pages' last fragments must be theirs; a page the render step adds to them
        // (a rule page whose references changed) is read when the index is written.
        let lastFile: @Sendable (String) -> [UInt8]? = { IncrementalBuilder.readWhole(output + "/" + $0) }
        guard redone.allSatisfy({ path in
            numbers[path].flatMap { SearchEdit.lastEntries(of: path, number: $0, in: index, file: lastFile) } != nil
        }) else { return nil }
        let pageNumbers = Set(numbers.values)
        return SearchEdit(index: index, listed: listed, pages: pages, numbers: numbers,
                          lastPostings: Background { index.postings(on: pageNumbers) }, lastFile: lastFile, output: output)
    }

    /// The numbers of `paths` among `pages`, numbered in byte order of their paths as the
    /// builder numbers them: how many pages sort before each. An edit redoes a few pages of
    /// thousands, so the pages are counted against the few, not all sorted. A path that is
    /// not among `pages` has no number.
    static func numbers(of paths: [String], among pages: [String]) -> [String: Int] {
        let few = Array(Set(paths)).sorted { order($0, $1) < 0 }
        // before[k]: the other pages that sort after few[k - 1] and before few[k].
        var before = [Int](repeating: 0, count: few.count + 1)
        var present = [Bool](repeating: false, count: few.count)
        for page in pages {
            var low = 0, high = few.count
            while low < high {
                let middle = (low + high) / 2
                if order(few[middle], page) < 0 { low = middle + 1 } else { high = middle }
            }
            if low < few.count, order(few[low], page) == 0 {
                present[low] = true
            } else {
                before[low] += 1
            }
        }
        var numbers: [String: Int] = [:]
        var count = 0
        for (k, path) in few.enumerated() {
            count += before[k]
            if present[k] {
                numbers[path] = count
                count += 1
            }
        }
        return numbers
    }

    /// Byte order, the builder's (`String`'s own order is by what the characters mean):
    /// negative, zero or positive as `a` sorts before, with or after `b`.
    private static func order(_ a: String, _ b: String) -> Int {
        var (a, b) = (a, b)
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let bytes = common == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, common))
                return bytes != 0 ? bytes : x.count - y.count
            }
        }
    }
}

/// The search step's start for an edit: the last index, and the site's searched pages.
struct SearchEdit: Sendable {
    let index: WrittenSearchIndex
    /// The files the last index lists.
    let listed: [String]
    /// Every searched page's search path: a page's number in the index is its place among
    /// these in byte order (see `LastSearchIndex.numbers`).
    let pages: [String]
    /// The numbers of the pages the plan redoes.
    let numbers: [String: Int]
    /// Those pages' postings in the last index, found while the steps before the search run.
    let lastPostings: Background<WrittenSearchIndex.PagePostings>
    /// A file of the last index, by its path in the site.
    let lastFile: @Sendable (String) -> [UInt8]?
    let output: String

    /// How many entries page `path`, number `n`, had in `index`, from its fragment in `file`;
    /// nil when that does not read as the page's.
    static func lastEntries(of path: String, number n: Int, in index: WrittenSearchIndex,
                            file: (String) -> [UInt8]?) -> Int? {
        guard let bytes = file(index.fragmentPath(of: n)),
              let facts = index.fragmentFacts(of: n, file: bytes), facts.url == path else { return nil }
        return facts.entries
    }

    /// The index with the redone pages' entries taken out and `added` put in; nil when the
    /// postings it reads do not decode (see `WrittenSearchIndex`).
    func rewrite(redone: Set<String>, added: [SearchPageEntries]) -> SearchIndexFiles? {
        precondition(Set(added.map(\.path)) == redone, "an edit's redone pages are not the pages it puts in again")
        var pages: [Int: SearchPageEntries] = [:]
        var oldEntries = 0
        // Pages are counted again only for a page the render step added to the plan's.
        let others = added.map(\.path).filter { self.numbers[$0] == nil }
        let numbers = others.isEmpty ? self.numbers : self.numbers.merging(LastSearchIndex.numbers(of: others, among: self.pages)) { $1 }
        for page in added {
            // The plan checked every file of the last index is as that build left it.
            guard let n = numbers[page.path], let entries = Self.lastEntries(of: page.path, number: n, in: index, file: lastFile) else {
                preconditionFailure("the last search index has no fragment of \(page.path)")
            }
            pages[n] = page
            oldEntries += entries
        }
        // The postings found early are of the plan's pages; with a page added, they are found again.
        return index.files(replacing: pages, oldEntries: oldEntries, last: others.isEmpty ? lastPostings.value : nil,
                           fragmentFile: lastFile)
    }
}
