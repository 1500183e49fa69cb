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

    public init(rules: [any Rule]) {
        self.rules = rules.sorted { type(of: $0).description.id < type(of: $1).description.id }
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
        for rule in rules {
            let description = type(of: rule).description
            guard !ignored.contains(description.id), !configuration.disabled.contains(description.id) else { continue }
            let options = RuleOptions(description, overrides: configuration.options[description.id] ?? [:])
            var found = rule.check(bar, options: options)
            if let severity = configuration.severities[description.id] {
                for index in found.indices { found[index].severity = severity }
            }
            findings += found
        }
        return findings.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}
