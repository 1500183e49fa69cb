import Foundation
@testable import NavDocs
@testable import NavDocsCommandLine
import NavDocsTestSupport
import Testing

/// The default theme is part of the binary: a site needs no theme folder, and
/// `navdocs theme export` writes the theme out to start one.
@Suite struct BuiltInThemeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aSiteWithNoThemeFolderIsBuiltWithTheBuiltInTheme() throws {
        let run = try CommandRun()
        try run.write(["index.md": "# Field guide\n\nHello.\n", "guide.md": "# Guide\n\nText.\n"], under: "content")
        try run.write(["navdocs.yml": "content: content\noutput: public\n"], under: "")
        #expect(run.run(["build", "--config", run.path("navdocs.yml")]) == 0, "\(run.err)")
        let home = try String(contentsOfFile: run.path("public/index.html"), encoding: .utf8)
        #expect(home.contains(#"<link rel="stylesheet" href="assets/theme.css">"#))
        // No title set: the site is named after its first page, not after the tool.
        #expect(home.contains("<title>Field guide</title>"))
        #expect(FileManager.default.fileExists(atPath: run.path("public/assets/theme.css")))
    }

    @Test func aThemeNamedInTheConfigThatIsMissingIsStillAnError() throws {
        let run = try CommandRun()
        try run.write(["index.md": "# Home\n"], under: "content")
        try run.write(["navdocs.yml": "content: content\ntheme: mine\n"], under: "")
        #expect(run.run(["build", "--config", run.path("navdocs.yml")]) == 2)
        #expect(run.err.first?.hasPrefix("navdocs: theme folder \"") == true)
    }

    @Test func theBuiltInThemeIsTheRepositorysThemesDefault() throws {
        let folder = Self.repository.appendingPathComponent("themes/default")
        var onDisk: [String: String] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if exists && !isFolder.boolValue { onDisk[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
        }
        #expect(!onDisk.isEmpty)
        #expect(BuiltInTheme.tree.files.mapValues { String(decoding: $0, as: UTF8.self) } == onDisk)
    }

    @Test func exportWritesTheThemeAndNeverOverAnAuthorsFiles() throws {
        let run = try CommandRun()
        #expect(run.run(["theme", "export", run.path("mytheme")]) == 0)
        let layout = try String(contentsOfFile: run.path("mytheme/templates/layout.mustache"), encoding: .utf8)
        #expect(Array(layout.utf8) == BuiltInTheme.tree.files["templates/layout.mustache"])
        #expect(run.run(["theme", "export", run.path("mytheme")]) == 1)
        #expect(run.err == [#"navdocs: theme folder "\#(run.path("mytheme"))" is not empty; export into a new or empty folder"#])
        #expect(run.run(["theme", "list"]) == 2)
    }
}

/// `navdocs build --help` and `serve --help` describe their own flags and list the config keys.
@Suite struct CommandHelpTests {
    @Test func eachCommandsHelpNamesItsFlagsAndEveryConfigKey() throws {
        let run = try CommandRun()
        for (command, flags) in [("build", ["--config", "--content", "--theme", "--out", "--base-url", "--incremental",
                                            "--strict", "--quiet", "--verbose"]),
                                 ("serve", ["--config", "--content", "--theme", "--host", "--port", "--open", "--strict",
                                            "--quiet", "--verbose"])] {
            #expect(run.run([command, "--help"]) == 0)
            let help = run.out.joined(separator: "\n")
            #expect(help.hasPrefix("usage: navdocs \(command) [options]"))
            for flag in flags { #expect(help.contains("  \(flag)"), "\(command) --help names \(flag)") }
            for key in SiteConfig.keys { #expect(help.contains(key), "\(command) --help lists \(key)") }
        }
        #expect(run.run(["build", "--help"]) == 0 && !run.out.joined().contains("--port"))
    }
}
