import NavBase
import NavMarkdown
import NavRules
import NavTemplates
import NavText
import NavThreads

/// Step 5: every ```` ```navbar good ```` / ```` ```navbar bad NB001 ```` fence is parsed
/// as a `.navbar` spec, checked with the catalog, compared with its claim and
/// replaced by a figure with its findings, drawn by the theme's `example` template.
package enum VerifyExamples {
    enum Claim: Equatable {
        case good
        case bad([String])
    }

    /// Verifies the examples of the pages `plan` redoes and returns how many examples the
    /// site has, the other pages' as recorded.
    /// Without a theme (it failed to load, and said so) examples are checked but not drawn.
    static func run(_ map: inout SiteMap, catalog: RuleCatalog, theme: Theme?, plan: inout PagePlan,
                    report: inout StepReport) -> Int {
        let snapshot = map
        let redone = plan.redone
        let outcomes = redone.parallelMap { i in
            let page = snapshot.pages[i]
            var verifier = Verifier(page: page, catalog: catalog, theme: theme)
            let blocks = verifier.rewrite(page.document.blocks)
            return (blocks, verifier.errors, verifier.count)
        }
        for (i, outcome) in zip(redone, outcomes) {
            map.pages[i].document.blocks = outcome.0
            report.errors += outcome.1
            plan.examples[i] = outcome.2
        }
        return plan.examples.reduce(0, +)
    }
}

private struct Verifier: MarkupRewriter {
    let page: Page
    let catalog: RuleCatalog
    let theme: Theme?
    var errors: [Diagnostic] = []
    var count = 0

    init(page: Page, catalog: RuleCatalog, theme: Theme?) {
        self.page = page
        self.catalog = catalog
        self.theme = theme
    }

    /// Blocks without a navbar fence in them are kept as they are.
    func keeps(_ block: Block) -> Bool { !block.contains(where: ExampleFigure.isExample) }

    /// A navbar fence becomes its figure; every other block is rewritten by the default traversal.
    mutating func visit(_ block: Block) -> Block? {
        guard case .code(let info, let literal, let at) = block else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.first == "navbar" else { return block }
        return figure(words: Array(words.dropFirst()), spec: literal, at: at) ?? block
    }

    mutating func error(_ message: String, at: SourceLocation) {
        errors.append(Diagnostic(path: page.displayPath, location: at, message: message))
    }

    func claim(_ words: [String], at: SourceLocation) -> Result<VerifyExamples.Claim, Diagnostic> {
        func fail(_ message: String) -> Result<VerifyExamples.Claim, Diagnostic> {
            .failure(Diagnostic(path: page.displayPath, location: at, message: message))
        }
        guard let verdict = words.first else {
            return fail(VerifyExamples.Message.noVerdict)
        }
        switch verdict {
        case "good":
            if words.count > 1 { return fail(VerifyExamples.Message.goodWithIDs(Array(words.dropFirst()))) }
            return .success(.good)
        case "bad":
            guard words.count > 1 else { return fail(VerifyExamples.Message.badWithoutIDs) }
            var ids: [String] = []
            for word in words.dropFirst() {
                guard let rule = catalog.description(matching: word) else {
                    let hint = catalog.suggestion(for: word).map(Suggestion.hint(naming:)) ?? ""
                    return fail(VerifyExamples.Message.unknownRule(word, hint: hint))
                }
                ids.append(rule.id)
            }
            return .success(.bad(Array(Set(ids)).sorted()))
        default:
            return fail(VerifyExamples.Message.unknownVerdict(verdict))
        }
    }

    mutating func figure(words: [String], spec: String, at: SourceLocation) -> Block? {
        let claim: VerifyExamples.Claim
        switch self.claim(words, at: at) {
        case .success(let c): claim = c
        case .failure(let d): errors.append(d); return nil
        }
        let bars: [NavigationBar]
        do { bars = try NavbarSpec.parse(spec, path: page.displayPath, firstLine: at.line + 1, catalog: catalog) } catch {
            errors += error.diagnostics.map { shifted($0, by: at.column - 1) }
            return nil
        }
        guard !bars.isEmpty else { error(VerifyExamples.Message.emptyExample, at: at); return nil }
        let findings = bars.flatMap { catalog.check($0) }
        let found = Array(Set(findings.map(\.ruleID))).sorted()
        switch claim {
        case .good where !found.isEmpty:
            error(VerifyExamples.Message.goodWithFindings(describe(findings), found), at: at)
        case .bad(let expected) where expected != found:
            let foundText = found.isEmpty ? "no findings" : describe(findings)
            error(VerifyExamples.Message.badNotAsMarked(expected, produced: foundText), at: at)
        default: break
        }
        count += 1
        guard let theme else { return nil }
        guard theme.drawsExamples else {
            error(VerifyExamples.Message.noFigureTemplate, at: at)
            return nil
        }
        let values = ExampleFigure.values(bars: bars, findings: findings, good: claim == .good, spec: spec,
                                          number: count, from: page.outputPath)
        do throws(ThemeError) {
            return .generated(String(decoding: try theme.renderBytes(ExampleFigure.template, values), as: UTF8.self))
        } catch {
            errors.append(error.diagnostic)
            return nil
        }
    }

    func describe(_ findings: [Finding]) -> String {
        findings.map { "\($0.ruleID) (\($0.specMessage))" }.joined(separator: ", ")
    }

    func shifted(_ d: Diagnostic, by columns: Int) -> Diagnostic {
        var d = d
        d.location.column += columns
        return d
    }
}

/// One verified example as the theme draws it: the mockup and its text alternative,
/// under a bad example each finding linked to its rule page, then the spec it was drawn from.
package enum ExampleFigure {
    /// The figure's id. Heading anchors never contain "_", so the two cannot clash.
    static func anchor(_ number: Int) -> String { "example_\(number)" }

    /// Whether a fence's info string makes it an example: its first word (words end at a
    /// space or tab) is `navbar`. Read in place, without splitting the info into words.
    static func isExample(info: String) -> Bool {
        var bytes = info.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }[...]
        for expected in "navbar".utf8 {
            guard bytes.first == expected else { return false }
            bytes = bytes.dropFirst()
        }
        return bytes.first.map { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? true
    }

    /// How many examples a page will show, for checking links to their anchors.
    static func count(in blocks: [Block]) -> Int { Block.count(blocks, where: isExample) }

    /// Whether `block` is a navbar fence.
    static func isExample(_ block: Block) -> Bool {
        guard case .code(let info, _, _) = block else { return false }
        return isExample(info: info)
    }

    /// The template that draws a figure (the default theme's `example.mustache`, which
    /// includes `findings.mustache`); only a site with examples needs it.
    static let template = "example"

    /// What the theme's `example` template gets: the verdict, each bar's mockup and text
    /// alternative, under a bad example each finding with the link to its rule, and the spec.
    static func values(bars: [NavigationBar], findings: [Finding], good: Bool, spec: String, number: Int,
                       from pagePath: String) -> [String: TemplateValue] {
        let renderer = MockupRenderer(style: .unicode)
        let screen = bars.first?.screen
        return [
            "good": .bool(good),
            "anchor": .string(anchor(number)),
            "hasScreen": .bool(screen != nil),
            "screen": .string(screen ?? ""),
            "mockups": .list(bars.map { bar in
                // Every line is that many columns wide; the theme sizes the type to fit them.
                let drawing = renderer.drawing(of: bar)
                return .dictionary(["description": .string(BarDescription.text(for: bar)), "drawing": .string(drawing.text),
                                    "columns": .string(String(drawing.columns))])
            }),
            "hasFindings": .bool(!findings.isEmpty),
            "findings": .list(findings.map { finding in
                .dictionary(["severity": .string(finding.severity.rawValue), "id": .string(finding.ruleID),
                             "slug": .string(finding.slug), "message": .string(finding.specMessage),
                             "href": .string(PathEncoding.href(from: pagePath, to: RuleURL.path(forRuleID: finding.ruleID)))])
            }),
            "spec": .string(spec),
        ]
    }
}

extension VerifyExamples {
    /// The messages this step raises, each named once (docs/architecture.md).
    enum Message {
        static let noVerdict = "a navbar example must say what it shows: \"navbar good\" or \"navbar bad NB001\""
        static func goodWithIDs(_ ids: [String]) -> String {
            "a good example lists no rule IDs; write \"navbar bad \(ids.joined(separator: " "))\" if it should fail them"
        }
        static func unknownVerdict(_ verdict: String) -> String { "a navbar example is \"good\" or \"bad\", not \"\(verdict)\"" }
        static let badWithoutIDs = "a bad example must list the rule IDs it triggers, e.g. \"navbar bad NB001\""
        static func unknownRule(_ word: String, hint: String) -> String { "unknown rule \"\(word)\" in example claim\(hint)" }
        static let emptyExample = "the navbar example is empty; describe a bar with \"key: value\" lines"
        static func goodWithFindings(_ findings: String, _ found: [String]) -> String {
            "example marked good has findings: \(findings); fix the example or mark it \"navbar bad \(found.joined(separator: " "))\""
        }
        static func badNotAsMarked(_ expected: [String], produced: String) -> String {
            "example marked bad \(expected.joined(separator: " ")) produced \(produced); expected exactly \(expected.joined(separator: " "))"
        }
        static let noFigureTemplate = "the theme has no \"\(ExampleFigure.template)\" template to draw this example; add templates/\(ExampleFigure.template).mustache"
    }
}

extension VerifyExamples {
    /// The step: the examples checked against the rule catalog; the theme draws each as a figure.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        state.retired.keep(state.map)
        var report = StepReport()
        let (catalog, theme) = (state.site.catalog, state.theme)
        state.examples = run(&state.map, catalog: catalog, theme: theme, plan: &state.plan, report: &report)
        return report
    }
}
