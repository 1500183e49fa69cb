@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Inline rule IDs, footnotes and links in tables, as a build reads them.
@Suite struct SmallMarkdownTests {
    @Test func onlyTheExactRuleIDFormLinks() throws {
        let (sink, summary) = try Fixture.build(["index.md": "# Home\n\n`NB004`, `nb004`, `Nb004` and `NB0013`.\n"]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(#"<a class="rule-ref" href="rules/NB004.html"><code>NB004</code></a>"#))
        #expect(html.contains("<code>nb004</code>") && html.contains("<code>Nb004</code>") && html.contains("<code>NB0013</code>"))
        #expect(summary.warnings.map(\.description) == [
            #"content/index.md:3:32: warning: "NB0013" looks like a rule ID but is not one; it stays code; did you mean "NB001"?"#,
        ])
    }
}

@Suite struct FootnoteTests {
    @Test func aFootnoteIsShownAsGitHubShowsItAndItsAnchorsAreTargets() throws {
        let page = "# Home\n\nHash tables[^siphash].\n\n[^siphash]: [https://example.com/](https://example.com/)\n"
        let (sink, summary) = try Fixture.build(["index.md": page, "a.md": "# A\n\n[note](index.md#fn-1) [ref](index.md#fnref-1)\n"]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(##"<p>Hash tables<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref"##))
        #expect(html.contains(##"<li id="fn-1">"## + "\n" + ##"<p><a href="https://example.com/">https://example.com/</a> <a href="#fnref-1" class="footnote-backref""##))
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
    }
}

@Suite struct TableLinkCheckTests {
    @Test func aReferenceLinkInACellIsChecked() {
        let errors = Fixture.errors(["index.md": "# Home\n\n| a |\n|---|\n| [gone] |\n\n[gone]: missing.md\n"])
        #expect(errors == ["content/index.md:5:3: error: link to \"missing.md\": no such page in the content folder"])
    }
}
