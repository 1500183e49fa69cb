import Foundation
@testable import NavBase
@testable import NavDocs
import NavRules
import NavTestSupport
import Testing

/// The incremental build's fast paths against the plain way, on generated edits: staging
/// over the spare tree against staging afresh, and reading only the pages whose stat changed
/// against reading every page.
@Suite struct IncrementalFastPathTests {
    typealias Workspace = IncrementalTests.Workspace

    /// A generated site: sections of pages that link to each other and reference rules.
    static func generatedPages(_ g: inout SeededRandom, count: Int) -> [String: String] {
        var pages = IncrementalTests.startPages
        for i in 0..<count {
            pages["s\(i % 3)/p\(i).md"] = page(&g, i, title: "Page \(i)")
        }
        return pages
    }

    static func page(_ g: inout SeededRandom, _ i: Int, title: String) -> String {
        let words = ["bar", "title", "back", "button", "`NB001`", "large", "`NB002`", "[home](../index.md)"]
        let body = (0..<(3 + g.next(12))).map { _ in g.pick(words) }.joined(separator: " ")
        return "---\norder: \(i)\n---\n# \(title)\n\n## Part \(g.next(3))\n\n\(body)\n"
    }

    /// One generated edit: of the content, or of the output folder behind the builder's back.
    static func edit(_ g: inout SeededRandom, _ ws: Workspace, step: Int, output: String) throws {
        let paths = (FileManager.default.enumerator(atPath: ws.content)?.allObjects as? [String] ?? [])
            .filter { $0.hasPrefix("s") && $0.hasSuffix(".md") }.sorted()
        let siteFiles = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
        switch g.next(9) {
        case 0, 1, 2: try ws.write([g.pick(paths): page(&g, step, title: "Page \(g.next(1000))")])
        case 3: try ws.write(["s\(g.next(4))/added\(step).md": page(&g, step, title: "Added \(step)")])
        case 4 where paths.count > 4: try ws.remove(g.pick(paths))
        case 5 where paths.count > 4:
            let to = "s\(g.next(4))/renamed\(step).md"
            try FileManager.default.createDirectory(atPath: ws.content + "/" + String(Paths.folder(of: to)), withIntermediateDirectories: true)
            try ws.rename(g.pick(paths), to)
        case 6 where !siteFiles.isEmpty:
            // An output file changed in place (its inode is shared with the spare).
            let handle = FileHandle(forWritingAtPath: output + "/" + g.pick(siteFiles))!
            handle.seekToEndOfFile(); handle.write(Data("<!-- touched -->".utf8)); handle.closeFile()
        case 7: try Data("extra".utf8).write(to: URL(fileURLWithPath: output + "/s0/extra\(step).txt"))
        case 8 where !siteFiles.isEmpty: try FileManager.default.removeItem(atPath: output + "/" + g.pick(siteFiles))
        default: try ws.write([g.pick(paths): page(&g, step, title: "Body \(step)")])
        }
    }

    /// Every file and folder under `folder`, with each file's bytes.
    static func tree(_ folder: String) -> [String: Data?] {
        var result: [String: Data?] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            result[path] = isDirectory.boolValue ? .some(nil) : FileManager.default.contents(atPath: folder + "/" + path)
        }
        return result
    }

    /// The folders `path` is in, from its own up to the root ("").
    static func folders(of path: String) -> [String] {
        var folders = [""], parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty { folders.append(parts.joined(separator: "/")); parts = parts.dropLast() }
        return folders
    }

    static func modified(_ path: String) -> Int {
        var info = stat()
        return lstat(path, &info) == 0 ? Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec) : -1
    }

    static func inode(_ path: String) -> UInt {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    @Test func stagingOverTheSpareMatchesStagingAfresh() throws {
        var g = SeededRandom(seed: 14)
        let pages = Self.generatedPages(&g, count: 24)
        let (fast, plain) = (try Workspace(pages), try Workspace(pages))
        var gFast = g, gPlain = g
        for step in 0..<30 {
            if step > 0 {
                try Self.edit(&gFast, fast, step: step, output: fast.incremental)
                try Self.edit(&gPlain, plain, step: step, output: plain.incremental)
            }
            var results: [(tree: [String: Data?], kept: Set<String>)] = []
            for (ws, spare) in [(fast, true), (plain, false)] {
                let before = Array(Self.tree(ws.incremental).keys)
                let inodes = Dictionary(uniqueKeysWithValues: before.map { ($0, Self.inode(ws.incremental + "/" + $0)) })
                let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: ws.incremental), persistent: true)
                engine.stagesOverSpare = spare
                _ = try engine.build(ws.builder, output: ws.incremental, protecting: [ws.content])
                let after = Self.tree(ws.incremental)
                // The folders' times as recorded, worked out from the last build's when no file
                // came or went, are those of every folder holding a file, as they are now.
                let holding = Set(after.filter { $0.value != nil }.keys.flatMap(Self.folders(of:)))
                #expect(engine.cache?.folders == Dictionary(uniqueKeysWithValues: holding.map {
                    ($0, Self.modified(ws.incremental + ($0.isEmpty ? "" : "/" + $0)))
                }), "step \(step): the recorded folder times")
                // Which files stayed the same file across the build.
                let kept = Set(after.keys.filter { path in
                    inodes[path].map { $0 != 0 && $0 == Self.inode(ws.incremental + "/" + path) } ?? false
                })
                results.append((after, kept))
            }
            #expect(results[0].tree == results[1].tree, "step \(step): the two ways leave different trees")
            #expect(results[0].kept.symmetricDifference(results[1].kept).sorted() == [],
                    "step \(step): files kept by one way only")
            try fast.cleanBuild()
            #expect(results[0].tree == Self.tree(fast.clean), "step \(step): not a clean build's tree")
        }
        let spare = IncrementalBuilder.cacheFolder(forOutput: fast.incremental) + "/spare"
        #expect(FileManager.default.fileExists(atPath: spare), "the fast path kept the replaced site")
    }
}

extension IncrementalFastPathTests {
    @Test func aStatVouchesOnlyForTheSameSettledFile() {
        let seen = SourceStat(size: 10, modified: 1_000, changed: 2_000, inode: 7, device: 1, takenAt: 10_000)
        var now = seen
        now.takenAt = 50_000
        #expect(seen.vouches(for: now, settle: 1_000))
        var other = now; other.size = 11
        #expect(!seen.vouches(for: other, settle: 1_000), "size")
        // An edit of the same size whose modification time was put back still moves the change time.
        other = now; other.changed = 3_000
        #expect(!seen.vouches(for: other, settle: 1_000), "change time")
        other = now; other.inode = 8
        #expect(!seen.vouches(for: other, settle: 1_000), "a file renamed over it")
        other = now; other.device = 2
        #expect(!seen.vouches(for: other, settle: 1_000), "another file system")
        // Changed just before it was looked at: another edit in the same clock tick would not show.
        #expect(!seen.vouches(for: now, settle: 8_500), "changed within the settle time of the stat")
    }

    /// Pages whose stat vouches for them are not read; after every generated edit (some of
    /// the same size with the modification time put back) the site is a clean build's.
    @Test func skippingUnchangedSourcesMatchesReadingThemAll() throws {
        var g = SeededRandom(seed: 99)
        let pages = Self.generatedPages(&g, count: 24)
        let (fast, plain) = (try Workspace(pages), try Workspace(pages))
        var gFast = g, gPlain = g
        for step in 0..<25 {
            for (ws, gen) in [(fast, 0), (plain, 1)] where step > 0 {
                var rng = gen == 0 ? gFast : gPlain
                let paths = (FileManager.default.enumerator(atPath: ws.content)?.allObjects as? [String] ?? [])
                    .filter { $0.hasPrefix("s") && $0.hasSuffix(".md") }.sorted()
                if rng.next(2) == 0 {
                    // The same size, the modification time put back: only the change time tells.
                    let path = ws.content + "/" + rng.pick(paths)
                    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
                    var text = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
                    let at = text.count - 2
                    text[at] = text[at] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                    try Data(text).write(to: URL(fileURLWithPath: path))
                    try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: path)
                } else {
                    try Self.edit(&rng, ws, step: step, output: ws.incremental)
                }
                if gen == 0 { gFast = rng } else { gPlain = rng }
            }
            var trees: [[String: Data?]] = []
            for (ws, skips) in [(fast, true), (plain, false)] {
                let engine = IncrementalBuilder(cacheFolder: IncrementalBuilder.cacheFolder(forOutput: ws.incremental), persistent: true)
                engine.sourceSettle = skips ? 0 : nil
                _ = try engine.build(ws.builder, output: ws.incremental, protecting: [ws.content])
                trees.append(Self.tree(ws.incremental))
            }
            #expect(trees[0] == trees[1], "step \(step): the two ways leave different sites")
            try fast.cleanBuild()
            #expect(trees[0] == Self.tree(fast.clean), "step \(step): not a clean build's site")
        }
        let cache = try #require(FileManager.default.contents(atPath: IncrementalBuilder.cacheFolder(forOutput: fast.incremental) + "/cache"))
        let decoded = try #require(BuildCache.decode(Array(cache), content: DiskTree(root: fast.content)))
        #expect(decoded.pages.values.allSatisfy { $0.stat != nil }, "every page's stat is recorded")
    }

    /// The content folder's listing kept from the last walk, against walking the folder again,
    /// after generated changes: files added, removed and renamed at the root and deeper, folders
    /// added and removed, hidden files; a page's bytes changed, after which the listing is
    /// kept; and a symlink, with which it never is.
    @Test func keptListingsAgreeWithAWalk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-listing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String = "x") throws {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: String(Paths.folder(of: full)), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        func files() -> [String] {
            (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
                    && !path.split(separator: "/").contains { $0.hasPrefix(".") }
            }.sorted()
        }
        for path in ["index.md", "logo.png", "guide/a.md", "guide/deep/b.md", "rules/NB001.md"] { try write(path) }
        var g = SeededRandom(seed: 17)
        var last: ContentListing? = nil
        var keptCount = 0
        for step in 0..<40 {
            let existing = files()
            // Whether the change leaves every folder's list of names as it was.
            var sameNames = false
            switch g.next(8) {
            case 0, 1: try write(g.pick(existing), "edited \(step)"); sameNames = true
            case 2: try write(g.pick(["", "guide/", "guide/deep/", "new\(step)/"]) + "added\(step).md")
            case 3 where existing.count > 3: try FileManager.default.removeItem(atPath: root + "/" + g.pick(existing))
            case 4 where existing.count > 3:
                let from = g.pick(existing)
                try FileManager.default.moveItem(atPath: root + "/" + from, toPath: root + "/" + String(Paths.folder(of: from)) + "/moved\(step).md")
            case 5: try write(g.pick(["", "guide/"]) + ".hidden\(step)")
            case 6:
                let folders = Set(existing.map { String(Paths.folder(of: $0)) }).filter { !$0.isEmpty && $0 != "guide" }.sorted()
                if let folder = folders.first { try FileManager.default.removeItem(atPath: root + "/" + folder) } else { sameNames = true }
            default: sameNames = true
            }
            // Past the folders' settle: a folder changed a clock tick before its stat is walked again.
            usleep(UInt32(ContentListing.minimumSettle / 1000 + 5_000))
            let tree = DiskTree(root: root)
            let survey = ContentSurvey(tree, statsPages: false, last: last, settle: 0)
            let found = try survey.listing.get().files.map(\.path)
            #expect(found == files(), "step \(step)")
            #expect(found == (try tree.listFiles().files.map(\.path)), "step \(step)")
            if last != nil && sameNames {
                #expect(survey.walked == nil, "step \(step): the folder was walked again with nothing added or removed")
                keptCount += 1
            } else {
                #expect(survey.walked != nil, "step \(step): a changed folder was not walked")
            }
            last = survey.walked ?? last
        }
        #expect(keptCount > 5)
        // A symlink: what it points at is not among what the listing's folder times cover
        // (its target can be removed or replaced elsewhere), so such a tree is walked every
        // time, and nothing is kept.
        try write("deep/target.md")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked.md", withDestinationPath: root + "/deep/target.md")
        for _ in 0..<2 {
            usleep(UInt32(ContentListing.minimumSettle / 1000 + 5_000))
            let survey = ContentSurvey(DiskTree(root: root), statsPages: false, last: last, settle: 0)
            #expect(try survey.listing.get().files.map(\.path).contains("linked.md"))
            #expect(survey.walked == nil)
            last = survey.walked ?? last
        }
        // As kept in the cache folder: read back whole, or not at all.
        let kept = try #require(last)
        #expect(ContentListing.decode(kept.encoded()) == kept)
        #expect(ContentListing.decode(Array(kept.encoded().dropLast())) == nil)
    }
}
