@testable import NavDocs
import NavBase
import NavDocsTestSupport
import NavThreads
import Testing

/// ```swift good / ```swift bad blocks: what the build does with what navlint says of them.
/// navlint itself is run on the repository's examples by the e2e tests; here a reader
/// stands in with navlint's answers written out, so each check of the step is seen alone.
@Suite struct SwiftExampleTests {
    /// Answers by code, and a count of the runs asked of it.
    final class StandInReader: SwiftExampleReader, @unchecked Sendable {
        let answers: [String: SwiftExampleAnswer]
        let lock = Lock()
        var runs: [[String]] = []
        /// The app name each block of each run was read with.
        var apps: [[String?]] = []
        var name: String { "stand-in" }

        init(_ answers: [String: SwiftExampleAnswer]) { self.answers = answers }

        func read(_ blocks: [SwiftExample]) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure> {
            lock.withLock { runs.append(blocks.map(\.code)); apps.append(blocks.map(\.app)) }
            return .success(blocks.map { answers[$0.code]! })
        }
    }

    static let longCode = "Text(\"\").navigationTitle(\"Notification Settings\")\n"
    static let shortCode = "Text(\"\").navigationTitle(\"Notifications\")\n"
    static func bar(unknown: [String] = []) -> SwiftExampleAnswer.Bar {
        .init(line: 1, screen: "InboxView", unknown: unknown, description: "Navigation bar", drawing: "┌──┐\n└──┘", columns: 4)
    }
    static let answers = [
        longCode: SwiftExampleAnswer(findings: [.init(rule: "NB001", line: 1, column: 10, severity: "warning",
                                                      message: "title is too long")], bars: [bar()]),
        shortCode: SwiftExampleAnswer(findings: [], bars: [bar()]),
    ]

    func build(_ pages: [String: String], reader: (any SwiftExampleReader)?) -> Result<(MemorySink, BuildSummary), BuildFailure> {
        var options = BuildOptions()
        options.swiftExamples = reader
        return Fixture.build(pages, options: options)
    }

    @Test func everyExampleOfTheBuildIsReadInOneRunAndDrawnUnderItsCode() throws {
        let reader = StandInReader(Self.answers)
        let page = "# Titles\n\n```swift bad NB001\n\(Self.longCode)```\n\n```swift good\n\(Self.shortCode)```\n"
        let (sink, summary) = try build(["a.md": page, "b.md": page], reader: reader).get()
        #expect(reader.runs == [[Self.longCode, Self.shortCode]])
        let html = try #require(sink.text("a.html"))
        #expect(html.contains(#"<pre class="example-code"><code class="language-swift">Text(&quot;&quot;).navigationTitle(&quot;Notification Settings&quot;)"#))
        #expect(html.contains(#"<pre class="mockup" role="img" aria-label="Navigation bar" style="--columns: 4">┌──┐"#))
        #expect(html.contains("<code>NB001</code> title-too-long</a>"))
        #expect(summary.examplesVerified >= 4)
    }

    @Test func anAppNameInTheInfoStringIsReadWithItsBlockAndMakesItAnotherExample() throws {
        let reader = StandInReader(Self.answers)
        let page = "# Titles\n\n```swift good app=\"Pantry Pal\"\n\(Self.shortCode)```\n\n"
            + "```swift good\n\(Self.shortCode)```\n\n```swift good app=Pantry\n\(Self.shortCode)```\n"
        _ = try build(["a.md": page], reader: reader).get()
        #expect(reader.runs == [[Self.shortCode, Self.shortCode, Self.shortCode]])
        #expect(reader.apps == [[nil, "Pantry", "Pantry Pal"]])
    }

    @Test func anInfoStringsWordsAndAppNameAreReadWhereverTheNameStands() {
        #expect(SwiftExampleInfo("swift bad NB002 app=\"Pantry Pal\"") == SwiftExampleInfo(words: ["swift", "bad", "NB002"], app: "Pantry Pal"))
        #expect(SwiftExampleInfo("swift app=Pantry\tgood") == SwiftExampleInfo(words: ["swift", "good"], app: "Pantry"))
        #expect(SwiftExampleInfo("swift good") == SwiftExampleInfo(words: ["swift", "good"], app: nil))
    }

    @Test func aWrongClaimFailsAtItsFenceAndAFindingInAGoodOneAtItsLine() {
        let page = "# Titles\n\nText.\n\n```swift bad NB003\n\(Self.longCode)```\n\n```swift good\n\(Self.longCode)```\n"
        guard case .failure(let failure) = build(["a.md": page], reader: StandInReader(Self.answers)) else {
            Issue.record("the build passed"); return
        }
        #expect(failure.diagnostics.map(\.description) == [
            "content/a.md:5:1: error: Swift example marked bad NB003 produced NB001 at line 6 (title is too long); expected exactly NB003",
            "content/a.md:10:10: error: Swift example marked good has a finding: NB001 (title is too long); fix the example or mark it \"swift bad NB001\"",
        ])
    }

    @Test func aGoodExampleOnARulePageLeavesKnownWhatTheRuleReads() {
        let unknown = [Self.shortCode: SwiftExampleAnswer(findings: [], bars: [Self.bar(unknown: ["title", "presentation"])])]
        var rules = Fixture.rulePages()
        rules["rules/NB001-title-too-long.md"]! += "\n```swift good\n\(Self.shortCode)```\n"
        var options = BuildOptions()
        options.swiftExamples = StandInReader(unknown)
        guard case .failure(let failure) = Fixture.build(["index.md": "# Home\n"], rules: rules, options: options) else {
            Issue.record("the build passed"); return
        }
        #expect(failure.diagnostics.map(\.message) == [
            "Swift example marked good leaves unknown what NB001 reads (title), so it shows nothing about the rule; write the example so navlint can read them",
        ])
    }

    @Test func withoutNavlintASiteWithSwiftExamplesFailsAtTheFirstAndPlainSwiftNeedsNone() throws {
        let page = "# Titles\n\n```swift\nlet plain = 1\n```\n\n```swift good\n\(Self.shortCode)```\n"
        #expect(Fixture.errors(["b.md": page, "a.md": page]) == [
            "content/a.md:7:1: error: " + SwiftExampleBatch.Message.noNavlint,
        ])
        let (sink, summary) = try build(["a.md": "# Plain\n\n```swift\nlet plain = 1\n```\n"], reader: nil).get()
        #expect(sink.text("a.html")?.contains(#"<code class="language-swift">let plain = 1"#) == true)
        #expect(summary.warnings.map(\.description) == [
            "content/a.md:3:1: warning: " + SwiftExampleBatch.Message.plainWithoutNavlint,
        ])
    }

    @Test func plainSwiftIsHighlightedFromTheSameRun() throws {
        let plain = "let a = \"<b>\" // 1\n"
        let spans: [SwiftExampleAnswer.Span] = [.init(offset: 0, length: 3, kind: "keyword"),
                                                .init(offset: 8, length: 5, kind: "string"),
                                                .init(offset: 14, length: 4, kind: "comment")]
        var answers = Self.answers
        answers[plain] = SwiftExampleAnswer(findings: [], bars: [], highlight: spans)
        let reader = StandInReader(answers)
        let page = "# Code\n\n```swift\n\(plain)```\n\n```swift good\n\(Self.shortCode)```\n"
        let (sink, _) = try build(["a.md": page], reader: reader).get()
        #expect(reader.runs.count == 1 && reader.runs[0].count == 2)
        #expect(sink.text("a.html")?.contains(#"<pre><code class="language-swift"><span class="hl-keyword">let</span> a = "#
            + #"<span class="hl-string">&quot;&lt;b&gt;&quot;</span> <span class="hl-comment">// 1</span>"#) == true)
    }

    @Test func yamlIsHighlightedFromLibyamlsTokensWithoutNavlint() throws {
        let (sink, summary) = try build(["a.md": "# Config\n\n```yaml\nstrict: true # always\n```\n"], reader: nil).get()
        #expect(sink.text("a.html")?.contains(#"<pre><code class="language-yaml"><span class="hl-type">strict</span>: "#
            + #"<span class="hl-keyword">true</span> <span class="hl-comment"># always</span>"#) == true)
        #expect(summary.warnings.isEmpty)
    }

    /// The memory answers as the reader would: what it holds it answers itself, the rest it
    /// asks for in one run; read back from its bytes it holds the same.
    @Test func theMemoryAnswersAsTheReaderAndAsksOnlyForNewCode() throws {
        let plain = "let a = 1\n"
        var answers = Self.answers
        answers[plain] = SwiftExampleAnswer(findings: [], bars: [], problems: ["no bar"],
                                            highlight: [.init(offset: 0, length: 3, kind: "keyword")])
        let reader = StandInReader(answers)
        let memory = SwiftExampleMemory()
        let remembering = memory.remembering(reader)
        let first = try remembering.read([Self.longCode, plain].map { SwiftExample($0) }).get()
        #expect(first == [answers[Self.longCode]!, answers[plain]!])
        let second = try remembering.read([plain, Self.shortCode, Self.longCode].map { SwiftExample($0) }).get()
        #expect(second == [answers[plain]!, answers[Self.shortCode]!, answers[Self.longCode]!])
        #expect(reader.runs == [[Self.longCode, plain], [Self.shortCode]])
        #expect(try remembering.read([Self.shortCode].map { SwiftExample($0) }).get() == [answers[Self.shortCode]!])
        #expect(reader.runs.count == 2)
        // The same code read with an app's name is another example, and remembered apart.
        _ = remembering.read([SwiftExample(Self.shortCode, app: "Pantry")])
        _ = remembering.read([SwiftExample(Self.shortCode, app: "Pantry")])
        #expect(reader.apps.last == ["Pantry"] && reader.runs.count == 3)

        let copy = SwiftExampleMemory()
        copy.read(memory.encoded())
        let again = StandInReader(answers)
        #expect(try copy.remembering(again).read([plain, Self.longCode, Self.shortCode].map { SwiftExample($0) }).get() == [answers[plain]!, answers[Self.longCode]!, answers[Self.shortCode]!])
        #expect(again.runs.isEmpty)
        copy.read(Array("not a memory".utf8) + memory.encoded())
        #expect(copy.encoded() == memory.encoded())
    }

    @Test func anotherNavlintStartsTheMemoryAfresh() throws {
        struct Renamed: SwiftExampleReader {
            let inner: StandInReader
            var name: String { "another" }
            func read(_ blocks: [SwiftExample]) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure> { inner.read(blocks) }
        }
        let memory = SwiftExampleMemory()
        let reader = StandInReader(Self.answers)
        _ = memory.remembering(reader).read([Self.shortCode].map { SwiftExample($0) })
        _ = memory.remembering(Renamed(inner: reader)).read([Self.shortCode].map { SwiftExample($0) })
        #expect(reader.runs == [[Self.shortCode], [Self.shortCode]])
    }

    /// Spans out of order, out of range or of an odd kind are left out, never half-written.
    @Test func highlightingSkipsSpansItCannotPlace() {
        let spans: [SwiftExampleAnswer.Span] = [.init(offset: 4, length: 3, kind: "keyword"), .init(offset: 0, length: 3, kind: "type"),
                                                .init(offset: 6, length: 40, kind: "string"), .init(offset: 8, length: 1, kind: "x\"y")]
        #expect(HighlightedSwift.html("var a: Int", spans: spans) == #"var <span class="hl-keyword">a: </span>Int"#)
    }
}
