import NavRules
import Testing

@Suite struct MockupBarDescriptionTests {
    @Test func backTitleAndTrailingControl() {
        var bar = NavigationBar()
        bar.back = BackButton(label: "Mail")
        bar.title = "Inbox"
        bar.trailing = ["Edit"]
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: back button 'Mail', title 'Inbox', one trailing control 'Edit'")
    }

    @Test func emptyBarSaysItHasNoTitle() {
        #expect(BarDescription.text(for: NavigationBar()) == "Navigation bar: no title")
    }

    @Test func chevronOnlyAndCustomChevrons() {
        var bar = NavigationBar()
        bar.back = BackButton(label: "")
        #expect(BarDescription.text(for: bar) == "Navigation bar: back button with chevron only, no title")
        bar.back = BackButton(label: "Back", chevron: .custom)
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: back button 'Back' (custom chevron, no transition mask), no title")
        bar.back = BackButton(label: "", position: .trailing, chevron: .custom, hasMask: true)
        #expect(BarDescription.text(for: bar) == "Navigation bar: no title, "
            + "back button with chevron only (custom chevron with transition mask) on the trailing side")
    }

    @Test func iPadSegmentedControlAndBorder() {
        var bar = NavigationBar()
        bar.platform = .ipad
        bar.leading = ["Cancel", "Filter"]
        bar.segmented = ["All", "Missed", "Voicemail"]
        bar.border = .hidden
        bar.splitView = true
        #expect(BarDescription.text(for: bar)
            == "iPad navigation bar: two leading controls 'Cancel' and 'Filter', "
            + "segmented control with three segments 'All', 'Missed' and 'Voicemail', "
            + "no bottom border, in a split view")
    }

    @Test func macLargeTitleAndGlyphs() {
        var bar = NavigationBar()
        bar.platform = .mac
        bar.title = "Reminders"
        bar.titleStyle = .large
        bar.trailing = ["add"]
        bar.glyphs = [Glyph(name: "add", size: .points(width: 24, height: 24)),
                      Glyph(name: "share", size: .pixels(width: 48, height: 48, scale: 2))]
        #expect(BarDescription.text(for: bar) == "Mac window with a navigation bar: large title 'Reminders', "
            + "one trailing control 'add', custom glyphs 'add' at 24pt and 'share' at 48px@2x")
    }

    @Test func hiddenBarSaysHowItComesBack() {
        var bar = NavigationBar()
        bar.title = "Article"
        bar.hides = .onScroll
        bar.restore = [.swipeDown, .tap]
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: title 'Article', hidden on scroll (tap or swipe down shows it again)")
        bar.hides = .always
        bar.restore = []
        #expect(BarDescription.text(for: bar)
            == "Navigation bar: title 'Article', always hidden with no way to show it again")
    }

    @Test func controlCharactersInLabelsDoNotBreakTheSentence() {
        var bar = NavigationBar()
        bar.title = "Line\nbreak\u{202E}"
        #expect(BarDescription.text(for: bar) == "Navigation bar: title 'Line break'")
    }
}
