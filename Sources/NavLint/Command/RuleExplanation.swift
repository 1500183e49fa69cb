import NavRules

/// `navlint explain`: a rule's summary, rationale and examples, each example
/// drawn as a mockup so the difference is visible in a terminal, offline.
enum RuleExplanation {
    static func render(_ rule: RuleDescription, context: OutputContext) -> String {
        var out = "\(rule.id) \(rule.slug) (\(rule.severity.rawValue))\n\(rule.summary)\n\n\(wrap(rule.rationale))\n"
        if !rule.formerSlugs.isEmpty {
            out += "\nFormerly: \(rule.formerSlugs.joined(separator: ", "))\n"
        }
        if !rule.factsRead.isEmpty {
            out += "\nReads: \(rule.factsRead.joined(separator: ", ")) (where one is unknown, the rule may stay silent)\n"
        }
        if !rule.options.isEmpty {
            out += "\nOptions (in .navlint.yml, under options: \(rule.id):):\n"
            for option in rule.options {
                out += "    \(option.name): \(option.summary); default \(option.defaultValue), "
                    + "from \(option.range.lowerBound) to \(option.range.upperBound)\n"
            }
        }
        for example in rule.nonTriggeringExamples {
            out += "\nGood:\n" + render(example, context: context)
        }
        for example in rule.triggeringExamples {
            out += "\nBad:\n" + render(example, context: context)
        }
        if let url = context.url(for: rule.id) { out += "\nMore: \(url)\n" }
        return out
    }

    private static func render(_ example: RuleExample, context: OutputContext) -> String {
        var out = indent(example.spec, by: "    ") + "\n"
        let bars: [NavigationBar]
        do {
            bars = try NavbarSpec.parse(example.spec, path: "example", catalog: context.catalog)
        } catch {
            return out + indent(error.description, by: "    ") + "\n"
        }
        let renderer = MockupRenderer(style: .unicode)
        for bar in bars {
            out += indent(renderer.render(bar), by: "    ") + "\n"
            for finding in context.catalog.check(bar) {
                out += "    \(finding.severity.rawValue): \(finding.specMessage) [\(finding.ruleID) \(finding.slug)]\n"
            }
        }
        return out
    }

    /// Greedy word wrap, so the rationale reads well in an 80-column terminal.
    static func wrap(_ text: String, width: Int = 78) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = [], line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private static func indent(_ text: String, by prefix: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
    }
}
