/// The one place that decides where a rule's page lives on the docs site.
/// navlint prints these URLs and the site generator writes pages at these paths.
public enum RuleURL {
    /// Site-relative path of a rule's page: `rules/NB001.html`.
    public static func path(forRuleID id: String) -> String { "rules/\(id).html" }

    /// Site-relative path of the redirect page for a slug: `rules/title-too-long.html`.
    public static func path(forSlug slug: String) -> String { "rules/\(slug).html" }

    /// Absolute URL of a rule's page under a docs site root (`https://x.org/docs`).
    public static func url(forRuleID id: String, docsURL: String) -> String {
        var base = docsURL
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/" + path(forRuleID: id)
    }
}
