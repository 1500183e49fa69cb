@testable import NavDocs
import NavRules
@testable import NavText
import Testing

/// Every fast path against the plain way it stands in for, on generated input.
@Suite struct FastPathTests {
    /// A small deterministic generator, so a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let parts = ["a", "guide", "b.md", "c.html", "..", ".", "", "rules", "x-y", "index.html"]

    @Test func asciiPathsAgreeWithThePlainWay() {
        var g = Generator(state: 42)
        for _ in 0..<5_000 {
            let from = (0..<g.next(5)).map { _ in g.pick(Self.parts.filter { $0 != ".." && $0 != "." }) }.joined(separator: "/")
            let to = (0..<(1 + g.next(5))).map { _ in g.pick(Self.parts) }.joined(separator: "/")
            let rooted = g.next(4) == 0 ? "/" + to : to
            #expect(Paths.relative(from: from, to: to) == Paths.plainRelative(from: from, to: to), "\(from) → \(to)")
            #expect(Paths.resolve(rooted, from: from) == Paths.plainResolve(rooted, from: from), "\(rooted) from \(from)")
        }
    }

    @Test func asciiSlugsAgreeWithThePlainWay() {
        var g = Generator(state: 7)
        let pieces = ["Long", "titles", "NB001", " ", "-", "&", "(why?)", "2", "", "Über", "__", "a.b", "  ", "Z"]
        for _ in 0..<5_000 {
            let title = (0..<g.next(6)).map { _ in g.pick(pieces) }.joined()
            guard title.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            #expect(HeadingAnchors.slug(title) == HeadingAnchors.plainSlug(title), "\(title)")
        }
    }

    /// Folders, a section long enough to show a window, titles that need escaping.
    @Test func theSidebarCacheGivesEverySidebarThePlainWayGives() {
        var pages = ["index.md": "# Home & <away>\n"]
        for i in 0..<40 { pages["long/p\(i).md"] = "---\norder: \(i)\n---\n# Page \(i) \"quoted\"\n" }
        pages["long/index.md"] = "# Long section\n"
        pages["guide/index.md"] = "# Guide\n"
        pages["guide/deep/er/one.md"] = "# Deep one\n"
        pages["guide/two.md"] = "# Two\n"
        pages["loose.md"] = "# Loose\n"
        let tree = Fixture.site(pages)
        var report = StepReport()
        let loaded = LoadContent.run(tree, unsafeHTML: false, report: &report)
        let parsed = ParsePages.run(loaded, tree: tree, options: BuildOptions(), reuse: .none, report: &report)
        let map = MapSite.run(parsed.pages, assets: loaded.assets, catalog: .standard, content: tree, report: &report)
        #expect(report.errors.isEmpty)
        let plain = SiteContext(map: map, options: BuildOptions(), cachingNavigation: false)
        let fast = SiteContext(map: map, options: BuildOptions(), cachingNavigation: true)
        for (i, page) in map.pages.enumerated() {
            #expect(fast.navigation(from: page.outputPath, current: i) == plain.navigation(from: page.outputPath, current: i),
                    "\(page.outputPath)")
            #expect(fast.navigation(from: page.outputPath, current: nil) == plain.navigation(from: page.outputPath, current: nil))
        }
        for path in [SiteMap.ruleIndexPath, "404.html", "search.html", "nowhere/else.html"] {
            #expect(fast.navigation(from: path, current: nil) == plain.navigation(from: path, current: nil), "\(path)")
        }
    }
}
