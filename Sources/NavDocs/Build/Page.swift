import NavRules

/// The kinds of page a theme has a layout for.
enum PageKind: String, Sendable {
    case home, page, rule
    var template: String { self == .rule ? "rule" : self == .home ? "home" : "page" }
}

struct Heading: Sendable {
    var level: Int
    var title: String
    var anchor: String
    var location: SourceLocation
}

/// One Markdown page, from the moment it is parsed until it is rendered.
struct Page: Sendable {
    /// Path in the content folder (`guide/titles.md`).
    var source: String
    /// The path shown in messages (`content/guide/titles.md`).
    var displayPath: String
    var frontMatter: FrontMatter
    var document: MarkdownDocument
    var title: String
    var headings: [Heading]
    /// Path in the output folder (`guide/titles.html`, `rules/NB001.html`).
    var outputPath: String
    /// The content folder the page sits in (`guide`; empty at the root).
    var section: String
    var kind: PageKind
    var markdownBytes: Int
    var isSectionIndex: Bool { source == "index.md" || source.hasSuffix("/index.md") }
}

enum Paths {
    /// `guide/titles.md` → `guide`.
    static func directory(of path: String) -> String {
        // In ASCII a byte is a character, so the byte search finds the same slash, faster.
        let slash = path.utf8.allSatisfy { $0 < 0x80 } ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        guard let slash else { return "" }
        return String(path[..<slash])
    }

    /// Joins and normalises `a/b` + `../c.md` → `a/c.md`; nil when it climbs above the root.
    static func resolve(_ relative: String, from directory: String) -> String? {
        var relative = relative, directory = directory
        if let resolved = relative.withUTF8({ r in directory.withUTF8 { d in asciiResolve(r, from: d) } }) {
            return resolved.isEmpty ? nil : String(decoding: resolved.dropFirst(), as: UTF8.self)
        }
        var parts = relative.hasPrefix("/") ? [] : directory.split(separator: "/").map(String.init)
        for piece in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch piece {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(piece))
            }
        }
        return parts.joined(separator: "/")
    }

    /// `resolve` on bytes, for ASCII paths: nil when not ASCII, `[]` when the path climbs
    /// above the root, else the result behind one leading byte (so an empty result is `[0]`).
    private static func asciiResolve(_ relative: UnsafeBufferPointer<UInt8>, from directory: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard !relative.contains(where: { $0 >= 0x80 }), !directory.contains(where: { $0 >= 0x80 }) else { return nil }
        var out: [UInt8] = [0]
        out.reserveCapacity(relative.count + directory.count + 2)
        var partStarts: [Int] = []
        func add(_ part: Slice<UnsafeBufferPointer<UInt8>>) {
            partStarts.append(out.count)
            if out.count > 1 { out.append(slash) }
            out.append(contentsOf: part)
        }
        func parts(_ path: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool) -> Bool {
            var start = 0
            for i in 0...path.count where i == path.count || path[i] == slash {
                if i > start, !body(path[start..<i]) { return false }
                start = i + 1
            }
            return true
        }
        if relative.first != slash { _ = parts(directory) { add($0); return true } }
        let inside = parts(relative) { part in
            if part.count == 1, part.first == dot { return true }
            if part.count == 2, part.allSatisfy({ $0 == dot }) {
                guard let start = partStarts.popLast() else { return false }
                out.removeSubrange(start...)
                return true
            }
            add(part)
            return true
        }
        return inside ? out : []
    }

    /// The relative link from the page at `from` to the file at `to` (both root-relative).
    static func relative(from: String, to: String) -> String {
        var from = from, to = to
        // Every nav entry and link of every page comes here: ASCII paths, where a byte is
        // a character, take the byte path.
        if let link = from.withUTF8({ f in to.withUTF8 { t in asciiRelative(from: f, to: t) } }) { return link }
        // Other paths compare as Swift strings (canonical equivalence), as they always have.
        let fromDir = directory(of: from).split(separator: "/")
        let toParts = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromDir.count, common < toParts.count - 1, fromDir[common] == toParts[common] { common += 1 }
        let ups = Array(repeating: "..", count: fromDir.count - common)
        return (ups + toParts[common...].map(String.init)).joined(separator: "/")
    }

    /// The string algorithm on bytes: `from`'s folder parts (empty parts dropped) against
    /// `to`'s leading parts (empty parts kept, the last never matched), "../" per folder left.
    /// Nil when either path is not ASCII.
    private static func asciiRelative(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        var fromDirEnd = 0
        for (i, byte) in from.enumerated() {
            if byte >= 0x80 { return nil }
            if byte == slash { fromDirEnd = i }
        }
        for byte in to where byte >= 0x80 { return nil }
        var f = 0, t = 0, ups = 0
        var matching = true
        while f < fromDirEnd {
            if from[f] == slash { f += 1; continue }
            var fEnd = f
            while fEnd < fromDirEnd, from[fEnd] != slash { fEnd += 1 }
            if matching, let tEnd = to[t...].firstIndex(of: slash), tEnd - t == fEnd - f,
               to[t..<tEnd].elementsEqual(from[f..<fEnd]) {
                t = tEnd + 1
            } else {
                matching = false
                ups += 1
            }
            f = fEnd
        }
        return String(unsafeUninitializedCapacity: 3 * ups + to.count - t) { out in
            var n = 0
            for _ in 0..<ups {
                out[n] = UInt8(ascii: "."); out[n + 1] = UInt8(ascii: "."); out[n + 2] = slash
                n += 3
            }
            for byte in to[t...] { out[n] = byte; n += 1 }
            return n
        }
    }

    /// The prefix that leads from a page back to the site root: "" or "../../".
    static func root(from page: String) -> String {
        // One `../` per folder the page is in: its non-empty path components but the last.
        var depth = -1, inComponent = false
        for byte in page.utf8 {
            if byte == UInt8(ascii: "/") { inComponent = false } else if !inComponent { inComponent = true; depth += 1 }
        }
        return String(repeating: "../", count: max(depth, 0))
    }

    /// Whether any component of `path` is `..`.
    static func climbs(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }
}

/// Heading anchors: lowercase words joined by `-`; repeats get `-2`, `-3`; a
/// heading with no letters or digits becomes `section`.
struct HeadingAnchors {
    private var used: [String: Int] = [:]

    mutating func anchor(for title: String) -> String {
        let slug = Self.slug(title)
        let count = used[slug, default: 0] + 1
        used[slug] = count
        if count == 1 { return slug }
        var candidate = "\(slug)-\(count)"
        while used[candidate] != nil { candidate += "-\(count)" }
        used[candidate] = 1
        return candidate
    }

    /// Letters and digits of the lowercased title, runs of anything else as one `-`.
    static func slug(_ title: String) -> String {
        if let ascii = asciiSlug(title) { return ascii.isEmpty ? "section" : ascii }
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `slug` for an ASCII title, where letters are A–Z and a–z and no Unicode lookups
    /// are needed (nearly every title), without the `section` fallback; nil for others.
    /// The search index relies on it too: the client derives these anchors by the same rule.
    static func asciiSlug(_ title: String) -> String? {
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out: [UInt8] = []
        var pendingDash = false
        for byte in title.utf8 {
            let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
            if lower &- 0x61 < 26 || lower &- 0x30 < 10 {
                if pendingDash && !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                out.append(lower)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
