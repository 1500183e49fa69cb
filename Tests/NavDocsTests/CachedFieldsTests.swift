@testable import NavDocs
import NavMarkdown
import Testing

/// Every field of a page record is either kept by the cache, in `cachedFields`, or named as
/// one it does not keep: a field added to `PageRecord.Fields` alone fails here.
@Suite struct CachedFieldsTests {
    @Test func everyFieldOfARecordIsDeclaredAsCachedOrNot() throws {
        let page = Page(source: "a.md", displayPath: "content/a.md", frontMatter: FrontMatter(),
                        document: MarkdownDocument(blocks: []), title: "A", headingList: .parsed([]), titleAnchor: nil,
                        htmlAnchors: [],
                        outputPath: "a.html", section: "", kind: .page, markdownBytes: 0)
        let record = BuildCache.PageRecord.Fields(source: FingerprintHasher.of([]), page: page, parseWarnings: [],
                                                  resolveWarnings: [], rulesReferenced: [], examples: 0, position: -1)
        let fields = Mirror(reflecting: record).children.compactMap(\.label)
        #expect(fields == BuildCache.PageRecord.cachedFields + BuildCache.PageRecord.uncachedFields)
    }
}
