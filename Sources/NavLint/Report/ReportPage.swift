import NavBase
import NavReaders
import NavRules

/// `navlint report`'s page: one self-contained HTML file, its style and script inline and no
/// request to anywhere, so it opens from disk and as a CI artifact.
///
/// The bytes are a function of the model, the docs URL and the app name: no time, no
/// machine's paths beyond those the command line named.
enum ReportPage {
    static func render(_ model: BarsReportModel, docsURL: String?, catalog: RuleCatalog, appName: String? = nil) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(appName.map { "Navigation bars of \($0)" } ?? "Navigation bars")) · navlint report</title>
            <style>\(ReportAssets.style)</style>
            </head>
            <body>
            <a class="skip" href="#bars">Skip to the bars</a>
            <header class="top"><h1>\(escape(appName.map { "Navigation bars of \($0)" } ?? "Navigation bars"))</h1>
            <p>Drawn by navlint \(NavLintVersion.current). \(docsLine(docsURL))</p></header>
            <main>

            """
        html += summary(model, docsURL: docsURL, catalog: catalog)
        html += bars(model, docsURL: docsURL, catalog: catalog)
        html += "</main>\n<script>\(ReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// Where rule links go; a relative docs URL (a report published beside the site) is not worth showing.
    private static func docsLine(_ docsURL: String?) -> String {
        guard let docsURL else { return "<code>navlint explain</code> followed by a rule's ID explains it." }
        guard docsURL.contains("://") else { return "Each finding links to its rule's page." }
        return "Each finding links to its rule's page on <a href=\"\(escape(docsURL))\">\(escape(docsURL))</a>."
    }

    /// A rule's name as a link to its page, or as text where there is no docs site to link to.
    private static func ruleLink(_ ruleID: String, text: String, docsURL: String?) -> String {
        guard let docsURL else { return "<code>\(escape(text))</code>" }
        return "<a href=\"\(escape(RuleURL.url(forRuleID: ruleID, docsURL: docsURL)))\">\(escape(text))</a>"
    }

    // MARK: Summary

    private static func summary(_ model: BarsReportModel, docsURL: String?, catalog: RuleCatalog) -> String {
        var html = "<section class=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n<dl class=\"tiles\">\n"
        let severities = model.findingsBySeverity.filter { $0.count > 0 }
            .map { "\($0.count) \($0.severity.rawValue)\($0.count == 1 || $0.severity == .info ? "" : "s")" }
        let tiles: [(String, String, String?)] = [
            ("Files", "\(model.fileCount)", model.problems.isEmpty ? nil : "\(model.problems.count) not read"),
            ("Screens", "\(model.screenCount)", nil),
            ("Bars", "\(model.barCount)", nil),
            ("Findings", "\(model.findingCount)", severities.isEmpty ? nil : severities.joined(separator: ", ")),
            ("Bars with unknown facts", "\(model.barsWithUnknowns)",
             model.barCount == 0 ? nil : "\(percent(model.barsWithUnknowns, of: model.barCount)) of the bars"),
        ]
        for (name, value, note) in tiles {
            html += "<div><dt>\(name)</dt><dd><span class=\"number\">\(value)</span>"
            if let note { html += "<span class=\"note\">\(escape(note))</span>" }
            html += "</dd></div>\n"
        }
        html += "</dl>\n"
        if model.baselined > 0 {
            html += "<p>\(ReportFormatter.count(model.baselined, "finding")) recorded in the baseline \(model.baselined == 1 ? "is" : "are") left out.</p>\n"
        }

        html += "<div class=\"tables\">\n<section aria-labelledby=\"by-rule\"><h3 id=\"by-rule\">Findings by rule</h3>\n"
        if model.findingsByRule.isEmpty {
            html += "<p>No findings.</p>\n"
        } else {
            html += "<table><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Severity</th><th scope=\"col\" class=\"count\">Findings</th></tr></thead><tbody>\n"
            for row in model.findingsByRule {
                let name = catalog.description(matching: row.ruleID)?.name ?? row.ruleID
                html += "<tr><td>\(ruleLink(row.ruleID, text: row.ruleID, docsURL: docsURL)) \(escape(name))</td>"
                    + "<td>\(severityBadge(row.severity))</td><td class=\"count\">\(row.count)</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        html += "</section>\n<section aria-labelledby=\"by-fact\"><h3 id=\"by-fact\">Facts left unknown</h3>\n"
        if model.unknownCounts.isEmpty {
            html += "<p>Every bar states every fact.</p>\n"
        } else {
            html += "<p>Facts the files leave to code, which no rule can check.</p>\n"
            html += "<table><thead><tr><th scope=\"col\">Fact</th><th scope=\"col\" class=\"count\">Bars</th></tr></thead><tbody>\n"
            for row in model.unknownCounts {
                html += "<tr><td><code>\(escape(row.key))</code></td><td class=\"count\">\(row.count)</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        html += "</section>\n</div>\n"
        if !model.problems.isEmpty {
            html += "<section class=\"problems\" aria-labelledby=\"problems\"><h3 id=\"problems\">Files navlint could not read</h3>\n<ul>\n"
            for problem in model.problems { html += "<li><code>\(escape(problem.description))</code></li>\n" }
            html += "</ul>\n</section>\n"
        }
        return html + "</section>\n"
    }

    /// A whole percentage, rounded half up, from integers only.
    static func percent(_ part: Int, of whole: Int) -> String {
        "\((part * 200 + whole) / (whole * 2))%"
    }

    // MARK: Bars

    private static func bars(_ model: BarsReportModel, docsURL: String?, catalog: RuleCatalog) -> String {
        var html = "<section id=\"bars\" aria-labelledby=\"bars-title\">\n<h2 id=\"bars-title\">Bars</h2>\n"
        html += filters(model)
        if model.files.isEmpty { html += "<p>No bars were read.</p>\n" }
        for (index, file) in model.files.enumerated() {
            html += "<section class=\"file\" data-file=\"f\(index + 1)\" aria-labelledby=\"f\(index + 1)\">\n"
            html += "<h3 id=\"f\(index + 1)\" class=\"path\">\(escape(file.path))</h3>\n<div class=\"screens\">\n"
            for screen in file.screens {
                let first = screen.cards[0]
                if screen.cards.count == 1 {
                    html += "<div class=\"screen\">\n" + card(first, file: index + 1, heading: "h4", docsURL: docsURL, catalog: catalog) + "</div>\n"
                } else {
                    html += "<div class=\"screen states\">\n<h4 class=\"screen-name\">\(escape(screenName(first.bar)))"
                        + " <span class=\"note\">\(screen.cards.count) states</span></h4>\n"
                    for state in screen.cards {
                        html += card(state, file: index + 1, heading: "h5", docsURL: docsURL, catalog: catalog)
                    }
                    html += "</div>\n"
                }
            }
            html += "</div>\n</section>\n"
        }
        return html + "</section>\n"
    }

    /// The filter form; the script shows it, so without JavaScript every card shows and no
    /// control sits there doing nothing.
    private static func filters(_ model: BarsReportModel) -> String {
        var html = "<form class=\"filters\" id=\"filters\" hidden>\n"
        html += "<div class=\"field\"><label for=\"filter-text\">Search screens and titles</label>"
            + "<input type=\"search\" id=\"filter-text\" name=\"text\" autocomplete=\"off\"></div>\n"
        html += "<div class=\"field\"><label for=\"filter-rule\">Rule</label><select id=\"filter-rule\" name=\"rule\">"
            + "<option value=\"\">Any rule</option>"
        for row in model.findingsByRule {
            html += "<option value=\"\(escape(row.ruleID))\">\(escape(row.ruleID)) (\(row.count))</option>"
        }
        html += "</select></div>\n<div class=\"field\"><label for=\"filter-file\">File</label><select id=\"filter-file\" name=\"file\">"
            + "<option value=\"\">Any file</option>"
        for (index, file) in model.files.enumerated() {
            html += "<option value=\"f\(index + 1)\">\(escape(file.path))</option>"
        }
        html += "</select></div>\n<div class=\"checks\">"
            + "<label><input type=\"checkbox\" name=\"findings\" id=\"filter-findings\"> Has findings</label>"
            + "<label><input type=\"checkbox\" name=\"unknowns\" id=\"filter-unknowns\"> Has unknown facts</label></div>\n"
        html += "<p class=\"shown\" id=\"shown\" role=\"status\">Showing all \(ReportFormatter.count(model.barCount, "bar"))</p>\n"
        return html + "</form>\n"
    }

    private static func screenName(_ bar: ReadBar) -> String {
        bar.bar.screen ?? "Bar at line \(bar.bar.locations.bar.line)"
    }

    private static func card(_ card: BarsReportModel.Card, file: Int, heading: String, docsURL: String?, catalog: RuleCatalog) -> String {
        let item = card.bar, bar = item.bar
        let at = bar.locations.bar
        let rules = Array(Set(card.findings.map(\.finding.ruleID))).sorted()
        let unknown = bar.unknownKeys
        var search = [bar.screen ?? ""]
        if let objectID = item.objectID, bar.screen?.contains(objectID) != true { search.append(objectID) }
        if case .known(let title?) = bar.title { search.append(title) }
        let title = card.states > 1 ? "State \(card.state) of \(card.states)" : screenName(item)
        var html = "<article class=\"card\" data-file=\"f\(file)\" data-rules=\"\(escape(rules.joined(separator: " ")))\""
            + " data-unknown=\"\(unknown.isEmpty ? "no" : "yes")\""
            + " data-search=\"\(escape(search.filter { !$0.isEmpty }.joined(separator: "\n").lowercased()))\">\n"
        html += "<\(heading)>\(escape(title))</\(heading)>\n"
        html += "<p class=\"where\"><code>\(escape("\(item.path):\(at.line):\(at.column)"))</code></p>\n"
        html += mockup(bar)

        if card.findings.isEmpty {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            html += "<ul class=\"findings\" aria-label=\"Findings\">\n"
            for finding in card.findings {
                let rule = finding.finding
                html += "<li>\(severityBadge(rule.severity)) "
                    + ruleLink(rule.ruleID, text: "\(rule.ruleID) \(rule.slug)", docsURL: docsURL) + " \(escape(rule.message))"
                    + " <span class=\"at\">line \(rule.location.line)</span></li>\n"
            }
            html += "</ul>\n"
        }
        if !item.remarks.isEmpty {
            html += "<ul class=\"remarks\" aria-label=\"What navlint noticed\">\n"
            for remark in item.remarks { html += "<li>\(escape(remark))</li>\n" }
            html += "</ul>\n"
        }
        html += facts(bar)
        html += spec(item)
        return html + "</article>\n"
    }

    /// The mockup, with what the file does not say drawn as a dimmed `?`: the title, the back
    /// button's label, and a side whose controls are set in code.
    ///
    /// The renderer draws an unknown title or label as a plain `?` and an unknown side as
    /// empty, and returns text; so the bar is drawn with a placeholder character in each
    /// unknown place, which becomes a marked `?` after escaping. A bar whose own text holds
    /// the placeholder is drawn as the renderer draws it.
    static func mockup(_ bar: NavigationBar) -> String {
        let renderer = MockupRenderer(style: .unicode)
        let placeholder = "\u{E000}"
        var marked = bar
        if !bar.title.isKnown { marked.title = .known(placeholder) }
        if case .known(var back?) = bar.back, !back.label.isKnown {
            back.label = .known(placeholder)
            marked.back = .known(back)
        }
        if !bar.leading.isKnown { marked.leading = .known([placeholder]) }
        if !bar.trailing.isKnown { marked.trailing = .known([placeholder]) }
        let plain = renderer.drawing(of: bar)
        let drawing = plain.text.contains(placeholder) ? plain : renderer.drawing(of: marked)
        let text = escape(drawing.text).replacing(
            placeholder, with: "<span class=\"unknown\" title=\"Not in the file: set in code\">?</span>")
        return "<pre class=\"mockup\" role=\"img\" style=\"--columns:\(drawing.columns)\" aria-label=\"\(escape(BarDescription.text(for: bar)))\">"
            + text + "</pre>\n"
    }

    /// The facts read, as the spec states them, then the facts the file leaves to code.
    private static func facts(_ bar: NavigationBar) -> String {
        var html = "<dl class=\"facts\" aria-label=\"Facts read\">\n"
        for line in NavbarSpec.lines(for: bar) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon]
            guard key != "screen" else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            html += "<div><dt>\(escape(String(key)))</dt><dd>\(escape(String(value)))</dd></div>\n"
        }
        html += "</dl>\n"
        let unknown = bar.unknownKeys
        guard !unknown.isEmpty else { return html }
        return html + "<p class=\"unknowns\"><span class=\"unknown\" aria-hidden=\"true\">?</span> Unknown, set in code: "
            + unknown.map { "<code>\($0)</code>" }.joined(separator: ", ") + "</p>\n"
    }

    /// The bar as `navlint bars` prints it: a `.navbar` spec that can be saved and linted.
    private static func spec(_ item: ReadBar) -> String {
        let at = item.bar.locations.bar
        var lines = BarsListing.comment("\(item.path):\(at.line):\(at.column)")
        let unknown = item.bar.unknownKeys
        if !unknown.isEmpty { lines += BarsListing.comment("unknown: " + unknown.joined(separator: ", ")) }
        lines += NavbarSpec.lines(for: item.bar)
        return "<details class=\"spec\"><summary>.navbar spec</summary>\n<pre><code>"
            + escape(lines.joined(separator: "\n")) + "</code></pre>\n"
            + "<button type=\"button\" class=\"copy\" hidden>Copy the spec</button>\n</details>\n"
    }

    private static func severityBadge(_ severity: Severity) -> String {
        "<span class=\"severity \(severity.rawValue)\">\(severity.rawValue)</span>"
    }

    /// Text for an element or a quoted attribute.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
