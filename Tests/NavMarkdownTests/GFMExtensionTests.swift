import Foundation
@testable import NavMarkdown
import Testing

/// GitHub's extensions over cmark's tree, held to cmark-gfm's own examples (run with raw HTML
/// kept, as the CommonMark suite is), up to the form of the markup (`normalized`).
@Suite struct GFMExtensionTests {
    /// What differs only in form: navdocs names each task box and writes HTML5 void elements;
    /// its footnotes carry GitHub's current ids and attributes, where cmark-gfm's tests keep
    /// the older `fn1` form; table markup as `normalizedTableHTML` has it.
    static func normalized(_ html: String) -> String {
        var s = normalizedTableHTML(CommonMarkSpecTests.normalizedHTML(html))
        for (pattern, replacement) in [
            (#"<input type="checkbox" class="task-list-item-checkbox" checked disabled aria-label="Done">"#, #"<input type="checkbox" checked="" disabled="">"#),
            (#"<input type="checkbox" class="task-list-item-checkbox" disabled aria-label="Not done">"#, #"<input type="checkbox" disabled="">"#),
            (#"<input checked="" disabled="" type="checkbox">"#, #"<input type="checkbox" checked="" disabled="">"#),
            (#"<input disabled="" type="checkbox">"#, #"<input type="checkbox" disabled="">"#),
            (#" data-footnote-ref aria-describedby="footnote-label""#, ""),
            (#" data-footnote-backref aria-label="Back to reference \d+(-\d+)?""#, ""),
            (#"<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="visually-hidden">Footnotes</h2>"#, #"<section class="footnotes">"#),
            (##"(href="#|id=")fn(ref)?-(\d+)"##, "$1fn$2$3"),
        ] {
            s = s.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return s
    }

    static let specExamples = (try? MarkdownSpecExample.all(in: "gfm-spec-extensions.txt")) ?? []
    static let extensionExamples = (try? MarkdownSpecExample.all(in: "cmark-gfm-extensions.txt")) ?? []

    @Test func theFixturesHoldEveryExample() {
        #expect(Self.specExamples.count == 15)
        #expect(Self.extensionExamples.count == 12)
    }

    @Test(arguments: specExamples)
    func specExample(_ example: MarkdownSpecExample) throws {
        #expect(Self.normalized(try renderMarkdown(example.markdown)) == Self.normalized(example.html),
                "markdown: \(example.markdown.debugDescription)")
    }

    @Test(arguments: extensionExamples.filter { $0.html != "<IGNORE>\n" })
    func extensionExample(_ example: MarkdownSpecExample) throws {
        #expect(Self.normalized(try renderMarkdown(example.markdown)) == Self.normalized(example.html),
                "markdown: \(example.markdown.debugDescription)")
    }

    @Test func aBadAddressNeverCrashesTheParser() throws {
        let example = try #require(Self.extensionExamples.first { $0.html == "<IGNORE>\n" })
        _ = try renderMarkdown(example.markdown)
    }

    // Forms the fixtures do not show, as real pages write them.

    @Test func aTableAfterAParagraphLineAndWithEmptyHeaderCellsOrTrailingSpaces() throws {
        #expect(normalizedTableHTML(try renderMarkdown("Options:\n| a | b |\n|---|---|\n| 1 | 2 |\n")).hasPrefix(
            "<p>Options:</p>\n<table>\n<thead>\n<tr><th>a</th><th>b</th></tr>"))
        #expect(normalizedTableHTML(try renderMarkdown("|   |   |\n|---|---|\n| 1 | 2 |\n")).hasPrefix(
            "<table>\n<thead>\n<tr><th></th><th></th></tr>"))
        #expect(normalizedTableHTML(try renderMarkdown("| a | b |  \n|---|---|  \n| 1 | 2 |\n")).hasPrefix(
            "<table>\n<thead>\n<tr><th>a</th><th>b</th></tr>"))
    }

    @Test func footnotesAreNumberedByFirstReferenceAndEachReferenceGetsABackLink() throws {
        let html = try renderMarkdown("B[^b] then A[^a] and B again[^b].\n\n[^a]: Alpha.\n[^b]: Beta.\n")
        #expect(html.hasPrefix(##"<p>B<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a></sup> then A"##))
        #expect(html.contains(##"<a href="#fn-1" id="fnref-1-2" data-footnote-ref"##))
        #expect(html.contains(##"<li id="fn-1">\##n<p>Beta. <a href="#fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to reference 1">↩</a> <a href="#fnref-1-2" class="footnote-backref" data-footnote-backref aria-label="Back to reference 1-2">↩<sup class="footnote-ref">2</sup></a></p>"##))
        #expect(html.contains(##"<li id="fn-2">\##n<p>Alpha. "##))
    }

    /// The passes run only on a source that holds one of their marks, or a character
    /// reference, which can spell any of them in the text cmark makes.
    @Test func thePassesRunWhereTheSourceHoldsTheirMarks() throws {
        for (source, tildes, addresses, braces) in [
            ("Plain words, a [link](x.md), `code` and ww.w :/ / w.w.w.", false, false, false),
            ("a ~~b~~", true, false, false), ("see www.x.org", false, true, false), ("https://x.org", false, true, false),
            ("me@x.org", false, true, false), ("**locale**{ #locale }", false, false, true),
            ("me&#64;x.org", true, true, true), ("", false, false, false),
        ] {
            let marks = GFMInlines.Marks(Array(source.utf8))
            #expect(marks.tildes == tildes && marks.addresses == addresses && marks.braces == braces, "\(source)")
        }
        // GitHub links an address whose `@` is a reference: cmark decodes it before the pass.
        #expect(try renderMarkdown("Write to me&#64;x.org.\n") == "<p>Write to <a href=\"mailto:me@x.org\">me@x.org</a>.</p>\n")
        #expect(try renderMarkdown("A ~~struck~~ word and www.x.org.\n")
            == "<p>A <del>struck</del> word and <a href=\"http://www.x.org\">www.x.org</a>.</p>\n")
    }

    @Test func aFootnoteDefinitionInsideFencedCodeStaysCode() throws {
        #expect(try renderMarkdown("```\n[^1]: not a note\n```\n") == "<pre><code>[^1]: not a note\n</code></pre>\n")
    }

    @Test func aTaskItemsBoxIsNamedAndNeverEditable() throws {
        #expect(try renderMarkdown("- [x] done\n- [ ] to do\n- [y] not a task\n") == """
            <ul>
            <li><input type="checkbox" class="task-list-item-checkbox" checked disabled aria-label="Done"> done</li>
            <li><input type="checkbox" class="task-list-item-checkbox" disabled aria-label="Not done"> to do</li>
            <li>[y] not a task</li>
            </ul>

            """)
    }
}
