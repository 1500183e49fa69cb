import NavReaders
import Testing

/// `// navlint:` comments as SwiftLint reads its own: regions of lines where rules are off.
struct InlineSuppressionsTests {
    func suppressions(_ comments: [(line: Int, text: String)]) -> InlineSuppressions {
        var suppressions = InlineSuppressions()
        for comment in comments { suppressions.read(comment: comment.text, line: comment.line) }
        return suppressions
    }

    @Test func disableTurnsARuleOffUntilEnable() {
        let off = suppressions([(3, "// navlint:disable NB003"), (9, "// navlint:enable NB003")])
        #expect(!off.suppresses(["NB003"], line: 2))
        #expect(off.suppresses(["NB003"], line: 3))
        #expect(off.suppresses(["NB003"], line: 8))
        #expect(!off.suppresses(["NB003"], line: 9))
        #expect(!off.suppresses(["NB001"], line: 5))
    }

    @Test func disableWithoutEnableLastsToTheEndOfTheFile() {
        #expect(suppressions([(3, "// navlint:disable NB003")]).suppresses(["NB003"], line: 5000))
    }

    @Test func nextThisAndPreviousAreOneLine() {
        let off = suppressions([(4, "// navlint:disable:next NB001"), (7, "// navlint:disable:this NB010"),
                                (9, "// navlint:disable:previous NB011")])
        #expect(off.suppresses(["NB001"], line: 5) && !off.suppresses(["NB001"], line: 4) && !off.suppresses(["NB001"], line: 6))
        #expect(off.suppresses(["NB010"], line: 7) && !off.suppresses(["NB010"], line: 8))
        #expect(off.suppresses(["NB011"], line: 8) && !off.suppresses(["NB011"], line: 9))
    }

    @Test func allAndSlugsAndSeveralRules() {
        let off = suppressions([(1, "// navlint:disable:next all"), (5, "/* navlint:disable:next too-many-controls, NB001 */")])
        #expect(off.suppresses(["NB007", "hidden-bar-not-restorable"], line: 2))
        #expect(off.suppresses(["NB003", "too-many-controls"], line: 6))
        #expect(off.suppresses(["NB001", "title-too-long"], line: 6))
        #expect(!off.suppresses(["NB010", "missing-title"], line: 6))
    }

    @Test func otherCommentsAreNotCommands() {
        let off = suppressions([(1, "// swiftlint:disable NB003"), (2, "// TODO: navlint:disable NB003 later"), (3, "// navlint:disabled NB003")])
        #expect(off.isEmpty)
    }
}
