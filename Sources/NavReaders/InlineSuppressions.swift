import NavBase

/// `// navlint:disable NB003` comments of one source file, in SwiftLint's shape: which rules
/// are off on which lines.
///
/// `disable` turns rules off from its line until an `enable` of the same rule (or the end of
/// the file); `disable:next`, `disable:this` and `disable:previous` turn them off on one line.
/// `all` stands for every rule.
public struct InlineSuppressions: Hashable, Sendable, Codable {
    /// One rule (an ID, or `all`) off from `first` to `last`, both included.
    public struct Region: Hashable, Sendable, Codable {
        public var rule: String
        public var first: Int
        public var last: Int
    }

    public private(set) var regions: [Region] = []
    private var open: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { regions.isEmpty && open.isEmpty }

    /// Reads one comment's text (`// navlint:disable:next NB001 NB003`) written on `line`;
    /// other comments are left alone. Rules are compared without case.
    public mutating func read(comment: String, line: Int) {
        var words = comment.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let command = words.first, command.hasPrefix("navlint:") else { return }
        words.removeFirst()
        let rules = words.prefix { !$0.hasPrefix("*/") && !$0.hasPrefix("-") }.map { $0.uppercased() == "ALL" ? "all" : $0.uppercased() }
        for rule in rules {
            switch command.dropFirst("navlint:".count) {
            case "disable": if open[rule] == nil { open[rule] = line }
            case "enable":
                if let start = open.removeValue(forKey: rule) { regions.append(Region(rule: rule, first: start, last: line - 1)) }
            case "disable:next": regions.append(Region(rule: rule, first: line + 1, last: line + 1))
            case "disable:this": regions.append(Region(rule: rule, first: line, last: line))
            case "disable:previous": regions.append(Region(rule: rule, first: line - 1, last: line - 1))
            default: break
            }
        }
    }

    /// Whether a finding of a rule, named by its ID or its slug, on `line` is turned off.
    public func suppresses(_ names: [String], line: Int) -> Bool {
        let rules = Set(names.map { $0.uppercased() } + ["all"])
        if regions.contains(where: { rules.contains($0.rule) && $0.first <= line && line <= $0.last }) { return true }
        return open.contains { rules.contains($0.key) && $0.value <= line }
    }
}
