import NavRules

/// The `.navlint.yml` lines that turn a rule off or retune it, from the catalog's own
/// declarations, so a rule page never shows an option the linter does not read.
enum RuleConfigSnippet {
    static func text(for rule: RuleDescription) -> String {
        var lines = ["disabled_rules: [\(rule.id)]", "# or keep it and change how much it matters:",
                     "severity:", "  \(rule.id): info"]
        if !rule.options.isEmpty {
            lines += ["# or change its options (these are the defaults):", "options:", "  \(rule.id):"]
            for option in rule.options {
                let value: String
                switch option.defaultValue {
                case .integer: value = option.defaultValue.description
                case .perPlatform: value = "{" + option.defaultValue.description + "}"
                }
                lines.append("    \(option.name): \(value)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Dotted release numbers (`0.1.0` before `0.10.0`), compared number by number.
enum RuleVersion {
    static func precedes(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }, y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }
}
