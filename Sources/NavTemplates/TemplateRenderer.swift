import NavText

/// Runs a compiled template program into one growing UTF-8 buffer. One renderer serves
/// one call to `render`; the program it reads is shared and never changes.
package struct TemplateRenderer: ~Copyable {
    /// How deep partials, parents and block overrides may nest before rendering stops
    /// with an error instead of recursing forever.
    static let maximumDepth = 100

    private let program: TemplateProgram
    /// The program's instructions and text, borrowed for the length of one `render`.
    private let instructions: UnsafeBufferPointer<TemplateProgram.Instruction>
    private let text: UnsafeBufferPointer<UInt8>
    private var output: ByteBuffer
    private var contexts: [TemplateValue]
    /// What each template line starts with: the indentation of standalone partials.
    private var indent: [UInt8] = []
    /// Override sets of the parents being rendered, outermost first: the outermost wins.
    private var overrides: [Int] = []
    private var depth = 0

    private init(program: TemplateProgram, instructions: UnsafeBufferPointer<TemplateProgram.Instruction>,
                 text: UnsafeBufferPointer<UInt8>, context: TemplateValue, capacity: Int) {
        self.program = program
        self.instructions = instructions
        self.text = text
        self.contexts = [context]
        output = ByteBuffer(capacity: capacity)
    }

    /// Renders template number `template` of `program` against `context`, as UTF-8.
    static func render(_ template: Int, of program: TemplateProgram, context: TemplateValue,
                       capacity: Int) throws(TemplateError) -> [UInt8] {
        let result: Result<[UInt8], TemplateError> = program.instructions.withUnsafeBufferPointer { instructions in
            program.text.withUnsafeBufferPointer { text in
                var renderer = TemplateRenderer(program: program, instructions: instructions, text: text,
                                                context: context, capacity: capacity)
                do throws(TemplateError) {
                    try renderer.run(program.templates[template], skippingFirstLineStart: false)
                } catch {
                    return .failure(error)
                }
                return .success(renderer.output.bytes)
            }
        }
        return try result.get()
    }

    private mutating func run(_ range: Range<Int>, skippingFirstLineStart: Bool) throws(TemplateError) {
        var i = range.lowerBound
        while i < range.upperBound {
            let instruction = instructions[i]
            let next = Int(instruction.end)
            switch instruction.kind {
            case .text:
                output.append(UnsafeBufferPointer(rebasing: text[Int(instruction.a)..<Int(instruction.b)]))
            case .lineStart:
                if !indent.isEmpty, !(skippingFirstLineStart && i == range.lowerBound) {
                    output.append(indent)
                }
            case .variable:
                let escaped = instruction.b != 0
                let value = lookUp(Int(instruction.a))
                if case .html(let bytes) = value { output.append(bytes); break }
                if case .utf8(let bytes) = value, !escaped { output.append(bytes); break }
                guard let text = value.interpolated else { break }
                if escaped { HTMLEscaping.append(text, to: &output) } else { output.append(text) }
            case .section:
                let content = (i + 1)..<next
                let value = lookUp(Int(instruction.a))
                if case .list(let items) = value {
                    for item in items {
                        contexts.append(item)
                        try run(content, skippingFirstLineStart: false)
                        contexts.removeLast()
                    }
                } else if value.isTruthy {
                    contexts.append(value)
                    try run(content, skippingFirstLineStart: false)
                    contexts.removeLast()
                }
            case .invertedSection:
                if !lookUp(Int(instruction.a)).isTruthy { try run((i + 1)..<next, skippingFirstLineStart: false) }
            case .partial:
                try include(Int(instruction.a), kind: "partial", overriding: nil)
            case .parent:
                try include(Int(instruction.a), kind: "parent", overriding: Int(instruction.b))
            case .block:
                try expand(Int(instruction.a))
            }
            i = next
        }
    }

    /// A missing partial or parent renders as nothing, as the spec says; the library's
    /// `unknownPartials()` lets a caller refuse such templates up front.
    private mutating func include(_ index: Int, kind: String, overriding set: Int?) throws(TemplateError) {
        let inclusion = program.inclusions[index]
        guard let template = inclusion.template else { return }
        guard depth < Self.maximumDepth else {
            throw inclusion.site.error("\(kind) \"\(inclusion.name)\" is nested more than \(Self.maximumDepth) levels deep")
        }
        let savedIndent = indent
        // An inline partial's lines are not the caller's lines, so they get no indentation.
        indent = inclusion.indent.map { indent + $0 } ?? []
        depth += 1
        if let set { overrides.append(set) }
        try run(program.templates[template], skippingFirstLineStart: false)
        if set != nil { overrides.removeLast() }
        depth -= 1
        indent = savedIndent
    }

    private mutating func expand(_ index: Int) throws(TemplateError) {
        let block = program.blocks[index]
        var chosen = index
        var overridden = false
        search: for set in overrides {
            for entry in program.overrideSets[set] where entry.name == block.name {
                chosen = entry.block
                overridden = true
                break search
            }
        }
        guard depth < Self.maximumDepth else {
            throw block.site.error("block \"\(program.blockNames[block.name])\" is nested more than \(Self.maximumDepth) levels deep")
        }
        let choice = program.blocks[chosen]
        let savedIndent = indent
        // A default that does not start its own line was never dedented: its lines are
        // already where they belong.
        if overridden || block.startsLine { indent += block.indent }
        depth += 1
        if block.startsLine, !choice.startsLine, !choice.content.isEmpty {
            output.append(indent)
        }
        // Used inline, the block's first line continues the line of the tag.
        try run(choice.content, skippingFirstLineStart: !block.startsLine && choice.startsLine)
        depth -= 1
        indent = savedIndent
    }

    /// The first part of a dotted name is looked up through the context stack, top
    /// first; each further part only in the value found so far.
    private func lookUp(_ index: Int) -> TemplateValue {
        let first = Int(program.keyStarts[index]), end = Int(program.keyStarts[index + 1])
        guard first < end else { return contexts.last ?? .null }
        let name = program.keyParts[first], tag = program.keyTags[first]
        let found: TemplateValue? = contexts.withUnsafeBufferPointer { contexts in
            var k = contexts.count - 1
            while k >= 0 {
                if case .dictionary(let entries) = contexts[k], let value = entries.value(of: name, tag: tag) { return value }
                k -= 1
            }
            return nil
        }
        guard var value = found else { return .null }
        for part in (first + 1)..<end {
            guard case .dictionary(let entries) = value,
                  let next = entries.value(of: program.keyParts[part], tag: program.keyTags[part]) else { return .null }
            value = next
        }
        return value
    }
}
