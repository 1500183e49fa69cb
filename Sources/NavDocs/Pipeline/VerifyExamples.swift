import NavBase
import NavMarkdown
import NavRules
import NavTemplates
import NavText
import NavThreads
import NavYAML

/// Step 5: every ```` ```navbar good ```` / ```` ```navbar bad NB001 ```` fence is parsed
/// as a `.navbar` spec, checked with the catalog, compared with its claim and
/// replaced by a figure with its findings, drawn by the theme's `example` template.
/// Every ```` ```swift good ```` / ```` ```swift bad NB001 ```` fence is read by navlint
/// (all of a build's in one run, see `SwiftExampleReader`), compared with its claim the
/// same way, and drawn by the `swift-example` template: the code, then the bar navlint read.
package enum VerifyExamples {
    enum Claim: Equatable {
        case good
        case bad([String])
    }

    /// Verifies the examples of the pages `plan` redoes and returns how many examples the
    /// site has, the other pages' as recorded.
    /// Without a theme (it failed to load, and said so) examples are checked but not drawn.
    static func run(_ map: inout SiteMap, catalog: RuleCatalog, theme: Theme?, plan: inout PagePlan,
                    report: inout StepReport, swiftReader: (any SwiftExampleReader)? = nil) -> Int {
        let snapshot = map
        let redone = plan.redone
        let found = SwiftExampleBatch.find(redone.map { snapshot.pages[$0] })
        // navlint reads the Swift on a core of its own while the pages without any are verified.
        let reading = Background {
            var said = StepReport()
            let answers = SwiftExampleBatch.read(found, with: swiftReader, report: &said)
            return (answers, said)
        }
        func verify(_ places: [Int], swift: [SwiftExample: SwiftExampleAnswer]?) {
            let outcomes = places.parallelMap { k in
                let page = snapshot.pages[redone[k]]
                let rule = page.frontMatter.rule.flatMap { catalog.description(matching: $0) }
                var verifier = Verifier(page: page, catalog: catalog, theme: theme, swift: swift, rule: rule)
                let blocks = verifier.rewrite(page.document.blocks)
                return (blocks, verifier.errors, verifier.count)
            }
            for (k, outcome) in zip(places, outcomes) {
                map.pages[redone[k]].document.blocks = outcome.0
                report.errors += outcome.1
                plan.examples[redone[k]] = outcome.2
            }
        }
        verify(redone.indices.filter { !found.pages.contains($0) }, swift: [:])
        let (swift, said) = reading.value
        report.errors += said.errors
        report.warnings += said.warnings
        verify(found.pages.sorted(), swift: swift)
        return plan.examples.reduce(0, +)
    }
}

private struct Verifier: MarkupRewriter {
    let page: Page
    let catalog: RuleCatalog
    let theme: Theme?
    /// navlint's answers to the build's Swift examples, by the example's code; none when they
    /// could not be read (the batch said why).
    let swift: [SwiftExample: SwiftExampleAnswer]?
    /// The rule the page documents: a good Swift example on it must leave the facts it reads known.
    let rule: RuleDescription?
    var errors: [Diagnostic] = []
    var count = 0

    init(page: Page, catalog: RuleCatalog, theme: Theme?, swift: [SwiftExample: SwiftExampleAnswer]? = nil,
         rule: RuleDescription? = nil) {
        self.page = page
        self.catalog = catalog
        self.theme = theme
        self.swift = swift
        self.rule = rule
    }

    /// Blocks without a navbar fence or Swift in them are kept as they are.
    func keeps(_ block: Block) -> Bool {
        !block.contains { ExampleFigure.isExample($0) || HighlightedSwift.isPlain($0) || HighlightedSwift.isYAML($0) }
    }

    /// A navbar fence becomes its figure; every other block is rewritten by the default traversal.
    mutating func visit(_ block: Block) -> Block? {
        guard case .code(let info, let literal, let at) = block else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words == ["yaml"] || words == ["yml"] {
            // YAML needs no navlint: libyaml's scanner, linked here already, classifies it.
            let spans = YAMLHighlighter.spans(literal).map { SwiftExampleAnswer.Span(offset: $0.offset, length: $0.length, kind: $0.kind) }
            return .generated("<pre><code class=\"language-\(words[0])\">" + HighlightedSwift.html(literal, spans: spans) + "</code></pre>\n")
        }
        if words == ["swift"] {
            // Plain Swift: code to read, highlighted where navlint could classify it.
            guard let spans = swift?[SwiftExample(literal)]?.highlight else { return block }
            return .generated("<pre><code class=\"language-swift\">" + HighlightedSwift.html(literal, spans: spans) + "</code></pre>\n")
        }
        if words.first == "swift" {
            let info = SwiftExampleInfo(info)
            return swiftFigure(words: Array(info.words.dropFirst()), example: SwiftExample(literal, app: info.app), at: at) ?? block
        }
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

    /// A Swift example checked against what navlint read from it, drawn as code over its bars.
    mutating func swiftFigure(words: [String], example: SwiftExample, at: SourceLocation) -> Block? {
        let code = example.code
        let claim: VerifyExamples.Claim
        switch self.claim(words, at: at) {
        case .success(let c): claim = c
        case .failure(let d): errors.append(d); return nil
        }
        // Without answers the batch has reported why, once for the build.
        guard let answer = swift?[example] else { return nil }
        // The example's own lines follow the fence's.
        func inBlock(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(line: at.line + line, column: column + at.column - 1)
        }
        for problem in answer.problems { error(VerifyExamples.Message.swiftUnreadable(problem), at: at) }
        guard answer.problems.isEmpty else { return nil }
        guard !answer.bars.isEmpty else { error(VerifyExamples.Message.swiftWithoutBar, at: at); return nil }
        let found = Array(Set(answer.findings.map(\.rule))).sorted()
        switch claim {
        case .good:
            for finding in answer.findings {
                error(VerifyExamples.Message.swiftGoodWithFinding(finding.rule, finding.message),
                      at: inBlock(finding.line, finding.column))
            }
            if let rule {
                let unknown = Array(Set(answer.bars.flatMap(\.unknown)).intersection(rule.factsRead))
                let ordered = rule.factsRead.filter(unknown.contains)
                if !ordered.isEmpty { error(VerifyExamples.Message.swiftGoodLeavesUnknown(rule.id, ordered), at: at) }
            }
        case .bad(let expected) where expected != found:
            let produced = found.isEmpty ? "no findings"
                : answer.findings.map { "\($0.rule) at line \(at.line + $0.line) (\($0.message))" }.joined(separator: ", ")
            error(VerifyExamples.Message.swiftBadNotAsMarked(expected, produced: produced), at: at)
        default: break
        }
        count += 1
        guard let theme else { return nil }
        guard theme.drawsSwiftExamples else {
            error(VerifyExamples.Message.noSwiftFigureTemplate, at: at)
            return nil
        }
        let values = ExampleFigure.swiftValues(answer: answer, good: claim == .good, code: code, number: count,
                                               from: page.outputPath) { catalog.description(matching: $0)?.slug ?? "" }
        do throws(ThemeError) {
            return .generated(String(decoding: try theme.renderBytes(ExampleFigure.swiftTemplate, values), as: UTF8.self))
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
    /// space or tab) is `navbar`, or it is `swift` followed by a verdict (`swift good`,
    /// `swift bad NB001`; a plain `swift` block is code, not an example). Read in place,
    /// without splitting the info into words.
    static func isExample(info: String) -> Bool {
        var bytes = info.utf8[...]
        if let rest = word("navbar", at: &bytes) { return rest }
        guard word("swift", at: &bytes) == true else { return false }
        return word("good", at: &bytes) != nil || word("bad", at: &bytes) != nil
    }

    /// Whether `bytes`, past blanks, start with the word `expected`: nil if not, else whether
    /// the word ends the info or a blank follows it. On a match, `bytes` moves past the word.
    private static func word(_ expected: String, at bytes: inout Substring.UTF8View.SubSequence) -> Bool? {
        var rest = bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        for byte in expected.utf8 {
            guard rest.first == byte else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.first.map({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) ?? true else { return nil }
        bytes = rest
        return true
    }

    /// Whether `block` is a Swift example (```` ```swift good ```` or ```` ```swift bad … ````).
    static func isSwiftExample(_ block: Block) -> Bool {
        guard case .code(let info, _, _) = block, isExample(info: info) else { return false }
        return info.drop { $0 == " " || $0 == "\t" }.hasPrefix("swift")
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

    /// The template that draws a Swift example; only a site with Swift examples needs it.
    static let swiftTemplate = "swift-example"

    /// What the theme's `swift-example` template gets: the verdict, the code, each bar navlint
    /// read with its mockup and text alternative, and under a bad example each finding.
    static func swiftValues(answer: SwiftExampleAnswer, good: Bool, code: String, number: Int,
                            from pagePath: String, slug: (String) -> String) -> TemplateDictionary {
        [
            "good": .bool(good),
            "anchor": .string(anchor(number)),
            "code": answer.highlight.map { .html(Array(HighlightedSwift.html(code, spans: $0).utf8)) } ?? .string(code),
            "mockups": .list(answer.bars.map { bar in
                .dictionary(["description": .string(bar.description), "drawing": .string(bar.drawing),
                             "columns": .string(String(bar.columns)), "screen": .string(bar.screen)])
            }),
            "hasFindings": .bool(!answer.findings.isEmpty),
            "findings": .list(answer.findings.map { finding in
                .dictionary(["severity": .string(finding.severity), "id": .string(finding.rule),
                             "slug": .string(slug(finding.rule)), "message": .string(finding.message),
                             "href": .string(PathEncoding.href(from: pagePath, to: RuleURL.path(forRuleID: finding.rule)))])
            }),
        ]
    }

    /// What the theme's `example` template gets: the verdict, each bar's mockup and text
    /// alternative, under a bad example each finding with the link to its rule, and the spec.
    static func values(bars: [NavigationBar], findings: [Finding], good: Bool, spec: String, number: Int,
                       from pagePath: String) -> TemplateDictionary {
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
        static func swiftUnreadable(_ problem: String) -> String { "navlint could not read this Swift example: \(problem)" }
        static let swiftWithoutBar = "navlint finds no navigation bar in this Swift example; show a view with a title or toolbar inside a NavigationStack"
        static func swiftGoodWithFinding(_ rule: String, _ message: String) -> String {
            "Swift example marked good has a finding: \(rule) (\(message)); fix the example or mark it \"swift bad \(rule)\""
        }
        static func swiftGoodLeavesUnknown(_ rule: String, _ keys: [String]) -> String {
            "Swift example marked good leaves unknown what \(rule) reads (\(keys.joined(separator: ", "))), so it shows nothing about the rule; write the example so navlint can read them"
        }
        static func swiftBadNotAsMarked(_ expected: [String], produced: String) -> String {
            "Swift example marked bad \(expected.joined(separator: " ")) produced \(produced); expected exactly \(expected.joined(separator: " "))"
        }
        static let noSwiftFigureTemplate = "the theme has no \"\(ExampleFigure.swiftTemplate)\" template to draw this Swift example; add templates/\(ExampleFigure.swiftTemplate).mustache"
        static let noFigureTemplate = "the theme has no \"\(ExampleFigure.template)\" template to draw this example; add templates/\(ExampleFigure.template).mustache"
    }
}

extension VerifyExamples {
    /// The step: the examples checked against the rule catalog; the theme draws each as a figure.
    static func run(_ state: inout BuildState) throws(BuildFailure) -> StepReport {
        state.retired.keep(state.map)
        var report = StepReport()
        let (catalog, theme) = (state.site.catalog, state.theme)
        state.examples = run(&state.map, catalog: catalog, theme: theme, plan: &state.plan, report: &report,
                             swiftReader: state.options.swiftExamples)
        return report
    }
}
