import NavBase

/// GFM footnote definitions, found in a page's source before cmark reads it: cmark would take
/// `[^1]: text` for a link reference definition (or for text), and lose the note's other
/// paragraphs. A definition is `[^label]:` at a line's start (up to three spaces in, outside
/// fenced code), the rest of that line, and every following line indented by four spaces or a
/// tab, blank lines between them included.
struct FootnoteDefinitions {
    struct Definition {
        var label: String
        /// The note's Markdown, the continuation lines' indentation removed.
        var body: [UInt8]
        /// The 1-based line of the source the definition starts on.
        var line: Int
    }

    /// Labels as GFM compares them, as link labels are: case and runs of whitespace ignored.
    static func key(_ label: String) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// `source` with each definition's lines left empty (so every other line keeps its number),
    /// and the definitions by key; the first definition of a label wins.
    static func extract(_ source: [UInt8]) -> (source: [UInt8], definitions: [String: Definition]) {
        // Most pages have none: one look for the marker before any line is split.
        guard source.withUnsafeBufferPointer({ ByteSearch.contains("[^", in: $0) }) else { return (source, [:]) }
        var lines: [ArraySlice<UInt8>] = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var definitions: [String: Definition] = [:]
        var fence: (byte: UInt8, count: Int)?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = line.dropFirst(indent)
            if indent <= 3, let marker = rest.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") {
                let count = rest.prefix { $0 == marker }.count
                if count >= 3 {
                    if let open = fence { if open.byte == marker, count >= open.count { fence = nil } }
                    else { fence = (marker, count) }
                }
            }
            guard fence == nil, indent <= 3, let (label, contentStart) = opening(rest) else { i += 1; continue }
            var body = Array(rest[contentStart...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            var end = i + 1, last = i
            while end < lines.count {
                let next = lines[end]
                if next.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) { end += 1; continue }
                guard let dedented = dedent(next) else { break }
                // The blank lines between, then the line itself.
                body += Array(repeating: UInt8(ascii: "\n"), count: end - last)
                body += dedented
                last = end
                end += 1
            }
            let key = Self.key(label)
            if definitions[key] == nil { definitions[key] = Definition(label: label, body: body, line: i + 1) }
            for k in i...last { lines[k] = lines[k].prefix(0) }
            i = last + 1
        }
        guard !definitions.isEmpty else { return (source, [:]) }
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        for (k, line) in lines.enumerated() {
            if k > 0 { out.append(UInt8(ascii: "\n")) }
            out += line
        }
        return (out, definitions)
    }

    /// The label of `[^label]:` at the start of `line`, and where the text after the colon starts.
    private static func opening(_ line: ArraySlice<UInt8>) -> (String, Int)? {
        guard line.starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]) else { return nil }
        var i = line.startIndex + 2
        while i < line.endIndex, line[i] != UInt8(ascii: "]") {
            if line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "[") { return nil }
            i += 1
        }
        guard i > line.startIndex + 2, i + 1 < line.endIndex, line[i + 1] == UInt8(ascii: ":") else { return nil }
        return (String(decoding: line[(line.startIndex + 2)..<i], as: UTF8.self), i + 2)
    }

    /// `line` without the four spaces (or tab) that make it part of a definition; nil when not indented so.
    private static func dedent(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        if line.first == UInt8(ascii: "\t") { return line.dropFirst() }
        guard line.prefix(4).count == 4, line.prefix(4).allSatisfy({ $0 == UInt8(ascii: " ") }) else { return nil }
        return line.dropFirst(4)
    }
}
