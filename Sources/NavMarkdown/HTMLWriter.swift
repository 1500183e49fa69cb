import NavText

/// Writes a resolved document as HTML. Text is always escaped; raw HTML from
/// Markdown is written as is when `allowRawHTML` is set, and through `HTMLSanitizer`
/// otherwise; link targets that could run script are neutralised either way.
package struct HTMLWriter: ~Copyable {
    var allowRawHTML = false
    /// Anchors for the document's headings, in order (from `HeadingAnchors`).
    var anchors: [String] = []

    private var out = ByteBuffer()
    private var nextAnchor = 0

    package init(allowRawHTML: Bool = false, anchors: [String] = []) {
        self.allowRawHTML = allowRawHTML
        self.anchors = anchors
    }

    /// The HTML of `blocks` as UTF-8, for a template value of `.utf8` bytes.
    package mutating func render(_ blocks: [Block]) -> [UInt8] {
        out.removeAll()
        nextAnchor = 0
        write(blocks)
        return out.bytes
    }

    private mutating func raw(_ s: StaticString) {
        out.append(s)
    }

    private mutating func raw(_ s: String) { out.append(s) }

    private mutating func text(_ s: String) { HTMLEscaping.append(s, to: &out) }

    private mutating func write(_ blocks: [Block]) {
        for i in blocks.indices { write(blocks[i]) }
    }

    private mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, _):
            raw("<p>"); write(inlines); raw("</p>\n")
        case .heading(let level, let inlines, let id, _):
            let anchor = nextAnchor < anchors.count ? anchors[nextAnchor] : id ?? "section"
            nextAnchor += 1
            // The level (1 to 6, as HTML has them) is written as its digit, not interpolated.
            let digit = UInt8(ascii: "0") + UInt8(min(max(level, 1), 6))
            raw("<h"); out.append(digit); raw(" id=\""); text(anchor); raw("\">"); write(inlines)
            raw(" <a class=\"heading-anchor\" href=\"#"); text(anchor)
            raw("\"><span class=\"visually-hidden\">Link to this section</span>#</a></h"); out.append(digit); raw(">\n")
        case .blockQuote(let children, _):
            raw("<blockquote>\n"); write(children); raw("</blockquote>\n")
        case .alert(let kind, let children, _):
            // The label names the callout for assistive technology; the visible title says
            // the same, so it is hidden from it rather than read twice.
            raw("<div class=\"callout callout-\(kind.rawValue)\" role=\"note\" aria-label=\"\(kind.title)\">\n")
            raw("<p class=\"callout-title\" aria-hidden=\"true\">\(kind.title)</p>\n")
            write(children); raw("</div>\n")
        case .list(let style, let items, _):
            if style.ordered {
                if style.start != 1 { raw("<ol start=\"\(style.start)\">\n") } else { raw("<ol>\n") }
            } else { raw("<ul>\n") }
            for item in items {
                // As cmark writes an item: in a tight list a paragraph is its bare text;
                // any other block starts on a line of its own.
                raw("<li>")
                for block in item {
                    if style.tight, case .paragraph(let inlines, _) = block { write(inlines); continue }
                    if out.last != UInt8(ascii: "\n") { raw("\n") }
                    write(block)
                }
                raw("</li>\n")
            }
            raw(style.ordered ? "</ol>\n" : "</ul>\n")
        case .code(let info, let literal, _):
            // The first word of the info string, ended by any whitespace (a tab too).
            let language = info.split(maxSplits: 1, whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            if language.isEmpty { raw("<pre><code>") }
            else { raw("<pre><code class=\"language-"); text(language); raw("\">") }
            text(literal); raw("</code></pre>\n")
        case .html(let html, _):
            raw(allowRawHTML ? html : HTMLSanitizer.sanitize(html).html)
        case .thematicBreak:
            raw("<hr>\n")
        case .table(let table, _):
            writeTable(table)
        case .generated(let html):
            raw(html)
        case .footnotes(let notes):
            writeFootnotes(notes)
        }
    }

    /// The footnotes section as GitHub writes it: a hidden heading that names it, each note with
    /// a link back to each reference to it, added to its last paragraph when it ends with one.
    private mutating func writeFootnotes(_ notes: [Footnote]) {
        raw("<section class=\"footnotes\" data-footnotes>\n")
        raw("<h2 id=\"footnote-label\" class=\"visually-hidden\">Footnotes</h2>\n<ol>\n")
        for note in notes {
            raw("<li id=\"fn-\(note.number)\">\n")
            var blocks = note.blocks
            var backInParagraph = false
            if case .paragraph(let inlines, _)? = blocks.last {
                blocks.removeLast()
                write(blocks)
                raw("<p>"); write(inlines); raw(" "); writeBackReferences(note); raw("</p>\n")
                backInParagraph = true
            }
            if !backInParagraph {
                write(blocks)
                writeBackReferences(note)
                raw("\n")
            }
            raw("</li>\n")
        }
        raw("</ol>\n</section>\n")
    }

    private mutating func writeBackReferences(_ note: Footnote) {
        for occurrence in 1...max(1, note.references) {
            let suffix = occurrence == 1 ? "" : "-\(occurrence)"
            raw("<a href=\"#fnref-\(note.number)\(suffix)\" class=\"footnote-backref\" data-footnote-backref")
            raw(" aria-label=\"Back to reference \(note.number)\(suffix)\">↩")
            if occurrence > 1 { raw("<sup class=\"footnote-ref\">\(occurrence)</sup>") }
            raw("</a>")
            if occurrence < note.references { raw(" ") }
        }
    }

    private mutating func writeTable(_ table: Table) {
        raw("<div class=\"table-wrap\"><table>\n<thead>\n<tr>")
        for (i, cell) in table.header.enumerated() { writeCell("th", cell, table.alignments[i]) }
        raw("</tr>\n</thead>\n")
        if !table.rows.isEmpty {
            raw("<tbody>\n")
            for row in table.rows {
                raw("<tr>")
                for (i, cell) in row.enumerated() { writeCell("td", cell, table.alignments[i]) }
                raw("</tr>\n")
            }
            raw("</tbody>\n")
        }
        raw("</table></div>\n")
    }

    private mutating func writeCell(_ tag: String, _ inlines: [Inline], _ alignment: Table.Alignment) {
        switch alignment {
        case .none: raw("<\(tag)>")
        case .left: raw("<\(tag) style=\"text-align: left\">")
        case .center: raw("<\(tag) style=\"text-align: center\">")
        case .right: raw("<\(tag) style=\"text-align: right\">")
        }
        write(inlines)
        raw("</\(tag)>")
    }

    private mutating func write(_ inlines: [Inline]) {
        // By index: the loop reads each inline in place rather than copying it out.
        for i in inlines.indices {
            switch inlines[i] {
            case .text(let s): text(s)
            case .softBreak: raw("\n")
            case .lineBreak: raw("<br>\n")
            case .code(let s, _): raw("<code>"); text(s); raw("</code>")
            case .html(let html, _): raw(allowRawHTML ? html : HTMLSanitizer.sanitize(html).html)
            case .emphasis(let c): raw("<em>"); write(c); raw("</em>")
            case .strikethrough(let c): raw("<del>"); write(c); raw("</del>")
            case .anchor(let id): raw("<span id=\""); text(id); raw("\"></span>")
            case .checkbox(let checked):
                // Named for assistive technology, which otherwise meets a box with no label.
                raw(checked ? "<input type=\"checkbox\" class=\"task-list-item-checkbox\" checked disabled aria-label=\"Done\">"
                    : "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled aria-label=\"Not done\">")
            case .footnoteReference(let number, let occurrence):
                let id = occurrence == 1 ? "fnref-\(number)" : "fnref-\(number)-\(occurrence)"
                raw("<sup class=\"footnote-ref\"><a href=\"#fn-\(number)\" id=\"\(id)\" data-footnote-ref")
                raw(" aria-describedby=\"footnote-label\">\(number)</a></sup>")
            case .strong(let c): raw("<strong>"); write(c); raw("</strong>")
            case .link(let destination, let title, let c, _):
                raw("<a href=\""); text(URLEncoding.percentEncoded(URLSafety.safeLink(destination), as: .href)); raw("\"")
                if !title.isEmpty { raw(" title=\""); text(title); raw("\"") }
                raw(">"); write(c); raw("</a>")
            case .image(let source, let title, let alt, _):
                raw("<img src=\""); text(URLEncoding.percentEncoded(URLSafety.safeImage(source), as: .href)); raw("\" alt=\"")
                text(Inline.plainText(alt)); raw("\"")
                if !title.isEmpty { raw(" title=\""); text(title); raw("\"") }
                raw(">")
            case .ruleReference(_, let href, let c):
                raw("<a class=\"rule-ref\" href=\""); text(href); raw("\">"); write(c); raw("</a>")
            }
        }
    }
}
