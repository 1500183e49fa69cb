import Testing
import NavTestSupport
import NavReaders
import NavRules
@testable import NavLint
#if canImport(Glibc)
import Glibc
#endif

private func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

@Suite struct ReportArgumentTests {
    @Test func reportTakesPathsOutAndTheLintSettings() throws {
        #expect(try NavLintCommand.parse(words("report App Specs --out r.html --config c.yml --baseline b.txt --app-name Mail --docs-url https://d.example"))
                == .report(ReportOptions(out: "r.html", docsURL: "https://d.example", appName: "Mail", config: "c.yml",
                                         baseline: "b.txt", paths: ["App", "Specs"])))
        #expect(try NavLintCommand.parse(words("./report")) == .lint(LintOptions(paths: ["./report"])))
    }

    @Test(arguments: [
        ("report --out r.html", "navlint report needs paths, as in navlint report App/ --out report.html"),
        ("report App", "navlint report needs --out, as in navlint report App/ --out report.html"),
        ("report App --out r.html --format json", "--format does not apply to navlint report"),
        ("report App --out r.html --write-baseline b", "--write-baseline does not apply to navlint report"),
        ("report - --out r.html", "navlint report reads files and folders, not standard input"),
        ("App --out r.html", "--out applies to navlint report"),
        ("bars App --out r.html", "--out applies to navlint report"),
    ])
    func usageErrors(line: String, expected: String) {
        #expect(throws: UsageError(expected)) { try NavLintCommand.parse(words(line)) }
    }
}

@Suite struct ReportPageTests {
    /// A screen name and a title that are HTML, a bar with two findings, and a plain bar.
    private let hostile = """
        screen: <img src=x onerror=alert(1)>
        title: "Tom & Jerry's <b>bold</b> </script> adventures"
        trailing: A, B, C, D
        ---
        screen: Plain
        title: Inbox

        """

    private func run(_ arguments: String, files: [String: String], environment: [String: String] = [:]) -> CommandOutput {
        CommandRunner(fileSystem: MemoryFileSystem(files), environment: environment).run(words(arguments))
    }

    @Test func aReportIsOneCardPerBarWithItsFindingsLinkedToTheDocs() throws {
        let output = run("report app.navbar --out r.html --docs-url https://d.example/docs/", files: ["app.navbar": hostile])
        #expect(output.exitCode == 0)
        #expect(output.stderr == "navlint: read 1 file: 2 bars, 2 findings\n")
        let html = try #require(output.files["r.html"])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.components("<article class=\"card\"") == 2)
        #expect(html.contains("<article class=\"card\" data-file=\"f1\" data-rules=\"NB001 NB003\" data-unknown=\"no\""))
        #expect(html.contains("<article class=\"card\" data-file=\"f1\" data-rules=\"\" data-unknown=\"no\" data-search=\"plain\ninbox\">"))
        #expect(html.contains("<a href=\"https://d.example/docs/rules/NB001.html\">NB001 title-too-long</a>"))
        #expect(html.contains("<a href=\"https://d.example/docs/rules/NB003.html\">NB003</a> Too many controls</td>"))
        #expect(html.contains("<p class=\"where\"><code>app.navbar:5:1</code></p>"))
    }

    @Test func screenNamesAndTitlesAreTextNeverMarkup() throws {
        let html = try #require(run("report app.navbar --out r.html", files: ["app.navbar": hostile]).files["r.html"])
        #expect(html.contains("<h4>&lt;img src=x onerror=alert(1)&gt;</h4>"))
        #expect(html.contains("<dt>title</dt><dd>Tom &amp; Jerry&#39;s &lt;b&gt;bold&lt;/b&gt; &lt;/script&gt; adventures</dd>"))
        #expect(html.contains("aria-label=\"Navigation bar: title &#39;Tom &amp; Jerry&#39;s &lt;b&gt;bold&lt;/b&gt; &lt;/script&gt; adventures&#39;, four"))
        // The page's own script and nothing the input wrote: no tag, no handler, no request.
        #expect(html.components("<script") == 1)
        #expect(html.components("</script>") == 1)
        #expect(!html.contains("<img") && !html.contains("<b>"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    }

    @Test func theAppsNameTitlesThePage() throws {
        let html = try #require(run("report app.navbar --out r.html --app-name <Mail>", files: ["app.navbar": hostile]).files["r.html"])
        #expect(html.contains("<title>Navigation bars of &lt;Mail&gt; · navlint report</title>"))
        #expect(html.contains("<h1>Navigation bars of &lt;Mail&gt;</h1>"))
    }

    @Test func theSameInputGivesTheSameBytes() {
        let files = ["b.navbar": hostile, "a.navbar": "screen: A\ntitle: Now\n---\nscreen: A\ntitle: Later\n"]
        let first = run("report . --out r.html", files: files)
        let second = run("report . --out r.html", files: files)
        #expect(first.files["r.html"] != nil)
        #expect(first == second)
    }

    @Test func aScreenWithSeveralBarsShowsThemAsItsStates() throws {
        let html = try #require(run("report a.navbar --out r.html",
                                    files: ["a.navbar": "screen: A\ntitle: Now\n---\nscreen: A\ntitle: Later\n"]).files["r.html"])
        #expect(html.contains("<div class=\"screen states\">\n<h4 class=\"screen-name\">A <span class=\"note\">2 states</span></h4>\n"))
        #expect(html.contains("<h5>State 1 of 2</h5>"))
        #expect(html.contains("<h5>State 2 of 2</h5>"))
        #expect(html.contains("<div><dt>Screens</dt><dd><span class=\"number\">1</span></dd></div>"))
        #expect(html.contains("<div><dt>Bars</dt><dd><span class=\"number\">2</span></dd></div>"))
    }

    @Test func anUnknownTitleAndSideAreDrawnAsADimmedQuestionMark() {
        var bar = NavigationBar()
        bar.title = .unknown
        bar.trailing = .unknown
        bar.leading = .known(["Cancel"])
        let mark = "<span class=\"unknown\" title=\"Not in the file: set in code\">?</span>"
        #expect(ReportPage.mockup(bar) == """
            <pre class="mockup" role="img" style="--columns:40" aria-label="Navigation bar: one leading control &#39;Cancel&#39;, title set in code">\
            ┌──────────────────────────────────────┐
            │ [Cancel]         \(mark)               [\(mark)] │
            ├──────────────────────────────────────┤
            │ ░░░░░░░░░░░░░░░░░░░░░░░░░            │
            │ ░░░░░░░░░░░░░░░░░░                   │
            └──────────────────────────────────────┘</pre>

            """)
    }

    @Test func theSummaryCountsFindingsByRuleAndEachUnknownFact() throws {
        let storyboardLike = "screen: A\ntitle: A very long title indeed\n---\nscreen: B\ntitle: Short\n"
        let output = run("report a.navbar --out r.html", files: ["a.navbar": storyboardLike])
        let html = try #require(output.files["r.html"])
        #expect(html.contains("<div><dt>Findings</dt><dd><span class=\"number\">1</span><span class=\"note\">1 warning</span></dd></div>"))
        #expect(html.contains("<div><dt>Bars with unknown facts</dt><dd><span class=\"number\">0</span><span class=\"note\">0% of the bars</span></dd></div>"))
        #expect(html.contains("<p>Every bar states every fact.</p>"))
        #expect(ReportPage.percent(1, of: 3) == "33%")
        #expect(ReportPage.percent(1, of: 8) == "13%")
    }

    @Test func aBaselineLeavesItsFindingsOut() throws {
        let files = ["a.navbar": hostile]
        let baseline = CommandRunner(fileSystem: MemoryFileSystem(files), environment: [:])
            .run(words("a.navbar --write-baseline b.txt")).files["b.txt"]
        let output = run("report a.navbar --out r.html --baseline b.txt", files: files.merging(["b.txt": try #require(baseline)]) { $1 })
        let html = try #require(output.files["r.html"])
        #expect(output.stderr == "navlint: read 1 file: 2 bars, 0 findings\n")
        #expect(html.contains("<p>2 findings recorded in the baseline are left out.</p>"))
        #expect(html.components("<li><span class=\"severity") == 0)
    }

    @Test func aFileThatCannotBeReadIsListedAndExitsTwoWithTheReportWritten() throws {
        var disk = MemoryFileSystem(["app/good.navbar": "screen: A\ntitle: Inbox\n", "app/bad.navbar": "screen: B\ncolour: red\n"])
        disk.add("app/locked.navbar", .unreadable("Permission denied"))
        let output = CommandRunner(fileSystem: disk, environment: [:]).run(words("report app --out r.html"))
        #expect(output.exitCode == 2)
        let html = try #require(output.files["r.html"])
        #expect(html.contains("<h3 id=\"problems\">Files navlint could not read</h3>"))
        #expect(output.stderr.contains("app/bad.navbar:2:1: error: unknown key \"colour\""))
        for line in output.stderr.split(separator: "\n").dropLast() {
            #expect(html.contains("<li><code>\(ReportPage.escape(String(line)))</code></li>"))
        }
        #expect(output.stderr.hasSuffix("navlint: read 3 files: 1 bar, 0 findings\n"))
    }

    @Test(arguments: [
        ("missing/r.html", "missing/r.html: error: cannot write the report: no folder missing\n"),
        ("app.navbar/r.html", "app.navbar/r.html: error: cannot write the report: app.navbar is not a folder\n"),
        ("out", "out: error: cannot write the report: out is a folder; name the file, as in --out out/report.html\n"),
        ("out/", "out/: error: cannot write the report: --out names a folder; name the file, as in --out report.html\n"),
    ])
    func aBadOutIsAnErrorBeforeAnythingIsRead(out: String, expected: String) {
        let output = run("report app.navbar --out \(out)", files: ["app.navbar": hostile, "out/keep": ""])
        #expect(output == CommandOutput(stderr: expected, exitCode: 2))
    }
}

@Suite struct ReplacingFileWriterTests {
    private func temporaryFolder() -> String {
        var template = Array("/tmp/navlint-writer-XXXXXX".utf8CString)
        return String(cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
    }

    private func contents(_ path: String) -> String? {
        try? String(decoding: DiskFileSystem().read(path, limit: 1 << 20), as: UTF8.self)
    }

    @Test func replacesAFileWholeAndLeavesNothingBeside() throws {
        let folder = temporaryFolder()
        try ReplacingFileWriter.write(Array("first".utf8), to: folder + "/r.html")
        try ReplacingFileWriter.write(Array("second".utf8), to: folder + "/r.html")
        #expect(contents(folder + "/r.html") == "second")
        #expect(try DiskFileSystem().names(inDirectory: folder) == ["r.html"])
        unlink(folder + "/r.html")
        rmdir(folder)
    }

    @Test func aNameItCannotTakeIsAnErrorThatLeavesNoTemporaryFile() throws {
        let folder = temporaryFolder()
        #expect(throws: FileSystemError("No such file or directory")) {
            try ReplacingFileWriter.write(Array("x".utf8), to: folder + "/missing/r.html")
        }
        // A name taken by a folder: the new file cannot take it, and no temporary stays.
        mkdir(folder + "/r.html", 0o755)
        #expect(throws: FileSystemError("Is a directory")) {
            try ReplacingFileWriter.write(Array("x".utf8), to: folder + "/r.html")
        }
        #expect(try DiskFileSystem().names(inDirectory: folder) == ["r.html"])
        rmdir(folder + "/r.html")
        rmdir(folder)
    }
}

private extension String {
    /// How many times `part` occurs.
    func components(_ part: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.firstRange(of: part) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
