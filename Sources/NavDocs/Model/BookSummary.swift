import NavBase
import NavMarkdown

/// An mdBook `SUMMARY.md` read as a `nav:` list, so a book's order needs no copy in
/// `navdocs.yml`. A `# Part` heading starts a section; a chapter's nested list makes it a
/// section of its own (the chapter's page first); the chapters before the first list and
/// after the last are pages at the top; a draft chapter (`[Title]()`) has no page and is
/// left out, as mdBook leaves it out of the build.
enum BookSummary {
    /// The navigation `bytes`, the summary at `path` in the content folder, gives; `shownAs`
    /// is its path as messages name it. Links are read from the summary's folder.
    static func read(_ bytes: [UInt8], path: String, shownAs: String) throws(DiagnosticList) -> SiteNavigation {
        let document = try MarkdownParser().parse(bytes, path: shownAs)
        let folder = String(Paths.folder(of: path))
        var top: [SiteNavigation.Entry] = []
        var part: (title: String, entries: [SiteNavigation.Entry], at: SourceLocation)?
        var errors: [Diagnostic] = []

        func chapter(_ inlines: [Inline]) -> SiteNavigation.Entry?? {
            for inline in inlines {
                guard case .link(let destination, _, let children, let at) = inline else { continue }
                // A draft: listed, with no file yet.
                if destination.isEmpty { return .some(nil) }
                let target = destination.split(separator: "#", maxSplits: 1).first.map(String.init) ?? destination
                guard let resolved = Paths.resolve(target.removingPercentEncoding, from: folder), resolved.hasSuffix(".md") else {
                    errors.append(Diagnostic(path: shownAs, location: at, message: Message.notAPage(destination)))
                    return .some(nil)
                }
                return .page(path: resolved, title: Inline.plainText(children), at: at)
            }
            return nil
        }
        func entries(of items: [[Block]]) -> [SiteNavigation.Entry] {
            var result: [SiteNavigation.Entry] = []
            for item in items {
                var page: SiteNavigation.Entry?
                var nested: [SiteNavigation.Entry] = []
                for block in item {
                    switch block {
                    case .paragraph(let inlines, _): if page == nil, let found = chapter(inlines) { page = found }
                    case .list(_, let subItems, _): nested += entries(of: subItems)
                    default: break
                    }
                }
                guard !nested.isEmpty else {
                    if let page { result.append(page) }
                    continue
                }
                if case .page(_, let title, let at)? = page {
                    result.append(.section(title: title ?? "", entries: [page!] + nested, at: at))
                } else {
                    // A draft with chapters under it: they stay, in its place.
                    result += nested
                }
            }
            return result
        }
        func closePart() {
            if let open = part { top.append(.section(title: open.title, entries: open.entries, at: open.at)) }
            part = nil
        }
        for (k, block) in document.blocks.enumerated() {
            switch block {
            // The summary's own title ("# Summary") names no part.
            case .heading(_, let inlines, _, let at) where k > 0:
                closePart()
                part = (Inline.plainText(inlines), [], at)
            case .paragraph(let inlines, _):
                guard let found = chapter(inlines), let entry = found else { continue }
                if part != nil { part!.entries.append(entry) } else { top.append(entry) }
            case .list(_, let items, _):
                let listed = entries(of: items)
                if part != nil { part!.entries += listed } else { top += listed }
            // A separator ends the last part: what follows are the book's closing chapters.
            case .thematicBreak: closePart()
            default: break
            }
        }
        closePart()
        if !errors.isEmpty { throw DiagnosticList(errors) }
        return SiteNavigation(entries: top, configPath: shownAs)
    }

    enum Message {
        static func notAPage(_ destination: String) -> String {
            "summary entry \"\(destination)\" must name a Markdown page in the content folder (a path ending in .md)"
        }
    }
}

private extension String {
    /// The path with `%XX` escapes decoded, as mdBook reads a summary's links.
    var removingPercentEncoding: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var u = Array(utf8)[...]
        while let b = u.popFirst() {
            if b == UInt8(ascii: "%"), u.count >= 2, let v = UInt8(String(decoding: u.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(v)
                u = u.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
