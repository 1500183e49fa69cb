/// A path pattern from `.navlint.yml`: `*` matches within one path component,
/// `**` any number of components, `?` one character. A pattern that names a
/// folder also matches everything under it (`App/Legacy` is `App/Legacy/**`).
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    public var pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/").filter { $0 != "." }
    }

    public var description: String { pattern }

    /// Whether `path` (relative to the config file's folder, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return Self.match(components[...], parts[...], allowingDescendants: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>,
                              allowingDescendants: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || allowingDescendants }
        if first == "**" {
            let rest = pattern.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...], allowingDescendants: allowingDescendants) {
                return true
            }
            return false
        }
        guard let part = path.first, component(Array(first), matches: Array(part)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowingDescendants: allowingDescendants)
    }

    /// `*` and `?` within one component, by backtracking over the last `*`.
    private static func component(_ pattern: [Character], matches text: [Character]) -> Bool {
        var p = 0, t = 0, star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; resume = t; p += 1
            } else if let star {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
