import NavBase

/// What navdocs reads in raw HTML written in Markdown: the `id`s it gives the page (footnotes'
/// too) and, when it is sanitized, the tags `HTMLSanitizer` drops.
package enum RawHTML {}

package extension RawHTML {
    /// What raw HTML in a page gives it: the ids a link may target and, when raw HTML is
    /// sanitized, how many pieces lose a tag, which tags, and where the first such piece is.
    struct Scan: Sendable {
        package var ids: [String] = []
        package var dropped = 0
        package var droppedTags: [String] = []
        package var firstDropped: SourceLocation?
    }

    /// Scans `blocks` as `HTMLWriter(allowRawHTML:)` writes them.
    static func scan(_ blocks: [Block], allowRawHTML: Bool) -> Scan {
        var scan = Scan()
        scanBlocks(blocks, allowRawHTML, &scan)
        return scan
    }

    private static func scanBlocks(_ blocks: [Block], _ allow: Bool, _ scan: inout Scan) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _, _): scanInlines(inlines, allow, &scan)
            case .blockQuote(let children, _), .alert(_, let children, _): scanBlocks(children, allow, &scan)
            case .list(_, let items, _): for item in items { scanBlocks(item, allow, &scan) }
            case .table(let table, _): for cells in [table.header] + table.rows { for cell in cells { scanInlines(cell, allow, &scan) } }
            case .html(let html, let at): scanPiece(html, at, allow, &scan)
            case .footnotes(let notes):
                // Each note is a link target, as GitHub's footnotes are.
                for note in notes {
                    scan.ids.append("fn-\(note.number)")
                    scanBlocks(note.blocks, allow, &scan)
                }
            case .code, .thematicBreak, .generated: break
            }
        }
    }

    private static func scanInlines(_ inlines: [Inline], _ allow: Bool, _ scan: inout Scan) {
        for inline in inlines {
            switch inline {
            case .html(let html, let at): scanPiece(html, at, allow, &scan)
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _), .ruleReference(_, _, let c), .strikethrough(let c):
                scanInlines(c, allow, &scan)
            // An image's alt text is written as text, never as HTML.
            case .footnoteReference(let number, let occurrence):
                scan.ids.append(occurrence == 1 ? "fnref-\(number)" : "fnref-\(number)-\(occurrence)")
            case .anchor(let id): scan.ids.append(id)
            case .text, .softBreak, .lineBreak, .code, .image, .checkbox: break
            }
        }
    }

    private static func scanPiece(_ html: String, _ at: SourceLocation, _ allow: Bool, _ scan: inout Scan) {
        if allow {
            scan.ids += HTMLSanitizer.ids(in: html)
            return
        }
        let sanitized = HTMLSanitizer.sanitize(html)
        scan.ids += sanitized.ids
        guard !sanitized.dropped.isEmpty else { return }
        scan.dropped += 1
        for tag in sanitized.dropped where !scan.droppedTags.contains(tag) { scan.droppedTags.append(tag) }
        if scan.firstDropped == nil { scan.firstDropped = at }
    }
}
