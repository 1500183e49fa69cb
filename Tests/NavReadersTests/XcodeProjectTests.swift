import Foundation
import Testing
import NavBase
@testable import NavReaders
import NavRules
import NavTestSupport

/// The OpenStep property list syntax `project.pbxproj` is written in: what it reads, and the
/// located error for what it cannot.
@Suite struct OpenStepPlistTests {
    private func parse(_ text: String) throws(Diagnostic) -> PlistValue {
        try OpenStepPlistParser.parse(Array(text.utf8), path: "p.pbxproj")
    }

    @Test func readsDictionariesArraysStringsCommentsAndData() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
                name = "Soup \\"Chef\\"\\n\\U00e9\\101"; /* a comment */
                words = ( a, "b c", "$(inherited)", ); // a trailing comma is allowed
                nested = { key = value; };
                data = <0fBD 10>;
                "quoted key" = 'single';
                path = ../Shared/App.swift;
            }
            """)
        #expect(value == .dictionary([
            "name": .string("Soup \"Chef\"\néA"),
            "words": .array([.string("a"), .string("b c"), .string("$(inherited)")]),
            "nested": .dictionary(["key": .string("value")]),
            "data": .data([0x0F, 0xBD, 0x10]),
            "quoted key": .string("single"),
            "path": .string("../Shared/App.swift"),
        ]))
    }

    @Test func surrogatePairsAndRawUTF8AreText() throws {
        #expect(try parse(#"{ a = "\UD83D\UDC26"; b = "Home Assistant Δ"; }"#)
            == .dictionary(["a": .string("🐦"), "b": .string("Home Assistant Δ")]))
    }

    @Test(arguments: [
        ("{ a = b }", "p.pbxproj:1:9: error: expected \";\" after the value of \"a\", found \"}\""),
        ("{ a = b;\n  c d; }", "p.pbxproj:2:5: error: expected \"=\" after the key \"c\", found \"d\""),
        ("{ a = \"open; }", "p.pbxproj:1:7: error: the quoted string is not closed"),
        ("{ a = b; /* never closed", "p.pbxproj:1:10: error: the comment /* is not closed"),
        ("{ a = (b c); }", "p.pbxproj:1:10: error: expected \",\" or \")\" after an array element, found \"c\""),
        ("{ a = b;", "p.pbxproj:1:9: error: the file ends inside the property list; it may be truncated"),
        ("{ a = b; } }", "p.pbxproj:1:12: error: text after the end of the property list"),
        ("{ = b; }", "p.pbxproj:1:3: error: expected a key or \"}\", found \"=\""),
        ("{ a = <0g>; }", "p.pbxproj:1:9: error: data <…> holds only hexadecimal digits and spaces"),
        ("", "p.pbxproj:1:1: error: the file ends inside the property list; it may be truncated"),
    ])
    func malformedTextIsALocatedError(text: String, expected: String) {
        #expect(throws: Diagnostic.self) { try parse(text) }
        do { _ = try parse(text) } catch { #expect(error.description == expected) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        do { _ = try parse(text); Issue.record("parsed") } catch {
            #expect(error.description == "p.pbxproj:1:201: error: nesting deeper than 200 levels")
        }
    }

    /// Any bytes at all: a value or a located error, never a trap.
    @Test func damagedProjectFilesNeverCrashTheReader() throws {
        let original = try Array(Data(contentsOf: XcodeFixtures.url("weiran-Hackers/Hackers.xcodeproj/project.pbxproj")))
        var random = SeededRandom(for: "damagedProjectFilesNeverCrashTheReader")
        let alphabet = Array("{}();=,\"'\\/*<>a0 \n".utf8) + [0xC3, 0xFF]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + random.next(8)) {
                let at = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes[at] = alphabet[random.next(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes = Array(bytes[..<at])
                }
                if bytes.isEmpty { break }
            }
            do {
                _ = try XcodeProject.read(bytes, path: "p.pbxproj")
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1, "seed \(random.seed)")
                #expect(error.path == "p.pbxproj")
            }
        }
    }
}

enum XcodeFixtures {
    static let folder = SharedMaterial.repository.appendingPathComponent("Tests/Fixtures/Xcode")

    static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    static func project(_ path: String) throws -> XcodeProject {
        try XcodeProject.read(Array(Data(contentsOf: url(path))), path: path)
    }

    /// One line per target, in the project's order, for a test to compare whole.
    static func describe(_ project: XcodeProject) -> String {
        project.targets.map { target in
            var facts = ["\"\(target.name)\" \(target.productType ?? "?")"]
            facts.append("PRODUCT_NAME \(target.productName.map { "\"\($0)\"" } ?? "?")")
            if let name = target.displayName { facts.append("display name \"\(name)\"") }
            if let plist = target.infoPlistFile { facts.append("Info.plist \(plist)") }
            facts.append("SDK \(target.sdk ?? "?")")
            let platforms = target.platforms.map { $0.sorted().map(\.rawValue).joined(separator: " ") } ?? "?"
            facts.append("platforms \(platforms)")
            facts.append("devices \(target.deviceFamilies.map { $0.map(String.init).joined(separator: ",") } ?? "?")")
            if let catalyst = target.supportsMacCatalyst { facts.append("Mac Catalyst \(catalyst ? "yes" : "no")") }
            return facts.joined(separator: "; ")
        }.joined(separator: "\n")
    }
}

/// Real project files of four Xcode eras (see Tests/Fixtures/Xcode/SOURCES.md): each
/// target's facts, and the app and platform of files in their trees.
@Suite struct XcodeProjectTests {
    /// The fixture folder as a tree, so that `.xcconfig` files and Info.plists are found.
    static func tree() -> MemoryFileSystem {
        var files = MemoryFileSystem()
        let root = XcodeFixtures.folder.path
        for case let path as String in FileManager.default.enumerator(atPath: root)! where !path.hasSuffix(".md") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files.add(path, .file(Array(FileManager.default.contents(atPath: root + "/" + path)!)))
        }
        return files
    }

    static let projects: XcodeProjects = {
        let tree = Self.tree()
        let paths = tree.nodes.keys.filter { $0.hasSuffix("/project.pbxproj") }.sorted()
        let (projects, problems) = XcodeProjects.read(paths, from: tree)
        precondition(problems.diagnostics.isEmpty && problems.unreadable.isEmpty, "\(problems)")
        return projects
    }()

    static func project(_ folder: String) -> XcodeProject {
        projects.projects.first { $0.folder == folder }!
    }

    @Test func anOldProjectNamesItsProductAndItsInfoPlist() {
        #expect(XcodeFixtures.describe(Self.project("ooper-shlab-CoreDataBooks1.5-Swift")) == """
            "CoreDataBooks" application; PRODUCT_NAME "CoreDataBooks"; Info.plist ooper-shlab-CoreDataBooks1.5-Swift/Info.plist; SDK iphoneos; platforms iOS; devices ?
            """)
    }

    @Test func aWatchAppsTargetsAreWatchOSAndTheXcconfigIsRead() {
        #expect(XcodeFixtures.describe(Self.project("artemnovichkov-wwdc20-samplecode/SpeedySloth")) == """
            "SpeedySloth" application.watchapp2-container; PRODUCT_NAME "SpeedySloth"; SDK iphoneos; platforms iOS; devices ?
            "SpeedySloth WatchKit App" application.watchapp2; PRODUCT_NAME "SpeedySloth WatchKit App"; Info.plist artemnovichkov-wwdc20-samplecode/SpeedySloth/SpeedySloth WatchKit App/Info.plist; SDK watchos; platforms watchOS; devices 4
            "SpeedySloth WatchKit Extension" watchkit2-extension; PRODUCT_NAME "SpeedySloth WatchKit Extension"; Info.plist artemnovichkov-wwdc20-samplecode/SpeedySloth/SpeedySloth WatchKit Extension/Supporting Files/Info.plist; SDK watchos; platforms watchOS; devices 4
            """)
    }

    @Test func aMultiplatformProjectSaysItsPlatformsAndDisplayName() {
        #expect(XcodeFixtures.describe(Self.project("apple-sample-food-truck")) == """
            "Food Truck" application; PRODUCT_NAME "Food Truck"; display name "Food Truck"; Info.plist apple-sample-food-truck/App/Food-Truck-Info.plist; SDK auto; platforms iOS macOS; devices 1,2
            "Food Truck All" application; PRODUCT_NAME "Food Truck All"; display name "Food Truck"; Info.plist apple-sample-food-truck/App/Food-Truck-All-Info.plist; SDK auto; platforms iOS macOS; devices 1,2
            "Widgets" app-extension; PRODUCT_NAME "Widgets"; display name "Widgets"; Info.plist apple-sample-food-truck/Widgets/Info.plist; SDK iphoneos; platforms iOS macOS; devices 1,2,4; Mac Catalyst no
            """)
    }

    @Test func aSynchronizedFolderProjectBuildsWhatItsFoldersHold() {
        #expect(XcodeFixtures.describe(Self.project("weiran-Hackers")) == """
            "Hackers" application; PRODUCT_NAME "Hackers"; Info.plist weiran-Hackers/App/Supporting Files/Hackers-Info.plist; SDK iphoneos; platforms iOS; devices 1,2
            "HackersActionExtension" app-extension; PRODUCT_NAME "HackersActionExtension"; Info.plist weiran-Hackers/Extensions/HackersActionExtension/Info.plist; SDK iphoneos; platforms iOS; devices 1,2
            "HackersUITests" bundle.ui-testing; PRODUCT_NAME "HackersUITests"; SDK iphoneos; platforms iOS; devices 1,2
            """)
    }

    /// File → its targets, its app's name, its note.
    @Test(arguments: [
        // Listed in a variant group; the Info.plist names it `${PRODUCT_NAME}`.
        ("ooper-shlab-CoreDataBooks1.5-Swift/en.lproj/MainStoryboard.storyboard", "CoreDataBooks", "CoreDataBooks", nil),
        // The folder of an app target and the folder of an extension; a package beside them.
        ("weiran-Hackers/App/ContentView.swift", "Hackers", "Hackers", nil),
        ("weiran-Hackers/Extensions/HackersActionExtension/ActionView.swift", "HackersActionExtension", "Hackers", nil),
        ("weiran-Hackers/Domain/Sources/Domain/Post.swift", "Hackers", "Hackers", nil),
        ("weiran-Hackers/HackersUITests/HackersUITests.swift", "HackersUITests", "Hackers", nil),
        // Two apps share the file and the display name.
        ("apple-sample-food-truck/App/Donut/DonutEditor.swift", "Food Truck, Food Truck All", "Food Truck", nil),
        // Nothing of the watch extension is for iOS, and no app of the project is.
        ("artemnovichkov-wwdc20-samplecode/SpeedySloth/SpeedySloth WatchKit Extension/WorkoutView.swift",
         "SpeedySloth WatchKit Extension", nil,
         "the watchOS target \"SpeedySloth WatchKit Extension\" (1 file) has no iOS navigation bars; nothing to check"),
        // Outside every project.
        ("Elsewhere/View.swift", "", nil, nil),
    ] as [(String, String, String?, String?)])
    func aFileBelongsToTheTargetsThatBuildIt(path: String, targets: String, app: String?, note: String?) {
        #expect(Self.projects.targets(for: path).map(\.name).joined(separator: ", ") == targets)
        #expect(Self.projects.appName(for: path) == app)
        let skipped = Self.projects.withoutIOSBars([path])
        #expect(skipped.files == (note == nil ? [] : [path]))
        #expect(skipped.notes.map(\.message) == (note.map { [$0] } ?? []))
    }

    @Test func anInfoPlistThatNamesABuildSettingGivesNoName() throws {
        let plist = try Array(Data(contentsOf: XcodeFixtures.url("ooper-shlab-CoreDataBooks1.5-Swift/Info.plist")))
        #expect(InfoPlist.appName(fromPlist: plist) == nil)
    }

    // MARK: Settings, in the smallest project that has them

    /// A project with one target, `Notes`, building `App/Main.storyboard`; `target` and
    /// `project` are the Release build settings, `debug` the target's Debug ones.
    static func pbxproj(target: String, project: String = "", debug: String = "", targetBase: String = "",
                        type: String = "application") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, );};
                PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release;};
                PD = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug;};
                PR = {isa = XCBuildConfiguration; buildSettings = {\(project)}; name = Release;};
                G = {isa = PBXGroup; children = (A, X); sourceTree = "<group>";};
                A = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>";};
                F = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>";};
                X = {isa = PBXFileReference; path = Notes.xcconfig; sourceTree = "<group>";};
                T = {isa = PBXNativeTarget; name = Notes; buildConfigurationList = TL; buildPhases = (R);
                     productType = "com.apple.product-type.\(type)";};
                R = {isa = PBXResourcesBuildPhase; files = (B);};
                B = {isa = PBXBuildFile; fileRef = F;};
                TL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); defaultConfigurationName = Release;};
                TD = {isa = XCBuildConfiguration; buildSettings = {\(debug)}; name = Debug;};
                TR = {isa = XCBuildConfiguration; \(targetBase) buildSettings = {\(target)}; name = Release;};
            };
            rootObject = P;
        }
        """
    }

    private func describe(_ text: String, files: [String: String] = [:]) throws -> String {
        var tree = MemoryFileSystem(files)
        tree.add("Notes.xcodeproj/project.pbxproj", .file(Array(text.utf8)))
        return XcodeFixtures.describe(try XcodeProject.read(Array(text.utf8), path: "Notes.xcodeproj/project.pbxproj", files: tree))
    }

    @Test(arguments: [
        ("PRODUCT_NAME = \"$(TARGET_NAME)\"; SDKROOT = iphoneos;",
         "\"Notes\" application; PRODUCT_NAME \"Notes\"; SDK iphoneos; platforms iOS; devices ?"),
        ("PRODUCT_NAME = \"${TARGET_NAME} Pro\"; INFOPLIST_KEY_CFBundleDisplayName = \"$(PRODUCT_NAME)\";",
         "\"Notes\" application; PRODUCT_NAME \"Notes Pro\"; display name \"Notes Pro\"; SDK ?; platforms ?; devices ?"),
        // Only a build knows these.
        ("PRODUCT_NAME = \"$(TARGET_NAME:c99extidentifier)\"; INFOPLIST_KEY_CFBundleDisplayName = \"$(APP_NAME)\";",
         "\"Notes\" application; PRODUCT_NAME ?; SDK ?; platforms ?; devices ?"),
        // A setting that names another is expanded as Xcode expands it; a loop never ends, so it is unknown.
        ("APP_NAME = Notes; APP_DISPLAY_NAME = \"${APP_NAME} Pro\"; PRODUCT_NAME = \"$(APP_NAME)\"; INFOPLIST_KEY_CFBundleDisplayName = \"$(APP_DISPLAY_NAME)\"; SDKROOT = \"$(A)\"; A = \"$(B)\"; B = \"$(A)\";",
         "\"Notes\" application; PRODUCT_NAME \"Notes\"; display name \"Notes Pro\"; SDK ?; platforms ?; devices ?"),
        ("SDKROOT = iphoneos; \"SDKROOT[arch=*]\" = macosx; SUPPORTED_PLATFORMS = \"xros xrsimulator\"; TARGETED_DEVICE_FAMILY = 7;",
         "\"Notes\" application; PRODUCT_NAME ?; SDK ?; platforms visionOS; devices 7"),
        ("SDKROOT = auto; SUPPORTS_MACCATALYST = YES; TARGETED_DEVICE_FAMILY = \"1,2,6\";",
         "\"Notes\" application; PRODUCT_NAME ?; SDK auto; platforms ?; devices 1,2,6; Mac Catalyst yes"),
    ])
    func settingsAreReadWhereTheyAreLiteral(settings: String, expected: String) throws {
        #expect(try describe(Self.pbxproj(target: settings)) == expected)
    }

    @Test func theTargetsSettingsWinOverTheProjectsAndReleaseOverDebug() throws {
        let text = Self.pbxproj(target: "PRODUCT_NAME = Notes;", project: "PRODUCT_NAME = Project; SDKROOT = appletvos;",
                                debug: "PRODUCT_NAME = \"Notes Δ\";")
        #expect(try describe(text) == "\"Notes\" application; PRODUCT_NAME \"Notes\"; SDK appletvos; platforms tvOS; devices ?")
    }

    @Test func anXcconfigSitsBetweenTheTargetAndTheProject() throws {
        let text = Self.pbxproj(target: "", project: "PRODUCT_NAME = Project; SDKROOT = iphoneos;",
                                targetBase: "baseConfigurationReference = X;")
        #expect(try describe(text) == "\"Notes\" application; PRODUCT_NAME ?; SDK ?; platforms ?; devices ?")
        let config = """
            // Shared settings
            #include? "Missing.xcconfig"
            PRODUCT_NAME = Notes from a file // named here
            SDKROOT[sdk=macosx*] = macosx
            """
        #expect(try describe(text, files: ["Notes.xcconfig": config])
            == "\"Notes\" application; PRODUCT_NAME \"Notes from a file\"; SDK ?; platforms ?; devices ?")
    }

    @Test func anAppsNameAndDeviceComeFromItsSettings() throws {
        let text = Self.pbxproj(target: "PRODUCT_NAME = Notes; SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1;")
        let tree = MemoryFileSystem(["Notes.xcodeproj/project.pbxproj": text])
        let projects = XcodeProjects.read(["Notes.xcodeproj/project.pbxproj"], from: tree).projects
        #expect(projects.appName(for: "App/Main.storyboard") == "Notes")
        #expect(projects.device(for: "App/Main.storyboard") == .iphone)
        #expect(projects.withoutIOSBars(["App/Main.storyboard"]).files.isEmpty)
        for (families, device) in [("\"2,6\"", Platform.ipad), ("\"1,2\"", nil), ("\"1,7\"", .iphone)] as [(String, Platform?)] {
            let text = Self.pbxproj(target: "SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = \(families);")
            let read = XcodeProjects.read(["Notes.xcodeproj/project.pbxproj"], from: MemoryFileSystem(["Notes.xcodeproj/project.pbxproj": text]))
            #expect(read.projects.device(for: "App/Main.storyboard") == device, "\(families)")
        }
        let tv = XcodeProjects.read(["Notes.xcodeproj/project.pbxproj"], from: MemoryFileSystem([
            "Notes.xcodeproj/project.pbxproj": Self.pbxproj(target: "PRODUCT_NAME = Notes; SDKROOT = appletvos;")])).projects
        // A package beside the app is the only app's too.
        let skipped = tv.withoutIOSBars(["App/Main.storyboard", "App/Other.swift", "Kit/Sources/Kit/Row.swift"])
        #expect(skipped.files == ["App/Main.storyboard", "App/Other.swift", "Kit/Sources/Kit/Row.swift"])
        #expect(skipped.notes.map(\.description) == [
            "Notes.xcodeproj/project.pbxproj:1:1: note: the tvOS target \"Notes\" (3 files) has no iOS navigation bars; nothing to check",
        ])
    }

    /// The nearest folder above each path that holds a project; never above the current folder.
    @Test func theProjectAboveAFileIsFound() {
        let tree = MemoryFileSystem([
            "Notes.xcodeproj/project.pbxproj": "{}",
            "Notes/Kit/Kit.xcodeproj/project.pbxproj": "{}",
            "Notes/Kit/Sources/Row.swift": "",
            "Notes/App/Views/List.swift": "",
            "Other/View.swift": "",
        ])
        #expect(XcodeProjects.enclosingProjectFiles(of: ["Notes/Kit/Sources/Row.swift", "Notes/App/Views/List.swift"], in: tree)
            == ["Notes.xcodeproj/project.pbxproj", "Notes/Kit/Kit.xcodeproj/project.pbxproj"])
        #expect(XcodeProjects.enclosingProjectFiles(of: ["Other"], in: tree) == ["Notes.xcodeproj/project.pbxproj"])
        #expect(XcodeProjects.enclosingProjectFiles(of: ["Other/View.swift"], in: MemoryFileSystem(["Other/View.swift": ""])) == [])
    }

    @Test(arguments: [
        ("{ archiveVersion = 1; objects = {}; }",
         "p/project.pbxproj:1:1: note: not an Xcode project file (no \"objects\" and \"rootObject\" at the top level); nothing in it is used"),
        ("{ objects = { P = {isa = PBXGroup;}; }; rootObject = P; }",
         "p/project.pbxproj:1:1: note: \"rootObject\" names no PBXProject object; nothing in the file is used"),
        ("{\n  objects = {\n    P = {isa = PBXProject}\n", "p/project.pbxproj:3:26: error: expected \";\" after the value of \"isa\", found \"}\""),
        ("<?xml version=\"1.0\"?><plist><dict><key>objects</key></plist>", "p/project.pbxproj:1:61: error: malformed XML: Opening and ending tag mismatch: dict line 1 and plist"),
    ])
    func aProjectFileThatCannotBeReadIsALocatedErrorOrNote(text: String, expected: String) {
        let tree = MemoryFileSystem(["p/project.pbxproj": text])
        let problems = XcodeProjects.read(["p/project.pbxproj"], from: tree).problems
        #expect(problems.diagnostics.map(\.description).first?.hasPrefix(expected) == true, "\(problems.diagnostics)")
    }

    @Test func anXMLProjectFileIsReadToo() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>objects</key><dict>
                <key>P</key><dict><key>isa</key><string>PBXProject</string>
                  <key>targets</key><array><string>T</string></array></dict>
                <key>T</key><dict><key>isa</key><string>PBXNativeTarget</string><key>name</key><string>Notes</string>
                  <key>productType</key><string>com.apple.product-type.application</string></dict>
              </dict>
              <key>rootObject</key><string>P</string>
            </dict></plist>
            """
        let project = try XcodeProject.read(Array(xml.utf8), path: "Notes.xcodeproj/project.pbxproj")
        #expect(XcodeFixtures.describe(project) == "\"Notes\" application; PRODUCT_NAME ?; SDK ?; platforms ?; devices ?")
    }
}

/// `ProjectPaths.normalized` takes a path that is normal already as it is: the same answer
/// as taking every path apart.
@Suite struct ProjectPathsTests {
    @Test func aNormalPathIsKnownWithoutTakingItApart() {
        let paths = ["", "/", "a", "/a", "a/b.swift", "/a/b c/d.swift", "a/", "a//b", "//a", "./a", "a/.", "a/./b",
                     "a/..", "../a", "a/../b", "/..", "..", ".", ".a/b", "a/..b", "a/b../c", "a/.../b", "é/ü.swift"]
        for path in paths {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            }
            let plain = (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
            #expect(ProjectPaths.normalized(path) == plain, "\(path)")
            #expect(!ProjectPaths.isNormal(path) || plain == path, "\(path)")
        }
        #expect(ProjectPaths.isNormal("/a/b c/d.swift") && ProjectPaths.isNormal(".a/b") && !ProjectPaths.isNormal("a/./b"))
    }
}
