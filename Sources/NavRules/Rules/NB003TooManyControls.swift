/// NB003: more than one control besides the back button.
struct TooManyControls: Rule {
    static let description = RuleDescription(
        id: "NB003",
        slug: "too-many-controls",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["back", "leading", "trailing", "presentation"],
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
            // A sheet's Cancel is its way back, so Cancel and Add make one control.
            RuleExample("""
                presentation: modal
                title: New Event
                leading: Cancel
                trailing: Add
                """),
            // A close button drawn as the xmark symbol is the same way back.
            RuleExample("""
                presentation: modal
                title: Filters
                leading: xmark
                trailing: Apply
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
            // Pushed onto a stack, the back button is the way back and Cancel is one more control.
            RuleExample("""
                title: New Event
                back: Calendar
                leading: Cancel
                trailing: Add
                """, fires: ["NB003"]),
            RuleExample("""
                presentation: modal
                title: New Event
                leading: Cancel
                trailing: Add, Invite
                """, fires: ["NB003"]),
        ])

    private static let limit = 1

    func check(_ bar: NavigationBar) -> [Finding] {
        var leading = bar.leading.value ?? []
        let trailing = bar.trailing.value ?? []
        // On the first screen of a modal sheet there is no back button: its leading
        // Cancel or Close is the way back, so it is not one of the controls counted.
        // Where it is unknown how the screen is shown, it may be such a sheet, and so may a
        // screen whose back button a reader could not tell.
        if bar.presentation != .known(.stack), !bar.back.certainly({ $0 != nil }),
           let first = leading.first, DismissControl.isDismiss(first) {
            leading.removeFirst()
        }
        let controls = leading + trailing
        guard controls.count > Self.limit else { return [] }
        // Point at the side that pushed the count over the limit.
        let key = leading.count > Self.limit || trailing.isEmpty ? "leading" : "trailing"
        let names = quotedList(controls)
        return [Finding(rule: Self.description,
                        message: "bar has \(controls.count) controls besides the back button (\(names)); keep \(Self.limit) and move the rest into a toolbar or menu",
                        at: bar.locations.location(of: key))]
    }
}
