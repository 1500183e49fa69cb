/// NB001: a title longer than 15 user-perceived characters, or what `max_length` sets
/// for the bar's platform.
struct TitleTooLong: Rule {
    static let description = RuleDescription(
        id: "NB001",
        slug: "title-too-long",
        since: "0.1.0",
        formerSlugs: ["long-title"],
        severity: .warning,
        factsRead: ["platform", "title"],
        summary: "Keep titles to 15 characters or fewer",
        rationale: """
            A short title leaves the bar space for a back button and a control without anything \
            getting cut off. About fifteen characters fit on most screens; past that, the title is \
            truncated or squeezes the buttons beside it. Pick a word or brief phrase that says what \
            the screen is for.
            """,
        options: [maxLength],
        nonTriggeringExamples: [
            RuleExample("""
                title: Inbox
                back: Mailboxes
                """),
            RuleExample("""
                title: Recently Viewed
                """),
            // Characters are what people see: the family emoji is one, however many bytes it takes.
            RuleExample("""
                title: 👨‍👩‍👧‍👦 Family Album
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Account Settings
                """, fires: ["NB001"]),
            RuleExample("""
                title: Notification Preferences
                back: Settings
                """, fires: ["NB001"]),
        ])

    /// Wider iPad and Mac bars fit more; the guidance's fifteen is the default everywhere.
    static let maxLength = RuleOption.integerPerPlatform(
        "max_length", default: 15, range: 1...200,
        summary: "The most characters a title may have, on each platform")

    func check(_ bar: NavigationBar, options: RuleOptions) -> [Finding] {
        guard case .known(let title?) = bar.title else { return [] }
        // On an unknown platform the title is too long only if it is on every platform.
        let limit = options.integers(Self.maxLength, on: bar.platform).max()!
        let count = title.count
        guard count > limit else { return [] }
        return [Finding(rule: Self.description,
                        message: "title \(quotedForMessage(title)) has \(count) characters; keep it to \(limit) or fewer",
                        at: bar.locations.location(of: "title"))]
    }
}
