import NavRules

/// Output JSON with members in the order given, so navlint's JSON and SARIF
/// are byte-for-byte the same on every run (Foundation's encoder sorts or
/// shuffles keys and escapes `/`).
indirect enum JSONOutput: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): Self.quote(text, to: &out)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (name, value)) in members.enumerated() {
                out += indent + "  "
                Self.quote(name, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// The core's JSON string quoting, so navlint's output and the site's rules.json agree.
    private static func quote(_ text: String, to out: inout String) {
        out += RuleCatalogJSON.quote(text)
    }
}
