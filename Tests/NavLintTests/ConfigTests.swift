import Testing
import NavTestSupport
import NavRules
@testable import NavLint

/// `.navlint.yml` as a team writes it: input text in, findings or located errors out.
@Suite struct ConfigFileTests {
    private func errors(_ yaml: String) -> String {
        do {
            _ = try LintConfiguration.parse(Array(yaml.utf8), path: ".navlint.yml", catalog: .standard)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func theIssuesExampleReads() throws {
        let config = try LintConfiguration.parse(Array("""
            disabled_rules: [NB011]
            severity:
              NB001: error
              too-many-controls: off
            options:
              NB001:
                max_length: {iphone: 15, ipad: 24, mac: 24}
            included: ["App/**"]
            excluded: ["App/Legacy/**"]
            ignore:
              - path: "App/Settings.storyboard"
                screen: SettingsViewController
                rules: [NB003]
            app_name: Mail
            platform: iphone
            docs_url: https://guidelines.example.com

            """.utf8), path: ".navlint.yml", catalog: .standard)
        var maxLength = PerPlatform(24)
        maxLength.iphone = 15
        #expect(config.rules == RuleConfiguration(disabled: ["NB011", "NB003"], severities: ["NB001": .error],
                                                  options: ["NB001": ["max_length": .perPlatform(maxLength)]]))
        #expect(config.included == [PathGlob("App/**")] && config.excluded == [PathGlob("App/Legacy/**")])
        #expect(config.ignores == [IgnoreEntry(path: PathGlob("App/Settings.storyboard"), screen: "SettingsViewController", rules: ["NB003"])])
        #expect(config.appName == "Mail" && config.platform == .iphone && config.docsURL == "https://guidelines.example.com")
    }

    @Test func mistakesAreLocatedWithADidYouMean() {
        #expect(errors("""
            disabled_rule: [NB011]
            severity:
              NB001: eror
              NB013: off
            options:
              NB001:
                max_length: {iphone: 15, ipad: 240, macc: 3}
                max_lenght: 3
              NB003: {limit: 2}
            disabled_rules: NB011
            platfrom: ipad
            platform: catalyst
            """) == """
            .navlint.yml:1:1: error: unknown key "disabled_rule"; did you mean "disabled_rules"?
            .navlint.yml:3:10: error: severity of NB001 must be one of error, warning, info, off, not "eror"; did you mean "error"?
            .navlint.yml:4:3: error: unknown rule "NB013"; did you mean "NB003"?
            .navlint.yml:7:36: error: NB001 max_length for ipad must be from 1 to 200, not 240
            .navlint.yml:7:41: error: NB001 max_length has no platform "macc"; use iphone, ipad, mac; did you mean "mac"?
            .navlint.yml:8:5: error: NB001 has no option "max_lenght"; did you mean "max_length"?
            .navlint.yml:9:10: error: NB003 has no options
            .navlint.yml:10:17: error: "disabled_rules" must be a list of rule IDs, as in disabled_rules: [NB011]
            .navlint.yml:11:1: error: unknown key "platfrom"; did you mean "platform"?
            .navlint.yml:12:11: error: "platform" must be one of iphone, ipad, mac, not "catalyst"
            """)
        #expect(errors("options:\n  NB001:\n    max_length: long\n") ==
            ".navlint.yml:3:17: error: NB001 max_length must be a whole number from 1 to 200")
        #expect(errors("ignore:\n  - screen: Inbox\n    rule: [NB003]\n") == """
            .navlint.yml:3:5: error: unknown key "rule" in an ignore entry; did you mean "rules"?
            .navlint.yml:2:5: error: an ignore entry needs a path
            """)
        #expect(errors("- NB001\n") == ".navlint.yml:1:1: error: the config must be a mapping of keys to values, as in disabled_rules: [NB011]")
        #expect(errors("app_name: [Mail]\n") == ".navlint.yml:1:11: error: \"app_name\" must be non-empty text")
        #expect(errors("") == "")
    }

    @Test func globsMatchByComponent() {
        #expect(PathGlob("App/**").matches("App/Main.storyboard"))
        #expect(PathGlob("App/**").matches("App/Legacy/Old.xib"))
        #expect(!PathGlob("App/**").matches("Tests/App.navbar"))
        #expect(PathGlob("**/*.xib").matches("App/Legacy/Old.xib"))
        #expect(PathGlob("*.xib").matches("Old.xib") && !PathGlob("*.xib").matches("App/Old.xib"))
        #expect(PathGlob("App/Legacy").matches("App/Legacy/Old.xib"))
        #expect(PathGlob("App/Set?ings.storyboard").matches("App/Settings.storyboard"))
    }
}

@Suite struct ConfiguredLintTests {
    private let files = MemoryFileSystem([
        "App/Inbox.navbar": "screen: Inbox\ntitle: Mailboxes and Folders\nback: Mail\ntrailing: Edit, Compose\n",
        "App/Wide.navbar": "platform: ipad\ntitle: Settings for Accounts\n",
        "App/Legacy/Old.navbar": "title: The Old Settings Screen\n",
    ])

    private func run(_ line: String, config: String?, in folder: String = "/repo", at path: String = ".navlint.yml")
        -> CommandOutput {
        var disk = files
        if let config { disk.add(path, .file(Array(config.utf8))) }
        return CommandRunner(fileSystem: disk, environment: ["NAVDOCS_DOCS_URL": "https://d.example"], workingDirectory: folder)
            .run(line.split(separator: " ").map(String.init))
    }

    @Test func withoutAConfigEveryRuleRunsWithItsDefaults() {
        #expect(run("App", config: nil).stdout.filter { $0 == "\n" }.count == 8)  // 4 findings, 2 lines each
    }

    @Test func severityDisabledRulesAndPerPlatformOptions() {
        let output = run("App", config: """
            disabled_rules: [NB003]
            severity: {NB001: error}
            options: {NB001: {max_length: {ipad: 24}}}
            excluded: [App/Legacy]
            docs_url: https://guidelines.example.com
            """)
        #expect(output.stdout == """
            App/Inbox.navbar:2:1: error: screen "Inbox": title "Mailboxes and Folders" has 21 characters; keep it to 15 or fewer [NB001 title-too-long]
                https://guidelines.example.com/rules/NB001.html

            """)
        #expect(output.stderr == "navlint: checked 2 files: 1 finding (1 error)\n")
    }

    @Test func platformOverrideAndIgnoreEntries() {
        let output = run("App", config: """
            platform: ipad
            options: {NB001: {max_length: {ipad: 30}}}
            ignore:
              - path: "App/Inbox.navbar"
                screen: Inbox
                rules: [NB003]
              - path: "App/Legacy/**"
            """)
        #expect(output.stdout == "")
        #expect(output.exitCode == 0)
    }

    @Test func theNearestParentsConfigIsUsedAndItsGlobsAreRelativeToIt() {
        let config = "included: [\"App/Legacy/**\"]\ndisabled_rules: [NB001]\n"
        // Run from /repo/App; the config sits in /repo, named ../.navlint.yml from here.
        var disk = MemoryFileSystem(["Legacy/Old.navbar": "title: Old\nleading: A\ntrailing: B\n", "Inbox.navbar": "leading: A\ntrailing: B\n"])
        disk.add("../.navlint.yml", .file(Array(config.utf8)))
        let output = CommandRunner(fileSystem: disk, environment: [:], workingDirectory: "/repo/App").run(["."])
        #expect(output.stderr == "navlint: checked 1 file: 1 finding (1 warning)\n")
        #expect(output.stdout.hasPrefix("Legacy/Old.navbar:3:1: warning: bar has 2 controls"))
    }

    @Test func aBrokenConfigExitsTwo() {
        #expect(run("App", config: "severity: {NB001: loud}\n") == CommandOutput(
            stderr: ".navlint.yml:1:19: error: severity of NB001 must be one of error, warning, info, off, not \"loud\"\n",
            exitCode: 2))
        #expect(run("--config ci/navlint.yml App", config: nil) == CommandOutput(
            stderr: "ci/navlint.yml:1:1: error: cannot read the config: no such file\n", exitCode: 2))
        #expect(run("--config ci/navlint.yml App", config: "disabled_rules: [NB001, NB003]\n", at: "ci/navlint.yml").exitCode == 0)
    }
}

@Suite struct ConfiguredBarsTests {
    @Test func barsShowsTheConfigsPlatformAndAppName() {
        let disk = MemoryFileSystem([".navlint.yml": "platform: ipad\napp_name: Mail\n", "a.navbar": "title: Inbox\n"])
        let output = CommandRunner(fileSystem: disk, environment: [:]).run(["bars", "a.navbar"])
        #expect(output.stdout.contains("platform: ipad\n"))
        #expect(output.stdout.contains("app: Mail\n"))
    }
}
