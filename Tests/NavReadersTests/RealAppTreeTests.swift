import Foundation
import Testing
import NavLint
import NavReaders
import NavRules

/// Issue 47's cases in real files outside SwiftUI: a folder walk over a real app's tree
/// (Tests/Fixtures/Xcode/SOURCES.md), a real column-style split view and a real tab bar
/// presented modally (Tests/Fixtures/InterfaceBuilder/SOURCES.md).
@Suite struct RealAppTreeTests {
    static let root = RealStoryboardTests.root
    static let hackers = "Tests/Fixtures/Xcode/weiran-Hackers"

    /// `navlint ARGUMENTS` on the disk, with paths printed relative to the package.
    static func navlint(_ arguments: [String]) -> CommandOutput {
        var output = CommandRunner(fileSystem: DiskFileSystem(), environment: [:])
            .run(arguments.map { $0.hasPrefix("Tests/") ? root + "/" + $0 : $0 })
        output.stdout = output.stdout.replacingOccurrences(of: root + "/", with: "")
        output.stderr = output.stderr.replacingOccurrences(of: root + "/", with: "")
        return output
    }

    @Test func aWalkOverAnAppTreeSkipsAssetCatalogsAndPackageResolved() throws {
        // Hackers' asset catalogs, Package.resolved and Hackers-Info.plist: nothing to lint, nothing that fails.
        let lint = Self.navlint([Self.hackers])
        #expect(lint.exitCode == 0)
        #expect(lint.stdout.isEmpty)
        #expect(lint.stderr == "navlint: checked 0 files: no findings\n")
        let json = Self.navlint(["--format", "json", Self.hackers])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((report["problems"] as? [Any])?.isEmpty == true, "\(json.stdout)")
        #expect(Self.navlint(["bars", Self.hackers]).exitCode == 0)
    }

    @Test func anInfoPlistWithTheAppsNameInFrontIsReadAsAPlistWhenNamed() {
        let plist = Self.navlint([Self.hackers + "/App/Supporting Files/Hackers-Info.plist"])
        #expect(plist.exitCode == 0, "\(plist.stderr)")
        #expect(!plist.stderr.contains("error:"), "\(plist.stderr)")
    }

    @Test func anAssetCatalogsContentsJSONIsReadAsASpecOnlyWhenNamed() {
        // What the walk leaves out: named on the command line, any .json is a spec, and this one is not.
        let named = Self.navlint([Self.hackers + "/Assets/Images.xcassets/Contents.json"])
        #expect(named.exitCode == 2)
        #expect(named.stderr.hasPrefix(#"Tests/Fixtures/Xcode/weiran-Hackers/Assets/Images.xcassets/Contents.json:2:3: error: unknown key "info""#),
                "\(named.stderr)")
    }

    @Test func eachColumnOfNetNewsWiresSplitViewHasABar() {
        // allowDoubleColumnStyle with a supplementary column: UIKit wraps each column in a navigation controller.
        let path = Self.root + "/Tests/Fixtures/InterfaceBuilder/Ranchero-Software-NetNewsWire/Main.storyboard"
        let bars = Linter(readers: Linter.standardReaders).bars(paths: [path], on: DiskFileSystem()).bars
        let columns = Dictionary(uniqueKeysWithValues: bars.map { ($0.objectID ?? "", $0.bar) })
        #expect(columns.keys.sorted() == ["6Bn-mF-MPS", "JEX-9P-axG", "QJM-al-rDe"])  // Feeds, Article, Timeline
        #expect(columns.values.allSatisfy { $0.splitView == .known(true) })
        #expect(columns.values.allSatisfy { $0.platform == .unknown })  // a universal storyboard
        #expect(columns["6Bn-mF-MPS"]?.title == .known("Feeds"))
        #expect(columns["6Bn-mF-MPS"]?.back == .known(nil))  // the primary column's root
        #expect(columns["JEX-9P-axG"]?.trailing == .known(["Next Article", "Previous Article"]))
    }

    @Test func theTabsOfAPresentedTabBarAreSheets() throws {
        // The login screen presents the tab bar, so each tab's root is a sheet's first screen: no back
        // button, and New Post's Cancel is its way back, as on a presented navigation controller's root.
        let path = Self.root + "/Tests/Fixtures/InterfaceBuilder/Germantv-Instagram/Main.storyboard"
        let bars = Linter(readers: Linter.standardReaders).bars(paths: [path], on: DiskFileSystem()).bars
        let tabs = Dictionary(uniqueKeysWithValues: bars.map { ($0.objectID ?? "", $0.bar) })
        #expect(tabs.keys.sorted() == ["ERs-7a-opG", "KwV-JE-FMj", "o09-B6-K7c"])  // Home, Profile, New Post
        #expect(tabs.values.allSatisfy { $0.presentation == .known(.modal) && $0.back == .known(nil) })
        let newPost = try #require(tabs["o09-B6-K7c"])
        #expect(newPost.leading == .known(["Cancel"]))
        #expect(newPost.trailing == .known(["Share"]))
        #expect(RuleCatalog.standard.check(newPost).isEmpty)
        // In a stack the back button is the way back, and the same Cancel is one more control.
        var pushed = newPost
        pushed.presentation = .known(.stack)
        #expect(RuleCatalog.standard.check(pushed).map(\.ruleID) == ["NB003"])
    }
}
