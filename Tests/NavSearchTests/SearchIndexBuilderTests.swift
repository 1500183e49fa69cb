import Foundation
import Testing
@testable import NavSearch

@Suite struct SearchIndexBuilderTests {
    private func build(_ documents: [SearchDocument], pagesPerShard: Int = SearchIndexBuilder.pagesPerShard) -> SearchIndexFiles {
        var builder = SearchIndexBuilder()
        for d in documents { builder.add(d) }
        return builder.build(pagesPerShard: pagesPerShard)
    }

    /// The index the browser harness ranks against, two pages a shard so the client merges
    /// shards as on a large site: its shards, then its manifest, in one script.
    /// `NAVDOCS_UPDATE_GOLDEN=1 swift test --filter SearchIndexBuilderTests` rewrites it after
    /// a deliberate format change.
    @Test func harnessIndexIsUpToDate() throws {
        let files = build(try SearchCases.load().documents, pagesPerShard: 2)
        #expect(files.shards.count == 3)
        let built = files.shards.flatMap(\.bytes) + files.manifest.bytes
        let golden = SearchCases.e2eFolder.appendingPathComponent("search_harness_index.js")
        if ProcessInfo.processInfo.environment["NAVDOCS_UPDATE_GOLDEN"] == "1" {
            try Data(built).write(to: golden)
        }
        #expect(Array(try Data(contentsOf: golden)) == built)
    }

    @Test func startsAsLoadableScriptsWithVersion() throws {
        let files = build(try SearchCases.load().documents, pagesPerShard: 2)
        let manifest = String(decoding: files.manifest.bytes, as: UTF8.self)
        #expect(manifest.hasPrefix("/* navdocs search index, format 2; generated, do not edit */\nwindow.navdocsSearchIndex = {\"version\":2,"))
        #expect(manifest.hasSuffix("]};\n"))
        for shard in files.shards {
            let text = String(decoding: shard.bytes, as: UTF8.self)
            #expect(text.hasPrefix("/* navdocs search index shard; generated, do not edit */\n(window.navdocsSearchShards = window.navdocsSearchShards || {})[\(shard.number)] = {\"pages\":["))
            #expect(text.hasSuffix("\"};\n"))
            #expect(shard.path.hasPrefix("search-index/\(shard.number)-") && shard.path.hasSuffix(".js") && shard.path.utf8.count == 33 + "\(shard.number)".utf8.count)
            #expect(manifest.contains("[\"\(shard.path)\",\"\(shard.firstPage)\",\(shard.entries)]"))
        }
        #expect(try DecodedSearchIndex(files).version == SearchIndexBuilder.formatVersion)
    }

    /// Shards are runs of pages in path order; however many, they read back as the one index.
    @Test func shardsHoldRunsOfPagesAndReadBackAsOneIndex() throws {
        let docs = try SearchCases.load().documents
        let whole = try DecodedSearchIndex(build(docs, pagesPerShard: .max))
        for perShard in [1, 2, 3, 5] {
            let files = build(docs, pagesPerShard: perShard)
            let paths = Set(docs.map { SearchIndexBuilder.pagePath(of: $0.url) })
            #expect(files.shards.count == (paths.count + perShard - 1) / perShard)
            #expect(files.shards.map(\.number) == Array(files.shards.indices))
            #expect(files.shards.map(\.firstPage) == files.shards.map(\.firstPage).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            let index = try DecodedSearchIndex(files)
            #expect(index.entries == whole.entries, "\(perShard) pages a shard")
            #expect(index.postings.mapValues { $0.map(\.doc) } == whole.postings.mapValues { $0.map(\.doc) })
            #expect(index.postings.mapValues { $0.map(\.field) } == whole.postings.mapValues { $0.map(\.field) })
            // The manifest finds each page's shard without reading one.
            let manifest = try #require(SearchIndexManifest(files.manifest.bytes))
            #expect(manifest == files.manifest)
            for shard in files.shards {
                let text = String(decoding: shard.bytes, as: UTF8.self)
                for path in paths where text.contains("\"\(path)\"") {
                    #expect(manifest.shard(holding: path) == shard.number, "\(path)")
                }
            }
        }
        #expect(build([]).shards.count == 1, "a site without pages has one empty shard")
    }

    @Test func aManifestThatIsNotTheBuildersIsNotRead() throws {
        let bytes = build(try SearchCases.load().documents, pagesPerShard: 2).manifest.bytes
        #expect(SearchIndexManifest(bytes) != nil)
        #expect(SearchIndexManifest(Array(bytes.dropLast())) == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(SearchIndexManifest(Array(text.replacingOccurrences(of: "format 2", with: "format 1").utf8)) == nil)
        #expect(SearchIndexManifest(Array(text.replacingOccurrences(of: ".js\",", with: ".js\",-").utf8)) == nil)
    }

    @Test func entriesRoundTripWithURLsBreadcrumbsAndAnchors() throws {
        let docs = try SearchCases.load().documents
        var builder = SearchIndexBuilder()
        for d in docs { builder.add(d) }
        #expect(builder.entryCount == docs.count)
        let index = try DecodedSearchIndex(builder.build(pagesPerShard: 2))
        #expect(index.entries.map(\.url) == [
            "guide/buttons.html", "guide/buttons.html#back-button", "guide/buttons.html#glyphs-24x24",
            "guide/index.html", "guide/titles.html", "guide/titles.html#large-titles",
            "guide/titles.html#inline-titles", "index.html", "rules/NB001.html", "rules/NB004.html",
            "rules/NB004.html#why",
        ])
        let why = index.entries.last!
        #expect(why.title == "Why <it> matters")
        #expect(why.breadcrumb == ["Rules", "Back label too long"])
        #expect(why.snippet == "People read the label to know where <b>back</b> goes & what \"comes\" next.")
    }

    @Test func anchorsThatFollowFromTheTitleAreNotStored() throws {
        let text = String(decoding: build(try SearchCases.load().documents).shards[0].bytes, as: UTF8.self)
        #expect(text.contains("[0,\"Back button\",1,\"The back button shows"))
        #expect(text.contains(",1]"))
        #expect(text.contains(",\"glyphs-24x24\"]")) // "Glyphs (24×24)" is not plain ASCII
    }

    @Test func fieldsRecordRuleTitleHeadingAndBody() throws {
        let index = try DecodedSearchIndex(build(try SearchCases.load().documents))
        #expect(index.field(of: "nb004", in: "rules/NB004.html") == 3)
        #expect(index.field(of: "back-label-too-long", in: "rules/NB004.html") == 3)
        #expect(index.field(of: "long-title", in: "rules/NB001.html") == 3) // former slug
        #expect(index.field(of: "label", in: "rules/NB004.html") == 2)      // page title beats slug part
        #expect(index.field(of: "12", in: "rules/NB004.html") == 1)         // summary
        #expect(index.field(of: "titles", in: "guide/titles.html") == 2)
        #expect(index.field(of: "large", in: "guide/titles.html#large-titles") == 1)
        #expect(index.field(of: "nb004", in: "guide/buttons.html#back-button") == 0)
        #expect(index.field(of: "zeppelin", in: "guide/buttons.html#glyphs-24x24") == 0)
        #expect(index.field(of: "buttons", in: "guide/buttons.html#glyphs-24x24") == 0) // breadcrumb
        #expect(index.postings["zeppelin"]?.count == 1)
        #expect(index.field(of: "zeppelin", in: "guide/titles.html") == nil)
    }

    @Test func termsAreSortedAndUniqueInEachShard() throws {
        let index = try DecodedSearchIndex(build(try SearchCases.load().documents, pagesPerShard: 2))
        #expect(index.shardTerms.count == 3)
        for terms in index.shardTerms {
            #expect(terms == terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            #expect(Set(terms).count == terms.count)
        }
        #expect(index.postings["preferslargetitles"] != nil && index.postings["24x24"] != nil)
    }

    @Test func outputDoesNotDependOnPageOrder() throws {
        let docs = try SearchCases.load().documents
        let byPage = Dictionary(grouping: docs) { SearchIndexBuilder.pagePath(of: $0.url) }
        let reversed = byPage.keys.sorted(by: >).flatMap { byPage[$0]! }
        #expect(build(docs, pagesPerShard: 2).shards == build(reversed, pagesPerShard: 2).shards)
    }

    @Test func snippetsAreShortAndCutBetweenWords() {
        let long = String(repeating: "navigation  bar\n", count: 30)
        let snippet = SearchIndexBuilder.snippet(of: long)
        #expect(snippet.hasPrefix("navigation bar navigation bar"))
        #expect(snippet.hasSuffix("bar…") || snippet.hasSuffix("navigation…"))
        #expect(snippet.utf8.count <= SearchIndexBuilder.snippetBytes + 3)
        #expect(SearchIndexBuilder.snippet(of: "  short text ") == "short text")
        let accents = SearchIndexBuilder.snippet(of: String(repeating: "é", count: 200))
        #expect(accents.hasSuffix("é…") && accents.utf8.count <= 163)
    }

    @Test func plainSlugMatchesTheGeneratorsAnchorRule() {
        #expect(SearchIndexBuilder.plainSlug("Large titles") == "large-titles")
        #expect(SearchIndexBuilder.plainSlug("What's new?") == "whats-new")
        #expect(SearchIndexBuilder.plainSlug("foo_bar -> baz") == "foo_bar---baz")
        #expect(SearchIndexBuilder.plainSlug("Glyphs (24×24)") == "")
    }

    @Test func stringsAreEscapedForJavaScript() {
        var writer = SearchIndexWriter()
        writer.string("a\"b\\c\nd\u{1}e\u{2028}f—g")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""a\"b\\c\nd\u0001e\u2028f—g""#)
    }

    @Test func varintsUseOneCharacterBelow32() {
        var writer = SearchIndexWriter()
        for v in [0, 4, 31, 32, 1023, 1024] { writer.varint(v); writer.raw(" ") }
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "w A _ 1w v_ 10w ")
    }
}
