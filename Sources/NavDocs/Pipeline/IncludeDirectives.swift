import NavBase

// The two include syntaxes, read as the tools that define them read them: pymdownx.snippets'
// regular expressions (`RE_ALL_SNIPPETS`, `RE_SNIPPET_FILE`, `RE_SNIPPET_SECTION`) and mdBook's
// links preprocessor (`find_links`, `parse_range_or_anchor`, `take_anchored_lines`), written
// out over bytes. See `Includes`.

/// A line that is a snippet directive: `--8<-- "file.md"` (one file), `--8<--` alone (a block's
/// start or end, the lines between naming files), either escaped by `;` before the marker.
struct SnippetDirective {
    enum Kind {
        /// `;--8<-- …`: the line shown with its first `;` removed.
        case escaped([UInt8])
        case blockMarker
        /// The quoted path, with any `:lines` or `:section` after it.
        case file(String)
    }
    let kind: Kind
    /// The spaces and tabs before the marker; included lines get them too.
    let indent: [UInt8]
    /// Where the marker starts.
    let column: Int

    init?(_ line: [UInt8]) {
        var i = 0
        while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
        let indent = Array(line[..<i])
        let escapeStart = i
        while i < line.count, line[i] == UInt8(ascii: ";") { i += 1 }
        let escaped = i > escapeStart
        // `-{1,}8<-{1,}`
        let dashes = i
        while i < line.count, line[i] == UInt8(ascii: "-") { i += 1 }
        guard i > dashes, i + 1 < line.count, line[i] == UInt8(ascii: "8"), line[i + 1] == UInt8(ascii: "<") else { return nil }
        i += 2
        let after = i
        while i < line.count, line[i] == UInt8(ascii: "-") { i += 1 }
        guard i > after else { return nil }
        let kind: Kind
        if i == line.count {
            kind = .blockMarker
        } else {
            let spaces = i
            while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
            guard i > spaces, i < line.count, line[i] == UInt8(ascii: "\"") || line[i] == UInt8(ascii: "'") else { return nil }
            let quote = line[i]
            var j = i + 1
            var closing: Int?
            while j < line.count {
                if line[j] == UInt8(ascii: "\\"), j + 1 < line.count, line[j + 1] == quote { j += 2; continue }
                if line[j] == quote { closing = j; break }
                j += 1
            }
            // The closing quote ends the line, and the path is not empty.
            guard let closing, closing == line.count - 1, closing > i + 1 else { return nil }
            let path = String(decoding: Self.trimmed(Array(line[(i + 1)..<closing])), as: UTF8.self)
            kind = .file(path)
        }
        if escaped {
            var shown = line
            shown.remove(at: escapeStart)
            self.kind = .escaped(shown)
        } else {
            self.kind = kind
        }
        self.indent = indent
        self.column = indent.count + 1
    }

    static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return [] }
        let last = bytes.lastIndex(where: { !isSpace($0) })!
        return Array(bytes[first...last])
    }

    /// Tabs as four spaces, as Python-Markdown's `tab_length` has them.
    static func expandingTabs(_ indent: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for byte in indent {
            if byte == 0x09 { out += Array(repeating: 0x20, count: 4 - out.count % 4) } else { out.append(byte) }
        }
        return out
    }
}

/// What a snippet path names: `file.md`, `file.md:3:5` (lines 3 to 5; `:3` from line 3 on,
/// `::5` up to line 5) or `file.md:name` (a section).
struct SnippetSelection {
    enum Part: Equatable {
        case whole
        /// 1-based, inclusive; nil is open.
        case lines(start: Int?, end: Int?)
        case section(String)
    }
    let path: String
    let part: Part

    init(_ spec: String) {
        let bytes = Array(spec.utf8)
        func isDigits(_ s: ArraySlice<UInt8>) -> Bool { s.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        func number(_ s: ArraySlice<UInt8>) -> Int? { s.isEmpty ? nil : Int(String(decoding: s, as: UTF8.self)) }
        func text(_ s: ArraySlice<UInt8>) -> String { String(decoding: SnippetDirective.trimmed(Array(s)), as: UTF8.self) }
        guard let last = bytes.lastIndex(of: UInt8(ascii: ":")) else {
            (path, part) = (spec.trimmingSpaces, .whole)
            return
        }
        let tail = bytes[(last + 1)...]
        if let first = tail.first, Self.isLetter(first), tail.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) {
            (path, part) = (text(bytes[..<last]), .section(String(decoding: tail, as: UTF8.self)))
            return
        }
        guard isDigits(tail) else {
            (path, part) = (spec.trimmingSpaces, .whole)
            return
        }
        let before = bytes[..<last]
        if let previous = before.lastIndex(of: UInt8(ascii: ":")), isDigits(before[(previous + 1)...]) {
            let start = number(before[(previous + 1)...]), end = number(tail)
            (path, part) = (text(before[..<previous]), start == nil && end == nil ? .whole : .lines(start: start, end: end))
        } else {
            let start = number(tail)
            (path, part) = (text(before), start == nil ? .whole : .lines(start: start, end: nil))
        }
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// The lines between `--8<-- [start:name]` and `--8<-- [end:name]`, other sections' markers
    /// left out; nil when the file has no such start.
    static func section(_ name: String, of lines: [Includes.Line]) -> [Includes.Line]? {
        var kept: [Includes.Line] = []
        var inside = false, found = false
        for line in lines {
            let marker = SectionMarker(line.text)
            if let marker, inside, let shown = marker.unescaped {
                var line = line
                line.text = shown
                kept.append(line)
                continue
            }
            if let marker, marker.name.lowercased() == name.lowercased() {
                if !inside && marker.isStart { inside = true; found = true; continue }
                if inside && marker.isStart { continue }
                break
            }
            if marker != nil && inside { continue }
            if inside { kept.append(line) }
        }
        return found ? kept : nil
    }
}

/// `--8<-- [start:name]` or `[end:name]` anywhere on a line.
struct SectionMarker {
    let isStart: Bool
    let name: String
    /// For an escaped marker (`;--8<-- [start:x]`), the line with one `;` removed.
    let unescaped: [UInt8]?

    init?(_ line: [UInt8]) {
        var from = 0
        while let found = Self.find(line, from: from) {
            if let marker = Self.read(line, at: found) { self = marker; return }
            from = found + 2
        }
        return nil
    }

    private init(isStart: Bool, name: String, unescaped: [UInt8]?) {
        self.isStart = isStart
        self.name = name
        self.unescaped = unescaped
    }

    private static func find(_ line: [UInt8], from: Int) -> Int? {
        var i = from
        while i + 1 < line.count {
            if line[i] == UInt8(ascii: "8"), line[i + 1] == UInt8(ascii: "<") { return i }
            i += 1
        }
        return nil
    }

    /// The marker whose `8<` is at `at`.
    private static func read(_ line: [UInt8], at: Int) -> SectionMarker? {
        var start = at
        while start > 0, line[start - 1] == UInt8(ascii: "-") { start -= 1 }
        guard start < at else { return nil }
        var escape = start
        while escape > 0, line[escape - 1] == UInt8(ascii: ";") { escape -= 1 }
        var i = at + 2
        let after = i
        while i < line.count, line[i] == UInt8(ascii: "-") { i += 1 }
        guard i > after else { return nil }
        let spaces = i
        func skipSpaces() { while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 } }
        skipSpaces()
        guard i > spaces, i < line.count, line[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        skipSpaces()
        let wordStart = i
        while i < line.count, (line[i] | 0x20) >= UInt8(ascii: "a"), (line[i] | 0x20) <= UInt8(ascii: "z") { i += 1 }
        let word = String(decoding: line[wordStart..<i], as: UTF8.self).lowercased()
        guard word == "start" || word == "end" else { return nil }
        skipSpaces()
        guard i < line.count, line[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        skipSpaces()
        let nameStart = i
        guard i < line.count, (line[i] | 0x20) >= UInt8(ascii: "a"), (line[i] | 0x20) <= UInt8(ascii: "z") else { return nil }
        while i < line.count, line[i].isNameByte { i += 1 }
        let name = String(decoding: line[nameStart..<i], as: UTF8.self)
        skipSpaces()
        guard i < line.count, line[i] == UInt8(ascii: "]") else { return nil }
        var unescaped: [UInt8]?
        if escape < start {
            var shown = line
            shown.remove(at: escape)
            unescaped = shown
        }
        return SectionMarker(isStart: word == "start", name: name, unescaped: unescaped)
    }
}

private extension UInt8 {
    var isNameByte: Bool {
        (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") || (self >= 0x30 && self <= 0x39)
            || self == UInt8(ascii: "-") || self == UInt8(ascii: "_")
    }
}

/// An mdBook link at a place in a line: `{{#include path}}` or `{{#rustdoc_include path}}`,
/// or an escaped one, `\{{#…}}`, shown without its backslash. Others (`{{#playground}}`,
/// `{{#title}}`) are not read here and stay as written.
struct BookLink {
    enum Kind {
        case escaped
        /// The path with any `:lines` or `:anchor`.
        case include(String)
    }
    let kind: Kind
    let start: Int
    /// Just past the closing `}}`.
    let end: Int

    init?(_ text: [UInt8], at i: Int) {
        let open: [UInt8] = Array("{{".utf8)
        if text[i] == UInt8(ascii: "\\") {
            // `\{\{\#.*\}\}`: up to the last `}}` on the line.
            guard text[(i + 1)...].starts(with: open + [UInt8(ascii: "#")]) else { return nil }
            var close: Int?
            var j = text.count - 2
            while j >= i + 4 {
                if text[j] == UInt8(ascii: "}"), text[j + 1] == UInt8(ascii: "}") { close = j; break }
                j -= 1
            }
            guard let close else { return nil }
            (kind, start, end) = (.escaped, i, close + 2)
            return
        }
        guard text[i...].starts(with: open) else { return nil }
        var j = i + 2
        while j < text.count, text[j].isBlank { j += 1 }
        guard j < text.count, text[j] == UInt8(ascii: "#") else { return nil }
        j += 1
        let nameStart = j
        while j < text.count, text[j].isNameByte, text[j] != UInt8(ascii: "-") { j += 1 }
        let name = String(decoding: text[nameStart..<j], as: UTF8.self)
        let blanks = j
        while j < text.count, text[j].isBlank { j += 1 }
        guard !name.isEmpty, j > blanks else { return nil }
        let restStart = j
        while j < text.count, text[j] != UInt8(ascii: "}") { j += 1 }
        guard j > restStart, j + 1 < text.count, text[j + 1] == UInt8(ascii: "}") else { return nil }
        guard name == "include" || name == "rustdoc_include" else { return nil }
        let words = text[restStart..<j].split(whereSeparator: { $0.isBlank })
        guard let path = words.first else { return nil }
        (kind, start, end) = (.include(String(decoding: path, as: UTF8.self)), i, j + 2)
    }
}

private extension UInt8 {
    var isBlank: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == 0x0B || self == 0x0C }
}

/// What an mdBook include names: `file.rs`, `file.rs:2` (line 2), `file.rs::10` (up to line 10),
/// `file.rs:2:` (from line 2), `file.rs:2:10`, or `file.rs:name` (between `ANCHOR: name` and
/// `ANCHOR_END: name`).
struct BookSelection {
    enum Part: Equatable {
        /// 0-based start, exclusive end; nil is the file's end.
        case lines(start: Int, end: Int?)
        case anchor(String)
    }
    let path: String
    let part: Part

    init(_ spec: String) {
        guard let colon = spec.firstIndex(of: ":") else {
            (path, part) = (spec, .lines(start: 0, end: nil))
            return
        }
        path = String(spec[..<colon])
        let parts = spec[spec.index(after: colon)...].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        let first = parts.first.map(String.init) ?? ""
        let end = parts.count > 1 ? Int(parts[1]) : nil
        let hasEnd = parts.count > 1
        if let start = Int(first), start >= 0 {
            let from = max(0, start - 1)
            part = .lines(start: from, end: hasEnd ? end : from + 1)
        } else if first.isEmpty {
            part = .lines(start: 0, end: end)
        } else {
            part = .anchor(first)
        }
    }

    /// The lines between the anchor's start and end, anchor lines left out; nil when the
    /// file has no `ANCHOR: name`.
    static func anchored(_ name: String, of lines: [Includes.Line]) -> [Includes.Line]? {
        var kept: [Includes.Line] = []
        var found = false
        for line in lines {
            if found {
                if let end = anchorName(after: Array("ANCHOR_END:".utf8), in: line.text) {
                    if end == name { break }
                } else if anchorName(after: Array("ANCHOR:".utf8), in: line.text) == nil {
                    kept.append(line)
                }
            } else if anchorName(after: Array("ANCHOR:".utf8), in: line.text) == name {
                found = true
            }
        }
        return found ? kept : nil
    }

    /// The name after the first `marker` on the line that has one: `ANCHOR:\s*([\w_-]+)`.
    private static func anchorName(after marker: [UInt8], in text: [UInt8]) -> String? {
        var i = 0
        while i + marker.count <= text.count {
            if text[i...].starts(with: marker) {
                var j = i + marker.count
                while j < text.count, text[j].isBlank { j += 1 }
                let start = j
                while j < text.count, text[j].isNameByte || text[j] >= 0x80 { j += 1 }
                if j > start { return String(decoding: text[start..<j], as: UTF8.self) }
            }
            i += 1
        }
        return nil
    }
}

private extension String {
    var trimmingSpaces: String { String(decoding: SnippetDirective.trimmed(Array(utf8)), as: UTF8.self) }
}
