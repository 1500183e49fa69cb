import Foundation
import NavBase
@testable import NavDocs
import NavDocsTestSupport
import NavRules
import Testing

/// `edit_url` and `last_updated: git`: what a page says about its source, under the article.
@Suite struct PageMetaTests {
    /// The test theme, whose page layouts draw the default theme's `page-meta` partial.
    func site(_ run: CommandRun, _ pages: [String: String], config: String) throws {
        try run.site(pages)
        try run.write([
            "templates/home.mustache": "{{<layout}}{{$main}}HOME {{{content}}}{{> page-meta}}{{/main}}{{/layout}}",
            "templates/page.mustache": "{{<layout}}{{$main}}{{{content}}}{{> page-meta}}{{/main}}{{/layout}}",
            "templates/rule.mustache": "{{<layout}}{{$main}}RULE {{rule.id}}{{> page-meta}}{{/main}}{{/layout}}",
            "templates/404.mustache": "NOT FOUND {{{content}}}{{> page-meta}}",
            "templates/page-meta.mustache": Fixture.defaultTemplate("page-meta"),
        ], under: "theme")
        try run.write(["navdocs.yml": config], under: "")
    }

    func build(_ run: CommandRun) -> Int32 {
        run.run(["build", "--config", run.path("navdocs.yml"), "--content", run.path("content"),
                 "--theme", run.path("theme"), "--out", run.path("site")])
    }

    func page(_ run: CommandRun, _ path: String) -> String {
        (try? String(contentsOfFile: run.path("site/" + path), encoding: .utf8)) ?? ""
    }

    func git(_ run: CommandRun, _ arguments: [String], date: String = "2024-03-01T23:30:00-05:00") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", run.root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    @Test func everyPageWithASourceLinksToItsEditAddressEncodedSegmentBySegment() throws {
        let run = try CommandRun()
        try site(run, ["index.md": "# Home\n\nHi.\n", "guide/a b#c.md": "# Odd name\n\nText.\n"],
                 config: "edit_url: https://github.com/org/repo/edit/main/content/{path}\n")
        #expect(build(run) == 0)
        #expect(page(run, "guide/a b#c.html").contains(
            #"<p class="page-edit"><a href="https://github.com/org/repo/edit/main/content/guide/a%20b%23c.md">Edit this page</a></p>"#))
        // A rule page is written in the content folder too.
        #expect(page(run, "rules/NB001.html").contains(
            #"href="https://github.com/org/repo/edit/main/content/rules/NB001-title-too-long.md""#))
        // Without the setting, no link.
        try run.write(["navdocs.yml": "title: Docs\n"], under: "")
        #expect(build(run) == 0)
        #expect(!page(run, "guide/a b#c.html").contains("page-meta"))
    }

    @Test func theNotFoundPageOffersNoEditLinkOrDateEvenWrittenAs404Md() throws {
        let run = try CommandRun()
        try site(run, ["index.md": "# Home\n\nHi.\n", "404.md": "# Lost\n\nNothing here.\n"],
                 config: "edit_url: https://example.com/edit/{path}\nlast_updated: git\n")
        try git(run, ["init", "-q"])
        try git(run, ["add", "content/index.md", "content/rules"])
        try git(run, ["commit", "-q", "-m", "first"])
        #expect(build(run) == 0)
        #expect(page(run, "404.html").contains("Nothing here."))
        #expect(!page(run, "404.html").contains("page-meta"))
        #expect(page(run, "index.html").contains("Edit this page"))
        // 404.md is not committed, and shows no date anyway: no warning about it.
        #expect(!run.err.contains { $0.contains("last_updated") })
    }

    @Test func anEditAddressWithoutPathIsALocatedError() throws {
        let run = try CommandRun()
        try site(run, ["index.md": "# Home\n"], config: "title: Docs\nedit_url: https://github.com/org/repo/edit/main/\n")
        #expect(build(run) != 0)
        #expect(run.err.first == run.path("navdocs.yml")
            + #":2:11: error: "edit_url" must contain "{path}", where each page's source path goes, e.g. "https://github.com/org/repo/edit/main/content/{path}""#)
        try run.write(["navdocs.yml": "edit_url: edit/{path}\nlast_updated: yes\n"], under: "")
        #expect(build(run) != 0)
        #expect(run.err.map { $0.replacingOccurrences(of: run.path("navdocs.yml"), with: "navdocs.yml") } == [
            #"navdocs.yml:1:11: error: "edit_url" must be an absolute http(s) URL, not "edit/{path}""#,
            #"navdocs.yml:2:15: error: "last_updated" must be "git" (each page's last commit date), not "yes""#,
        ])
    }

    @Test func eachPageShowsItsLastCommitDayInUTCAndOneWarningNamesTheUncommitted() throws {
        let run = try CommandRun()
        try site(run, ["index.md": "# Home\n\nHi.\n", "guide/a.md": "# A\n\nText.\n"],
                 config: "title: Docs\nlast_updated: git\n")
        try git(run, ["init", "-q"])
        try git(run, ["add", "."])
        // 23:30 at UTC−5 is the next day in UTC: the date is the same wherever the site is built.
        try git(run, ["commit", "-q", "-m", "first"])
        try run.write(["guide/a.md": "# A\n\nText, edited.\n"], under: "content")
        try git(run, ["commit", "-q", "-a", "-m", "second"], date: "2024-05-20T08:00:00+00:00")
        try run.write(["new.md": "# New\n\nNot committed.\n", "newer.md": "# Newer\n\nNeither.\n"], under: "content")

        #expect(build(run) == 0)
        #expect(page(run, "index.html").contains(#"<p class="page-updated">Last updated <time datetime="2024-03-02">2024-03-02</time></p>"#))
        #expect(page(run, "guide/a.html").contains(#"<time datetime="2024-05-20">2024-05-20</time>"#))
        #expect(!page(run, "new.html").contains("page-updated"))
        let warnings = run.err.filter { $0.contains("last_updated") }
        #expect(warnings.map { $0.replacingOccurrences(of: run.root.path + "/", with: "") } == [
            "navdocs.yml:2:15: warning: last_updated: 2 pages have no commit in git yet (content/new.md and 1 more); they show no date until committed",
        ])
    }

    @Test func outsideARepositoryOneWarningAndNoDates() throws {
        let run = try CommandRun()
        try site(run, ["index.md": "# Home\n\nHi.\n"], config: "last_updated: git\n")
        #expect(build(run) == 0)
        #expect(!page(run, "index.html").contains("page-updated"))
        let warnings = run.err.filter { $0.contains("last_updated") }
        #expect(warnings.map { $0.replacingOccurrences(of: run.root.path + "/", with: "") } == [
            #"navdocs.yml:1:15: warning: last_updated: "content" is not in a git repository; pages show no date"#,
        ])
    }

    @Test func anIncrementalCacheIsStartedAfreshWhenACommitMovesADateOrTheEditAddressChanges() {
        func key(_ change: (inout BuildOptions) -> Void) -> Fingerprint {
            var options = BuildOptions()
            options.lastUpdated = PageDates(dates: ["index.md": "2024-03-02"], settingPath: "navdocs.yml",
                                            settingLocation: NavBase.SourceLocation(line: 1, column: 15))
            change(&options)
            return IncrementalBuilder.key(for: SiteBuilder(content: Fixture.site(["index.md": "# Home\n"]),
                                                           theme: Fixture.theme, options: options))
        }
        let base = key { _ in }
        #expect(key { _ in } == base)
        // A page's bytes did not change, but what it shows did: no page may be taken from the cache.
        #expect(key { $0.lastUpdated?.dates["index.md"] = "2024-05-20" } != base)
        #expect(key { $0.editURL = "https://example.com/edit/{path}" } != base)
    }

    @Test func withoutGitTheReasonSaysSo() {
        #expect(throws: GitHistory.Unavailable(reason: "the git command was not found")) {
            try GitHistory.lastCommitDates(in: ".", git: "navdocs-test-no-such-git")
        }
    }

    @Test func gitLogOutputIsReadNewestFirst() {
        let output = Array("\u{1}2024-05-20\0\nguide/a.md\0\u{1}2024-03-02\0\nguide/a.md\0index.md\0name with\nnewline.md\0".utf8)
        #expect(GitHistory.parse(output) == ["guide/a.md": "2024-05-20", "index.md": "2024-03-02",
                                             "name with\nnewline.md": "2024-03-02"])
    }
}
