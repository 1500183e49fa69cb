import NavMarkdown
import NavRules

/// The kinds of page a theme has a layout for.
package enum PageKind: String, Sendable {
    case home, page, rule
    /// `404.md`: the site's not-found page, drawn as a page but outside the sidebar, pager, search and sitemap.
    case notFound = "404"
    var template: String { self == .rule ? "rule" : self == .home ? "home" : "page" }
}

package struct Heading: Sendable {
    var level: Int
    var title: String
    var anchor: String
    var location: SourceLocation
}

/// One Markdown page, from the moment it is parsed until it is rendered.
///
/// A value, kept in one shared box until a copy is changed: every step and the cache hold
/// pages, and a site's ten thousand copied field by field cost more than the steps' work
/// on the pages an incremental build redoes.
package struct Page: Sendable {
    private struct Fields: Sendable {
        var source: String
        var displayPath: String
        var frontMatter: FrontMatter
        var document: MarkdownDocument
        var title: String
        var headings: [Heading]
        var htmlAnchors: [String]
        var outputPath: String
        var section: String
        var kind: PageKind
        var markdownBytes: Int
        var navTitle: String?
    }

    private final class Box: @unchecked Sendable {
        // Changed only through a page's `_modify` accessors, which copy a shared box first.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(source: String, displayPath: String, frontMatter: FrontMatter, document: MarkdownDocument, title: String,
         headings: [Heading], htmlAnchors: [String] = [], outputPath: String, section: String, kind: PageKind,
         markdownBytes: Int, navTitle: String? = nil) {
        box = Box(Fields(source: source, displayPath: displayPath, frontMatter: frontMatter, document: document, title: title,
                         headings: headings, htmlAnchors: htmlAnchors, outputPath: outputPath, section: section, kind: kind,
                         markdownBytes: markdownBytes, navTitle: navTitle))
    }

    /// Gives this page a box of its own before a field changes in place.
    private mutating func unshare() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// Path in the content folder (`guide/titles.md`).
    var source: String {
        get { box.fields.source }
        _modify { unshare(); yield &box.fields.source }
    }
    /// The path shown in messages (`content/guide/titles.md`).
    var displayPath: String {
        get { box.fields.displayPath }
        _modify { unshare(); yield &box.fields.displayPath }
    }
    var frontMatter: FrontMatter {
        get { box.fields.frontMatter }
        _modify { unshare(); yield &box.fields.frontMatter }
    }
    var document: MarkdownDocument {
        get { box.fields.document }
        _modify { unshare(); yield &box.fields.document }
    }
    var title: String {
        get { box.fields.title }
        _modify { unshare(); yield &box.fields.title }
    }
    var headings: [Heading] {
        get { box.fields.headings }
        _modify { unshare(); yield &box.fields.headings }
    }
    /// Other link targets: the `id`s raw HTML gives the page (`<a id="old-name"></a>`).
    var htmlAnchors: [String] {
        get { box.fields.htmlAnchors }
        _modify { unshare(); yield &box.fields.htmlAnchors }
    }
    /// Path in the output folder (`guide/titles.html`, `rules/NB001.html`).
    var outputPath: String {
        get { box.fields.outputPath }
        _modify { unshare(); yield &box.fields.outputPath }
    }
    /// The content folder the page sits in (`guide`; empty at the root).
    var section: String {
        get { box.fields.section }
        _modify { unshare(); yield &box.fields.section }
    }
    var kind: PageKind {
        get { box.fields.kind }
        _modify { unshare(); yield &box.fields.kind }
    }
    var markdownBytes: Int {
        get { box.fields.markdownBytes }
        _modify { unshare(); yield &box.fields.markdownBytes }
    }
    /// The title `nav:` gives the page in the sidebar and pager; set when the site is mapped.
    var navTitle: String? {
        get { box.fields.navTitle }
        _modify { unshare(); yield &box.fields.navTitle }
    }
    var isSectionIndex: Bool { Self.isIndex(source) }
    /// What the sidebar and pager call the page.
    var shownTitle: String { navTitle ?? title }

    /// A folder's page: `index.md`, or `README.md` as GitHub and mdBook read it (both in one folder is an error).
    static func isIndex(_ source: String) -> Bool {
        let name = source.utf8.lastIndex(of: UInt8(ascii: "/")).map { source[source.utf8.index(after: $0)...] } ?? source[...]
        return name == "index.md" || name == readme
    }

    static let readme = "README.md"
    /// The content page that becomes the site's 404.html.
    static let notFoundSource = "404.md"
}
