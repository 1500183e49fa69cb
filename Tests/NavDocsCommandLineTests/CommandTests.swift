import Foundation
@testable import NavDocs
@testable import NavDocsCommandLine
import NavDocsTestSupport
import NavRules
import Testing

@Suite struct CommandTests {
    @Test func successPrintsOneSummaryLine() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n\nHello.\n"])
        #expect(run.build() == 0)
        #expect(run.out.count == 1)
        #expect(run.out.first?.hasPrefix("navdocs: built 13 pages (12 rule pages, 24 examples verified, ") == true)
        #expect(FileManager.default.fileExists(atPath: run.path("site/index.html")))
        #expect(FileManager.default.fileExists(atPath: run.path("site/rules/NB007.html")))
    }

    @Test func verboseNamesEachStep() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        #expect(run.build(["--verbose"]) == 0)
        #expect(run.err.filter { $0.hasPrefix("navdocs: ") && $0.contains(" done in ") }.count == BuildStep.allCases.count)
    }

    @Test func aFailedBuildPrintsEveryErrorAndLeavesThePreviousSiteUntouched() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        #expect(run.build() == 0)
        let before = run.snapshot("site")
        try run.write(["index.md": "# Home\n\n[a](rule:NB100) [b](missing.md)\n"], under: "content")
        #expect(run.build() == 1)
        #expect(run.err.contains { $0.contains("content/index.md:3:1: error: unknown rule \"NB100\"") })
        #expect(run.err.contains { $0.hasSuffix("content/index.md:3:17: error: link to \"missing.md\": no such page in the content folder") })
        #expect(run.err.last?.hasPrefix("error: build failed in step \"resolve links and rule references\" with 2 errors") == true)
        #expect(run.snapshot("site") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: run.root.path).filter { $0.contains("navdocs-") && !$0.hasSuffix(".navdocs-lock") }
        #expect(leftovers.isEmpty, "no staging folder is left behind")
    }

    @Test func oneBuildReportsEveryCheckingStepsErrorsAtOnce() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n", "guide.md": "# Guide\n\n## Setup\n"])
        #expect(run.build() == 0)
        let before = run.snapshot("site")
        // One page with a mistake for each check, and a theme template that does not parse.
        try run.write(["index.md": """
            # Home

            [a](gide.md) [b](guide.md#set-up) `NB013`

            ```navbar good
            title: Account Settings
            ```

            """], under: "content")
        try run.write(["templates/page.mustache": "{{<layout}}{{$main}}{{#next}}{{{content}}}{{/main}}{{/layout}}"], under: "theme")
        #expect(run.build() == 1)
        let errors = run.err.filter { $0.contains(": error: ") }
        #expect(errors.map { $0.replacingOccurrences(of: run.root.path + "/", with: "") } == [
            "content/index.md:3:1: error: link to \"gide.md\": no such page in the content folder; did you mean \"guide.md\"?",
            "content/index.md:3:14: error: guide.md has no heading with anchor \"#set-up\"; did you mean \"#setup\"?",
            "content/index.md:3:36: error: unknown rule \"NB013\"; did you mean \"NB003\"?",
            "content/index.md:5:1: error: example marked good has findings: NB001 (title \"Account Settings\" has 16 characters; keep it to 15 or fewer); fix the example or mark it \"navbar bad NB001\"",
            "theme/templates/page.mustache:1:43: error: closing tag \"main\" does not match section \"next\" opened at 1:21",
        ])
        #expect(run.err.last?.hasPrefix(#"error: build failed in steps "load content", "resolve links and rule references" and "verify and render examples" with 5 errors"#) == true)
        #expect(run.snapshot("site") == before, "nothing is written while any check failed")
    }

    @Test func outputInsideContentOrThemeIsRefused() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        #expect(run.run(["build", "--content", run.path("content"), "--theme", run.path("theme"),
                         "--out", run.path("content/site")]) == 1)
        #expect(run.err.first?.contains("overlaps") == true)
        #expect(run.run(["build", "--content", run.path("content"), "--theme", run.path("theme"),
                         "--out", run.path("theme")]) == 1)
        #expect(!FileManager.default.fileExists(atPath: run.path("content/site")))
        // A build that never started leaves no lock file beside the output it was refused.
        #expect(!FileManager.default.fileExists(atPath: run.path("content/.site.navdocs-lock")))
        #expect(!FileManager.default.fileExists(atPath: run.path(".theme.navdocs-lock")))
    }

    @Test func aFolderNavdocsDidNotWriteIsNeverReplaced() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        try run.write(["notes.txt": "mine"], under: "site")
        #expect(run.build() == 1)
        #expect(run.err.first?.contains("has files navdocs did not write") == true)
        #expect(run.snapshot("site") == ["notes.txt": Data("mine".utf8)])
    }

    @Test func anEmptyFolderBecomesTheSiteAndOneHoldingOnlyAHiddenFileDoesNot() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        try FileManager.default.createDirectory(atPath: run.path("site"), withIntermediateDirectories: true)
        #expect(run.build() == 0)
        #expect(run.snapshot("site")["index.html"] != nil)
        let hidden = try CommandRun()
        try hidden.site(["index.md": "# Home\n"])
        try hidden.write([".keep": ""], under: "site")
        #expect(hidden.build() == 1)
        #expect(hidden.err.first?.contains("has files navdocs did not write") == true)
        #expect(hidden.snapshot("site") == [".keep": Data()])
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try CommandRun()
        #expect(run.run(["build", "--outt", "x"]) == 2)
        #expect(run.err.first == "navdocs: unknown option \"--outt\"; did you mean \"--out\"?")
        #expect(run.run(["biuld"]) == 2)
        #expect(run.run(["build", "--config", run.path("nope.yml")]) == 2)
        #expect(run.run(["build", "--content", run.path("nowhere")]) == 2)
        #expect(run.run(["build", "--base-url", "docs.example.com"]) == 2)
    }

    @Test func configFileSetsFoldersRelativeToItself() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n"])
        try run.write(["navdocs.yml": "title: Test Site\ncontent: content\ntheme: theme\noutput: public\nbase_url: https://example.com/docs\n"], under: "")
        #expect(run.run(["build", "--config", run.path("navdocs.yml")]) == 0)
        #expect(FileManager.default.fileExists(atPath: run.path("public/sitemap.xml")))
        try run.write(["navdocs.yml": "title: Test\nbase_url: 12\nouptut: x\n"], under: "")
        #expect(run.run(["build", "--config", run.path("navdocs.yml")]) == 2)
        #expect(run.err.contains { $0.hasSuffix("navdocs.yml:2:11: error: \"base_url\" must be an absolute http(s) URL, not \"12\"") })
    }

    @Test func aTemplateNextToTheConfigReplacesTheThemesOne() throws {
        let run = try CommandRun()
        try run.site(["index.md": "# Home\n", "guide/a.md": "# A\n"])
        try run.write(["navdocs.yml": "content: content\ntheme: theme\noutput: site\n",
                       "templates/page.mustache": "MY PAGE {{page.title}}"], under: "")
        #expect(run.run(["build", "--config", run.path("navdocs.yml")]) == 0)
        #expect(try String(contentsOfFile: run.path("site/guide/a.html"), encoding: .utf8) == "MY PAGE A")
        #expect(try String(contentsOfFile: run.path("site/index.html"), encoding: .utf8).hasPrefix("<title>Home</title>HOME"))
    }
}
