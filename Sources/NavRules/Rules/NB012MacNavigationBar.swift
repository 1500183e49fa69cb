/// NB012: an iOS-style navigation bar on the Mac.
struct MacNavigationBar: Rule {
    static let description = RuleDescription(
        id: "NB012",
        slug: "mac-navigation-bar",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["platform"],
        summary: "Don't use a navigation bar on the Mac",
        rationale: """
            An iOS-style navigation bar has no counterpart on the Mac. There, people often move around \
            with a sidebar or a Back button in the toolbar, and the window's name typically sits in its \
            title bar. Rework the screen around those Mac conventions.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                platform: iphone
                title: Inbox
                """),
            RuleExample("""
                platform: ipad
                title: Inbox
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                platform: mac
                title: Inbox
                """, fires: ["NB012"]),
            RuleExample("""
                platform: mac
                title: Documents
                back: Home
                """, fires: ["NB012"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard bar.platform == .known(.mac) else { return [] }
        return [Finding(rule: Self.description,
                        message: "navigation bar on macOS; use a sidebar or a Back button in the toolbar, and show the window title in the title bar",
                        at: bar.locations.location(of: "platform"))]
    }
}
