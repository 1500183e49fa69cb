@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Links written for GitHub, mdBook or Docusaurus resolve against the anchors a build gives headings.
@Suite struct HeadingLinkTests {
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
