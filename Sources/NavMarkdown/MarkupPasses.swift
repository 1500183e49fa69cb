/// A pass that rewrites a page's tree, as swift-markdown's `MarkupRewriter`: it handles only
/// the nodes it changes, and the default traversal below rewrites the children of every other
/// kind. The traversal switches over every kind with no `default:`, so a new kind of block or
/// inline does not compile until it says what its children are, and no pass skips it unseen.
package protocol MarkupRewriter {
    /// Whether the pass leaves `block`, and everything in it, as it is. Such a block is kept
    /// whole, shared with the tree it came from rather than rebuilt around itself.
    func keeps(_ block: Block) -> Bool
    /// Whether the pass leaves every one of `inlines`, and everything in them, as it is.
    func keeps(_ inlines: [Inline]) -> Bool
    /// `block` as the pass rewrites it, or nil for the default traversal.
    mutating func visit(_ block: Block) -> Block?
    /// `inline` as the pass rewrites it, or nil for the default traversal.
    mutating func visit(_ inline: Inline) -> Inline?
}

// The traversals are inlinable so that each pass, in the module that defines it, gets its own
// specialized copy: a generic one calls every `visit` and `keeps` through the witness table.
package extension MarkupRewriter {
    @inlinable func keeps(_ block: Block) -> Bool { false }
    @inlinable func keeps(_ inlines: [Inline]) -> Bool { false }
    @inlinable mutating func visit(_ block: Block) -> Block? { nil }
    @inlinable mutating func visit(_ inline: Inline) -> Inline? { nil }

    @inlinable mutating func rewrite(_ blocks: [Block]) -> [Block] { blocks.map { rewrite($0) } }

    @inlinable mutating func rewrite(_ block: Block) -> Block {
        if keeps(block) { return block }
        return visit(block) ?? rewriteChildren(of: block)
    }

    /// `block` with its children rewritten: the default traversal.
    @inlinable mutating func rewriteChildren(of block: Block) -> Block {
        switch block {
        case .paragraph(let inlines, let at): return .paragraph(rewrite(inlines), at: at)
        case .heading(let level, let inlines, let id, let at): return .heading(level: level, rewrite(inlines), id: id, at: at)
        case .blockQuote(let children, let at): return .blockQuote(rewrite(children), at: at)
        case .alert(let kind, let children, let at): return .alert(kind, rewrite(children), at: at)
        case .list(let style, let items, let at): return .list(style, items: items.map { rewrite($0) }, at: at)
        case .table(var table, let at):
            table.header = table.header.map { rewrite($0) }
            table.rows = table.rows.map { $0.map { rewrite($0) } }
            return .table(table, at: at)
        case .footnotes(let notes):
            return .footnotes(notes.map { note in
                var note = note
                note.blocks = rewrite(note.blocks)
                return note
            })
        case .code, .html, .thematicBreak, .generated: return block
        }
    }

    @inlinable mutating func rewrite(_ inlines: [Inline]) -> [Inline] {
        if keeps(inlines) { return inlines }
        return inlines.map { rewrite($0) }
    }

    @inlinable mutating func rewrite(_ inline: Inline) -> Inline { visit(inline) ?? rewriteChildren(of: inline) }

    /// `inline` with its children rewritten: the default traversal.
    @inlinable mutating func rewriteChildren(of inline: Inline) -> Inline {
        switch inline {
        case .text, .softBreak, .lineBreak, .code, .html, .checkbox, .footnoteReference, .anchor: return inline
        case .emphasis(let children): return .emphasis(rewrite(children))
        case .strikethrough(let children): return .strikethrough(rewrite(children))
        case .strong(let children): return .strong(rewrite(children))
        case .link(let destination, let title, let children, let at):
            return .link(destination: destination, title: title, rewrite(children), at: at)
        case .image(let source, let title, let alt, let at): return .image(source: source, title: title, alt: rewrite(alt), at: at)
        case .ruleReference(let id, let href, let children): return .ruleReference(id: id, href: href, rewrite(children))
        }
    }
}

/// A pass that reads a page's blocks in document order without changing them, as
/// swift-markdown's `MarkupWalker`. Like `MarkupRewriter`, its traversal names every kind of
/// block, so a new kind that holds blocks is walked into by every pass.
package protocol MarkupWalker {
    /// Called for every block in document order; false skips the blocks inside it.
    mutating func visit(_ block: Block) -> Bool
}

package extension MarkupWalker {
    // On arrays, not on any collection: a generic collection is walked through its
    // iterator's witness table, for every block of every page.
    @inlinable mutating func walk(_ blocks: [Block]) {
        for block in blocks { walk(block) }
    }

    @inlinable mutating func walk(_ block: Block) {
        guard visit(block) else { return }
        switch block {
        case .blockQuote(let children, _), .alert(_, let children, _): walk(children)
        case .list(_, let items, _): for item in items { walk(item) }
        case .footnotes(let notes): for note in notes { walk(note.blocks) }
        case .paragraph, .heading, .table, .code, .html, .thematicBreak, .generated: break
        }
    }
}

package extension Block {
    /// Whether `block` or any block inside it (quotes, alerts, list items) satisfies `test`.
    func contains(where test: (Block) -> Bool) -> Bool {
        withoutActuallyEscaping(test) { test in
            var search = BlockSearch(test: test)
            search.walk(self)
            return search.found
        }
    }

    /// How many of `block` and the blocks inside it satisfy `test`.
    func count(where test: (Block) -> Bool) -> Int {
        withoutActuallyEscaping(test) { test in
            var counter = BlockCount(test: test)
            counter.walk(self)
            return counter.count
        }
    }

    /// Whether any of `blocks` or the blocks inside them satisfies `test`.
    static func contains(_ blocks: [Block], where test: (Block) -> Bool) -> Bool {
        withoutActuallyEscaping(test) { test in
            var search = BlockSearch(test: test)
            search.walk(blocks)
            return search.found
        }
    }

    /// How many of `blocks` and the blocks inside them satisfy `test`.
    static func count(_ blocks: [Block], where test: (Block) -> Bool) -> Int {
        withoutActuallyEscaping(test) { test in
            var counter = BlockCount(test: test)
            counter.walk(blocks)
            return counter.count
        }
    }
}

private struct BlockSearch: MarkupWalker {
    let test: (Block) -> Bool
    var found = false
    mutating func visit(_ block: Block) -> Bool {
        if !found && test(block) { found = true }
        return !found
    }
}

private struct BlockCount: MarkupWalker {
    let test: (Block) -> Bool
    var count = 0
    mutating func visit(_ block: Block) -> Bool {
        if test(block) { count += 1 }
        return true
    }
}
