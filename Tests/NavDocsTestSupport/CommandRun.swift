import Foundation
import NavDocsCommandLine

/// Runs `navdocs` in-process on a real folder and captures what it prints.
public final class CommandRun: @unchecked Sendable {
    public let root: URL
    private let lock = NSLock()
    public private(set) var out: [String] = []
    public private(set) var err: [String] = []

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    public func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    public func write(_ files: [String: String], under folder: String) throws {
        for (name, text) in files {
            let url = root.appendingPathComponent(folder).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A content folder with the given pages plus a page per rule, and the test theme.
    public func site(_ pages: [String: String]) throws {
        try write(Fixture.rulePages().merging(pages) { _, new in new }, under: "content")
        try write(Fixture.theme.files.mapValues { String(decoding: $0, as: UTF8.self) }, under: "theme")
    }

    public func run(_ arguments: [String]) -> Int32 {
        out = []; err = []
        let console = NavDocsCommand.Console(
            out: { [self] line in lock.lock(); out.append(line); lock.unlock() },
            err: { [self] line in lock.lock(); err.append(line); lock.unlock() })
        return NavDocsCommand.run(arguments, console: console)
    }

    public func build(_ extra: [String] = []) -> Int32 {
        run(["build", "--content", path("content"), "--theme", path("theme"), "--out", path("site")] + extra)
    }

    /// Every file of a folder with its bytes, to compare a site before and after.
    public func snapshot(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        for case let name as String in walker {
            if let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) { result[name] = data }
        }
        return result
    }
}
