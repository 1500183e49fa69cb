@testable import NavDocs
import Testing

@Suite struct SmallMarkdownTests {
    @Test func aFenceInfoStringEndsAtAnyWhitespace() throws {
        #expect(try renderMarkdown("```ruby\tlinenos\nx\n```\n") == "<pre><code class=\"language-ruby\">x\n</code></pre>\n")
    }

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
    @Test func aFootnoteIsAWarningAndShownAsWritten() throws {
        let page = "# Home\n\nHash tables[^siphash].\n\n[^siphash]: [https://example.com/](https://example.com/)\n"
        let (sink, summary) = try Fixture.build(["index.md": page]).get()
        #expect(sink.text("index.html")?.contains("<p>Hash tables[^siphash].</p>") == true)
        #expect(summary.warnings.map(\.description) == [
            #"content/index.md:3:12: warning: footnotes are not supported; "[^siphash]" is shown as written"#,
        ])
    }
}
