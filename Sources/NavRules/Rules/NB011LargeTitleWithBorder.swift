/// NB011: a large title with a visible border under it.
struct LargeTitleWithBorder: Rule {
    static let description = RuleDescription(
        id: "NB011",
        slug: "large-title-with-border",
        severity: .info,
        summary: "Consider hiding the border under a large title",
        rationale: """
            With no line under it, a large title flows into the content and reads as its heading. \
            Hiding the border on such bars usually looks better, and the system brings it back once \
            people start scrolling. This is a suggestion, not a mistake.
            """,
        nonTriggeringExamples: [
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
                title: Library
                title-style: large
                """, fires: ["NB011"]),
            RuleExample("""
                title: Albums
                title-style: large
                border: visible
                """, fires: ["NB011"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard bar.titleStyle == .large, bar.border == .visible else { return [] }
        let key = bar.locations.keys["border"] != nil ? "border" : "title-style"
        return [Finding(rule: Self.description,
                        message: "large title has a visible border; consider border: hidden so the title joins the content",
                        at: bar.locations.location(of: key))]
    }
}
