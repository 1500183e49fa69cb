@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Pages whose names hold URL characters are linked to by encoded addresses.
@Suite struct PageLinkEncodingTests {
    @Test func pagesWithURLCharactersInTheirNamesAreLinkedFromPages() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[C#](c%23.md) [space](my%20file.md) [q](<what%3F.md>) [p](100%25.md#more)\n",
            "c#.md": "# C sharp\n", "my file.md": "# Space\n", "what?.md": "# What\n", "100%.md": "# Top\n\n## More\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains("href=\"c%23.html\""), "\(html)")
        #expect(html.contains("href=\"my%20file.html\""))
        #expect(html.contains("href=\"what%3F.html\""))
        #expect(html.contains("href=\"100%25.html#more\""))
    }
}
