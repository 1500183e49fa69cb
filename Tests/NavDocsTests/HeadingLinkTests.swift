@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Links written for GitHub, mdBook or Docusaurus resolve against the anchors a build gives headings.
@Suite struct HeadingLinkTests {
    @Test func linksWrittenForGitHubResolve() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[a](guide.md#wheres-the---operator) [b](guide.md#foo_bar) [c](guide.md#step-1)\n",
            "guide.md": "# Guide\n\n## Where’s the `->` Operator?\n\n## foo_bar\n\n## Step\n\n## Step\n",
        ]).get()
        #expect(sink.text("guide.html")?.contains(#"id="wheres-the---operator""#) == true)
    }

    @Test func aWrongAnchorStillGetsADidYouMean() {
        let errors = Fixture.errors(["index.md": "# Home\n\n[a](#foo-bar)\n\n## foo_bar\n"])
        #expect(errors == [##"content/index.md:3:1: error: index.md has no heading with anchor "#foo-bar"; did you mean "#foo_bar"?"##])
    }
}

/// The anchors a page's author set or GitHub would give: the title's, `{#id}`, numbered repeats.
@Suite struct PageAnchorTests {
    @Test func aHeadingAttributeSetsTheAnchorAndLeavesHeadingAndTOC() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[add](cargo.md#cargo-feature-add) [opts](cargo.md#opts)\n",
            "cargo.md": "# Cargo\n\n## Feature add {#cargo-feature-add}\n\nText.\n\n## Options { #opts }\n",
        ], theme: PageAnchorTests.tocTheme).get()
        let html = try #require(sink.text("cargo.html"))
        #expect(html.contains(#"<h2 id="cargo-feature-add">Feature add <a"#))
        #expect(html.contains(#"<h2 id="opts">Options <a"#))
        #expect(html.contains("toc: cargo-feature-add=Feature add, opts=Options,"))
        #expect(!html.contains("{#"))
    }

    @Test func theTitleKeepsItsAnchorAndLaterRepeatsAreNumberedAsOnGitHub() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[a](builders.md#result-builders) [b](builders.md#result-builders-1)\n",
            "builders.md": "# Result builders\n\nText.\n\n## Result builders\n",
        ], theme: PageAnchorTests.tocTheme).get()
        let html = try #require(sink.text("builders.html"))
        #expect(html.contains(#"<h1 id="result-builders">Result builders</h1>"#))
        #expect(html.contains(#"<h2 id="result-builders-1">"#))
    }

    @Test func aFrontMatterTitleGivesNoAnchor() {
        let errors = Fixture.errors([
            "index.md": "# Home\n\n[a](page.md#named)\n",
            "page.md": "---\ntitle: Named\n---\nText.\n",
        ])
        #expect(errors == [##"content/index.md:3:1: error: page.md has no heading with anchor "#named""##])
    }

    @Test func aFragmentInTheWrongCaseIsWrittenInTheAnchorsCaseWithAWarning() throws {
        let (sink, summary) = try Fixture.build([
            "index.md": "# Home\n\n[a](guide.md#Step-One) [b](#Home)\n",
            "guide.md": "# Guide\n\n## Step one\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(#"href="guide.html#step-one""#))
        #expect(html.contains(##"href="#home""##))
        #expect(summary.warnings.map(\.description) == [
            ##"content/index.md:3:1: warning: guide.md has anchor "#step-one", not "#Step-One"; the link is written with "#step-one""##,
            ##"content/index.md:3:24: warning: index.md has anchor "#home", not "#Home"; the link is written with "#home""##,
        ])
    }

    @Test func linksAnchorsWarnKeepsABrokenAnchorAsAWarning() throws {
        let pages = ["index.md": "# Home\n\n[a](guide.md#gone)\n", "guide.md": "# Guide\n\n## Here\n"]
        let (sink, summary) = try Fixture.build(pages, options: AuthoringTests.options("links:\n  anchors: warn\n")).get()
        #expect(sink.text("index.html")?.contains(#"href="guide.html#gone""#) == true)
        #expect(summary.warnings.map(\.description) == [
            ##"content/index.md:3:1: warning: guide.md has no heading with anchor "#gone"; the link is kept (links.anchors: warn)"##,
        ])
        #expect(Fixture.errors(pages) == [##"content/index.md:3:1: error: guide.md has no heading with anchor "#gone""##])
        #expect(AuthoringTests.configErrors("links:\n  anchors: maybe\n") == [
            ##"navdocs.yml:2:12: error: "links.anchors" must be error, warn, not "maybe""##,
        ])
    }

    static let tocTheme: MemoryTree = {
        var files = Fixture.themeFiles
        // The title as the default layout writes it.
        let title = Fixture.defaultTemplate("layout").split(separator: "\n").first { $0.hasPrefix("<h1") } ?? "no title"
        files["templates/page.mustache"] = title + "\ntoc: {{#toc}}{{anchor}}={{title}}, {{/toc}}\n{{{content}}}"
        return MemoryTree(files, name: "theme")
    }()
}
