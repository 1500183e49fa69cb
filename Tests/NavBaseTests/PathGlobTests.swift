import NavBase
import Testing

/// Exclude patterns as `.gitignore` and MkDocs' `exclude_docs` read them.
@Suite struct PathGlobTests {
    @Test(arguments: [
        ("SUMMARY.md", "SUMMARY.md", true), ("SUMMARY.md", "guide/SUMMARY.md", true), ("SUMMARY.md", "SUMMARY.mdx", false),
        ("*.inc.md", "guide/part.inc.md", true), ("*.inc.md", "guide/part.md", false),
        ("drafts/", "drafts/a.md", true), ("drafts/", "guide/drafts/a.md", true), ("drafts/", "draftsman.md", false),
        ("/notes.md", "notes.md", true), ("/notes.md", "guide/notes.md", false),
        ("guide/*.md", "guide/a.md", true), ("guide/*.md", "guide/deep/a.md", false),
        ("guide/**/*.md", "guide/a.md", true), ("guide/**/*.md", "guide/deep/er/a.md", true), ("guide/**", "other/a.md", false),
        ("src/?.md", "src/a.md", true), ("src/?.md", "src/ab.md", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }
}
