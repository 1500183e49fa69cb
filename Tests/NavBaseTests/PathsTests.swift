@testable import NavBase
import NavTestSupport
import Testing

/// Paths take a byte path for ASCII and the string path otherwise; both must agree
/// with what the string algorithm always gave.
@Suite struct PathsTests {
    @Test(arguments: [
        ("index.html", "guide/a.html", "guide/a.html"),
        ("guide/a.html", "guide/b.html", "b.html"),
        ("guide/a.html", "index.html", "../index.html"),
        ("guide/deep/x.html", "guide/a.html", "../a.html"),
        ("guide/deep/x.html", "rules/NB001.html", "../../rules/NB001.html"),
        ("rules/NB001.html", "rules/NB001.html", "NB001.html"),
        ("guide/a.html", "guide", "../guide"),
        ("guide/a.html", "guide/", ""),
        ("guide//deep/x.html", "guide/deep/y.html", "y.html"),
        ("/guide/a.html", "guide/b.html", "b.html"),
        ("a/b/c.html", "", "../../"),
        ("café/ü.html", "café/index.html", "index.html"),
        ("café/ü.html", "guide/a.html", "../guide/a.html"),
        ("guide/a.html", "café/ü.html", "../café/ü.html"),
    ])
    func relativeLinks(from: String, to: String, expected: String) {
        #expect(Paths.relative(from: from, to: to) == expected)
    }

    @Test(arguments: [
        ("a.md", "", "a.md" as String?),
        ("../a.md", "guide", "a.md"),
        ("./deep/../b.md", "guide", "guide/b.md"),
        ("/guide/a.md", "other", "guide/a.md"),
        ("..", "", nil),
        ("../../a.md", "guide", nil),
        ("", "guide", "guide"),
        ("a//b/./c.md", "", "a/b/c.md"),
        ("..", "guide", ""),
        ("ü.md", "café", "café/ü.md"),
        ("../../ü.md", "café", nil),
    ])
    func resolvedPaths(relative: String, directory: String, expected: String?) {
        #expect(Paths.resolve(relative, from: directory) == expected)
    }

    @Test func directories() {
        #expect(String(Paths.folder(of: "guide/deep/x.md")) == "guide/deep")
        #expect(String(Paths.folder(of: "index.md")) == "")
        #expect(String(Paths.folder(of: "café/ü.md")) == "café")
    }

    @Test func rootClimbsOneFolderPerComponent() {
        #expect(Paths.root(from: "index.html") == "")
        #expect(Paths.root(from: "guide/titles.html") == "../")
        #expect(Paths.root(from: "guide/deep/x.html") == "../../")
        #expect(Paths.root(from: "guide//deep/x.html") == "../../")
        #expect(Paths.root(from: "/guide/x.html") == "../")
        #expect(Paths.root(from: "café/ü.html") == "../")
    }

    @Test func climbingPathsAreFound() {
        #expect(Paths.climbs("../x.html"))
        #expect(Paths.climbs("guide/../../x.html"))
        #expect(Paths.climbs("guide/.."))
        #expect(!Paths.climbs("guide/..x.html"))
        #expect(!Paths.climbs("guide/x..html"))
        #expect(!Paths.climbs("rules/NB001.html"))
    }

}

/// The byte paths for ASCII against the plain way on strings, on generated paths.
@Suite struct PathsFastPathTests {
    static let parts = ["a", "guide", "b.md", "c.html", "..", ".", "", "rules", "x-y", "index.html"]

    @Test func asciiPathsAgreeWithThePlainWay() {
        var g = SeededRandom(seed: 42)
        for _ in 0..<5_000 {
            let from = (0..<g.next(5)).map { _ in g.pick(Self.parts.filter { $0 != ".." && $0 != "." }) }.joined(separator: "/")
            let to = (0..<(1 + g.next(5))).map { _ in g.pick(Self.parts) }.joined(separator: "/")
            let rooted = g.next(4) == 0 ? "/" + to : to
            #expect(Paths.relative(from: from, to: to) == Paths.plainRelative(from: from, to: to), "\(from) → \(to)")
            #expect(Paths.resolve(rooted, from: from) == Paths.plainResolve(rooted, from: from), "\(rooted) from \(from)")
        }
    }

    /// `FilePaths.join` copies both parts into one new string; it says what `+` would.
    @Test func joiningPathsAgreesWithConcatenation() {
        var g = SeededRandom(seed: 11)
        let pieces = ["", "/", "a", "docs", "café", "ü", "guide/", "é\u{301}", "🧭", "page-00001.md", "long-folder-name-over-fifteen-bytes"]
        for _ in 0..<2_000 {
            let folder = (0..<g.next(4)).map { _ in g.pick(pieces) }.joined()
            let name = (0..<g.next(4)).map { _ in g.pick(pieces) }.joined()
            let plain = folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let joined = FilePaths.join(folder, name)
            #expect(joined == plain)
            #expect(Array(joined.utf8) == Array(plain.utf8))
        }
    }
}

/// The command line's paths, split as `dirname` and `basename` split them.
@Suite struct FilePathsTests {
    @Test(arguments: [
        ("navdocs.yml", "", "navdocs.yml"),
        ("docs/navdocs.yml", "docs", "navdocs.yml"),
        ("/srv/docs/navdocs.yml", "/srv/docs", "navdocs.yml"),
        ("/navdocs.yml", "/", "navdocs.yml"),
        ("docs/site/", "docs", "site"),
        ("docs//navdocs.yml", "docs", "navdocs.yml"),
        ("/", "/", "/"),
        ("café/ü.yml", "café", "ü.yml"),
    ])
    func folderAndName(path: String, folder: String, name: String) {
        #expect(FilePaths.folder(of: path) == folder)
        #expect(FilePaths.name(of: path) == name)
    }

    @Test func anInstalledBinaryFindsItsThemesTwoFoldersUp() {
        let bin = FilePaths.folder(of: "/usr/local/bin/navdocs")
        #expect(FilePaths.join(FilePaths.folder(of: bin), "share/navdocs/themes") == "/usr/local/share/navdocs/themes")
        #expect(FilePaths.join("/", "share") == "/share")
        #expect(FilePaths.join("", "share") == "share")
    }
}

/// Command-line paths made absolute and relative without touching the disk, as
/// `.navlint.yml`'s globs see them.
@Suite struct LexicalPathsTests {
    @Test func pathsAreMadeAbsoluteAndRelativeLexically() {
        #expect(FilePaths.relative(FilePaths.absolute("./App/../App/Main.storyboard", in: "/repo/ios"), to: "/repo")
                == "ios/App/Main.storyboard")
        #expect(FilePaths.relative("/repo/App/x.xib", to: "/repo/ci") == "../App/x.xib")
        #expect(FilePaths.absolute("/abs/x", in: "/repo") == "/abs/x")
        #expect(FilePaths.relative("/repo", to: "/repo") == "")
    }
}
