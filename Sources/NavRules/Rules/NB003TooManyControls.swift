/// NB003: more than one control besides the back button.
struct TooManyControls: Rule {
    static let description = RuleDescription(
        id: "NB003",
        slug: "too-many-controls",
        severity: .warning,
        summary: "Use at most one control besides the back button",
        rationale: """
            Every extra button competes for the same narrow strip and makes the bar harder to scan. \
            A bar reads best with its title, the back button and a single control that acts on what \
            the screen shows. Move further actions into a toolbar, a menu or the content itself.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Inbox
                back: Mailboxes
                trailing: Edit
                """),
            RuleExample("""
                title: Photos
                leading: Select
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Inbox
                back: Mailboxes
                trailing: Edit, Filter
                """, fires: ["NB003"]),
            RuleExample("""
                title: Notes
                leading: Sort
                trailing: Share
                """, fires: ["NB003"]),
        ])

    private static let limit = 1

    func check(_ bar: NavigationBar) -> [Finding] {
        let controls = bar.controls
        guard controls.count > Self.limit else { return [] }
        // Point at the side that pushed the count over the limit.
        let key = bar.leading.count > Self.limit || bar.trailing.isEmpty ? "leading" : "trailing"
        let names = controls.map { quotedForMessage($0) }.joined(separator: ", ")
        return [Finding(rule: Self.description,
                        message: "bar has \(controls.count) controls besides the back button (\(names)); keep \(Self.limit) and move the rest into a toolbar or menu",
                        at: bar.locations.location(of: key))]
    }
}
