/// NB009: a custom glyph outside the recommended square sizes.
struct GlyphSizeOutOfRange: Rule {
    static let description = RuleDescription(
        id: "NB009",
        slug: "glyph-size-out-of-range",
        since: "0.1.0",
        severity: .warning,
        factsRead: ["glyph"],
        summary: "Size custom glyphs 24–28 pt square",
        rationale: """
            Custom glyphs in the bar should carry the same visual weight as the system's own. The \
            guidance aims at a 24-point square and leaves room up to 28 for balance; the rule checks that \
            range, in pixels 48 to 56 at @2x and 72 to 84 at @3x, and treats 24 as the floor too. Glyphs \
            outside it tend to look cramped or heavy next to standard controls.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 24pt
                """),
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 56px@2x
                glyph: share 84x84px@3x
                """),
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 26x26pt
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 32pt
                """, fires: ["NB009"]),
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 60px@2x
                """, fires: ["NB009"]),
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 24x28pt
                """, fires: ["NB009"]),
            RuleExample("""
                title: Photos
                trailing: Share
                glyph: share 24px@1x
                """, fires: ["NB009"]),
        ])

    private static let points = 24.0...28.0
    private static let pixels = [2: 48...56, 3: 72...84]

    func check(_ bar: NavigationBar) -> [Finding] {
        bar.glyphs.compactMap { glyph in
            problem(with: glyph.size).map {
                Finding(rule: Self.description,
                        message: "glyph \(quotedForMessage(glyph.name)) is \(glyph.size)\($0)",
                        at: glyph.location)
            }
        }
    }

    /// What is wrong with a size and what to use instead, or `nil` when it is fine.
    private func problem(with size: GlyphSize) -> String? {
        switch size {
        case let .points(w, h):
            if w == h && Self.points.contains(w) { return nil }
            return "\(w == h ? "" : ", not square"); use a square size from 24pt to 28pt"
        case let .pixels(w, h, scale):
            guard let range = Self.pixels[scale] else {
                return "; give pixel sizes at @2x (48–56 px) or @3x (72–84 px), or use points (24–28 pt)"
            }
            if w == h && range.contains(w) { return nil }
            return "\(w == h ? "" : ", not square"); use a square size from \(range.lowerBound)px to \(range.upperBound)px at @\(scale)x"
        }
    }
}
