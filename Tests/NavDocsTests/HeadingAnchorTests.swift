@testable import NavDocs
@testable import NavText
import Testing

/// GitHub's anchor rule, so links written for GitHub, mdBook or Docusaurus keep working.
@Suite struct HeadingAnchorTests {
    @Test(arguments: [
        ("Where’s the -> Operator?", "wheres-the---operator"),
        ("foo_bar", "foo_bar"),
        ("What's new?", "whats-new"),
        ("Glyphs (24×24)", "glyphs-2424"),
        ("Über Größe", "über-größe"),
        ("C# & F#", "c--f"),
        ("1.2.3", "123"),
        ("???", "section"),
    ])
    func slug(title: String, anchor: String) {
        var anchors = HeadingAnchors()
        #expect(anchors.anchor(for: title) == anchor)
    }

    @Test func repeatsAreNumberedFromOne() {
        var anchors = HeadingAnchors()
        #expect(["Foo", "Foo", "Foo-1", "Foo"].map { anchors.anchor(for: $0) } == ["foo", "foo-1", "foo-1-1", "foo-2"])
    }

    @Test func linksWrittenForGitHubResolve() throws {
        let (sink, _) = try Fixture.build([
            "index.md": "# Home\n\n[a](guide.md#wheres-the---operator) [b](guide.md#foo_bar) [c](guide.md#step-1)\n",
            "guide.md": "# Guide\n\n## Where’s the `->` Operator?\n\n## foo_bar\n\n## Step\n\n## Step\n",
        ]).get()
        #expect(sink.text("guide.html")?.contains(#"id="wheres-the---operator""#) == true)
    }

    @Test func aWrongAnchorStillGetsADidYouMean() {
        let errors = Fixture.errors(["index.md": "# Home\n\n[a](#foo-bar)\n\n## foo_bar\n"])
        #expect(errors == [##"content/index.md:3:1: error: index.md has no heading with anchor "#foo-bar"; did you mean "#foo_bar"?"##])
    }
}
