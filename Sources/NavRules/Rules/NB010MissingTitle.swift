/// NB010: a bar with no title where the content does not name the screen either.
struct MissingTitle: Rule {
    static let description = RuleDescription(
        id: "NB010",
        slug: "missing-title",
        since: "0.1.0",
        severity: .info,
        factsRead: ["title", "title-redundant", "segmented"],
        summary: "Give the bar a title unless the content names the screen",
        rationale: """
            A title confirms where people are as they move through the app. Leave it out only when \
            the content already says what the screen is, the way a note's first line does, and \
            record that choice with title-redundant: yes.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Inbox
                """),
            RuleExample("""
                back: Notes
                title-redundant: yes
                trailing: Share
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                back: Notes
                trailing: Share
                """, fires: ["NB010"]),
            RuleExample("""
                platform: ipad
                leading: Edit
                """, fires: ["NB010"]),
            // A blank title is no title.
            RuleExample("""
                title: " "
                back: Notes
                """, fires: ["NB010"]),
        ])

    static let message = "bar has no title; add one that names the screen"
    static let exemption = Exemption(condition: "the content already names the screen", specLine: "title-redundant: yes")

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let title) = bar.title, (title ?? "").trimmingBlanks().isEmpty,
              bar.segmented == .known(nil), !bar.titleRedundant else { return [] }
        return [Finding(rule: Self.description, message: Self.message, at: bar.locations.location(of: "title"),
                        exemption: Self.exemption)]
    }
}
