import Foundation
import NavLint
import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// Real SwiftUI files from public repositories (see Tests/Fixtures/SwiftUI/SOURCES.md):
/// what `navlint bars` reads from each folder and what `navlint` finds, kept in
/// `Expected/`. `NAVLINT_REGENERATE=1 swift test --filter RealSwiftUITests` rewrites
/// them, and the diff is reviewed like any other change.
@Suite(swiftSyntaxBuilt)
struct RealSwiftUITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fixtures = "Tests/Fixtures/SwiftUI"
    static let folders: [String] = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + fixtures))?
        .filter { !$0.hasSuffix(".md") }.sorted() ?? []

    /// `navlint ARGUMENTS` on the disk, with paths printed relative to the package.
    static func navlint(_ arguments: [String]) -> CommandOutput {
        let runner = CommandRunner(fileSystem: DiskFileSystem(), environment: [:],
                                   readers: Linter.standardReaders + [SwiftUISupport.reader])
        var output = runner.run(arguments.map { $0.hasPrefix("Tests/") ? root + "/" + $0 : $0 })
        output.stdout = output.stdout.replacingOccurrences(of: root + "/", with: "")
        output.stderr = output.stderr.replacingOccurrences(of: root + "/", with: "")
        return output
    }

    /// The bars of one fixture folder, by screen name.
    static func bars(in folder: String) -> [String: [ReadBar]] {
        let report = Linter(readers: Linter.standardReaders + [SwiftUISupport.reader])
            .bars(paths: [root + "/" + fixtures + "/" + folder], on: DiskFileSystem())
        return Dictionary(grouping: report.bars) { $0.bar.screen ?? "" }
    }

    @Test func thereAreAtLeastFifteenRealSwiftFiles() {
        let files = FileManager.default.enumerator(atPath: Self.root + "/" + Self.fixtures)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count >= 15)
    }

    @Test(arguments: folders)
    func barsAndFindingsMatchWhatWasReviewed(folder: String) throws {
        let path = Self.fixtures + "/" + folder
        let bars = Self.navlint(["bars", "--mockup", path])
        let lint = Self.navlint([path])
        let actual = "$ navlint bars --mockup \(path)\n" + bars.stdout + bars.stderr
            + "\n$ navlint \(path)\n" + lint.stdout + lint.stderr
        let expectedPath = Self.root + "/Tests/NavSwiftUITests/Expected/" + folder + ".txt"
        if ProcessInfo.processInfo.environment["NAVLINT_REGENERATE"] != nil {
            try actual.write(toFile: expectedPath, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(actual == expected)
        #expect(bars.exitCode == 0)
    }

    // The facts SOURCES.md points out, one by one, so a regenerated file cannot quietly lose them.

    @Test func foodTruck() throws {
        let bars = Self.bars(in: "apple-sample-food-truck")
        let sidebar = try #require(bars["Sidebar"]?.first?.bar)
        #expect(sidebar.title == .known("Food Truck"))  // en.lproj, not ar.lproj
        #expect(sidebar.splitView == .known(true))       // a NavigationSplitView column in ContentView
        let signUp = try #require(bars["SignUpView"]?.first?.bar)
        #expect(signUp.title == .known("Sign up"))       // not in the strings file: the literal
        #expect(signUp.leading == .known(["Cancel"]))     // .cancellationAction, written second
        #expect(signUp.trailing == .known(["Sign Up"]))   // .confirmationAction
        let editor = try #require(bars["DonutEditor"]?.first?.bar)
        #expect(editor.title == .unknown)                 // donut.name
        #expect(editor.titleStyle == .known(.standard))   // .inline inside #if os(iOS)
        #expect(editor.back == .known(BackButton(label: "Donuts")))  // pushed from DonutGallery's toolbar link
        let orders = try #require(bars["OrdersView"]?.first)
        #expect(orders.bar.trailing == .known([]))        // every button is under `if !displayAsList`
        #expect(orders.remarks.contains("trailing \"Select\" only when !displayAsList, editMode?.wrappedValue.isEditing == false"))
        let topFive = try #require(bars["TopFiveDonutsView"]?.first?.bar)
        #expect(topFive.segmented == .known(nil))         // the segmented picker is in the content
        #expect(bars["ContentView"] == nil)               // a container with no modifiers of its own
    }

    @Test func backyardBirds() throws {
        let bars = Self.bars(in: "apple-sample-backyard-birds")
        let sheet = try #require(bars["BirdFoodPickerSheet"]?.first?.bar)
        #expect(sheet.title == .known("Bird Food"))       // the #else branch; watchOS is not read
        #expect(sheet.trailing == .known(["Done"]))       // doneButton, a member
        #expect(sheet.presentation == .known(.modal))     // BackyardContentTab's .sheet, its own stack
        let account = try #require(bars["AccountNavigationStack"]?.first)
        #expect(account.bar.title == .unknown)            // only under `if let account`
    }

    @Test func netNewsWire() throws {
        let bars = try #require(Self.bars(in: "Ranchero-Software-NetNewsWire")["CurrentActivityView"])
        #expect(bars.map(\.bar.title) == [.known("Current Activity"), .known("Current Activity")])  // a catalog key with no value
        #expect(bars.map(\.bar.trailing) == [.known(["Close"]), .known(["Done"])])  // if #available … else
    }

    @Test func olmoe() throws {
        let bars = Self.bars(in: "allenai-OLMoE.swift")
        let content = try #require(bars["ContentView"]?.first)
        #expect(content.bar.leading == .unknown)          // AppToolbar's leadingContent comes from the caller
        #expect(content.remarks.contains("title view is \"Splash\""))
        #expect(content.bar.glyphs.isEmpty)               // a 60 pt image as the title, not a control's glyph
        let bot = try #require(bars["BotView"]?.first?.bar)
        #expect(bot.titleStyle == .known(.standard))
    }

    @Test func tripsAndWritingApp() throws {
        let trips = Self.bars(in: "artemnovichkov-wwdc24-samplecode")
        let add = try #require(trips["AddTripView"]?.first?.bar)
        #expect(add.presentation == .known(.modal))       // .sheet { NavigationStack { AddTripView() } }
        #expect(add.leading == .known(["Dismiss"]))
        #expect(add.trailing == .known(["Done"]))         // .primaryAction
        let story = try #require(trips["StorySheet"]?.first?.bar)
        #expect(story.border == .known(.hidden))          // .toolbarBackgroundVisibility(.hidden)
        #expect(trips["CameraView"] == nil)               // .navigationBarHidden(true)
    }

    @Test func composableArchitecture() throws {
        let bars = Self.bars(in: "pointfreeco-swift-composable-architecture")
        let todos = try #require(bars["AppView"]?.first?.bar)
        #expect(todos.trailing == .known(["Edit", "Clear Completed", "Add Todo"]))
        #expect(todos.segmented == .known(nil))
        let nested = try #require(bars["NestedView"]?.first?.bar)
        #expect(nested.title == .unknown)                 // "Untitled" or store.name
        let meeting = try #require(bars["RecordMeetingView"]?.first?.bar)
        #expect(meeting.back == .known(nil))              // .navigationBarBackButtonHidden(true)
        #expect(meeting.leading == .known(["End meeting"]))
    }

    @Test func homeAssistant() throws {
        let bars = Self.bars(in: "home-assistant-iOS")
        let details = try #require(bars["ConnectionErrorDetailsView"]?.first?.bar)
        #expect(details.trailing == .known(["Close"]))      // one CloseButton, not the toolbar read again through makeRow(body:)
        #expect(details.leading == .known([]))
        let carPlay = try #require(bars["CarPlayTabsSelectionView (sheet at 52:10)"]?.first?.bar)
        #expect(carPlay.presentation == .known(.modal))
        #expect(carPlay.leading == .known(["L10n.cancelLabel"]))  // .cancellationAction; no table here, its name says Cancel
        let picker = try #require(bars["AssistPipelinePicker (sheet at 34:10)"]?.first?.bar)
        #expect(picker.leading == .known(["Close"]))          // CloseButton's Button(role: .close)
        #expect(picker.trailing == .known(["arrowClockwise"]))
        #expect(bars.keys.sorted() == ["AssistPipelinePicker (sheet at 34:10)", "CarPlayTabsSelectionView (sheet at 52:10)",
                                       "ConnectionErrorDetailsView", "OnboardingAuthLoginView"])  // nothing from WatchApp/
        let lint = Self.navlint([Self.fixtures + "/home-assistant-iOS"])
        #expect(!lint.stdout.contains("[NB0"), "\(lint.stdout)")
        #expect(lint.stderr.contains("WatchApp/WatchAreasListView.swift:1:1: note: a watchOS target (folder WatchApp) has no iOS navigation bars"),
                "\(lint.stderr)")
    }

    @Test func pocketCasts() throws {
        let support = try #require(Self.bars(in: "Automattic-pocket-casts-ios")["MessageSupportView"]?.first?.bar)
        #expect(support.presentation == .known(.modal))       // presented from EmailHelper's hosting controller
        #expect(support.leading == .known(["L10n.supportCancel"]))  // unresolved, but its name says Cancel
        let lint = Self.navlint([Self.fixtures + "/Automattic-pocket-casts-ios"])
        #expect(!lint.stdout.contains("[NB003"), "\(lint.stdout)")
    }

    @Test func everyFixtureReadsWithoutErrors() {
        let output = Self.navlint(["bars", Self.fixtures])
        #expect(output.exitCode == 0)
        #expect(!output.stderr.contains("error:"), "\(output.stderr)")
    }
}
