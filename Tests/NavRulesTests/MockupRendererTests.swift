import NavBase
import NavRules
import Testing

/// Every state a bar can be drawn in, in both styles. The expected mockups are
/// the documentation of the renderer's look: a reviewer reads them as pictures.
@Suite struct MockupRendererTests {
    /// An empty bar is a bare box.
    @Test func emptyBar() {
        let bar = NavigationBar()
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │                                      │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |                                      |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// An iPad split view: the primary pane shares its right edge with the bar's left one,
    /// the box is as wide as an iPad's, and a caption under it is padded to the same width.
    @Test func splitViewWithCaption() {
        let bar = makeBar {
            $0.platform = .known(.ipad)
            $0.splitView = .known(true)
            $0.title = .known("Message")
            $0.trailing = .known(["Reply"])
            $0.glyphs = [Glyph(name: "Reply", size: .points(width: 24, height: 24))]
            $0.borderSetting = .known(.hidden)
        }
        // The caption is padded with spaces to the box's width.
        let padding = String(repeating: " ", count: 29)
        expectMockup(of: bar, unicode: """
            ┌───────────────┬──────────────────────────────────────────────┐
            │               │                   Message          [◆ Reply] │
            │ ░░░░░░░░      │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░              │
            │ ░░░░░░        │ ░░░░░░░░░░░░░░░░░░░░░░                       │
            └───────────────┴──────────────────────────────────────────────┘
              ◆ Reply 24pt ██████░░░░░ bar 44pt
            """ + padding, ascii: """
            +---------------+----------------------------------------------+
            |               |                   Message          [* Reply] |
            | ........      | ...............................              |
            | ......        | ......................                       |
            +---------------+----------------------------------------------+
              * Reply 24pt ######..... bar 44pt
            """ + padding)
        #expect(MockupRenderer().drawing(of: bar).columns == 64)
    }

    /// Back button, centred title, trailing control.
    @Test func backButtonTitleAndTrailingControl() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Mail"))
            $0.title = .known("Inbox")
            $0.trailing = .known(["Edit"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ Mail         Inbox          [Edit] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < Mail         Inbox          [Edit] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// An empty back label draws the chevron alone.
    @Test func chevronOnlyBackButton() {
        let bar = makeBar { $0.back = .known(BackButton(label: "")); $0.title = .known("Photos") }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹              Photos                │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | <              Photos                |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A custom chevron is drawn differently from the system one.
    @Test func customChevron() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Back", chevron: .custom, hasMask: true))
            $0.title = .known("Detail")
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ « Back         Detail                │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
              « custom chevron + transition mask    
            """, ascii: """
            +--------------------------------------+
            | << Back        Detail                |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
              << custom chevron + transition mask   
            """)
    }

    /// A title longer than the space between the sides ends in an ellipsis.
    @Test func truncatedTitle() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Settings"))
            $0.title = .known("Notifications and Sounds")
            $0.trailing = .known(["Done"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ Settings  Notifications a…  [Done] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < Settings  Notifications...  [Done] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// Controls on both sides.
    @Test func leadingAndTrailingControls() {
        let bar = makeBar { $0.leading = .known(["Cancel"]); $0.title = .known("New Event"); $0.trailing = .known(["Add"]) }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ [Cancel]     New Event         [Add] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | [Cancel]     New Event         [Add] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A segmented control takes the centre.
    @Test func segmentedControl() {
        let bar = makeBar { $0.segmented = .known(["All", "Missed"]); $0.trailing = .known(["Edit"]) }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │           ( All | Missed )    [Edit] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |           ( All | Missed )    [Edit] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// With a title too, the segmented control gets its own row.
    @Test func segmentedControlWithTitle() {
        let bar = makeBar { $0.title = .known("Calls"); $0.segmented = .known(["All", "Missed"]) }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │                Calls                 │
            │           ( All | Missed )           │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |                Calls                 |
            |           ( All | Missed )           |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A large title sits on its own row in wide letters; this one has its border turned on.
    @Test func largeTitle() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Lists"))
            $0.title = .known("Reminders")
            $0.titleStyle = .known(.large)
            $0.trailing = .known(["Edit"])
            $0.borderSetting = .known(.visible)
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ Lists                       [Edit] │
            │ Ｒｅｍｉｎｄｅｒｓ                   │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < Lists                       [Edit] |
            | R E M I N D E R S                    |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A hidden border leaves no line between the bar and the content.
    @Test func hiddenBorder() {
        let bar = makeBar { $0.title = .known("Reminders"); $0.titleStyle = .known(.large); $0.borderSetting = .known(.hidden) }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │                                      │
            │ Ｒｅｍｉｎｄｅｒｓ                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |                                      |
            | R E M I N D E R S                    |
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A hidden bar collapses to a strip that says how it comes back.
    @Test func hiddenBarWithRestore() {
        let bar = makeBar {
            $0.title = .known("Article")
            $0.hides = .known(.onScroll)
            $0.restore = .known([.swipeDown, .tap])
        }
        expectMockup(of: bar, unicode: """
            ┌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┐
            ╎         bar hidden on scroll         ╎
            ╎      tap or swipe down to show       ╎
            ├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░               │
            └──────────────────────────────────────┘
            """, ascii: """
            + - - - - - - - - - - - - - - - - - - -+
            :         bar hidden on scroll         :
            :      tap or swipe down to show       :
            + - - - - - - - - - - - - - - - - - - -+
            | .........................            |
            | ..................                   |
            | ......................               |
            +--------------------------------------+
            """)
    }

    /// A hidden bar with no restore gesture says so.
    @Test func hiddenBarWithoutRestore() {
        let bar = makeBar { $0.title = .known("Article"); $0.hides = .known(.always) }
        expectMockup(of: bar, unicode: """
            ┌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┐
            ╎          bar always hidden           ╎
            ╎             no way back              ╎
            ├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░               │
            └──────────────────────────────────────┘
            """, ascii: """
            + - - - - - - - - - - - - - - - - - - -+
            :          bar always hidden           :
            :             no way back              :
            + - - - - - - - - - - - - - - - - - - -+
            | .........................            |
            | ..................                   |
            | ......................               |
            +--------------------------------------+
            """)
    }

    /// An iPad bar is wider.
    @Test func iPad() {
        let bar = makeBar {
            $0.platform = .known(.ipad)
            $0.back = .known(BackButton(label: "Mailboxes"))
            $0.title = .known("Inbox")
            $0.trailing = .known(["Edit"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────────────────────────────┐
            │ ‹ Mailboxes                Inbox                      [Edit] │
            ├──────────────────────────────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                               │
            └──────────────────────────────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------------------------------+
            | < Mailboxes                Inbox                      [Edit] |
            +--------------------------------------------------------------+
            | ..........................................                   |
            | ..............................                               |
            +--------------------------------------------------------------+
            """)
    }

    /// A Mac window has traffic lights and the title in its title bar.
    @Test func macWindow() {
        let bar = makeBar {
            $0.platform = .known(.mac)
            $0.app = "Mail"
            $0.back = .known(BackButton(label: "Back"))
            $0.title = .known("Inbox")
            $0.trailing = .known(["Compose"])
            $0.glyphs = [Glyph(name: "compose", size: .points(width: 24, height: 24))]
        }
        expectMockup(of: bar, unicode: """
            ╭──────────────────────────────────────────────────────────────╮
            │ ● ● ●                      Inbox                             │
            ├──────────────────────────────────────────────────────────────┤
            │ ‹ Back                                           [◆ Compose] │
            ├──────────────────────────────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                               │
            └──────────────────────────────────────────────────────────────┘
              ◆ compose 24pt ██████░░░░░ bar 44pt                           
            """, ascii: """
            .--------------------------------------------------------------.
            | o o o                      Inbox                             |
            +--------------------------------------------------------------+
            | < Back                                           [* Compose] |
            +--------------------------------------------------------------+
            | ..........................................                   |
            | ..............................                               |
            +--------------------------------------------------------------+
              * compose 24pt ######..... bar 44pt                           
            """)
    }

    /// A Mac window without a title shows the app name.
    @Test func macWindowWithoutTitle() {
        let bar = makeBar { $0.platform = .known(.mac); $0.app = "Mail"; $0.segmented = .known(["Inbox", "Sent"]) }
        expectMockup(of: bar, unicode: """
            ╭──────────────────────────────────────────────────────────────╮
            │ ● ● ●                       Mail                             │
            ├──────────────────────────────────────────────────────────────┤
            │                       ( Inbox | Sent )                       │
            ├──────────────────────────────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                               │
            └──────────────────────────────────────────────────────────────┘
            """, ascii: """
            .--------------------------------------------------------------.
            | o o o                       Mail                             |
            +--------------------------------------------------------------+
            |                       ( Inbox | Sent )                       |
            +--------------------------------------------------------------+
            | ..........................................                   |
            | ..............................                               |
            +--------------------------------------------------------------+
            """)
    }

    /// A Mac window keeps its title bar when the bar hides.
    @Test func macHiddenBar() {
        let bar = makeBar {
            $0.platform = .known(.mac)
            $0.title = .known("Inbox")
            $0.hides = .known(.onTap)
            $0.restore = .known([.tap])
        }
        expectMockup(of: bar, unicode: """
            ╭──────────────────────────────────────────────────────────────╮
            │ ● ● ●                      Inbox                             │
            ├──────────────────────────────────────────────────────────────┤
            ╎                      bar hidden on tap                       ╎
            ╎                         tap to show                          ╎
            ├╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                   │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                               │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                         │
            └──────────────────────────────────────────────────────────────┘
            """, ascii: """
            .--------------------------------------------------------------.
            | o o o                      Inbox                             |
            +--------------------------------------------------------------+
            :                      bar hidden on tap                       :
            :                         tap to show                          :
            + - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -+
            | ..........................................                   |
            | ..............................                               |
            | ....................................                         |
            +--------------------------------------------------------------+
            """)
    }

    /// A back button on the trailing side sits at the trailing edge.
    @Test func trailingBackButton() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Back", position: .trailing))
            $0.title = .known("Detail")
            $0.trailing = .known(["Edit"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │                Detail  [Edit] ‹ Back │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |                Detail  [Edit] < Back |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// Side items never overlap: the box grows and the title keeps at least 8 columns.
    @Test func crowdedBarGrows() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "Accounts and Passwords"))
            $0.leading = .known(["Cancel"])
            $0.title = .known("Everything")
            $0.trailing = .known(["Save", "Share", "Delete"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────────────────────────────────────┐
            │ ‹ Accounts and Passwords [Cancel]  Everyth…  [Save] [Share] [Delete] │
            ├──────────────────────────────────────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                     │
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░                                   │
            └──────────────────────────────────────────────────────────────────────┘
            """, ascii: """
            +----------------------------------------------------------------------+
            | < Accounts and Passwords [Cancel]  Every...  [Save] [Share] [Delete] |
            +----------------------------------------------------------------------+
            | ................................................                     |
            | ..................................                                   |
            +----------------------------------------------------------------------+
            """)
    }

    /// Wide characters count two columns.
    @Test func cjkTitle() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "戻る"))
            $0.title = .known("設定と通知")
            $0.trailing = .known(["編集"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ 戻る       設定と通知       [編集] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < 戻る       設定と通知       [編集] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A wide title is cut between characters, never inside one.
    @Test func truncatedCJKTitle() {
        let bar = makeBar {
            $0.back = .known(BackButton(label: "ホーム"))
            $0.title = .known("アカウント設定と通知の管理")
            $0.trailing = .known(["編集"])
        }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ ホーム  アカウント設定と…   [編集] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < ホーム  アカウント設定...   [編集] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// An emoji counts two columns.
    @Test func emojiTitle() {
        let bar = makeBar { $0.title = .known("🎵 Music"); $0.trailing = .known(["🔍"]) }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │               🎵 Music          [🔍] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            |               🎵 Music          [🔍] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A ZWJ sequence and a flag are one character of two columns each.
    @Test func zwjFamilyAndFlag() {
        let bar = makeBar { $0.back = .known(BackButton(label: "🇯🇵")); $0.title = .known("👨‍👩‍👧‍👦 Family") }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ 🇯🇵         👨‍👩‍👧‍👦 Family               │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < 🇯🇵         👨‍👩‍👧‍👦 Family               |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }

    /// A combining accent adds no column.
    @Test func combiningMarks() {
        let bar = makeBar { $0.back = .known(BackButton(label: "Ne\u{301}e")); $0.title = .known("Cafe\u{301}") }
        expectMockup(of: bar, unicode: """
            ┌──────────────────────────────────────┐
            │ ‹ Née           Café                 │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘
            """, ascii: """
            +--------------------------------------+
            | < Née           Café                 |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }
}

private func makeBar(_ configure: (inout NavigationBar) -> Void) -> NavigationBar {
    var bar = NavigationBar()
    configure(&bar)
    return bar
}

/// Compares both styles and checks the property every golden case must have:
/// all lines of a box are equally wide in terminal columns.
private func expectMockup(of bar: NavigationBar, unicode: String, ascii: String,
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for (style, expected) in [(MockupRenderer.Style.unicode, unicode), (.ascii, ascii)] {
        let mockup = MockupRenderer(style: style).render(bar)
        #expect(mockup == expected, "\(style) mockup:\n\(mockup)", sourceLocation: sourceLocation)
        let widths = Set(mockup.split(separator: "\n").map { TerminalWidth.columns(of: String($0)) })
        #expect(widths.count == 1, "\(style) lines have widths \(widths.sorted())", sourceLocation: sourceLocation)
    }
}
