import Foundation
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
}
