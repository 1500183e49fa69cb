/// Heading attributes as mdBook, Pandoc and MkDocs' attr_list write them: `{#id}`, `{ #id }`,
/// `{: #id .class }` at the end of a heading set its anchor and are not shown. The block
/// counts only when every part of it is an `#id`, a `.class` or a `key=value`, so a heading
/// that ends in ordinary braces (`Set {1, 2}`) keeps them.
enum HeadingAttributes {
    /// `inlines` without a trailing attribute block, and the id it names, if any; nil when
    /// the heading ends in no attribute block.
    static func split(_ inlines: [Inline]) -> (inlines: [Inline], id: String?)? {
        guard case .text(let text)? = inlines.last else { return nil }
        let trimmed = text.trimmingTrailingSpaces()
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return nil }
        var body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        if body.first == ":" { body = body.dropFirst() }
        let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !parts.isEmpty else { return nil }
        var id: String?
        for part in parts {
            if part.first == "#", part.count > 1, isName(part.dropFirst()) { id = String(part.dropFirst()) }
            else if part.first == ".", part.count > 1, isName(part.dropFirst()) { continue }
            else if let equals = part.firstIndex(of: "="), equals != part.startIndex, isName(part[..<equals]) { continue }
            else { return nil }
        }
        var rest = Array(inlines.dropLast())
        let before = String(trimmed[..<open]).trimmingTrailingSpaces()
        if !before.isEmpty { rest.append(.text(before)) }
        // A heading that is only an attribute block keeps its text: it would have none left.
        guard !rest.isEmpty else { return nil }
        return (rest, id)
    }

    /// `inlines` with each attribute block that follows an element (`**locale**{ #mkdocs-locale }`,
    /// MkDocs' attr_list) taken out, its id an anchor just before that element.
    static func inlineAnchors(_ inlines: [Inline]) -> [Inline] {
        guard inlines.count > 1 else { return inlines }
        var result: [Inline] = []
        for inline in inlines {
            guard case .text(let text) = inline, text.hasPrefix("{"), let close = text.firstIndex(of: "}"),
                  let previous = result.last, isElement(previous),
                  let (_, id) = split([.text(String(text[...close]))].withFallbackText()), let id else {
                result.append(inline)
                continue
            }
            result.insert(.anchor(id), at: result.count - 1)
            let rest = String(text[text.index(after: close)...])
            if !rest.isEmpty { result.append(.text(rest)) }
        }
        return result
    }

    private static func isElement(_ inline: Inline) -> Bool {
        switch inline {
        case .strong, .emphasis, .code, .link, .image: true
        default: false
        }
    }

    /// A name an anchor or class may take: no space, quote, angle bracket, ampersand or brace.
    private static func isName(_ s: Substring) -> Bool {
        !s.isEmpty && !s.contains { $0.isWhitespace || "\"'<>&`{}#".contains($0) }
    }
}

private extension [Inline] {
    /// The block alone, after a text `split` may keep: an attribute block must follow something.
    func withFallbackText() -> [Inline] { [.text("x")] + self }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
