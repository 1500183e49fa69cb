import Foundation
import Testing
@testable import NavSearch

@Suite struct SearchIndexBuilderTests {
    private func build(_ documents: [SearchDocument]) -> [UInt8] {
        var builder = SearchIndexBuilder()
        for d in documents { builder.add(d) }
        return builder.build()
    }

    /// The index the browser harness ranks against; `NAVDOCS_UPDATE_GOLDEN=1 swift test
    /// --filter SearchIndexBuilderTests` rewrites it after a deliberate format change.
    @Test func harnessIndexIsUpToDate() throws {
        let built = build(try SearchCases.load().documents)
        let golden = SearchCases.e2eFolder.appendingPathComponent("search_harness_index.js")
        if ProcessInfo.processInfo.environment["NAVDOCS_UPDATE_GOLDEN"] == "1" {
            try Data(built).write(to: golden)
        }
        #expect(Array(try Data(contentsOf: golden)) == built)
    }

    @Test func startsAsLoadableScriptWithVersion() throws {
        let text = String(decoding: build(try SearchCases.load().documents), as: UTF8.self)
        #expect(text.hasPrefix("/* navdocs search index, format 1; generated, do not edit */\nwindow.navdocsSearchIndex = {\"version\":1,"))
        #expect(text.hasSuffix("};\n"))
        #expect(try DecodedSearchIndex(Array(text.utf8)).version == SearchIndexBuilder.formatVersion)
    }

    @Test func entriesRoundTripWithURLsBreadcrumbsAndAnchors() throws {
        let docs = try SearchCases.load().documents
        var builder = SearchIndexBuilder()
        for d in docs { builder.add(d) }
        #expect(builder.entryCount == docs.count)
        let index = try DecodedSearchIndex(builder.build())
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
        let text = String(decoding: build(try SearchCases.load().documents), as: UTF8.self)
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

    @Test func termsAreSortedAndUnique() throws {
        let index = try DecodedSearchIndex(build(try SearchCases.load().documents))
        #expect(index.terms == index.terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(index.terms).count == index.terms.count)
        #expect(index.terms.contains("preferslargetitles") && index.terms.contains("24x24"))
    }

    @Test func outputDoesNotDependOnPageOrder() throws {
        let docs = try SearchCases.load().documents
        let byPage = Dictionary(grouping: docs) { SearchIndexBuilder.pagePath(of: $0.url) }
        let reversed = byPage.keys.sorted(by: >).flatMap { byPage[$0]! }
        #expect(build(docs) == build(reversed))
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

/// The incremental build's way to an index, against the plain way: pages taken out and
/// added again, and the builder archived and read back between builds, must write the
/// bytes of a builder given only the final pages.
@Suite struct SearchIndexReplacementTests {
    typealias Generator = FastPathTests.Generator

    static func page(_ g: inout Generator, _ path: String) -> SearchPageEntries {
        let words = ["bar", "Title", "backButton", "NB001", "large-title", "über", "24x24", "glyph", "x\(g.next(50))"]
        func text() -> String { (0..<(2 + g.next(10))).map { _ in words[g.next(words.count)] }.joined(separator: " ") }
        let title = "Page \(g.next(5))"
        var docs = [SearchDocument(url: path, title: title, text: text(), kind: .page)]
        for s in 0..<g.next(4) {
            docs.append(SearchDocument(url: path + "#s\(s)", title: "Part \(s)", breadcrumb: [title], text: text(), kind: .section))
        }
        return SearchPageEntries(docs)
    }

    @Test func replacedPagesWriteTheIndexOfTheFinalPages() throws {
        var g = Generator(state: 5)
        var current: [String: SearchPageEntries] = [:]
        for i in 0..<40 { current["p\(i).html"] = Self.page(&g, "p\(i).html") }
        var incremental = SearchIndexBuilder()
        for path in current.keys.sorted() { incremental.add(current[path]!) }
        for round in 0..<60 {
            // Some pages change, some go, some arrive.
            var changed: [String] = []
            for _ in 0..<(1 + g.next(6)) {
                let path = "p\(g.next(50)).html"
                if g.next(4) == 0 { current[path] = nil } else { current[path] = Self.page(&g, path); changed.append(path) }
            }
            incremental.removePages(notIn: Set(current.keys).subtracting(changed))
            for path in Set(changed).sorted() where current[path] != nil { incremental.add(current[path]!) }
            if round % 7 == 0 {
                var bytes: [UInt8] = [1, 2]
                incremental.archive(into: &bytes)
                var offset = 2
                incremental = try #require(SearchIndexBuilder.unarchive(bytes, offset: &offset))
                #expect(offset == bytes.count)
            }
            var plain = SearchIndexBuilder()
            for path in current.keys.sorted().reversed() { plain.add(current[path]!) }
            #expect(incremental.build() == plain.build(), "round \(round)")
            #expect(incremental.entryCount == plain.entryCount)
        }
    }

    @Test func aDamagedArchiveIsNotRead() {
        var g = Generator(state: 9)
        var builder = SearchIndexBuilder()
        builder.add(Self.page(&g, "a.html"))
        var bytes: [UInt8] = []
        builder.archive(into: &bytes)
        var offset = 0
        #expect(SearchIndexBuilder.unarchive(Array(bytes.dropLast()), offset: &offset) == nil)
    }
}
