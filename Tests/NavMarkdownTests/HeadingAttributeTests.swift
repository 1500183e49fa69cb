@testable import NavMarkdown
import Testing

/// `{#id}` at the end of a heading, as mdBook, Pandoc and MkDocs' attr_list write it.
@Suite struct HeadingAttributeTests {
    private func heading(_ markdown: String) throws -> (text: String, id: String?) {
        let document = try MarkdownParser().parse(Array(markdown.utf8), path: "page.md")
        guard case .heading(_, let inlines, let id, _)? = document.blocks.first else {
            Issue.record("no heading in \(markdown)")
            return ("", nil)
        }
        return (Inline.plainText(inlines), id)
    }

    @Test(arguments: [
        // mdBook (the Cargo book) and Pandoc.
        ("## Feature add {#cargo-feature-add}", "Feature add", "cargo-feature-add" as String?),
        // MkDocs' attr_list, with spaces and with its colon.
        ("## Options { #options }", "Options", "options"),
        ("## Options {: #opts .wide }", "Options", "opts"),
        ("Setext {#setext}\n---", "Setext", "setext"),
        ("## Closed {#closed} ##", "Closed", "closed"),
        // Classes alone are attributes too: removed, no id.
        ("# Preface {.unnumbered}", "Preface", nil),
    ])
    func anAttributeBlockSetsTheIdAndIsNotShown(markdown: String, text: String, id: String?) throws {
        let found = try heading(markdown)
        #expect(found.text == text)
        #expect(found.id == id)
    }

    @Test(arguments: ["## Set {1, 2}", "## Braces {}", "## {#only}", "## Not at the end {#x} here", "## Code `{#x}`"])
    func braceTextThatIsNotAnAttributeBlockStays(markdown: String) throws {
        let found = try heading(markdown)
        #expect(found.id == nil)
        #expect(found.text.contains("{"))
    }

    @Test func theWriterUsesTheIdWhenGivenNoAnchors() throws {
        #expect(try renderMarkdown("## Feature add {#cargo-feature-add}\n").hasPrefix(#"<h2 id="cargo-feature-add">Feature add <a"#))
    }

    @Test func anAttributeBlockAfterAnElementAnchorsIt() throws {
        // MkDocs' own docs (user-guide/choosing-your-theme.md) write options this way.
        #expect(try renderMarkdown("*   **`locale`**{ #mkdocs-locale }: The locale used.\n") == """
            <ul>
            <li><span id="mkdocs-locale"></span><strong><code>locale</code></strong>: The locale used.</li>
            </ul>

            """)
        #expect(try renderMarkdown("`Set`{1, 2} and {#x} alone\n") == "<p><code>Set</code>{1, 2} and {#x} alone</p>\n")
    }
}
