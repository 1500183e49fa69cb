#if canImport(Glibc)
import Glibc
#endif

/// Path arithmetic on `/`-separated paths: the one "folder of a path", joining and
/// normalising, and relative links, for the pipeline, the site writer, the search index
/// and the readers.
package enum Paths {
    /// The folder part of a path: `guide/titles.md` → `guide`, `titles.md` → "",
    /// `/titles.md` → "" (root-relative paths have no leading slash; see `FilePaths.folder`
    /// for paths as the command line gives them). Split at the last `/` that is a character
    /// of its own, as every path of the content folder is compared.
    package static func folder(of path: String) -> Substring {
        var bytes = path
        // In ASCII a byte is a character, so the byte search finds the same slash; read in
        // place, since the site writer and the output folder's stats ask for every file.
        let slash: Int?? = bytes.withUTF8 { utf8 in
            UTF8Check.isASCII(utf8) ? .some(utf8.lastIndex(of: UInt8(ascii: "/"))) : nil
        }
        switch slash {
        case .some(let offset?): return Substring(path.utf8.prefix(offset))
        case .some(nil): return ""
        case nil: return path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        }
    }

    /// Joins and normalises `a/b` + `../c.md` → `a/c.md`; nil when it climbs above the root.
    package static func resolve(_ relative: String, from directory: String) -> String? {
        var relative = relative, directory = directory
        if let resolved = relative.withUTF8({ r in directory.withUTF8 { d in asciiResolve(r, from: d) } }) {
            return resolved.isEmpty ? nil : String(decoding: resolved.dropFirst(), as: UTF8.self)
        }
        return plainResolve(relative, from: directory)
    }

    /// `resolve` the plain way, on Swift strings: what every path not in ASCII takes, and
    /// what `FastPathTests` holds the byte version to.
    static func plainResolve(_ relative: String, from directory: String) -> String? {
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
    package static func relative(from: String, to: String) -> String {
        var from = from, to = to
        // Every nav entry and link of every page comes here: ASCII paths, where a byte is
        // a character, take the byte path.
        if let link = from.withUTF8({ f in to.withUTF8 { t in asciiRelative(from: f, to: t) } }) { return link }
        return plainRelative(from: from, to: to)
    }

    /// `relative` the plain way: other paths compare as Swift strings (canonical
    /// equivalence), as they always have; `FastPathTests` holds the byte version to it.
    static func plainRelative(from: String, to: String) -> String {
        let fromDir = folder(of: from).split(separator: "/")
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
    package static func root(from page: String) -> String {
        // One `../` per folder the page is in: its non-empty path components but the last.
        var depth = -1, inComponent = false
        for byte in page.utf8 {
            if byte == UInt8(ascii: "/") { inComponent = false } else if !inComponent { inComponent = true; depth += 1 }
        }
        return String(repeating: "../", count: max(depth, 0))
    }

    /// Whether any component of `path` is `..`.
    package static func climbs(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }
}

/// File-system paths as the command line gives them (absolute or relative): split as the
/// shell's `dirname` and `basename` do, joined, and made absolute or relative lexically.
package enum FilePaths {
    /// `a/b/navdocs.yml` → `a/b`, `/navdocs.yml` → `/`, `navdocs.yml` → "", `a/b/` → `a`.
    package static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed.contains("/") else { return "" }
        let folder = withoutTrailingSlashes(String(Paths.folder(of: trimmed)))
        return folder.isEmpty ? "/" : folder
    }

    /// `a/b/navdocs.yml` → `navdocs.yml`, `a/b/` → `b`.
    package static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder` + `/` + `name`, with no doubled slash. Made in one allocation: a rebuild joins
    /// a path for every page it lists and shows, and a string grown by `+` (or interpolated)
    /// cost several times the copy.
    package static func join(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        var folder = folder, name = name
        return folder.withUTF8 { a in
            name.withUTF8 { b in
                let slash = a.last == UInt8(ascii: "/") ? 0 : 1
                return String(unsafeUninitializedCapacity: a.count + slash + b.count) { buffer in
                    let start = buffer.baseAddress!
                    memcpy(start, a.baseAddress!, a.count)
                    if slash == 1 { start[a.count] = UInt8(ascii: "/") }
                    if b.count > 0 { memcpy(start + a.count + slash, b.baseAddress!, b.count) }
                    return a.count + slash + b.count
                }
            }
        }
    }

    /// `path` made absolute against `directory` (itself absolute), with `.` and `..`
    /// resolved lexically, without touching the disk.
    package static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to the folder `base`, both absolute and normalized: `App/Main.storyboard`,
    /// or with `..` components when `path` is outside `base`. (`Paths.relative(from:to:)` is
    /// the other question: the link from one file of a site to another.)
    package static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/"), from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: from.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
