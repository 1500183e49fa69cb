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
    /// the last index read back, and every page's number in it. Nil when the index does not
    /// read as the builder's, or its pages are not these: the build then redoes every page.
    /// Asked only once `untouched` said yes, so the bytes read are the files as left.
    func edit(of redone: [String], pages: [String]) -> SearchEdit? {
        guard let index = index.value, index.pageCount == pages.count else { return nil }
        // Pages are numbered in path order, as the builder numbers them.
        let sorted = pages.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var numbers: [String: Int] = [:]
        for (n, path) in sorted.enumerated() { numbers[String(decoding: path, as: UTF8.self)] = n }
        let edit = SearchEdit(index: index, listed: listed, numbers: numbers, output: output)
        // The redone pages' last fragments must be theirs; a page the render step adds to them
        // (a rule page whose references changed) is read when the index is written.
        return redone.allSatisfy { edit.lastEntries(of: $0) != nil } ? edit : nil
    }
}

/// The search step's start for an edit: the last index, and every searched page's number in it.
struct SearchEdit: Sendable {
    let index: WrittenSearchIndex
    /// The files the last index lists.
    let listed: [String]
    /// Each searched page's number, by its search path.
    let numbers: [String: Int]
    let output: String

    /// How many entries page `path` had in the last index, from its fragment there; nil when
    /// that does not read as the page's.
    func lastEntries(of path: String) -> Int? {
        guard let n = numbers[path], let bytes = lastFile(index.fragmentPath(of: n)),
              let facts = index.fragmentFacts(of: n, file: bytes), facts.url == path else { return nil }
        return facts.entries
    }

    private func lastFile(_ path: String) -> [UInt8]? { IncrementalBuilder.readWhole(output + "/" + path) }

    /// The index with the redone pages' entries taken out and `added` put in; nil when the
    /// postings it reads do not decode (see `WrittenSearchIndex`).
    func rewrite(redone: Set<String>, added: [SearchPageEntries]) -> SearchIndexFiles? {
        precondition(Set(added.map(\.path)) == redone, "an edit's redone pages are not the pages it puts in again")
        var pages: [Int: SearchPageEntries] = [:]
        var oldEntries = 0
        for page in added {
            // The plan checked every file of the last index is as that build left it.
            guard let n = numbers[page.path], let entries = lastEntries(of: page.path) else {
                preconditionFailure("the last search index has no fragment of \(page.path)")
            }
            pages[n] = page
            oldEntries += entries
        }
        return index.files(replacing: pages, oldEntries: oldEntries, fragmentFile: lastFile)
    }
}
