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

/// Lexical paths: where a path given on the command line sits relative to the
/// config file's folder, without touching the disk.
enum LexicalPath {
    /// `path` made absolute against `directory` (itself absolute), with `.` and `..` resolved.
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base`, both absolute and normalized: `App/Main.storyboard`,
    /// or with `..` components when `path` is outside `base`.
    static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/"), from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let ups = Array(repeating: Substring(".."), count: from.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// The folder part of a path (`""` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
