@testable import NavDocs
import NavBase
import NavDocsTestSupport
import Testing

/// The `nav:` forms real doc sets use: MkDocs' folder entries and nested sections, and
/// `exclude:` keeping files out of the site.
@Suite struct NavFormsTests {
    /// Each sidebar section with its entries: labels in braces, pages with their depth.
    static let nestingTheme: MemoryTree = {
        var files = Fixture.themeFiles
        files["templates/page.mustache"] = "{{#nav}}[{{title}}:{{#pages}}{{#labels}} <{{title}}>/{{depth}}{{/labels}} {{title}}/{{depth}}{{/pages}}]{{/nav}}"
        files["templates/home.mustache"] = files["templates/page.mustache"]
        return MemoryTree(files, name: "theme")
    }()

    static let userGuide = [
        "index.md": "# Home\n",
        "user-guide/README.md": "# User guide\n",
        "user-guide/writing.md": "# Writing your docs\n",
        "user-guide/configuration.md": "# Configuration\n",
        "user-guide/themes/index.md": "# Themes\n",
        "user-guide/themes/custom.md": "# Custom themes\n",
        "user-guide/plugins/zebra.md": "# Zebra\n",
        "user-guide/plugins/alpha.md": "# Alpha\n",
    ]

    @Test func aFolderEntryListsItsPageFirstThenByTitleThenItsFoldersNested() throws {
        let options = try AuthoringTests.options("nav:\n  - Home: index.md\n  - User Guide: user-guide/\n")
        let (sink, summary) = try Fixture.build(Self.userGuide, rules: [:], options: options, theme: Self.nestingTheme).get()
        let page = try #require(sink.text("user-guide/writing.html"))
        #expect(page == "[: Home/][User Guide: User guide/0 Configuration/0 Writing your docs/0 <Plugins>/0 Alpha/1 Zebra/1"
                + " Themes/0 Custom themes/1]")
        #expect(summary.warnings.filter { $0.message.contains("nav") }.isEmpty, "\(summary.warnings)")
    }

    @Test func aPageListedElsewhereStaysWhereItIsListed() throws {
        let options = try AuthoringTests.options("nav:\n  - index.md\n  - user-guide/writing.md\n  - user-guide/\n")
        let (sink, _) = try Fixture.build(Self.userGuide, rules: [:], options: options, theme: Self.nestingTheme).get()
        let page = try #require(sink.text("index.html"))
        #expect(page.hasPrefix("[: Home/ Writing your docs/][User guide: User guide/0 Configuration/0 <Plugins>/0"))
    }

    @Test func nestedSectionsOfAListAreShownNested() throws {
        let options = try AuthoringTests.options("""
        nav:
          - index.md
          - Guide:
            - user-guide/README.md
            - About:
              - user-guide/writing.md
              - user-guide/configuration.md
            - user-guide/themes/index.md
            - Themes in depth:
              - user-guide/themes/custom.md
              - Plugins: user-guide/plugins/
        """)
        let (sink, summary) = try Fixture.build(Self.userGuide, rules: [:], options: options, theme: Self.nestingTheme).get()
        #expect(sink.text("index.html") == "[: Home/][Guide: User guide/0 <About>/0 Writing your docs/1 Configuration/1"
                + " Themes/0 <Themes in depth>/0 Custom themes/1 <Plugins>/1 Alpha/2 Zebra/2]")
        #expect(summary.warnings.filter { $0.message.contains("nav") }.isEmpty, "\(summary.warnings)")
    }

    @Test func aFolderEntryNamingNoFolderIsAnErrorAtItsLine() {
        let options = try? AuthoringTests.options("nav:\n  - index.md\n  - user-guid/\n")
        switch Fixture.build(Self.userGuide, rules: [:], options: options ?? BuildOptions()) {
        case .success: Issue.record("a folder entry naming no folder built")
        case .failure(let failure):
            #expect(failure.diagnostics.map(\.description) == [
                #"navdocs.yml:3:5: error: nav lists user-guid/, which is not a folder with pages in the content folder; did you mean "user-guide/"?"#,
            ])
        }
    }

    @Test func excludedFilesAreNotPartOfTheSite() throws {
        var options = try AuthoringTests.options("exclude:\n  - SUMMARY.md\n  - '*.inc.md'\n  - user-guide/plugins/\n")
        let pages = Self.userGuide.merging([
            "SUMMARY.md": "# Summary\n", "user-guide/part.inc.md": "Shared text.\n", "user-guide/plugins/logo.png": "PNG",
        ]) { a, _ in a }
        let (sink, _) = try Fixture.build(pages, rules: [:], options: options).get()
        #expect(sink.text("SUMMARY.html") == nil)
        #expect(sink.text("user-guide/part.inc.html") == nil)
        #expect(sink.text("user-guide/plugins/alpha.html") == nil)
        #expect(sink.files["user-guide/plugins/logo.png"] == nil)
        #expect(sink.text("user-guide/writing.html") != nil)
        options.exclude = []
        #expect(try Fixture.build(pages, rules: [:], options: options).get().0.text("SUMMARY.html") != nil)
        #expect(AuthoringTests.configErrors("exclude: SUMMARY.md\n") == [
            #"navdocs.yml:1:10: error: "exclude" must be a list of globs ("SUMMARY.md", "drafts/", "**/*.inc.md"), not "SUMMARY.md""#,
        ])
    }
}

/// mdBook's `SUMMARY.md` as the order: parts, nesting, drafts, and the chapters around them.
@Suite struct BookSummaryTests {
    static func entries(_ summary: String, path: String = "SUMMARY.md") throws(DiagnosticList) -> String {
        func show(_ entries: [SiteNavigation.Entry]) -> String {
            entries.map { entry in
                switch entry {
                case .page(let path, let title, _): "\(title ?? "")=\(path)"
                case .section(let title, let nested, _): "\(title): [\(show(nested))]"
                case .folder(let path, _, _): "\(path)/"
                }
            }.joined(separator: ", ")
        }
        return show(try BookSummary.read(Array(summary.utf8), path: path, shownAs: "src/" + path).entries)
    }

    @Test func partsNestingAndDraftsReadAsMdBookReadsThem() throws {
        let summary = """
        # Summary

        [Introduction](README.md)

        # User guide

        - [Installation](guide/installation.md)
        - [Command-line tool](cli/README.md)
            - [init](cli/init.md)
            - [Draft chapter]()
            - [build](cli/build%20it.md)

        # Reference

        * [Format](format/README.md)

        ---

        [Contributors](misc/contributors.md)
        """
        #expect(try Self.entries(summary) == "Introduction=README.md, User guide: [Installation=guide/installation.md, "
                + "Command-line tool: [Command-line tool=cli/README.md, init=cli/init.md, build=cli/build it.md]], "
                + "Reference: [Format=format/README.md], Contributors=misc/contributors.md")
    }

    @Test func linksAreReadFromTheSummarysFolder() throws {
        #expect(try Self.entries("- [A](a.md)\n- [B](../b.md)\n", path: "book/SUMMARY.md") == "A=book/a.md, B=b.md")
    }

    @Test func anEntryThatIsNotAPageIsAnErrorInTheSummary() {
        #expect(throws: DiagnosticList.self) { try Self.entries("- [Site](https://example.com)\n") }
        do { _ = try Self.entries("# Summary\n\n- [Site](notes.txt)\n") } catch {
            #expect(error.diagnostics.map(\.description) == [
                #"src/SUMMARY.md:3:3: error: summary entry "notes.txt" must name a Markdown page in the content folder (a path ending in .md)"#,
            ])
        }
    }
}
