import Foundation
@testable import NavBase
@testable import NavDocs
@testable import NavDocsCommandLine
import NavDocsTestSupport
import NavRules
import Testing

/// One bad input from issue 8: what is put into a working site, and what `navdocs build`
/// must print (every located diagnostic, exactly) and return. When the build fails, the
/// site built before must be left byte for byte as it was.
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    /// Content files to add or replace (under content/), as bytes.
    var files: [String: [UInt8]] = [:]
    /// Anything else to do to the site folder first (symlinks, FIFOs, stray files).
    var prepare: @Sendable (DiskSite) throws -> Void = { _ in }
    var arguments: [String] = []
    var exit: Int32
    var diagnostics: [String]
    /// For builds that succeed: what the new site must contain (output path → text).
    var contains: [String: String] = [:]

    var testDescription: String { name }

    init(_ name: String, _ files: [String: String] = [:], bytes: [String: [UInt8]] = [:],
         prepare: @escaping @Sendable (DiskSite) throws -> Void = { _ in }, arguments: [String] = [],
         exit: Int32, _ diagnostics: [String], contains: [String: String] = [:]) {
        self.name = name
        self.files = files.mapValues { Array($0.utf8) }.merging(bytes) { _, new in new }
        self.prepare = prepare
        self.arguments = arguments
        self.exit = exit
        self.diagnostics = diagnostics
        self.contains = contains
    }
}

let badInputs: [BadInput] = [
    // Markdown
    BadInput("invalid UTF-8", bytes: ["guide/cafe.md": Array("# Café\n\nCaf".utf8) + [0xE9] + Array(" au lait\n".utf8)],
             exit: 1, ["content/guide/cafe.md:3:4: error: invalid UTF-8 byte 0xE9; save the file as UTF-8"]),
    BadInput("NUL byte", bytes: ["notes.md": Array("# Notes\n\nab".utf8) + [0] + Array("c\n".utf8)],
             exit: 1, ["content/notes.md:3:3: error: NUL byte in text; remove it"]),
    BadInput("50 MB page", bytes: ["big.md": Array(repeating: Array("All work and no play.\n".utf8), count: 50 << 20 / 22).flatMap { $0 }],
             exit: 1, ["content/big.md:1:1: error: page is 49 MB; pages are limited to 8 MB, split it"]),
    BadInput("10,000 nested block quotes", ["deep.md": "# Deep\n\n" + String(repeating: "> ", count: 10_000) + "down here\n"],
             exit: 1, ["content/deep.md:3:129: error: content is nested more than 64 levels deep; flatten the block quotes or lists"]),
    BadInput("10,000 nested list items", ["deep.md": "# Deep\n\n" + String(repeating: "- ", count: 10_000) + "item\n"],
             exit: 1, ["content/deep.md:3:65: error: content is nested more than 64 levels deep; flatten the block quotes or lists"]),
    BadInput("heading made only of symbols", ["sym.md": "# Symbols\n\n## !!!\n\n## ???\n\n## --- ***\n"],
             exit: 0, [], contains: ["sym.html": ##"<h2 id="section">!!! <a class="heading-anchor" href="#section">"##
                                              + #"<span class="visually-hidden">Link to this section</span>#</a></h2>"#
                                              + "\n" + #"<h2 id="section-1">???"#]),
    BadInput("duplicate headings", ["dup.md": "# Dup\n\n## Setup\n\n## Setup\n\n## Setup 2\n"],
             exit: 0, [], contains: ["dup.html": #"<h2 id="setup-1">Setup <a"#]),
    BadInput("empty file", ["empty.md": ""],
             exit: 0, ["content/empty.md:1:1: warning: page has no content"], contains: ["empty.html": "<title>empty</title>"]),
    BadInput("file that is only front matter", ["only.md": "---\ntitle: Only\n---\n"],
             exit: 0, ["content/only.md:4:1: warning: page has no content"], contains: ["only.html": "<title>Only</title>"]),

    // Front matter
    BadInput("unterminated front matter", ["open.md": "---\ntitle: Open\n\n# Open\n"],
             exit: 1, ["content/open.md:1:1: error: front matter is never closed; end it with a line \"---\""]),
    BadInput("tab in front matter", ["tab.md": "---\ntitle: Tab\n\torder: 1\n---\n# Tab\n"],
             exit: 1, ["content/tab.md:3:1: error: front matter: a tab cannot indent YAML; use spaces (found a tab character that violates indentation while scanning a plain scalar (started on line 2))"]),
    BadInput("duplicate front-matter key", ["dup.md": "---\ntitle: One\ntitle: Two\n---\n# Dup\n"],
             exit: 1, ["content/dup.md:3:1: error: front matter: duplicate key \"title\" (first on line 2)"]),
    BadInput("order: soon", ["soon.md": "---\norder: soon\n---\n# Soon\n"],
             exit: 1, ["content/soon.md:2:8: error: \"order\" must be a whole number, not \"soon\""]),
    BadInput("YAML anchors and aliases (billion laughs)",
             ["lol.md": "---\na: &a [lol, lol, lol]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n---\n# Lol\n"],
             exit: 1, ["content/lol.md:2:4: error: front matter: YAML anchors are not supported"]),
    BadInput("slug naming another folder", ["x.md": "---\nslug: ../../etc/x\n---\n# X\n\nText.\n"],
             exit: 1, ["content/x.md:2:7: error: slug \"../../etc/x\" must be letters, digits, \"-\" or \"_\"; it cannot name another folder"]),
    BadInput("alias leaving the site", ["x.md": "---\naliases: [../../etc/passwd]\n---\n# X\n\nText.\n"],
             exit: 1, ["content/x.md:2:11: error: alias \"../../etc/passwd\" must be a relative path inside the site"]),

    // Rules and examples
    BadInput("unknown rule ID in a link", ["r.md": "# R\n\nSee [the rule](rule:NB013).\n"],
             exit: 1, ["content/r.md:3:5: error: unknown rule \"NB013\"; did you mean \"NB003\"?"]),
    BadInput("unknown rule ID in a fence", ["r.md": "# R\n\n```navbar bad NB099\ntitle: Inbox\n```\n"],
             exit: 1, ["content/r.md:3:1: error: unknown rule \"NB099\" in example claim; did you mean \"NB009\"?"]),
    BadInput("bad fence with no ID", ["r.md": "# R\n\n```navbar bad\ntitle: Inbox\n```\n"],
             exit: 1, ["content/r.md:3:1: error: a bad example must list the rule IDs it triggers, e.g. \"navbar bad NB001\""]),
    BadInput("fence whose spec does not parse", ["r.md": "# R\n\n```navbar good\ntitle: Inbox\ntitle Inbox\n```\n"],
             exit: 1, ["content/r.md:5:1: error: line has no \":\"; expected \"key: value\""]),

    // File system
    BadInput("unreadable page: a FIFO where a file is expected (root-proof)", prepare: { site in
        try site.makeFIFO("content/pipe.md")
    }, exit: 1, ["content/pipe.md:1:1: error: cannot read file: not a regular file"]),
    BadInput("symlink loop", prepare: { site in
        try site.symlink("content/guide/again", to: "..")
        try site.symlink("content/self.md", to: "self.md")
    }, exit: 0, ["content/guide/again:1:1: warning: symlink loop; not followed",
                 "content/self.md:1:1: warning: broken symlink; skipped"]),
    BadInput("symlink pointing outside the content folder", prepare: { site in
        try site.write("elsewhere/secret.md", "# Secret\n")
        try site.symlink("content/secret.md", to: "../elsewhere/secret.md")
        try site.symlink("content/outside", to: "../elsewhere")
    }, exit: 0, ["content/outside:1:1: warning: symlink points outside the folder; not followed",
                 "content/secret.md:1:1: warning: symlink points outside the folder; not followed"]),
    BadInput("output folder equal to the content folder", arguments: ["--out", "CONTENT"],
             exit: 1, ["content:1:1: error: output folder \"content\" overlaps \"content\"; choose an output folder outside the content and theme folders"]),
    BadInput("output folder inside the content folder", arguments: ["--out", "CONTENT/site"],
             exit: 1, ["content/site:1:1: error: output folder \"content/site\" overlaps \"content\"; choose an output folder outside the content and theme folders"]),
    BadInput("output folder inside the theme folder", arguments: ["--out", "THEME/assets/site"],
             exit: 1, ["theme/assets/site:1:1: error: output folder \"theme/assets/site\" overlaps \"theme\"; choose an output folder outside the content and theme folders"]),
    BadInput("read-only output location: its parent is a file (root-proof)", prepare: { site in
        try site.write("plain.txt", "not a folder\n")
    }, arguments: ["--out", "ROOT/plain.txt/site"],
             exit: 1, ["plain.txt/site:1:1: error: cannot create the output folder: plain.txt is a file, not a folder"]),
    BadInput("output folder holding files navdocs did not write", prepare: { site in
        try site.write("mine/keep.txt", "precious\n")
    }, arguments: ["--out", "ROOT/mine"],
             exit: 1, ["mine:1:1: error: output folder \"mine\" has files navdocs did not write; empty it or choose another folder"]),
]

@Suite struct RobustnessTests {
    @Test(arguments: badInputs)
    func badInputGetsALocatedErrorAndTheSiteSurvives(_ row: BadInput) throws {
        let site = try DiskSite()
        let first = site.build()
        try #require(first.exit == 0, "the good site builds: \(first.err)")
        let before = site.snapshot()
        try #require(before["index.html"] != nil)

        for (name, bytes) in row.files { try site.write("content/" + name, bytes) }
        try row.prepare(site)
        let arguments = row.arguments.map {
            $0.replacingOccurrences(of: "CONTENT", with: site.path + "/content")
                .replacingOccurrences(of: "THEME", with: site.path + "/theme")
                .replacingOccurrences(of: "ROOT", with: site.path)
        }
        let result = site.build(arguments)

        #expect(result.exit == row.exit, "\(result.err)")
        #expect(diagnosticLines(result.err) == row.diagnostics)
        #expect(site.leftovers == [], "no staging or old copy is left beside the output")
        if row.exit == 0 {
            let after = site.snapshot()
            for (path, text) in row.contains {
                #expect(after[path].map { String(decoding: $0, as: UTF8.self).contains(text) } == true, "\(path) has \(text)")
            }
        } else {
            #expect(changes(from: before, to: site.snapshot()) == [], "the previous site is byte-identical")
            #expect(result.err.last?.contains("left as it was") == true, "\(result.err.last ?? "")")
        }
    }

    @Test func aConfigFileThatIsAFolderIsAUsageError() throws {
        let site = try DiskSite()
        try FileManager.default.createDirectory(atPath: site.path + "/conf.yml", withIntermediateDirectories: true)
        let console = CapturedConsole()
        let exit = NavDocsCommand.run(["build", "--config", site.path + "/conf.yml"], console: console.console)
        #expect(exit == 2)
        #expect(console.err == ["\(site.path)/conf.yml:1:1: error: cannot read the config file"])
    }

    // chmod does not stop root; the FIFO row above is the root-proof case.
    @Test(.enabled(if: getuid() != 0, "permissions do not apply to root"))
    func anUnreadablePageIsLocatedWhenPermissionsApply() throws {
        let site = try DiskSite(pages: ["index.md": "# Home\n", "secret.md": "# Secret\n"])
        chmod(site.path + "/content/secret.md", 0)
        let result = site.build()
        #expect(result.exit == 1)
        #expect(diagnosticLines(result.err) == ["content/secret.md:1:1: error: cannot read file: Permission denied"])
    }
}

extension DiskSite {
    func symlink(_ relative: String, to destination: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    func makeFIFO(_ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// The disk filling up mid-build: the real `SiteWriter` stages the first `room` files,
/// then every write fails as `write(2)` does on a full disk. The command's own steps
/// follow (build, then commit; discard on failure), so the old site must survive.
final class FullDiskSink: OutputSink, @unchecked Sendable {
    let writer: SiteWriter
    let room: Int
    private let lock = NSLock()
    private var written = 0

    init(_ writer: SiteWriter, room: Int) {
        self.writer = writer
        self.room = room
    }

    func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) {
        lock.lock()
        written += 1
        let full = written > room
        lock.unlock()
        if full {
            throw DiagnosticList([Diagnostic(path: "site/" + path, location: SourceLocation(line: 1, column: 1),
                                             message: "cannot write: No space left on device")])
        }
        try writer.write(path, bytes)
    }
}

@Suite struct RobustnessDiskFullTests {
    /// Room for no file, one, every page but one, and every file but the last.
    @Test(arguments: [0, 1, 12, -1])
    func theDiskFillingUpMidWriteLeavesThePreviousSite(room: Int) throws {
        let site = try DiskSite()
        try #require(site.build().exit == 0)
        let before = site.snapshot()
        try site.write("content/index.md", "# Home, rewritten\n\nA new page.\n")

        let writer = try SiteWriter(output: site.path + "/site", protecting: [site.path + "/content", site.path + "/theme"])
        let builder = SiteBuilder(content: DiskTree(root: site.path + "/content"), theme: DiskTree(root: site.path + "/theme"))
        let files = try builder.build(into: MemorySink()).filesWritten
        do {
            _ = try builder.build(into: FullDiskSink(writer, room: room >= 0 ? room : files - 1))
            try writer.commit()
            Issue.record("a full disk must fail the build")
        } catch let failure as BuildFailure {
            writer.discard()
            #expect([.render, .siteOutputs, .search].contains(failure.step))
            #expect(failure.diagnostics.allSatisfy { $0.message == "cannot write: No space left on device" })
        }
        #expect(changes(from: before, to: site.snapshot()) == [], "the previous site is byte-identical")
        #expect(site.leftovers == [])
    }
}
