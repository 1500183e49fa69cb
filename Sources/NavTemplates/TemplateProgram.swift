/// Templates compiled from node trees into one flat list of instructions, the form a
/// renderer runs. Every page of a site renders the theme's templates once, so the walk
/// must be cheap: an instruction is four plain numbers, literal text is a range of one
/// byte buffer, and partials, parents and blocks point at each other by index. Walking
/// the node trees instead copied a reference-counted payload out of every node visited.
///
/// One program holds a whole library, so a partial or an overriding block defined in
/// one template is run from the same arrays as the template that includes it.
package struct TemplateProgram: Sendable {
    enum Kind: UInt8, Sendable {
        /// `text[a..<b]`.
        case text
        /// Where a standalone partial's indentation goes.
        case lineStart
        /// Key `a`, escaped when `b` is 1.
        case variable
        /// Key `a`; the content is the instructions up to `end`.
        case section
        case invertedSection
        /// `inclusions[a]`.
        case partial
        /// `inclusions[a]` with the overrides `overrideSets[b]`, whose contents follow up to `end`.
        case parent
        /// `blocks[a]`: its default content follows up to `end`.
        case block
    }

    struct Instruction: Sendable {
        var kind: Kind
        var a: Int32
        var b: Int32
        /// Where the next instruction is, after any content this one owns.
        var end: Int32
    }

    struct Inclusion: Sendable {
        /// An index into `templates`, or nil when the library has no such template.
        var template: Int?
        var name: String
        var indent: [UInt8]?
        var site: TemplateSite
    }

    struct Block: Sendable {
        /// An index into `blockNames`.
        var name: Int
        var content: Range<Int>
        var startsLine: Bool
        var indent: [UInt8]
        var site: TemplateSite
    }

    private(set) var instructions: [Instruction] = []
    private(set) var text: [UInt8] = []
    /// Names as looked up, split at their dots: key `i` is `keyParts[keyStarts[i]..<keyStarts[i + 1]]`,
    /// no parts for `{{.}}`. One flat array, so a lookup copies a part and never a per-key array.
    private(set) var keyParts: [String] = []
    /// Each of `keyParts`' `TemplateDictionary` tag, made once here rather than at every look-up.
    private(set) var keyTags: [UInt64] = []
    private(set) var keyStarts: [Int32] = [0]
    private(set) var inclusions: [Inclusion] = []
    private(set) var blocks: [Block] = []
    /// For each parent tag, the blocks it overrides: (block name, index into `blocks`).
    private(set) var overrideSets: [[(name: Int, block: Int)]] = []
    private(set) var blockNames: [String] = []
    /// Each template's instructions.
    private(set) var templates: [Range<Int>] = []
    private(set) var templateIndex: [String: Int] = [:]

    /// `named` in order; partials and parents naming a template not among them render as nothing.
    init(_ named: [(name: String, nodes: [TemplateNode])]) {
        for (t, entry) in named.enumerated() { templateIndex[entry.name] = t }
        var blockIDs: [String: Int] = [:]
        for entry in named {
            let start = instructions.count
            emit(entry.nodes, blockIDs: &blockIDs)
            templates.append(start..<instructions.count)
        }
    }

    private mutating func emit(_ nodes: [TemplateNode], blockIDs: inout [String: Int]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                let start = text.count
                text.append(contentsOf: bytes)
                append(.text, Int32(start), Int32(text.count))
            case .lineStart:
                append(.lineStart, 0, 0)
            case .variable(let key, let escaped):
                append(.variable, addKey(key), escaped ? 1 : 0)
            case .section(let key, let content, let inverted):
                let at = append(inverted ? .invertedSection : .section, addKey(key), 0)
                emit(content, blockIDs: &blockIDs)
                instructions[at].end = Int32(instructions.count)
            case .partial(let inclusion):
                append(.partial, Int32(include(inclusion)), 0)
            case .parent(let inclusion, let overrides):
                let at = append(.parent, Int32(include(inclusion)), Int32(overrideSets.count))
                overrideSets.append([])
                let set = overrideSets.count - 1
                for name in overrides.keys.sorted() {
                    let block = self.block(overrides[name]!, blockIDs: &blockIDs)
                    overrideSets[set].append((blocks[block].name, block))
                }
                instructions[at].end = Int32(instructions.count)
            case .block(let block):
                let at = append(.block, 0, 0)
                instructions[at].a = Int32(self.block(block, blockIDs: &blockIDs))
                instructions[at].end = Int32(instructions.count)
            }
        }
    }

    /// Emits a block's content where the instructions stand and records it.
    private mutating func block(_ block: TemplateBlock, blockIDs: inout [String: Int]) -> Int {
        let name: Int
        if let known = blockIDs[block.name] {
            name = known
        } else {
            name = blockNames.count
            blockIDs[block.name] = name
            blockNames.append(block.name)
        }
        let start = instructions.count
        emit(block.content, blockIDs: &blockIDs)
        blocks.append(Block(name: name, content: start..<instructions.count, startsLine: block.startsLine,
                            indent: block.indent, site: block.site))
        return blocks.count - 1
    }

    private mutating func addKey(_ key: TemplateKey) -> Int32 {
        keyParts += key.parts
        keyTags += key.parts.map(TemplateDictionary.tag(of:))
        keyStarts.append(Int32(keyParts.count))
        return Int32(keyStarts.count - 2)
    }

    private mutating func include(_ inclusion: TemplateInclusion) -> Int {
        inclusions.append(Inclusion(template: templateIndex[inclusion.name], name: inclusion.name,
                                    indent: inclusion.indent, site: inclusion.site))
        return inclusions.count - 1
    }

    @discardableResult
    private mutating func append(_ kind: Kind, _ a: Int32, _ b: Int32) -> Int {
        instructions.append(Instruction(kind: kind, a: a, b: b, end: Int32(instructions.count + 1)))
        return instructions.count - 1
    }
}
