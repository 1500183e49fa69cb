import Foundation
import Testing
@testable import NavReaders
import NavRules
import NavXML

/// The Interface Builder reader drops layout elements while parsing; on every real
/// fixture it must read exactly what it reads from the whole tree.
@Suite struct PruningTests {
    struct Disk: FileSystem {
        func entry(at path: String) throws(FileSystemError) -> FileEntry { .file(size: 0) }
        func names(inDirectory path: String) throws(FileSystemError) -> [String] { [] }
        func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: path) else { throw FileSystemError("cannot read") }
            return Array(data.prefix(limit))
        }
    }

    @Test func prunedAndWholeTreesGiveTheSameBars() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/InterfaceBuilder").path
        let paths = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { root + "/" + $0 }
        #expect(paths.count >= 15)
        let context = ReadContext(catalog: .standard)
        let pruned = InterfaceBuilderReader().read(paths, companions: [], from: Disk(), context: context)
        let whole = InterfaceBuilderReader(pruning: .none).read(paths, companions: [], from: Disk(), context: context)
        #expect(pruned.bars == whole.bars)
        #expect(pruned.diagnostics == whole.diagnostics)
        #expect(!pruned.bars.isEmpty)
    }
}
