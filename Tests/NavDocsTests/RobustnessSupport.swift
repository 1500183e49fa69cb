import Foundation
@testable import NavDocs
@testable import NavDocsCommandLine
import NavDocsTestSupport
import NavRules

/// A site on disk in a fresh temporary folder (navdocs.yml, content/, theme/ with the
/// fixture theme, site/), built with the real command in-process.
final class DiskSite {
    let root: URL
    var path: String { root.path }

    init(pages: [String: String] = ["index.md": "# Home\n\nWelcome.\n"]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("navdocs-robust-\(UUID().uuidString)")
        try write("navdocs.yml", "title: Robust\ncontent: content\ntheme: theme\noutput: site\n")
        for (name, bytes) in Fixture.theme.files { try write("theme/" + name, bytes) }
        for (name, text) in Fixture.rulePages().merging(pages, uniquingKeysWith: { _, new in new }) {
            try write("content/" + name, text)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Runs `navdocs build --config <root>/navdocs.yml` plus `arguments`. Printed paths
    /// lose the temporary folder's prefix, so expectations read `content/index.md:3:1`.
    func build(_ arguments: [String] = []) -> (exit: Int32, out: [String], err: [String]) {
        let console = CapturedConsole()
        let exit = NavDocsCommand.run(["build", "--config", path + "/navdocs.yml"] + arguments, console: console.console)
        let strip = { (lines: [String]) in lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.replacingOccurrences(of: self.path + "/", with: "") } }
        return (exit, strip(console.out), strip(console.err))
    }

    /// Every file under `relative` (path → bytes), symlinks and all, for byte-for-byte comparison.
    func snapshot(_ relative: String = "site") -> [String: [UInt8]] {
        let base = root.appendingPathComponent(relative)
        var files: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [:] }
        while let name = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = base.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = FileManager.default.contents(atPath: full).map { Array($0) } ?? []
            }
        }
        return files
    }

    /// Names in the site's parent folder that a build left behind (staging or old copies).
    /// Staging, old and cache folders beside the site; the lock file stays by design (it is what `flock` holds).
    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.contains(".navdocs-") && !$0.hasSuffix(".navdocs-lock") }.sorted()
    }
}

/// The lines of printed output that are located diagnostics (`path:line:col: level: message`).
func diagnosticLines(_ lines: [String]) -> [String] {
    lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        .filter { !$0.hasPrefix("error: ") }
}

/// The paths whose bytes differ between two snapshots (added, removed or changed).
func changes(from before: [String: [UInt8]], to after: [String: [UInt8]]) -> [String] {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
}
