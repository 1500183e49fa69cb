import Foundation
import Testing
@testable import NavSearch

@Suite struct SearchIndexBuilderTests {
    /// Chunks of a few terms each and fragment files of a few pages, so a small index has
    /// several of each, as a large site's has.
    static let smallChunks = SearchIndexFiles.Chunking(termAlone: 64, boundaryEvery: 8, fragmentsEvery: 3)

    private func build(_ documents: [SearchDocument], chunking: SearchIndexFiles.Chunking = .standard) -> SearchIndexFiles {
        var builder = SearchIndexBuilder()
        for d in documents { builder.add(d) }
        return builder.build(chunking: chunking)
    }

    /// The index the browser harness ranks against, in small chunks so the client loads
    /// several: the registries, its chunks, its fragments, then its dictionary, in one script.
    /// `NAVDOCS_UPDATE_GOLDEN=1 swift test --filter SearchIndexBuilderTests` rewrites it after
    /// a deliberate format change.
    @Test func harnessIndexIsUpToDate() throws {
        let files = build(try SearchCases.load().documents, chunking: Self.smallChunks)
        #expect(files.chunks.count > 3)
        let built = Array("window.navdocsSearchChunks = {};\nwindow.navdocsSearchPages = {};\n".utf8)
            + files.chunks.flatMap(\.bytes) + files.fragments.flatMap(\.bytes) + files.dictionary
        let golden = SearchCases.e2eFolder.appendingPathComponent("search_harness_index.js")
        if ProcessInfo.processInfo.environment["NAVDOCS_UPDATE_GOLDEN"] == "1" {
            try Data(built).write(to: golden)
        }
        #expect(Array(try Data(contentsOf: golden)) == built)
    }

    @Test func startsAsLoadableScriptsWithVersion() throws {
        let files = build(try SearchCases.load().documents, chunking: Self.smallChunks)
        let dictionary = String(decoding: files.dictionary, as: UTF8.self)
        #expect(dictionary.hasPrefix("/* navdocs search index, format 4; generated, do not edit */\nwindow.navdocsSearchIndex = {\"version\":4,\"entries\":15,"))
        #expect(dictionary.hasSuffix("\"};\n"))
        for chunk in files.chunks {
            let name = checkedName(of: chunk, kind: "t", assigns: "navdocsSearchChunks[\"%@\"]=\"", closing: "\";\n")
            #expect(dictionary.contains(",\"\(name)\"]"))
        }
        // Ten pages' fragments in files of a run of pages each, named for their bytes, as chunks are.
        #expect(files.fragments.count > 1 && files.fragments.count < 10)
        var pages = 0
        for fragment in files.fragments {
            let name = checkedName(of: fragment, kind: "f", assigns: "navdocsSearchPages[\"%@\"]=[", closing: "];\n")
            let text = String(decoding: fragment.bytes, as: UTF8.self)
            #expect(text.contains("]=[{\"url\":") && text.hasSuffix("]}];\n"))
            let count = text.components(separatedBy: "\n{\"url\":").count
            #expect(dictionary.contains("[\(count),\"\(name)\"]"))
            pages += count
        }
        #expect(pages == 10)
        #expect(files.listed == files.chunks.map(\.path) + files.fragments.map(\.path))
        #expect(try DecodedSearchIndex(files).version == SearchIndexBuilder.formatVersion)
    }

    /// The name of a chunk (`kind` "t") or fragment file ("f"), checked: sixteen hex digits in
    /// its path, and the digest of what it assigns, between `assigns` (with the name for `%@`)
    /// and `closing`.
    private func checkedName(of file: SearchIndexFiles.File, kind: String, assigns: String, closing: String) -> String {
        let name = String(file.path.dropFirst("search-index/\(kind)-".count).dropLast(3))
        #expect(file.path.hasPrefix("search-index/\(kind)-") && name.utf8.count == 16 && file.path.hasSuffix(".js"))
        let opening = assigns.replacingOccurrences(of: "%@", with: name)
        let text = String(decoding: file.bytes, as: UTF8.self)
        #expect(text.hasPrefix(opening) && text.hasSuffix(closing))
        let body = Array(file.bytes.dropFirst(opening.utf8.count).dropLast(closing.utf8.count))
        #expect(SearchIndexContent.hex(SearchIndexContent.digest(body[...])) == name)
        return name
    }

    /// Chunks are runs of terms in order; however small, they read back as the one index.
    @Test func chunksHoldRunsOfTermsAndReadBackAsOneIndex() throws {
        let docs = try SearchCases.load().documents
        let whole = try DecodedSearchIndex(build(docs, chunking: .init(termAlone: .max, boundaryEvery: .max)))
        #expect(whole.chunkTerms.count == 1)
        for chunking in [SearchIndexFiles.Chunking.standard, Self.smallChunks, .init(termAlone: 1, boundaryEvery: .max)] {
            let index = try DecodedSearchIndex(build(docs, chunking: chunking))
            #expect(index.entries == whole.entries)
            #expect(index.terms == whole.terms)
            #expect(index.chunkTerms.flatMap { $0 } == whole.terms)
            for term in whole.terms { #expect(index.postings[term] == whole.postings[term], "\(term)") }
        }
        // A term with this many bytes of postings or more is a chunk of its own.
        let alone = try DecodedSearchIndex(build(docs, chunking: .init(termAlone: 1, boundaryEvery: .max)))
        #expect(alone.chunkTerms.allSatisfy { $0.count == 1 })
        #expect(build([]).chunks.isEmpty && build([]).fragments.isEmpty, "a site without pages has no chunk and no fragment")
        #expect(try DecodedSearchIndex(build([])).entries.isEmpty)
    }

    @Test func entriesRoundTripWithURLsBreadcrumbsAndAnchors() throws {
        let docs = try SearchCases.load().documents
        var builder = SearchIndexBuilder()
        for d in docs { builder.add(d) }
        #expect(builder.entryCount == docs.count)
        let index = try DecodedSearchIndex(builder.build(chunking: Self.smallChunks))
        #expect(index.entries.map(\.url) == [
            "guide/buttons.html", "guide/buttons.html#back-button", "guide/buttons.html#glyphs-24x24",
            "guide/index.html", "guide/titles.html", "guide/titles.html#large-titles",
            "guide/titles.html#inline-titles", "index.html", "rules/NB001.html", "rules/NB004.html",
            "rules/NB004.html#why", "ties/a-long.html", "ties/b-short.html", "ties/c-once.html", "ties/d-twice.html",
        ])
        let why = index.entries[10]
        #expect(why.title == "Why <it> matters")
        #expect(why.breadcrumb == ["Rules", "Back label too long"])
        #expect(why.snippet == "People read the label to know where <b>back</b> goes & what \"comes\" next.")
        #expect(index.entries[1].breadcrumb == ["Guide", "Buttons"])
        #expect(index.entries[0].breadcrumb == ["Guide"])
    }

    @Test func anchorsAndBreadcrumbsThatFollowFromTheTitleAreNotStored() throws {
        let files = build(try SearchCases.load().documents)
        let text = String(decoding: files.fragments[0].bytes, as: UTF8.self)
        #expect(text.contains("\"crumbs\":[[\"Guide\"]],"), "the sections' breadcrumb is the page's and its title")
        #expect(text.contains("[\"Back button\",-1,\"The back button shows"))
        #expect(text.contains(",1]"))
        #expect(text.contains(",\"glyphs-24x24\"]")) // "Glyphs (24×24)" is not plain ASCII
    }

    /// How often a term is in an entry, as a class: 1, 2–3, 4–7, 8 or more.
    @Test func postingsRecordHowOftenATermOccurs() throws {
        var builder = SearchIndexBuilder()
        builder.add(SearchDocument(url: "a.html", title: "Once", breadcrumb: ["Twice"],
                                   text: "twice twice thrice thrice thrice thrice " + String(repeating: "many ", count: 9), kind: .page))
        let index = try DecodedSearchIndex(builder.build())
        #expect(index.posting(of: "once", in: "a.html")?.frequency == 0)
        #expect(index.posting(of: "twice", in: "a.html")?.frequency == 1, "the breadcrumb's is not counted")
        #expect(index.posting(of: "thrice", in: "a.html")?.frequency == 2)
        #expect(index.posting(of: "many", in: "a.html")?.frequency == 3)
    }

    /// Entries past the seventh of a page take a second varint; they read back all the same.
    @Test func manySectionsOfAPageReadBack() throws {
        var docs = [SearchDocument(url: "long.html", title: "Long", text: "word", kind: .page)]
        for i in 0..<40 {
            docs.append(SearchDocument(url: "long.html#s\(i)", title: "Part \(i)", breadcrumb: ["Long"],
                                       text: i % 9 == 0 ? "word" : "other", kind: .section))
        }
        docs.append(SearchDocument(url: "next.html", title: "Next", text: "word", kind: .page))
        let index = try DecodedSearchIndex(build(docs))
        #expect(index.postings["word"]?.map(\.doc) == [0, 1, 10, 19, 28, 37, 41])
        #expect(index.postings["part"]?.count == 40)
    }

    /// A page's length is in the dictionary, a class per quarter of a doubling of its words.
    @Test func lengthClassesGrowWithThePage() {
        #expect(SearchIndexContent.lengthClass(words: 0) == 0)
        #expect(SearchIndexContent.lengthClass(words: 3) == 8)
        #expect(SearchIndexContent.lengthClass(words: 100) < SearchIndexContent.lengthClass(words: 130))
        #expect(SearchIndexContent.lengthClass(words: 1 << 40) == 63)
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
        #expect(index.postings["preferslargetitles"] != nil && index.postings["24x24"] != nil)
    }

    @Test func outputDoesNotDependOnPageOrder() throws {
        let docs = try SearchCases.load().documents
        let byPage = Dictionary(grouping: docs) { SearchIndexBuilder.pagePath(of: $0.url) }
        let reversed = byPage.keys.sorted(by: >).flatMap { byPage[$0]! }
        let a = build(docs, chunking: Self.smallChunks), b = build(reversed, chunking: Self.smallChunks)
        #expect(a.dictionary == b.dictionary && a.chunks == b.chunks && a.fragments == b.fragments)
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
