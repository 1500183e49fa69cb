import Foundation
import NavDocs
import NavSearch

extension MemorySink {
    /// The text of every chunk and fragment file the search index's dictionary lists, in its order.
    func searchIndexFiles() -> [String] {
        guard let dictionary = files[SearchIndexFiles.dictionaryPath],
              let listed = WrittenSearchIndex.Listing(dictionary)?.listedPaths else { return [] }
        return listed.map { text($0) ?? "" }
    }
}

/// The JSON value a search-index script assigns after `prefix`, up to the `;` that ends it.
func searchScriptValue(_ bytes: [UInt8], after prefix: String) throws -> Any {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: prefix), text.hasSuffix(";\n") else { throw CocoaError(.fileReadCorruptFile) }
    return try JSONSerialization.jsonObject(with: Data(text[start.upperBound...].dropLast(2).utf8))
}

