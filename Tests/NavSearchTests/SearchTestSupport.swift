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

/// Reads a built search index back the way `assets/search.js` does: the dictionary, then its
/// chunks and fragments, entries numbered in page order, so tests can ask which entries a term
/// points to and with which field and frequency class.
struct DecodedSearchIndex {
    struct Entry: Equatable { var url: String; var title: String; var breadcrumb: [String]; var snippet: String }
    struct Posting: Equatable { var doc: Int; var field: Int; var frequency: Int }

    var version: Int
    var entries: [Entry] = []
    /// term → postings, entries ascending
    var postings: [String: [Posting]] = [:]
    /// Each chunk's terms, in the dictionary's order.
    var chunkTerms: [[String]] = []
    /// Terms as the dictionary lists them.
    var terms: [String] = []

    init(_ files: SearchIndexFiles) throws {
        var all: [String: [UInt8]] = [:]
        for file in files.chunks + files.fragments { all[file.path] = file.bytes }
        try self.init(dictionary: files.dictionary) { all[$0] }
    }

    /// `file` gives a chunk's or fragment's bytes by its path in the site.
    init(dictionary: [UInt8], file: (String) -> [UInt8]?) throws {
        let listed = try Self.object(dictionary, after: "window.navdocsSearchIndex = ", end: "};\n")
        version = listed["version"] as! Int
        var previous = ""
        let coded = listed["terms"] as! String
        terms = coded.isEmpty ? [] : coded.split(separator: " ").map { coded in
            let shared = Int(String(coded.first!), radix: 36)!
            let term = String(previous.prefix(shared)) + coded.dropFirst()
            previous = term
            return term
        }
        var firstDoc: [Int] = []
        var pages = 0
        for run in listed["fragments"] as! [[Any]] {
            let count = run[0] as! Int, name = run[1] as! String
            let json = try Self.assigned(file("search-index/f-\(name).js"), opening: "navdocsSearchPages[\"\(name)\"]=", closing: ";\n")
            let fragments = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
            guard fragments.count == count else { throw CocoaError(.fileReadCorruptFile) }
            pages += count
            for fragment in fragments {
                firstDoc.append(entries.count)
                let url = fragment["url"] as! String
                let crumbs = fragment["crumbs"] as! [[String]]
                let docs = fragment["docs"] as! [[Any]]
                for d in docs {
                    let title = d[0] as! String
                    var link = url
                    if d.count > 3 { link += "#" + ((d[3] as? String) ?? SearchIndexBuilder.plainSlug(title)) }
                    let crumb = d[1] as! Int
                    let breadcrumb = crumb < 0 ? crumbs[docs[0][1] as! Int] + [docs[0][0] as! String] : crumbs[crumb]
                    entries.append(Entry(url: link, title: title, breadcrumb: breadcrumb, snippet: d[2] as! String))
                }
            }
        }
        guard pages == (listed["pages"] as! String).utf8.count else { throw CocoaError(.fileReadCorruptFile) }
        var t = 0
        for chunk in listed["chunks"] as! [[Any]] {
            let count = chunk[0] as! Int, name = chunk[1] as! String
            let lists = try Self.assigned(file("search-index/t-\(name).js"), opening: "navdocsSearchChunks[\"\(name)\"]=\"", closing: "\";\n")
                .split(separator: " ", omittingEmptySubsequences: false)
            guard lists.count == count else { throw CocoaError(.fileReadCorruptFile) }
            chunkTerms.append(Array(terms[t..<(t + count)]))
            for (term, list) in zip(terms[t..<(t + count)], lists) {
                postings[term] = Self.postings(list, firstDoc: firstDoc)
            }
            t += count
        }
        guard t == terms.count else { throw CocoaError(.fileReadCorruptFile) }
    }

    /// One term's postings, as `SearchIndexFiles` describes them.
    static func postings(_ list: Substring, firstDoc: [Int]) -> [Posting] {
        let digits = SearchIndexWriter.digits
        var out: [Posting] = []
        var page = -1, entry = -1, value = 0
        var head: Int?
        for c in list.utf8 {
            let d = digits.firstIndex(of: c)!
            value = value << 5 | (d & 31)
            guard d >= 32 else { continue }
            var a = value, extra = 0
            value = 0
            if let h = head { (a, extra, head) = (h, a, nil) } else if a >> 4 & 7 == 7 { head = a; continue }
            let delta = a >> 7, code = (a >> 4 & 7) + extra
            if page >= 0 && delta == 0 { entry += 1 + code } else { page = page < 0 ? delta : page + delta; entry = code }
            out.append(Posting(doc: firstDoc[page] + entry, field: a & 3, frequency: a >> 2 & 3))
        }
        return out
    }

    /// The JSON object after `prefix`, up to `end`, which ends the script.
    /// What a search-index script assigns: its text between `opening` and `closing`.
    static func assigned(_ bytes: [UInt8]?, opening: String, closing: String) throws -> Substring {
        guard let bytes else { throw CocoaError(.fileNoSuchFile) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(opening), text.hasSuffix(closing) else { throw CocoaError(.fileReadCorruptFile) }
        return text.dropFirst(opening.count).dropLast(closing.count)
    }

    static func object(_ bytes: [UInt8], after prefix: String, end: String) throws -> [String: Any] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: prefix), text.hasSuffix(end) else { throw CocoaError(.fileReadCorruptFile) }
        let json = text[start.upperBound...].dropLast(2)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    /// The field `term` has in the entry at `url`, or nil when the entry lacks the term.
    func field(of term: String, in url: String) -> Int? {
        posting(of: term, in: url)?.field
    }

    func posting(of term: String, in url: String) -> Posting? {
        guard let doc = entries.firstIndex(where: { $0.url == url }) else { return nil }
        return postings[term]?.first(where: { $0.doc == doc })
    }
}
