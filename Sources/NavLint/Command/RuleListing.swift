import NavRules

/// `navlint rules`: the catalog, one rule per line or as JSON.
enum RuleListing {
    static func render(format: RulesFormat, context: OutputContext) -> String {
        let rules = context.catalog.descriptions
        switch format {
        case .text:
            let slugWidth = rules.map(\.slug.count).max() ?? 0
            return rules.map { rule in
                let severity = rule.severity.rawValue.padding(to: 7)
                return "\(rule.id)  \(severity)  \(rule.slug.padding(to: slugWidth))  \(rule.summary)\n"
            }.joined()
        case .json:
            return JSONOutput.array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("slug", .string(rule.slug)),
                    ("formerSlugs", .array(rule.formerSlugs.map { .string($0) })),
                    ("severity", .string(rule.severity.rawValue)),
                    ("summary", .string(rule.summary)),
                    ("url", .string(context.url(for: rule.id))),
                ])
            }).rendered()
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
