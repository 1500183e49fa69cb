import NavBase
import Testing

/// Did-you-mean hints: the nearest candidate within a third of the word's length.
@Suite struct SuggestionTests {
    static let frontMatterKeys = ["title", "description", "order", "rule", "aliases", "draft", "slug"]
    /// The `.navbar` keys, as a list of words the hints are asked about.
    static let specKeys = ["screen", "platform", "app", "title", "title-style", "title-redundant", "back", "back-position",
                           "back-chevron", "back-mask", "leading", "trailing", "segmented", "border", "hides", "restore",
                           "glyph", "split-view", "presentation", "ignore"]

    @Test func typosFindTheirKey() {
        #expect(Suggestion.nearest(to: "titel", in: Self.frontMatterKeys) == "title")
        #expect(Suggestion.nearest(to: "Descripton", in: Self.frontMatterKeys) == "description")
        #expect(Suggestion.nearest(to: "trailng", in: Self.specKeys) == "trailing")
        #expect(Suggestion.nearest(to: "section", in: Self.frontMatterKeys) == nil)
    }

    /// Candidates too far off in length are skipped without working out their distance;
    /// the answers must be those of comparing every candidate.
    @Test func skippingByLengthNeverChangesTheAnswer() {
        let candidates = [Self.frontMatterKeys, Self.specKeys, ["a", "ab", "abc", "abcdefghijkl", "éclair", "naïve"]]
        var words = ["", "a", "x", "ti", "tit", "titl", "titlee", "sction", "section", "aliasses", "descr",
                     "back-posiiton", "glyphs", "split", "héllo", "ÉCLAIR", "naive", "abcdefghij", "abcdefghijklmnop"]
        for list in candidates {
            for candidate in list {
                words += [candidate, String(candidate.dropFirst()), String(candidate.dropLast(2)), candidate + "xy",
                          candidate.uppercased()]
            }
        }
        for list in candidates {
            for word in words {
                #expect(Suggestion.nearest(to: word, in: list) == Self.reference(word, list), "\(word) in \(list)")
            }
        }
    }

    /// The rule without the shortcut: every distance, the first smallest kept.
    static func reference(_ word: String, _ candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (candidate: String, length: Int, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let distance = Suggestion.editDistance(target, other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, other.count, distance) }
        }
        guard let best else { return nil }
        return best.distance <= max(1, min(target.count, best.length) / 3) ? best.candidate : nil
    }
}
