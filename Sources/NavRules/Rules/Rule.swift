import NavBase

/// How much a finding matters. `navlint --fail-on` compares against this order.
public enum Severity: String, CaseIterable, Comparable, Sendable {
    case info, warning, error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A worked example kept next to a rule: a `.navbar` spec and what it must produce.
///
/// A non-triggering example must produce no finding at all; a triggering one
/// must produce exactly the rule IDs in `fires` (the owning rule among them).
public struct RuleExample: Hashable, Sendable {
    public var spec: String
    public var fires: [String]

    public init(_ spec: String, fires: [String] = []) {
        self.spec = spec
        self.fires = fires
    }
}

/// Everything about a rule except its check: what the docs site and
/// `navlint explain` show, and what the catalog looks rules up by.
public struct RuleDescription: Hashable, Sendable {
    /// Stable ID (`NB001`); never reused for another rule.
    public var id: String
    /// Kebab-case name (`title-too-long`).
    public var slug: String
    /// The navdocs version the rule first shipped in (`0.1.0`); the changelog lists rules by it.
    public var since: String
    /// Slugs this rule was known by before; they keep resolving.
    public var formerSlugs: [String]
    public var severity: Severity
    /// The `.navbar` keys of the facts the check reads, in the format's key order: a bar that
    /// leaves one unknown may get no finding where a known value would give one. A verified
    /// good example must leave every one of them known; the docs list them.
    public var factsRead: [String]
    /// One line, no trailing period.
    public var summary: String
    /// Why the rule matters to people using the app, in a few sentences.
    public var rationale: String
    /// What `.navlint.yml` may set for this rule, with the defaults the examples run with.
    public var options: [RuleOption]
    public var nonTriggeringExamples: [RuleExample]
    public var triggeringExamples: [RuleExample]

    public init(id: String, slug: String, since: String, formerSlugs: [String] = [], severity: Severity,
                factsRead: [String] = [], summary: String, rationale: String, options: [RuleOption] = [],
                nonTriggeringExamples: [RuleExample], triggeringExamples: [RuleExample]) {
        self.id = id
        self.slug = slug
        self.since = since
        self.formerSlugs = formerSlugs
        self.severity = severity
        self.factsRead = factsRead
        self.summary = summary
        self.rationale = rationale
        self.options = options
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }

    /// A human title made from the slug: `title-too-long` → `Title too long`.
    public var name: String {
        let words = slug.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// A machine-checkable navigation-bar rule: a static description on top,
/// its detection logic below (one rule per file under `Rules/`).
///
/// A rule implements one of the two checks: a rule without options the first,
/// a rule that declares options in its description the second.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Findings for one bar with the option defaults, ignoring the bar's `ignore`
    /// list (the catalog applies it).
    func check(_ bar: NavigationBar) -> [Finding]
    /// Findings for one bar with the given option values.
    func check(_ bar: NavigationBar, options: RuleOptions) -> [Finding]
}

extension Rule {
    public func check(_ bar: NavigationBar) -> [Finding] {
        check(bar, options: RuleOptions(Self.description))
    }

    public func check(_ bar: NavigationBar, options: RuleOptions) -> [Finding] { check(bar) }
}

/// One problem a rule found in one bar.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var slug: String
    public var severity: Severity
    /// What is wrong and what to do, in words that hold for every input format.
    public var message: String
    public var location: SourceLocation
    /// The case the guidance allows, for a rule that has one: the linter says how to record it
    /// in the finding's own format, since a spec key means nothing in Swift or a storyboard.
    public var exemption: Exemption?
    /// The spec line(s) the message's fix writes (`title-style: large`), shown to specs only.
    public var specSpelling: String?

    public init(rule: RuleDescription, message: String, at location: SourceLocation, specSpelling: String? = nil,
                exemption: Exemption? = nil) {
        self.ruleID = rule.id
        self.slug = rule.slug
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.specSpelling = specSpelling
        self.exemption = exemption
    }

    /// The message as a `.navbar` or JSON spec reads it: with the spec lines of the fix and of the exemption.
    public var specMessage: String {
        var text = message
        if let specSpelling { text += " (\(specSpelling))" }
        if let exemption { text += "; " + exemption.advice("set \(exemption.specLine)") }
        return text
    }
}

/// A bar the guidance allows although the rule would fire: when, and the spec line that says so.
public struct Exemption: Hashable, Sendable {
    /// "the content already names the screen".
    public var condition: String
    /// "title-redundant: yes".
    public var specLine: String

    public init(condition: String, specLine: String) {
        self.condition = condition
        self.specLine = specLine
    }

    /// "if the content already names the screen, " followed by what to do.
    public func advice(_ action: String) -> String { "if \(condition), \(action)" }
}
