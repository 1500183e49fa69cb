/// Writes a resolved document as HTML. Text is always escaped; raw HTML from
/// Markdown is written only when `allowRawHTML` is set; link targets that could
/// run script are neutralised either way.
struct HTMLWriter: ~Copyable {
    var allowRawHTML = false
    /// Anchors for the document's headings, in order (from `HeadingAnchors`).
    var anchors: [String] = []

    private var out = ByteBuffer()
    private var nextAnchor = 0

    init(allowRawHTML: Bool = false, anchors: [String] = []) {
        self.allowRawHTML = allowRawHTML
        self.anchors = anchors
    }

    /// The HTML of `blocks` as UTF-8, for a template value of `.utf8` bytes.
    mutating func render(_ blocks: [Block]) -> [UInt8] {
        out.removeAll()
        nextAnchor = 0
        write(blocks, tight: false)
        return out.bytes
    }

    private mutating func raw(_ s: StaticString) {
        out.append(s)
    }

    private mutating func raw(_ s: String) { out.append(s) }

    private mutating func text(_ s: String) { HTMLEscaping.append(s, to: &out) }

    private mutating func write(_ blocks: [Block], tight: Bool) {
        for block in blocks { write(block, tight: tight) }
    }

    private mutating func write(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let inlines, _):
            if tight { write(inlines); raw("\n"); return }
            raw("<p>"); write(inlines); raw("</p>\n")
        case .heading(let level, let inlines, _):
            let anchor = nextAnchor < anchors.count ? anchors[nextAnchor] : "section"
            nextAnchor += 1
            raw("<h\(level) id=\""); text(anchor); raw("\">"); write(inlines)
            raw(" <a class=\"heading-anchor\" href=\"#"); text(anchor)
            raw("\"><span class=\"visually-hidden\">Link to this section</span>#</a></h\(level)>\n")
        case .blockQuote(let children, _):
            raw("<blockquote>\n"); write(children, tight: false); raw("</blockquote>\n")
        case .list(let style, let items, _):
            if style.ordered {
                if style.start != 1 { raw("<ol start=\"\(style.start)\">\n") } else { raw("<ol>\n") }
            } else { raw("<ul>\n") }
            for item in items {
                raw("<li>"); if !style.tight { raw("\n") }
                write(item, tight: style.tight)
                if style.tight, out.last == UInt8(ascii: "\n") { out.removeLast() }
                raw("</li>\n")
            }
            raw(style.ordered ? "</ol>\n" : "</ul>\n")
        case .code(let info, let literal, _):
            let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            if language.isEmpty { raw("<pre><code>") }
            else { raw("<pre><code class=\"language-"); text(language); raw("\">") }
            text(literal); raw("</code></pre>\n")
        case .html(let html, _):
            if allowRawHTML { raw(html) }
        case .thematicBreak:
            raw("<hr>\n")
        case .table(let table, _):
            writeTable(table)
        case .generated(let html):
            raw(html)
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
        for inline in inlines {
            switch inline {
            case .text(let s): text(s)
            case .softBreak: raw("\n")
            case .lineBreak: raw("<br>\n")
            case .code(let s, _): raw("<code>"); text(s); raw("</code>")
            case .html(let html, _): if allowRawHTML { raw(html) }
            case .emphasis(let c): raw("<em>"); write(c); raw("</em>")
            case .strong(let c): raw("<strong>"); write(c); raw("</strong>")
            case .link(let destination, let title, let c, _):
                raw("<a href=\""); text(URLSafety.safeLink(destination)); raw("\"")
                if !title.isEmpty { raw(" title=\""); text(title); raw("\"") }
                raw(">"); write(c); raw("</a>")
            case .image(let source, let title, let alt, _):
                raw("<img src=\""); text(URLSafety.safeImage(source)); raw("\" alt=\"")
                text(Inline.plainText(alt)); raw("\"")
                if !title.isEmpty { raw(" title=\""); text(title); raw("\"") }
                raw(">")
            case .ruleReference(_, let href, let c):
                raw("<a class=\"rule-ref\" href=\""); text(href); raw("\">"); write(c); raw("</a>")
            }
        }
    }
}

/// Link targets that would run script when followed are replaced with `#`.
enum URLSafety {
    static func safeLink(_ url: String) -> String {
        switch scheme(of: url) {
        case "javascript", "vbscript", "data", "file": return "#"
        default: return url
        }
    }

    static func safeImage(_ url: String) -> String {
        switch scheme(of: url) {
        case "javascript", "vbscript", "file": return "#"
        case "data":
            let lower = url.lowercased().filter { !$0.isWhitespace }
            let allowed = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return allowed.contains { lower.hasPrefix($0) } ? url : "#"
        default: return url
        }
    }

    /// The scheme as a browser reads it: ASCII control characters and whitespace
    /// inside it are ignored (`java\tscript:` is still `javascript:`).
    static func scheme(of url: String) -> String? {
        // Every link of every page comes here; most are ASCII, where a byte is a scalar
        // and the rules below reduce to byte tests. Most have no scheme at all: look for
        // its colon before collecting anything.
        guard hasSchemeColon(url) else { return nil }
        var bytes: [UInt8] = []
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            case 0...0x20: continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case 0x80...: return schemeOfUnicode(url)
            default: return nil
            }
        }
        return nil
    }

    /// Whether `scheme(of:)` may find a scheme: a colon comes before any byte a scheme
    /// cannot hold (non-ASCII bytes leave the question to `scheme(of:)`).
    private static func hasSchemeColon(_ url: String) -> Bool {
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"), 0x80...: return true
            case 0...0x20, UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                continue
            default: return false
            }
        }
        return false
    }

    private static func schemeOfUnicode(_ url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme }
            if scalar.value <= 0x20 { continue }
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
            else { return nil }
            scheme.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
        }
        return nil
    }
}
