@testable import NavBase
@testable import NavText
@testable import NavMarkdown
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

    @Test func linkSchemesIgnoreCaseAndWhitespaceLikeBrowsers() {
        #expect(URLSafety.scheme(of: "page-00567.md") == nil)
        #expect(URLSafety.scheme(of: "mailto:me@example.com") == "mailto")
        #expect(URLSafety.scheme(of: "JaVa\tScript:alert(1)") == "javascript")
        #expect(URLSafety.scheme(of: "https://example.com") == "https")
        #expect(URLSafety.scheme(of: "../guide/a.html") == nil)
        #expect(URLSafety.scheme(of: "page-1.html") == nil)
        #expect(URLSafety.scheme(of: ":x") == nil)
        #expect(URLSafety.scheme(of: "éx:foo") == "éx")
        #expect(URLSafety.safeLink("javascript:alert(1)") == "#")
        #expect(HTMLEscaping.escape(#"a & <b> "c" 'd' é"#) == "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; é")
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
