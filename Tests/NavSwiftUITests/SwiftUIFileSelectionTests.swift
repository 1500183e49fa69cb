import NavBase
import NavLint
import NavReaders
import NavRules
@testable import NavSwiftUI
import Testing

/// The reader's fast paths against its plain ones: parsing only the files a byte scan picks
/// (`SwiftUIFileSelection`) against parsing every file (`--parse-all`), and every core
/// against one. The bars and findings are the same, byte for byte.
@Suite(swiftSyntaxBuilt)
struct SwiftUIFileSelectionTests {
    /// `navlint bars --mockup` and `navlint` on `path`, as the user sees them.
    static func outputs(_ path: String, _ extra: [String] = []) -> String {
        let bars = RealSwiftUITests.navlint(["bars", "--mockup"] + extra + [path])
        let lint = RealSwiftUITests.navlint(extra + [path])
        return bars.stdout + bars.stderr + lint.stdout + lint.stderr
    }

    @Test(arguments: RealSwiftUITests.folders + [""])
    func prefilteredEqualsFullOnEveryFixtureTree(folder: String) {
        let path = RealSwiftUITests.fixtures + (folder.isEmpty ? "" : "/" + folder)
        let fast = Self.outputs(path)
        #expect(fast == Self.outputs(path, ["--parse-all"]))
        #expect(fast.contains("navigation-bar") || fast.contains("screen"))
    }

    @Test func parallelEqualsSerialByteForByte() {
        func output(_ reader: SwiftUIReader, _ arguments: [String]) -> String {
            let runner = CommandRunner(fileSystem: DiskFileSystem(), environment: [:], readers: Linter.standardReaders + [reader])
            let output = runner.run(arguments + [RealSwiftUITests.root + "/" + RealSwiftUITests.fixtures])
            return output.stdout + output.stderr
        }
        for arguments in [["bars", "--mockup"], ["--format", "json"], ["--parse-all"]] {
            let parallel = output(SwiftUIReader(isParallel: true), arguments)
            #expect(parallel == output(SwiftUIReader(isParallel: false), arguments))
            #expect(parallel.count > 1000)
        }
    }

    // A screen whose only link is a file with no navigation in it.

    static let inbox = """
        import SwiftUI
        struct InboxView: View {
            var body: some View {
                NavigationStack {
                    List { Text("Mail") }
                        .navigationTitle(Strings.inbox)
                }
            }
        }
        """

    /// What the reader makes of `files`, both ways; the bars and the notes must agree.
    static func read(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ReadResult {
        let paths = files.keys.sorted()
        func read(everything: Bool) -> ReadResult {
            SwiftUIReader().read(paths, companions: [], from: SourceTree(files),
                                 context: ReadContext(catalog: .standard, readsEverything: everything))
        }
        let fast = read(everything: false), plain = read(everything: true)
        #expect(fast.bars == plain.bars, sourceLocation: sourceLocation)
        #expect(fast.diagnostics == plain.diagnostics, sourceLocation: sourceLocation)
        return fast
    }

    /// The bars of `files`, both ways; they must agree.
    static func bars(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ReadBar] {
        read(files, sourceLocation: sourceLocation).bars
    }

    /// The indices of `sources` the selection parses.
    static func selected(_ sources: [String]) -> [Int] {
        SwiftUIFileSelection.summaries(sources.map { SwiftSourceScan(Array($0.utf8)) }) { indices in
            indices.map { SwiftSourceParser.parse(sources[$0], path: "\($0).swift") }
        }.map(\.index)
    }

    @Test func aTabViewInAFileWithNoNavigationMakesAStackTheRoot() throws {
        let bars = Self.bars([
            "InboxView.swift": Self.inbox,
            "MainView.swift": "struct MainView: View { var body: some View { TabView { InboxView() } } }",
            "Strings.swift": "enum Strings { static let inbox = \"Inbox\" }",
        ])
        let bar = try #require(bars.first?.bar)
        #expect(bar.presentation == .known(.stack))
        #expect(bar.title == .known("Inbox"))
    }

    @Test func aStringConstantIsFoundThroughANestedTypeAndAnotherConstant() throws {
        let bars = Self.bars([
            "InboxView.swift": Self.inbox.replacingOccurrences(of: "Strings.inbox", with: "L10n.Mail.inbox"),
            "L10n.swift": "enum L10n { enum Mail { static let inbox = Shared.title } }",
            "Shared.swift": "enum Shared { static let title = \"Letters\" }",
            "Other.swift": "enum Other { static let inbox = \"Not this\" }",
        ])
        #expect(bars.first?.bar.title == .known("Letters"))
    }

    @Test func aViewDeclaredTwiceIsTheFirstDeclarationBothWays() {
        // `AInbox.swift` sorts first and declares a view of the same name with no navigation.
        let bars = Self.bars([
            "AInbox.swift": "struct InboxView: View { var body: some View { Text(\"x\") } }",
            "InboxView.swift": Self.inbox,
            "Strings.swift": "enum Strings { static let inbox = \"Inbox\" }",
        ])
        #expect(bars.count == 1)
    }

    @Test func aPushedScreensTitleStyleFollowsAPusherShownFromAPlainFile() throws {
        let bars = Self.bars([
            "Detail.swift": "struct Detail: View { var body: some View { Text(\"d\").navigationTitle(\"Detail\") } }",
            "List.swift": """
                struct ItemList: View {
                    var body: some View {
                        NavigationStack { NavigationLink("Open") { Detail() } }
                            .navigationBarTitleDisplayMode(.inline)
                    }
                }
                """,
            "Tabs.swift": "struct Tabs: View { var body: some View { TabView { ItemList() } } }",
        ])
        let detail = try #require(bars.first { $0.bar.screen == "Detail" }?.bar)
        #expect(detail.titleStyle == .known(.standard))
    }

    @Test func aFileThatNamesNothingOfAScreenIsNotParsed() {
        let scans = [
            SwiftSourceScan(Array(Self.inbox.utf8)),
            SwiftSourceScan(Array("enum Strings { static let inbox = \"Inbox\" }".utf8)),
            SwiftSourceScan(Array("struct Model { var items: [String] = [] }".utf8)),
        ]
        var parsedIndices: [[Int]] = []
        let files = SwiftUIFileSelection.summaries(scans) { indices in
            parsedIndices.append(indices)
            return indices.map { index in
                let text = index == 0 ? Self.inbox : "enum Strings { static let inbox = \"Inbox\" }"
                return SwiftSourceParser.parse(text, path: "\(index).swift")
            }
        }
        #expect(parsedIndices == [[0], [1]])
        #expect(files.map(\.index) == [0, 1])
    }

    static let sheet = """
        struct InboxView: View {
            var body: some View {
                NavigationStack {
                    List {}
                        .navigationTitle("Inbox")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { CloseButton { } } }
                }
            }
        }
        """

    @Test func aControlsLabelIsReadFromTheViewTypeAnotherFileDeclares() throws {
        let sources = [
            Self.sheet,
            "struct CloseButton: View { let action: () -> Void\n var body: some View { Button(action: action) { Image(systemName: \"xmark\") } } }",
            "struct Row: View { var body: some View { CloseButton { } } }",  // uses the name, declares nothing
        ]
        #expect(Self.selected(sources) == [0, 1])
        let bars = Self.bars(["A.swift": sources[0], "B.swift": sources[1], "C.swift": sources[2]])
        #expect(try #require(bars.first).bar.leading == .known(["xmark"]))
    }

    @Test func aCaseChangeOfAConstantIsFoundWhereTheConstantIsDeclared() {
        let bars = Self.bars([
            "InboxView.swift": Self.inbox.replacingOccurrences(of: "Strings.inbox", with: "L10n.inbox.localizedUppercase"),
            "L10n.swift": "enum L10n { static let inbox = \"Inbox\" }",
        ])
        #expect(bars.first?.bar.title == .known("INBOX"))
    }

    @Test func aViewUIKitPresentsFromAFileWithNoNavigationIsModal() throws {
        let bars = Self.bars([
            "SupportView.swift": """
                struct SupportView: View {
                    var body: some View { NavigationStack { List {}.navigationTitle("Support") } }
                }
                """,
            "Coordinator.swift": """
                import UIKit
                final class Coordinator {
                    func showSupport(from source: UIViewController) {
                        let host = UIHostingController(rootView: SupportView())
                        source.present(host, animated: true)
                    }
                }
                """,
        ])
        #expect(try #require(bars.first).bar.presentation == .known(.modal))
    }

    @Test func aSwitchInAToolbarNamesToolbarContentAndSuppressionsInOtherFiles() {
        let result = Self.read([
            "InboxView.swift": """
                struct InboxView: View {
                    @State var mode = Mode.read
                    var body: some View {
                        NavigationStack {
                            List {}
                                .navigationTitle("Inbox")
                                .toolbar {
                                    switch mode {
                                    case .read: ReadingItems()
                                    case .edit: ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                                    }
                                }
                        }
                    }
                }
                """,
            "ReadingItems.swift": """
                struct ReadingItems: ToolbarContent {
                    var body: some ToolbarContent {
                        // navlint:disable:next all
                        ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                    }
                }
                """,
        ])
        #expect(result.bars.count == 2)
        #expect(result.bars.contains { $0.keyFiles.values.contains("ReadingItems.swift") && $0.suppressions["ReadingItems.swift"] != nil })
    }

    @Test(arguments: ["Watch App/", "macOS/"])
    func aTargetsNoteIsAtItsFirstViewWhateverItNames(folder: String) throws {
        // The target's first view has no navigation in it, and a later file imports AppKit.
        let result = Self.read([
            "\(folder)A.swift": "struct Model { var name = \"\" }",
            "\(folder)B.swift": "struct Row: View { var body: some View { Text(\"row\") } }",
            "\(folder)C.swift": "struct Detail: View { var body: some View { Text(\"d\").navigationTitle(\"Detail\") } }",
            "Shared/D.swift": "import AppKit\nstruct Panel: View { var body: some View { Text(\"p\") } }",
            "Shared/E.swift": "import UIKit\nimport WatchKit\nstruct Cell: View { var body: some View { Text(\"c\") } }",
            "Shared/F.swift": "import SwiftUI\nstruct Inbox: View { var body: some View { NavigationStack { Text(\"i\").navigationTitle(\"Inbox\") } } }",
        ])
        #expect(result.diagnostics.map(\.path) == ["Shared/D.swift", "\(folder)B.swift"])
        #expect(result.bars.map(\.bar.screen) == ["Inbox"])
    }

    @Test func theScanKnowsTheTypesAFileDeclares() {
        let scan = SwiftSourceScan(Array("final class /* a /* nested */ note */ Coordinator {}\nextension CloseButton {} // struct".utf8))
        #expect(scan.declares(SwiftName("Coordinator")))
        #expect(scan.declares(SwiftName("CloseButton")))
        #expect(!scan.declares(SwiftName("note")))
        #expect(!scan.declares(SwiftName("final")))
    }

    @Test(arguments: [
        ("import AppKit", true), ("#if os(macOS)\nimport /* UI */ Cocoa\n#endif", true), ("@testable import struct WatchKit.WKInterfaceDevice", true),
        ("import UIKit // not AppKit", false), ("/// the WatchKit Extension target\nlet appKit = 1", false),
    ])
    func theScanSeesAnImportOfAnotherPlatformsModuleOnly(source: String, imports: Bool) {
        #expect(SwiftSourceScan(Array(source.utf8)).mayImportOtherPlatform == imports)
    }

    @Test(arguments: [
        (".navigationTitle(\"A\")", true), ("NavigationStack { }", true), (".toolbar { }", true), ("ToolbarItem(", true),
        (".sheet(isPresented: $x)", true), (".fullScreenCover(item: $x)", true), (".popover(", true), (".searchable(text: $q)", true),
        ("UINavigationBar.appearance().backIndicatorImage = chevron", true), ("appearance.setBackIndicatorImage(a, transitionMaskImage: b)", true),
        ("struct Row: View { var body: some View { Text(\"navigate\") } }", false), ("let spreadsheet = 1", false),
    ])
    func theScanSeesEveryWordTheReaderFollows(source: String, mentions: Bool) {
        #expect(SwiftSourceScan(Array(source.utf8)).mentionsNavigation == mentions)
    }

    @Test func theScanFindsANameByAllItsIdentifiers() {
        let scan = SwiftSourceScan(Array("extension L10n.Mail { static let inbox = \"x\" } // café".utf8))
        #expect(scan.contains(SwiftName("L10n.Mail.inbox")))
        #expect(scan.contains(SwiftName("café")))
        #expect(!scan.contains(SwiftName("L10n.Mail.outbox")))
    }
}
