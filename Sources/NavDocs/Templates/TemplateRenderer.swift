/// Renders a node tree into one growing UTF-8 buffer. One renderer serves one call to
/// `render`; the compiled templates it reads are shared and never change.
struct TemplateRenderer {
    /// How deep partials, parents and block overrides may nest before rendering stops
    /// with an error instead of recursing forever.
    static let maximumDepth = 100

    private let templates: [String: Template]
    private var output: [UInt8] = []
    private var contexts: [TemplateValue]
    /// What each template line starts with: the indentation of standalone partials.
    private var indent: [UInt8] = []
    /// Block overrides of the parents being rendered, outermost first: the outermost wins.
    private var overrides: [[String: TemplateBlock]] = []
    private var depth = 0

    init(templates: [String: Template], context: TemplateValue, capacity: Int) {
        self.templates = templates
        self.contexts = [context]
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [TemplateNode]) throws(TemplateError) -> String {
        String(decoding: try renderBytes(nodes), as: UTF8.self)
    }

    /// The UTF-8 of `render`, for callers that write it out and need no `String`.
    mutating func renderBytes(_ nodes: [TemplateNode]) throws(TemplateError) -> [UInt8] {
        try render(nodes, skippingFirstLineStart: false)
        return output
    }

    private mutating func render(_ nodes: [TemplateNode], skippingFirstLineStart: Bool) throws(TemplateError) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                output.append(contentsOf: text)
            case .lineStart:
                if !indent.isEmpty, !(skippingFirstLineStart && index == nodes.startIndex) {
                    output.append(contentsOf: indent)
                }
            case .variable(let key, let escaped):
                let value = lookUp(key)
                if case .utf8(let bytes) = value, !escaped { output.append(contentsOf: bytes); break }
                guard let text = value.interpolated else { break }
                if escaped { appendEscaped(text) } else { output.append(contentsOf: text.utf8) }
            case .section(let key, let content, let inverted):
                let value = lookUp(key)
                if inverted {
                    if !value.isTruthy { try render(content, skippingFirstLineStart: false) }
                } else if case .list(let items) = value {
                    for item in items {
                        contexts.append(item)
                        try render(content, skippingFirstLineStart: false)
                        contexts.removeLast()
                    }
                } else if value.isTruthy {
                    contexts.append(value)
                    try render(content, skippingFirstLineStart: false)
                    contexts.removeLast()
                }
            case .partial(let inclusion):
                try include(inclusion, kind: "partial", overriding: nil)
            case .parent(let inclusion, let blocks):
                try include(inclusion, kind: "parent", overriding: blocks)
            case .block(let block):
                try expand(block)
            }
        }
    }

    /// A missing partial or parent renders as nothing, as the spec says; the library's
    /// `unknownPartials()` lets a caller refuse such templates up front.
    private mutating func include(_ inclusion: TemplateInclusion, kind: String, overriding blocks: [String: TemplateBlock]?) throws(TemplateError) {
        guard let template = templates[inclusion.name] else { return }
        guard depth < Self.maximumDepth else {
            throw inclusion.site.error("\(kind) \"\(inclusion.name)\" is nested more than \(Self.maximumDepth) levels deep")
        }
        let savedIndent = indent
        // An inline partial's lines are not the caller's lines, so they get no indentation.
        indent = inclusion.indent.map { indent + $0 } ?? []
        depth += 1
        if let blocks { overrides.append(blocks) }
        try render(template.nodes, skippingFirstLineStart: false)
        if blocks != nil { overrides.removeLast() }
        depth -= 1
        indent = savedIndent
    }

    private mutating func expand(_ block: TemplateBlock) throws(TemplateError) {
        var chosen = block
        var overridden = false
        for blocks in overrides {
            if let override = blocks[block.name] {
                chosen = override
                overridden = true
                break
            }
        }
        guard depth < Self.maximumDepth else {
            throw block.site.error("block \"\(block.name)\" is nested more than \(Self.maximumDepth) levels deep")
        }
        let savedIndent = indent
        // A default that does not start its own line was never dedented: its lines are
        // already where they belong.
        if overridden || block.startsLine { indent += block.indent }
        depth += 1
        if block.startsLine, !chosen.startsLine, !chosen.content.isEmpty {
            output.append(contentsOf: indent)
        }
        // Used inline, the block's first line continues the line of the tag.
        try render(chosen.content, skippingFirstLineStart: !block.startsLine && chosen.startsLine)
        depth -= 1
        indent = savedIndent
    }

    /// The first part of a dotted name is looked up through the context stack, top
    /// first; each further part only in the value found so far.
    private func lookUp(_ key: TemplateKey) -> TemplateValue {
        guard let first = key.parts.first else { return contexts.last ?? .null }
        let found: TemplateValue? = contexts.withUnsafeBufferPointer { contexts in
            var k = contexts.count - 1
            while k >= 0 {
                if case .dictionary(let entries) = contexts[k], let value = Self.value(of: first, in: entries) { return value }
                k -= 1
            }
            return nil
        }
        guard var value = found else { return .null }
        for part in key.parts.dropFirst() {
            guard case .dictionary(let entries) = value, let next = Self.value(of: part, in: entries) else { return .null }
            value = next
        }
        return value
    }

    /// `entries[key]`. The dictionaries a page renders most (sidebar and contents entries)
    /// hold a few short keys: comparing them is cheaper than hashing the key.
    private static func value(of key: String, in entries: [String: TemplateValue]) -> TemplateValue? {
        guard entries.count <= 4 else { return entries[key] }
        for (name, value) in entries where name == key { return value }
        return nil
    }

    private mutating func appendEscaped(_ text: String) {
        HTMLEscaping.append(text, to: &output)
    }
}
