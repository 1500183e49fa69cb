import Testing
import NavTestSupport
import NavRules
import NavReaders
@testable import NavLint

private func summary(_ report: LintReport) -> String {
    (report.findings.map { "\($0.path):\($0.finding.location) \($0.finding.ruleID)" } + report.problems.map(\.description))
        .joined(separator: "\n")
}

@Suite struct LinterTests {
    private let linter = Linter(catalog: testCatalog)

    @Test func navbarFileWithSeveralBars() {
        let spec = "app: Mail\ntitle: Mailboxes\n---\n# second bar\nback: Mail\n"
        #expect(summary(linter.lint(path: "a.navbar", bytes: Array(spec.utf8))) == """
            a.navbar:2:1 XT001
            a.navbar:5:1 XT002
            a.navbar:5:1 XT003
            """)
    }

    @Test func oneReadGivesTheFindingsAndTheBarsTwoReadsGive() {
        let spec = "app: Mail\ntitle: Mailboxes\n---\n# second bar\nback: Mail\n"
        let (report, bars) = linter.lintKeepingBars(path: "a.navbar", bytes: Array(spec.utf8))
        #expect(report == linter.lint(path: "a.navbar", bytes: Array(spec.utf8)))
        let alone = linter.bars(path: "a.navbar", bytes: Array(spec.utf8))
        #expect(bars.bars.map(\.bar) == alone.bars.map(\.bar))
        #expect(bars.bars.map(\.bar.title) == [.known("Mailboxes"), .known(nil)])
    }

    @Test func specErrorsAreProblems() {
        let report = linter.lint(path: "a.navbar", bytes: Array("tittle: x\n".utf8))
        #expect(report.findings == [])
        #expect(report.problems.map(\.description) == [#"a.navbar:1:1: error: unknown key "tittle"; did you mean "title"?"#])
    }

    @Test func utf16FilesAreAskedToBeSavedAsUTF8() {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "title: Inbox\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(summary(linter.lint(path: "bar.navbar", bytes: utf16)) == "bar.navbar:1:1: error: file is UTF-16 text; save it as UTF-8")
        let noMark = Array(utf16.dropFirst(2))
        #expect(summary(linter.lint(path: "bar.navbar", bytes: noMark)) == "bar.navbar:1:1: error: file is UTF-16 text; save it as UTF-8")
    }

    @Test func binaryAndHugeFilesAreRefused() {
        #expect(summary(linter.lint(path: "logo.navbar", bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0x1A])) ==
            "logo.navbar:1:1: error: binary file (it contains NUL bytes); navlint reads .navbar text files")
        let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024 + 1)
        #expect(summary(linter.lint(path: "huge.json", bytes: huge)) ==
            "huge.json:1:1: error: file is larger than 10 MB; navlint reads JSON files up to 10 MB")
    }

    @Test func foldersAreWalkedInOrderAndHiddenOnesSkipped() {
        var disk = MemoryFileSystem([
            "specs/b.navbar": "title: Mailboxes\napp: M\n",
            "specs/a.json": #"{"bars": [{"title": "Settings", "app": "M"}]}"#,
            "specs/sub/c.navbar": "app: M\nback: Inbox\n",
            "specs/notes.txt": "title: ignored because not a spec\n",
            "specs/.hidden/d.navbar": "back: x\n",
            "specs/.e.navbar": "back: x\n",
            "other.navbar": "app: M\ntitle: Mailboxes\n",
        ])
        disk.add("specs/loop", .link("specs"))
        disk.add("specs/sub/up", .link("specs/sub"))
        let report = linter.lint(paths: ["specs", "other.navbar", "specs/b.navbar"], on: disk)
        #expect(summary(report) == """
            specs/a.json:1:12 XT001
            specs/b.navbar:1:1 XT001
            specs/sub/c.navbar:2:1 XT003
            other.navbar:2:1 XT001
            """)
        #expect(report.fileCount == 4)
    }

    /// A plain Xcode tree: of its JSON only the specs are read, asset catalogs and the project
    /// bundle are not walked, and every property list names the app, whatever its name.
    @Test func anXcodeTreeIsReadForBarsAndForFactsOnly() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Mail</string></dict></plist>
            """
        let disk = MemoryFileSystem([
            "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{"images": []}"#,
            "App/Assets.xcassets/Symbols.symbolset/x.navbar": "not: read\n",
            "App/MyApp-Info.plist": plist,
            "App/Info-Debug.plist": "<plist version=\"1.0\"><dict/></plist>",
            "App/api-fixture.json": #"{"items": [1, 2]}"#,
            "App/broken.json": "{\"items\": [1,",
            "App/specs/inbox.navbar.json": #"{"bars": [{"title": "Mailboxes"}]}"#,
            "App/specs/settings.json": #"{"$schema": "https://navdocs.dev/bar.schema.json", "bars": [{"back": "Inbox"}]}"#,
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; }\n",
            "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": "<Workspace/>",
            "App.xcworkspace/xcshareddata/swiftpm/Package.resolved": #"{"pins": []}"#,
            "Frameworks/Kit.xcframework/Info.plist": plist,
            "Frameworks/Kit.xcframework/ios-arm64/Kit.framework/x.navbar": "not: read\n",
        ])
        let report = linter.lint(paths: ["."], on: disk)
        // Neither spec lacks an app: MyApp-Info.plist names it for the folder below it.
        #expect(summary(report) == """
            App/specs/inbox.navbar.json:1:12 XT001
            App/specs/settings.json:1:62 XT003
            """)
        #expect(report.fileCount == 2)
        #expect(report.exitCode(failOn: .never) == 0)
    }

    /// What navlint writes as JSON, saved in the folder it linted, is not taken for a spec next time.
    @Test func navlintsOwnJSONOutputIsNotASpec() {
        var disk = MemoryFileSystem(["App/inbox.navbar": "title: Mailboxes\n"])
        let runner = CommandRunner(fileSystem: disk, environment: [:], catalog: testCatalog)
        let findings = runner.run(["--format", "json", "App"])
        let bars = runner.run(["bars", "--format", "json", "App"])
        #expect(findings.exitCode == 1 && bars.exitCode == 0)
        disk.add("App/findings.json", .file(Array(findings.stdout.utf8)))
        disk.add("App/bars.json", .file(Array(bars.stdout.utf8)))
        let again = linter.lint(paths: ["App"], on: disk)
        #expect(again.problems == [])
        #expect(again.fileCount == 1)
    }

    /// Named on the command line, any JSON is read as a spec and a plist is still only a plist.
    @Test func namedFilesAreReadByTheirEnding() {
        let disk = MemoryFileSystem([
            "Contents.json": #"{"images": []}"#,
            "MyApp-Info.plist": "<plist version=\"1.0\"><dict/></plist>",
        ])
        let report = linter.lint(paths: ["Contents.json", "MyApp-Info.plist"], on: disk)
        #expect(summary(report) == #"Contents.json:1:2: error: unknown key "images"; the file holds {"bars": [...]}"#)
        #expect(report.fileCount == 1)
    }

    @Test func aWalkTakesJSONWhoseFirstMemberIsBars() {
        let spec = JSONBarReader()
        for (text, taken) in [
            (#"{"bars": []}"#, true),
            ("\u{FEFF}\n  {\n  \"bars\" : []}", true),
            (#"{"$schema": "x\"y", "bars": []}"#, true),
            (#"{"$schema": "x"}"#, false),
            (#"{"images": [], "bars": []}"#, false),
            (#"[{"bars": []}]"#, false),
            ("", false),
            (#"{"bars""#, false),
        ] {
            let disk = MemoryFileSystem(["a.json": text])
            #expect(spec.takesFoundFile("a.json", from: disk) == taken, "\(text)")
        }
        #expect(spec.takesFoundFile("a.navbar.json", from: MemoryFileSystem(["a.navbar.json": "{"])))
    }

    @Test func currentFolderPathsHaveNoDotPrefix() {
        let disk = MemoryFileSystem(["a.navbar": "app: M\ntitle: Mailboxes\n"])
        #expect(summary(linter.lint(paths: [".", "a.navbar"], on: disk)) == "a.navbar:2:1 XT001")
    }

    @Test func unreadablePathsAreProblems() {
        var disk = MemoryFileSystem(["ok.navbar": "app: M\ntitle: Inbox\n"])
        disk.add("specs/locked.navbar", .unreadable("Permission denied"))
        disk.add("specs/dangling.navbar", .link("nowhere"))
        disk.add("specs/dangling.txt", .link("nowhere"))
        let report = linter.lint(paths: ["missing", "ok.navbar", "specs"], on: disk)
        #expect(summary(report) == """
            missing: error: cannot read: No such file or directory
            specs/dangling.navbar: error: cannot read: No such file or directory
            specs/locked.navbar: error: cannot read: Permission denied
            """)
        #expect(report.exitCode(failOn: .never) == 2)
    }

    @Test func thousandsOfFiles() {
        var files: [String: String] = [:]
        for n in 0..<3_000 { files["specs/\(n / 100)/bar\(n).navbar"] = "app: M\ntitle: Inbox\n" }
        files["specs/29/bar2999.navbar"] = "app: M\ntitle: Mailboxes\n"
        let report = linter.lint(paths: ["specs"], on: MemoryFileSystem(files))
        #expect(report.fileCount == 3_000)
        #expect(summary(report) == "specs/29/bar2999.navbar:2:1 XT001")
    }
}

@Suite struct ExitCodeTests {
    private func report(_ severities: [Severity], problems: Int = 0) -> LintReport {
        let rules = [Severity.warning: ShortTitleRule.description, .info: NeedsAppRule.description,
                     .error: NoBackRule.description]
        return LintReport(
            findings: severities.map { LintFinding(path: "a", finding: .test(rules[$0]!, "m", line: 1)) },
            problems: (0..<problems).map { _ in InputProblem(path: "b", message: "cannot read: x") })
    }

    @Test(arguments: [
        ([], FailOn.warning, Int32(0)),
        ([.info], .warning, 0),
        ([.info], .info, 1),
        ([.warning], .warning, 1),
        ([.warning], .error, 0),
        ([.error], .error, 1),
        ([.error, .warning], .never, 0),
        ([.info, .warning], .info, 1),
    ] as [([Severity], FailOn, Int32)])
    func findingsAgainstThreshold(severities: [Severity], failOn: FailOn, expected: Int32) {
        #expect(report(severities).exitCode(failOn: failOn) == expected)
    }

    @Test func problemsWinOverFindings() {
        #expect(report([.error], problems: 1).exitCode(failOn: .warning) == 2)
        #expect(report([], problems: 1).exitCode(failOn: .never) == 2)
    }
}

/// NB010's way out is a spec key, which means nothing in Swift or a storyboard: each format
/// is told what to write in it instead.
@Suite struct FindingWordingTests {
    private let finding = RuleCatalog.standard.check(try! NavbarSpec.parse("back: Notes\n", path: "a.navbar", catalog: .standard)[0])[0]

    @Test func eachFormatIsToldHowToRecordTheExemption() {
        #expect(finding.ruleID == "NB010")
        #expect(FindingWording.message(for: finding, path: "Notes/a.navbar", screen: nil) ==
            "bar has no title; add one that names the screen; if the content already names the screen, set title-redundant: yes")
        #expect(FindingWording.message(for: finding, path: "Notes/a.navbar.json", screen: nil) == finding.specMessage)
        #expect(FindingWording.message(for: finding, path: "Notes/NoteView.swift", screen: "NoteView") ==
            "bar has no title; add one that names the screen; if the content already names the screen, write // navlint:disable:next NB010 on the line above")
        #expect(FindingWording.message(for: finding, path: "Notes/Main.storyboard", screen: "NoteViewController (a1b-2c-3de)") ==
            #"bar has no title; add one that names the screen; if the content already names the screen, add an ignore entry with this file, screen "NoteViewController (a1b-2c-3de)" and rule NB010 to .navlint.yml"#)
    }

    /// "title-style: large" is a spec's word for the fix; Swift and storyboards get the words alone.
    @Test func specLinesOfTheFixAreShownToSpecsOnly() throws {
        let spec = "title: Inbox\nborder: hidden\n"
        let borderless = RuleCatalog.standard.check(try NavbarSpec.parse(spec, path: "a.navbar", catalog: .standard)[0])
        #expect(borderless.map(\.ruleID) == ["NB008"])
        #expect(FindingWording.message(for: borderless[0], path: "a.navbar", screen: nil) ==
            "border is hidden under a standard title; show the border, or use a large title (title-style: large)")
        for path in ["InboxView.swift", "Main.storyboard"] {
            #expect(FindingWording.message(for: borderless[0], path: path, screen: "Inbox") ==
                "border is hidden under a standard title; show the border, or use a large title")
        }
    }

    @Test func findingsWithoutAnExemptionKeepTheirMessage() throws {
        let long = RuleCatalog.standard.check(try NavbarSpec.parse("title: A title far too long for any bar\n", path: "a.navbar", catalog: .standard)[0])
        #expect(long.map(\.ruleID) == ["NB001"])
        #expect(FindingWording.message(for: long[0], path: "V.swift", screen: "V") == long[0].message)
    }
}

/// What an Xcode project in the tree tells the linter: the app's name and each file's platform.
@Suite struct XcodeProjectFactsTests {
    /// Notes (iPhone only, named in its build settings) builds `Notes/`; Notes Watch builds `Watch/`.
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, W);};
                PL = {isa = XCConfigurationList; buildConfigurations = (PR);};
                PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
                G = {isa = PBXGroup; children = (N, WG); sourceTree = "<group>";};
                N = {isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>";};
                WG = {isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>";};
                T = {isa = PBXNativeTarget; name = Notes; buildConfigurationList = TL; fileSystemSynchronizedGroups = (N);
                     productType = "com.apple.product-type.application";};
                TL = {isa = XCConfigurationList; buildConfigurations = (TR);};
                TR = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                     INFOPLIST_KEY_CFBundleDisplayName = "Quick Notes"; PRODUCT_NAME = "$(TARGET_NAME)"; TARGETED_DEVICE_FAMILY = 1;};};
                W = {isa = PBXNativeTarget; name = "Notes Watch"; buildConfigurationList = WL; fileSystemSynchronizedGroups = (WG);
                     productType = "com.apple.product-type.application";};
                WL = {isa = XCConfigurationList; buildConfigurations = (WR);};
                WR = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = watchos;};};
            };
            rootObject = P;
        }
        """

    /// A universal storyboard's split view, whose platform the storyboard leaves open.
    static func storyboard(title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="split">
            <scenes><scene sceneID="s"><objects>
                <splitViewController allowDoubleColumnStyle="YES" id="split" sceneMemberID="viewController">
                    <connections><segue destination="home" kind="relationship" relationship="masterViewController" id="g"/></connections>
                </splitViewController>
                <viewController id="home" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="\(title)" id="i"/>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// The iPhone-only target makes the split view's platform known: it collapses into one stack.
    @Test func theProjectNamesTheAppAndTheDeviceAndSkipsTheWatch() {
        let tree = MemoryFileSystem([
            "App/Notes.xcodeproj/project.pbxproj": Self.project,
            "App/Notes/Base.lproj/Main.storyboard": Self.storyboard(title: "Quick Notes"),
            "App/Watch/Interface.storyboard": Self.storyboard(title: "Watch"),
        ])
        let bars = Linter().bars(paths: ["App"], on: tree)
        #expect(bars.bars.map { "\($0.path) app=\($0.bar.app ?? "-") platform=\($0.bar.platform.value?.rawValue ?? "?")" } == [
            "App/Notes/Base.lproj/Main.storyboard app=Quick Notes platform=iphone",
        ])
        #expect(bars.notes.map(\.description) == [
            "App/Notes.xcodeproj/project.pbxproj:1:1: note: the watchOS target \"Notes Watch\" (1 file) has no iOS navigation bars; nothing to check",
        ])
        let report = Linter().lint(paths: ["App"], on: tree)
        #expect(report.findings.map(\.finding.ruleID) == ["NB002"])
        #expect(report.problems.isEmpty)
    }

    /// A pre-commit hook names the files it lints: the project above them still says what they are.
    @Test func aFileNamedAloneHasItsProjectsFacts() {
        let tree = MemoryFileSystem([
            "App/Notes.xcodeproj/project.pbxproj": Self.project,
            "App/Notes/Base.lproj/Main.storyboard": Self.storyboard(title: "Quick Notes"),
            "App/Watch/Interface.storyboard": Self.storyboard(title: "Watch"),
        ])
        let report = Linter().lint(paths: ["App/Notes/Base.lproj/Main.storyboard", "App/Watch/Interface.storyboard"], on: tree)
        #expect(report.findings.map { "\($0.path) \($0.finding.ruleID)" } == ["App/Notes/Base.lproj/Main.storyboard NB002"])
        #expect(report.notes.map(\.description) == [
            "App/Notes.xcodeproj/project.pbxproj:1:1: note: the watchOS target \"Notes Watch\" (1 file) has no iOS navigation bars; nothing to check",
        ])
    }

    @Test func aMalformedProjectFileIsALocatedProblem() {
        let tree = MemoryFileSystem(["App/Notes.xcodeproj/project.pbxproj": "{ objects = { P = {isa = PBXProject} }; }"])
        #expect(Linter().lint(paths: ["App"], on: tree).problems.map(\.description) == [
            "App/Notes.xcodeproj/project.pbxproj:1:36: error: expected \";\" after the value of \"isa\", found \"}\"",
        ])
    }
}
