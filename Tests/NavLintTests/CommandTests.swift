import Testing
import NavTestSupport
import NavRules
@testable import NavLint

private func words(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

@Suite struct ArgumentTests {
    @Test(arguments: [
        ("a.navbar", NavLintCommand.lint(LintOptions(paths: ["a.navbar"]))),
        ("--format json --fail-on=error specs b.json",
         .lint(LintOptions(format: .json, failOn: .error, paths: ["specs", "b.json"]))),
        ("--docs-url=https://x.org/docs -- --odd.navbar",
         .lint(LintOptions(docsURL: "https://x.org/docs", paths: ["--odd.navbar"]))),
        ("./rules", .lint(LintOptions(paths: ["./rules"]))),
        ("rules --format json", .rules(format: .json, docsURL: nil)),
        ("explain NB001 --docs-url u", .explain(rule: "NB001", docsURL: "u")),
        ("a.navbar -h", .help),
        ("--version", .version),
    ])
    func commandLines(line: String, expected: NavLintCommand) throws {
        #expect(try NavLintCommand.parse(words(line)) == expected)
    }

    @Test(arguments: [
        ("", "no paths given; pass files or folders, as in navlint App/"),
        ("--formt json a", "unknown option --formt; did you mean \"--format\"?"),
        ("--format xml a", #"--format must be one of text, json, sarif, github, checkstyle, junit, not "xml""#),
        ("--fail-on", "--fail-on needs a value"),
        ("--fail-on warn a", #"--fail-on must be one of error, warning, info, never, not "warn""#),
        ("rules --format sarif", #"--format must be one of text, json, not "sarif""#),
        ("rules specs", "navlint rules takes no paths"),
        ("explain", "navlint explain takes one rule, as in navlint explain NB001"),
        ("--docs-url= a", "--docs-url needs a URL, as in --docs-url https://example.org/docs"),
    ])
    func usageErrors(line: String, expected: String) {
        #expect(throws: UsageError(expected)) { try NavLintCommand.parse(words(line)) }
    }
}

@Suite struct DocsURLTests {
    private func resolve(option: String? = nil, env: [String: String] = [:], config: String? = nil,
                         files: [String: String] = [:], executableDirectory: String? = nil) -> String {
        var all = files
        if let config { all["navdocs.yml"] = config }
        let (docs, warnings) = DocsURL.resolve(option: option, environment: env, fileSystem: MemoryFileSystem(all),
                                               executableDirectory: executableDirectory)
        return ([(docs.url ?? "no link") + (docs.isConfigured ? "" : " (default)")] + warnings).joined(separator: "\n")
    }

    private let installed = ["opt/nav tools/share/doc/navdocs/index.html": "<!DOCTYPE html>"]

    @Test func firstSourceThatIsSetWins() {
        let env = ["NAVDOCS_DOCS_URL": "https://env.example"]
        let config = "title: Docs\nbase_url: https://config.example/docs\n"
        #expect(resolve(option: "https://option.example", env: env, config: config, files: installed,
                        executableDirectory: "/opt/nav tools/bin") == "https://option.example")
        #expect(resolve(env: env, config: config) == "https://env.example")
        #expect(resolve(env: ["NAVDOCS_DOCS_URL": ""], config: config, files: installed,
                        executableDirectory: "/opt/nav tools/bin") == "https://config.example/docs")
    }

    @Test func unconfiguredLinksGoToTheSiteInstalledBesideNavlint() {
        #expect(resolve(files: installed, executableDirectory: "/opt/nav tools/bin")
                == "file:///opt/nav%20tools/share/doc/navdocs/ (default)")
        #expect(resolve(config: "title: Docs\n", files: installed, executableDirectory: "/opt/nav tools/bin")
                == "file:///opt/nav%20tools/share/doc/navdocs/ (default)")
    }

    @Test func withoutAnInstalledSiteThereIsNoLink() {
        #expect(resolve() == "no link (default)")
        #expect(resolve(executableDirectory: "/work/navdocs/.build/debug") == "no link (default)")
        #expect(resolve(files: installed, executableDirectory: "bin") == "no link (default)")
    }

    @Test func brokenConfigWarnsAndFallsBack() {
        #expect(resolve(config: "base_url: a\nbase_url: b\n") == """
            no link (default)
            navdocs.yml:2:1: warning: duplicate key "base_url" (first on line 1); rule links are left out
            """)
        #expect(resolve(config: "base_url: [1, 2]\n", files: installed, executableDirectory: "/opt/nav tools/bin") == """
            file:///opt/nav%20tools/share/doc/navdocs/ (default)
            navdocs.yml:1:11: warning: base_url must be a URL; using file:///opt/nav%20tools/share/doc/navdocs/ for rule links
            """)
    }
}

@Suite struct CommandRunnerTests {
    private let disk = MemoryFileSystem([
        "specs/good.navbar": "app: Mail\ntitle: Inbox\n",
        "specs/long.navbar": "screen: Boxes\napp: Mail\ntitle: Mailboxes\n",
        "navdocs.yml": "base_url: https://docs.example/\n",
    ])

    private func run(_ line: String, env: [String: String] = [:]) -> CommandOutput {
        CommandRunner(fileSystem: disk, environment: env, catalog: testCatalog)
            .run(line.split(separator: " ").map(String.init))
    }

    @Test func lintWritesFindingsAndASummary() {
        #expect(run("specs") == CommandOutput(
            stdout: """
                specs/long.navbar:3:1: warning: screen "Boxes": title "Mailboxes" is longer than 5 [XT001 short-title]
                    https://docs.example/rules/XT001.html

                """,
            stderr: "navlint: checked 2 files: 1 finding (1 warning)\n",
            exitCode: 1))
        #expect(run("--fail-on error specs").exitCode == 0)
        #expect(run("specs/good.navbar").exitCode == 0)
    }

    @Test func unconfiguredFindingsNameExplainBesideTheInstalledSite() {
        let spec = ["specs/long.navbar": "screen: Boxes\napp: Mail\ntitle: Mailboxes\n"]
        func lint(_ files: [String: String], format: String = "text") -> String {
            CommandRunner(fileSystem: MemoryFileSystem(files), environment: [:], catalog: testCatalog,
                          executableDirectory: "/usr/local/bin")
                .run(["--format", format, "specs"]).stdout
        }
        let installed = spec.merging(["usr/local/share/doc/navdocs/index.html": ""]) { $1 }
        #expect(lint(installed) == """
            specs/long.navbar:3:1: warning: screen "Boxes": title "Mailboxes" is longer than 5 [XT001 short-title]
                file:///usr/local/share/doc/navdocs/rules/XT001.html (or navlint explain XT001)

            """)
        #expect(lint(spec) == """
            specs/long.navbar:3:1: warning: screen "Boxes": title "Mailboxes" is longer than 5 [XT001 short-title]
                navlint explain XT001

            """)
        #expect(!lint(spec, format: "json").contains("\"url\""))
        #expect(lint(spec, format: "sarif").contains("See navlint explain XT001"))
    }

    @Test func missingPathExitsTwo() {
        let output = run("specs/nope.navbar")
        #expect(output.stderr == """
            specs/nope.navbar: error: cannot read: No such file or directory
            navlint: checked 0 files: no findings; 1 path could not be linted: fix the errors above or leave those paths out

            """)
        #expect(output.exitCode == 2)
    }

    @Test func usageErrorsSayWhatToDo() {
        #expect(run("--format yaml specs") == CommandOutput(
            stderr: "navlint: error: --format must be one of text, json, sarif, github, checkstyle, junit, not \"yaml\"\nRun navlint --help for usage.\n",
            exitCode: 2))
    }

    @Test func rulesListsTheCatalog() {
        #expect(run("rules").stdout == """
            XT001  warning  short-title  Keep titles to 5 characters
            XT002  info     needs-app    Name the app
            XT003  error    no-back      Never add a back button

            """)
        #expect(run("rules --format json").stdout.contains(#""url": "https://docs.example/rules/XT002.html""#))
    }

    @Test func explainListsTheFactsARuleReads() {
        let output = CommandRunner(fileSystem: MemoryFileSystem(), environment: [:]).run(["explain", "NB008"])
        #expect(output.stdout.contains("\nReads: platform, title, title-style, border, split-view (where one is unknown, the rule may stay silent)\n"))
    }

    @Test func explainFindsIDsSlugsAndFormerSlugs() {
        for key in ["XT001", "xt001", "short-title", "brief-title"] {
            let output = run("explain \(key)")
            #expect(output.exitCode == 0)
            #expect(output.stdout.hasPrefix("XT001 short-title (warning)\nKeep titles to 5 characters\n\nA test rule.\n\nFormerly: brief-title\n\nGood:\n    title: Inbox\n"))
            #expect(output.stdout.contains("\nBad:\n    title: Mailbox\n"))
            #expect(output.stdout.contains("    warning: title \"Mailbox\" is longer than 5 [XT001 short-title]\n"))
            #expect(output.stdout.hasSuffix("\nMore: https://docs.example/rules/XT001.html\n"))
        }
    }

    @Test func rationaleIsWrapped() {
        #expect(RuleExplanation.wrap("one two three four five six", width: 9) == "one two\nthree\nfour five\nsix")
        #expect(RuleExplanation.wrap("a\n\nsupercalifragilistic b", width: 5) == "a\n\nsupercalifragilistic\nb")
    }

    @Test func explainUnknownRuleExitsTwo() {
        #expect(run("explain XT01") == CommandOutput(
            stderr: "navlint: error: unknown rule \"XT01\"; did you mean \"XT001\"?\nRun navlint rules to list every rule.\n",
            exitCode: 2))
    }

    @Test func helpAndVersion() {
        #expect(run("--help").stdout.hasPrefix("navlint checks an app's navigation bars"))
        #expect(run("--version").stdout == "navlint \(NavLintVersion.current)\n")
    }

    /// The list of what a folder walk reads comes from the readers themselves.
    @Test func helpListsEveryKindOfFileRead() {
        #expect(HelpText.fileKinds(Linter.standardReaders) == """
              *.navbar            .navbar
              *.json              JSON
              *.storyboard *.xib  Interface Builder
              *.plist             the app's name, for NB002
              project.pbxproj     each target's files, platforms and app name
            """)
        let help = run("--help").stdout
        #expect(help.contains("navigation bars against the navdocs rules: .navbar, JSON, Interface Builder."))
        #expect(help.contains("  *.storyboard *.xib  Interface Builder\n"))
    }
}
