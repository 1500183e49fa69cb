import NavBase

/// What navdocs reads in raw HTML written in Markdown: the `id`s it gives the page, and the
/// one form safe mode keeps, an empty anchor (`<a id="old-name"></a>`), which keeps old links alive.
package enum RawHTML {
    /// The anchor name of `<a id="x">` or `<a name="x">` (one attribute, nothing else), nil otherwise.
    static func anchorOpening(_ html: String) -> String? {
        var rest = Substring(html.trimmingSpaces())
        guard rest.lowercased().hasPrefix("<a"), rest.hasSuffix(">") else { return nil }
        rest = rest.dropFirst(2).dropLast()
        guard rest.first?.isWhitespace == true else { return nil }
        let attributes = Self.attributes(String(rest))
        guard attributes.count == 1, let (name, value) = attributes.first, name == "id" || name == "name",
              isSafeName(value) else { return nil }
        return value
    }

    static func isAnchorClosing(_ html: String) -> Bool {
        html.trimmingSpaces().lowercased() == "</a>"
    }

    /// An HTML block that is only an empty anchor: its anchor name.
    static func emptyAnchorBlock(_ html: String) -> String? {
        let text = html.trimmingSpaces()
        guard text.lowercased().hasSuffix("</a>") else { return nil }
        return anchorOpening(String(text.dropLast(4)))
    }

    /// The empty anchor safe mode writes for `name`: always with `id`, as `name` is obsolete.
    static func emptyAnchor(_ name: String) -> String {
        "<a id=\"\(name)\"></a>"
    }

    /// Every `id` (and an `<a>`'s `name`) in the tags of `html`, in order.
    package static func ids(in html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            guard let nameEnd = tag.firstIndex(where: { $0.isWhitespace }) else { continue }
            let isAnchor = tag[..<nameEnd].lowercased() == "a"
            for (name, value) in attributes(String(tag[nameEnd...])) where !value.isEmpty {
                if name == "id" || (isAnchor && name == "name") { ids.append(value) }
            }
        }
        return ids
    }

    /// The attributes of a tag's inside, names lowercased; values unquoted, entities left as written.
    private static func attributes(_ text: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var s = Substring(text)
        while true {
            s = s.drop { $0.isWhitespace || $0 == "/" }
            guard !s.isEmpty else { return result }
            let name = s.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            guard !name.isEmpty else { return result }
            s = s[name.endIndex...].drop { $0.isWhitespace }
            var value = ""
            if s.first == "=" {
                s = s.dropFirst().drop { $0.isWhitespace }
                if let quote = s.first, quote == "\"" || quote == "'" {
                    let body = s.dropFirst()
                    let end = body.firstIndex(of: quote) ?? body.endIndex
                    value = String(body[..<end])
                    s = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
                } else {
                    let unquoted = s.prefix { !$0.isWhitespace }
                    value = String(unquoted)
                    s = s[unquoted.endIndex...]
                }
            }
            result.append((name.lowercased(), value))
        }
    }

    /// A name safe to write back unescaped: no quote, angle bracket, ampersand or space.
    private static func isSafeName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0.isWhitespace || "\"'<>&`=".contains($0) }
    }
}

private extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

package extension RawHTML {
    /// What raw HTML in a page gives it: the ids a link may target and, when raw HTML is not
    /// allowed, how many pieces are dropped and where the first one is.
    struct Scan: Sendable {
        package var ids: [String] = []
        package var dropped = 0
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
            case .html(let html, let at):
                if allow { scan.ids += ids(in: html) }
                else if let name = emptyAnchorBlock(html) { scan.ids.append(name) }
                else { drop(html, at, &scan) }
            case .code, .thematicBreak, .generated: break
            }
        }
    }

    private static func scanInlines(_ inlines: [Inline], _ allow: Bool, _ scan: inout Scan) {
        var i = 0
        while i < inlines.count {
            defer { i += 1 }
            switch inlines[i] {
            case .html(let html, let at):
                if allow { scan.ids += ids(in: html); continue }
                if let name = emptyAnchor(in: inlines, at: i) { scan.ids.append(name); i += 1; continue }
                drop(html, at, &scan)
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _), .ruleReference(_, _, let c):
                scanInlines(c, allow, &scan)
            // An image's alt text is written as text, never as HTML.
            case .text, .softBreak, .lineBreak, .code, .image: break
            }
        }
    }

    /// The name of the empty anchor whose opening tag is `inlines[i]` and closing tag the next inline.
    static func emptyAnchor(in inlines: [Inline], at i: Int) -> String? {
        guard case .html(let open, _) = inlines[i], i + 1 < inlines.count, case .html(let close, _) = inlines[i + 1],
              isAnchorClosing(close) else { return nil }
        return anchorOpening(open)
    }

    /// An HTML comment shows nothing even when kept: dropping it loses nothing worth a warning.
    private static func isComment(_ html: String) -> Bool {
        let text = html.trimmingSpaces()
        return text.hasPrefix("<!--") && text.hasSuffix("-->")
    }

    private static func drop(_ html: String, _ at: SourceLocation, _ scan: inout Scan) {
        if isComment(html) { return }
        scan.dropped += 1
        if scan.firstDropped == nil { scan.firstDropped = at }
    }
}
