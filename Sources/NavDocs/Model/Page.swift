import NavMarkdown
import NavRules

/// The kinds of page a theme has a layout for.
package enum PageKind: String, Sendable {
    case home, page, rule
    var template: String { self == .rule ? "rule" : self == .home ? "home" : "page" }
}

package struct Heading: Sendable {
    var level: Int
    var title: String
    var anchor: String
    var location: SourceLocation
}

/// One Markdown page, from the moment it is parsed until it is rendered.
package struct Page: Sendable {
    /// Path in the content folder (`guide/titles.md`).
    var source: String
    /// The path shown in messages (`content/guide/titles.md`).
    var displayPath: String
    var frontMatter: FrontMatter
    var document: MarkdownDocument
    var title: String
    var headings: [Heading]
    /// Path in the output folder (`guide/titles.html`, `rules/NB001.html`).
    var outputPath: String
    /// The content folder the page sits in (`guide`; empty at the root).
    var section: String
    var kind: PageKind
    var markdownBytes: Int
    var isSectionIndex: Bool { source == "index.md" || source.hasSuffix("/index.md") }
}
