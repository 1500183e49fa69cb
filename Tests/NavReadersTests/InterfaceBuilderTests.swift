import Foundation
import Testing
import NavLint
import NavReaders
import NavRules
import NavTestSupport

/// `navlint bars` and `navlint` on small storyboards written for one behaviour each.
@Suite struct InterfaceBuilderTests {
    private func run(_ arguments: String, _ files: [String: String]) -> CommandOutput {
        CommandRunner(fileSystem: MemoryFileSystem(files), environment: [:])
            .run(arguments.split(separator: " ").map(String.init))
    }

    private static func storyboard(_ scenes: String, runtime: String = "iOS.CocoaTouch", initial: String = "nav") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// An inbox pushed to a message: the back button takes the inbox's title.
    static let mail = storyboard("""
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" largeTitles="YES" id="bar"/>
                        <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController storyboardIdentifier="Inbox" id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                        <tableView key="view" id="tv"><prototypes><tableViewCell id="cell"><connections>
                            <segue destination="message" kind="show" id="g2"/>
                        </connections></tableViewCell></prototypes></tableView>
                        <navigationItem key="navigationItem" title="Inbox" id="item1">
                            <barButtonItem key="rightBarButtonItem" systemItem="compose" id="b1"/>
                        </navigationItem>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="message" customClass="MessageViewController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="item2">
                            <rightBarButtonItems>
                                <barButtonItem title="Reply" id="b2"/>
                                <barButtonItem systemItem="flexibleSpace" id="b3"/>
                                <barButtonItem image="trash" id="b4"/>
                            </rightBarButtonItems>
                        </navigationItem>
                    </viewController>
                </objects></scene>
        """) + "\n<!-- resources follow in real files -->"

    @Test func aStackIsReadWithWhatItLeavesUnknown() {
        let output = run("bars app", ["app/Main.storyboard": Self.mail])
        #expect(output.stdout == """
            # app/Main.storyboard:15:17
            # unknown: leading, segmented, hides, restore
            screen: Inbox (inbox)
            platform: iphone
            title: Inbox
            title-style: large
            trailing: Compose
            ---
            # app/Main.storyboard:22:17
            # unknown: title, back-chevron, back-mask, leading, segmented, hides, restore
            screen: MessageViewController (message)
            platform: iphone
            title-style: standard
            back: Inbox
            trailing: Reply, trash

            """)
        #expect(output.exitCode == 0)
    }

    @Test func findingsPointAtTheElementThatCarriesTheFact() {
        let output = run("app", ["app/Main.storyboard": Self.mail])
        #expect(output.stdout == """
            app/Main.storyboard:24:25: warning: screen "MessageViewController (message)": bar has 2 controls besides the back button ("Reply", "trash"); keep 1 and move the rest into a toolbar or menu [NB003 too-many-controls]
                navlint explain NB003

            """)
        #expect(output.exitCode == 1)
    }

    /// A sheet's Cancel is its way back; the same two buttons on a pushed screen are two controls.
    @Test func aModalSheetsCancelIsTheWayBack() {
        let sheet = Self.storyboard("""
                    <scene sceneID="s1"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Events" id="i0">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="b0">
                                    <connections><segue destination="modalNav" kind="presentation" id="g0"/></connections>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                        <navigationController id="modalNav" sceneMemberID="viewController">
                            <connections><segue destination="new" kind="relationship" relationship="rootViewController" id="g2"/></connections>
                        </navigationController>
                        <viewController id="new" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="New Event" id="i1">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                                <barButtonItem key="rightBarButtonItem" systemItem="done" id="b2"/>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
            """)
        let output = run("bars Main.storyboard", ["Main.storyboard": sheet])
        #expect(output.stdout.contains("screen: viewController (new)\nplatform: iphone\ntitle: New Event\nleading: Cancel\ntrailing: Done\npresentation: modal\n"))
        #expect(run("Main.storyboard", ["Main.storyboard": sheet]).stdout == "")
    }

    /// A tab bar controller presented as a sheet: the stack in each tab is the sheet's, and its
    /// root's Cancel is the way back, as in a presented navigation controller.
    static func presentedTabs(_ tabsAttributes: String, segue: String, initial: String = "nav") -> String {
        storyboard("""
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                        <viewController id="list" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Trips" id="i0">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="b0">\(segue)</barButtonItem>
                            </navigationItem>
                        </viewController>
                        <tabBarController \(tabsAttributes) id="tabs" sceneMemberID="viewController">
                            <connections><segue destination="tabNav" kind="relationship" relationship="viewControllers" id="g2"/></connections>
                        </tabBarController>
                        <navigationController id="tabNav" sceneMemberID="viewController">
                            <connections><segue destination="new" kind="relationship" relationship="rootViewController" id="g3"/></connections>
                        </navigationController>
                        <viewController id="new" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="New Trip" id="i1">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                                <barButtonItem key="rightBarButtonItem" systemItem="done" id="b2"/>
                            </navigationItem>
                        </viewController>
                    </objects></scene>
            """, initial: initial)
    }

    @Test(arguments: [
        ("", "<connections><segue destination=\"tabs\" kind=\"presentation\" id=\"g0\"/></connections>"),
        ("", "<connections><segue destination=\"tabs\" kind=\"modal\" modalPresentationStyle=\"formSheet\" id=\"g0\"/></connections>"),
        // Presented from code: the tab bar controller says how.
        ("storyboardIdentifier=\"NewTrip\" modalPresentationStyle=\"formSheet\"", ""),
    ])
    func aPresentedTabBarsStacksAreSheets(tabs: String, segue: String) {
        let board = Self.presentedTabs(tabs, segue: segue)
        let output = run("bars Main.storyboard", ["Main.storyboard": board])
        #expect(output.stdout.contains("screen: viewController (new)\nplatform: iphone\ntitle: New Trip\nleading: Cancel\ntrailing: Done\npresentation: modal\n"))
        #expect(run("Main.storyboard", ["Main.storyboard": board]).stdout == "")
    }

    @Test func theFirstScreensTabBarIsNoSheet() {
        let board = Self.presentedTabs("", segue: "", initial: "tabs")
        #expect(run("bars Main.storyboard", ["Main.storyboard": board]).stdout
            .contains("screen: viewController (new)\nplatform: iphone\ntitle: New Trip\nleading: Cancel\ntrailing: Done\n"))
        #expect(run("Main.storyboard", ["Main.storyboard": board]).stdout.contains("[NB003 too-many-controls]"))
        // Shown from a screen in a stack, a tab bar controller is pushed: how its tabs appear is unknown.
        let shown = Self.presentedTabs("", segue: "<connections><segue destination=\"tabs\" kind=\"show\" id=\"g0\"/></connections>")
        #expect(run("bars Main.storyboard", ["Main.storyboard": shown]).stdout.contains("# unknown: title-style, presentation,"))
    }

    /// A placeholder is followed into the storyboard it names, and the back label crosses files.
    @Test func placeholdersAreResolvedAcrossStoryboards() {
        let main = Self.storyboard("""
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="root" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                        <viewController id="root" title="Settings" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" id="i1">
                                <barButtonItem key="backBarButtonItem" title="Back to Settings" id="bb"/>
                            </navigationItem>
                            <view key="view" id="v"><subviews><button id="btn"><connections>
                                <segue destination="ph" kind="show" id="g2"/>
                            </connections></button></subviews></view>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Account" referencedIdentifier="AccountDetail" id="ph" sceneMemberID="viewController"/>
                    </objects></scene>
            """)
        let account = Self.storyboard("""
                    <scene sceneID="a1"><objects>
                        <viewController storyboardIdentifier="AccountDetail" id="detail" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Account Preferences" id="i2"/>
                        </viewController>
                    </objects></scene>
            """, initial: "detail")
        let output = run("app", ["app/Main.storyboard": main, "app/Account.storyboard": account])
        #expect(output.stdout.hasPrefix("""
            app/Account.storyboard:6:17: warning: screen "AccountDetail (detail)": title "Account Preferences" has 19 characters
            """))
        let bars = run("bars app", ["app/Main.storyboard": main, "app/Account.storyboard": account]).stdout
        #expect(bars.contains("screen: AccountDetail (detail)\nplatform: iphone\ntitle: Account Preferences\nback: Back to Settings\n"))
    }

    @Test func embeddedChildrenAndHiddenBarsHaveNoBarToCheck() {
        let board = Self.storyboard("""
                    <scene sceneID="s1"><objects>
                        <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                            <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                        <viewController id="home" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="A Very Long Home Title" id="i1"/>
                            <view key="view" id="v"><subviews><containerView id="c"><connections>
                                <segue destination="child" kind="embed" id="g2"/>
                            </connections></containerView></subviews></view>
                        </viewController>
                        <viewController id="child" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Another Very Long Title" id="i2"/>
                        </viewController>
                    </objects></scene>
            """)
        let output = run("bars Main.storyboard", ["Main.storyboard": board])
        #expect(output.stdout == "")
        #expect(output.stderr == "navlint: read 1 file: 0 bars\n")
    }

    @Test func macAndTVDocumentsAreNotesNotErrors() {
        let mac = Self.storyboard("", runtime: "MacOSX.Cocoa")
        let output = run("Main.storyboard", ["Main.storyboard": mac])
        #expect(output.stderr == """
            Main.storyboard:2:1: note: a macOS or tvOS document has no iOS navigation bars; nothing to check
            navlint: checked 1 file: no findings

            """)
        #expect(output.exitCode == 0)
    }

    @Test(arguments: [
        ("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>",
         "View.xib:1:70: error: malformed XML: the file ends inside <objects> (opened at line 1); it may be truncated"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>",
         "View.xib:2:1: error: not an Interface Builder document (the root element is <plist>, expected <document type=\"com.apple.InterfaceBuilder3…\">)"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE d [\n<!ENTITY a \"aaaaaaaaaa\">\n]>\n<document>&a;</document>",
         "View.xib:3:24: error: malformed XML: entity declaration a is not allowed; the document must not declare entities"),
        ("title: Inbox\n", "View.xib:1:1: error: malformed XML: not an XML document; expected it to start with \"<\""),
    ])
    func badInputIsALocatedErrorAndExitTwo(text: String, expected: String) {
        let output = run("View.xib", ["View.xib": text])
        #expect(output.stderr.hasPrefix(expected + "\n"), "\(output.stderr)")
        #expect(output.exitCode == 2)
    }

    @Test func aStoryboardIsNeverReadAsNavbar() {
        let output = run("Main.storyboard", ["Main.storyboard": "title: Account Settings\n"])
        #expect(output.stderr.contains("malformed XML"))
    }

    @Test func theAppNameComesFromTheOptionOrInfoPlist() {
        let board = Self.storyboard("""
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                        </navigationController>
                        <viewController id="home" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Mail" id="i1"/>
                        </viewController>
                    </objects></scene>
            """)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
                <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
                <key>CFBundleDisplayName</key><string>Mail</string>
            </dict></plist>
            """
        #expect(run("app", ["app/Main.storyboard": board]).stdout == "")
        #expect(run("app", ["app/Main.storyboard": board, "app/Info.plist": plist]).stdout.contains("[NB002 title-is-app-name]"))
        #expect(run("--app-name Mail app/Main.storyboard", ["app/Main.storyboard": board]).stdout.contains("[NB002"))
    }
}

/// Real storyboards and xibs from public repositories (see Tests/Fixtures/InterfaceBuilder/SOURCES.md):
/// what `navlint bars` reads from each folder, and what `navlint` finds. The expected
/// output lives in `Expected/`; `NAVLINT_REGENERATE=1 swift test --filter RealStoryboardTests`
/// rewrites it, and the diff is reviewed like any other change.
@Suite struct RealStoryboardTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fixtures = "Tests/Fixtures/InterfaceBuilder"
    static let folders: [String] = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + fixtures))?
        .filter { !$0.hasSuffix(".md") }.sorted() ?? []

    @Test func thereAreAtLeastFifteenRealDocuments() throws {
        let documents = FileManager.default.enumerator(atPath: Self.root + "/" + Self.fixtures)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") } ?? []
        #expect(documents.count >= 15)
    }

    @Test(arguments: folders)
    func barsAndFindingsMatchWhatWasReviewed(folder: String) throws {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Self.root)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let runner = CommandRunner(fileSystem: DiskFileSystem(), environment: [:])
        let path = Self.fixtures + "/" + folder
        let bars = runner.run(["bars", "--mockup", path])
        let lint = runner.run([path])
        let actual = "$ navlint bars --mockup \(path)\n" + bars.stdout + bars.stderr
            + "\n$ navlint \(path)\n" + lint.stdout + lint.stderr
        let expectedPath = Self.root + "/Tests/NavLintTests/Expected/" + folder + ".txt"
        if ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] != nil {
            try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(actual == expected)
        #expect(bars.exitCode == 0)
    }
}

/// The rest of what a navigation item can say, each in the smallest document that says it.
@Suite struct InterfaceBuilderItemTests {
    private func bars(_ files: [String: String]) -> String {
        CommandRunner(fileSystem: MemoryFileSystem(files), environment: [:]).run(["bars", "."]).stdout
    }

    @Test func aXibsNavigationControllerListsItsStackInline() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch.iPad">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AppDelegate"/>
                    <navigationController id="nav">
                        <navigationBar key="navigationBar" largeTitles="YES" backIndicatorImage="chevron" id="bar"/>
                        <viewControllers>
                            <viewController id="first">
                                <navigationItem key="navigationItem" title="Folders" id="i1"/>
                            </viewController>
                            <viewController id="second">
                                <navigationItem key="navigationItem" leftItemsSupplementBackButton="YES" id="i2">
                                    <nil key="title"/>
                                    <barButtonItem key="leftBarButtonItem" image="star" id="b1"/>
                                    <barButtonItem key="rightBarButtonItem" image="gear" id="b2"/>
                                    <searchBar key="titleView" id="sb"/>
                                </navigationItem>
                            </viewController>
                        </viewControllers>
                    </navigationController>
                </objects>
                <resources>
                    <image name="star" width="32" height="32"/>
                    <image name="gear" catalog="system" width="128" height="121"/>
                </resources>
            </document>
            """
        #expect(bars(["Window.xib": xib]) == """
            # Window.xib:9:21
            # unknown: presentation, leading, trailing, segmented, hides, restore, split-view
            screen: viewController (first)
            platform: ipad
            title: Folders
            title-style: large
            ---
            # Window.xib:12:21
            # title view is a searchBar
            # unknown: title, back-mask, hides, restore, split-view
            screen: viewController (second)
            platform: ipad
            title-style: large
            back: Folders
            back-chevron: custom
            leading: star
            trailing: gear
            glyph: star 32pt

            """)
    }

    @Test func showDetailPutsTheDestinationInASplitView() {
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch.iPad" initialViewController="split">
                <scenes><scene sceneID="s"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="master" kind="relationship" relationship="masterViewController" id="g1"/>
                        </connections>
                    </splitViewController>
                    <navigationController id="master" sceneMemberID="viewController">
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="g2"/></connections>
                    </navigationController>
                    <tableViewController id="list" title="Mailboxes" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="i1"/>
                        <tableView key="view" id="tv"><connections><segue destination="detailNav" kind="showDetail" id="g3"/></connections></tableView>
                    </tableViewController>
                    <navigationController id="detailNav" sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="g4"/></connections>
                    </navigationController>
                    <viewController id="detail" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Message" largeTitleDisplayMode="never" id="i2"/>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let output = bars(["Main.storyboard": board])
        #expect(output.contains("screen: tableViewController (list)\nplatform: ipad\ntitle: Mailboxes\nsplit-view: yes\n"))
        #expect(output.contains("screen: viewController (detail)\nplatform: ipad\ntitle: Message\ntitle-style: standard\nsplit-view: yes\n"))
    }

    /// A screen no segue reaches is shown from code, pushed or presented; either way leading
    /// items take the back button's place unless they supplement it, so its Cancel is the way back.
    @Test func leadingItemsReplaceTheBackButtonOfAScreenShownFromCode() {
        func board(supplement: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s"><objects>
                    <viewController storyboardIdentifier="EditCheat" id="edit" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Cheat" leftItemsSupplementBackButton="\(supplement ? "YES" : "NO")" id="i">
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="b2"/>
                        </navigationItem>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        }
        #expect(bars(["Cheats.storyboard": board(supplement: false)]) == """
            # Cheats.storyboard:5:13
            # unknown: title-style, presentation, segmented, border, hides, restore, split-view
            screen: EditCheat (edit)
            platform: iphone
            title: Cheat
            leading: Cancel
            trailing: Done

            """)
        let lint = CommandRunner(fileSystem: MemoryFileSystem(["Cheats.storyboard": board(supplement: false)]), environment: [:])
        #expect(lint.run(["Cheats.storyboard"]).stdout == "")
        #expect(bars(["Cheats.storyboard": board(supplement: true)]).contains("# unknown: title-style, presentation, back,"))
    }

    /// A split view with iOS 14 columns (`allowDoubleColumnStyle="YES"`, as Xcode writes the Double
    /// and Triple Column styles) puts each column that is not a navigation controller into one.
    static func columns(_ attribute: String, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" initialViewController="split">
            <scenes><scene sceneID="s"><objects>
                <splitViewController \(attribute) id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="folders" kind="relationship" relationship="masterViewController" id="g1"/>
                        <segue destination="note" kind="relationship" relationship="detailViewController" id="g2"/>
                    </connections>
                </splitViewController>
                <tableViewController id="folders" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Folders" id="i1">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="b1"/>
                    </navigationItem>
                    <tableView key="view" id="tv"><connections><segue destination="settings" kind="show" id="g3"/></connections></tableView>
                </tableViewController>
                <viewController id="settings" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Settings" id="i2"/>
                </viewController>
                <viewController id="note" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Note" largeTitleDisplayMode="never" id="i3"/>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func eachColumnOfAColumnStyleSplitViewHasABar() {
        #expect(bars(["Main.storyboard": Self.columns("allowDoubleColumnStyle=\"YES\"")]) == """
            # Main.storyboard:11:13
            # unknown: platform, title-style, leading, segmented, border, hides, restore
            screen: tableViewController (folders)
            title: Folders
            trailing: Add
            split-view: yes
            ---
            # Main.storyboard:17:13
            # unknown: platform, title-style, back-chevron, back-mask, leading, trailing, segmented, border, hides, restore
            screen: viewController (settings)
            title: Settings
            back: Folders
            split-view: yes
            ---
            # Main.storyboard:20:13
            # unknown: platform, back, leading, trailing, segmented, hides, restore
            screen: viewController (note)
            title: Note
            title-style: standard
            split-view: yes

            """)
    }

    @Test func anIPadStoryboardsColumnsAreOnIPadAndTheClassicStyleHasNoColumnBars() {
        let iPad = bars(["Main.storyboard": Self.columns("style=\"tripleColumn\"", runtime: "iOS.CocoaTouch.iPad")])
        #expect(iPad.contains("screen: tableViewController (folders)\nplatform: ipad\ntitle: Folders\n"))
        // Without a column style, UIKit shows the columns as they are: without a bar.
        let classic = bars(["Main.storyboard": Self.columns("")])
        #expect(!classic.contains("(folders)") && !classic.contains("(note)"))
    }

    /// `automatic` takes over the previous screen's style: large after large, standard after `never`.
    @Test func automaticLargeTitlesInheritAlongTheStack() {
        func screen(_ id: String, mode: String?, next: String?) -> String {
            let segue = next.map { "<view key=\"view\" id=\"v\(id)\"><connections><segue destination=\"\($0)\" kind=\"show\" id=\"g\(id)\"/></connections></view>" } ?? ""
            let attribute = mode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? ""
            return "<viewController id=\"\(id)\" title=\"\(id)\" sceneMemberID=\"viewController\">\(segue)<navigationItem key=\"navigationItem\"\(attribute) id=\"i\(id)\"/></viewController>"
        }
        let board = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes><scene sceneID="s"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" largeTitles="YES" id="bar"/>
                        <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="g"/></connections>
                    </navigationController>
                    \(screen("a", mode: nil, next: "b"))
                    \(screen("b", mode: nil, next: "c"))
                    \(screen("c", mode: "never", next: "d"))
                    \(screen("d", mode: nil, next: nil))
                </objects></scene></scenes>
            </document>
            """
        let styles = bars(["Main.storyboard": board]).split(separator: "\n").filter { $0.hasPrefix("title-style:") }
        #expect(styles == ["title-style: large", "title-style: large", "title-style: standard", "title-style: standard"])
    }
}
