import NavBase

/// The set of rules a check runs, looked up by ID, slug or former slug.
public struct RuleCatalog: Sendable {
    /// Every rule navdocs ships, in ID order. Adding a rule means adding its
    /// file under `Rules/` and one line here.
    public static let standard = RuleCatalog(rules: [
        TitleTooLong(),
        TitleIsAppName(),
        TooManyControls(),
        SegmentedControlNotAlone(),
        CustomChevronWithoutMask(),
        BackButtonNotLeading(),
        HiddenBarNotRestorable(),
        BorderlessStandardTitle(),
        GlyphSizeOutOfRange(),
        MissingTitle(),
        LargeTitleWithBorder(),
        MacNavigationBar(),
    ])

    public let rules: [any Rule]
    /// Each rule's ID and its options at their defaults, by the rule's place in `rules`: a
    /// site checks a bar per example, and making them from each rule's description for every
    /// bar would be most of the cost of a check.
    private let ids: [String]
    private let defaultOptions: [RuleOptions]

    public init(rules: [any Rule]) {
        self.rules = rules.sorted { type(of: $0).description.id < type(of: $1).description.id }
        ids = self.rules.map { type(of: $0).description.id }
        defaultOptions = self.rules.map { RuleOptions(type(of: $0).description) }
    }

    /// The descriptions of all rules, in ID order.
    public var descriptions: [RuleDescription] { rules.map { type(of: $0).description } }

    /// The rule whose ID (any case), slug or former slug is `key`.
    public func description(matching key: String) -> RuleDescription? {
        let upper = key.uppercased(), lower = key.lowercased()
        return descriptions.first { $0.id == upper || $0.slug == lower || $0.formerSlugs.contains(lower) }
    }

    /// The known ID or slug closest to an unknown `key`, for "did you mean" hints.
    public func suggestion(for key: String) -> String? {
        let candidates = descriptions.flatMap { [$0.id, $0.slug] + $0.formerSlugs }
        return Suggestion.nearest(to: key, in: candidates)
    }

    /// Findings for one bar, with the bar's `ignore` list and the configuration's
    /// disabled rules, severities and options applied, sorted by location and then rule ID.
    public func check(_ bar: NavigationBar, configuration: RuleConfiguration = .standard) -> [Finding] {
        let ignored = Set(bar.ignore.map { $0.uppercased() })
        var findings: [Finding] = []
        for (index, rule) in rules.enumerated() {
            let id = ids[index]
            guard !ignored.contains(id), !configuration.disabled.contains(id) else { continue }
            let options = configuration.options[id].map { RuleOptions(type(of: rule).description, overrides: $0) }
                ?? defaultOptions[index]
            var found = rule.check(bar, options: options)
            if let severity = configuration.severities[id] {
                for index in found.indices { found[index].severity = severity }
            }
            findings += found
        }
        return findings.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}
