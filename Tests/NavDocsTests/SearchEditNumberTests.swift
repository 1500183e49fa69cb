@testable import NavDocs
import Testing

/// An edit finds its pages in the last search index by number: a page's place among every
/// searched page in byte order of their paths, as the index builder numbers them.
@Suite struct SearchEditNumberTests {
    /// The numbers by sorting every path, as the builder does.
    static func sortedNumbers(of paths: [String], among pages: [String]) -> [String: Int] {
        let sorted = pages.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var all: [[UInt8]: Int] = [:]
        for (n, path) in sorted.enumerated() { all[path] = n }
        var numbers: [String: Int] = [:]
        for path in paths { numbers[path] = all[Array(path.utf8)] }
        return numbers
    }

    @Test func aPageIsNumberedByHowManyPathsSortBeforeIt() {
        let pages = ["guide/titles.html", "index.html", "guide/buttons.html", "rules/NB002.html", "about.html"]
        #expect(LastSearchIndex.numbers(of: ["guide/titles.html"], among: pages) == ["guide/titles.html": 2])
        #expect(LastSearchIndex.numbers(of: ["rules/NB002.html", "about.html", "index.html"], among: pages)
                == ["about.html": 0, "index.html": 3, "rules/NB002.html": 4])
    }

    @Test func aPathNotAmongThePagesHasNoNumber() {
        #expect(LastSearchIndex.numbers(of: ["gone.html", "b.html"], among: ["a.html", "b.html"]) == ["b.html": 1])
    }

    /// Search paths are percent-encoded, so byte order is the order of the encoded text.
    @Test func encodedPathsSortAsTheirBytes() {
        let pages = ["caf%C3%A9.html", "cafe.html", "Z.html", "caf.html", "a%20b.html"]
        #expect(LastSearchIndex.numbers(of: pages, among: pages)
                == ["Z.html": 0, "a%20b.html": 1, "caf%C3%A9.html": 2, "caf.html": 3, "cafe.html": 4])
    }

    @Test func aPageNamedTwiceHasOneNumber() {
        #expect(LastSearchIndex.numbers(of: ["b.html", "b.html"], among: ["c.html", "b.html", "a.html"]) == ["b.html": 1])
    }

    @Test func anyFewPagesGetTheNumbersSortingGives() {
        var random = SystemRandomNumberGenerator()
        let letters = Array("ab/%.-Z9")
        for _ in 0..<200 {
            let pages = Array(Set((0..<Int.random(in: 0...40, using: &random)).map { _ in
                String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
            }))
            let few = (0..<Int.random(in: 0...5, using: &random)).compactMap { _ in
                Bool.random(using: &random) ? pages.randomElement(using: &random) : "x" + (pages.randomElement(using: &random) ?? "")
            }
            #expect(LastSearchIndex.numbers(of: few, among: pages) == Self.sortedNumbers(of: few, among: pages),
                    "pages \(pages), few \(few)")
        }
    }
}
