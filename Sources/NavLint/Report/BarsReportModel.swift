import NavBase
import NavReaders
import NavRules

/// What `navlint report` shows: the bars read, grouped by file and then by screen, each with
/// the findings lint reports for it, and the counts of the summary.
struct BarsReportModel {
    /// One bar with the findings that are about it.
    struct Card {
        var bar: ReadBar
        var findings: [LintFinding]
        /// Its place among its screen's bars, from 1, and how many the screen has.
        var state: Int
        var states: Int
    }

    /// The bars of one screen: one, or one for each state the input gives it (the
    /// branches of a ternary title, a size class).
    struct Screen {
        var cards: [Card]
    }

    struct File {
        var path: String
        var screens: [Screen]
    }

    var files: [File]
    var problems: [InputProblem]
    var fileCount: Int
    var barCount: Int
    var screenCount: Int
    /// Findings as lint reports them: a finding two states share is counted once.
    var findingCount: Int
    /// Findings by rule ID, in the catalog's order, with the severity they were reported at.
    var findingsByRule: [(ruleID: String, severity: Severity, count: Int)]
    var findingsBySeverity: [(severity: Severity, count: Int)]
    var barsWithUnknowns: Int
    /// How many bars leave each fact unknown, by `.navbar` key, in the format's key order.
    var unknownCounts: [(key: String, count: Int)]
    /// Findings a baseline records and the report leaves out.
    var baselined: Int

    /// `findings` comes from the same files as `bars`; each is shown on every bar of its
    /// screen whose own check yields it (a finding the states share is on each of them).
    init(bars: BarsReport, findings: LintReport, catalog: RuleCatalog, configuration: RuleConfiguration) {
        struct ScreenKey: Hashable { var path: String; var screen: String?; var objectID: String?; var unnamed: Int }
        struct Claim: Hashable { var ruleID: String; var location: SourceLocation }
        var byScreen: [ScreenKey: [LintFinding]] = [:]
        for finding in findings.findings {
            byScreen[ScreenKey(path: finding.path, screen: finding.screen, objectID: finding.objectID, unnamed: 0), default: []]
                .append(finding)
        }

        var files: [File] = []
        var screenIndex: [ScreenKey: (file: Int, screen: Int)] = [:]
        for (offset, item) in bars.bars.enumerated() {
            let claims = Set(catalog.check(item.bar, configuration: configuration).map { Claim(ruleID: $0.ruleID, location: $0.location) })
            let lookup = ScreenKey(path: item.path, screen: item.bar.screen, objectID: item.objectID, unnamed: 0)
            let own = (byScreen[lookup] ?? []).filter { claims.contains(Claim(ruleID: $0.finding.ruleID, location: $0.finding.location)) }
            let card = Card(bar: item, findings: own, state: 1, states: 1)
            // A bar without a screen name is a screen of its own.
            var key = lookup
            if item.bar.screen == nil && item.objectID == nil { key.unnamed = offset + 1 }
            if files.last?.path != item.path { files.append(File(path: item.path, screens: [])) }
            if let place = screenIndex[key] {
                files[place.file].screens[place.screen].cards.append(card)
            } else {
                screenIndex[key] = (files.count - 1, files[files.count - 1].screens.count)
                files[files.count - 1].screens.append(Screen(cards: [card]))
            }
        }
        // A finding no state claims by rule and place (a reader that locates a finding apart
        // from its bar) still shows, on its screen's first state.
        var shown = Set<LintFinding>()
        for file in files { for screen in file.screens { for card in screen.cards { shown.formUnion(card.findings) } } }
        for finding in findings.findings where !shown.contains(finding) {
            let key = ScreenKey(path: finding.path, screen: finding.screen, objectID: finding.objectID, unnamed: 0)
            if let place = screenIndex[key] { files[place.file].screens[place.screen].cards[0].findings.append(finding) }
        }
        for file in files.indices {
            for screen in files[file].screens.indices {
                let count = files[file].screens[screen].cards.count
                for card in 0..<count {
                    files[file].screens[screen].cards[card].state = card + 1
                    files[file].screens[screen].cards[card].states = count
                }
            }
        }
        self.files = files
        problems = bars.problems
        fileCount = bars.fileCount
        barCount = bars.bars.count
        screenCount = files.reduce(0) { $0 + $1.screens.count }
        findingCount = findings.findings.count
        baselined = findings.baselined

        var ruleCounts: [String: (severity: Severity, count: Int)] = [:]
        for finding in findings.findings {
            let previous = ruleCounts[finding.finding.ruleID]
            ruleCounts[finding.finding.ruleID] = (max(previous?.severity ?? finding.finding.severity, finding.finding.severity),
                                                  (previous?.count ?? 0) + 1)
        }
        findingsByRule = catalog.descriptions.compactMap { rule in
            ruleCounts[rule.id].map { (rule.id, $0.severity, $0.count) }
        }
        findingsBySeverity = Severity.allCases.reversed().map { severity in
            (severity, findings.findings.filter { $0.finding.severity == severity }.count)
        }

        var unknown: [String: Int] = [:]
        var withUnknowns = 0
        for item in bars.bars {
            let keys = item.bar.unknownKeys
            if !keys.isEmpty { withUnknowns += 1 }
            for key in keys { unknown[key, default: 0] += 1 }
        }
        barsWithUnknowns = withUnknowns
        unknownCounts = NavbarSpec.keys.compactMap { key in unknown[key].map { (key, $0) } }
    }
}
