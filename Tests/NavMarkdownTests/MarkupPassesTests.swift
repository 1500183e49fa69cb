@testable import NavMarkdown
import Testing

/// The one traversal every pass over a page's tree shares: a pass names only the nodes it
/// changes, and the default traversal reaches every other kind.
@Suite struct MarkupPassesTests {
    /// Upper-cases text wherever it is; handles nothing but `.text`.
    struct Shout: MarkupRewriter {
        mutating func visit(_ inline: Inline) -> Inline? {
            guard case .text(let text) = inline else { return nil }
            return .text(text.uppercased())
        }
    }

    static func rewritten(_ markdown: String, _ pass: some MarkupRewriter) throws -> String {
        var pass = pass
        let document = try MarkdownParser().parse(Array(markdown.utf8), path: "page.md")
        var writer = HTMLWriter(allowRawHTML: false)
        return String(decoding: writer.render(pass.rewrite(document.blocks)), as: UTF8.self)
    }

    @Test func theDefaultTraversalReachesEveryKindThatHoldsText() throws {
        let markdown = """
            # Title *em*

            > [!NOTE]
            > - a [link](a.md) ![alt](i.png)
            >
            > > quoted **strong**

            | head |
            |------|
            | cell |

            ```
            code stays
            ```

            """
        #expect(try Self.rewritten(markdown, Shout()) == """
            <h1 id="section">TITLE <em>EM</em> <a class="heading-anchor" href="#section"><span class="visually-hidden">Link to this section</span>#</a></h1>
            <div class="callout callout-note" role="note" aria-label="Note">
            <p class="callout-title" aria-hidden="true">Note</p>
            <ul>
            <li>A <a href="a.md">LINK</a> <img src="i.png" alt="ALT"></li>
            </ul>
            <blockquote>
            <p>QUOTED <strong>STRONG</strong></p>
            </blockquote>
            </div>
            <div class="table-wrap"><table>
            <thead>
            <tr><th>HEAD</th></tr>
            </thead>
            <tbody>
            <tr><td>CELL</td></tr>
            </tbody>
            </table></div>
            <pre><code>code stays
            </code></pre>

            """)
    }

    /// A pass that keeps a block leaves it whole, however it would have changed it.
    struct ShoutOutsideQuotes: MarkupRewriter {
        var shout = Shout()
        func keeps(_ block: Block) -> Bool { if case .blockQuote = block { true } else { false } }
        mutating func visit(_ inline: Inline) -> Inline? { shout.visit(inline) }
    }

    @Test func aKeptBlockIsLeftAsItIs() throws {
        #expect(try Self.rewritten("one\n\n> two\n", ShoutOutsideQuotes()) == "<p>ONE</p>\n<blockquote>\n<p>two</p>\n</blockquote>\n")
    }

    @Test func theWalkerCountsBlocksNestedInQuotesAlertsAndLists() throws {
        let markdown = "# A\n\n> ## B\n\n- ### C\n  > #### D\n\n> [!TIP]\n> ##### E\n\nnot # a heading\n"
        let blocks = try MarkdownParser().parse(Array(markdown.utf8), path: "page.md").blocks
        #expect(Block.count(blocks) { if case .heading = $0 { true } else { false } } == 5)
        #expect(Block.contains(blocks) { if case .heading(5, _, _, _) = $0 { true } else { false } })
        #expect(!Block.contains(blocks) { if case .heading(6, _, _, _) = $0 { true } else { false } })
    }
}
