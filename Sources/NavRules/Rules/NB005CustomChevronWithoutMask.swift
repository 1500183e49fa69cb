/// NB005: a custom back chevron with no transition mask image.
struct CustomChevronWithoutMask: Rule {
    static let description = RuleDescription(
        id: "NB005",
        slug: "custom-chevron-without-mask",
        since: "0.1.0",
        severity: .error,
        factsRead: ["back", "back-chevron", "back-mask"],
        summary: "Supply a transition mask with a custom back chevron",
        rationale: """
            When a screen is pushed or popped, the system slides the back button's label under the \
            chevron using a mask image. Replace the chevron with your own image, and the system's mask \
            may no longer fit it. The rule cannot see the image's shape, so it asks for a mask with \
            every custom chevron, or the system one.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Details
                back: Inbox
                back-chevron: custom
                back-mask: yes
                """),
            RuleExample("""
                title: Details
                back: Inbox
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Details
                back: Inbox
                back-chevron: custom
                """, fires: ["NB005"]),
            RuleExample("""
                title: Details
                back: Inbox
                back-chevron: custom
                back-mask: no
                """, fires: ["NB005"]),
        ])

    func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let back?) = bar.back, back.chevron == .known(.custom), back.hasMask == .known(false) else {
            return []
        }
        return [Finding(rule: Self.description,
                        message: "custom back chevron has no transition mask; use the system chevron, or supply a mask image with it",
                        at: bar.locations.location(of: "back-chevron"), specSpelling: "back-mask: yes")]
    }
}
