import NavBase

/// Builds the node tree from the scanner's tokens, one line at a time, applying the
/// spec's standalone rules: a line holding only whitespace and a tag that prints
/// nothing (section, comment, partial, ...) is removed, the tag kept.
package struct TemplateParser {
    private let bytes: [UInt8]
    private let template: String
    private let path: String
    private var frames: [Frame] = [Frame(kind: .root)]

    /// A section, parent or block that is open while its content is being read.
    private struct Frame {
        enum Kind { case root, section, inverted, parent, block }

        var kind: Kind
        var tag: TemplateTag?
        var nodes: [TemplateNode] = []
        var standalone = false
        var indent: [UInt8] = []
        var contentStart = 0

        var description: String {
            switch kind {
            case .root: "template"
            case .section: "section"
            case .inverted: "inverted section"
            case .parent: "parent"
            case .block: "block"
            }
        }
    }

    init(bytes: [UInt8], template: String, path: String) {
        self.bytes = bytes
        self.template = template
        self.path = path
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = try TemplateScanner(bytes: bytes, template: template, path: path).scan()
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                lineEnd += 1
                if case .text(let range) = tokens[lineEnd - 1], bytes[range.upperBound - 1] == TemplateBytes.newline { break }
            }
            try read(line: tokens[lineStart..<lineEnd])
            lineStart = lineEnd
        }
        if frames.count > 1, let open = frames.last, let tag = open.tag {
            throw error(at: tag.location, "\(open.description) \"\(tag.content)\" is never closed")
        }
        return frames[0].nodes
    }

    // MARK: Lines

    private mutating func read(line: ArraySlice<TemplateToken>) throws(TemplateError) {
        let lineEnd: Int
        switch line.last {
        case .text(let range): lineEnd = range.upperBound
        case .tag(let tag): lineEnd = tag.end
        case nil: return
        }

        if isStandalone(line) {
            // The whitespace before the first tag is the line's indentation, kept for
            // partials, parents and blocks; the rest of the line's text goes.
            var indent: [UInt8] = []
            var first = true
            for token in line {
                switch token {
                case .text(let range): if first { indent += bytes[range] }
                case .tag(let tag):
                    try apply(tag, standalone: true, indent: first ? indent : [], lineEnd: lineEnd)
                    first = false
                }
            }
            return
        }

        append(.lineStart)
        var leadingWhitespace: [UInt8]? = []
        for token in line {
            switch token {
            case .text(let range):
                append(.text(Array(bytes[range])))
                if leadingWhitespace != nil, bytes[range].allSatisfy(TemplateBytes.isSpaceOrTab) {
                    leadingWhitespace! += bytes[range]
                } else {
                    leadingWhitespace = nil
                }
            case .tag(let tag):
                try apply(tag, standalone: false, indent: leadingWhitespace ?? [], lineEnd: lineEnd)
                leadingWhitespace = nil
            }
        }
    }

    /// Whitespace and one tag that prints nothing; or, around parents, several tags with
    /// only a parent's ignored body between them (`{{<page}}{{$body}}`, `{{<page}}{{/page}}`).
    private func isStandalone(_ line: ArraySlice<TemplateToken>) -> Bool {
        var tags: [TemplateTag] = []
        for (offset, token) in line.enumerated() {
            switch token {
            case .tag(let tag):
                tags.append(tag)
            case .text(let range):
                var text = bytes[range]
                if offset == line.count - 1, text.last == TemplateBytes.newline {
                    text = text.dropLast()
                    if text.last == TemplateBytes.carriageReturn { text = text.dropLast() }
                }
                guard text.allSatisfy(TemplateBytes.isSpaceOrTab) else { return false }
            }
        }
        guard let last = tags.last, last.kind != .variable, last.kind != .raw else { return false }
        guard tags.count > 1 else { return true }

        var kinds = frames.map(\.kind)
        for tag in tags.dropLast() {
            switch tag.kind {
            case .parent: kinds.append(.parent)
            case .block: kinds.append(.block)
            case .close where kinds.count > 1: kinds.removeLast()
            case .comment: break
            default: return false
            }
            guard kinds.last == .parent else { return false }
        }
        return [.parent, .block, .close, .comment].contains(last.kind)
    }

    // MARK: Tags

    private mutating func apply(_ tag: TemplateTag, standalone: Bool, indent: [UInt8], lineEnd: Int) throws(TemplateError) {
        switch tag.kind {
        case .variable, .raw:
            append(.variable(TemplateKey(tag.content), escaped: tag.kind == .variable))
        case .comment, .delimiters:
            break
        case .section:
            frames.append(Frame(kind: .section, tag: tag))
        case .inverted:
            frames.append(Frame(kind: .inverted, tag: tag))
        case .parent:
            frames.append(Frame(kind: .parent, tag: tag, standalone: standalone, indent: indent))
        case .block:
            frames.append(Frame(kind: .block, tag: tag, standalone: standalone, indent: indent,
                                contentStart: standalone ? lineEnd : tag.end))
        case .partial:
            append(.partial(TemplateInclusion(name: tag.content, indent: standalone ? indent : nil, site: site(of: tag))))
        case .close:
            try close(with: tag)
        }
    }

    private mutating func close(with closing: TemplateTag) throws(TemplateError) {
        guard frames.count > 1 else {
            throw error(at: closing.location, "closing tag \"\(closing.content)\" has no open section")
        }
        let frame = frames.removeLast()
        guard let open = frame.tag else { preconditionFailure("only the root frame has no tag") }
        guard open.content == closing.content else {
            throw error(at: closing.location,
                        "closing tag \"\(closing.content)\" does not match \(frame.description) \"\(open.content)\" opened at \(open.location)")
        }
        switch frame.kind {
        case .root:
            preconditionFailure("the root frame is never closed")
        case .section, .inverted:
            append(.section(TemplateKey(open.content), frame.nodes, inverted: frame.kind == .inverted))
        case .parent:
            // A parent's body is only its blocks; any other text in it is ignored, as the spec says.
            var overrides: [String: TemplateBlock] = [:]
            for case .block(let block) in frame.nodes { overrides[block.name] = block }
            let inclusion = TemplateInclusion(name: open.content, indent: frame.standalone ? frame.indent : nil, site: site(of: open))
            append(.parent(inclusion, overrides: overrides))
        case .block:
            append(.block(block(from: frame, open: open, closing: closing)))
        }
    }

    /// A block whose opening tag stands alone has its own indentation, taken from its
    /// first line: that indentation is removed here and replaced by the indentation of
    /// the place the block is used.
    private func block(from frame: Frame, open: TemplateTag, closing: TemplateTag) -> TemplateBlock {
        var content = frame.nodes
        var indent = frame.indent
        if frame.standalone, !content.isEmpty {
            var position = frame.contentStart
            var ownIndent: [UInt8] = []
            while position < closing.start, TemplateBytes.isSpaceOrTab(bytes[position]) {
                ownIndent.append(bytes[position])
                position += 1
            }
            content = Self.dedent(content, by: ownIndent)
            indent = ownIndent
        }
        return TemplateBlock(name: open.content, content: content, startsLine: frame.standalone, indent: indent, site: site(of: open))
    }

    /// Removes `indent` from the start of every template line in `nodes`, and from the
    /// indentation recorded for partials, parents and blocks on those lines.
    static func dedent(_ nodes: [TemplateNode], by indent: [UInt8]) -> [TemplateNode] {
        guard !indent.isEmpty else { return nodes }
        var result = nodes
        for index in result.indices {
            switch result[index] {
            case .text(let text):
                if index > 0, case .lineStart = result[index - 1] {
                    result[index] = .text(Array(text.dropFirst(commonPrefix(text, indent))))
                }
            case .lineStart, .variable:
                break
            case .section(let key, let content, let inverted):
                result[index] = .section(key, dedent(content, by: indent), inverted: inverted)
            case .partial(var inclusion):
                inclusion.indent = inclusion.indent.map { Array($0.dropFirst(commonPrefix($0, indent))) }
                result[index] = .partial(inclusion)
            case .parent(var inclusion, let overrides):
                inclusion.indent = inclusion.indent.map { Array($0.dropFirst(commonPrefix($0, indent))) }
                result[index] = .parent(inclusion, overrides: overrides.mapValues { dedent($0, by: indent) })
            case .block(let block):
                result[index] = .block(dedent(block, by: indent))
            }
        }
        return result
    }

    private static func dedent(_ block: TemplateBlock, by indent: [UInt8]) -> TemplateBlock {
        var block = block
        block.indent = Array(block.indent.dropFirst(commonPrefix(block.indent, indent)))
        // A block that starts its own line was already dedented by its own indentation,
        // which includes this one.
        if !block.startsLine { block.content = dedent(block.content, by: indent) }
        return block
    }

    private static func commonPrefix(_ text: [UInt8], _ indent: [UInt8]) -> Int {
        var count = 0
        while count < text.count, count < indent.count, text[count] == indent[count] { count += 1 }
        return count
    }

    // MARK: Helpers

    private mutating func append(_ node: TemplateNode) {
        if case .text(let text) = node, case .text(let previous)? = frames[frames.count - 1].nodes.last {
            frames[frames.count - 1].nodes[frames[frames.count - 1].nodes.count - 1] = .text(previous + text)
        } else {
            frames[frames.count - 1].nodes.append(node)
        }
    }

    private func site(of tag: TemplateTag) -> TemplateSite {
        TemplateSite(template: template, path: path, location: tag.location)
    }

    private func error(at location: SourceLocation, _ message: String) -> TemplateError {
        TemplateError(template: template, path: path, location: location, message: message)
    }
}
