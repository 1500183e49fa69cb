/// One entry of the site search: a whole page or one heading section of it.
///
/// `text` is the entry's own text only (a page entry holds the text before its
/// first heading; each section entry holds its section), so nothing is indexed twice.
public struct SearchDocument: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case page, section }

    /// What a rule page adds to its page entry; its ID and slugs rank above everything else.
    public struct Rule: Hashable, Sendable {
        public var id: String
        public var slug: String
        public var formerSlugs: [String]
        public var summary: String

        public init(id: String, slug: String, formerSlugs: [String] = [], summary: String) {
            self.id = id
            self.slug = slug
            self.formerSlugs = formerSlugs
            self.summary = summary
        }
    }

    /// Root-relative URL, with the anchor for a section: `guide/titles.html#large-titles`.
    public var url: String
    /// The page title for a page entry, the heading text for a section entry.
    public var title: String
    /// Titles of the ancestors shown above a result (`["Guide", "Titles"]` for a section of Titles).
    public var breadcrumb: [String]
    /// Plain text (no markup) of the entry.
    public var text: String
    public var kind: Kind
    public var rule: Rule?

    public init(url: String, title: String, breadcrumb: [String] = [], text: String,
                kind: Kind, rule: Rule? = nil) {
        self.url = url
        self.title = title
        self.breadcrumb = breadcrumb
        self.text = text
        self.kind = kind
        self.rule = rule
    }
}
