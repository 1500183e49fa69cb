import CCmark
import NavBase

/// Turns Markdown into a `MarkdownDocument` with libcmark. This is the only file
/// that sees a `cmark_node`: the tree is converted once and freed here.
package struct MarkdownParser: Sendable {
    /// Whether GitHub's extensions over CommonMark are read: strikethrough, task lists,
    /// extended autolinks and footnotes (pipe tables are read either way).
    package var gfm: Bool

    package init(gfm: Bool = true) { self.gfm = gfm }

    /// Deeper nesting than this is refused: it is never intended, and the
    /// passes after parsing recurse over the tree.
    static let maximumDepth = 64

    /// Parses `source` (valid UTF-8). Lines are reported as `line + lineOffset`, so a
    /// page whose front matter took 4 lines passes 4 and gets positions in the file.
    /// `origins`, for a text with included files put in, says which page line each of its
    /// lines stands for (before `lineOffset` is added).
    package func parse(_ source: [UInt8], path: String, lineOffset: Int = 0,
                       origins: LineOrigins? = nil) throws(DiagnosticList) -> MarkdownDocument {
        try parse(source, path: path, lineOffset: lineOffset, origins: origins, footnotes: gfm)
    }

    /// `footnotes` is false for a footnote's own text: a note defines no notes.
    private func parse(_ original: [UInt8], path: String, lineOffset: Int, origins: LineOrigins?,
                       footnotes: Bool) throws(DiagnosticList) -> MarkdownDocument {
        let (source, definitions) = footnotes ? FootnoteDefinitions.extract(original) : (original, [:])
        let options = CMARK_OPT_SOURCEPOS
        guard let root = source.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, options) }
        }) else {
            throw DiagnosticList([Diagnostic(path: path, location: SourceLocation(line: 1 + lineOffset, column: 1),
                                             message: "cmark could not parse this file (out of memory)")])
        }
        defer { cmark_node_free(root) }
        var converter = Converter(source: source, path: path, lineOffset: lineOffset)
        converter.origins = origins
        converter.gfm = gfm
        converter.root = root
        converter.footnoteKeys = Set(definitions.keys)
        var blocks = converter.blocks(of: root, depth: 0)
        if !converter.errors.isEmpty { throw DiagnosticList(converter.errors) }
        // The notes referenced, in the order first referenced; a note nothing references is not shown (GFM).
        if !converter.footnoteOrder.isEmpty {
            var notes: [Footnote] = []
            for (n, key) in converter.footnoteOrder.enumerated() {
                guard let definition = definitions[key] else { continue }
                let body = try parse(definition.body, path: path,
                                     lineOffset: origins == nil ? lineOffset + definition.line - 1 : lineOffset,
                                     origins: origins?.starting(at: definition.line), footnotes: false)
                notes.append(Footnote(label: definition.label, number: n + 1, blocks: body.blocks,
                                      references: converter.footnoteCounts[key] ?? 1))
            }
            blocks.append(.footnotes(notes))
        }
        return MarkdownDocument(blocks: blocks)
    }

    /// A table cell's inlines. A cell is inline content (GFM), never blocks, so it is parsed
    /// behind a no-break space: no block can start there (`- x`, `# x`, `1. x` stay text), and
    /// for emphasis it counts as the start of a line. `definitions` are the page's link
    /// reference definitions, so that `[home]` in a cell finds `[home]: /url` below the table.
    fileprivate static func inlines(of text: [UInt8], definitions: [UInt8], path: String,
                                    at location: SourceLocation) -> [Inline] {
        let fragment = noBreakSpace + text + (definitions.isEmpty ? [] : [0x0A, 0x0A] + definitions)
        guard let root = fragment.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_SOURCEPOS) }
        }) else { return [.text(String(decoding: text, as: UTF8.self))] }
        defer { cmark_node_free(root) }
        // The no-break space takes one column before the cell's first character.
        var converter = Converter(source: fragment, path: path, lineOffset: location.line - 1,
                                  columnOffset: location.column - 2, allowTables: false)
        guard let paragraph = cmark_node_first_child(root), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return [] }
        var inlines = converter.inlines(of: paragraph, depth: 0)
        if case .text(let first)? = inlines.first, first.unicodeScalars.first == "\u{A0}" {
            let rest = String(first.unicodeScalars.dropFirst())
            if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
        }
        return inlines
    }

    private static let noBreakSpace: [UInt8] = [0xC2, 0xA0]
}

/// Walks one cmark tree into blocks and inlines. Noncopyable: a method that only reads it
/// then borrows it in place, where a copyable one is handed a copy of every field, retained
/// and released at each node of every page.
private struct Converter: ~Copyable {
    let source: [UInt8]
    let path: String
    let lineOffset: Int
    var columnOffset = 0
    /// See `MarkdownParser.parse(_:path:lineOffset:origins:)`.
    var origins: LineOrigins?
    var allowTables = true
    var errors: [Diagnostic] = []
    /// The document being converted, for `referenceDefinitions()`.
    var root: OpaquePointer?
    /// The keys of the page's footnote definitions (`FootnoteDefinitions.key`).
    var footnoteKeys: Set<String> = []
    /// The footnotes referenced, in the order first referenced, and how often each is.
    var footnoteOrder: [String] = []
    var footnoteCounts: [String: Int] = [:]
    /// How many links (or images) the inlines being converted are inside: no autolink there.
    private var linkDepth = 0
    /// See `MarkdownParser.gfm`.
    var gfm = true
    private var definitions: [UInt8]?
    private var lineStarts: [Int]?
    /// Whether `source` is all ASCII, where a byte column is the column; found out when first needed.
    private var isASCII: Bool?
    /// Which of the inline passes can find anything in `source`.
    private let marks: GFMInlines.Marks

    init(source: [UInt8], path: String, lineOffset: Int, columnOffset: Int = 0, allowTables: Bool = true) {
        self.source = source
        self.path = path
        self.lineOffset = lineOffset
        self.columnOffset = columnOffset
        self.allowTables = allowTables
        marks = GFMInlines.Marks(source)
    }

    /// A node's start. cmark counts columns in bytes; messages count them in Unicode
    /// scalars (`TextColumn`), so a line with non-ASCII text before the node is recounted.
    mutating func location(of node: OpaquePointer) -> SourceLocation {
        let line = Int(cmark_node_get_start_line(node))
        return place(line: line, column: column(line: line, byteColumn: Int(cmark_node_get_start_column(node))) + columnOffset)
    }

    /// Line `line` and `column` of `source` as a place in the page.
    func place(line: Int, column: Int) -> SourceLocation {
        guard let origins else { return SourceLocation(line: line + lineOffset, column: column) }
        var at = origins.location(line: line, column: column)
        at.line += lineOffset
        return at
    }

    /// Where a link or image whose text is `children` starts. cmark gives such a node the line
    /// its text ends on, with the column it starts at: the line is counted back over the line
    /// breaks in its text, so the place is the opening bracket's.
    mutating func spanningLocation(of node: OpaquePointer, _ children: [Inline]) -> SourceLocation {
        func breaks(_ inlines: [Inline]) -> Int {
            inlines.reduce(0) { count, inline in
                switch inline {
                case .softBreak, .lineBreak: count + 1
                case .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _): count + breaks(c)
                default: count
                }
            }
        }
        let lines = breaks(children)
        guard lines > 0 else { return location(of: node) }
        let line = Int(cmark_node_get_start_line(node)) - lines
        return place(line: line, column: column(line: line, byteColumn: Int(cmark_node_get_start_column(node))) + columnOffset)
    }

    /// The `TextColumn` column of 1-based byte column `byteColumn` on 1-based `line` of `source`.
    private mutating func column(line: Int, byteColumn: Int) -> Int {
        if byteColumn <= 1 { return byteColumn }
        if isASCII == nil { isASCII = source.withUnsafeBufferPointer { UTF8Check.isASCII($0) } }
        if isASCII == true { return byteColumn }
        let starts = lineStartTable()
        guard line >= 1, line <= starts.count else { return byteColumn }
        let start = starts[line - 1]
        return TextColumn.of(offset: min(start + byteColumn - 1, source.count), lineStart: start, in: source)
    }

    private mutating func lineStartTable() -> [Int] {
        if let lineStarts { return lineStarts }
        var starts = [0]
        for (i, byte) in source.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
        return starts
    }

    mutating func tooDeep(_ node: OpaquePointer, depth: Int) -> Bool {
        guard depth > MarkdownParser.maximumDepth else { return false }
        if errors.isEmpty {
            errors.append(Diagnostic(path: path, location: location(of: node),
                                     message: "content is nested more than \(MarkdownParser.maximumDepth) levels deep; flatten the block quotes or lists"))
        }
        return true
    }

    mutating func blocks(of parent: OpaquePointer, depth: Int) -> [Block] {
        var result: [Block] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            // A table may follow a paragraph's lines with no blank line between (GFM): cmark sees one paragraph.
            if allowTables, cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let (text, table) = tableAfterText(node) {
                result.append(text)
                result.append(table)
            } else if let block = block(node, depth: depth + 1) {
                result.append(block)
            }
            child = cmark_node_next(node)
        }
        return result
    }

    mutating func block(_ node: OpaquePointer, depth: Int) -> Block? {
        if tooDeep(node, depth: depth) { return nil }
        let at = location(of: node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            if allowTables, let table = table(node) { return .table(table, at: at) }
            return .paragraph(inlines(of: node, depth: depth), at: at)
        case CMARK_NODE_HEADING:
            let inlines = inlines(of: node, depth: depth), level = Int(cmark_node_get_heading_level(node))
            if let (shown, id) = HeadingAttributes.split(inlines) { return .heading(level: level, shown, id: id, at: at) }
            return .heading(level: level, inlines, id: nil, at: at)
        case CMARK_NODE_BLOCK_QUOTE:
            let children = blocks(of: node, depth: depth)
            if let (kind, body) = Self.alert(children) { return .alert(kind, body, at: at) }
            return .blockQuote(children, at: at)
        case CMARK_NODE_LIST:
            let style = ListStyle(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                                  start: Int(cmark_node_get_list_start(node)),
                                  tight: cmark_node_get_list_tight(node) != 0)
            var items: [[Block]] = []
            var child = cmark_node_first_child(node)
            while let item = child {
                if tooDeep(item, depth: depth + 1) { break }
                let blocks = blocks(of: item, depth: depth + 1)
                items.append(gfm ? Self.taskItem(blocks) : blocks)
                child = cmark_node_next(item)
            }
            return .list(style, items: items, at: at)
        case CMARK_NODE_CODE_BLOCK:
            return .code(info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)), at: at)
        case CMARK_NODE_HTML_BLOCK:
            return .html(string(cmark_node_get_literal(node)), at: at)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(at: at)
        default:
            return nil
        }
    }

    /// A GitHub alert, as GitHub reads one: the quote's first line is the marker alone
    /// (`[!note]` too), and something follows it. The blocks are the quote's without that line.
    static func alert(_ children: [Block]) -> (AlertKind, [Block])? {
        guard case .paragraph(let inlines, let at)? = children.first, case .text(let marker)? = inlines.first,
              let kind = AlertKind(marker: marker) else { return nil }
        var rest = inlines.dropFirst()
        switch rest.first {
        case nil: break
        case .softBreak?, .lineBreak?: rest = rest.dropFirst()
        default: return nil
        }
        let body = (rest.isEmpty ? [] : [Block.paragraph(Array(rest), at: at)]) + children.dropFirst()
        return body.isEmpty ? nil : (kind, body)
    }

    /// A list item that starts `[ ] ` or `[x] ` is a task (GFM): the marker becomes its box.
    static func taskItem(_ item: [Block]) -> [Block] {
        guard case .paragraph(let inlines, let at)? = item.first, case .text(let text)? = inlines.first else { return item }
        // Most items are no task: their first byte says so without reading characters.
        guard text.utf8.first == UInt8(ascii: "[") else { return item }
        let scalars = Array(text.unicodeScalars.prefix(4))
        guard scalars.count >= 3, scalars[0] == "[", scalars[2] == "]", [" ", "x", "X"].contains(scalars[1]) else { return item }
        // The marker is followed by whitespace, or ends the item's first line.
        let rest = String(text.unicodeScalars.dropFirst(3))
        guard rest.first == " " || rest.first == "\t" || (rest.isEmpty && inlines.count > 1) else { return item }
        var paragraph: [Inline] = [.checkbox(checked: scalars[1] != " ")]
        if !rest.isEmpty { paragraph.append(.text(rest)) }
        paragraph += inlines.dropFirst()
        return [.paragraph(paragraph, at: at)] + item.dropFirst()
    }

    /// `[^label]` in text, for a label the page defines: a numbered footnote reference.
    mutating func footnoteReferences(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        for inline in inlines {
            guard case .text(let text) = inline, ASCIIText.contains(text, "[^") else { result.append(inline); continue }
            var rest = Substring(text)
            while let bracket = rest.indices.first(where: { rest[$0] == "[" && rest.index(after: $0) < rest.endIndex
                                                          && rest[rest.index(after: $0)] == "^" }) {
                let labelStart = rest.index(bracket, offsetBy: 2)
                guard let close = rest[labelStart...].firstIndex(of: "]") else { break }
                let key = FootnoteDefinitions.key(String(rest[labelStart..<close]))
                guard footnoteKeys.contains(key) else {
                    result.append(.text(String(rest[...bracket])))
                    rest = rest[rest.index(after: bracket)...]
                    continue
                }
                if bracket > rest.startIndex { result.append(.text(String(rest[..<bracket]))) }
                if footnoteCounts[key] == nil { footnoteOrder.append(key) }
                footnoteCounts[key, default: 0] += 1
                result.append(.footnoteReference(number: footnoteOrder.firstIndex(of: key)! + 1, occurrence: footnoteCounts[key]!))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { result.append(.text(String(rest))) }
        }
        // Neighbouring texts joined again, as the rest of the converter leaves them.
        var merged: [Inline] = []
        for inline in result {
            if case .text(let next) = inline, case .text(let previous)? = merged.last { merged[merged.count - 1] = .text(previous + next) }
            else { merged.append(inline) }
        }
        return merged
    }

    mutating func inlines(of parent: OpaquePointer, depth: Int) -> [Inline] {
        var result = cmarkInlines(of: parent, depth: depth)
        guard gfm else { return result }
        if marks.braces { result = HeadingAttributes.inlineAnchors(result) }
        if !footnoteKeys.isEmpty { result = footnoteReferences(result) }
        if marks.tildes { result = GFMInlines.strikethrough(result) }
        if linkDepth == 0 && marks.addresses { result = GFMInlines.autolinks(result, at: location(of: parent)) }
        return result
    }

    private mutating func cmarkInlines(of parent: OpaquePointer, depth: Int) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            child = cmark_node_next(node)
            if tooDeep(node, depth: depth + 1) { break }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT:
                let text = string(cmark_node_get_literal(node))
                // cmark splits text at brackets and the like; join the pieces again.
                if case .text(let previous)? = result.last { result[result.count - 1] = .text(previous + text) }
                else { result.append(.text(text)) }
            case CMARK_NODE_SOFTBREAK: result.append(.softBreak)
            case CMARK_NODE_LINEBREAK: result.append(.lineBreak)
            case CMARK_NODE_CODE: result.append(.code(string(cmark_node_get_literal(node)), at: location(of: node)))
            case CMARK_NODE_HTML_INLINE: result.append(.html(string(cmark_node_get_literal(node)), at: location(of: node)))
            case CMARK_NODE_EMPH: result.append(.emphasis(inlines(of: node, depth: depth + 1)))
            case CMARK_NODE_STRONG: result.append(.strong(inlines(of: node, depth: depth + 1)))
            case CMARK_NODE_LINK:
                linkDepth += 1
                let children = inlines(of: node, depth: depth + 1)
                linkDepth -= 1
                result.append(.link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                                    children, at: spanningLocation(of: node, children)))
            case CMARK_NODE_IMAGE:
                linkDepth += 1
                let alt = inlines(of: node, depth: depth + 1)
                linkDepth -= 1
                result.append(.image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)),
                                     alt: alt, at: spanningLocation(of: node, alt)))
            default: break
            }
        }
        return result
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    // MARK: Pipe tables (cmark itself knows only CommonMark)

    mutating func table(_ node: OpaquePointer) -> Table? {
        let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
        let indent = Int(cmark_node_get_start_column(node)) - 1
        guard last > first, let lines = sourceLines(first...last, dropping: indent) else { return nil }
        return table(lines)
    }

    /// A paragraph whose first lines are text and whose later lines are a table: the text as a
    /// paragraph (its lines' inlines parsed on their own) and the table.
    mutating func tableAfterText(_ node: OpaquePointer) -> (Block, Block)? {
        let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
        let indent = Int(cmark_node_get_start_column(node)) - 1
        guard last > first + 1, let lines = sourceLines(first...last, dropping: indent) else { return nil }
        // Most paragraphs are not tables: a line with a pipe must come before any delimiter row.
        guard lines.dropLast().contains(where: { $0.line.contains(UInt8(ascii: "|")) }) else { return nil }
        for header in 1..<(lines.count - 1) {
            guard delimiterRow(lines[header + 1].line) != nil, let table = table(Array(lines[header...])) else { continue }
            // The text before the table is inline content of its own, parsed as the cells are.
            let start = lines[0], end = lines[header - 1]
            let from = start.lineStart + start.column - 1
            var to = end.lineStart + end.column - 1 + end.line.count
            to = min(to, source.count)
            let at = SourceLocation(line: start.number, column: location(of: node).column)
            let inlines = MarkdownParser.inlines(of: Array(source[from..<to]), definitions: referenceDefinitions(),
                                                 path: path, at: at)
            let tableAt = SourceLocation(line: lines[header].number, column: at.column)
            return (.paragraph(inlines, at: at), .table(table, at: tableAt))
        }
        return nil
    }

    private mutating func table(_ lines: [SourceLine]) -> Table? {
        guard lines.count >= 2, lines[0].line.first == UInt8(ascii: "|") || split(lines[0].line).count > 1,
              let alignments = delimiterRow(lines[1].line) else { return nil }
        let header = cells(of: lines[0])
        guard header.count == alignments.count else { return nil }
        let rows = lines.dropFirst(2).map { row -> [[Inline]] in
            var cells = cells(of: row)
            if cells.count < alignments.count { cells += Array(repeating: [], count: alignments.count - cells.count) }
            return Array(cells.prefix(alignments.count))
        }
        return Table(alignments: alignments, header: header, rows: rows)
    }

    /// A table row: its text, its line in the file, where its line starts in `source` and the
    /// byte column its text starts at.
    private struct SourceLine { var line: ArraySlice<UInt8>; var number: Int; var lineStart: Int; var column: Int }

    private mutating func sourceLines(_ range: ClosedRange<Int>, dropping indent: Int) -> [SourceLine]? {
        let starts = lineStartTable()
        guard range.upperBound <= starts.count else { return nil }
        return range.map { number in
            let start = starts[number - 1]
            var end = number < starts.count ? starts[number] : source.count
            // Trailing spaces after a row are not a cell (GFM): nor are the line's end and a carriage return.
            while end > start, [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(source[end - 1]) {
                end -= 1
            }
            var lineStart = start
            while lineStart < end, lineStart - start < indent,
                  source[lineStart] == UInt8(ascii: " ") || source[lineStart] == UInt8(ascii: ">") { lineStart += 1 }
            while lineStart < end, source[lineStart] == UInt8(ascii: " ") { lineStart += 1 }
            return SourceLine(line: source[lineStart..<end], number: place(line: number, column: 1).line, lineStart: start,
                              column: lineStart - start + 1)
        }
    }

    private func delimiterRow(_ line: ArraySlice<UInt8>) -> [Table.Alignment]? {
        let cells = split(line)
        guard !cells.isEmpty else { return nil }
        var alignments: [Table.Alignment] = []
        for cell in cells {
            let bytes = Array(cell.bytes)
            guard !bytes.isEmpty,
                  bytes.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }),
                  bytes.contains(UInt8(ascii: "-")) else { return nil }
            let left = bytes.first == UInt8(ascii: ":"), right = bytes.last == UInt8(ascii: ":")
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    private mutating func cells(of row: SourceLine) -> [[Inline]] {
        split(row.line).map { cell in
            let column = TextColumn.of(offset: row.lineStart + row.column - 1 + cell.offset, lineStart: row.lineStart, in: source)
            // GFM removes the backslash of `\|` before parsing the cell, so `\|` is `|` even in code.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(cell.bytes.count)
            var hasBracket = false
            var i = cell.bytes.startIndex
            while i < cell.bytes.endIndex {
                let byte = cell.bytes[i]
                if byte == UInt8(ascii: "\\"), i + 1 < cell.bytes.endIndex, cell.bytes[i + 1] == UInt8(ascii: "|") {
                    i += 1
                    continue
                }
                if byte == UInt8(ascii: "[") { hasBracket = true }
                bytes.append(byte)
                i += 1
            }
            return MarkdownParser.inlines(of: bytes, definitions: hasBracket ? referenceDefinitions() : [], path: path,
                                          at: SourceLocation(line: row.number, column: column))
        }
    }

    /// The page's link reference definitions, as text: the lines no leaf block covers (cmark
    /// consumes definitions and keeps no node for them), with block-quote markers removed.
    private mutating func referenceDefinitions() -> [UInt8] {
        if let definitions { return definitions }
        var covered = Set<Int>()
        func cover(_ node: OpaquePointer) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
                 CMARK_NODE_THEMATIC_BREAK:
                let first = Int(cmark_node_get_start_line(node)), last = Int(cmark_node_get_end_line(node))
                if first <= last { covered.formUnion(first...last) }
            default:
                var child = cmark_node_first_child(node)
                while let next = child { cover(next); child = cmark_node_next(next) }
            }
        }
        if let root { cover(root) }
        var text: [UInt8] = []
        let starts = lineStartTable()
        for (index, start) in starts.enumerated() where !covered.contains(index + 1) {
            var end = index + 1 < starts.count ? starts[index + 1] : source.count
            while end > start, source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            var s = start
            while s < end, source[s] == UInt8(ascii: " ") || source[s] == UInt8(ascii: ">") { s += 1 }
            text += source[s..<end]
            text.append(UInt8(ascii: "\n"))
        }
        definitions = text
        return text
    }

    /// Splits a table row at unescaped pipes (inside code spans too, as GFM does), trimming each cell; `offset` is the
    /// cell's byte offset in the row.
    private func split(_ line: ArraySlice<UInt8>) -> [(bytes: ArraySlice<UInt8>, offset: Int)] {
        var cells: [(ArraySlice<UInt8>, Int)] = []
        var start = line.startIndex, i = line.startIndex
        if line.first == UInt8(ascii: "|") { start += 1; i += 1 }
        while i <= line.endIndex {
            let atEnd = i == line.endIndex
            // A backslash escapes the next byte; one that ends the row is kept as text.
            if !atEnd, line[i] == UInt8(ascii: "\\") { i = min(i + 2, line.endIndex); continue }
            // As in GFM, a code span does not protect a pipe: `\|` does.
            if atEnd || line[i] == UInt8(ascii: "|") {
                var s = start, e = min(i, line.endIndex)
                while s < e, line[s] == UInt8(ascii: " ") { s += 1 }
                while e > s, line[e - 1] == UInt8(ascii: " ") { e -= 1 }
                if !(atEnd && s == e && start == line.endIndex) { cells.append((line[s..<e], s - line.startIndex)) }
                start = i + 1
            }
            i += 1
        }
        return cells
    }
}
