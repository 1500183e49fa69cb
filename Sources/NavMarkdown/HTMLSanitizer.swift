import NavText

/// Raw HTML written in Markdown as GitHub publishes it: the elements and attributes on an
/// allowlist are kept, everything else is dropped. cmark hands raw HTML over in pieces (each
/// inline tag is a node of its own; an HTML block is a run of lines that need not close
/// what it opens), so each piece is sanitized tag by tag, never as a balanced fragment: a
/// `<details>` block, Markdown, then `</details>` stays exactly that. `HTMLTokens` finds the
/// tags; `HTMLStartTag` reads each start tag's attributes.
package enum HTMLSanitizer {
    /// The elements kept, each with the attributes it keeps beyond `everywhere`.
    static let allowed: [String: Set<String>] = {
        var allowed: [String: Set<String>] = [:]
        let plain = ["p", "em", "strong", "b", "i", "code", "pre", "ul", "li", "h1", "h2", "h3", "h4", "h5", "h6",
                     "hr", "table", "thead", "tbody", "tfoot", "tr", "caption", "br", "sup", "sub", "kbd", "s",
                     "strike", "abbr", "summary", "dl", "dt", "dd", "div", "span", "picture", "tt", "samp", "var",
                     "small", "mark", "cite", "dfn", "figure", "figcaption", "wbr", "rp", "rt", "ruby"]
        for name in plain { allowed[name] = [] }
        allowed["a"] = ["href", "name"]
        allowed["img"] = ["src", "alt", "width", "height"]
        allowed["ol"] = ["start", "type"]
        allowed["td"] = ["colspan", "rowspan"]
        allowed["th"] = ["colspan", "rowspan", "scope"]
        allowed["details"] = ["open"]
        allowed["source"] = ["srcset", "media", "type", "width", "height"]
        for name in ["blockquote", "ins", "del", "q"] { allowed[name] = ["cite"] }
        return allowed
    }()

    /// Attributes any kept element keeps: none of them can run script or load anything.
    static let everywhere: Set<String> = ["id", "title", "align", "lang", "dir"]

    /// Elements with no closing tag: written without one, however the author closed them.
    static let void: Set<String> = ["br", "hr", "img", "source", "wbr"]

    /// Elements dropped together with everything up to their closing tag, which is code,
    /// styling or another document rather than text a reader should see.
    static let droppedWithContent: Set<String> = ["script", "style", "iframe", "noscript", "textarea", "title",
                                                  "xmp", "noembed", "noframes", "template", "object", "svg", "math"]

    package struct Result: Sendable, Equatable {
        /// The piece with only kept tags and attributes.
        package var html: String
        /// The ids the kept tags give the page (`<a name>` too), in order.
        package var ids: [String] = []
        /// Each dropped tag's name, in order (`<!DOCTYPE>` and the like as `!`); comments are not listed.
        package var dropped: [String] = []
    }

    /// `html`, one piece of raw HTML, sanitized. `image` is given each kept image address
    /// (`img src`) and its tag's byte offset in `html`, and returns the address to write, so
    /// the caller may check and resolve it.
    package static func sanitize(_ html: String, image: (String, Int) -> String = { src, _ in src }) -> Result {
        let bytes = Array(html.utf8)
        var out = ByteBuffer(capacity: bytes.count)
        var result = Result(html: "")
        var skipUntil = 0
        for token in HTMLTokens(bytes) where token.range.lowerBound >= skipUntil {
            switch token.kind {
            case .text: bytes[token.range].withUnsafeBufferPointer { out.append($0) }
            case .stray: out.append("&lt;")
            case .comment: break
            case .declaration: result.dropped.append("!")
            case .end(let name):
                if allowed[name] != nil {
                    if !void.contains(name) { out.append("</\(name)>") }
                } else if !droppedWithContent.contains(name) {
                    result.dropped.append(name)
                }
            case .start(let name, let selfClosing):
                if droppedWithContent.contains(name) {
                    result.dropped.append(name)
                    skipUntil = HTMLTokens.closingTagEnd(bytes, name: name, from: token.range.upperBound) ?? bytes.count
                    continue
                }
                guard let kept = allowed[name], let parsed = HTMLStartTag(String(decoding: bytes[token.range], as: UTF8.self)) else {
                    result.dropped.append(name)
                    continue
                }
                writeStartTag(parsed, keeping: kept, selfClosing: selfClosing, to: &out, result: &result) {
                    image($0, token.range.lowerBound)
                }
            }
        }
        result.html = out.string
        return result
    }

    /// Every `id` in the start tags of `html` (and an `<a>`'s `name`), in order: the link
    /// targets raw HTML kept as written gives a page.
    package static func ids(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        var ids: [String] = []
        for token in HTMLTokens(bytes) {
            guard case .start(let name, _) = token.kind, bytes[token.range].contains(UInt8(ascii: "=")),
                  let tag = HTMLStartTag(String(decoding: bytes[token.range], as: UTF8.self)) else { continue }
            for attribute in tag.attributes where attribute.name == "id" || (name == "a" && attribute.name == "name") {
                if let value = attribute.decoded, !value.isEmpty { ids.append(value) }
            }
        }
        return ids
    }

    private static func writeStartTag(_ tag: HTMLStartTag, keeping kept: Set<String>, selfClosing: Bool,
                                      to out: inout ByteBuffer, result: inout Result, image: (String) -> String) {
        out.append("<\(tag.name)")
        let hasID = tag.attributes.contains { $0.name == "id" }
        var written = Set<String>()
        for attribute in tag.attributes where kept.contains(attribute.name) || everywhere.contains(attribute.name) {
            // `<a name>` is written as the `id` it stands for: `name` is obsolete in HTML.
            let shown = tag.name == "a" && attribute.name == "name" && !hasID ? "id" : attribute.name
            guard !written.contains(shown) else { continue }
            guard let value = attribute.written, let decoded = attribute.decoded else {
                written.insert(shown)
                out.append(" \(shown)")
                continue
            }
            // An address is judged as a browser reads it, references decoded; what is kept is
            // what the author wrote, so a reference the writer does not know still shows as meant.
            var safe = value
            switch (tag.name, attribute.name) {
            case ("img", "src"): safe = URLSafety.safeImage(decoded) == "#" ? "#" : image(decoded)
            case ("source", "srcset"): if !isSafeSourceSet(decoded) { continue }
            case (_, "href"), (_, "cite"): if URLSafety.safeLink(decoded) == "#" { safe = "#" }
            case (_, "id"), ("a", "name"):
                guard !decoded.isEmpty else { continue }
                result.ids.append(decoded)
            default: break
            }
            written.insert(shown)
            out.append(" \(shown)=\"")
            appendAttribute(safe, to: &out)
            out.append("\"")
        }
        out.append(">")
        if selfClosing && !void.contains(tag.name) { out.append("</\(tag.name)>") }
    }

    /// A value inside double quotes: a quote or an angle bracket escaped, a reference left as written.
    private static func appendAttribute(_ value: String, to out: inout ByteBuffer) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out.append("&quot;")
            case "<": out.append("&lt;")
            case ">": out.append("&gt;")
            default: out.append(String(scalar))
            }
        }
    }

    /// A `srcset` whose every address an image may load.
    private static func isSafeSourceSet(_ value: String) -> Bool {
        value.split(separator: ",").allSatisfy { candidate in
            let url = candidate.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            return URLSafety.safeImage(url) != "#"
        }
    }
}

/// The pieces of raw HTML in the order written: text, start and end tags, comments and
/// declarations, and a `<` that starts none of them. Only where each tag starts and ends is
/// found here; what is inside a start tag is `HTMLStartTag`'s to read.
struct HTMLTokens: Sequence, IteratorProtocol {
    enum Kind: Equatable {
        case text, stray, comment, declaration
        case start(String, selfClosing: Bool)
        case end(String)
    }
    struct Token { var kind: Kind; var range: Range<Int> }

    private let bytes: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Token? {
        guard i < bytes.count else { return nil }
        let start = i
        guard bytes[i] == UInt8(ascii: "<") else {
            i = bytes[i...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            return Token(kind: .text, range: start..<i)
        }
        if Self.hasPrefix(bytes, i, "<!--") {
            i = Self.find(bytes, "-->", from: i + 4).map { $0 + 3 } ?? bytes.count
            return Token(kind: .comment, range: start..<i)
        }
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            let close = Self.hasPrefix(bytes, i, "<![CDATA[") ? Self.find(bytes, "]]>", from: i).map { $0 + 2 }
                : Self.tagEnd(bytes, from: i + 1)
            i = (close ?? bytes.count - 1) + 1
            return Token(kind: .declaration, range: start..<i)
        }
        let closing = next == UInt8(ascii: "/")
        let nameStart = closing ? i + 2 : i + 1
        var nameEnd = nameStart
        while nameEnd < bytes.count, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, Self.isLetter(bytes[nameStart]), let end = Self.tagEnd(bytes, from: nameEnd) else {
            i += 1
            return Token(kind: .stray, range: start..<i)
        }
        i = end + 1
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
        return Token(kind: closing ? .end(name) : .start(name, selfClosing: bytes[end - 1] == UInt8(ascii: "/")),
                     range: start..<i)
    }

    /// The index of the `>` that ends the tag whose name ends before `from`, outside quoted values.
    static func tagEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var quote: UInt8?
        var i = from
        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return i
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Where the text after `</name>` starts, looking from `from`, in any case.
    static func closingTagEnd(_ bytes: [UInt8], name: String, from: Int) -> Int? {
        let target = Array("</\(name)".utf8)
        var i = from
        while i < bytes.count, let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            if open + target.count <= bytes.count,
               zip(bytes[open..<(open + target.count)], target).allSatisfy({ $0 | 0x20 == $1 | 0x20 }),
               let end = tagEnd(bytes, from: open + target.count) {
                return end + 1
            }
            i = open + 1
        }
        return nil
    }

    private static func find(_ bytes: [UInt8], _ text: StaticString, from: Int) -> Int? {
        let needle = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private static func hasPrefix(_ bytes: [UInt8], _ at: Int, _ text: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return at + needle.count <= bytes.count && zip(bytes[at...], needle).allSatisfy { $0 == $1 }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}
