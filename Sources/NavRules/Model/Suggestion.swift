/// "Did you mean" hints: the candidate with the smallest edit distance,
/// if it is close enough to be a plausible typo.
public enum Suggestion {
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = distance(target, candidate.lowercased())
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowed = max(1, min(target.count, candidate.count) / 3)
        return distance <= allowed ? candidate : nil
    }

    /// `editDistance` over characters; for ASCII, where a byte is a character, over bytes,
    /// which gives the same number far faster (keys and rule IDs are ASCII).
    private static func distance(_ a: String, _ b: String) -> Int {
        if a.utf8.allSatisfy({ $0 < 0x80 }) && b.utf8.allSatisfy({ $0 < 0x80 }) {
            return editDistance(Array(a.utf8), Array(b.utf8))
        }
        return editDistance(Array(a), Array(b))
    }

    /// Levenshtein distance, with adjacent transpositions counted as one edit.
    public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
