#if canImport(Glibc)
import Glibc
#endif
import NavBase
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

/// A page's headings: as the parse found them, or as a cache file holds them. A build that
/// takes thousands of pages from its cache asks for the headings of only a few (the pages
/// it redoes, and those they link to), so a cached page's are made into values on demand.
package enum Headings: Sendable {
    case parsed([Heading])
    case cached(CachedHeadings)

    var all: [Heading] {
        switch self {
        case .parsed(let headings): headings
        case .cached(let cached): cached.decoded()
        }
    }
}

/// One Markdown page, from the moment it is parsed until it is rendered.
///
/// A value, kept in one shared box until a copy is changed: every step and the cache hold
/// pages, and a site's ten thousand copied field by field cost more than the steps' work
/// on the pages an incremental build redoes. Its fields are `Fields`', read and changed
/// in place as the page's own (`page.title`, `map.pages[i].document = …`).
@dynamicMemberLookup
package struct Page: Sendable {
    package struct Fields: Sendable {
        /// Path in the content folder (`guide/titles.md`).
        var source: String
        /// The path shown in messages (`content/guide/titles.md`).
        var displayPath: String
        var frontMatter: FrontMatter
        var document: MarkdownDocument
        var title: String
        /// See `Page.headings`.
        var headingList: Headings
        /// The anchor of the H1 the title came from, shown on the layout's heading; nil when
        /// the title is the front matter's or a file name.
        var titleAnchor: String?
        /// Other link targets: the `id`s raw HTML gives the page (`<a id="old-name"></a>`).
        var htmlAnchors: [String]
        /// Path in the output folder (`guide/titles.html`, `rules/NB001.html`).
        var outputPath: String
        /// The content folder the page sits in (`guide`; empty at the root).
        var section: String
        var kind: PageKind
        var markdownBytes: Int
        /// The title `nav:` gives the page in the sidebar and pager; set when the site is mapped.
        var navTitle: String?
    }

    private final class Box: @unchecked Sendable {
        // Changed only through the `_modify` below, which copies a shared box first, so no
        // two accesses overlap: unchecked, each read of a field skips the runtime's
        // exclusivity check, which cost more than the read at thousands of pages a step.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(source: String, displayPath: String, frontMatter: FrontMatter, document: MarkdownDocument, title: String,
         headings: [Heading], titleAnchor: String? = nil, htmlAnchors: [String] = [], outputPath: String, section: String,
         kind: PageKind, markdownBytes: Int, navTitle: String? = nil) {
        self.init(source: source, displayPath: displayPath, frontMatter: frontMatter, document: document, title: title,
                  headingList: .parsed(headings), titleAnchor: titleAnchor, htmlAnchors: htmlAnchors, outputPath: outputPath, section: section,
                  kind: kind, markdownBytes: markdownBytes, navTitle: navTitle)
    }

    init(source: String, displayPath: String, frontMatter: FrontMatter, document: MarkdownDocument, title: String,
         headingList: Headings, titleAnchor: String?, htmlAnchors: [String], outputPath: String, section: String,
         kind: PageKind, markdownBytes: Int, navTitle: String? = nil) {
        box = Box(Fields(source: source, displayPath: displayPath, frontMatter: frontMatter, document: document, title: title,
                         headingList: headingList, titleAnchor: titleAnchor, htmlAnchors: htmlAnchors, outputPath: outputPath, section: section,
                         kind: kind, markdownBytes: markdownBytes, navTitle: navTitle))
    }

    /// The page's headings in order, each with its anchor.
    var headings: [Heading] { self.headingList.all }

    package subscript<T>(dynamicMember field: WritableKeyPath<Fields, T>) -> T {
        get { box.fields[keyPath: field] }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields[keyPath: field]
        }
    }

    var isSectionIndex: Bool { Self.isIndex(self.source) }
    /// What the sidebar and pager call the page.
    var shownTitle: String { self.navTitle ?? self.title }

    /// A folder's page: `index.md`, or `README.md` as GitHub and mdBook read it (both in one folder is an error).
    static func isIndex(_ source: String) -> Bool { isNamed(source, "index.md") || isNamed(source, readme) }

    /// Whether the last part of `source` is `name`, an ASCII name without a "/". Compared as
    /// bytes: no other spelling is canonically equivalent to one, and a rebuild asks it of
    /// every page in several passes, where a generic search and a `Substring` comparison
    /// would cost more than the rest of each pass. The path must end with the name's bytes, at its start or after a "/": no search
    /// for the last "/" first.
    static func isNamed(_ source: String, _ name: String) -> Bool {
        var source = source, name = name
        return source.withUTF8 { path in
            name.withUTF8 { name in
                guard path.count >= name.count else { return false }
                let start = path.count - name.count
                guard start == 0 || path[start - 1] == UInt8(ascii: "/") else { return false }
                return name.isEmpty || memcmp(path.baseAddress! + start, name.baseAddress!, name.count) == 0
            }
        }
    }

    /// Whether the content file at `path` is a page: `path.hasSuffix(".md")`, asked of every file
    /// of the content folder twice a build. Read as bytes where they decide it: a path that does not
    /// end with the three bytes is not one, and one that does is, unless the byte before them is
    /// not ASCII (a prepended mark such as U+0600 joins the dot into its grapheme cluster, and
    /// `hasSuffix` compares clusters), which takes the plain way.
    static func isMarkdown(_ path: String) -> Bool {
        var path = path
        let decided: Bool? = path.withUTF8 { bytes in
            let n = bytes.count
            guard n >= 3, bytes[n - 3] == UInt8(ascii: "."), bytes[n - 2] == UInt8(ascii: "m"),
                  bytes[n - 1] == UInt8(ascii: "d") else { return false }
            return n == 3 || bytes[n - 4] < 0x80 ? true : nil
        }
        return decided ?? path.hasSuffix(".md")
    }

    static let readme = "README.md"

    /// The content page that becomes the site's 404.html.
    static let notFoundSource = "404.md"
}
