import NavRules

/// Step 5: every ```` ```navbar good ```` / ```` ```navbar bad NB001 ```` fence is parsed
/// as a `.navbar` spec, checked with the catalog, compared with its claim and
/// replaced by a mockup figure with its findings.
enum VerifyExamples {
    enum Claim: Equatable {
        case good
        case bad([String])
    }

    static func run(_ map: inout SiteMap, catalog: RuleCatalog, report: inout StepReport) -> Int {
        let snapshot = map
        let outcomes = snapshot.pages.parallelMap { page in
            var verifier = Verifier(page: page, catalog: catalog)
            let blocks = page.document.blocks.map { verifier.rewrite($0) }
            return (blocks, verifier.errors, verifier.count)
        }
        var count = 0
        for (i, outcome) in outcomes.enumerated() {
            map.pages[i].document.blocks = outcome.0
            report.errors += outcome.1
            count += outcome.2
        }
        return count
    }
}

private struct Verifier {
    let page: Page
    let catalog: RuleCatalog
    var errors: [Diagnostic] = []
    var count = 0

    init(page: Page, catalog: RuleCatalog) {
        self.page = page
        self.catalog = catalog
    }

    /// Whether `block` holds a navbar fence; blocks without one are kept as they are.
    static func hasExample(_ block: Block) -> Bool {
        switch block {
        case .code(let info, _, _): return ExampleFigure.isExample(info: info)
        case .blockQuote(let children, _): return children.contains(where: hasExample)
        case .list(_, let items, _): return items.contains { $0.contains(where: hasExample) }
        default: return false
        }
    }

    mutating func rewrite(_ block: Block) -> Block {
        guard Self.hasExample(block) else { return block }
        switch block {
        case .code(let info, let literal, let at):
            let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.first == "navbar" else { return block }
            return figure(words: Array(words.dropFirst()), spec: literal, at: at) ?? block
        case .blockQuote(let children, let at): return .blockQuote(children.map { rewrite($0) }, at: at)
        case .list(let style, let items, let at): return .list(style, items: items.map { $0.map { rewrite($0) } }, at: at)
        default: return block
        }
    }

    mutating func error(_ message: String, at: SourceLocation) {
        errors.append(Diagnostic(path: page.displayPath, location: at, message: message))
    }

    func claim(_ words: [String], at: SourceLocation) -> Result<VerifyExamples.Claim, Diagnostic> {
        func fail(_ message: String) -> Result<VerifyExamples.Claim, Diagnostic> {
            .failure(Diagnostic(path: page.displayPath, location: at, message: message))
        }
        guard let verdict = words.first else {
            return fail("a navbar example must say what it shows: \"navbar good\" or \"navbar bad NB001\"")
        }
        switch verdict {
        case "good":
            if words.count > 1 { return fail("a good example lists no rule IDs; write \"navbar bad \(words.dropFirst().joined(separator: " "))\" if it should fail them") }
            return .success(.good)
        case "bad":
            guard words.count > 1 else { return fail("a bad example must list the rule IDs it triggers, e.g. \"navbar bad NB001\"") }
            var ids: [String] = []
            for word in words.dropFirst() {
                guard let rule = catalog.description(matching: word) else {
                    let hint = catalog.suggestion(for: word).map { "; did you mean \($0)?" } ?? ""
                    return fail("unknown rule \"\(word)\" in example claim\(hint)")
                }
                ids.append(rule.id)
            }
            return .success(.bad(Array(Set(ids)).sorted()))
        default:
            return fail("a navbar example is \"good\" or \"bad\", not \"\(verdict)\"")
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
        guard !bars.isEmpty else { error("the navbar example is empty; describe a bar with \"key: value\" lines", at: at); return nil }
        let findings = bars.flatMap { catalog.check($0) }
        let found = Array(Set(findings.map(\.ruleID))).sorted()
        switch claim {
        case .good where !found.isEmpty:
            error("example marked good has findings: \(describe(findings)); fix the example or mark it \"navbar bad \(found.joined(separator: " "))\"", at: at)
        case .bad(let expected) where expected != found:
            let foundText = found.isEmpty ? "no findings" : describe(findings)
            error("example marked bad \(expected.joined(separator: " ")) produced \(foundText); expected exactly \(expected.joined(separator: " "))", at: at)
        default: break
        }
        count += 1
        return .generated(ExampleFigure.html(bars: bars, findings: findings, good: claim == .good, spec: spec,
                                             number: count, from: page.outputPath))
    }

    func describe(_ findings: [Finding]) -> String {
        findings.map { "\($0.ruleID) (\($0.message))" }.joined(separator: ", ")
    }

    func shifted(_ d: Diagnostic, by columns: Int) -> Diagnostic {
        var d = d
        d.location.column += columns
        return d
    }
}

/// The HTML of one verified example: the mockup and its text alternative, under a
/// bad example each finding linked to its rule page, then the spec it was drawn from.
enum ExampleFigure {
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
    static func count(in blocks: [Block]) -> Int {
        blocks.reduce(0) { total, block in
            switch block {
            case .code(let info, _, _): return total + (isExample(info: info) ? 1 : 0)
            case .blockQuote(let children, _): return total + count(in: children)
            case .list(_, let items, _): return total + items.reduce(0) { $0 + count(in: $1) }
            default: return total
            }
        }
    }

    static func html(bars: [NavigationBar], findings: [Finding], good: Bool, spec: String, number: Int,
                     from pagePath: String) -> String {
        let renderer = MockupRenderer(style: .unicode)
        // Written straight into one buffer, escaping as it goes: a page can hold many examples.
        var html = ByteBuffer(capacity: 2048)
        html.append(good ? "<figure class=\"example example-good\" id=\"" : "<figure class=\"example example-bad\" id=\"")
        html.append(ExampleFigure.anchor(number))
        html.append(good ? "\">\n<figcaption><span class=\"verdict verdict-good\">✓ Good</span>"
                         : "\">\n<figcaption><span class=\"verdict verdict-bad\">✗ Bad</span>")
        if let screen = bars.first?.screen {
            html.append(" ")
            HTMLEscaping.append(screen, to: &html)
        }
        html.append("</figcaption>\n")
        for bar in bars {
            html.append("<pre class=\"mockup\" role=\"img\" aria-label=\"")
            HTMLEscaping.append(BarDescription.text(for: bar), to: &html)
            html.append("\">")
            HTMLEscaping.append(renderer.render(bar), to: &html)
            html.append("</pre>\n")
        }
        if !findings.isEmpty {
            html.append("<ul class=\"findings\">\n")
            for finding in findings {
                let severity = finding.severity.rawValue
                html.append("<li class=\"finding finding-")
                html.append(severity)
                html.append("\"><a class=\"rule-ref\" href=\"")
                HTMLEscaping.append(Paths.relative(from: pagePath, to: RuleURL.path(forRuleID: finding.ruleID)), to: &html)
                html.append("\"><code>")
                html.append(finding.ruleID)
                html.append("</code> ")
                html.append(finding.slug)
                html.append("</a> <span class=\"severity-badge severity-")
                html.append(severity)
                html.append("\">")
                html.append(severity)
                html.append("</span> ")
                HTMLEscaping.append(finding.message, to: &html)
                html.append("</li>\n")
            }
            html.append("</ul>\n")
        }
        html.append("<details class=\"example-spec\"><summary>Spec</summary><pre><code class=\"language-navbar\">")
        HTMLEscaping.append(spec, to: &html)
        html.append("</code></pre></details>\n</figure>\n")
        return String(decoding: html.bytes, as: UTF8.self)
    }
}
