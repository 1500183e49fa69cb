@testable import NavDocs
import NavDocsTestSupport
import Testing

/// A folder of pages with no `index.md` or `README.md` is listed at its own address, as GitHub
/// shows such a folder, so a link to it (swift-evolution's process.md links `proposals/`) works.
@Suite struct FolderListingTests {
    static let archive = [
        "README.md": "# Evolution\n\nSee [the proposals](proposals/) and [the testing ones](proposals/testing/).\n",
        "proposals/0002-b.md": "# Second proposal\n\nText.\n",
        "proposals/0001-a.md": "# First proposal\n\nText.\n",
        "proposals/testing/0001-t.md": "# A testing proposal\n\nText.\n",
        "proposals/guides/index.md": "# Guides\n\nText.\n",
    ]

    /// The listing's entries as "title name → href", one a line.
    static func entries(_ html: String) -> [String] {
        html.matches(of: #/<li[^>]*><a href="([^"]*)">([^<]*)</a> <code>([^<]*)</code></li>/#).map { "\($0.2) \($0.3) → \($0.1)" }
    }

    @Test func aLinkToAFolderWithoutAPageOpensItsListingFoldersFirstThenPagesByName() throws {
        let (sink, summary) = try Fixture.build(Self.archive, rules: [:], theme: BuiltInTheme.tree).get()
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        let home = try #require(sink.text("index.html"))
        #expect(home.contains(#"<a href="proposals/index.html">the proposals</a>"#))
        #expect(home.contains(#"<a href="proposals/testing/index.html">the testing ones</a>"#))
        let listing = try #require(sink.text("proposals/index.html"))
        #expect(listing.contains("<h1>Proposals</h1>"))
        #expect(Self.entries(listing) == [
            "Guides guides/ → guides/index.html",
            "Testing testing/ → testing/index.html",
            "First proposal 0001-a.md → 0001-a.html",
            "Second proposal 0002-b.md → 0002-b.html",
        ])
        #expect(Self.entries(try #require(sink.text("proposals/testing/index.html"))) == [
            "A testing proposal 0001-t.md → 0001-t.html",
        ])
        // A folder with its own page keeps it.
        #expect(sink.text("proposals/guides/index.html")?.contains("folder-index") == false)
    }

    @Test func aFolderWhosePathIsTakenOrAThemeWithoutTheTemplateListsNothing() throws {
        var taken = Self.archive.merging(["proposals/index.html": "<p>mine</p>"]) { a, _ in a }
        taken["README.md"] = "# Evolution\n\nText.\n"
        var options = BuildOptions()
        options.unsafeHTML = true
        let (sink, _) = try Fixture.build(taken, rules: [:], options: options, theme: BuiltInTheme.tree).get()
        #expect(sink.text("proposals/index.html") == "<p>mine</p>")
        // The test fixture's theme has no folder-index template.
        #expect(Fixture.errors(["index.md": "# Home\n\n[p](proposals/)\n", "proposals/a.md": "# A\n"], rules: [:]) == [
            #"content/index.md:3:1: error: link to "proposals/": no such page in the content folder"#,
        ])
    }
}
