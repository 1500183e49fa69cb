@testable import NavMarkdown
import Testing

/// GitHub alerts: a block quote whose first line is `[!NOTE]` (or TIP, IMPORTANT, WARNING,
/// CAUTION) alone becomes a labelled callout; anything else stays a block quote.
@Suite struct AlertTests {
    @Test func aNoteIsALabelledCalloutWithAVisibleTitle() throws {
        #expect(try renderMarkdown("> [!NOTE]\n> Bars are *short*.\n") == """
            <div class="callout callout-note" role="note" aria-label="Note">
            <p class="callout-title" aria-hidden="true">Note</p>
            <p>Bars are <em>short</em>.</p>
            </div>

            """)
    }

    @Test func everyKindHasItsClassAndTitle() throws {
        for (marker, kind, title) in [("TIP", "tip", "Tip"), ("IMPORTANT", "important", "Important"),
                                      ("WARNING", "warning", "Warning"), ("CAUTION", "caution", "Caution")] {
            let html = try renderMarkdown("> [!\(marker)]\n> Text.\n")
            #expect(html.hasPrefix("<div class=\"callout callout-\(kind)\" role=\"note\" aria-label=\"\(title)\">\n"
                                   + "<p class=\"callout-title\" aria-hidden=\"true\">\(title)</p>\n<p>Text.</p>\n"))
        }
    }

    @Test func theMarkerIsCaseInsensitiveAsOnGitHub() throws {
        #expect(try renderMarkdown("> [!warning]\n> Careful.\n").hasPrefix(#"<div class="callout callout-warning""#))
        #expect(try renderMarkdown("> [!Tip]\n> Try.\n").hasPrefix(#"<div class="callout callout-tip""#))
    }

    @Test func laterParagraphsAndListsStayInTheCallout() throws {
        #expect(try renderMarkdown("> [!TIP]\n>\n> One.\n>\n> - two\n") == """
            <div class="callout callout-tip" role="note" aria-label="Tip">
            <p class="callout-title" aria-hidden="true">Tip</p>
            <p>One.</p>
            <ul>
            <li>two</li>
            </ul>
            </div>

            """)
    }

    @Test func withoutTheMarkerABlockQuoteStaysABlockQuote() throws {
        #expect(try renderMarkdown("> Just a quote.\n") == "<blockquote>\n<p>Just a quote.</p>\n</blockquote>\n")
    }

    @Test func anUnknownMarkerStaysABlockQuoteAsWritten() throws {
        #expect(try renderMarkdown("> [!FOO]\n> Text.\n") == "<blockquote>\n<p>[!FOO]\nText.</p>\n</blockquote>\n")
    }

    @Test func aMarkerNotAloneOnTheFirstLineIsText() throws {
        #expect(try renderMarkdown("> [!NOTE] Text.\n") == "<blockquote>\n<p>[!NOTE] Text.</p>\n</blockquote>\n")
        #expect(try renderMarkdown("> Text [!NOTE]\n> more.\n").hasPrefix("<blockquote>"))
        // A marker with nothing under it says nothing: GitHub shows it as a quote, and so do we.
        #expect(try renderMarkdown("> [!NOTE]\n") == "<blockquote>\n<p>[!NOTE]</p>\n</blockquote>\n")
    }
}
