import Foundation
import NavSearch
import NavText

/// The last build's search index as the output folder holds it: its manifest, and each
/// shard's file, read only when an edit redoes a page of that shard.
struct LastSearchIndex: Sendable {
    let manifest: SearchIndexManifest
    private let output: String

    /// The manifest in `output`, when it and every shard it lists are as the last build left
    /// them (`kept`); nil otherwise, and every page is redone.
    init?(output: String, kept: (String) -> Bool) {
        guard kept(SearchIndexFiles.manifestPath),
              let bytes = IncrementalBuilder.readWhole(output + "/" + SearchIndexFiles.manifestPath),
              let manifest = SearchIndexManifest(bytes), manifest.shards.allSatisfy({ kept($0.path) }) else { return nil }
        self.manifest = manifest
        self.output = output
    }

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
