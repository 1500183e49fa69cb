import NavBase

/// Reads `.navbar` bytes line by line into bars, collecting every error.
///
/// Works on the UTF-8 bytes and makes a `String` only for keys and values,
/// so a large or hostile input costs time linear in its size.
struct SpecReader {
    let bytes: [UInt8]
    let path: String
    let firstLine: Int
    let catalog: RuleCatalog
    private(set) var diagnostics: [Diagnostic] = []
    private var bars: [NavigationBar] = []
    /// The bar being read; `nil` until its first key, so blank or comment-only
    /// stretches between separators make no bar.
    private var current: NavigationBar?

    init(bytes: [UInt8], path: String, firstLine: Int, catalog: RuleCatalog) {
        self.bytes = bytes
        self.path = path
        self.firstLine = firstLine
        self.catalog = catalog
    }

    mutating func read() -> [NavigationBar] {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var start = bytes.starts(with: bom) ? 3 : 0
        var line = firstLine
        // Lines end in LF, CRLF or a lone CR (classic Mac files).
        while true {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            readLine(start..<end, line: line)
            if end == bytes.count { break }
            start = end + 1
            if bytes[end] == 0x0D, start < bytes.count, bytes[start] == 0x0A { start += 1 }
            line += 1
        }
        finishBar()
        return bars
    }

    private mutating func readLine(_ range: Range<Int>, line: Int) {
        let lineStart = range.lowerBound
        let end = range.upperBound
        if let problem = UTF8Check.firstProblem(in: bytes, lineStart..<end) {
            report(problem.message, line: line, at: problem.offset, lineStart: lineStart)
            return
        }
        var start = lineStart
        while start < end, SpecText.isBlank(bytes[start]) { start += 1 }
        if start == end || bytes[start] == UInt8(ascii: "#") { return }

        // The key runs to the first ":"; a "#" before it starts a comment.
        var colon = start
        while colon < end, bytes[colon] != UInt8(ascii: ":"), bytes[colon] != UInt8(ascii: "#") { colon += 1 }
        if colon == end || bytes[colon] == UInt8(ascii: "#") {
            let content = trimmed(start..<colon)
            if content.count == 3, content.allSatisfy({ bytes[$0] == UInt8(ascii: "-") }) {
                finishBar()
            } else {
                report("line has no \":\"; expected \"key: value\"", line: line, at: start, lineStart: lineStart)
            }
            return
        }
        let keyRange = trimmed(start..<colon)
        let keyAt = SourceLocation(line: line, column: TextColumn.of(offset: start, lineStart: lineStart, in: bytes))
        if keyRange.isEmpty {
            diagnostics.append(Diagnostic(path: path, location: keyAt,
                                          message: "missing key before \":\"; expected \"key: value\""))
            return
        }
        let key = String(decoding: bytes[keyRange], as: UTF8.self)
        guard NavbarSpec.keySet.contains(key) else {
            diagnostics.append(SpecKeys.unknownKey(key, at: keyAt, path: path))
            return
        }
        guard let value = readValue(from: colon + 1, to: end, line: line, lineStart: lineStart) else { return }
        // A quoted value is never missing, even when empty: `back: ""` is a chevron-only button.
        if value.text.isEmpty, !value.quoted {
            diagnostics.append(Diagnostic(path: path, location: keyAt, message: SpecKeys.missingValue(for: key)))
            return
        }
        if current == nil {
            current = NavigationBar()
            current!.locations.bar = keyAt
        }
        do {
            try SpecKeys.apply(key: key, value: .text(value.text), keyAt: keyAt, valueAt: value.origin,
                               to: &current!, path: path, catalog: catalog)
        } catch {
            diagnostics.append(error)
        }
    }

    /// The value after the colon: a double-quoted string (with `\"` and `\\`)
    /// or the bare text up to a `#` comment. `nil` after reporting a quoting error.
    private mutating func readValue(from valueStart: Int, to end: Int, line: Int,
                                    lineStart: Int) -> RawValue? {
        var start = valueStart
        while start < end, SpecText.isBlank(bytes[start]) { start += 1 }
        let column = TextColumn.of(offset: start, lineStart: lineStart, in: bytes)
        guard start < end, bytes[start] == UInt8(ascii: "\"") else {
            var stop = start
            while stop < end, bytes[stop] != UInt8(ascii: "#") { stop += 1 }
            let text = String(decoding: bytes[trimmed(start..<stop)], as: UTF8.self)
            return RawValue(text: text, quoted: false,
                            origin: ValueOrigin(location: SourceLocation(line: line, column: column), exact: true))
        }
        var decoded: [UInt8] = []
        var escaped = false
        var i = start + 1
        while i < end, bytes[i] != UInt8(ascii: "\"") {
            guard bytes[i] == UInt8(ascii: "\\") else {
                decoded.append(bytes[i])
                i += 1
                continue
            }
            if i + 1 == end {  // a backslash as the last byte leaves the quote open
                i = end
                break
            }
            guard bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "\\") else {
                let next = String(decoding: bytes[(i + 1)..<min(end, i + 5)], as: UTF8.self).prefix(1)
                report("unknown escape \"\\\(next)\" in quoted value; only \\\" and \\\\ are allowed",
                       line: line, at: i, lineStart: lineStart)
                return nil
            }
            decoded.append(bytes[i + 1])
            escaped = true
            i += 2
        }
        if i == end {
            report("unterminated quote; add a closing \" at the end of the value", line: line, at: start, lineStart: lineStart)
            return nil
        }
        var rest = i + 1
        while rest < end, SpecText.isBlank(bytes[rest]) { rest += 1 }
        if rest < end, bytes[rest] != UInt8(ascii: "#") {
            report("unexpected text after the closing quote; put the whole value inside the quotes",
                   line: line, at: rest, lineStart: lineStart)
            return nil
        }
        // Escapes make text offsets drift from columns, so items then point at the value's start.
        return RawValue(text: String(decoding: decoded, as: UTF8.self), quoted: true,
                        origin: ValueOrigin(location: SourceLocation(line: line, column: column), exact: !escaped, textOffset: 1))
    }

    private struct RawValue {
        var text: String
        var quoted: Bool
        var origin: ValueOrigin
    }

    private mutating func finishBar() {
        guard let bar = current else { return }
        current = nil
        diagnostics += NavbarSpec.wholeBarProblems(bar, path: path)
        bars.append(bar)
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, SpecText.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, SpecText.isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private mutating func report(_ message: String, line: Int, at index: Int, lineStart: Int) {
        let column = TextColumn.of(offset: index, lineStart: lineStart, in: bytes)
        diagnostics.append(Diagnostic(path: path, location: SourceLocation(line: line, column: column), message: message))
    }
}
