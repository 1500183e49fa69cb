import Testing
import NavTestSupport
import NavBase
import NavRules
import NavReaders
@testable import NavLint

private let context = OutputContext(docsURL: "https://docs.example/nav/", catalog: testCatalog, version: "9.9.9")

private let report = LintReport(findings: [
    LintFinding(path: "specs/mail.navbar", screen: "Inbox",
                finding: .test(ShortTitleRule.description, "title \"Mailbox\" is longer than 5", line: 2, column: 1)),
    LintFinding(path: "specs/mail.navbar",
                finding: .test(NoBackRule.description, "a back button", line: 7, column: 3)),
], fileCount: 2)

@Suite struct TextOutputTests {
    @Test func findingThenItsURL() {
        #expect(ReportFormatter.format(report, as: .text, context: context) == """
            specs/mail.navbar:2:1: warning: screen "Inbox": title "Mailbox" is longer than 5 [XT001 short-title]
                https://docs.example/nav/rules/XT001.html
            specs/mail.navbar:7:3: error: a back button [XT003 no-back]
                https://docs.example/nav/rules/XT003.html

            """)
    }

    @Test func nothingFoundPrintsNothing() {
        #expect(ReportFormatter.format(LintReport(fileCount: 3), as: .text, context: context) == "")
    }

    @Test func summaryCountsBySeverity() {
        #expect(ReportFormatter.summary(report) == "navlint: checked 2 files: 2 findings (1 error, 1 warning)\n")
        #expect(ReportFormatter.summary(LintReport(fileCount: 1)) == "navlint: checked 1 file: no findings\n")
        let info = LintReport(findings: [LintFinding(path: "a", finding: .test(NeedsAppRule.description, "no app", line: 1))],
                              fileCount: 1)
        #expect(ReportFormatter.summary(info) == "navlint: checked 1 file: 1 finding (1 info)\n")
    }

    @Test func summaryListsProblemsFirst() {
        let broken = LintReport(problems: [
            InputProblem(path: "gone.navbar", message: "cannot read: No such file or directory"),
            InputProblem(path: "bad.json", location: SourceLocation(line: 3, column: 9), message: "unterminated string"),
        ], fileCount: 1)
        #expect(ReportFormatter.summary(broken) == """
            gone.navbar: error: cannot read: No such file or directory
            bad.json:3:9: error: unterminated string
            navlint: checked 1 file: no findings; 2 paths could not be linted: fix the errors above or leave those paths out

            """)
    }
}

@Suite struct JSONOutputTests {
    @Test func oneObjectPerFinding() {
        #expect(ReportFormatter.format(report, as: .json, context: context) == """
            {
              "files": 2,
              "findings": [
                {
                  "file": "specs/mail.navbar",
                  "line": 2,
                  "column": 1,
                  "rule": "XT001",
                  "slug": "short-title",
                  "severity": "warning",
                  "message": "title \\"Mailbox\\" is longer than 5",
                  "url": "https://docs.example/nav/rules/XT001.html",
                  "screen": "Inbox"
                },
                {
                  "file": "specs/mail.navbar",
                  "line": 7,
                  "column": 3,
                  "rule": "XT003",
                  "slug": "no-back",
                  "severity": "error",
                  "message": "a back button",
                  "url": "https://docs.example/nav/rules/XT003.html"
                }
              ],
              "problems": [],
              "notes": []
            }

            """)
    }

    @Test func filesThatCouldNotBeLintedAndNotesAreInTheDocument() {
        let broken = LintReport(problems: [
            InputProblem(path: "gone.navbar", message: "cannot read: No such file or directory"),
            InputProblem(path: "bad.json", location: SourceLocation(line: 3, column: 9), message: "unterminated string"),
        ], notes: [
            Diagnostic(path: "Watch.storyboard", location: SourceLocation(line: 2, column: 1), level: .note,
                       message: "a watchOS document: no iOS navigation bars; nothing to check"),
        ], fileCount: 3)
        #expect(ReportFormatter.format(broken, as: .json, context: context) == """
            {
              "files": 3,
              "findings": [],
              "problems": [
                {
                  "file": "gone.navbar",
                  "level": "error",
                  "message": "cannot read: No such file or directory"
                },
                {
                  "file": "bad.json",
                  "line": 3,
                  "column": 9,
                  "level": "error",
                  "message": "unterminated string"
                }
              ],
              "notes": [
                {
                  "file": "Watch.storyboard",
                  "line": 2,
                  "column": 1,
                  "level": "note",
                  "message": "a watchOS document: no iOS navigation bars; nothing to check"
                }
              ]
            }

            """)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONOutput.string("a\"b\\c\nd\u{1}\u{2028}é/").rendered() == #""a\"b\\c\nd\u0001\u2028é/""# + "\n")
    }
}

@Suite struct SARIFOutputTests {
    @Test func catalogRulesAndResults() {
        let one = LintReport(findings: [report.findings[0]], fileCount: 1)
        let single = OutputContext(docsURL: "https://docs.example", catalog: RuleCatalog(rules: [ShortTitleRule()]),
                                   version: "9.9.9")
        #expect(ReportFormatter.format(one, as: .sarif, context: single) == """
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "navlint",
                      "version": "9.9.9",
                      "informationUri": "https://docs.example",
                      "rules": [
                        {
                          "id": "XT001",
                          "name": "short-title",
                          "shortDescription": {
                            "text": "Keep titles to 5 characters"
                          },
                          "fullDescription": {
                            "text": "A test rule."
                          },
                          "helpUri": "https://docs.example/rules/XT001.html",
                          "help": {
                            "text": "Keep titles to 5 characters. A test rule. See https://docs.example/rules/XT001.html",
                            "markdown": "**Keep titles to 5 characters**\\n\\nA test rule.\\n\\n[XT001 short-title](https://docs.example/rules/XT001.html)"
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "properties": {
                            "since": "0.1.0"
                          }
                        }
                      ]
                    }
                  },
                  "invocations": [
                    {
                      "executionSuccessful": true,
                      "toolExecutionNotifications": []
                    }
                  ],
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "ruleId": "XT001",
                      "ruleIndex": 0,
                      "level": "warning",
                      "message": {
                        "text": "screen \\"Inbox\\": title \\"Mailbox\\" is longer than 5"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "specs/mail.navbar"
                            },
                            "region": {
                              "startLine": 2,
                              "startColumn": 1
                            }
                          },
                          "logicalLocations": [
                            {
                              "name": "Inbox",
                              "kind": "element"
                            }
                          ]
                        }
                      ],
                      "properties": {
                        "screen": "Inbox"
                      }
                    }
                  ]
                }
              ]
            }

            """)
    }

    @Test func levelsAndRuleIndexes() {
        let sarif = ReportFormatter.format(report, as: .sarif, context: context)
        #expect(sarif.contains(#""ruleId": "XT003",\#n          "ruleIndex": 2,\#n          "level": "error""#))
        let info = LintReport(findings: [LintFinding(path: "a", finding: .test(NeedsAppRule.description, "no app", line: 1))])
        #expect(ReportFormatter.format(info, as: .sarif, context: context).contains(#""level": "note""#))
    }

    @Test func problemsBecomeNotifications() {
        let broken = LintReport(problems: [InputProblem(path: "bad.json", location: SourceLocation(line: 3, column: 9),
                                                        message: "unterminated string")])
        let sarif = ReportFormatter.format(broken, as: .sarif, context: context)
        #expect(sarif.contains(#""executionSuccessful": false"#))
        #expect(sarif.contains(#""text": "unterminated string""#))
    }

    @Test func notesBecomeNotificationsOfLevelNote() {
        let watch = LintReport(notes: [Diagnostic(path: "Watch.storyboard", location: SourceLocation(line: 2, column: 1),
                                                  level: .note, message: "nothing to check")], fileCount: 1)
        let sarif = ReportFormatter.format(watch, as: .sarif, context: context)
        #expect(sarif.contains(#""executionSuccessful": true"#))
        let squeezed = sarif.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(squeezed.contains(#""toolExecutionNotifications": [ { "level": "note", "message": { "text": "nothing to check" }"#))
    }

    @Test func pathsBecomeURIReferences() {
        #expect(SARIFReport.uri("specs/my bar#1.navbar") == "specs/my%20bar%231.navbar")
        #expect(SARIFReport.uri("./é.json") == "./%C3%A9.json")
    }
}

@Suite struct RuleVersionTests {
    /// A rule cannot have shipped in a release later than this one.
    @Test func everyRuleShippedInThisVersionOrEarlier() {
        let current = NavLintVersion.current.split(separator: ".").map { Int($0)! }
        for rule in RuleCatalog.standard.descriptions {
            let since = rule.since.split(separator: ".").compactMap { Int($0) }
            #expect(since.count == 3, "\(rule.id) since \(rule.since) is a dotted version")
            #expect(!current.lexicographicallyPrecedes(since), "\(rule.id) since \(rule.since) is after \(NavLintVersion.current)")
        }
        #expect(RuleCatalogJSON.encode(.standard) { $0 }.contains(#""since": "0.1.0""#))
    }
}

@Suite struct BarsListingTests {
    /// A remark quotes the source, which may span lines: every line of it stays a comment,
    /// so the listing reads back as `.navbar` with the same bar and no error.
    @Test func aRemarkOverSeveralLinesStaysAComment() throws {
        var bar = try NavbarSpec.parse("screen: Inbox\ntitle: Inbox\n", path: "a.navbar", catalog: .standard)[0]
        bar.locations.bar = SourceLocation(line: 12, column: 5)
        let remark = "title view is a label reading \"Inbox\nUnread\r\nFlagged\u{2028}All\u{85}Done\""
        let listing = BarsListing.render(BarsReport(bars: [ReadBar(path: "Inbox.swift", bar: bar, remarks: [remark])]),
                                         format: .navbar, mockup: true)
        #expect(listing.hasPrefix("""
            # Inbox.swift:12:5
            # title view is a label reading "Inbox
            # Unread
            # Flagged
            # All
            # Done"
            screen: Inbox
            platform: iphone
            title: Inbox
            title-style: standard
            #   ┌
            """))
        let reread = try NavbarSpec.parse(listing, path: "listing.navbar", catalog: .standard)
        #expect(reread.count == 1)
        #expect(reread[0].title == .known("Inbox"))
    }
}
