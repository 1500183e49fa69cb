/// NB004: a segmented control that shares the bar with a title or any other control.
struct SegmentedControlNotAlone: Rule {
    static let description = RuleDescription(
        id: "NB004",
        slug: "segmented-control-not-alone",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["title", "back", "leading", "trailing", "segmented"],
        summary: "Show a segmented control alone in the bar",
        rationale: """
            A segmented control in the bar is already the screen's main switch, so a title or buttons \
            beside it crowd it and blur what it does. The segments themselves show which view is \
            active. Leave the control on its own and move other actions into the content or a toolbar.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                segmented: All | Missed
                """),
            RuleExample("""
                platform: ipad
                segmented: Albums | Artists | Songs
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Recents
                segmented: All | Missed
                """, fires: ["NB004"]),
            // The back button counts as a control here.
            RuleExample("""
                back: Library
                segmented: Albums | Songs
                """, fires: ["NB004"]),
            RuleExample("""
                segmented: Day | Week | Month
                trailing: Today
                """, fires: ["NB004"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(_?) = bar.segmented else { return [] }
        // Only company that is certainly there counts.
        var company: [String] = []
        if case .known(let title?) = bar.title { company.append("the title \(quotedForMessage(title))") }
        if case .known(_?) = bar.back { company.append("a back button") }
        let controls = bar.knownControls.count
        if controls > 0 { company.append(controls == 1 ? "1 other control" : "\(controls) other controls") }
        guard !company.isEmpty else { return [] }
        return [Finding(rule: Self.description,
                        message: "segmented control shares the bar with \(SpecKeys.list(company, conjunction: "and")); remove them so the segmented control stands alone",
                        at: bar.locations.location(of: "segmented"))]
    }
}
