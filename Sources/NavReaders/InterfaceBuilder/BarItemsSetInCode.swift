import NavRules

/// The sides of storyboard bars that view controllers set in Swift: `navigationItem.rightBarButtonItems = …`
/// or `setLeftBarButton(…)` in a file that declares or extends the scene's class. Code that runs
/// when the screen loads decides those items, not the storyboard, so a rule must not count the
/// storyboard's items there (duckduckgo-iOS shows either Edit or Done, both in the storyboard).
///
/// It is a scan for words, not a parse: a file that declares several classes counts for each of
/// them, and a match inside a comment counts too. A side it names only becomes unknown, so a
/// wrong match can hide a finding but never make one.
public struct BarItemsSetInCode: Sendable {
    public struct Assignment: Hashable, Sendable {
        public var side: BarSide
        public var path: String
        public var line: Int
    }

    private var byClass: [String: [Assignment]] = [:]

    /// Files that do not mention bar button items at all are skipped before any matching.
    public init(swiftFiles: [String], from files: any FileSystem) {
        // `(?:^|[^\w])`, not `\b`: Unicode word rules join `navigationItem.rightBarButtonItems` into one word.
        let assignment = try! Regex(#"set(Left|Right)BarButtonItems?\s*\(|(?:^|[^\w])(left|right)BarButtonItems?\s*=(?!=)"#)
        let declaration = try! Regex(#"\b(?:class|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for path in swiftFiles {
            guard case .success(let bytes) = files.contents(of: path, limit: 4 * 1024 * 1024) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("BarButtonItem") else { continue }
            let found = text.matches(of: assignment).map { match in
                let side: BarSide = text[match.range].lowercased().contains("left") ? .leading : .trailing
                let line = text[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                return Assignment(side: side, path: path, line: line)
            }
            guard !found.isEmpty else { continue }
            for match in text.matches(of: declaration) {
                guard let name = match.output[1].substring else { continue }
                byClass[String(name), default: []].append(contentsOf: found)
            }
        }
    }

    /// Where the class's code sets its bar's items, first per side.
    public func assignments(for className: String) -> [Assignment] {
        var seen = Set<BarSide>()
        return (byClass[className] ?? []).filter { seen.insert($0.side).inserted }
    }
}

extension ReadBar {
    /// The bar with each side its class sets in code unknown, and a remark saying where.
    public func withItemsSetInCode(_ code: BarItemsSetInCode) -> ReadBar {
        guard let codeClass else { return self }
        var read = self
        for assignment in code.assignments(for: codeClass) {
            switch assignment.side {
            case .leading: read.bar.leading = .unknown
            case .trailing: read.bar.trailing = .unknown
            }
            read.remarks.append("\(assignment.side.rawValue) items set in code by \(codeClass) (\(assignment.path):\(assignment.line))")
        }
        return read
    }
}
