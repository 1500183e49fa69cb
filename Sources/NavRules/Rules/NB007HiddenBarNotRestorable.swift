/// NB007: a bar that hides with no gesture to bring it back.
struct HiddenBarNotRestorable: Rule {
    static let description = RuleDescription(
        id: "NB007",
        slug: "hidden-bar-not-restorable",
        since: "0.1.0",
        severity: .error,
        factsRead: ["hides", "restore"],
        summary: "Let people bring back a hidden bar",
        rationale: """
            Hiding the bar gives immersive content such as a full-screen photo more room, but people \
            still need their controls afterwards. Without a simple gesture to reveal it again, like a \
            tap or a downward swipe, they can get stuck on the screen.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Photo
                hides: on-tap
                restore: tap
                """),
            RuleExample("""
                title: Article
                hides: on-scroll
                restore: tap, swipe-down
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Photo
                hides: always
                """, fires: ["NB007"]),
            RuleExample("""
                title: Article
                hides: on-scroll
                restore: none
                """, fires: ["NB007"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let hides) = bar.hides, hides != .never, bar.restore == .known([]) else { return [] }
        let key = bar.locations.keys["restore"] != nil ? "restore" : "hides"
        return [Finding(rule: Self.description,
                        message: "bar hides (\(hides.rawValue)) but no gesture brings it back; let a tap or a swipe down bring it back",
                        at: bar.locations.location(of: key), specSpelling: "restore: tap or restore: swipe-down")]
    }
}
