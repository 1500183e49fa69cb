@testable import NavDocs
import NavDocsTestSupport
import NavRules
import Testing

/// What the site tells linter users beyond the rule's prose: the version that added it,
/// the changelog of rules by version, and how to turn it off, all from the catalog.
@Suite struct RulePageExtrasTests {
    /// The fixture theme plus the default theme's rule page and changelog.
    static let theme = MemoryTree(Fixture.themeFiles.merging([
        "templates/rule.mustache": Fixture.defaultTemplate("rule").replacingOccurrences(of: "{{<layout}}", with: "{{<bare}}")
            .replacingOccurrences(of: "{{/layout}}", with: "{{/bare}}"),
        "templates/rule-changelog.mustache": Fixture.defaultTemplate("rule-changelog")
            .replacingOccurrences(of: "{{<layout}}", with: "{{<bare}}").replacingOccurrences(of: "{{/layout}}", with: "{{/bare}}"),
        "templates/bare.mustache": "{{$main}}{{/main}}",
    ]) { _, new in new }, name: "theme")

    @Test func everyRulePageSaysWhenItWasAddedAndHowToTurnItOff() throws {
        let (sink, _) = try Fixture.build(["index.md": "# Home\n"], theme: Self.theme).get()
        for rule in RuleCatalog.standard.descriptions {
            let page = try #require(sink.text("rules/\(rule.id).html"))
            #expect(page.contains(#"<dd><a href="changelog.html#v0-1-0">navdocs \#(rule.since)</a></dd>"#), "\(rule.id)")
            #expect(page.contains(#"<pre><code class="language-navbar">ignore: \#(rule.id)</code></pre>"#))
            #expect(page.contains("disabled_rules: [\(rule.id)]"))
            for option in rule.options { #expect(page.contains("    \(option.name): "), "\(rule.id) lists \(option.name)") }
            let facts = rule.factsRead.map { "<code>\($0)</code> " }.joined()
            #expect(page.contains("<dt>Reads</dt>\n<dd>\(facts)<span"), "\(rule.id) lists the facts it reads")
        }
        let nb001 = try #require(sink.text("rules/NB001.html"))
        #expect(nb001.contains("options:\n  NB001:\n    max_length: {iphone: 15, ipad: 15, mac: 15}"))
    }

    @Test func theChangelogListsEveryRuleByVersionWithItsFormerSlugs() throws {
        let (sink, _) = try Fixture.build(["index.md": "# Home\n"], theme: Self.theme).get()
        let changelog = try #require(sink.text("rules/changelog.html"))
        #expect(changelog.contains(#"<h2 id="v0-1-0">navdocs 0.1.0</h2>"#))
        for rule in RuleCatalog.standard.descriptions {
            #expect(changelog.contains(#"<a href="\#(rule.id).html"><code>\#(rule.id)</code> \#(rule.name)</a>"#))
        }
        #expect(changelog.contains("<code>title-too-long</code>, formerly <code>long-title</code>"))
    }

    @Test func aThemeWithoutAChangelogTemplateGetsNoChangelogPage() throws {
        let (sink, _) = try Fixture.build(["index.md": "# Home\n"]).get()
        #expect(sink.files["rules/changelog.html"] == nil)
    }

    /// A link resolves to a generated file only when the site has it: the changelog is a
    /// target, and in the sitemap, only with a theme that lists rules by version.
    @Test func theChangelogIsALinkTargetOnlyWhereItIsWritten() throws {
        let page = ["index.md": "# Home\n\n[changes](rules/changelog.html)\n"]
        #expect(Fixture.errors(page) == [
            "content/index.md:3:1: error: link to \"rules/changelog.html\": no such page in the content folder",
        ])
        var options = BuildOptions()
        options.baseURL = "https://docs.example.com/"
        let (sink, _) = try Fixture.build(page, options: options, theme: Self.theme).get()
        #expect(sink.text("index.html")?.contains(#"href="rules/changelog.html""#) == true)
        #expect(sink.text("sitemap.xml")?.contains("<loc>https://docs.example.com/rules/changelog.html</loc>") == true)
        let (plain, _) = try Fixture.build(["index.md": "# Home\n"], options: options).get()
        #expect(plain.text("sitemap.xml")?.contains("changelog") == false)
        #expect(plain.text("sitemap.xml")?.contains("<loc>https://docs.example.com/rules/index.html</loc>") == true)
    }

    @Test func versionsCompareNumberByNumber() {
        #expect(RuleVersion.precedes("0.9.0", "0.10.0"))
        #expect(!RuleVersion.precedes("1.0.0", "0.10.0"))
        #expect(SiteMap.changelogAnchor("1.2.0") == "v1-2-0")
    }
}
