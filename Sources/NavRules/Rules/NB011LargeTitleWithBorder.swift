/// NB011: a large title whose border was turned on (a large title has none by default).
struct LargeTitleWithBorder: Rule {
    static let description = RuleDescription(
        id: "NB011",
        slug: "large-title-with-border",
        since: "0.1.0",
        severity: .info,
        factsRead: ["title-style", "border"],
        summary: "Consider leaving the border off under a large title",
        rationale: """
            With no line under it, a large title flows into the content and reads as its heading. \
            That is how the system draws a large-title bar unless the app turns the border on, and \
            the line comes back by itself once people scroll. This is a suggestion, not a mistake.
            """,
        nonTriggeringExamples: [
            // Since iOS 13 a large title has no border until the content scrolls under it.
            RuleExample("""
                title: Library
                title-style: large
                """),
            RuleExample("""
                title: Library
                title-style: large
                border: hidden
                """),
            RuleExample("""
                title: Library
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Albums
                title-style: large
                border: visible
                """, fires: ["NB011"]),
            RuleExample("""
                platform: ipad
                title: Mailboxes
                title-style: large
                border: visible
                """, fires: ["NB011"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        // A large title's default is no border, so only a border someone turned on fires.
        guard bar.titleStyle == .known(.large), bar.border == .known(.visible) else { return [] }
        let key = bar.locations.keys["border"] != nil ? "border" : "title-style"
        return [Finding(rule: Self.description,
                        message: "large title has its border turned on; consider leaving it off so the title joins the content",
                        at: bar.locations.location(of: key), specSpelling: "border: hidden, the default")]
    }
}
