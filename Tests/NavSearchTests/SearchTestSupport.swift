import Foundation
@testable import NavSearch

/// The cases shared with the browser client, read from Tests/e2e/search_cases.js.
struct SearchCases {
    struct TokenizerCase { var text: String; var terms: [String] }

    var tokenizer: [TokenizerCase]
    var documents: [SearchDocument]

    static let e2eFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("e2e")

    static func load() throws -> SearchCases {
        let text = try String(contentsOf: e2eFolder.appendingPathComponent("search_cases.js"), encoding: .utf8)
        guard let marker = text.range(of: "navdocsSearchCases = "),
              let end = text.range(of: "}", options: .backwards) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let json = text[marker.upperBound..<end.upperBound]
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let tokenizer = (object["tokenizer"] as! [[String: Any]]).map {
            TokenizerCase(text: $0["text"] as! String, terms: $0["terms"] as! [String])
        }
        let documents = (object["documents"] as! [[String: Any]]).map { d -> SearchDocument in
            var rule: SearchDocument.Rule?
            if let r = d["rule"] as? [String: Any] {
                rule = .init(id: r["id"] as! String, slug: r["slug"] as! String,
                             formerSlugs: r["formerSlugs"] as! [String], summary: r["summary"] as! String)
            }
            return SearchDocument(url: d["url"] as! String, title: d["title"] as! String,
                                  breadcrumb: d["breadcrumb"] as! [String], text: d["text"] as! String,
                                  kind: SearchDocument.Kind(rawValue: d["kind"] as! String)!, rule: rule)
        }
        return SearchCases(tokenizer: tokenizer, documents: documents)
    }
}

/// Reads a built search index back the way `assets/search.js` does: the manifest, then its
/// shards in order, docs numbered across them and terms merged, so tests can ask which
/// entries a term points to and with which field.
struct DecodedSearchIndex {
    struct Entry: Equatable { var url: String; var title: String; var breadcrumb: [String]; var snippet: String }

    var version: Int
    var entries: [Entry] = []
    /// term → [(entry index, field)]
    var postings: [String: [(doc: Int, field: Int)]] = [:]
    /// Each shard's terms, as its `terms` lists them.
    var shardTerms: [[String]] = []

    init(_ files: SearchIndexFiles) throws {
        try self.init(manifest: files.manifest.bytes) { path in files.shards.first { $0.path == path }?.bytes }
    }

    /// `file` gives a shard's bytes by its path in the site.
    init(manifest: [UInt8], file: (String) -> [UInt8]?) throws {
        let listed = try Self.object(manifest, after: "window.navdocsSearchIndex = ")
        version = listed["version"] as! Int
        for (n, shard) in (listed["shards"] as! [[Any]]).enumerated() {
            guard let bytes = file(shard[0] as! String) else { throw CocoaError(.fileNoSuchFile) }
            let before = entries.count
            try add(Self.object(bytes, after: "(window.navdocsSearchShards = window.navdocsSearchShards || {})[\(n)] = "))
            guard entries.count - before == shard[2] as! Int else { throw CocoaError(.fileReadCorruptFile) }
        }
    }

    /// The JSON object after `prefix`, up to the `;` that ends the script.
    static func object(_ bytes: [UInt8], after prefix: String) throws -> [String: Any] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: prefix), text.hasSuffix("};\n") else { throw CocoaError(.fileReadCorruptFile) }
        let json = text[start.upperBound...].dropLast(2)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    private mutating func add(_ object: [String: Any]) {
        let base = entries.count
        let pages = object["pages"] as! [String]
        let crumbs = (object["crumbs"] as! [[Any]]).map { ($0[0] as! Int, $0[1] as! String) }
        func breadcrumb(_ id: Int) -> [String] {
            var out: [String] = []
            var id = id
            while id >= 0 { out.insert(crumbs[id].1, at: 0); id = crumbs[id].0 }
            return out
        }
        entries += (object["docs"] as! [[Any]]).map { d in
            let title = d[1] as! String
            var url = pages[d[0] as! Int]
            if d.count > 4 {
                let anchor = (d[4] as? String) ?? SearchIndexBuilder.plainSlug(title)
                url += "#" + anchor
            }
            return Entry(url: url, title: title, breadcrumb: breadcrumb(d[2] as! Int), snippet: d[3] as! String)
        }
        var previous = ""
        let terms = (object["terms"] as! String).split(separator: " ").map { coded in
            let shared = Int(String(coded.first!), radix: 36)!
            let term = String(previous.prefix(shared)) + coded.dropFirst()
            previous = term
            return term
        }
        shardTerms.append(terms)
        let digits = SearchIndexWriter.digits
        let lists = (object["postings"] as! String).split(separator: " ", omittingEmptySubsequences: false)
        for (term, list) in zip(terms, lists) {
            var doc = -1, value = 0
            for c in list.utf8 {
                let d = digits.firstIndex(of: c)!
                value = value << 5 | (d & 31)
                if d >= 32 {
                    doc = doc < 0 ? value >> 2 : doc + value >> 2
                    postings[term, default: []].append((base + doc, value & 3))
                    value = 0
                }
            }
        }
    }

    /// The field `term` has in the entry at `url`, or nil when the entry lacks the term.
    func field(of term: String, in url: String) -> Int? {
        guard let doc = entries.firstIndex(where: { $0.url == url }) else { return nil }
        return postings[term]?.first(where: { $0.doc == doc })?.field
    }
}
