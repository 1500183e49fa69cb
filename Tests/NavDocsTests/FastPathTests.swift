import Foundation
@testable import NavBase
@testable import NavDocs
import NavDocsTestSupport
import NavRules
@testable import NavTemplates
@testable import NavText
import NavTestSupport
import Testing

/// Every fast path against the plain way it stands in for, on generated input.
@Suite struct FastPathTests {
    /// A page's name compared as the bytes that end its path, against the path's last part
    /// split off the plain way, on generated paths.
    @Test func pageNamesAgreeWithThePlainWay() {
        var g = SeededRandom(seed: 31)
        let parts = ["index.md", "README.md", "readme.md", "xindex.md", "index.md.bak", "été", "guide", "", "a/index.md", "/"]
        for _ in 0..<3_000 {
            let path = (0..<g.next(4)).map { _ in g.pick(parts) }.joined(separator: g.pick(["/", "", "/"]))
            for name in ["index.md", "README.md", "404.md", ""] {
                let plain = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) == name
                #expect(Page.isNamed(path, name) == plain, "\(path) named \(name)")
            }
        }
    }

    /// A content file taken for a page by its last bytes, against `hasSuffix(".md")`, on generated
    /// names: combining marks after the suffix, a prepended mark before its dot, other scripts.
    @Test func markdownFilesAgreeWithHasSuffix() {
        var g = SeededRandom(seed: 47)
        let parts = ["page", ".md", "md", ".", "m", "d", "\u{301}", "\u{0600}", "é", "guide/", ".MD", "x.mdx", ""]
        for _ in 0..<3_000 {
            let path = (0..<g.next(5)).map { _ in g.pick(parts) }.joined()
            #expect(Page.isMarkdown(path) == path.hasSuffix(".md"), "\(path.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A link is split at its first `#` and `?` by bytes when it is ASCII; the characters are
    /// compared otherwise, where a `#` may be part of a keycap or take a combining mark.
    @Test func linkSplitsAgreeWithThePlainWay() {
        var g = SeededRandom(seed: 11)
        let pieces = ["guide", "#", "?", "b.md", "#\u{FE0F}\u{20E3}", "é", "#\u{301}", "%23", "/", "", "?q=1", "ü"]
        for _ in 0..<2_000 {
            let link = (0..<g.next(7)).map { _ in g.pick(pieces) }.joined()
            for character: Character in ["#", "?"] {
                let offset = { (index: String.Index?) in index.map { link.utf8.distance(from: link.startIndex, to: $0) } }
                #expect(offset(ResolveReferences.firstIndex(of: character, in: link)) == offset(link.firstIndex(of: character)),
                        "\(character) in \(link)")
            }
        }
    }

    /// The map sorts from the last build's order when it has one; any hint, right, stale or
    /// nonsense, gives the order sorting from scratch gives.
    @Test func sortingFromTheLastOrderGivesTheOrderSortingFromScratchGives() {
        var g = SeededRandom(seed: 3)
        var pages = ["index.md": "# Home\n", "rules/index.md": "# Rules\n"]
        for i in 0..<60 {
            let folder = g.pick(["", "guide/", "guide/deep/", "rules/", "z/"])
            let order = g.next(3) == 0 ? "order: \(g.next(5))\n" : ""
            pages["\(folder)p\(i).md"] = "---\n\(order)---\n# \(g.pick(["Same", "Alpha", "beta", "Zulu", "Émile"])) \(g.next(4))\n"
        }
        let tree = Fixture.site(pages)
        var report = StepReport()
        let loaded = LoadContent.run(tree, unsafeHTML: false, report: &report)
        let parsed = ParsePages.run(loaded, tree: tree, options: BuildOptions(), reuse: .none, report: &report)
        let plain = MapSite.run(parsed.pages, assets: loaded.assets, catalog: .standard, content: tree, report: &report)
        let truth = Dictionary(uniqueKeysWithValues: plain.pages.enumerated().map { ($1.source, $0) })
        for round in 0..<40 {
            let hints: [Int?] = parsed.pages.map { page in
                switch round % 4 {
                case 0: truth[page.source]
                case 1: g.next(4) == 0 ? nil : truth[page.source]
                case 2: g.next(parsed.pages.count + 5)
                default: g.next(3) == 0 ? nil : g.next(6)
                }
            }
            var again = StepReport()
            let hinted = MapSite.run(parsed.pages, lastPositions: hints, assets: loaded.assets, catalog: .standard,
                                     content: tree, report: &again)
            #expect(hinted.pages.map(\.source) == plain.pages.map(\.source), "round \(round)")
            #expect(hinted.sections.map(\.pages) == plain.sections.map(\.pages), "round \(round)")
        }
    }

    /// Folders, a section long enough to show a window, titles that need escaping.
    @Test func theSidebarCacheGivesEverySidebarThePlainWayGives() {
        var pages = ["index.md": "# Home & <away>\n"]
        for i in 0..<40 { pages["long/p\(i).md"] = "---\norder: \(i)\n---\n# Page \(i) \"quoted\"\n" }
        pages["long/index.md"] = "# Long section\n"
        pages["guide/index.md"] = "# Guide\n"
        pages["guide/deep/er/one.md"] = "# Deep one\n"
        pages["guide/two.md"] = "# Two\n"
        pages["loose.md"] = "# Loose\n"
        let tree = Fixture.site(pages)
        var report = StepReport()
        let loaded = LoadContent.run(tree, unsafeHTML: false, report: &report)
        let parsed = ParsePages.run(loaded, tree: tree, options: BuildOptions(), reuse: .none, report: &report)
        let map = MapSite.run(parsed.pages, assets: loaded.assets, catalog: .standard, content: tree, report: &report)
        #expect(report.errors.isEmpty)
        let plain = SiteContext(map: map, options: BuildOptions(), cachingNavigation: false)
        let fast = SiteContext(map: map, options: BuildOptions(), cachingNavigation: true)
        for (i, page) in map.pages.enumerated() {
            #expect(fast.navigation(from: page.outputPath, current: i) == plain.navigation(from: page.outputPath, current: i),
                    "\(page.outputPath)")
            #expect(fast.navigation(from: page.outputPath, current: nil) == plain.navigation(from: page.outputPath, current: nil))
        }
        for path in [SiteMap.ruleIndexPath, "404.html", "search.html", "nowhere/else.html"] {
            #expect(fast.navigation(from: path, current: nil) == plain.navigation(from: path, current: nil), "\(path)")
        }
    }

    /// A page taken from the cache brings its recorded part of the site's digests. After
    /// every kind of edit, each record's digests must be what hashing its page gives, or a
    /// heading or title changed on one page would go unseen by the pages linking to it.
    /// (Debug builds also check the site's digests against hashing every page, in `plan`.)
    @Test func recordedPageDigestsAgreeWithHashingThePages() throws {
        let ws = try IncrementalTests.Workspace(IncrementalTests.startPages)
        let folder = IncrementalBuilder.cacheFolder(forOutput: ws.incremental)
        let tree = DiskTree(root: ws.content)
        for (name, edit) in [("first build", { @Sendable (_: IncrementalTests.Workspace) in })] + IncrementalTests.steps {
            try edit(ws)
            let engine = IncrementalBuilder(cacheFolder: folder, persistent: true)
            _ = try engine.build(ws.builder, output: ws.incremental, protecting: [ws.content])
            engine.finishSaving()
            let bytes = Array(try #require(FileManager.default.contents(atPath: folder + "/cache"), "after: \(name)"))
            let log = IncrementalBuilder.readWhole(folder + "/" + IncrementalBuilder.logFileName)
            let cache = try #require(BuildCache.decode(bytes, log: log, content: tree), "after: \(name)")
            let mapped = cache.pages.values.filter { !$0.page.frontMatter.draft }
            #expect(!mapped.isEmpty)
            for record in mapped {
                #expect(record.digests == PageDigests(record.page), "\(record.page.source) after: \(name)")
            }
        }
    }

    @Test func digestsFedAWordAtATimeAgreeWithBytesOneByOne() {
        var g = SeededRandom(seed: 23)
        for round in 0..<500 {
            var fast = FingerprintHasher(), plain = FingerprintHasher()
            for _ in 0..<(1 + g.next(6)) {
                if g.next(3) == 0 {
                    let value = g.next(1 << 30) - (1 << 29)
                    fast.add(value)
                    plain.addBytesOneByOne((0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
                } else {
                    // Lengths on both sides of a word, starting at every offset within one.
                    let text = String((0..<g.next(40)).map { _ in g.pick(Array("ab/é-日.")) })
                    fast.add(text)
                    plain.addBytesOneByOne((0..<8).map { UInt8(truncatingIfNeeded: text.utf8.count >> (8 * $0)) })
                    plain.addBytesOneByOne(Array(text.utf8))
                }
            }
            #expect(fast.finish() == plain.finish(), "round \(round)")
        }
    }

    /// Whether an existing output file already holds a page's bytes, read in chunks and
    /// compared with memcmp, against reading the whole file and comparing arrays.
    @Test func comparingAnOutputFileAgreesWithReadingItWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-holds-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var g = SeededRandom(seed: 11)
        for round in 0..<120 {
            // Sizes around the chunk boundary as well as small and empty files.
            let size = g.pick([0, 1, 7, 4_096, 65_535, 65_536, 65_537, 140_000])
            let seed = g.next(256)
            let stored = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
            var offered = stored
            switch g.next(4) {
            case 0: break
            case 1 where !offered.isEmpty: offered[g.next(offered.count)] ^= 0x20
            case 2: offered.append(1)
            default: if !offered.isEmpty { offered.removeLast() }
            }
            let path = folder + "/page-\(round).html"
            try Data(stored).write(to: URL(fileURLWithPath: path))
            let plain = FileManager.default.contents(atPath: path).map { Array($0) == offered } ?? false
            #expect(SiteWriter.holds(path, offered) == plain, "size \(size), round \(round)")
        }
        // A link to a page is never taken for the page: the output is written as a file.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.html", withDestinationPath: folder + "/page-0.html")
        let target = FileManager.default.contents(atPath: folder + "/page-0.html").map(Array.init) ?? []
        #expect(!SiteWriter.holds(folder + "/link.html", target))
        #expect(!SiteWriter.holds(folder + "/missing.html", []))
    }

    @Test func statsFromFolderDescriptorsAgreeWithStatsOfWholePaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-stat-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        var g = SeededRandom(seed: 7)
        // More folders than the type keeps open, so both of its ways are compared.
        let folders = [""] + (0..<(FolderStat.folderLimit + 40)).map { i in
            (0...g.next(3)).map { _ in g.pick(["guide", "rules", "été", "a b", "x"]) }.joined(separator: "/") + "/f\(i)"
        }
        var paths: [String] = []
        for folder in folders {
            try fm.createDirectory(atPath: folder.isEmpty ? root : root + "/" + folder, withIntermediateDirectories: true)
            for k in 0..<(1 + g.next(3)) {
                let path = (folder.isEmpty ? "" : folder + "/") + "page-\(k)-ü.md"
                try Data(repeating: 0x61, count: g.next(500)).write(to: URL(fileURLWithPath: root + "/" + path))
                paths.append(path)
            }
            let base = folder.isEmpty ? "" : folder + "/"
            switch g.next(4) {
            case 0: try fm.createSymbolicLink(atPath: root + "/" + base + "link.md", withDestinationPath: "page-0-ü.md")
            case 1: try fm.createSymbolicLink(atPath: root + "/" + base + "link.md", withDestinationPath: "nowhere.md")
            case 2: try fm.createSymbolicLink(atPath: root + "/" + base + "link.md", withDestinationPath: ".")
            default: break
            }
            paths += [base + "link.md", base + "missing.md", base + "missing/deeper.md"]
        }
        let stats = FolderStat(root: root, paths: paths)
        func same(_ a: stat?, _ b: stat?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.st_ino == b.st_ino && a.st_dev == b.st_dev && a.st_mode == b.st_mode && a.st_size == b.st_size
                && a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
                && a.st_ctim.tv_sec == b.st_ctim.tv_sec && a.st_ctim.tv_nsec == b.st_ctim.tv_nsec
        }
        for path in paths {
            var info = stat()
            let followed = stat(root + "/" + path, &info) == 0 ? info : nil
            let notFollowed = lstat(root + "/" + path, &info) == 0 ? info : nil
            #expect(same(stats.stat(path, followingLinks: true), followed), "stat \(path)")
            #expect(same(stats.stat(path, followingLinks: false), notFollowed), "lstat \(path)")
        }
    }

    /// A build's warnings are left as they are when already in file order, else sorted: either
    /// way the list a stable sort gives, ties (the same place and message, another level) in
    /// the order they came. Generated lists: in order, almost in order, and shuffled.
    @Test func warningsInFileOrderAgreeWithSortingThem() {
        var g = SeededRandom(seed: 11)
        let paths = ["a.md", "b.md", "guide/a.md", "guide-b.md", "Über.md", "u\u{308}ber.md", "z.md"]
        let levels: [Diagnostic.Level] = [.note, .warning, .error]
        for round in 0..<600 {
            var list = (0..<g.next(40)).map { _ in
                Diagnostic(path: g.pick(paths), location: SourceLocation(line: 1 + g.next(3), column: 1 + g.next(2)),
                           level: g.pick(levels), message: g.pick(["unknown key", "broken link"]))
            }
            if round % 3 != 0 { list.sort(by: Diagnostic.inFileOrder) }
            if round % 3 == 1, list.count > 1 { list.swapAt(g.next(list.count), g.next(list.count)) }
            #expect(Diagnostic.sortedInFileOrder(list) == list.sorted(by: Diagnostic.inFileOrder), "round \(round)")
        }
    }

    /// Rule IDs given slots by comparing with the few known, against a table alone: sites
    /// that name a few IDs and sites that name more than the comparing is for.
    @Test func ruleIDSlotsAgreeWithATable() {
        var g = SeededRandom(seed: 9)
        for count in [3, 12, 16, 17, 40] {
            var fast = IDSlots(), plain: [String: Int] = [:]
            for _ in 0..<2_000 {
                let id = "NB" + String(100 + g.next(count))
                let expected = plain[id].map { ($0, false) } ?? (plain.count, true)
                if expected.1 { plain[id] = plain.count }
                let got = fast.slot(for: id)
                #expect(got.slot == expected.0 && got.isNew == expected.1, "\(id) among \(count) IDs")
            }
            #expect(fast.ids == plain.sorted { $0.value < $1.value }.map(\.key))
        }
    }

    /// A build's log entry written from the output files it says it wrote or removed, against
    /// one that compares every record: generated edits of a few hundred files (records kept,
    /// changed, written again with the same bytes, added, removed, and some named as touched
    /// that were not).
    @Test func logEntriesFromTouchedOutputsAgreeWithComparingEveryRecord() {
        var g = SeededRandom(seed: 21)
        func record() -> BuildCache.OutputRecord {
            BuildCache.OutputRecord(digest: Fingerprint(high: UInt64(g.next(1 << 30)), low: UInt64(g.next(4))),
                                    size: g.next(5_000), modified: g.next(1_000_000))
        }
        for round in 0..<40 {
            var previous = BuildCache(key: Fingerprint(high: 1, low: 2))
            for i in 0..<(50 + g.next(300)) { previous.outputs["f\(g.next(3))/page-\(i).html"] = record() }
            var next = previous
            var touched: Set<String> = []
            for path in previous.outputs.keys.sorted() {
                switch g.next(12) {
                case 0: next.outputs[path] = nil; touched.insert(path)
                case 1: next.outputs[path] = record(); touched.insert(path)
                case 2: touched.insert(path)
                default: break
                }
            }
            for i in 0..<g.next(20) {
                let path = "added-\(round)-\(i).html"
                next.outputs[path] = record(); touched.insert(path)
            }
            var plain = next
            next.outputsTouched = touched
            plain.outputsTouched = nil
            #expect(next.outputChanges(after: previous) == plain.outputChanges(after: previous), "round \(round)")
            #expect(next.logEntry(after: previous, id: 7, budget: .max) == plain.logEntry(after: previous, id: 7, budget: .max),
                    "round \(round)")
        }
    }

    /// Short strings found again by their packed bytes, against a table of the strings kept:
    /// IDs of a dozen rules and of more than the table holds, empty, 8 and 9 bytes long,
    /// non-ASCII, and strings that share their first bytes.
    @Test func knownStringsAgreeWithATable() {
        var g = SeededRandom(seed: 33)
        let pieces = ["NB", "0", "1", "é", "", "ボ", "x", "NB00", "\u{0}", "12345678"]
        for distinct in [12, 80] {
            var fast = KnownStrings(), plain: [String: String] = [:]
            for _ in 0..<3_000 {
                let text = g.next(4) == 0 ? (0..<g.next(4)).map { _ in g.pick(pieces) }.joined()
                                          : "NB" + String(100 + g.next(distinct))
                var bytes = text
                let found = bytes.withUTF8 { fast.string($0) }
                #expect(found == plain[text], "\(text.debugDescription) among \(distinct)")
                if found == nil {
                    fast.add(text)
                    if plain.count < KnownStrings.most && text.utf8.count <= KnownStrings.longest { plain[text] = text }
                }
            }
        }
    }
}
