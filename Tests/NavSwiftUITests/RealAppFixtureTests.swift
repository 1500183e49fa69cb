import Foundation
import NavLint
import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// Real files for the cases of issue 47 (see Tests/Fixtures/SwiftUI/SOURCES.md): each test
/// names the construct a real app wrote and what a reader of the file says about it.
@Suite(swiftSyntaxBuilt)
struct RealAppFixtureTests {
    static let iceCubes = "Dimillian-IceCubesApp"

    /// The text of every file in a fixture folder, by its path inside the folder.
    static func files(in folder: String) -> [String: String] {
        let root = RealSwiftUITests.root + "/" + RealSwiftUITests.fixtures + "/" + folder
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return Dictionary(uniqueKeysWithValues: paths.compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { (path, $0) }
        })
    }

    // MARK: The router and the namespaced sheet

    @Test func aRoutersSheetShowsTheNamespacedEditorAsAModalScreen() throws {
        let editor = try #require(RealSwiftUITests.bars(in: Self.iceCubes)["MainView"])
        // `if #available(iOS 26, *)` draws the same items either way: one bar, not one per branch.
        #expect(editor.map(\.bar.presentation) == [.known(.modal)])
        #expect(editor.map(\.bar.leading) == [.known(["xmark"])])
        #expect(editor.map(\.bar.title) == [.unknown])  // focusedStore.mode.title
    }

    @Test func withoutTheRouterNoFileShowsTheEditor() throws {
        // AppRegistry.swift's withSheetDestinations is what makes the editor a sheet.
        var files = Self.files(in: Self.iceCubes)
        files["AppRegistry.swift"] = nil
        let editor = try #require(swiftUIBars(files).first { $0.objectID == "MainView" })
        #expect(editor.bar.presentation == .unknown)
    }

    // MARK: States of a toolbar and of a body

    @Test func aSwitchInTheToolbarIsOneBarPerCaseWithItsOwnRemarks() throws {
        // AccountDetailView.swift lines 177-193: `.display` shows AccountDetailToolbar, `default:` an EmptyView item.
        let account = try #require(RealSwiftUITests.bars(in: Self.iceCubes)["AccountDetailView"])
        #expect(account.map(\.bar.trailing) == [.known(["ellipsis"]), .known([])])
        #expect(account.map(\.state) == ["when viewState is .display(let account, _, _, _)", "when viewState is something else"])
        // The reply button sits under `if !isCurrentUser` in AccountDetailToolbar, which only `.display` shows.
        #expect(account.map { $0.remarks.contains(#"trailing "arrowshape.turn.up.left" only when !isCurrentUser"#) } == [true, false])
    }

    @Test func contentEveryCaseOfTheBodyShowsKeepsItsItems() throws {
        // OnboardingAuthLoginView.swift: `switch style` shows `content` pushed or inside a NavigationView with a Cancel.
        let login = try #require(RealSwiftUITests.bars(in: "home-assistant-iOS")["OnboardingAuthLoginView"])
        #expect(login.map(\.bar.trailing) == [.known(["arrowClockwise"])])
        #expect(login.map(\.bar.titleStyle) == [.known(.standard)])
        #expect(login.first?.remarks.contains(#"leading "L10n.cancelLabel" only when style is .modal"#) == true)
    }

    @Test func aStackInsideASplitViewsDetailColumnIsThatColumn() throws {
        // Hackers' ContentView.swift line 184: `detail: { NavigationStack(path:) { … EmptyDetailView() } }`.
        let empty = try #require(RealSwiftUITests.bars(in: "weiran-Hackers")["EmptyDetailView"]?.first?.bar)
        #expect(empty.splitView == .known(true))
        #expect(empty.platform == .unknown)
        #expect(empty.titleStyle == .known(.standard))
    }

    // MARK: Items from a ToolbarContent type in another file

    @Test func toolbarItemsAreLocatedInTheFileOfTheirToolbarContentType() throws {
        let editor = try #require(RealSwiftUITests.bars(in: Self.iceCubes)["MainView"]?.first)
        #expect(editor.bar.trailing == .known(["pencil.and.list.clipboard", "paperplane"]))
        #expect(editor.keyFiles["trailing"]?.hasSuffix("/\(Self.iceCubes)/ToolbarItems.swift") == true)
        #expect(editor.bar.locations.keys["trailing"] == at(35, 7))
        let lint = RealSwiftUITests.navlint([RealSwiftUITests.fixtures + "/" + Self.iceCubes])
        let findings = lint.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(findings == [
            #"Tests/Fixtures/SwiftUI/Dimillian-IceCubesApp/ToolbarItems.swift:35:7: warning: screen "MainView": bar has 2 controls besides the back button ("pencil.and.list.clipboard", "paperplane"); keep 1 and move the rest into a toolbar or menu [NB003 too-many-controls]"#,
        ])
    }

    // MARK: Titles from string tables

    @Test func aStringCatalogsSourceLanguageValueIsTheTitle() throws {
        let haptics = try #require(RealSwiftUITests.bars(in: Self.iceCubes)["HapticSettingsView"]?.first?.bar)
        #expect(haptics.title == .known("Haptic Settings"))  // "settings.haptic.navigation-title" in the catalog
    }

    @Test func aKeyNoTableResolvesIsAnUnknownTitleNotA29CharacterOne() throws {
        let tags = try #require(RealSwiftUITests.bars(in: Self.iceCubes)["TagsListView"]?.first?.bar)
        #expect(tags.title == .unknown)  // "explore.section.trending.tags" is not in the excerpt
        let lint = RealSwiftUITests.navlint([RealSwiftUITests.fixtures + "/" + Self.iceCubes])
        #expect(!lint.stdout.contains("NB001"), "\(lint.stdout)")
    }

    @Test func aSwiftGenConstantIsResolvedThroughTheGeneratedStrings() throws {
        let downloads = try #require(RealSwiftUITests.bars(in: "jellyfin-Swiftfin")["DownloadListView"]?.first?.bar)
        #expect(downloads.title == .known("Downloads"))  // L10n.downloads, the fallback SwiftGen wrote
        var files = Self.files(in: "jellyfin-Swiftfin")
        files["excerpts/Strings.swift"] = nil
        let alone = try #require(swiftUIBars(files).first?.bar)
        #expect(alone.title == .unknown)
    }

    @Test func anNSLocalizedStringConstantsValueIsTheTitleAndTheLabel() throws {
        let bars = RealSwiftUITests.bars(in: "duckduckgo-iOS")
        let scan = try #require(bars["ScanOrEnterCodeToRecoverSyncedDataView"]?.first?.bar)
        #expect(scan.title == .known("Recover Synced Data"))  // UserText.scanCodeToRecoverSyncedDataTitle's value:
        #expect(scan.leading == .known(["Cancel"]))           // UserText.cancelButton
        let edit = try #require(bars["EditDeviceView"]?.first?.bar)
        #expect(edit.title == .unknown)                         // a format with the device's name
        #expect(edit.leading == .known(["Cancel"]))
        #expect(edit.trailing == .known(["Done"]))
        #expect(edit.presentation == .known(.modal))            // its .cancellationAction says so
        let lint = RealSwiftUITests.navlint([RealSwiftUITests.fixtures + "/duckduckgo-iOS"])
        let findings = lint.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(findings == [
            #"Tests/Fixtures/SwiftUI/duckduckgo-iOS/ScanOrEnterCodeToRecoverSyncedDataView.swift:43:14: warning: screen "ScanOrEnterCodeToRecoverSyncedDataView": title "Recover Synced Data" has 19 characters; keep it to 15 or fewer [NB001 title-too-long]"#,
        ])
    }

    // MARK: Split views

    @Test func aSplitViewsSidebarColumnIsInASplitViewOnAPlatformTheCodeDoesNotState() throws {
        // ContentView shows AppSidebarList in a NavigationSplitView unless prefersTabNavigation; iPhone, iPad and Mac alike.
        let sidebar = try #require(RealSwiftUITests.bars(in: "apple-sample-backyard-birds")["AppSidebarList"]?.first?.bar)
        #expect(sidebar.splitView == .known(true))
        #expect(sidebar.platform == .unknown)
        #expect(sidebar.title == .known("Backyard Birds"))
        #expect(sidebar.titleStyle == .known(.large))  // .automatic at a column's root
    }

    // MARK: Backgrounds

    @Test func aVisibleBarBackgroundShowsTheBorder() throws {
        // .toolbarBackground(.visible, for: .navigationBar) draws the standard appearance, shadow line included.
        let login = try #require(RealSwiftUITests.bars(in: "clerk-clerk-ios")["LoginView"]?.first?.bar)
        #expect(login.border == .known(.visible))
        #expect(login.locations.keys["border"] == at(57, 8))
        #expect(login.presentation == .known(.modal))  // ContentView's .sheet
        #expect(login.trailing == .known(["xmark"]))   // the app's CloseButton draws an xmark
        #expect(login.titleStyle == .known(.standard))  // .inline, so NB011 has no large title to check
    }

    // MARK: Display mode

    @Test func toolbarTitleDisplayModeSetsTheTitleStyle() throws {
        let downloads = try #require(RealSwiftUITests.bars(in: "jellyfin-Swiftfin")["DownloadListView"]?.first?.bar)
        #expect(downloads.titleStyle == .known(.standard))  // .toolbarTitleDisplayMode(.inline)
        #expect(downloads.locations.keys["title-style"] == at(23, 10))
    }
}
