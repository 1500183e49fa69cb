/// NB006: a back button that is not on the leading side.
struct BackButtonNotLeading: Rule {
    static let description = RuleDescription(
        id: "NB006",
        slug: "back-button-not-leading",
        since: "0.1.0",
        severity: .error,
        factsRead: ["back", "back-position"],
        summary: "Put the back button on the leading side",
        rationale: """
            People look for the way back to the previous screen on the leading edge, where every \
            other app keeps it. Moving it elsewhere hides a familiar action and makes it easy to \
            mistake for another button.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Details
                back: Inbox
                """),
            RuleExample("""
                title: Details
                back: Inbox
                back-position: leading
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Details
                back: Inbox
                back-position: trailing
                """, fires: ["NB006"]),
            RuleExample("""
                title: Step 2
                back: ""
                back-position: trailing
                """, fires: ["NB006"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let back?) = bar.back, back.position != .leading else { return [] }
        return [Finding(rule: Self.description,
                        message: "back button is on the \(back.position.rawValue) side; move it to the leading side",
                        at: bar.locations.location(of: "back-position"))]
    }
}
