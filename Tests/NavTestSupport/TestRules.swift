import NavBase
import NavRules

/// Small rules with fixed wording, so output tests do not change when the
/// real catalog's messages are edited.
public struct ShortTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "XT001", slug: "short-title", since: "0.1.0", formerSlugs: ["brief-title"], severity: .warning,
        summary: "Keep titles to 5 characters", rationale: "A test rule.",
        nonTriggeringExamples: [RuleExample("title: Inbox\n")],
        triggeringExamples: [RuleExample("title: Mailbox\n", fires: ["XT001"])])

    public func check(_ bar: NavigationBar) -> [Finding] {
        guard case .known(let title?) = bar.title, title.count > 5 else { return [] }
        return [Finding(rule: Self.description, message: "title \"\(title)\" is longer than 5",
                        at: bar.locations.location(of: "title"))]
    }
}

public struct NeedsAppRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "XT002", slug: "needs-app", since: "0.1.0", severity: .info,
        summary: "Name the app", rationale: "Another test rule.",
        nonTriggeringExamples: [RuleExample("app: Mail\n")], triggeringExamples: [RuleExample("title: A\n", fires: ["XT002"])])

    public func check(_ bar: NavigationBar) -> [Finding] {
        bar.app == nil ? [Finding(rule: Self.description, message: "no app", at: bar.locations.bar)] : []
    }
}

public struct NoBackRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "XT003", slug: "no-back", since: "0.1.0", severity: .error,
        summary: "Never add a back button", rationale: "A third test rule.",
        nonTriggeringExamples: [RuleExample("title: A\n")], triggeringExamples: [RuleExample("back: Mail\n", fires: ["XT003"])])

    public func check(_ bar: NavigationBar) -> [Finding] {
        bar.back.certainly { $0 != nil } ? [Finding(rule: Self.description, message: "a back button", at: bar.locations.location(of: "back"))] : []
    }
}

public let testCatalog = RuleCatalog(rules: [ShortTitleRule(), NeedsAppRule(), NoBackRule()])

extension Finding {
    public static func test(_ rule: RuleDescription, _ message: String, line: Int, column: Int = 1) -> Finding {
        Finding(rule: rule, message: message, at: SourceLocation(line: line, column: column))
    }
}
