import Testing
@testable import NavSearch

@Suite struct SearchTokenizerTests {
    /// The same table runs in the browser against `assets/search.js` (Tests/e2e/search_harness.html).
    @Test func sharedCasesMatch() throws {
        let cases = try SearchCases.load()
        #expect(cases.tokenizer.count >= 20)
        for c in cases.tokenizer {
            #expect(SearchTokenizer.terms(in: c.text) == c.terms, "tokenizing \(c.text.debugDescription)")
        }
    }

    @Test func ruleIDsAndSlugsStayWhole() {
        #expect(SearchTokenizer.terms(in: "see NB012 (segmented-control-too-wide)") ==
                ["see", "nb012", "nb", "012", "segmented-control-too-wide", "segmented", "control", "too", "wide"])
    }

    @Test func repeatedScannerCallsDoNotLeakState() {
        var scanner = SearchTokenizer.Scanner()
        var seen: [String] = []
        for text in ["prefersLargeTitles", "ok", "24x24"] {
            var text = text
            text.withUTF8 { bytes in
                scanner.forEachTerm(in: bytes) { term, _ in seen.append(String(decoding: term, as: UTF8.self)) }
            }
        }
        #expect(seen == ["preferslargetitles", "prefers", "large", "titles", "ok", "24x24", "24", "x", "24"])
    }

    /// The scanner hashes a term as it lowercases it; the table must get the same hash it
    /// would compute itself, or a term would be filed twice.
    @Test func scannerHashesTermsAsTheTableDoes() {
        var scanner = SearchTokenizer.Scanner()
        var text = "Grüße prefersLargeTitles CRÈME 24x24 ÉTÉ nb001"
        var checked = 0
        text.withUTF8 { bytes in
            scanner.forEachTerm(in: bytes) { term, hash in
                #expect(hash == SearchTermTable.hash(term), "\(String(decoding: term, as: UTF8.self))")
                checked += 1
            }
        }
        #expect(checked > 8)
    }
}
