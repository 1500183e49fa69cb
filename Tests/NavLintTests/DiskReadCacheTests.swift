import Foundation
import NavLint
import NavReaders
import Testing

/// The read cache's files: what one build stores another does not load, a damaged file
/// loads as nothing, and stores racing each other leave one whole file.
struct DiskReadCacheTests {
    /// A folder of its own under the system's temporary folder, removed after `body`.
    static func withFolder(_ body: (String) throws -> Void) rethrows {
        let folder = NSTemporaryDirectory() + "navlint-cache-test-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func whatABuildStoresItLoads() {
        Self.withFolder { folder in
            let cache = DiskReadCache(folder: folder + "/deeper/navlint", build: "build 1")
            #expect(cache.load("swiftui-1") == nil)
            cache.store("swiftui-1", Array("summaries".utf8))
            #expect(cache.load("swiftui-1") == Array("summaries".utf8))
            #expect(DiskReadCache(folder: cache.folder, build: "build 2").load("swiftui-1") == nil)
        }
    }

    @Test(arguments: ["truncated", "flipped", "foreign", "empty"])
    func aDamagedFileLoadsAsNothing(damage: String) throws {
        try Self.withFolder { folder in
            let cache = DiskReadCache(folder: folder, build: "build 1")
            cache.store("name", Array(repeating: 7, count: 100))
            let path = folder + "/name"
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            switch damage {
            case "truncated": bytes.removeLast(10)
            case "flipped": bytes[bytes.count - 5] ^= 1
            case "foreign": bytes = Array("{\"not\": \"navlint\"}".utf8)
            default: bytes = []
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(cache.load("name") == nil)
            cache.store("name", [1, 2, 3])
            #expect(cache.load("name") == [1, 2, 3])
        }
    }

    @Test func racingStoresLeaveOneWholeFile() {
        Self.withFolder { folder in
            let cache = DiskReadCache(folder: folder, build: "build 1")
            DispatchQueue.concurrentPerform(iterations: 16) { run in
                cache.store("name", Array(repeating: UInt8(run), count: 200_000))
            }
            let loaded = cache.load("name")
            #expect(loaded?.count == 200_000)
            #expect(Set(loaded ?? []).count == 1)
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["name"])
        }
    }

    @Test func oneNameFromTwoWorkingFoldersIsTwoFiles() {
        Self.withFolder { folder in
            let first = DiskReadCache(folder: folder, build: "build 1", workingDirectory: "/apps/One")
            let second = DiskReadCache(folder: folder, build: "build 1", workingDirectory: "/apps/Two")
            first.store("swiftui-1", [1])
            second.store("swiftui-1", [2])
            #expect(first.load("swiftui-1") == [1])
            #expect(second.load("swiftui-1") == [2])
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.count == 2)
        }
    }

    @Test func theFolderIsTheUsersCacheNeverTheApps() {
        #expect(DiskReadCache.folder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"]) == "/x/cache/navlint")
        #expect(DiskReadCache.folder(environment: ["HOME": "/home/me"]) == "/home/me/.cache/navlint")
        #expect(DiskReadCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]) == "/home/me/.cache/navlint")
        #expect(DiskReadCache.folder(environment: [:]) == nil)
        #expect(DiskReadCache.currentBuild() != nil)
    }

    @Test func noCacheIsAnOptionOfLintBarsAndReport() throws {
        guard case .lint(let lint) = try NavLintCommand.parse(["--no-cache", "App"]) else { Issue.record("not lint"); return }
        #expect(!lint.usesCache)
        guard case .bars(let bars) = try NavLintCommand.parse(["bars", "--no-cache", "App"]) else { Issue.record("not bars"); return }
        #expect(!bars.usesCache)
        guard case .report(let report) = try NavLintCommand.parse(["report", "--no-cache", "App", "--out", "r.html"]) else {
            Issue.record("not report"); return
        }
        #expect(!report.usesCache)
        guard case .lint(let plain) = try NavLintCommand.parse(["App"]) else { Issue.record("not lint"); return }
        #expect(plain.usesCache)
    }
}
