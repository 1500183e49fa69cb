@testable import NavDocs
import NavDocsTestSupport
import Testing

/// A build that ends its process hands the trees it replaced to the `KeptUntilExit` it is
/// given, and only to that one: there is no process-wide store a test would have to reset.
@Suite struct KeptUntilExitTests {
    static let pages = ["index.md": "# Home\n\nSee `NB001`.\n", "guide.md": "# Guide\n\n[home](index.md)\n"]

    static func keptMaps(_ keeper: KeptUntilExit) -> [SiteMap] {
        keeper.kept.compactMap { $0 as? RetiredTrees }.flatMap(\.maps)
    }

    @Test func aBuildThatEndsTheProcessHandsOverEveryTreeItReplaced() throws {
        let keeper = KeptUntilExit()
        var options = BuildOptions()
        options.keptUntilExit = keeper
        _ = try Fixture.build(Self.pages, options: options).get()
        let maps = Self.keptMaps(keeper)
        // Before the resolve, examples and render steps, and the final trees.
        #expect(maps.count == 4)
        #expect(maps.allSatisfy { Set($0.pages.map(\.source)).isSuperset(of: ["index.md", "guide.md"]) })
    }

    @Test func eachBuildKeepsOnlyWithTheKeeperItWasGiven() throws {
        let first = KeptUntilExit(), second = KeptUntilExit()
        var options = BuildOptions()
        options.keptUntilExit = first
        _ = try Fixture.build(Self.pages, options: options).get()
        let keptByFirst = first.kept.count
        options.keptUntilExit = second
        _ = try Fixture.build(Self.pages, options: options).get()
        #expect(first.kept.count == keptByFirst)
        #expect(second.kept.count == keptByFirst)
        // A build without a keeper (navdocs serve's, a test's) hands nothing over.
        _ = try Fixture.build(Self.pages).get()
        #expect(first.kept.count == keptByFirst && second.kept.count == keptByFirst)
    }
}
