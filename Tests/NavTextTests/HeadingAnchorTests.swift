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
}
