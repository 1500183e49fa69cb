/// "Did you mean" hints: the candidate with the smallest edit distance,
/// if it is close enough to be a plausible typo.
public enum Suggestion {
    /// The one wording of a did-you-mean hint, for every message of both commands:
    /// `; did you mean "title"?` after the message, or "" when nothing is close enough.
    public static func hint(for word: String, in candidates: [String]) -> String {
        nearest(to: word, in: candidates).map(hint(naming:)) ?? ""
    }

    /// `hint(for:in:)` for a suggestion found another way (a catalog's IDs and slugs).
    public static func hint(naming suggestion: String) -> String { "; did you mean \"\(suggestion)\"?" }

    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Word(word)
        // No hint is ever closer than a third of the word's length (see below), and an edit
        // distance is at least the difference in length: when both words are ASCII (length in
        // bytes), a candidate too far off in length is skipped without working its distance out.
        let reach = target.isASCII ? max(1, target.length / 3) : Int.max
        var best: (candidate: String, word: Word, distance: Int)?
        for candidate in candidates {
            if reach != Int.max, abs(candidate.utf8.count - target.length) > reach,
               candidate.utf8.allSatisfy({ $0 < 0x80 }) { continue }
            let other = Word(candidate)
            let distance = target.distance(to: other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, other, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(target.length, best.word.length) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// A word as compared: lowercased, as bytes when it is ASCII (where a byte is a
    /// character, so the distance is the same and far cheaper), else as characters.
    private enum Word {
        case ascii([UInt8])
        case characters([Character])

        init(_ word: String) {
            if word.utf8.allSatisfy({ $0 < 0x80 }) {
                self = .ascii(word.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 })
            } else {
                self = .characters(Array(word.lowercased()))
            }
        }

        var isASCII: Bool {
            if case .ascii = self { return true }
            return false
        }

        var length: Int {
            switch self {
            case .ascii(let bytes): bytes.count
            case .characters(let characters): characters.count
            }
        }

        var characters: [Character] {
            switch self {
            case .ascii(let bytes): bytes.map { Character(Unicode.Scalar($0)) }
            case .characters(let characters): characters
            }
        }

        func distance(to other: Word) -> Int {
            if case .ascii(let a) = self, case .ascii(let b) = other { return editDistance(a, b) }
            return editDistance(characters, other.characters)
        }
    }

    /// Levenshtein distance, with adjacent transpositions counted as one edit.
    public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the table in one buffer, taking turns: two rows back, the row
        // before, and the row being filled.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var previous2 = rows.baseAddress!, previous = previous2 + width, current = previous + width
            for j in 0..<width { previous2[j] = 0; previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var best = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = Swift.min(best, previous2[j - 2] + 1)
                    }
                    current[j] = best
                }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return previous[b.count]
        }
    }
}
