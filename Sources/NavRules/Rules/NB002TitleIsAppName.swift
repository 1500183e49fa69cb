/// NB002: the title repeats the app's name.
struct TitleIsAppName: Rule {
    static let description = RuleDescription(
        id: "NB002",
        slug: "title-is-app-name",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["app", "title"],
        summary: "Don't use the app's name as the title",
        rationale: """
            People already know which app they opened, so a title that repeats its name tells them \
            nothing about where they are. The title is there to place the current screen within the \
            app. Name what this screen shows instead.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                app: Mail
                title: Inbox
                """),
            RuleExample("""
                app: Notes
                title: Folders
                back: iCloud
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                app: Mail
                title: Mail
                """, fires: ["NB002"]),
            // The comparison ignores case and surrounding spaces.
            RuleExample("""
                app: "Weather "
                title: weather
                """, fires: ["NB002"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let title?) = bar.title, let app = bar.app else { return [] }
        let name = app.trimmingBlanks()
        guard !name.isEmpty, title.trimmingBlanks().lowercased() == name.lowercased() else { return [] }
        return [Finding(rule: Self.description,
                        message: "title \(quotedForMessage(title)) is the app's name; name this screen instead",
                        at: bar.locations.location(of: "title"))]
    }
}
