import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import NavSearch
import NavThreads

/// The last build's search index as the output folder holds it: its manifest, and each
/// shard's file, read only when an edit redoes a page of that shard.
struct LastSearchIndex: Sendable {
    let manifest: SearchIndexManifest
    private let output: String
    private let kept: @Sendable (String) -> Bool

    /// The manifest in `output`; nil when there is none that reads, and every page is redone.
    /// `kept` tells whether a file is as the last build left it (see `untouched`).
    init?(output: String, kept: @escaping @Sendable (String) -> Bool) {
        guard let bytes = IncrementalBuilder.readWhole(output + "/" + SearchIndexFiles.manifestPath),
              let manifest = SearchIndexManifest(bytes) else { return nil }
        self.manifest = manifest
        self.output = output
        self.kept = kept
    }

    /// Whether the manifest and every shard it lists are as the last build left them; if not,
    /// every page is redone. Asked by the plan, not when the manifest is read: whether the
    /// files were touched is known only once the output folder's stats are in.
    var untouched: Bool { kept(SearchIndexFiles.manifestPath) && manifest.shards.allSatisfy { kept($0.path) } }

    /// What an edit of `pages` (their search paths) needs: the shards that hold them, read
    /// back. Nil when one does not read as the builder's: the build then redoes every page.
    func edit(of pages: [String]) -> SearchEdit? {
        let numbers = Array(Set(pages.map(manifest.shard(holding:)))).sorted()
        let output = self.output, manifest = self.manifest
        let read = numbers.parallelMap { k in
            IncrementalBuilder.readWhole(output + "/" + manifest.shards[k].path).flatMap { WrittenSearchIndex($0, shard: k) }
        }
        var shards: [Int: WrittenSearchIndex] = [:]
        for (k, shard) in zip(numbers, read) {
            guard let shard else { return nil }
            shards[k] = shard
        }
        return SearchEdit(manifest: manifest, shards: shards)
    }
}

/// The search step's start for an edit: the last manifest, and the shards of the redone pages.
struct SearchEdit: Sendable {
    let manifest: SearchIndexManifest
    let shards: [Int: WrittenSearchIndex]
}
