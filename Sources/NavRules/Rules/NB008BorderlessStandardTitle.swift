/// NB008: a hidden border under a standard-size title (an iPad split view excepted).
struct BorderlessStandardTitle: Rule {
    static let description = RuleDescription(
        id: "NB008",
        slug: "borderless-standard-title",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["platform", "title", "title-style", "border", "split-view"],
        summary: "Keep the border under a standard title",
        rationale: """
            Without its bottom edge, a bar with a standard-size title blends into the content, and its \
            title and buttons become harder to tell apart from what scrolls beneath them. The \
            borderless look suits large titles instead. An iPad split view is the exception: there, \
            giving both panes the same border style keeps them consistent.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Library
                title-style: large
                border: hidden
                """),
            RuleExample("""
                platform: ipad
                split-view: yes
                title: Mailboxes
                border: hidden
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Settings
                border: hidden
                """, fires: ["NB008"]),
            RuleExample("""
                platform: ipad
                title: Mailboxes
                border: hidden
                """, fires: ["NB008"]),
            // The exception needs both: a split view on iPad.
            RuleExample("""
                split-view: yes
                title: Mailboxes
                border: hidden
                """, fires: ["NB008"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard bar.border == .known(.hidden), bar.titleStyle == .known(.standard),
              case .known(_?) = bar.title else { return [] }
        // Fire only when the iPad split-view exception certainly does not apply.
        let exceptionRuledOut = bar.platform.certainly { $0 != .ipad } || bar.splitView == .known(false)
        guard exceptionRuledOut else { return [] }
        return [Finding(rule: Self.description,
                        message: "border is hidden under a standard title; show the border, or use a large title",
                        at: bar.locations.location(of: "border"), specSpelling: "title-style: large")]
    }
}
