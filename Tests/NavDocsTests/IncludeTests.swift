import Foundation
import NavBase
@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Pages that include files as MkDocs' snippets and mdBook's `{{#include}}` do: the files'
/// text is part of the page, and every message still points at a real line.
@Suite struct IncludeTests {
    /// A site whose project folder (`project`, holding `docs/`) is not its content folder.
    static func build(_ pages: [String: String], project: [String: String] = [:], basePaths: [String] = ["."])
        -> Result<(MemorySink, BuildSummary), BuildFailure> {
        var options = BuildOptions()
        options.includes = IncludeFolder(tree: MemoryTree(project, name: ""), content: "docs", snippetBasePaths: basePaths)
        let sink = MemorySink()
        let builder = SiteBuilder(content: MemoryTree(pages, name: "docs"), theme: Fixture.theme, options: options)
        do { return .success((sink, try builder.build(into: sink))) } catch { return .failure(error) }
    }

    static func errors(_ pages: [String: String], project: [String: String] = [:]) -> [String] {
        switch build(pages, project: project) {
        case .success: return []
        case .failure(let failure): return failure.diagnostics.map(\.description)
        }
    }

    // MARK: MkDocs snippets

    @Test func aSnippetIsReadFromTheProjectFolderAndItsHeadingsAreAnchors() throws {
        let (sink, _) = try Self.build([
            "index.md": "# Home\n\n[report](about/contributing.md#reporting-an-issue)\n",
            "about/contributing.md": "--8<-- \"CONTRIBUTING.md\"\n",
        ], project: ["CONTRIBUTING.md": "# Contributing to MkDocs\n\n## Reporting an Issue\n\nPlease include the version.\n"]).get()
        let html = try #require(sink.text("about/contributing.html"))
        #expect(html.contains("<title>Contributing to MkDocs</title>"))
        #expect(html.contains(#"<h2 id="reporting-an-issue">Reporting an Issue"#))
        #expect(!html.contains("8&lt;"))
    }

    @Test func snippetLinesSectionsBlocksIndentAndEscapes() throws {
        let (sink, _) = try Self.build([
            "index.md": """
            # Home

            --8<-- "parts.md:2:3"

            --8<-- "parts.md:tip"

            --8<--
            one.md
            ;two.md

            one.md
            --8<--

            - item

                --8<-- "one.md"

            ;--8<-- "kept.md"

            """,
        ], project: [
            "parts.md": "Line one.\n\nLine three.\n\n<!-- --8<-- [start:tip] -->\nThe tip.\n<!-- --8<-- [end:tip] -->\n",
            "one.md": "One.\n",
        ]).get()
        let html = try #require(sink.text("index.html"))
        #expect(html.contains("<p>Line three.</p>"))
        #expect(!html.contains("Line one."))
        #expect(html.contains("<p>The tip.</p>"))
        #expect(html.contains("<p>One.</p>\n<p>One.</p>"))
        #expect(html.contains("<li>\n<p>item</p>\n<p>One.</p>\n</li>"))
        #expect(html.contains("<p>--8&lt;-- &quot;kept.md&quot;</p>"))
    }

    @Test func aSnippetStaysUnderItsBasePath() {
        #expect(Self.errors(["index.md": "# Home\n\n--8<-- \"../secret.md\"\n"], project: ["../secret.md": "Secret.\n"]) == [
            #"docs/index.md:3:1: error: snippet "../secret.md" not found in the snippet base path "."; set snippets: base_path: in navdocs.yml"#,
        ])
    }

    @Test func snippetBasePathsAreTriedInOrder() throws {
        let (sink, _) = try Self.build(["index.md": "# Home\n\n--8<-- \"note.md\"\n"],
                                       project: ["shared/note.md": "Shared.\n", "note.md": "Root.\n"], basePaths: ["shared", "."]).get()
        #expect(sink.text("index.html")?.contains("<p>Shared.</p>") == true)
    }

    @Test func theConfigTakesPymdownxBasePathAsAPathOrAList() throws {
        let one = try SiteConfig.parse(Array("snippets:\n  base_path: docs\n".utf8), path: "navdocs.yml").0
        #expect(one.snippetBasePaths == ["docs"])
        let two = try SiteConfig.parse(Array("snippets:\n  base_path: [docs, .]\n".utf8), path: "navdocs.yml").0
        #expect(two.snippetBasePaths == ["docs", "."])
        #expect(SiteConfig().snippetBasePaths == ["."])
        #expect(throws: DiagnosticList.self) { try SiteConfig.parse(Array("snippets:\n  base: docs\n".utf8), path: "navdocs.yml") }
    }

    // MARK: mdBook includes

    @Test func anIncludeIsRelativeToThePageAndTakesLinesOrAnAnchor() throws {
        let (sink, _) = try Self.build([
            "index.md": "# Home\n",
            "guide/code.md": """
            # Code

            ```rust
            {{#include ../../listings/main.rs:body}}
            ```

            ```rust
            {{#include ../../listings/main.rs:2:3}}
            ```

            ```rust
            {{#rustdoc_include ../../listings/main.rs:2}}
            ```

            > {{#include note.md}}

            Written as `\\{{#include file.rs}}`.

            """,
        ], project: [
            "listings/main.rs": "fn main() {\n    // ANCHOR: body\n    let x = 1;\n    // ANCHOR_END: body\n}\n",
            "docs/guide/note.md": "First line,\nsecond line.\n",
        ]).get()
        let html = try #require(sink.text("guide/code.html"))
        #expect(html.contains("<code class=\"language-rust\">    let x = 1;\n</code>"))
        #expect(html.contains("<code class=\"language-rust\">    // ANCHOR: body\n    let x = 1;\n</code>"))
        #expect(html.contains("<code class=\"language-rust\">    // ANCHOR: body\n</code>"))
        #expect(html.contains("<blockquote>\n<p>First line,\nsecond line.</p>\n</blockquote>"))
        #expect(html.contains("<code>{{#include file.rs}}</code>"))
    }

    // MARK: Errors and places

    @Test func aMissingFileIsAnErrorAtTheDirective() {
        #expect(Self.errors(["index.md": "---\ntitle: Home\n---\nText.\n\n```rust\n  {{#include nope.rs}}\n```\n\n--8<-- \"gone.md\"\n"]) == [
            #"docs/index.md:7:3: error: included file "nope.rs" not found; its path is relative to this file's folder"#,
            #"docs/index.md:10:1: error: snippet "gone.md" not found in the snippet base path "."; set snippets: base_path: in navdocs.yml"#,
        ])
    }

    @Test func aMissingAnchorOrSectionIsAnError() {
        #expect(Self.errors(["index.md": "# Home\n\n{{#include a.rs:nope}}\n"], project: ["docs/a.rs": "x\n"]) == [
            #"docs/index.md:3:1: error: docs/a.rs has no anchor "nope"; mark it with ANCHOR: nope and ANCHOR_END: nope"#,
        ])
    }

    @Test func anIncludeCycleIsAnErrorInTheFileThatCloses() {
        #expect(Self.errors(["index.md": "# Home\n\n{{#include a.md}}\n"],
                            project: ["docs/a.md": "A\n\n{{#include b.md}}\n", "docs/b.md": "B {{#include a.md}}\n"]) == [
            #"docs/b.md:1:3: error: include cycle: docs/a.md → docs/b.md → docs/a.md"#,
        ])
    }

    @Test func placesAfterAnIncludeAreThePagesOwnAndInsideItTheDirectives() {
        let errors = Self.errors(["index.md": "# Home\n\nBefore.\n\n  --8<-- \"part.md\"\n\n[after](missing-after.md)\n"],
                                 project: ["part.md": "One.\n\nTwo [inside](missing-inside.md).\n\nThree.\n"])
        #expect(errors == [
            #"docs/index.md:5:3: error: link to "missing-inside.md": no such page in the content folder"#,
            #"docs/index.md:7:1: error: link to "missing-after.md": no such page in the content folder"#,
        ])
    }

    @Test func badBytesInAnIncludedFileAreReportedThere() {
        var options = BuildOptions()
        options.includes = IncludeFolder(tree: MemoryTree(bytes: ["docs/bad.md": Array("ok\nbad ".utf8) + [0xFF]], name: ""),
                                         content: "docs")
        let builder = SiteBuilder(content: MemoryTree(["index.md": "# Home\n\n{{#include bad.md}}\n"], name: "docs"),
                                  theme: Fixture.theme, options: options)
        do {
            _ = try builder.build(into: MemorySink())
            Issue.record("a page including bad bytes built")
        } catch {
            #expect(error.diagnostics.map(\.description).first?.hasPrefix("docs/bad.md:2:5: error:") == true)
        }
    }
}

extension IncrementalTests {
    /// An edit to an included file redoes the page that includes it, even when the page's own
    /// stat vouches that it did not change.
    @Test func anEditToAnIncludedFileRebuildsThePage() throws {
        let ws = try Workspace(Self.startPages.merging([
            "guide/included.md": "# Included\n\n{{#include ../parts/tip.txt}}\n",
            "parts/tip.txt": "The first tip.\n",
        ]) { _, new in new })
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        func build() throws -> (differences: [String], rendered: Int) {
            let engine = IncrementalBuilder(cacheFolder: cacheFolder, persistent: true)
            engine.sourceSettle = 0
            return try ws.differences(using: engine)
        }
        #expect(try build().differences == [])
        #expect(try build().rendered == 0)
        try ws.write(["parts/tip.txt": "The second tip.\n"])
        let edited = try build()
        #expect(edited.differences == [])
        #expect(edited.rendered == 1)
        let page = try String(contentsOfFile: ws.incremental + "/guide/included.html", encoding: .utf8)
        #expect(page.contains("The second tip."))
    }
}
