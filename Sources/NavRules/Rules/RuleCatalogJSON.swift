/// The catalog as JSON: what `navlint rules --format json` prints and what the
/// docs site publishes as `rules.json`, from this one function.
public enum RuleCatalogJSON {
    /// A JSON array of rules in ID order; `url` gives each rule's page address, `null` where there is none.
    public static func encode(_ catalog: RuleCatalog, url: (String) -> String?) -> String {
        var out = "[\n"
        for (i, rule) in catalog.descriptions.enumerated() {
            out += "  {\n"
            out += "    \"id\": \(quote(rule.id)),\n"
            out += "    \"slug\": \(quote(rule.slug)),\n"
            out += "    \"since\": \(quote(rule.since)),\n"
            out += "    \"formerSlugs\": [\(rule.formerSlugs.map(quote).joined(separator: ", "))],\n"
            out += "    \"name\": \(quote(rule.name)),\n"
            out += "    \"severity\": \(quote(rule.severity.rawValue)),\n"
            out += "    \"summary\": \(quote(rule.summary)),\n"
            out += "    \"rationale\": \(quote(rule.rationale)),\n"
            out += "    \"options\": \(options(rule.options)),\n"
            out += "    \"url\": \(url(rule.id).map(quote) ?? "null")\n"
            out += i == catalog.descriptions.count - 1 ? "  }\n" : "  },\n"
        }
        return out + "]\n"
    }

    /// Each option with its type, range and default: what `.navlint.yml` may set.
    static func options(_ options: [RuleOption]) -> String {
        guard !options.isEmpty else { return "[]" }
        let items = options.map { option in
            let type = option.kind == .integer ? "integer" : "integer per platform"
            let value: String
            switch option.defaultValue {
            case .integer(let number): value = String(number)
            case .perPlatform(let numbers):
                value = "{" + Platform.allCases.map { "\(quote($0.rawValue)): \(numbers[$0])" }.joined(separator: ", ") + "}"
            }
            return "      {\"name\": \(quote(option.name)), \"type\": \(quote(type)), "
                + "\"minimum\": \(option.range.lowerBound), \"maximum\": \(option.range.upperBound), "
                + "\"default\": \(value), \"summary\": \(quote(option.summary))}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n    ]"
    }

    /// A JSON string literal.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"   // keeps the JSON safe to embed in HTML
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
