import NavBase
import NavText

/// A Markdown document as immutable Swift values. Positions are 1-based line and
/// byte column in the page's source file (front matter included).
package struct MarkdownDocument: Sendable {
    package var blocks: [Block]

    package init(blocks: [Block]) { self.blocks = blocks }
}

package indirect enum Block: Sendable {
    case paragraph([Inline], at: SourceLocation)
    /// `id` is the anchor an attribute block (`{#id}`) gave the heading, nil when it names none.
    case heading(level: Int, [Inline], id: String?, at: SourceLocation)
    case blockQuote([Block], at: SourceLocation)
    /// A GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`, … alone,
    /// drawn as a callout; `children` are the quote's blocks after that line.
    case alert(AlertKind, [Block], at: SourceLocation)
    case list(ListStyle, items: [[Block]], at: SourceLocation)
    /// A fenced or indented code block; `at` is the line of the opening fence.
    case code(info: String, literal: String, at: SourceLocation)
    case html(String, at: SourceLocation)
    case thematicBreak(at: SourceLocation)
    case table(Table, at: SourceLocation)
    /// HTML the generator produced itself (example figures); written as is.
    case generated(String)
    /// The page's footnotes, in the order first referenced (GFM): the section at its end.
    case footnotes([Footnote])
}

/// A footnote's definition (`[^label]: text`), numbered by its first reference.
package struct Footnote: Sendable {
    package var label: String
    package var number: Int
    package var blocks: [Block]
    /// How many references the page makes to it: each gets a link back.
    package var references: Int
}

/// The five alerts GitHub draws; any other `[!WORD]` leaves the block quote as written.
package enum AlertKind: String, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The callout's visible title and accessible name.
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The kind a marker's text names, `[!NOTE]` in any case, or nil.
    package init?(marker: String) {
        guard marker.hasPrefix("[!"), marker.hasSuffix("]"), marker.count > 3 else { return nil }
        self.init(rawValue: marker.dropFirst(2).dropLast().lowercased())
    }
}

package struct ListStyle: Sendable, Hashable {
    var ordered: Bool
    var start: Int
    var tight: Bool
}

/// A pipe table, recognised in a paragraph whose second line is a delimiter row.
package struct Table: Sendable {
    enum Alignment: Sendable { case none, left, center, right }
    var alignments: [Alignment]
    package var header: [[Inline]]
    package var rows: [[[Inline]]]
}

package indirect enum Inline: Sendable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String, at: SourceLocation)
    case html(String, at: SourceLocation)
    case emphasis([Inline])
    case strong([Inline])
    case link(destination: String, title: String, [Inline], at: SourceLocation)
    case image(source: String, title: String, alt: [Inline], at: SourceLocation)
    /// A reference to a rule, resolved: links to the rule's page.
    case ruleReference(id: String, href: String, [Inline])
    /// `~~text~~` (GFM).
    case strikethrough([Inline])
    /// The box of a task list item (`- [x] done`), drawn checked or not and never editable.
    case checkbox(checked: Bool)
    /// `[^label]`: the `occurrence`th reference to footnote `number`.
    case footnoteReference(number: Int, occurrence: Int)
    /// An anchor an attribute block set on the inline after it (`**locale**{ #locale }`, MkDocs' attr_list).
    case anchor(String)
}

package extension Inline {
    /// The text a reader sees, for titles, anchors, alt text and the search index.
    static func plainText(_ inlines: [Inline]) -> String {
        var out = ByteBuffer(capacity: 256)
        appendPlainText(inlines, to: &out)
        return out.string
    }

    /// The text of `inlines` as `plainText` has it, appended as UTF-8.
    static func appendPlainText(_ inlines: [Inline], to out: inout ByteBuffer) {
        for i in inlines.indices {
            switch inlines[i] {
            case .text(let s), .code(let s, _): out.append(s)
            case .softBreak, .lineBreak: out.append(UInt8(ascii: " "))
            case .html, .checkbox, .footnoteReference, .anchor: break
            case .emphasis(let c), .strong(let c), .link(_, _, let c, _), .image(_, _, let c, _),
                 .ruleReference(_, _, let c), .strikethrough(let c):
                appendPlainText(c, to: &out)
            }
        }
    }
}
