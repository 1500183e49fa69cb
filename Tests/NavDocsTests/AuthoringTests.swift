import Foundation
@testable import NavDocs
import NavDocsTestSupport
import NavRules
import Testing

/// Markdown written for GitHub, mdBook or MkDocs builds as its authors expect (issue 18).
@Suite struct AuthoringTests {
    /// A theme whose page layout prints the sidebar, the pager and the body.
    static let sidebarTheme: MemoryTree = {
        var files = Fixture.themeFiles
        files["templates/page.mustache"] = "{{#nav}}[{{title}}:{{#pages}} {{title}}={{href}}{{/pages}}]{{/nav}}"
            + " {{#prev}}prev={{href}} {{/prev}}{{#next}}next={{href}} {{/next}}{{{content}}}"
        files["templates/home.mustache"] = files["templates/page.mustache"]
        return MemoryTree(files, name: "theme")
    }()

    static func options(_ yaml: String) throws -> BuildOptions {
        let (config, _) = try SiteConfig.parse(Array(yaml.utf8), path: "navdocs.yml")
        var options = BuildOptions()
        options.navigation = config.navigation
        options.links = config.links
        options.exclude = config.exclude
        options.baseURL = config.baseURL
        return options
    }

    static func configErrors(_ yaml: String) -> [String] {
        do { _ = try SiteConfig.parse(Array(yaml.utf8), path: "navdocs.yml"); return [] } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // MARK: README.md as a folder's page

    @Test func readmeIsItsFoldersPageAndLinksToItResolve() throws {
        let (sink, _) = try Fixture.build([
            "README.md": "# Project\n\n[guide](guide/README.md) [folder](guide/) [page](guide/a.md)\n",
            "guide/README.md": "# Guide\n\n[a](a.md)\n",
            "guide/a.md": "# A\n\n[up](README.md) [home](../README.md)\n",
        ]).get()
        #expect(sink.text("index.html")?.contains(#"HOME <p><a href="guide/index.html">guide</a> <a href="guide/index.html">folder</a>"#) == true)
        #expect(sink.text("guide/index.html")?.contains("<title>Guide</title>") == true)
        #expect(sink.text("guide/a.html")?.contains(#"<a href="index.html">up</a> <a href="../index.html">home</a>"#) == true)
        #expect(sink.files["README.html"] == nil && sink.files["guide/README.html"] == nil)
        // The folder's page leads its section: the guide's README comes before its pages.
        #expect(sink.text("guide/a.html")?.contains("prev=index.html") == true)
    }

    @Test(arguments: [
        ("index.md", true), ("README.md", true), ("guide/index.md", true), ("a/b/README.md", true),
        ("readme.md", false), ("guide/index.md.bak", false), ("myindex.md", false), ("index.md/", false),
        ("guide/xindex.md", false), ("été/index.md", true), ("été/indéx.md", false), ("", false), ("/", false),
    ])
    func aFoldersPageIsNamedIndexOrReadme(source: String, isIndex: Bool) {
        #expect(Page.isIndex(source) == isIndex)
    }

    @Test func readmeBesideIndexIsAnErrorNamingBoth() {
        #expect(Fixture.errors([
            "index.md": "# Home\n", "guide/index.md": "# Guide\n", "guide/README.md": "# Guide too\n",
        ]) == ["content/guide/README.md:1:1: error: guide/README.md and guide/index.md are both the index page of their folder; keep one of them"])
    }

    // MARK: nav: in navdocs.yml

    @Test func navDecidesSectionsTitlesAndTheReadingOrder() throws {
        let options = try Self.options("""
        nav:
          - index.md
          - Start here: guide/b.md
          - The guide:
            - guide/index.md
            - Alpha: guide/a.md
            - Deeper:
              - guide/c.md
        """)
        let (sink, summary) = try Fixture.build([
            "index.md": "# Home\n",
            "guide/index.md": "# Guide\n",
            "guide/a.md": "---\norder: 1\n---\n# A\n",
            "guide/b.md": "# B\n",
            "guide/c.md": "# C\n",
        ], rules: [:], options: options, theme: Self.sidebarTheme).get()
        let page = try #require(sink.text("guide/a.html"))
        #expect(page.hasPrefix("[: Home=../index.html Start here=b.html][The guide: Guide=index.html Alpha=a.html C=c.html]"))
        #expect(page.contains("prev=index.html next=c.html"))
        #expect(sink.text("guide/b.html")?.contains("prev=../index.html next=index.html") == true)
        #expect(!summary.warnings.contains { $0.message.contains("nav:") })
    }

    @Test func aPageLeftOutOfNavIsAWarningAndFollowsItsFolder() throws {
        let options = try Self.options("nav:\n  - index.md\n  - Guide:\n    - guide/a.md\n  - about.md\n")
        let (sink, summary) = try Fixture.build([
            "index.md": "# Home\n", "about.md": "# About\n",
            "guide/a.md": "# A\n", "guide/z.md": "# Z\n", "other/x.md": "# X\n",
        ], rules: [:], options: options, theme: Self.sidebarTheme).get()
        #expect(summary.warnings.map(\.description).filter { $0.contains("nav:") } == [
            "content/guide/z.md:1:1: warning: guide/z.md is not in nav: in navdocs.yml; it is listed after the listed pages of its folder",
            "content/other/x.md:1:1: warning: other/x.md is not in nav: in navdocs.yml; it is listed at the end, with its folder",
        ])
        #expect(sink.text("about.html")?.hasPrefix("[: Home=index.html][Guide: A=guide/a.html Z=guide/z.html][: About=about.html][Other: X=other/x.html]") == true)
    }

    @Test func aListedPageThatDoesNotExistIsAnErrorInTheConfigFile() throws {
        let options = try Self.options("nav:\n  - index.md\n  - Guide:\n    - guide/titels.md\n    - guide/titles.md\n    - index.md\n")
        switch Fixture.build(["index.md": "# Home\n", "guide/titles.md": "# Titles\n"], rules: [:], options: options) {
        case .success: Issue.record("a nav entry naming no page built")
        case .failure(let failure):
            #expect(failure.step == .map)
            #expect(failure.diagnostics.map(\.description) == [
                "navdocs.yml:4:7: error: nav lists guide/titels.md, which is not a page in the content folder; did you mean \"guide/titles.md\"?",
                "navdocs.yml:6:7: error: nav lists index.md twice; it is already at line 2",
            ])
        }
    }

    @Test func the404PageIsNoPartOfNav() throws {
        let options = try Self.options("nav:\n  - index.md\n  - 404.md\n")
        guard case .failure(let failure) = Fixture.build(["index.md": "# Home\n", "404.md": "# Lost\n"], rules: [:], options: options) else {
            Issue.record("nav listing 404.md built"); return
        }
        #expect(failure.diagnostics.map(\.description) == [
            "navdocs.yml:3:5: error: nav lists 404.md, the site's 404 page, which is in no reading order; remove it from nav:",
        ])
    }

    @Test func malformedNavEntriesAreLocated() {
        #expect(Self.configErrors("nav: {a: b}\n") == [
            "navdocs.yml:1:6: error: \"nav\" must be a list; \(SiteNavigation.Message.shape)",
        ])
        #expect(Self.configErrors("nav: notes.txt\n") == [
            "navdocs.yml:1:6: error: nav \"notes.txt\" must be a list of entries or the path of a summary in the content folder (SUMMARY.md)",
        ])
        #expect(Self.configErrors("nav:\n  - a.md\n  - {A: a.md, B: b.md}\n  - notes.txt\n  - ../up.md\n") == [
            "navdocs.yml:3:5: error: \(SiteNavigation.Message.shape)",
            "navdocs.yml:4:5: error: nav entry \"notes.txt\" must name a Markdown page in the content folder (a path ending in .md) or a folder (ending in /)",
            "navdocs.yml:5:5: error: nav entry \"../up.md\" must name a Markdown page in the content folder (a path ending in .md) or a folder (ending in /)",
        ])
    }

    @Test func navWinsOverOrderFrontMatter() throws {
        let options = try Self.options("nav:\n  - index.md\n  - b.md\n  - a.md\n")
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n", "a.md": "---\norder: 1\n---\n# A\n", "b.md": "---\norder: 2\n---\n# B\n",
        ], rules: [:], options: options).get()
        #expect(sink.text("b.html")?.contains("prev=index.html next=a.html") == true)
    }

    /// `SidebarCache` against the plain way, on sections `nav:` made and a 404 page in no section.
    @Test func theSidebarCacheAgreesWithThePlainWayUnderNavAndA404Page() throws {
        var pages = ["index.md": "# Home\n", "404.md": "# Lost\n", "guide/README.md": "# Guide\n", "loose.md": "# Loose\n"]
        for i in 0..<30 { pages["guide/p\(i).md"] = "# Page \(i)\n" }
        let tree = Fixture.site(pages, rules: [:])
        let options = try Self.options("nav:\n  - index.md\n  - Guide:\n    - guide/README.md\n    - Fifth: guide/p5.md\n  - loose.md\n")
        var report = StepReport()
        let loaded = LoadContent.run(tree, unsafeHTML: false, report: &report)
        let parsed = ParsePages.run(loaded, tree: tree, options: options, reuse: .none, report: &report)
        let map = MapSite.run(parsed.pages, assets: loaded.assets, catalog: .standard, content: tree,
                              navigation: options.navigation, report: &report)
        #expect(report.errors.isEmpty)
        #expect(map.notFound == map.pages.count - 1)
        let plain = SiteContext(map: map, options: options, cachingNavigation: false)
        let fast = SiteContext(map: map, options: options, cachingNavigation: true)
        for (i, page) in map.pages.enumerated() {
            #expect(fast.navigation(from: page.outputPath, current: i) == plain.navigation(from: page.outputPath, current: i),
                    "\(page.outputPath)")
        }
    }

    // MARK: Titles

    @Test func aPageWithoutAnH1IsTitledByItsFirstHeading() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n",
            "usage-notes.md": "Intro text.\n\n## Using the tool\n\n### Details\n",
            "plain.md": "Just text.\n",
        ]).get()
        let page = try #require(sink.text("usage-notes.html"))
        #expect(page.hasPrefix("<title>Using the tool</title>"))
        #expect(page.contains("<h2 id=\"using-the-tool\">Using the tool <a"), "the heading stays in the body")
        #expect(sink.text("plain.html")?.hasPrefix("<title>plain</title>") == true, "no heading: the file name, as before")
    }

    // MARK: links: in navdocs.yml

    @Test func linksOutOfTheContentFolderAreErrorsByDefaultNamingTheSetting() {
        #expect(Fixture.errors(["index.md": "# Home\n\n[std](../std/index.html)\n"]) == [
            "content/index.md:3:1: error: link \"../std/index.html\" leaves the content folder (set links.outside_content: warn or accept in navdocs.yml to allow it)",
        ])
    }

    @Test func linksOutOfTheContentFolderCanBeWarnedOrAccepted() throws {
        let page = ["index.md": "# Home\n\n[std](../std/index.html#x)\n"]
        let (warned, summary) = try Fixture.build(page, options: Self.options("links:\n  outside_content: warn\n")).get()
        #expect(warned.text("index.html")?.contains(#"<a href="../std/index.html#x">std</a>"#) == true)
        #expect(summary.warnings.map(\.description) == [
            "content/index.md:3:1: warning: link \"../std/index.html#x\" leaves the content folder; it is kept as written and not checked",
        ])
        let (_, quiet) = try Fixture.build(page, options: Self.options("links:\n  outside_content: accept\n")).get()
        #expect(quiet.warnings.isEmpty)
    }

    @Test func rootAbsoluteLinksResolveAgainstTheContentFolderUnlessToldOtherwise() throws {
        let pages = ["index.md": "# Home\n", "guide/a.md": "# A\n\n[b](/guide/b.md#x) [home](/)\n", "guide/b.md": "# B\n\n## X\n"]
        // As navdocs always read them: checked like a page link and written relative.
        let (sink, _) = try Fixture.build(pages).get()
        #expect(sink.text("guide/a.html")?.contains(#"<a href="b.html#x">b</a> <a href="../index.html">home</a>"#) == true)
        #expect(Fixture.errors(["index.md": "# Home\n\n[gone](/guide/gone.md)\n"]) == [
            "content/index.md:3:1: error: link to \"/guide/gone.md\": no such page in the content folder",
        ])
        switch Fixture.build(pages, options: try Self.options("links:\n  root_absolute: error\n")) {
        case .success: Issue.record("root_absolute: error built")
        case .failure(let failure):
            #expect(failure.diagnostics.first?.description
                    == "content/guide/a.md:3:1: error: link \"/guide/b.md#x\" is root-absolute (set links.root_absolute: warn or accept in navdocs.yml to allow it)")
        }
        // Addresses on the site's server: left as they are, under base_url when there is one.
        let site = ["index.md": "# Home\n\n[api](/api/v1.html)\n"]
        let (server, _) = try Fixture.build(site, options: Self.options("links:\n  root: site\n")).get()
        #expect(server.text("index.html")?.contains(#"<a href="/api/v1.html">api</a>"#) == true)
        let (based, _) = try Fixture.build(site, options: Self.options("base_url: https://example.com/docs/\nlinks:\n  root: site\n")).get()
        #expect(based.text("index.html")?.contains(#"<a href="https://example.com/docs/api/v1.html">api</a>"#) == true)
        let (_, warned) = try Fixture.build(site, options: Self.options("links:\n  root_absolute: warn\n  root: site\n")).get()
        #expect(warned.warnings.map(\.description) == [
            "content/index.md:3:1: warning: link \"/api/v1.html\" is root-absolute; it is left as an address on the site's server",
        ])
    }

    @Test func unknownLinksKeysAndValuesAreLocatedWithAHint() {
        #expect(Self.configErrors("links:\n  outside_contnet: warn\n  root_absolute: warnn\n  root: contnet\n") == [
            "navdocs.yml:2:3: error: unknown key \"links.outside_contnet\"; did you mean \"outside_content\"?",
            "navdocs.yml:3:18: error: \"links.root_absolute\" must be error, warn, accept, not \"warnn\"; did you mean \"warn\"?",
            "navdocs.yml:4:9: error: \"links.root\" must be content, site, not \"contnet\"; did you mean \"content\"?",
        ])
        #expect(Self.configErrors("links: warn\n") == [
            "navdocs.yml:1:8: error: \"links\" must be a mapping of outside_content, root_absolute, root, anchors, known_files to values",
        ])
    }

    /// A file a later step of the site's build writes (a report) is a link target, written relative.
    @Test func knownFilesAreLinkTargetsWrittenRelative() throws {
        let pages = ["index.md": "# Home\n\nThe guide.\n", "guide/a.md": "# A\n\n[the report](../reports/app.html#summary)\n"]
        #expect(Fixture.errors(pages) == [
            "content/guide/a.md:3:1: error: link to \"../reports/app.html#summary\": no such page in the content folder",
        ])
        let (sink, summary) = try Fixture.build(pages, options: Self.options("links:\n  known_files: [reports/app.html]\n")).get()
        #expect(sink.text("guide/a.html")?.contains(#"<a href="../reports/app.html#summary">the report</a>"#) == true)
        #expect(summary.warnings.isEmpty)
        #expect(sink.text("reports/app.html") == nil, "navdocs does not write it")
    }

    @Test func knownFilesMustBeAListOfPathsInTheSite() {
        #expect(Self.configErrors("links:\n  known_files: report.html\n") == [
            "navdocs.yml:2:16: error: \"links.known_files\" must be a list of paths in the site, not \"report.html\"",
        ])
        #expect(Self.configErrors("links:\n  known_files: [\"\", ../up.html, /abs.html]\n") == [
            "navdocs.yml:2:17: error: each of links.known_files must be non-empty text",
            "navdocs.yml:2:21: error: links.known_files entry \"../up.html\" must be a path inside the site, relative to its root",
            "navdocs.yml:2:33: error: links.known_files entry \"/abs.html\" must be a path inside the site, relative to its root",
        ])
    }

    // MARK: 404.md

    @Test func a404PageInTheContentFolderReplacesTheGeneratedOne() throws {
        var options = BuildOptions()
        options.baseURL = "https://docs.example.com/nav/"
        let (sink, summary) = try Fixture.build([
            "index.md": "# Home\n",
            "last.md": "# Last\n",
            "404.md": "# Lost in the docs\n\nTry [the home page](index.md) or [the rules](rules/NB001-title-too-long.md).\n",
        ], options: options, theme: Self.sidebarTheme).get()
        let page = try #require(sink.text("404.html"))
        #expect(!page.contains("NOT FOUND"), "the generated page is not written")
        // Served at any depth: its links are absolute under base_url.
        #expect(page.contains(#"<a href="https://docs.example.com/nav/index.html">the home page</a>"#))
        #expect(page.contains(#"<a href="https://docs.example.com/nav/rules/NB001.html">the rules</a>"#))
        #expect(!page.contains("prev=") && !page.contains("next="), "not in the reading order")
        #expect(sink.text("index.html")?.contains("404") == false, "not in the sidebar")
        #expect(sink.text("sitemap.xml")?.contains("404") == false)
        let index = sink.searchIndexFiles()
        #expect(!index.isEmpty && !index.joined().contains("Lost in the docs"))
        #expect(summary.pages == 15, "counted among the pages built")
    }

    @Test func a404PageWithoutABaseURLLinksFromTheSiteRoot() throws {
        let (sink, _) = try Fixture.build(["index.md": "# Home\n", "last.md": "# Last\n", "404.md": "# Lost\n\n[home](index.md)\n"],
                                          rules: [:], theme: Self.sidebarTheme).get()
        #expect(sink.text("404.html")?.hasSuffix("<p><a href=\"index.html\">home</a></p>\n") == true)
        #expect(sink.text("last.html")?.contains("next=") == false, "the last page of the reading order has no next")
    }

    @Test func aSiteWithoutAHomePageAnswersAtIndexWithARedirectToItsFirstPage() throws {
        let options = try Self.options("nav:\n  - intro.md\n  - a.md\n")
        let (sink, _) = try Fixture.build(["a.md": "# A\n", "intro.md": "# Intro\n"], rules: [:], options: options).get()
        #expect(sink.text("index.html") == "REDIRECT intro.html")
    }

    @Test func incrementalBuildsWithA404PageAndAReadmeMatchCleanBuilds() throws {
        let ws = try IncrementalTests.Workspace(["index.md": "# Home\n", "guide/README.md": "# Guide\n", "guide/a.md": "# A\n"])
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        let steps: [(String, (IncrementalTests.Workspace) throws -> Void)] = [
            ("first build", { _ in }),
            ("a 404 page added", { try $0.write(["404.md": "# Lost\n\n[guide](guide/README.md)\n"]) }),
            ("another page edited", { try $0.write(["guide/a.md": "# A\n\nMore.\n"]) }),
            ("the 404 page edited", { try $0.write(["404.md": "# Gone\n"]) }),
            ("the 404 page removed", { try $0.remove("404.md") }),
        ]
        for (name, edit) in steps {
            try edit(ws)
            let result = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
            #expect(result.differences == [], "after: \(name)")
        }
    }

    /// With `nav:` naming a page's sidebar title, the page's own title still shows elsewhere:
    /// every page's breadcrumbs name the home page by it. Editing it must redo those pages.
    @Test func aTitleNavRenamesStillRedoesThePagesThatShowIt() throws {
        let ws = try IncrementalTests.Workspace(["index.md": "# Home\n", "guide/index.md": "# Guide\n", "guide/a.md": "# A\n"])
        var site = SiteBuilder(content: DiskTree(root: ws.content), theme: DiskTree(root: XSSTests.packageRoot.appendingPathComponent("themes/default").path))
        site.options = try Self.options("nav:\n  - Start: index.md\n  - Guide:\n    - guide/index.md\n    - guide/a.md\n")
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        for (name, home) in [("first build", "# Home\n"), ("the home page's title edited", "# Welcome home\n")] {
            try ws.write(["index.md": home])
            _ = try IncrementalBuilder(cacheFolder: cacheFolder, persistent: true).build(site, output: ws.incremental, protecting: [ws.content])
            let writer = try SiteWriter(output: ws.clean, protecting: [ws.content])
            _ = try site.build(into: writer)
            let (a, b) = (ws.files(ws.incremental), ws.files(ws.clean))
            let differing: [String] = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
            #expect(differing.isEmpty, "after: \(name): \(differing)")
        }
        #expect(String(decoding: ws.files(ws.incremental)["guide/a.html"] ?? Data(), as: UTF8.self).contains("Welcome home"))
    }

    // MARK: Sites without rule pages

    @Test func aSiteWithNoRulePagesNeedsNoneAndGetsNoRuleIndex() throws {
        let (sink, summary) = try Fixture.build(["index.md": "# Book\n\nThe `NB004` code stays code.\n"], rules: [:]).get()
        #expect(summary.rulePages == 0)
        #expect(sink.text("index.html")?.contains("<code>NB004</code>") == true)
        for file in ["rules/index.html", "rules.json", "rules/title-too-long.html"] { #expect(sink.files[file] == nil, "\(file)") }
        #expect(Fixture.errors(["index.md": "# Book\n\n[rule](rule:NB001)\n"], rules: [:]) == [
            "content/index.md:3:1: error: rule NB001 has no page: this site has no rule pages; add one with \"rule: NB001\" in its front matter",
        ])
    }

    @Test func theSearchHintSuggestsRuleIDsOnlyOnASiteWithRules() throws {
        let hint = #/data-hint="([^"]*)"/#
        let (book, _) = try Fixture.build(["index.md": "# Book\n"], rules: [:], theme: BuiltInTheme.tree).get()
        let (catalog, _) = try Fixture.build(["index.md": "# Guide\n"], theme: BuiltInTheme.tree).get()
        #expect(try hint.firstMatch(in: #require(book.text("search.html")))?.1 == "Type a word or a phrase in the search box.")
        #expect(try hint.firstMatch(in: #require(catalog.text("search.html")))?.1
                == "Type a word, a phrase or a rule ID (NB004) in the search box.")
    }
}
