import Foundation
import NavBase
import NavLint
import NavReaders
import NavSwiftUI
import Synchronization
import Testing

/// The SwiftUI reader with a read cache: a warm run says what a cold one says, an edit to a
/// file another file names is seen, and a damaged cache costs a parse, never a wrong finding.
@Suite(swiftSyntaxBuilt)
struct SwiftUIReadCacheTests {
    /// A disk cache in a folder of its own, counting what the reader stores.
    final class CountingCache: ReadCache {
        let disk: DiskReadCache
        let stores = Mutex(0)
        init(folder: String) { disk = DiskReadCache(folder: folder, build: "test build") }
        func load(_ name: String) -> [UInt8]? { disk.load(name) }
        func store(_ name: String, _ bytes: [UInt8]) { stores.withLock { $0 += 1 }; disk.store(name, bytes) }
        var storeCount: Int { stores.withLock { $0 } }
    }

    static func withCache(_ body: (CountingCache) throws -> Void) rethrows {
        let folder = NSTemporaryDirectory() + "navlint-swiftui-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(CountingCache(folder: folder))
    }

    /// `navlint bars --mockup` and `navlint` on `paths`, with `cache` or none.
    static func run(_ files: any FileSystem, _ paths: [String], cache: (any ReadCache)?) -> String {
        let runner = CommandRunner(fileSystem: files, environment: [:], readers: Linter.standardReaders + [SwiftUISupport.reader],
                                   cache: cache)
        let bars = runner.run(["bars", "--mockup"] + paths)
        let lint = runner.run(["--format", "json"] + paths)
        return bars.stdout + bars.stderr + lint.stdout + lint.stderr
    }

    @Test func aWarmCacheEqualsColdOnEveryFixture() {
        Self.withCache { cache in
            let paths = [RealSwiftUITests.root + "/" + RealSwiftUITests.fixtures]
            let cold = Self.run(DiskFileSystem(), paths, cache: nil)
            #expect(Self.run(DiskFileSystem(), paths, cache: cache) == cold)
            let stored = cache.storeCount
            #expect(stored >= 1)
            #expect(Self.run(DiskFileSystem(), paths, cache: cache) == cold)
            #expect(cache.storeCount == stored)  // every file was known: nothing to write
            #expect(Self.run(DiskFileSystem(), ["--no-cache"] + paths, cache: cache) == cold)
        }
    }

    static let app: [String: String] = [
        "App/InboxView.swift": """
            import SwiftUI
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Mail") }
                            .navigationTitle(Strings.inbox)
                            .toolbar { InboxToolbar() }
                    }
                }
            }
            """,
        "App/InboxToolbar.swift": """
            import SwiftUI
            struct InboxToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) { Button("Compose") { } }
                }
            }
            """,
        "App/Strings.swift": "enum Strings { static let inbox = \"Inbox\" }\n",
        "App/Model.swift": "struct Message { var subject: String }\n",
    ]

    @Test(arguments: [
        ("App/InboxToolbar.swift", "Button(\"Compose\")", "Button(\"Write a new message now\")", "Write a new message now"),
        ("App/Strings.swift", "\"Inbox\"", "\"All the mail you have received\"", "All the mail you have received"),
    ])
    func anEditToAReferencedFileIsSeen(file: String, old: String, new: String, seen: String) {
        Self.withCache { cache in
            var files = Self.app
            let before = Self.run(SourceTree(files), ["App"], cache: cache)
            #expect(Self.run(SourceTree(files), ["App"], cache: cache) == before)
            files[file] = files[file]!.replacingOccurrences(of: old, with: new)
            let after = Self.run(SourceTree(files), ["App"], cache: cache)
            #expect(after != before)
            #expect(after.contains(seen))
            #expect(after == Self.run(SourceTree(files), ["App"], cache: nil))
        }
    }

    @Test(arguments: ["garbage", "truncated", "emptied"])
    func aCorruptCacheIsSurvived(damage: String) throws {
        try Self.withCache { cache in
            let cold = Self.run(SourceTree(Self.app), ["App"], cache: nil)
            #expect(Self.run(SourceTree(Self.app), ["App"], cache: cache) == cold)
            let folder = cache.disk.folder
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(names.count == 1)
            for name in names {
                let url = URL(fileURLWithPath: folder + "/" + name)
                var bytes = try [UInt8](Data(contentsOf: url))
                switch damage {
                case "garbage": bytes = (0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                case "truncated": bytes.removeLast(bytes.count / 2)
                default: bytes = []
                }
                try Data(bytes).write(to: url)
            }
            let stored = cache.storeCount
            #expect(Self.run(SourceTree(Self.app), ["App"], cache: cache) == cold)
            #expect(cache.storeCount > stored)  // rebuilt
            #expect(Self.run(SourceTree(Self.app), ["App"], cache: cache) == cold)
        }
    }

    /// The disk, counting the Swift files read, with every stat taken `later` nanoseconds after
    /// it was: a file written a moment ago is as settled as one written long before.
    final class StatDisk: StatFileSystem {
        let disk = DiskFileSystem()
        let later: Int
        let reads = Mutex(0)
        init(later: Int) { self.later = later }
        func entry(at path: String) throws(FileSystemError) -> FileEntry { try disk.entry(at: path) }
        func names(inDirectory path: String) throws(FileSystemError) -> [String] { try disk.names(inDirectory: path) }
        func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
            if path.hasSuffix(".swift") { reads.withLock { $0 += 1 } }
            return try disk.read(path, limit: limit)
        }
        func sourceStat(of path: String) -> SourceStat? {
            disk.sourceStat(of: path).map { var stat = $0; stat.takenAt += later; return stat }
        }
        var readCount: Int { reads.withLock { $0 } }
    }

    /// `app` written to a folder of its own, removed after `body`.
    static func withAppOnDisk(_ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "navlint-swiftui-app-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in app {
            try FileManager.default.createDirectory(atPath: folder + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        try body(folder)
    }

    @Test func aFileWhoseStatVouchesForItIsNotRead() throws {
        try Self.withAppOnDisk { folder in
            try Self.withCache { cache in
                let settled = StatDisk(later: 2 * SourceStat.settleNanoseconds)
                let cold = Self.run(DiskFileSystem(), [folder + "/App"], cache: nil)
                #expect(Self.run(settled, [folder + "/App"], cache: cache) == cold)
                let reads = settled.readCount
                #expect(reads == 4)  // each file once, by `bars`: the lint after it reads none
                let stored = cache.storeCount
                #expect(Self.run(settled, [folder + "/App"], cache: cache) == cold)
                #expect(settled.readCount == reads)  // every stat vouched: nothing read
                #expect(cache.storeCount == stored)

                // An edit moves the stat: the file is read again and the edit seen.
                let strings = folder + "/App/Strings.swift"
                try Data("enum Strings { static let inbox = \"Everything received\" }\n".utf8).write(to: URL(fileURLWithPath: strings))
                let edited = Self.run(settled, [folder + "/App"], cache: cache)
                #expect(edited.contains("Everything received"))
                #expect(edited == Self.run(DiskFileSystem(), [folder + "/App"], cache: nil))
                #expect(settled.readCount > reads)
            }
        }
    }

    @Test func aStatTakenJustAfterAnEditVouchesForNothing() throws {
        try Self.withAppOnDisk { folder in
            try Self.withCache { cache in
                let racy = StatDisk(later: 0)  // the files were written a moment ago
                let cold = Self.run(DiskFileSystem(), [folder + "/App"], cache: nil)
                #expect(Self.run(racy, [folder + "/App"], cache: cache) == cold)
                let reads = racy.readCount
                #expect(Self.run(racy, [folder + "/App"], cache: cache) == cold)
                #expect(racy.readCount == 2 * reads)  // read and hashed again
            }
        }
    }
}
