import Testing
import NavRules

/// Findings as navlint prints them, so the expected text reads like its output.
func lint(_ spec: String, catalog: RuleCatalog = .standard) throws -> [String] {
    try NavbarSpec.parse(spec, path: "bar.navbar").flatMap { bar in
        catalog.check(bar).map { "\($0.location): \($0.severity.rawValue): \($0.specMessage) [\($0.ruleID) \($0.slug)]" }
    }
}

@Suite struct RuleFindingTests {
    @Test func titleTooLongCountsCharactersPeopleSee() throws {
        #expect(try lint("title: Account Settings") == [
            #"1:1: warning: title "Account Settings" has 16 characters; keep it to 15 or fewer [NB001 title-too-long]"#,
        ])
        // 15 flags, each two scalars and eight UTF-8 bytes, are 15 characters.
        #expect(try lint("title: " + String(repeating: "🇫🇷", count: 15)) == [])
        #expect(try lint("title: e\u{301}" + String(repeating: "x", count: 14)) == [])
    }

    @Test func titleIsAppName() throws {
        #expect(try lint("app: Mail\n\ntitle:  MAIL ") == [
            #"3:1: warning: title "MAIL" is the app's name; name this screen instead [NB002 title-is-app-name]"#,
        ])
    }

    @Test func tooManyControlsPointsAtTheSideThatOverflows() throws {
        #expect(try lint("title: Inbox\nleading: Edit\ntrailing: Filter, Add") == [
            #"3:1: warning: bar has 3 controls besides the back button ("Edit", "Filter", "Add"); keep 1 and move the rest into a toolbar or menu [NB003 too-many-controls]"#,
        ])
        #expect(try lint("title: Inbox\nleading: Edit, Sort") == [
            #"2:1: warning: bar has 2 controls besides the back button ("Edit", "Sort"); keep 1 and move the rest into a toolbar or menu [NB003 too-many-controls]"#,
        ])
    }

    @Test func segmentedControlSaysWhatItSharesTheBarWith() throws {
        #expect(try lint("title: Recents\nback: Phone\ntrailing: Edit\nsegmented: All | Missed") == [
            #"4:1: warning: segmented control shares the bar with the title "Recents", a back button and 1 other control; remove them so the segmented control stands alone [NB004 segmented-control-not-alone]"#,
        ])
    }

    @Test func backButtonRules() throws {
        #expect(try lint("title: Details\nback-position: trailing\nback-chevron: custom\nback: Inbox") == [
            "2:1: error: back button is on the trailing side; move it to the leading side [NB006 back-button-not-leading]",
            "3:1: error: custom back chevron has no transition mask; use the system chevron, or supply a mask image with it (back-mask: yes) [NB005 custom-chevron-without-mask]",
        ])
    }

    @Test func hiddenBarPointsAtRestoreWhenWritten() throws {
        #expect(try lint("title: Photo\nhides: on-tap") == [
            "2:1: error: bar hides (on-tap) but no gesture brings it back; let a tap or a swipe down bring it back (restore: tap or restore: swipe-down) [NB007 hidden-bar-not-restorable]",
        ])
        #expect(try lint("title: Photo\nhides: on-tap\nrestore: none").first?.hasPrefix("3:1: error:") == true)
    }

    @Test func borderlessStandardTitleExceptOnIPadSplitView() throws {
        #expect(try lint("title: Settings\n  border: hidden") == [
            "2:3: warning: border is hidden under a standard title; show the border, or use a large title (title-style: large) [NB008 borderless-standard-title]",
        ])
        #expect(try lint("platform: ipad\nsplit-view: yes\ntitle: Mail\nborder: hidden") == [])
        #expect(try lint("platform: mac\nsplit-view: yes\ntitle: Mail\nborder: hidden").count == 2)
    }

    @Test func glyphFindingsPointAtEachGlyphLine() throws {
        let spec = """
            title: Photos
            trailing: Share
            glyph: share 24pt
            glyph: share 29pt
            glyph: share 24x26pt
            glyph: share 40px@2x
            glyph: share 85px@3x
            glyph: share 72x76px@3x
            glyph: share 24px@1x
            glyph: share 48px@2x
            glyph: share 28pt
            glyph: share 27.5x27.5pt
            """
        #expect(try lint(spec) == [
            #"4:1: warning: glyph "share" is 29pt; use a square size from 24pt to 28pt [NB009 glyph-size-out-of-range]"#,
            #"5:1: warning: glyph "share" is 24x26pt, not square; use a square size from 24pt to 28pt [NB009 glyph-size-out-of-range]"#,
            #"6:1: warning: glyph "share" is 40px@2x; use a square size from 48px to 56px at @2x [NB009 glyph-size-out-of-range]"#,
            #"7:1: warning: glyph "share" is 85px@3x; use a square size from 72px to 84px at @3x [NB009 glyph-size-out-of-range]"#,
            #"8:1: warning: glyph "share" is 72x76px@3x, not square; use a square size from 72px to 84px at @3x [NB009 glyph-size-out-of-range]"#,
            #"9:1: warning: glyph "share" is 24px@1x; give pixel sizes at @2x (48–56 px) or @3x (72–84 px), or use points (24–28 pt) [NB009 glyph-size-out-of-range]"#,
        ])
    }

    @Test func missingTitlePointsAtTheBar() throws {
        #expect(try lint("# a detail screen\n\nback: Notes") == [
            "3:1: info: bar has no title; add one that names the screen; if the content already names the screen, set title-redundant: yes [NB010 missing-title]",
        ])
    }

    @Test func largeTitleWithBorder() throws {
        // A large title has no border unless it is turned on.
        #expect(try lint("title: Library\ntitle-style: large") == [])
        #expect(try lint("title: Library\ntitle-style: large\nborder: visible") == [
            "3:1: info: large title has its border turned on; consider leaving it off so the title joins the content (border: hidden, the default) [NB011 large-title-with-border]",
        ])
    }

    @Test func macNavigationBar() throws {
        #expect(try lint("title: Inbox\nplatform: mac") == [
            "2:1: warning: navigation bar on macOS; use a sidebar or a Back button in the toolbar, and show the window title in the title bar [NB012 mac-navigation-bar]",
        ])
    }

    @Test func findingsAreSortedByLocationThenID() throws {
        let ids = try lint("platform: mac\ntitle: Account Settings\nborder: hidden").map { $0.prefix(4) }
        #expect(ids == ["1:1:", "2:1:", "3:1:"])
    }

    @Test func ignoreSuppressesOnlyTheNamedRules() throws {
        let spec = "title: Account Settings\nplatform: mac\nignore: NB001"
        #expect(try lint(spec).map { $0.hasSuffix("[NB012 mac-navigation-bar]") } == [true])
        // Slugs and former slugs name rules too; they are stored as IDs.
        #expect(try lint("title: Account Settings\nplatform: mac\nignore: long-title, mac-navigation-bar") == [])
        #expect(try NavbarSpec.parse("ignore: nb012, long-title", path: "x")[0].ignore == ["NB012", "NB001"])
    }

    @Test func ignoreAppliesPerBar() throws {
        let spec = "title: Account Settings\nignore: NB001\n---\ntitle: Account Settings"
        #expect(try lint(spec).map { $0.prefix(4) } == ["4:1:"])
    }

    @Test func aCatalogRunsOnlyItsRules() throws {
        let catalog = RuleCatalog(rules: [RuleCatalog.standard.rules[11]])
        #expect(try lint("platform: mac\ntitle: Account Settings", catalog: catalog).count == 1)
    }
}

/// A bar read from code may leave both how it is shown and its back button unknown: element-x-ios'
/// poll form has a leading Cancel and a confirmation action, and a coordinator presents it.
@Suite struct UnknownWayBackTests {
    static func pollForm(presentation: Known<Presentation>, back: Known<BackButton?>) -> NavigationBar {
        var bar = NavigationBar()
        bar.title = .known("New poll")
        bar.leading = .known(["Cancel"])
        bar.trailing = .known(["Create"])
        bar.presentation = presentation
        bar.back = back
        return bar
    }

    @Test(arguments: [(Known<Presentation>.unknown, Known<BackButton?>.unknown), (.unknown, .known(nil)), (.known(.modal), .unknown)])
    func aLeadingCancelMayBeTheWayBack(presentation: Known<Presentation>, back: Known<BackButton?>) {
        let bar = Self.pollForm(presentation: presentation, back: back)
        #expect(!RuleCatalog.standard.check(bar).contains { $0.ruleID == "NB003" })
    }

    @Test(arguments: [(Known<Presentation>.known(.stack), Known<BackButton?>.unknown), (.unknown, .known(BackButton(label: "Polls")))])
    func aStackOrABackButtonMakesCancelOneMoreControl(presentation: Known<Presentation>, back: Known<BackButton?>) {
        let bar = Self.pollForm(presentation: presentation, back: back)
        #expect(RuleCatalog.standard.check(bar).filter { $0.ruleID == "NB003" }.count == 1)
    }
}

@Suite struct FindingMessageTests {
    @Test func aLongListOfControlsIsCutWithACount() throws {
        let bars = try NavbarSpec.parse("trailing: " + (1...40).map { "B\($0)" }.joined(separator: ", "), path: "x")
        let message = try #require(RuleCatalog.standard.check(bars[0]).first { $0.ruleID == "NB003" }?.message)
        #expect(message == #"bar has 40 controls besides the back button ("B1", "B2", "B3" and 37 more); keep 1 and move the rest into a toolbar or menu"#)
    }

    @Test func fourControlsAreAllNamed() throws {
        let bars = try NavbarSpec.parse("leading: A, B\ntrailing: C, D", path: "x")
        let message = try #require(RuleCatalog.standard.check(bars[0]).first { $0.ruleID == "NB003" }?.message)
        #expect(message.contains(#"("A", "B", "C", "D")"#))
    }
}
