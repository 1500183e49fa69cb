@testable import NavMarkdown
import Testing

/// The scheme of a link as a browser reads it, and what a link that runs script becomes.
@Suite struct URLSafetyTests {
    @Test func linkSchemesIgnoreCaseAndWhitespaceLikeBrowsers() {
        #expect(URLSafety.scheme(of: "page-00567.md") == nil)
        #expect(URLSafety.scheme(of: "mailto:me@example.com") == "mailto")
        #expect(URLSafety.scheme(of: "JaVa\tScript:alert(1)") == "javascript")
        #expect(URLSafety.scheme(of: "https://example.com") == "https")
        #expect(URLSafety.scheme(of: "../guide/a.html") == nil)
        #expect(URLSafety.scheme(of: "page-1.html") == nil)
        #expect(URLSafety.scheme(of: ":x") == nil)
        #expect(URLSafety.scheme(of: "éx:foo") == "éx")
        #expect(URLSafety.safeLink("javascript:alert(1)") == "#")
    }
}
