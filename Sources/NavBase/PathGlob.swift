/// A glob over content paths, as `.gitignore` and MkDocs' `exclude_docs` write them: `*`
/// matches within one folder name, `**` across folders, `?` one character. A pattern
/// without a `/` matches a file or folder name at any depth (`SUMMARY.md`, `*.inc.md`); one
/// with a `/` matches from the content folder's root (`drafts/**`, `/notes.md`); a trailing
/// `/` names a folder and everything in it.
public struct PathGlob: Sendable, Hashable {
    public let pattern: String
    private let parts: [Substring]
    private let anywhere: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        if text.hasPrefix("/") { text = text.dropFirst() }
        var folder = false
        if text.hasSuffix("/") { text = text.dropLast(); folder = true }
        anywhere = !text.contains("/") && !pattern.hasPrefix("/")
        var parts = text.split(separator: "/", omittingEmptySubsequences: true)
        // A folder matches with everything below it.
        if folder { parts.append("**") }
        self.parts = parts
    }

    /// Whether `path` (content-relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/")
        if anywhere {
            // A name pattern matches any one folder or file name, so whatever lies under a matching folder too.
            return names.contains { Self.matches(name: $0, pattern: parts.first ?? "") }
        }
        return Self.matches(names[...], parts[...])
    }

    private static func matches(_ names: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let part = parts.first else { return names.isEmpty }
        if part == "**" {
            let rest = parts.dropFirst()
            // `**` takes none, one or more folder names.
            var tail = names
            while true {
                if matches(tail, rest) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let name = names.first, matches(name: name, pattern: part) else { return false }
        return matches(names.dropFirst(), parts.dropFirst())
    }

    /// `*` and `?` within one name, by scalars.
    static func matches(name: Substring, pattern: Substring) -> Bool {
        let n = Array(name.unicodeScalars), p = Array(pattern.unicodeScalars)
        var i = 0, j = 0, star = -1, mark = 0
        while i < n.count {
            if j < p.count, p[j] == "?" || p[j] == n[i] { i += 1; j += 1 }
            else if j < p.count, p[j] == "*" { star = j; mark = i; j += 1 }
            else if star >= 0 { j = star + 1; mark += 1; i = mark }
            else { return false }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }
}
