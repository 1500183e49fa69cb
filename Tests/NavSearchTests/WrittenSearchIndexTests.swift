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

    /// The index of `pages` in one shard, as the builder writes it.
    static func plain(_ pages: [String: SearchPageEntries]) -> [UInt8] {
        var builder = SearchIndexBuilder()
        for path in pages.keys.sorted().reversed() { builder.add(pages[path]!) }
        return builder.build(pagesPerShard: .max).shards[0].bytes
    }

    static let checkpointIntervals = [1, 2, 7, 32, Int.max]

    /// Room made after the first pages, for fewer pages than come, as many, or far more,
    /// changes nothing the builder writes.
    @Test func roomMadeForMorePagesWritesTheSameIndex() throws {
        var g = SeededRandom(seed: 11)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<50 { pages["p\(i).html"] = Self.page(&g, "p\(i).html") }
        let paths = pages.keys.sorted().reversed()
        for (after, total) in [(1, 2), (5, 50), (5, 5_000), (49, 50)] {
            var builder = SearchIndexBuilder()
            for (i, path) in paths.enumerated() {
                builder.add(pages[path]!)
                if i + 1 == after { builder.reserveCapacity(forPages: total) }
            }
            #expect(builder.build(pagesPerShard: .max).shards[0].bytes == Self.plain(pages), "room for \(total) after \(after)")
        }
    }

    @Test func replacedPagesWriteTheIndexOfTheFinalPages() throws {
        var g = SeededRandom(seed: 5)
        var current: [String: SearchPageEntries] = [:]
        for i in 0..<40 { current["p\(i).html"] = Self.page(&g, "p\(i).html") }
        var last = Self.plain(current)
        for round in 0..<150 {
            // Some pages change, some go, some arrive; now and then every page goes.
            var changed: Set<String> = []
            let before = Set(current.keys)
            if round == 75 { current = [:] }
            for _ in 0..<(g.next(7)) {
                let path = g.next(2) == 0 ? "p\(g.next(60)).html" : "d\(g.next(3))/q\(g.next(20)).html"
                if g.next(4) == 0 { current[path] = nil; changed.remove(path) } else { current[path] = Self.page(&g, path); changed.insert(path) }
            }
            let expected = Self.plain(current)
            // Checkpoints at every posting, now and then, never (the plain way): the same bytes.
            for every in Self.checkpointIntervals {
                let written = try #require(WrittenSearchIndex(last, shard: 0, checkpointEvery: every), "round \(round): the last index does not read back")
                let edited = written.replacing(pagesNotIn: Set(current.keys).subtracting(changed),
                                               with: changed.sorted().reversed().map { current[$0]! })
                #expect(edited.bytes == expected, "round \(round), a checkpoint every \(every)")
                if Set(current.keys) == before {
                    let named = written.replacing(pagesIn: changed, with: changed.sorted().map { current[$0]! })
                    #expect(named.bytes == expected, "round \(round), the changed pages named")
                }
                #expect(edited.entries == current.values.reduce(0) { $0 + $1.count })
            }
            last = expected
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

    @Test func realTextReadsBackAsWrittenWithAnyPageTakenOutAndPutBack() throws {
        let pages = try Self.realPages()
        let bytes = Self.plain(pages)
        for every in Self.checkpointIntervals {
            let written = try #require(WrittenSearchIndex(bytes, shard: 0, checkpointEvery: every))
            #expect(written.replacing(pagesNotIn: Set(pages.keys), with: []).bytes == bytes)
            for path in pages.keys.sorted() {
                #expect(written.replacing(pagesNotIn: Set(pages.keys).subtracting([path]), with: [pages[path]!]).bytes == bytes,
                        "\(path), a checkpoint every \(every)")
                #expect(written.replacing(pagesIn: [path], with: [pages[path]!]).bytes == bytes, "\(path) named as taken out")
                var without = pages
                without[path] = nil
                #expect(written.replacing(pagesNotIn: Set(without.keys), with: []).bytes == Self.plain(without),
                        "\(path) taken out, a checkpoint every \(every)")
            }
        }
    }

    @Test func anIndexThatIsNotTheBuildersIsNotRead() throws {
        var g = SeededRandom(seed: 9)
        var pages: [String: SearchPageEntries] = [:]
        for i in 0..<5 { pages["p\(i).html"] = Self.page(&g, "p\(i).html") }
        let bytes = Self.plain(pages)
        #expect(WrittenSearchIndex(bytes, shard: 0) != nil)
        #expect(WrittenSearchIndex(bytes, shard: 1) == nil, "another shard's number")
        #expect(WrittenSearchIndex(SearchIndexBuilder().build().shards[0].bytes, shard: 0) != nil)
        #expect(WrittenSearchIndex(Array(bytes.dropLast()), shard: 0) == nil)
        #expect(WrittenSearchIndex(bytes + [0x20], shard: 0) == nil)
        var text = String(decoding: bytes, as: UTF8.self)
        // A posting past the last entry, and terms out of order.
        let postings = try #require(text.range(of: "\"postings\":\""))
        text.insert(contentsOf: "_____ ", at: postings.upperBound)
        #expect(WrittenSearchIndex(Array(text.utf8), shard: 0) == nil)
        let swapped = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"terms\":\"0", with: "\"terms\":\"0zzz 0")
        #expect(WrittenSearchIndex(Array(swapped.utf8), shard: 0) == nil)
    }
}
