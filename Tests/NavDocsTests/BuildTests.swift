@testable import NavDocs
import NavDocsTestSupport
import NavRules
import Testing

@Suite struct BuildTests {
    @Test func buildsPagesRulePagesRedirectsAndSiteFiles() throws {
        let (sink, summary) = try Fixture.build(["index.md": "# Home\n\nWelcome.\n"]).get()
        #expect(summary.pages == 13)
        #expect(summary.rulePages == 12)
        #expect(summary.examplesVerified == 24)
        #expect(sink.text("index.html")?.contains("HOME <p>Welcome.</p>") == true)
        for rule in RuleCatalog.standard.descriptions {
            #expect(sink.text("rules/\(rule.id).html")?.hasPrefix("<title>\(rule.name)</title>RULE \(rule.id) \(rule.slug)") == true)
            for slug in [rule.slug] + rule.formerSlugs {
                #expect(sink.text("rules/\(slug).html") == "REDIRECT \(rule.id).html", "slug \(slug)")
            }
        }
        for file in ["rules/index.html", "rules.json", "search.html", "404.html", "search-index.js", "assets/site.css"] {
            #expect(sink.files[file] != nil, "\(file) is written")
        }
        #expect(sink.files["sitemap.xml"] == nil, "no sitemap without base_url")
        let index = sink.searchIndexFiles()
        #expect(!index.isEmpty && index.allSatisfy { !$0.isEmpty }, "the dictionary lists its chunks and fragments, which are written")
        // Redirect stubs and the 404 page are noindex: no fragment is theirs.
        let urls = index.filter { $0.hasPrefix("navdocsSearchPages[") }.compactMap { text -> String? in
            guard let start = text.range(of: "{\"url\":\""), let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(text[start.upperBound..<end])
        }
        #expect(!urls.isEmpty && urls.allSatisfy { sink.text($0).map { !$0.hasPrefix("REDIRECT") } == true })
        #expect(!urls.contains("404.html"))
    }

    /// The index's chunks and fragments are named for their bytes, so no page or asset may be in their folder.
    @Test func aPageOrAssetInTheSearchIndexFolderIsALocatedError() {
        #expect(Fixture.errors(["index.md": "# Home\n", "search-index/notes.md": "# Notes\n", "search-index/x.png": "x"]) == [
            "content/search-index/notes.md:1:1: error: page search-index/notes.md would be written to search-index/notes.html, "
                + "in search-index/, which the generated search index uses",
            "content/search-index/x.png:1:1: error: the asset search-index/x.png would be written to search-index/x.png, "
                + "in search-index/, which the generated search index uses",
        ])
    }

    @Test func ruleIndexListsEveryRuleWithItsPage() throws {
        let (sink, _) = try Fixture.build(["index.md": "# Home\n"]).get()
        let index = try #require(sink.text("rules/index.html"))
        #expect(index.hasPrefix("NB001 warning NB001.html\nNB002 warning NB002.html\n"))
        #expect(index.components(separatedBy: "\n").count == 13)
        let json = try #require(sink.text("rules.json"))
        #expect(json.contains("\"url\": \"rules/NB012.html\""))
    }

    @Test func ruleLinksAndInlineIDsBecomeLinksAndAreListedOnTheRulePage() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n",
            "guide/titles.md": "# Titles\n\nKeep it short ([why](rule:title-too-long)); see `NB002` and `nb003x`.\n",
        ]).get()
        let html = try #require(sink.text("guide/titles.html"))
        #expect(html.contains(#"<a class="rule-ref" href="../rules/NB001.html">why</a>"#))
        #expect(html.contains(#"<a class="rule-ref" href="../rules/NB002.html"><code>NB002</code></a>"#))
        #expect(html.contains("<code>nb003x</code>"), "only code that is exactly an ID links")
        #expect(sink.text("rules/NB001.html")?.contains("ref=../guide/titles.html") == true)
    }

    @Test func relativeLinksPointAtOutputPagesAndAnchors() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[Titles](guide/titles.md#large-titles), [rule](rules/NB001-title-too-long.md)\n",
            "guide/titles.md": "# Titles\n\n## Large titles\n\n[home](../index.md) [self](#large-titles)\n",
        ]).get()
        #expect(sink.text("index.html")?.contains(#"<a href="guide/titles.html#large-titles">Titles</a>"#) == true)
        #expect(sink.text("index.html")?.contains(#"<a href="rules/NB001.html">rule</a>"#) == true)
        #expect(sink.text("guide/titles.html")?.contains(#"<a href="../index.html">home</a>"#) == true)
    }

    @Test func pagesAreOrderedBySectionOrderAndTitle() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n",
            "guide/index.md": "---\norder: 1\n---\n# Guide\n",
            "guide/b.md": "---\norder: 2\n---\n# Second\n",
            "guide/a.md": "---\norder: 1\n---\n# First\n",
        ]).get()
        #expect(sink.text("guide/a.html")?.contains("prev=index.html next=b.html") == true)
    }

    @Test func aliasesBecomeRedirectStubs() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n",
            "guide/titles.md": "---\naliases: [old/titles.html, titles-old]\n---\n# Titles\n",
        ]).get()
        #expect(sink.text("old/titles.html") == "REDIRECT ../guide/titles.html")
        #expect(sink.text("titles-old.html") == "REDIRECT guide/titles.html")
    }

    @Test func sitemapAndCanonicalURLsNeedABaseURL() throws {
        var options = BuildOptions()
        options.baseURL = "https://docs.example.com/nav/"
        let (sink, _) = try Fixture.build(["index.md": "# Home\n"], options: options).get()
        let sitemap = try #require(sink.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://docs.example.com/nav/rules/NB001.html</loc>"))
        #expect(sink.text("rules.json")?.contains("\"url\": \"https://docs.example.com/nav/rules/NB001.html\"") == true)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let pages = ["index.md": "# Home\n\n`NB001`\n", "guide/a.md": "# A\n\n## One\n\n## One\n"]
        let (first, _) = try Fixture.build(pages).get()
        let (second, _) = try Fixture.build(pages).get()
        #expect(first.files == second.files)
        #expect(first.text("guide/a.html")?.contains(#"id="one-1""#) == true, "repeated headings get unique anchors")
    }

    @Test func externalLinksAreNotFetchedButAMissingHostIsAWarning() throws {
        let (_, summary) = try Fixture.build(["index.md": "# Home\n\n[ok](https://example.com/x) [bad](https:///x)\n"]).get()
        #expect(summary.warnings.map(\.description) == [
            "content/index.md:3:29: warning: external link \"https:///x\" has no valid host; external links are not fetched, check it by hand",
        ])
        var strict = BuildOptions()
        strict.strict = true
        guard case .failure = Fixture.build(["index.md": "# Home\n\n[bad](https:///x)\n"], options: strict) else {
            Issue.record("--strict turns the warning into an error"); return
        }
    }

    @Test func exampleFiguresHaveAnchorsNoHeadingCanTake() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n## Example 1\n\n```navbar good\ntitle: Inbox\n```\n\n[fig](#example_1) [head](#example-1)\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(#"<h2 id="example-1">"#))
        #expect(html.contains(#"<figure class="example example-good" id="example_1">"#))
        #expect(Fixture.errors(["index.md": "# Home\n\n[fig](#example_2)\n"]) == [
            "content/index.md:3:1: error: index.md has no heading with anchor \"#example_2\"",
        ])
    }

    @Test func aLongSectionShowsAWindowAndLinksTheRestByTheirPage() throws {
        var pages = ["index.md": "# Home\n"]
        for i in 0..<40 { pages["p\(i + 10).md"] = "# Page \(i + 10)\n" }
        var files = Fixture.themeFiles
        files["templates/page.mustache"] = "{{#nav}}{{#more}}{{more}} more in <a href=\"{{href}}\">{{indexTitle}}</a>{{/more}}{{/nav}}"
        let (sink, _) = try Fixture.build(pages, theme: MemoryTree(files, name: "theme")).get()
        // 41 root pages, 25 shown around the current one: the link to the rest has text.
        #expect(sink.text("p30.html") == "16 more in <a href=\"index.html\">Home</a>")
    }

    @Test func aLongSectionsWindowCountsBothSidesAndLinksAGeneratedListOfEveryPage() throws {
        var pages = ["index.md": "# Home\n"]
        for i in 0..<40 { pages["guide/p\(i + 10).md"] = "# Page \(i + 10)\n" }
        var files = Fixture.themeFiles
        files["templates/page.mustache"] = "{{#nav}}{{#title}}{{#above}}[{{above}} above, {{listHref}}]{{/above}}"
            + "{{#pages}} {{title}}{{/pages}}{{#below}} [{{below}} below of {{count}}]{{/below}}{{/title}}{{/nav}}"
        files["templates/section-index.mustache"] = "{{page.title}}:{{#pages}} {{title}}={{href}}{{/pages}}"
        let (sink, _) = try Fixture.build(pages, rules: [:], theme: MemoryTree(files, name: "theme")).get()
        // 40 pages, 25 shown around the current one: 8 hidden above it and 7 below, all in the list.
        let page = try #require(sink.text("guide/p30.html"))
        #expect(page.hasPrefix("[8 above, ../sections/2.html] Page 18 Page 19"))
        #expect(page.hasSuffix("Page 41 Page 42 [7 below of 40]"))
        let listing = try #require(sink.text("sections/2.html"))
        #expect(listing.hasPrefix("Guide: Page 10=../guide/p10.html Page 11=../guide/p11.html"))
        #expect(listing.hasSuffix("Page 49=../guide/p49.html"))
        // A theme without the template draws no listing, and its sidebar still works.
        let (plain, _) = try Fixture.build(pages, rules: [:]).get()
        #expect(plain.files["sections/2.html"] == nil)
    }

    @Test func draftsAreLeftOut() throws {
        let (sink, summary) = try Fixture.build(["index.md": "# Home\n", "wip.md": "---\ndraft: true\n---\n# WIP\n"]).get()
        #expect(sink.files["wip.html"] == nil)
        #expect(summary.pages == 13)
    }
}

@Suite struct BuildErrorTests {
    @Test func unknownRuleIDIsLocatedWithASuggestion() {
        #expect(Fixture.errors(["index.md": "# Home\n\nSee [this](rule:NB013) and `NB0l1`.\n"]) == [
            "content/index.md:3:5: error: unknown rule \"NB013\"; did you mean \"NB003\"?",
        ])
        #expect(Fixture.errors(["index.md": "# Home\n\n[x](rule:title-too-lon)\n"]) == [
            "content/index.md:3:1: error: unknown rule \"title-too-lon\"; did you mean \"title-too-long\"?",
        ])
    }

    @Test func missingAndDuplicateRulePages() {
        #expect(Fixture.errors(["index.md": "# Home\n"], rules: Fixture.rulePages(except: ["NB004"])) == [
            "content/rules/NB004-segmented-control-not-alone.md:1:1: error: rule NB004 (segmented-control-not-alone) has no page; add one with \"rule: NB004\" in its front matter",
        ])
        let errors = Fixture.errors(["index.md": "# Home\n", "extra.md": "---\nrule: NB001\n---\n# Again\n"])
        #expect(errors.contains("content/rules/NB001-title-too-long.md:2:7: error: NB001 already has a page: content/extra.md; a rule has exactly one page")
                || errors.contains("content/extra.md:2:7: error: NB001 already has a page: content/rules/NB001-title-too-long.md; a rule has exactly one page"))
        #expect(Fixture.errors(["index.md": "# Home\n", "x.md": "---\nrule: NB099\n---\n# X\n"]).first?
            .hasPrefix("content/x.md:2:7: error: rule \"NB099\" is not in the catalog") == true)
    }

    @Test func brokenPageLinksAndAnchors() {
        #expect(Fixture.errors([
            "index.md": "# Home\n\n[a](guide/missing.md)\n",
            "guide/t.md": "# T\n\n## Large titles\n\nText [b](#large-title) and [c](../index.md#nowhere).\n",
        ]) == [
            "content/guide/t.md:5:6: error: guide/t.md has no heading with anchor \"#large-title\"; did you mean \"#large-titles\"?",
            "content/guide/t.md:5:28: error: index.md has no heading with anchor \"#nowhere\"",
            "content/index.md:3:1: error: link to \"guide/missing.md\": no such page in the content folder",
        ])
    }

    @Test func aBrokenPageLinkSuggestsTheNearestPageAsTheLinkWouldNameIt() {
        #expect(Fixture.errors([
            "index.md": "# Home\n\n[a](guide/control.md)\n",
            "guide/controls.md": "# Controls\n\nSee [titles](title.md) and [home](../indx.md).\n",
            "guide/titles.md": "# Titles\n\nText.\n",
        ]) == [
            "content/guide/controls.md:3:5: error: link to \"title.md\": no such page in the content folder; did you mean \"titles.md\"?",
            "content/guide/controls.md:3:28: error: link to \"../indx.md\": no such page in the content folder; did you mean \"../index.md\"?",
            "content/index.md:3:1: error: link to \"guide/control.md\": no such page in the content folder; did you mean \"guide/controls.md\"?",
        ])
        // Nothing close: no guess.
        #expect(Fixture.errors(["index.md": "# Home\n\n[a](changelog-2019.md)\n"]) == [
            "content/index.md:3:1: error: link to \"changelog-2019.md\": no such page in the content folder",
        ])
    }

    @Test func exampleClaimsMustMatchWhatTheRulesFind() {
        let errors = Fixture.errors(["index.md": "# Home\n\n```navbar good\ntitle: Account Settings\n```\n\n```navbar bad NB003\ntitle: Inbox\n```\n\n```navbar bad\ntitle: x\n```\n"])
        #expect(errors == [
            "content/index.md:3:1: error: example marked good has findings: NB001 (title \"Account Settings\" has 16 characters; keep it to 15 or fewer); fix the example or mark it \"navbar bad NB001\"",
            "content/index.md:7:1: error: example marked bad NB003 produced no findings; expected exactly NB003",
            "content/index.md:11:1: error: a bad example must list the rule IDs it triggers, e.g. \"navbar bad NB001\"",
        ])
    }

    @Test func specErrorsInsideAFencePointIntoTheMarkdownFile() {
        let errors = Fixture.errors(["index.md": "# Home\n\n```navbar good\ntitle: Inbox\ntittle: x\n```\n"])
        #expect(errors == ["content/index.md:5:1: error: unknown key \"tittle\"; did you mean \"title\"?"])
    }

    @Test func badFrontMatter() {
        #expect(Fixture.errors(["index.md": "---\norder: soon\n---\n# Home\n"]) == [
            "content/index.md:2:8: error: \"order\" must be a whole number, not \"soon\"",
        ])
        #expect(Fixture.errors(["index.md": "---\ntitle: [unclosed\n---\n# Home\n"]).first?.hasPrefix("content/index.md:3:") == true)
        #expect(Fixture.errors(["index.md": "---\ntitle: Home\n# Home\n"]) == [
            "content/index.md:1:1: error: front matter is never closed; end it with a line \"---\"",
        ])
    }

    @Test func everyErrorIsReportedNotJustTheFirst() {
        let errors = Fixture.errors([
            "index.md": "# Home\n\n[a](rule:NB100) [b](rule:NB200)\n",
            "other.md": "# Other\n\n[c](nowhere.md)\n",
        ])
        #expect(errors.count == 3)
    }

    @Test func theFailingStepIsNamed() throws {
        guard case .failure(let failure) = Fixture.build(["index.md": "# Home\n\n[a](rule:NB100)\n"]) else {
            Issue.record("the build should fail"); return
        }
        #expect(failure.step == .resolve)
    }
}
