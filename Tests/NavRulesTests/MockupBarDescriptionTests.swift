import NavRules
import Testing

@Suite struct MockupBarDescriptionTests {
    @Test func backTitleAndTrailingControl() {
        var bar = NavigationBar()
        bar.back = .known(BackButton(label: "Mail"))
        bar.title = .known("Inbox")
        bar.trailing = .known(["Edit"])
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: back button 'Mail', title 'Inbox', one trailing control 'Edit'")
    }

    @Test func emptyBarSaysItHasNoTitle() {
        #expect(BarDescription.text(for: NavigationBar()) == "Navigation bar: no title")
    }

    @Test func chevronOnlyAndCustomChevrons() {
        var bar = NavigationBar()
        bar.back = .known(BackButton(label: ""))
        #expect(BarDescription.text(for: bar) == "Navigation bar: back button with chevron only, no title")
        bar.back = .known(BackButton(label: "Back", chevron: .custom))
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: back button 'Back' (custom chevron, no transition mask), no title")
        bar.back = .known(BackButton(label: "", position: .trailing, chevron: .custom, hasMask: true))
        #expect(BarDescription.text(for: bar) == "Navigation bar: no title, "
            + "back button with chevron only (custom chevron with transition mask) on the trailing side")
    }

    @Test func iPadSegmentedControlAndBorder() {
        var bar = NavigationBar()
        bar.platform = .known(.ipad)
        bar.leading = .known(["Cancel", "Filter"])
        bar.segmented = .known(["All", "Missed", "Voicemail"])
        bar.borderSetting = .known(.hidden)
        bar.splitView = .known(true)
        #expect(BarDescription.text(for: bar)
            == "iPad navigation bar: two leading controls 'Cancel' and 'Filter', "
            + "segmented control with three segments 'All', 'Missed' and 'Voicemail', "
            + "no bottom border, in a split view")
    }

    @Test func macLargeTitleAndGlyphs() {
        var bar = NavigationBar()
        bar.platform = .known(.mac)
        bar.title = .known("Reminders")
        bar.titleStyle = .known(.large)
        bar.trailing = .known(["add"])
        bar.glyphs = [Glyph(name: "add", size: .points(width: 24, height: 24)),
                      Glyph(name: "share", size: .pixels(width: 48, height: 48, scale: 2))]
        #expect(BarDescription.text(for: bar) == "Mac window with a navigation bar: large title 'Reminders', "
            + "one trailing control 'add', custom glyphs 'add' at 24pt and 'share' at 48px@2x, no bottom border")
    }

    @Test func hiddenBarSaysHowItComesBack() {
        var bar = NavigationBar()
        bar.title = .known("Article")
        bar.hides = .known(.onScroll)
        bar.restore = .known([.swipeDown, .tap])
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: title 'Article', hidden on scroll (tap or swipe down shows it again)")
        bar.hides = .known(.always)
        bar.restore = .known([])
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: title 'Article', always hidden with no way to show it again")
    }

    @Test func controlCharactersInLabelsDoNotBreakTheSentence() {
        var bar = NavigationBar()
        bar.title = .known("Line\nbreak\u{202E}")
        #expect(BarDescription.text(for: bar) == "Navigation bar: title 'Line break'")
    }
}
