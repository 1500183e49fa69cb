import Foundation
import NavTestSupport
import Testing
@testable import NavSearch

/// The incremental build's way to an index, against the plain way: the last index read back,
/// pages taken out and put in again, must write the bytes of a builder given only the final pages.
@Suite struct WrittenSearchIndexTests {
    /// A page of generated entries: titles with quotes, backslashes, line separators and
    /// control characters, terms that come and go, sections that come and go, and breadcrumbs
    /// that change with the page's title.
    static func page(_ g: inout SeededRandom, _ path: String) -> SearchPageEntries {
        let words = ["bar", "Title", "backButton", "NB001", "large-title", "über", "24x24", "glyph", "x\(g.next(50))",
                     "say \"hi\"", "back\\slash", "line\u{2028}sep", "tab\there", "bell\u{07}", "日本語"]
        func text() -> String { (0..<(1 + g.next(10))).map { _ in words[g.next(words.count)] }.joined(separator: " ") }
        let title = "Page \(g.next(5)) \(words[g.next(words.count)])"
        let trail = g.next(3) == 0 ? ["Guide \(g.next(2))"] : []
        var docs = [SearchDocument(url: path, title: title, breadcrumb: trail, text: text(), kind: .page)]
        for s in 0..<g.next(4) {
            let heading = g.next(3) == 0 ? words[g.next(words.count)] : "Part \(s)"
            docs.append(SearchDocument(url: path + "#s\(s)", title: heading, breadcrumb: trail + [title], text: text(),
                                       kind: .section))
        }
        return SearchPageEntries(docs)
    }

    /// Small chunks, and fragment files of about two pages, so a small index has several of each.
    static let smallChunks = SearchIndexFiles.Chunking(termAlone: 256, boundaryEvery: 8, fragmentsEvery: 2)

    /// The index of `pages` as the builder writes it.
    static func plain(_ pages: [String: SearchPageEntries], chunking: SearchIndexFiles.Chunking = smallChunks) -> SearchIndexFiles {
        var builder = SearchIndexBuilder()
        for path in pages.keys.sorted().reversed() { builder.add(pages[path]!) }
        return builder.build(chunking: chunking)
    }

    /// The files of `index` by path.
    static func files(_ index: SearchIndexFiles) -> [String: [UInt8]] {
        var all: [String: [UInt8]] = [:]
        for file in index.chunks + index.fragments { all[file.path] = file.bytes }
        return all
    }

    /// `last` read back with `changed` (paths of `pages`) put in again, as an edit writes it.
    /// With `foundEarly`, the postings of those pages (by path) are found before, as an edit's
    /// plan starts finding them, and handed over.
    static func edit(_ last: SearchIndexFiles, _ pages: [String: SearchPageEntries], changed: Set<String>,
                     foundEarly: Set<String>? = nil,
                     chunking: SearchIndexFiles.Chunking = smallChunks) throws -> SearchIndexFiles {
        let all = files(last)
        let written = try #require(WrittenSearchIndex(dictionary: last.dictionary) { all[$0] })
        let numbers = Dictionary(uniqueKeysWithValues: pages.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .enumerated().map { ($1, $0) })
        var redone: [Int: SearchPageEntries] = [:]
        var oldEntries = 0
        for path in changed {
            let n = numbers[path]!
            let facts = try #require(written.fragmentFacts(of: n, file: all[written.fragmentPath(of: n)]!))
            #expect(facts.url == path)
            oldEntries += facts.entries
            redone[n] = pages[path]!
        }
        let early = foundEarly.map { written.postings(on: Set($0.map { numbers[$0]! })) }
        return try #require(written.files(replacing: redone, oldEntries: oldEntries, last: early, fragmentFile: { all[$0] },
                                          chunking: chunking))
    }

    /// Room made after the first pages, for fewer pages than come, as many, or far more,
    /// changes nothing the builder writes.
    @Test func roomMadeForMorePagesWritesTheSameIndex() throws {
        var g = SeededRandom(seed: 11)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<50 { pages["p\(i).html"] = Self.page(&g, "p\(i).html") }
        let paths = pages.keys.sorted().reversed()
        let plain = Self.plain(pages)
        for (after, total) in [(1, 2), (5, 50), (5, 5_000), (49, 50)] {
            var builder = SearchIndexBuilder()
            for (i, path) in paths.enumerated() {
                builder.add(pages[path]!)
                if i + 1 == after { builder.reserveCapacity(forPages: total) }
            }
            let built = builder.build(chunking: Self.smallChunks)
            #expect(built.dictionary == plain.dictionary && built.chunks == plain.chunks && built.fragments == plain.fragments,
                    "room for \(total) after \(after)")
        }
    }

    /// Pages change, terms come and go, sections come and go: the edit writes the final
    /// pages' index, and its files that are not the last index's are the changed pages'
    /// fragments and chunks that hold a term of a changed page, old or new.
    @Test func replacedPagesWriteTheIndexOfTheFinalPages() throws {
        var g = SeededRandom(seed: 5)
        var current: [String: SearchPageEntries] = [:]
        for i in 0..<40 {
            let path = i % 3 == 0 ? "d\(i % 2)/q\(i).html" : "p\(i).html"
            current[path] = Self.page(&g, path)
        }
        var last = Self.plain(current)
        for round in 0..<120 {
            var changed: Set<String> = []
            let paths = current.keys.sorted()
            for _ in 0..<(1 + g.next(4)) {
                let path = paths[g.next(paths.count)]
                current[path] = Self.page(&g, path)
                changed.insert(path)
            }
            let expected = Self.plain(current)
            let edited = try Self.edit(last, current, changed: changed)
            #expect(edited.dictionary == expected.dictionary, "round \(round)")
            #expect(edited.chunks == expected.chunks, "round \(round)")
            #expect(edited.listed == expected.listed, "round \(round)")
            #expect(edited.entries == current.values.reduce(0) { $0 + $1.count })
            // The fragment files written are those that hold a changed page.
            let numbers = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let read = try #require(WrittenSearchIndex(dictionary: expected.dictionary) { Self.files(expected)[$0] })
            let holding = Set(changed.map { read.fragmentPath(of: numbers.firstIndex(of: $0)!) })
            #expect(edited.fragments.map(\.path) == expected.listed.filter(holding.contains), "round \(round)")
            for fragment in edited.fragments { #expect(expected.fragments.contains(fragment)) }
            last = expected
        }
    }

    /// The redone pages' postings found before the edit writes the index, as the plan starts
    /// finding them, give the same index; postings found for other pages (the render step
    /// added one) are found again, not used.
    @Test func postingsFoundEarlyWriteTheSameIndex() throws {
        var g = SeededRandom(seed: 17)
        var current: [String: SearchPageEntries] = [:]
        for i in 0..<40 { current["p\(i).html"] = Self.page(&g, "p\(i).html") }
        var last = Self.plain(current)
        for round in 0..<60 {
            let paths = current.keys.sorted()
            var changed: Set<String> = []
            for _ in 0..<(1 + g.next(3)) {
                let path = paths[g.next(paths.count)]
                current[path] = Self.page(&g, path)
                changed.insert(path)
            }
            let expected = Self.plain(current)
            let planned = changed.count > 1 && g.next(2) == 0 ? Set(changed.dropFirst()) : changed
            for early in [changed, planned] {
                let edited = try Self.edit(last, current, changed: changed, foundEarly: early)
                #expect(edited.dictionary == expected.dictionary, "round \(round), found early: \(early == changed)")
                #expect(edited.chunks == expected.chunks && edited.listed == expected.listed, "round \(round)")
            }
            last = expected
        }
    }

    /// A one-page edit writes the fragment file that holds the page and the chunks of the
    /// terms whose postings it changes; every other file keeps its name, so the build keeps it.
    @Test func aOnePageEditRewritesOnlyTheFilesThePageTouches() throws {
        var g = SeededRandom(seed: 3)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<60 { pages[String(format: "p%02d.html", i)] = Self.page(&g, String(format: "p%02d.html", i)) }
        let chunking = SearchIndexFiles.Chunking(termAlone: 40, boundaryEvery: 4, fragmentsEvery: 4)
        let last = Self.plain(pages, chunking: chunking)
        let old = try DecodedSearchIndex(last)
        pages["p30.html"] = SearchPageEntries([SearchDocument(url: "p30.html", title: "Page zeppelin", text: "glyph bar", kind: .page)])
        let edited = try Self.edit(last, pages, changed: ["p30.html"], chunking: chunking)
        let (kept, put) = (Self.files(last), Self.files(edited))
        let new = try DecodedSearchIndex(dictionary: edited.dictionary) { put[$0] ?? kept[$0] }
        let before = Set(last.listed)
        let written = edited.listed.filter { !before.contains($0) }
        // The fragment file that holds the page is written; every other one keeps its name.
        let read = try #require(WrittenSearchIndex(dictionary: edited.dictionary) { put[$0] ?? kept[$0] })
        #expect(edited.fragments.map(\.path) == [read.fragmentPath(of: 30)])
        let fragmentFiles = edited.listed.filter { $0.hasPrefix("search-index/f-") }
        #expect(fragmentFiles.count > 2 && fragmentFiles.allSatisfy { $0 == read.fragmentPath(of: 30) || before.contains($0) })
        let page = new.entries.firstIndex { $0.url == "p30.html" }!
        let oldPage = old.entries.firstIndex { $0.url == "p30.html" }!
        let oldDocs = oldPage..<(old.entries.lastIndex { $0.url.hasPrefix("p30.html") }! + 1)
        // Each chunk written is made of the terms of the chunks that held a term of the page,
        // old or new: no other chunk is written again.
        let touched = Set(new.postings.filter { $0.value.contains { $0.doc == page } }.keys)
            .union(old.postings.filter { $0.value.contains { oldDocs.contains($0.doc) } }.keys)
        let region = Set((old.chunkTerms + new.chunkTerms).filter { !touched.isDisjoint(with: $0) }.flatMap { $0 })
        let newChunks = written.filter { $0.hasPrefix("search-index/t-") }
        #expect(!newChunks.isEmpty)
        for (terms, path) in zip(new.chunkTerms, edited.chunks.map(\.path)) where newChunks.contains(path) {
            #expect(Set(terms).isSubset(of: region), "\(path) holds terms the page does not touch: \(terms)")
        }
        let far = zip(new.chunkTerms, edited.chunks.map(\.path)).filter { $0.0.allSatisfy { !region.contains($0) } }
        #expect(!far.isEmpty && far.allSatisfy { before.contains($0.1) }, "a chunk away from the page keeps its file")
    }

    /// Fragment files carry no page numbers: a page added or removed changes only the file
    /// it is in (split in two when the page ends a run), and every other keeps its name.
    @Test func aPageAddedOrRemovedChangesOnlyItsFragmentFile() throws {
        var g = SeededRandom(seed: 13)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<80 { pages[String(format: "p%02d.html", i)] = Self.page(&g, String(format: "p%02d.html", i)) }
        func fragmentFiles(_ pages: [String: SearchPageEntries]) -> Set<String> {
            Set(Self.plain(pages, chunking: .init(termAlone: 256, boundaryEvery: 8, fragmentsEvery: 4)).fragments.map(\.path))
        }
        let before = fragmentFiles(pages)
        #expect(before.count > 10)
        for added in ["a.html", "p33a.html", "p41-new.html", "z.html"] {
            var more = pages
            more[added] = Self.page(&g, added)
            let after = fragmentFiles(more)
            #expect(before.subtracting(after).count <= 1 && (1...2).contains(after.subtracting(before).count), "\(added)")
        }
        for removed in ["p00.html", "p40.html", "p79.html"] {
            var fewer = pages
            fewer[removed] = nil
            let after = fragmentFiles(fewer)
            #expect((1...2).contains(before.subtracting(after).count) && after.subtracting(before).count == 1, "\(removed)")
        }
    }

    /// Real text: the search harness's entries, and the Rust book excerpts in
    /// `Tests/Fixtures/RustBook` cut into a page entry and one per `##` section.
    static func realPages() throws -> [String: SearchPageEntries] {
        var documents = try SearchCases.load().documents
        let book = SearchCases.e2eFolder.deletingLastPathComponent().appendingPathComponent("Fixtures/RustBook/src")
        for name in try FileManager.default.contentsOfDirectory(atPath: book.path).sorted() where name.hasSuffix(".md") {
            let text = try String(contentsOf: book.appendingPathComponent(name), encoding: .utf8)
            let url = "book/" + name.dropLast(3) + ".html"
            let parts = text.components(separatedBy: "\n## ")
            let title = parts[0].split(separator: "\n").first.map { String($0.drop { $0 == "#" || $0 == " " }) } ?? name
            documents.append(SearchDocument(url: url, title: title, text: parts[0], kind: .page))
            for (i, part) in parts.dropFirst().enumerated() {
                let heading = String(part.prefix { $0 != "\n" })
                documents.append(SearchDocument(url: url + "#s\(i)", title: heading, breadcrumb: [title],
                                                text: String(part.drop { $0 != "\n" }), kind: .section))
            }
        }
        var byPage: [String: [SearchDocument]] = [:]
        for document in documents { byPage[SearchIndexBuilder.pagePath(of: document.url), default: []].append(document) }
        return byPage.mapValues { SearchPageEntries($0) }
    }

    @Test func realTextReadsBackAsWrittenWithAnyPagePutBack() throws {
        let pages = try Self.realPages()
        for chunking in [Self.smallChunks, .standard] {
            let plain = Self.plain(pages, chunking: chunking)
            let unchanged = try Self.edit(plain, pages, changed: [], chunking: chunking)
            #expect(unchanged.dictionary == plain.dictionary && unchanged.chunks == plain.chunks && unchanged.fragments.isEmpty)
            for path in pages.keys.sorted() {
                let edited = try Self.edit(plain, pages, changed: [path], chunking: chunking)
                #expect(edited.dictionary == plain.dictionary && edited.chunks == plain.chunks, "\(path)")
                #expect(edited.fragments.count == 1 && plain.fragments.contains(edited.fragments[0]), "\(path)")
            }
        }
    }

    @Test func anIndexThatIsNotTheBuildersIsNotRead() throws {
        var g = SeededRandom(seed: 9)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<5 { pages["p\(i).html"] = Self.page(&g, "p\(i).html") }
        let plain = Self.plain(pages)
        var all = Self.files(plain)
        #expect(WrittenSearchIndex(dictionary: plain.dictionary) { all[$0] } != nil)
        let empty = SearchIndexBuilder().build()
        #expect(WrittenSearchIndex(dictionary: empty.dictionary) { _ in nil } != nil)
        #expect(WrittenSearchIndex(dictionary: Array(plain.dictionary.dropLast())) { all[$0] } == nil)
        #expect(WrittenSearchIndex(dictionary: plain.dictionary + [0x20]) { all[$0] } == nil)
        let text = String(decoding: plain.dictionary, as: UTF8.self)
        #expect(WrittenSearchIndex(dictionary: Array(text.replacingOccurrences(of: "format 4", with: "format 3").utf8)) { all[$0] } == nil)
        // Terms out of order.
        let swapped = text.replacingOccurrences(of: "\"terms\":\"0", with: "\"terms\":\"0zzz 0")
        #expect(WrittenSearchIndex(dictionary: Array(swapped.utf8)) { all[$0] } == nil)
        // A chunk missing, or a chunk whose bytes are not its name's.
        let chunk = plain.chunks[0]
        all[chunk.path] = nil
        #expect(WrittenSearchIndex(dictionary: plain.dictionary) { all[$0] } == nil)
        var changed = chunk.bytes
        changed[changed.count - 4] = changed[changed.count - 4] == UInt8(ascii: "w") ? UInt8(ascii: "x") : UInt8(ascii: "w")
        all[chunk.path] = changed
        #expect(WrittenSearchIndex(dictionary: plain.dictionary) { all[$0] } == nil)
        let name = String(chunk.path.dropFirst("search-index/t-".count).dropLast(3))
        let lists = String(decoding: chunk.bytes, as: UTF8.self).dropFirst("navdocsSearchChunks[\"\"]=\"".utf8.count + 16).dropLast(3)
            .split(separator: " ", omittingEmptySubsequences: false)
        let body = Array((["vvvvvw"] + lists.dropFirst().map(String.init)).joined(separator: " ").utf8)
        let past = SearchIndexContent.hex(SearchIndexContent.digest(body[...]))
        all[SearchIndexFiles.chunkPath(past)] = Array("navdocsSearchChunks[\"\(past)\"]=\"".utf8) + body + Array("\";\n".utf8)
        // A chunk named for its bytes whose first term has a posting past the last page: its
        // name vouches for it until an edit reads that term, and then the edit fails.
        let crafted = try #require(WrittenSearchIndex(dictionary: Array(text.replacingOccurrences(of: name, with: past).utf8)) { all[$0] })
        let firstPage = try #require(crafted.fragmentFacts(of: 0, file: Self.files(plain)[crafted.fragmentPath(of: 0)]!))
        #expect(crafted.files(replacing: [0: pages[firstPage.url]!], oldEntries: firstPage.entries,
                              fragmentFile: { Self.files(plain)[$0] }) == nil)
        // A page's fragment read from its fragment file, and not from another file or a cut one.
        let written = try #require(WrittenSearchIndex(dictionary: plain.dictionary) { Self.files(plain)[$0] })
        let last = written.pageCount - 1
        let file = try #require(Self.files(plain)[written.fragmentPath(of: last)])
        #expect(written.fragmentFacts(of: last, file: file)?.url == "p4.html")
        #expect(written.fragmentPath(of: 0) != written.fragmentPath(of: last))
        #expect(written.fragmentFacts(of: 0, file: file) == nil)
        #expect(written.fragmentFacts(of: last, file: Array(file.dropLast())) == nil)
    }
}
