import Foundation
import NavDocs
import NavSearch

extension MemorySink {
    /// The text of every shard of the search index the build wrote, in the manifest's order.
    func searchShards() -> [String] {
        guard let manifest = files[SearchIndexFiles.manifestPath].flatMap(SearchIndexManifest.init) else { return [] }
        return manifest.shards.map { text($0.path) ?? "" }
    }
}

/// The JSON object a search-index script assigns after `prefix`, up to the `;` that ends it.
func searchScriptObject(_ bytes: [UInt8], after prefix: String) throws -> [String: Any] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: prefix), text.hasSuffix("};\n") else { throw CocoaError(.fileReadCorruptFile) }
    return try JSONSerialization.jsonObject(with: Data(text[start.upperBound...].dropLast(2).utf8)) as! [String: Any]
}
