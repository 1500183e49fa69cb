import NavBase

/// GitHub's inline extensions over the inlines cmark made of one paragraph, heading or cell:
/// strikethrough (`~~a~~`, `~a~`) and extended autolinks (`www.x.org`, bare `https://…` and `ftp://…`,
/// `me@x.org`), each by the rules of the GFM spec. cmark keeps `~` and bare addresses as text,
/// so both are found in the text inlines of one level, never across a link or a code span.
enum GFMInlines {
    /// Which of the inline passes can find anything in a source, from one look at its bytes
    /// before they are parsed. Most pages hold no `~`, no address and no `{`: their texts are
    /// then not visited at all, where each pass looked through every text of every paragraph.
    struct Marks {
        var tildes: Bool
        var addresses: Bool
        /// `{`, which starts an attribute block (`HeadingAttributes.inlineAnchors`).
        var braces: Bool

        init(_ source: [UInt8]) {
            (tildes, addresses, braces) = source.withUnsafeBufferPointer { bytes in
                func has(_ mark: StaticString) -> Bool { ByteSearch.contains(mark, in: bytes) }
                // A character reference (`&#126;`, `&commat;`) becomes any mark in the text:
                // a source with `&` gets every pass.
                let references = has("&")
                return (references || has("~"), references || has("@") || has("://") || has("www."), references || has("{"))
            }
        }
    }

    // MARK: Strikethrough

    private enum Piece {
        case inline(Inline)
        /// A run of one or two tildes, and whether it may open or close a strikethrough.
        case tildes(Int, canOpen: Bool, canClose: Bool)
    }

    /// `inlines` with matched tilde runs of equal length turned into strikethroughs.
    static func strikethrough(_ inlines: [Inline]) -> [Inline] {
        guard inlines.contains(where: { if case .text(let t) = $0 { ASCIIText.contains(t, "~") } else { false } }) else { return inlines }
        var pieces: [Piece] = []
        for (k, inline) in inlines.enumerated() {
            guard case .text(let text) = inline, ASCIIText.contains(text, "~") else {
                pieces.append(.inline(inline))
                continue
            }
            let scalars = Array(text.unicodeScalars)
            var i = 0, plainStart = 0
            func flush(_ end: Int) {
                if end > plainStart { pieces.append(.inline(.text(String(String.UnicodeScalarView(scalars[plainStart..<end]))))) }
            }
            while i < scalars.count {
                guard scalars[i] == "~" else { i += 1; continue }
                var end = i
                while end < scalars.count, scalars[end] == "~" { end += 1 }
                let count = end - i
                if count <= 2 {
                    flush(i)
                    let before = i > 0 ? scalars[i - 1] : scalarBefore(inlines, k)
                    let after = end < scalars.count ? scalars[end] : scalarAfter(inlines, k)
                    pieces.append(.tildes(count, canOpen: isLeftFlanking(before, after), canClose: isLeftFlanking(after, before)))
                    plainStart = end
                }
                i = end
            }
            flush(scalars.count)
        }
        // Match closers to the nearest opener of the same length, innermost first.
        var openers: [Int] = []
        var k = 0
        while k < pieces.count {
            guard case .tildes(let count, let canOpen, let canClose) = pieces[k] else { k += 1; continue }
            if canClose, let o = openers.lastIndex(where: { if case .tildes(count, _, _) = pieces[$0] { true } else { false } }) {
                let opener = openers[o]
                let children = merged(pieces[(opener + 1)..<k].map(asInline))
                pieces.replaceSubrange(opener...k, with: [.inline(.strikethrough(children))])
                openers.removeSubrange(o...)
                k = opener + 1
                continue
            }
            if canOpen { openers.append(k) }
            k += 1
        }
        return merged(pieces.map(asInline))
    }

    private static func asInline(_ piece: Piece) -> Inline {
        switch piece {
        case .inline(let inline): inline
        case .tildes(let count, _, _): .text(String(repeating: "~", count: count))
        }
    }

    /// `inlines` with neighbouring texts joined, as cmark's converter leaves them.
    private static func merged(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            if case .text(let next) = inline, case .text(let previous)? = result.last { result[result.count - 1] = .text(previous + next) }
            else { result.append(inline) }
        }
        return result
    }

    /// The character before inline `k`: a line break or the start is whitespace; any other inline is a letter.
    private static func scalarBefore(_ inlines: [Inline], _ k: Int) -> Unicode.Scalar? {
        guard k > 0 else { return nil }
        switch inlines[k - 1] {
        case .text(let t): return t.unicodeScalars.last
        case .softBreak, .lineBreak: return nil
        default: return "a"
        }
    }

    private static func scalarAfter(_ inlines: [Inline], _ k: Int) -> Unicode.Scalar? {
        guard k + 1 < inlines.count else { return nil }
        switch inlines[k + 1] {
        case .text(let t): return t.unicodeScalars.first
        case .softBreak, .lineBreak: return nil
        default: return "a"
        }
    }

    /// CommonMark's left-flanking rule for a run between `before` and `after` (nil: line start
    /// or end); called with the two swapped it is the right-flanking rule.
    private static func isLeftFlanking(_ before: Unicode.Scalar?, _ after: Unicode.Scalar?) -> Bool {
        guard let after, !isWhitespace(after) else { return false }
        guard isPunctuation(after) else { return true }
        return before.map { isWhitespace($0) || isPunctuation($0) } ?? true
    }

    private static func isWhitespace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
    private static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(s)
            : s.properties.generalCategory.isPunctuation
    }

    // MARK: Extended autolinks

    /// `inlines` with the addresses in their text made links (not inside links or code, which
    /// keep theirs); `at` is where links found here are reported, the paragraph's start.
    static func autolinks(_ inlines: [Inline], at: SourceLocation) -> [Inline] {
        var result: [Inline] = []
        for (k, inline) in inlines.enumerated() {
            switch inline {
            case .text(let text):
                let before = scalarBefore(inlines, k)
                result += links(in: text, before: before, at: at)
            // Emphasis had its own children linked when it was made; a strikethrough is made after.
            case .strikethrough(let children): result.append(.strikethrough(autolinks(children, at: at)))
            default: result.append(inline)
            }
        }
        return merged(result)
    }

    private static func links(in text: String, before: Unicode.Scalar?, at: SourceLocation) -> [Inline] {
        // Most text holds no address: one look for what every kind needs.
        guard ASCIIText.contains(text, "www.") || ASCIIText.contains(text, "://") || ASCIIText.contains(text, "@")
        else { return [.text(text)] }
        let s = Array(text.unicodeScalars)
        var result: [Inline] = []
        var plainStart = 0, i = 0
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(s[range])) }
        while i < s.count {
            let previous = i > 0 ? s[i - 1] : before
            var found: (end: Int, destination: String)?
            if startsAddress(previous), hasPrefix(s, i, "www."), let end = urlEnd(s, from: i, domainFrom: i, short: false) {
                found = (end, "http://" + string(i..<end))
            } else if !(previous.map { $0.isASCII && $0.properties.isAlphabetic } ?? false),
                      let scheme = ["http://", "https://", "ftp://"].first(where: { hasPrefix(s, i, $0) }),
                      let end = urlEnd(s, from: i, domainFrom: i + scheme.count, short: true) {
                // After a scheme a one-part host will do (`http://localhost`), and anything but a letter may come before it.
                found = (end, string(i..<end))
            }
            if found == nil, s[i] == "@", let (start, end) = email(s, at: i, plainStart: plainStart) {
                result += plainStart < start ? [.text(string(plainStart..<start))] : []
                result.append(.link(destination: "mailto:" + string(start..<end), title: "", [.text(string(start..<end))], at: at))
                plainStart = end
                i = end
                continue
            }
            if let (end, destination) = found {
                if plainStart < i { result.append(.text(string(plainStart..<i))) }
                result.append(.link(destination: destination, title: "", [.text(string(i..<end))], at: at))
                plainStart = end
                i = end
                continue
            }
            i += 1
        }
        if plainStart < s.count { result.append(.text(string(plainStart..<s.count))) }
        return result
    }

    /// GFM lets an extended autolink start after whitespace, a line's start, or `*`, `_`, `~`, `(`.
    private static func startsAddress(_ previous: Unicode.Scalar?) -> Bool {
        guard let previous else { return true }
        return isWhitespace(previous) || "*_~(".unicodeScalars.contains(previous)
    }

    private static func hasPrefix(_ s: [Unicode.Scalar], _ i: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.unicodeScalars)
        guard i + p.count <= s.count else { return false }
        for k in 0..<p.count where s[i + k].properties.lowercaseMapping != String(p[k]) { return false }
        return true
    }

    /// Where an address that starts at `from`, with its domain at `domainFrom`, ends: a valid
    /// domain (with a period in it unless `short`), then anything up to whitespace or `<`, less
    /// GFM's trailing punctuation.
    private static func urlEnd(_ s: [Unicode.Scalar], from: Int, domainFrom: Int, short: Bool) -> Int? {
        var end = domainFrom
        var segments: [[Unicode.Scalar]] = [[]]
        while end < s.count {
            let c = s[end]
            if c == "." { segments.append([]) }
            else if c.properties.isAlphabetic || c.properties.numericType != nil || c == "-" || c == "_" || !c.isASCII && !isWhitespace(c) {
                segments[segments.count - 1].append(c)
            } else { break }
            end += 1
        }
        // No `_` in a domain's last two parts.
        let parts = segments.filter { !$0.isEmpty }
        guard parts.count >= (short ? 1 : 2), !parts.suffix(2).contains(where: { $0.contains("_") }) else { return nil }
        while end < s.count, !isWhitespace(s[end]), s[end] != "<" { end += 1 }
        // Trailing punctuation, an unbalanced `)` and an entity-like `&x;` are not part of it.
        while end > domainFrom {
            let last = s[end - 1]
            if "?!.,:*_~'\"".unicodeScalars.contains(last) { end -= 1; continue }
            if last == ")" {
                let opens = s[from..<end].filter { $0 == "(" }.count, closes = s[from..<end].filter { $0 == ")" }.count
                if closes > opens { end -= 1; continue }
            }
            if last == ";" {
                var k = end - 2
                while k > from, s[k].isASCII, s[k].properties.isAlphabetic || s[k].properties.numericType != nil { k -= 1 }
                if k < end - 2, s[k] == "&" { end = k; continue }
            }
            break
        }
        return end > domainFrom ? end : nil
    }

    /// An email address around the `@` at `at`: its start and end, when GFM would link it.
    private static func email(_ s: [Unicode.Scalar], at: Int, plainStart: Int) -> (Int, Int)? {
        func isLocal(_ c: Unicode.Scalar) -> Bool {
            c.isASCII && (c.properties.isAlphabetic || c.properties.numericType != nil || ".+-_".unicodeScalars.contains(c))
        }
        var start = at
        while start > plainStart, isLocal(s[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1, periods = 0
        while end < s.count, s[end].isASCII,
              s[end].properties.isAlphabetic || s[end].properties.numericType != nil || "-_.".unicodeScalars.contains(s[end]) {
            if s[end] == "." {
                // A period must be followed by a domain character to count.
                guard end + 1 < s.count, s[end + 1].isASCII, s[end + 1].properties.isAlphabetic || s[end + 1].properties.numericType != nil
                else { break }
                periods += 1
            }
            end += 1
        }
        guard periods > 0, end > at + 1, s[end - 1] != "-", s[end - 1] != "_" else { return nil }
        return (start, end)
    }
}

extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }
}
