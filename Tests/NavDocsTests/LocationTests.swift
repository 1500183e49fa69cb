@testable import NavDocs
import NavDocsTestSupport
import Testing

/// Where a build says a link is: the line and column of its opening bracket in the file,
/// whatever block it sits in and however many lines its text takes.
@Suite struct LocationTests {
    @Test func aLinkWhoseTextSpansLinesIsReportedAtItsStart() {
        let page = "# Home\n\nText [a link that\nspans *two\nmore* lines](gone.md) x.\n\nAn ![image alt\nover lines](gone.png).\n"
        #expect(Fixture.errors(["index.md": page]) == [
            #"content/index.md:3:6: error: link to "gone.md": no such page in the content folder"#,
            #"content/index.md:7:4: error: link to "gone.png": no such file in the content folder"#,
        ])
    }

    @Test func columnsInsideContainersCountFromTheFilesOwnLineStart() {
        let page = "# Home\n\n1. item\n   - nested [a](g1.md)\n\n> - quoted item [b](g2.md)\n\n10. ten [c](g3.md)\n"
            + "    cont [d](g4.md)\n\n- y\n\n  > q [e](g5.md)\n"
        #expect(Fixture.errors(["index.md": page]).map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "content/index.md:4:13", "content/index.md:6:17", "content/index.md:8:9", "content/index.md:9:10",
            "content/index.md:13:7",
        ])
    }
}
