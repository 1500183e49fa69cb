import Foundation
@testable import NavBase
@testable import NavDocs
import NavDocsTestSupport
import NavRules
import NavSearch
import Testing

/// After every edit, an incremental build's folder must hold exactly the bytes
/// of a clean build of the same content.
@Suite struct IncrementalTests {
    final class Workspace {
        let root: URL
        var content: String { root.appendingPathComponent("content").path }
        var incremental: String { root.appendingPathComponent("site").path }
        var clean: String { root.appendingPathComponent("clean").path }

        init(_ pages: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-incremental-\(UUID().uuidString)")
            try write(Fixture.rulePages().merging(pages) { _, new in new })
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ files: [String: String]) throws {
            for (path, text) in files {
                let url = root.appendingPathComponent("content").appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: content + "/" + path) }

        func rename(_ from: String, _ to: String) throws {
            try FileManager.default.moveItem(atPath: content + "/" + from, toPath: content + "/" + to)
        }

        var builder: SiteBuilder { SiteBuilder(content: DiskTree(root: content), theme: Fixture.theme) }

        func cleanBuild() throws {
            let writer = try SiteWriter(output: clean, protecting: [content])
            _ = try builder.build(into: writer)   // the build's last step commits the writer
        }

        func files(_ folder: String) -> [String: Data] {
            var result: [String: Data] = [:]
            let base = URL(fileURLWithPath: folder)
            for case let path as String in FileManager.default.enumerator(atPath: folder)! {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    result[path] = FileManager.default.contents(atPath: base.appendingPathComponent(path).path)
                }
            }
            return result
        }

        /// Builds both ways and says how they differ; empty when they do not.
        func differences(using engine: IncrementalBuilder) throws -> (differences: [String], rendered: Int) {
            let summary = try engine.build(builder, output: incremental, protecting: [content])
            try cleanBuild()
            let (a, b) = (files(incremental), files(clean))
            let differences = Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }
            return (differences, summary.pagesRendered)
        }
    }

    static let startPages = [
        "index.md": "# Home\n\nSee [titles](guide/titles.md#long-titles) and `NB001`.\n",
        "guide/index.md": "---\norder: 1\n---\n# Guide\n\nThe guide.\n",
        "guide/titles.md": "---\norder: 1\n---\n# Titles\n\n## Long titles\n\nKeep them short ([rule](rule:NB001)).\n",
        "guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nBack buttons.\n\n```navbar good\ntitle: Inbox\n```\n",
        "guide/draft.md": "---\ndraft: true\n---\n# Draft\n",
        "images/bar.svg": "<svg/>",
    ]

    /// The edits, each followed by a comparison with a clean build.
    static let steps: [(String, @Sendable (Workspace) throws -> Void)] = [
        ("nothing changed", { _ in }),
        ("one page's text", { try $0.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nBack buttons, edited.\n"]) }),
        ("a title, shown in every page's navigation", { try $0.write(["guide/titles.md": "---\norder: 1\n---\n# Short titles\n\n## Long titles\n\nKeep them short ([rule](rule:NB001)).\n"]) }),
        ("a heading another page links to", { ws in
            try ws.write(["guide/titles.md": "---\norder: 1\n---\n# Short titles\n\n## Long titles\n\n## More\n\nKeep them short.\n"])
        }),
        ("a new page that references a rule", { try $0.write(["guide/new.md": "---\norder: 3\n---\n# New\n\nSee `NB003` and [buttons](buttons.md).\n"]) }),
        ("a page renamed", { try $0.rename("guide/new.md", "guide/renamed.md") }),
        ("a page deleted", { try $0.remove("guide/renamed.md") }),
        ("a draft published", { try $0.write(["guide/draft.md": "# Draft\n\nNow public.\n"]) }),
        ("an asset removed", { try $0.remove("images/bar.svg") }),
        ("a new section", { try $0.write(["faq/index.md": "# FAQ\n\nQuestions.\n", "faq/one.md": "# One\n\n[home](../index.md)\n"]) }),
        ("a rule page's example", { ws in
            var rules = Fixture.rulePages()
            let path = rules.keys.first { $0.hasPrefix("rules/NB002") }!
            rules[path]! += "\nMore about the rule.\n"
            try ws.write([path: rules[path]!])
        }),
        ("a section removed", { ws in try ws.remove("faq/one.md"); try ws.remove("faq/index.md") }),
    ]

    @Test func incrementalBuildsMatchCleanBuildsAcrossEdits() throws {
        let ws = try Workspace(Self.startPages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        // `serve` keeps one engine; `build --incremental` starts a new one each time from the cache file.
        let longLived = IncrementalBuilder(cacheFolder: cacheFolder + "-serve", persistent: false)
        let serveWS = try Workspace(Self.startPages)
        for (name, edit) in [("first build", { @Sendable (_: Workspace) in })] + Self.steps {
            try edit(ws)
            try edit(serveWS)
            let fromDisk = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
            #expect(fromDisk.differences == [], "build --incremental after: \(name)")
            let inMemory = try serveWS.differences(using: longLived)
            #expect(inMemory.differences == [], "serve after: \(name)")
        }
    }

    /// Each build keeps the site it replaced for the next to stage over, in memory (`serve`)
    /// as on disk; a build staging afresh would link every file of the site again.
    @Test func everyRebuildKeepsTheReplacedSiteToStageOver() throws {
        for persistent in [false, true] {
            let ws = try Workspace(Self.startPages)
            let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
            let engine = IncrementalBuilder(cacheFolder: cacheFolder, persistent: persistent)
            _ = try ws.differences(using: engine)
            for round in 0..<2 {
                try ws.write(["guide/buttons.md": "# Buttons\n\nEdited \(round).\n"])
                #expect(try ws.differences(using: engine).differences == [])
                #expect(FileManager.default.fileExists(atPath: cacheFolder + "/spare/guide/buttons.html"),
                        "round \(round), persistent: \(persistent)")
            }
        }
    }

    @Test func editingOnePageRendersOnlyThatPage() throws {
        let ws = try Workspace(Self.startPages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        #expect(try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true)).rendered == 16)
        #expect(try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true)).rendered == 0)
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nEdited.\n"])
        let edited = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
        #expect(edited.differences == [])
        #expect(edited.rendered == 1)
        // A new reference to NB002 changes that rule page's "referenced from" list too.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nSee `NB002`.\n"])
        let referenced = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
        #expect(referenced.differences == [])
        #expect(referenced.rendered == 2)
    }

    /// An incremental build swaps in a whole new folder (its inode changes), yet every file
    /// whose bytes stayed is the same file: same inode, same change time.
    @Test func unchangedFilesAreKeptAsTheyAreAcrossTheSwap() throws {
        let ws = try Workspace(Self.startPages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        _ = try IncrementalBuilder(cacheFolder: cacheFolder, persistent: true).build(ws.builder, output: ws.incremental, protecting: [ws.content])
        func stat(_ path: String) -> (inode: UInt, modified: Int) {
            var info = Foundation.stat()
            _ = lstat(ws.incremental + (path.isEmpty ? "" : "/" + path), &info)
            return (UInt(info.st_ino), info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
        }
        let folderBefore = stat("")
        let (untouched, edited) = (stat("guide/titles.html"), stat("guide/buttons.html"))
        func chunks() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: ws.incremental + "/search-index").filter { $0.hasPrefix("t-") })
        }
        let chunksBefore = try chunks()
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nEdited.\n"])
        let summary = try IncrementalBuilder(cacheFolder: cacheFolder, persistent: true).build(ws.builder, output: ws.incremental, protecting: [ws.content])
        #expect(stat("").inode != folderBefore.inode, "the new folder is swapped in whole")
        #expect(stat("guide/titles.html") == untouched, "an unchanged page is the same file, not rewritten")
        #expect(stat("guide/buttons.html").inode != edited.inode)
        // Written: the page, its search fragment file, the search dictionary, and the chunks of
        // the terms it dropped or gained; removed: its old fragment file and the chunks those replace.
        let after = try chunks()
        let (newChunks, goneChunks) = (after.subtracting(chunksBefore), chunksBefore.subtracting(after))
        #expect(!newChunks.isEmpty && newChunks.count < after.count)
        #expect(summary.filesChanged == 3 + newChunks.count + 1 + goneChunks.count)
        let beside = try FileManager.default.contentsOfDirectory(atPath: ws.root.path)
        #expect(beside.filter { $0.contains("navdocs-staging") || $0.contains("navdocs-old") } == [])
    }

    /// A rebuild stages over the site the last one replaced; a page that changed in both
    /// builds is a file no other name holds there any more, and it is written over rather than
    /// replaced by a new file. The page the live site shows is never written through.
    @Test func aFileOnlyTheStagedTreeHoldsIsWrittenOverInPlace() throws {
        let ws = try Workspace(Self.startPages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        let engine = IncrementalBuilder(cacheFolder: cacheFolder, persistent: true)
        func retitle(_ title: String) throws -> [String] {
            try ws.write(["guide/titles.md": "---\norder: 1\n---\n# \(title)\n\n## Long titles\n\nKeep them short ([rule](rule:NB001)).\n"])
            return try ws.differences(using: engine).differences
        }
        func links(_ fd: Int32) -> Int {
            var info = Foundation.stat()
            return fstat(fd, &info) == 0 ? Int(info.st_nlink) : -1
        }
        #expect(try retitle("Titles") == [])
        #expect(try retitle("Short titles") == [])
        // The spare now holds the first build's page, and only it does; the live site has its own.
        let spare = open(cacheFolder + "/spare/guide/titles.html", O_RDONLY)
        let live = open(ws.incremental + "/guide/titles.html", O_RDONLY)
        defer { close(spare); close(live) }
        try #require(spare >= 0 && live >= 0 && links(spare) == 1)
        #expect(try retitle("Titles again") == [])
        #expect(links(spare) == 1, "the spare's file, written over, is the new page")
        #expect(FileManager.default.contents(atPath: ws.incremental + "/guide/titles.html")?.contains("Titles again".utf8) == true)
        #expect(links(live) == 1, "the page the live site showed is the spare now, untouched")
        var shown = [UInt8](repeating: 0, count: 1 << 16)
        let n = pread(live, &shown, shown.count, 0)
        #expect(n > 0 && String(decoding: shown[..<n], as: UTF8.self).contains("Short titles"))
    }

    /// A full build over its own previous output stages unchanged files as hard links: the
    /// folder is new, the files whose bytes stayed are the same files.
    @Test func aFullBuildKeepsUnchangedFilesAsTheyAre() throws {
        let ws = try Workspace(Self.startPages)
        try ws.cleanBuild()
        func inode(_ path: String) -> UInt {
            var info = Foundation.stat()
            _ = lstat(ws.clean + (path.isEmpty ? "" : "/" + path), &info)
            return UInt(info.st_ino)
        }
        let (folder, untouched, edited) = (inode(""), inode("guide/titles.html"), inode("guide/buttons.html"))
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nEdited.\n"])
        try ws.cleanBuild()
        #expect(inode("") != folder, "the new folder is swapped in whole")
        #expect(inode("guide/titles.html") == untouched, "an unchanged page is not rewritten")
        #expect(inode("guide/buttons.html") != edited)
        #expect(FileManager.default.contents(atPath: ws.clean + "/guide/buttons.html").map { String(decoding: $0, as: UTF8.self).contains("Edited.") } == true)
    }

    /// What each kind of edit makes a build redo, and that the result is a clean build's.
    @Test func eachKindOfEditRedoesWhatItCanChange() throws {
        let ws = try Workspace(Self.startPages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        func rebuild() throws -> Int {
            let result = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
            #expect(result.differences == [])
            return result.rendered
        }
        let pages = try rebuild()
        #expect(try rebuild() == 0)
        // A body: that page alone.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nBack buttons, a body edit.\n"])
        #expect(try rebuild() == 1)
        // A title: every page, since every sidebar shows it.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nBack buttons, a body edit.\n"])
        #expect(try rebuild() == pages)
        // A page added, then removed: every page, whose sidebars list it.
        try ws.write(["guide/added.md": "---\norder: 9\n---\n# Added\n\nNew.\n"])
        #expect(try rebuild() == pages + 1)
        try ws.remove("guide/added.md")
        #expect(try rebuild() == pages)
    }

    /// A site whose search index has many chunks: a body edit writes the fragment file that
    /// holds its page and only chunks that hold one of its terms, keeps every other file of the
    /// index, and ends as a clean build. A fragment file that no longer reads back has every
    /// page redone.
    @Test func aBodyEditRewritesOnlyTheSearchFilesItsPageTouches() throws {
        var pages: [String: String] = [:]
        for i in 0..<300 { pages[String(format: "p%03d.md", i)] = "# Page \(i)\n\nWords of page \(i).\n\n## Part\n\nMore.\n" }
        let ws = try Workspace(pages)
        let cacheFolder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        func rebuild() throws -> Int {
            let result = try ws.differences(using: IncrementalBuilder(cacheFolder: cacheFolder, persistent: true))
            #expect(result.differences == [])
            return result.rendered
        }
        func files() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: ws.incremental + "/search-index"))
        }
        func read(_ name: String) throws -> String {
            try String(contentsOfFile: ws.incremental + "/search-index/" + name, encoding: .utf8)
        }
        let all = try rebuild()
        let before = try files()
        let chunks = before.filter { $0.hasPrefix("t-") }
        // A fragment for each searched page (not the 404 page), in files of several pages.
        let fragmentFiles = before.filter { $0.hasPrefix("f-") }
        #expect(chunks.count > 5 && fragmentFiles.count == before.count - chunks.count)
        #expect(fragmentFiles.count > 10 && fragmentFiles.count < 312 / 3)
        #expect(try fragmentFiles.reduce(0) { try $0 + read($1).components(separatedBy: "\n{\"url\":").count } == 312)

        try ws.write(["p150.md": "# Page 150\n\nWords of page 150, edited with zeppelins.\n\n## Part\n\nMore.\n"])
        #expect(try rebuild() == 1)
        let after = try files()
        let written = after.subtracting(before)
        #expect(before.subtracting(after).count == written.count, "each file written replaces one")
        let fragment = try #require(written.first { $0.hasPrefix("f-") })
        #expect(written.filter { $0.hasPrefix("f-") } == [fragment])
        #expect(try read(fragment).contains("\"url\":\"p150.html\"") && read(fragment).contains("zeppelins"))
        // The page's terms are 150 (its number), page, words, of, edited, with, zeppelins, part,
        // more: only chunks of the terms whose postings changed, 150's and the ones it adds.
        let newChunks = written.filter { $0.hasPrefix("t-") }
        #expect(!newChunks.isEmpty && newChunks.count <= 3, "\(newChunks.count) chunks written of \(chunks.count)")

        // The fragment file the next edit reads, damaged with its size and times kept: not read back, so every page is redone.
        let path = ws.incremental + "/search-index/" + fragment
        var times = Foundation.stat()
        _ = lstat(path, &times)
        let damaged = Data(repeating: UInt8(ascii: "x"), count: Int(times.st_size))
        try damaged.write(to: URL(fileURLWithPath: path))
        var kept = [times.st_atim, times.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &kept, 0) == 0)
        try ws.write(["p150.md": "# Page 150\n\nWords of page 150, edited again.\n\n## Part\n\nMore.\n"])
        #expect(try rebuild() == all)
    }

    /// Passes every file on to the folder and notes which were written, not kept.
    final class NotingSink: OutputSink, @unchecked Sendable {
        let base: OutputSink
        let notes: Notes
        final class Notes: @unchecked Sendable {
            private let lock = NSLock()
            private var paths: Set<String> = []
            func add(_ path: String) { lock.lock(); paths.insert(path); lock.unlock() }
            func take() -> Set<String> { lock.lock(); defer { paths = []; lock.unlock() }; return paths }
        }
        init(_ base: OutputSink, notes: Notes) { self.base = base; self.notes = notes }
        func write(_ path: String, _ bytes: [UInt8]) throws(DiagnosticList) { notes.add(path); try base.write(path, bytes) }
        func commit() throws(DiagnosticList) { try base.commit() }
        func keep(_ path: String) -> Bool { base.keep(path) }
        func keep(_ paths: [String]) -> Bool { base.keep(paths) }
        func keep(known paths: [String]) { base.keep(known: paths) }
    }

    /// The files made from the whole site (the rule index, search page, 404 page, redirect
    /// stubs) are made again only when what they show can have changed: not after a body
    /// edit, but after a title edit, and when the folder's copy was touched.
    @Test func siteWideFilesAreKeptWhenTheSiteIsAsItWas() throws {
        let ws = try Workspace(Self.startPages)
        let notes = NotingSink.Notes()
        let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: ws.incremental), persistent: false,
                                        wrapOutput: { NotingSink($0, notes: notes) })
        let generated = ["search.html", "404.html", SiteMap.ruleIndexPath, "rules.json", "index.html"]
        func rebuild() throws -> Set<String> {
            #expect(try ws.differences(using: engine).differences == [])
            return notes.take()
        }
        #expect(try rebuild().isSuperset(of: generated.filter { $0 != "index.html" }))
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nA body edit.\n"])
        let afterBody = try rebuild()
        #expect(afterBody.contains("guide/buttons.html"))
        #expect(afterBody.isDisjoint(with: generated), "\(afterBody.sorted())")
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nA body edit.\n"])
        #expect(try rebuild().isSuperset(of: ["search.html", "404.html", SiteMap.ruleIndexPath]))
        // A site-wide file changed in the folder is written again, as a page would be.
        let search = ws.incremental + "/search.html"
        let handle = try #require(FileHandle(forWritingAtPath: search))
        handle.seekToEndOfFile(); handle.write(Data("<!-- touched -->".utf8)); handle.closeFile()
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nAnother body edit.\n"])
        #expect(try rebuild().contains("search.html"))
    }

    @Test func aFailedBuildLeavesTheFolderAndTheCacheAsTheyWere() throws {
        let ws = try Workspace(Self.startPages)
        let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: ws.incremental), persistent: false)
        _ = try ws.differences(using: engine)
        let before = ws.files(ws.incremental)
        try ws.write(["guide/buttons.md": "# Buttons\n\n[broken](missing.md)\n"])
        #expect(throws: BuildFailure.self) { try engine.build(ws.builder, output: ws.incremental, protecting: [ws.content]) }
        #expect(ws.files(ws.incremental) == before)
        try ws.write(["guide/buttons.md": "# Buttons\n\nFixed.\n"])
        #expect(try ws.differences(using: engine).differences == [])
    }

    @Test func cacheFileReadsBackAndRejectsDamage() throws {
        var pages = Self.startPages
        pages["guide/été.md"] = "# Été — ボタン\n\nUne page au titre accentué.\n"
        let ws = try Workspace(pages)
        let folder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        _ = try ws.differences(using: IncrementalBuilder(cacheFolder: folder, persistent: true))
        let bytes = Array(try #require(FileManager.default.contents(atPath: folder + "/cache")))
        let tree = DiskTree(root: ws.content)
        let cache = try #require(BuildCache.decode(bytes, content: tree))
        #expect(cache.encoded(id: try #require(cache.file).id) == bytes)
        #expect(cache.pages["guide/été.md"]?.page.title == "Été — ボタン")
        // Headings stay bytes until asked for, and read back as the parse found them.
        let titles = try #require(cache.pages["guide/titles.md"]?.page)
        guard case .cached = titles.headingList else { Issue.record("headings read at once"); return }
        #expect(titles.headings.map(\.anchor) == ["long-titles"])
        #expect(titles.headings.map(\.level) == [2])
        #expect(BuildCache.decode(Array(bytes.dropLast()), content: tree) == nil)
        #expect(BuildCache.decode(bytes + [0], content: tree) == nil)
        // Mapped from the folder, as a build reads it, the file reads back as the same cache, and
        // records kept as they were read are written back from the mapped bytes unchanged.
        let mapped = try #require(CacheFile(mapping: folder + "/cache"))
        #expect(Array(mapped.buffer) == bytes)
        let fromMap = try #require(BuildCache.decode(mapped, log: nil, content: tree))
        #expect(fromMap.encoded(id: try #require(fromMap.file).id) == bytes)
        #expect(fromMap.pages["guide/titles.md"]?.page.headings.map(\.anchor) == ["long-titles"])
        #expect(CacheFile(mapping: folder + "/no-such-file") == nil)
        // A string whose bytes are not UTF-8 any more, ASCII or not, makes the whole file unread,
        // a heading's too: it is checked when the file is read, not when the heading is asked for.
        for text in ["guide/buttons.md", "Été — ボタン", "long-titles"] {
            let utf8 = Array(text.utf8)
            let at = try #require((0...(bytes.count - utf8.count)).first { bytes[$0..<$0 + utf8.count].elementsEqual(utf8) })
            var damaged = bytes
            damaged[at + 1] = 0xFF
            let readBack = BuildCache.decode(damaged, content: tree) != nil
            #expect(!readBack, "a damaged \(text) was read back")
        }
    }

    /// A build that changed a few pages appends what changed to the cache's log and leaves the
    /// cache file as it was; one that changed most pages, or finds the log past its limit,
    /// writes the whole cache anew. A log that does not read back whole (a crash while it was
    /// appended to) is no cache at all. After each, the folder is a clean build's.
    @Test func fewChangesAreAppendedToTheCacheLog() throws {
        let ws = try Workspace(Self.startPages)
        let folder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        let (cacheFile, logFile) = (folder + "/cache", folder + "/" + IncrementalBuilder.logFileName)
        func rebuild(logLimit: @escaping @Sendable (Int) -> Int = { $0 / 4 }) throws -> Int {
            let engine = IncrementalBuilder(cacheFolder: folder, persistent: true)
            engine.logLimit = logLimit
            // As if the pages were written a while ago: a page edited moments before a build is
            // read again by the next too (see `SourceStat`), and its record with it.
            engine.sourceSettle = 0
            let result = try ws.differences(using: engine)
            #expect(result.differences == [])
            engine.finishSaving()
            return result.rendered
        }
        func file(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
        let pages = try rebuild()
        let first = try #require(file(cacheFile))
        #expect(file(logFile) == nil)
        // (A site this small writes a log as long as a quarter of its cache file in one edit: the limit is raised.)
        for round in 0..<3 {
            try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Buttons\n\nBody edit \(round).\n"])
            #expect(try rebuild(logLimit: { 2 * $0 }) == 1)
            #expect(file(cacheFile) == first, "round \(round): the cache file was written again")
        }
        #expect(try #require(file(logFile)).count < first.count)
        // A title shown on every page changes every record: the whole cache is written.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nBody edit.\n"])
        #expect(try rebuild() == pages)
        #expect(file(cacheFile) != first)
        #expect(file(logFile) == nil)
        // Past the log's limit, the log is folded into a new file.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nOne more.\n"])
        #expect(try rebuild(logLimit: { _ in 0 }) == 1)
        #expect(file(logFile) == nil)
        // A torn last entry: nothing of the cache is used, and the build starts over.
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nAnd another.\n"])
        #expect(try rebuild(logLimit: { 2 * $0 }) == 1)
        let appended = try #require(file(logFile))
        try appended.dropLast().write(to: URL(fileURLWithPath: logFile))
        try ws.write(["guide/buttons.md": "---\norder: 2\n---\n# Back buttons\n\nThe last.\n"])
        #expect(try rebuild() == pages)
    }

    @Test func fingerprintsTellValuesApart() {
        func digest(_ build: (inout FingerprintHasher) -> Void) -> Fingerprint {
            var h = FingerprintHasher(); build(&h); return h.finish()
        }
        #expect(digest { $0.add("ab"); $0.add("c") } != digest { $0.add("a"); $0.add("bc") })
        #expect(FingerprintHasher.of([1, 2, 3]) == digest { $0.add([UInt8]([1, 2, 3])) })
        #expect(FingerprintHasher.of([]) != FingerprintHasher.of([0]))
        #expect(digest { $0.add(.dictionary(["a": 1, "b": [true, "x"]])) } == digest { $0.add(.dictionary(["b": [true, "x"], "a": 1])) })
        #expect(digest { $0.add(.string("1")) } != digest { $0.add(.int(1)) })
    }
}
