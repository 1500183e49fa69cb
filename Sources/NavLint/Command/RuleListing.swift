import NavRules

/// `navlint rules`: the catalog, one rule per line or as JSON (the docs site's `rules.json`).
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
            // The same encoder writes the docs site's rules.json.
            return RuleCatalogJSON.encode(context.catalog) { context.url(for: $0) }
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
