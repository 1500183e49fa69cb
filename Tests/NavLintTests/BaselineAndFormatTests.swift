import Testing
import NavTestSupport
import NavBase
import NavRules
@testable import NavLint

@Suite struct BaselineTests {
    private func run(_ line: String, _ disk: MemoryFileSystem) -> CommandOutput {
        CommandRunner(fileSystem: disk, environment: ["NAVDOCS_DOCS_URL": "https://d.example"])
            .run(line.split(separator: " ").map(String.init))
    }

    @Test func aRoundTripReportsOnlyNewFindingsAndWhatWasFixed() throws {
        var disk = MemoryFileSystem([
            "App/a.navbar": "screen: Inbox\ntitle: Mailboxes and Folders\n---\nscreen: Notes\ntitle: Notes\nleading: A\ntrailing: B\n",
        ])
        let written = run("--write-baseline base.json App", disk)
        #expect(written.exitCode == 0)
        #expect(written.stderr == "navlint: checked 1 file: 2 findings (2 warnings); recorded in base.json\n")
        let baseline = try #require(written.files["base.json"])
        #expect(baseline.contains(#""file": "App/a.navbar",\#n      "screen": "Inbox",\#n      "rule": "NB001","#))
        disk.add("base.json", .file(Array(baseline.utf8)))

        // Lines moved, Notes fixed, a new finding on a new screen.
        disk.add("App/a.navbar", .file(Array("""
            # a comment moves every line down
            screen: Inbox
            title: Mailboxes and Folders
            ---
            screen: Notes
            title: Notes
            ---
            screen: Drafts
            title: Unsent Messages Here

            """.utf8)))
        let output = run("--baseline base.json App", disk)
        #expect(output.stdout.hasPrefix(#"App/a.navbar:9:1: warning: screen "Drafts": title "Unsent Messages Here""#))
        #expect(output.stderr == """
            App/a.navbar: note: fixed since the baseline: NB003 on screen "Notes" (bar has 2 controls besides the back button ("A", "B"); keep 1 and move the rest into a toolbar or menu)
            navlint: checked 1 file: 1 finding (1 warning); 1 finding in the baseline not shown; 1 baseline finding fixed (write the baseline again to drop it)

            """)
        #expect(output.exitCode == 1)
    }

    @Test func aBrokenBaselineExitsTwo() {
        let disk = MemoryFileSystem(["a.navbar": "title: Inbox\n", "base.json": "{\"bars\": []}\n"])
        #expect(run("--baseline base.json a.navbar", disk) == CommandOutput(
            stderr: "base.json:1:1: error: not a navlint baseline: it needs a \"findings\" list; write one with --write-baseline\n",
            exitCode: 2))
        #expect(run("--baseline missing.json a.navbar", disk).stderr
                == "missing.json: error: cannot read the baseline: No such file or directory\n")
    }
}

@Suite struct CIFormatTests {
    private let report = LintReport(findings: [
        LintFinding(path: "App/a,b:c%.navbar", screen: "Inbox", finding: Finding(
            rule: RuleCatalog.standard.description(matching: "NB001")!,
            message: "title \"100% <done>\" is long,\r\nvery: long", at: SourceLocation(line: 3, column: 7))),
    ], fileCount: 1)
    private let context = OutputContext(docsURL: "https://d.example")

    @Test func githubEscapesDataAndProperties() {
        #expect(ReportFormatter.format(report, as: .github, context: context) == """
            ::warning file=App/a%2Cb%3Ac%25.navbar,line=3,col=7,title=NB001 title-too-long::screen "Inbox": title "100%25 <done>" is long,%0D%0Avery: long%0Ahttps://d.example/rules/NB001.html

            """)
    }

    @Test func checkstyleAndJUnitEscapeXML() {
        #expect(ReportFormatter.format(report, as: .checkstyle, context: context) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="App/a,b:c%.navbar">
                <error line="3" column="7" severity="warning" message="screen &quot;Inbox&quot;: title &quot;100% &lt;done&gt;&quot; is long,&#13;&#10;very: long" source="navlint.NB001.title-too-long"/>
              </file>
            </checkstyle>

            """)
        let junit = ReportFormatter.format(report, as: .junit, context: context)
        #expect(junit.contains(#"<testsuites name="navlint" tests="1" failures="1" errors="0">"#))
        #expect(junit.contains(#"<testcase classname="App/a,b:c%.navbar" name="NB001 title-too-long at 3:7">"#))
    }

    @Test func colourFollowsTheFlagNoColorAndTheTerminal() {
        #expect(ANSIColor.isEnabled(.auto, environment: [:], stdoutIsTerminal: true))
        #expect(!ANSIColor.isEnabled(.auto, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
        #expect(ANSIColor.isEnabled(.auto, environment: ["NO_COLOR": ""], stdoutIsTerminal: true))
        #expect(!ANSIColor.isEnabled(.auto, environment: [:], stdoutIsTerminal: false))
        #expect(ANSIColor.isEnabled(.always, environment: ["NO_COLOR": "1"], stdoutIsTerminal: false))
        #expect(!ANSIColor.isEnabled(.never, environment: [:], stdoutIsTerminal: true))
        var coloured = context
        coloured.color = true
        #expect(ReportFormatter.format(report, as: .text, context: coloured).hasPrefix("\u{1B}[1mApp/a,b:c%.navbar:3:7:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m "))
    }

    @Test func quietAndStandardInput() {
        let runner = CommandRunner(fileSystem: MemoryFileSystem(), environment: [:],
                                   standardInput: { Array("title: Mailboxes and Folders\n".utf8) })
        let output = runner.run(["-q", "-", "--stdin-path", "App/Inbox.navbar"])
        #expect(output.stdout.hasPrefix("App/Inbox.navbar:1:1: warning: title \"Mailboxes and Folders\""))
        #expect(output.stderr == "")
        #expect(output.exitCode == 1)
    }

    /// The buffer stands in for the file on disk; the files around it stay readable.
    @Test func standardInputStandsInForTheFileOnDisk() {
        let disk = MemoryFileSystem(["App/Inbox.navbar": "title: Inbox\n", "App/Other.navbar": "title: Mailboxes\n"])
        let linter = Linter(catalog: RuleCatalog(rules: [ShortTitleRule()]))
        let report = linter.lint(path: "App/Inbox.navbar", bytes: Array("title: Mailboxes\n".utf8), besides: disk)
        #expect(report.findings.map { "\($0.path):\($0.finding.location) \($0.finding.ruleID)" } == ["App/Inbox.navbar:1:1 XT001"])
        let both = linter.lint(paths: ["App/Inbox.navbar", "App/Other.navbar"],
                               on: disk).findings.map(\.path)
        #expect(both == ["App/Other.navbar"])
    }

    @Test func newUsageErrors() {
        func error(_ line: String) -> String? {
            do { _ = try NavLintCommand.parse(line.split(separator: " ").map(String.init)); return nil } catch { return error.message }
        }
        #expect(error("- a.navbar") == "- reads one file from standard input; lint other paths in another run")
        #expect(error("--stdin-path a.navbar a.navbar") == "--stdin-path names standard input; pass - as the path")
        #expect(error("--color sometimes a") == #"--color must be one of auto, always, never, not "sometimes""#)
        #expect(error("rules --quiet") == "--quiet applies to linting, not to navlint rules")
        #expect(error("--baseline a --write-baseline b c") == "--baseline and --write-baseline cannot be combined; write the baseline first")
    }
}
