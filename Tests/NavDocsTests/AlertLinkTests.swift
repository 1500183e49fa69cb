import NavDocsTestSupport
import Testing

/// Links and rule references inside a GitHub alert are resolved and checked as anywhere else.
@Suite struct AlertLinkTests {
    @Test func linksAndRuleReferencesInsideACalloutAreResolved() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n> [!IMPORTANT]\n> See `NB001` and [the guide](guide.md).\n",
            "guide.md": "# Guide\n\nText.\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(#"<div class="callout callout-important" role="note" aria-label="Important">"#))
        #expect(html.contains(#"<a class="rule-ref" href="rules/NB001.html"><code>NB001</code></a>"#))
        #expect(html.contains(#"<a href="guide.html">the guide</a>"#))
    }

    @Test func aBrokenLinkInsideACalloutIsStillAnError() {
        #expect(Fixture.errors(["index.md": "# Home\n\n> [!NOTE]\n> [x](nowhere.md)\n"]) == [
            "content/index.md:4:3: error: link to \"nowhere.md\": no such page in the content folder",
        ])
    }
}
