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

    /// The bars of `files`, both ways; they must agree.
    static func bars(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [ReadBar] {
        let paths = files.keys.sorted()
        func read(everything: Bool) -> [ReadBar] {
            SwiftUIReader().read(paths, companions: [], from: SourceTree(files),
                                 context: ReadContext(catalog: .standard, readsEverything: everything)).bars
        }
        let fast = read(everything: false)
        #expect(fast == read(everything: true), sourceLocation: sourceLocation)
        return fast
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

    @Test(arguments: [
        (".navigationTitle(\"A\")", true), ("NavigationStack { }", true), (".toolbar { }", true), ("ToolbarItem(", true),
        (".sheet(isPresented: $x)", true), (".fullScreenCover(item: $x)", true), (".popover(", true), (".searchable(text: $q)", true),
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
