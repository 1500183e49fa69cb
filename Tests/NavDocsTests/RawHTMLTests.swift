@testable import NavDocs
@testable import NavMarkdown
import NavDocsTestSupport
import Testing

@Suite struct RawHTMLTests {
    static let page = "# Home\n\n<a id=\"old-name\"></a>\n\n## New name\n\nText <a name=\"inline\"></a>here.\n"

    @Test func anIdInRawHTMLIsALinkTarget() throws {
        let pages = ["index.md": Self.page + "\n<div id=\"box\">x</div>\n", "a.md": "# A\n\n[x](index.md#old-name) [y](index.md#box)\n"]
        var options = BuildOptions()
        options.unsafeHTML = true
        let (sink, _) = try Fixture.build(pages, options: options).get()
        #expect(sink.text("a.html")?.contains(#"href="index.html#box""#) == true)
    }

    @Test func emptyAnchorsSurviveSafeModeAndAreTargets() throws {
        let (sink, summary) = try Fixture.build(["index.md": Self.page, "a.md": "# A\n\n[x](index.md#old-name) [y](index.md#inline)\n"]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains(#"<a id="old-name"></a>"#))
        #expect(html.contains(#"Text <a id="inline"></a>here."#))
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
    }

    @Test func idsOfKeptHTMLAreTargetsAndIdsOfDroppedTagsAreNot() throws {
        let page = "# Home\n\n<div id=\"box\">x</div>\n\n<dl><dt id=\"option-x\">-x</dt><dd>y</dd></dl>\n\n"
        let (sink, _) = try Fixture.build(["index.md": page + "[y](#box) [z](#option-x)\n"]).get()
        #expect(sink.text("index.html")?.contains(#"<dt id="option-x">-x</dt>"#) == true)
        let errors = Fixture.errors(["index.md": "# Home\n\n<section id=\"box\">x</section>\n\n[y](#box)\n"])
        #expect(errors == [##"content/index.md:5:1: error: index.md has no heading with anchor "#box""##])
    }

    @Test func droppedRawHTMLIsAWarningOncePerPageNamingTheTags() throws {
        let page = "# Home\n\n<!-- a comment -->\n\nText<!-- ignore --> <b>bold</b> <font>x</font>.\n\n<center>\nblock\n</center>\n"
        let (sink, summary) = try Fixture.build(["index.md": page]).get()
        #expect(sink.text("index.html")?.contains("Text <b>bold</b> x.") == true)
        #expect(summary.warnings.map(\.description) == [
            #"content/index.md:5:33: warning: raw HTML <font>, <center> is dropped (3 pieces on this page, the first here); set "unsafe_html: true" to keep it"#,
        ])
    }

    @Test func anImageInHTMLIsCheckedLikeAMarkdownImage() throws {
        let pages = ["guide/a.md": "# A\n\n<p align=\"center\">\n  <img src=\"../img/logo.png\" width=\"40\">\n</p>\n",
                     "img/logo.png": "PNG"]
        let (sink, _) = try Fixture.build(pages).get()
        #expect(sink.text("guide/a.html")?.contains(#"<img src="../img/logo.png" width="40">"#) == true)
        let errors = Fixture.errors(["guide/a.md": "# A\n\nText <img src=\"../img/gone.png\">\n"])
        #expect(errors == [##"content/guide/a.md:3:6: error: link to "../img/gone.png": no such file in the content folder"##])
    }

    /// MkDocs serves `user-guide/themes.md` at `user-guide/themes/` and leaves raw HTML as written,
    /// so its docs write `<img>` paths one folder deeper than the file (mkdocs/mkdocs,
    /// docs/user-guide/choosing-your-theme.md, lines 26–27).
    @Test func anImagePathWrittenForMkDocsDirectoryURLsIsReadFromThere() throws {
        let pages = ["user-guide/themes.md": "# Themes\n\n<div>\n  <img src=\"../../img/light.png\" alt=\"Light\">\n</div>\n",
                     "user-guide/index.md": "# Guide\n\n<img src=\"../img/light.png\" alt=\"Light\">\n",
                     "img/light.png": "PNG"]
        let (sink, summary) = try Fixture.build(pages).get()
        #expect(sink.text("user-guide/themes.html")?.contains(#"<img src="../img/light.png" alt="Light">"#) == true)
        #expect(sink.text("user-guide/index.html")?.contains(#"<img src="../img/light.png" alt="Light">"#) == true)
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        // A path that names a file from the page's own folder means that file, and an index page's
        // directory URL is its folder: there is nothing else to read it from.
        let both = ["user-guide/themes.md": "# Themes\n\n<img src=\"../img/a.png\">\n",
                    "img/a.png": "PNG", "user-guide/img/a.png": "PNG"]
        #expect(try Fixture.build(both).get().0.text("user-guide/themes.html")?.contains(#"<img src="../img/a.png">"#) == true)
        #expect(Fixture.errors(["user-guide/index.md": "# Guide\n\n<img src=\"../../img/light.png\">\n", "img/light.png": "PNG"]) == [
            ##"content/user-guide/index.md:3:1: error: link "../../img/light.png" leaves the content folder (set links.outside_content: warn or accept in navdocs.yml to allow it)"##,
        ])
    }

    @Test func aMarkdownImageIsAlwaysReadFromItsPagesFolder() {
        // MkDocs rewrites Markdown paths from the file itself, so they get no second reading.
        #expect(Fixture.errors(["user-guide/themes.md": "# Themes\n\n![Light](../../img/light.png)\n", "img/light.png": "PNG"]) == [
            ##"content/user-guide/themes.md:3:1: error: link "../../img/light.png" leaves the content folder (set links.outside_content: warn or accept in navdocs.yml to allow it)"##,
        ])
    }
}

@Suite struct TitleTests {
    @Test func aFrontMatterTitleKeepsTheFirstHeading() throws {
        let (sink, _) = try Fixture.build(["index.md": "---\ntitle: Welcome\n---\n# Getting started\n\nText.\n"]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains("<title>Welcome"))
        #expect(html.contains(#"<h1 id="getting-started">Getting started"#), "\(html)")
    }
}
