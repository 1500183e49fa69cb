import NavLint
import NavReaders
import NavSwiftUI
import Testing

/// `navlint examples`, as navdocs calls it: framed Swift blocks in, one JSON answer a block out.
@Suite(swiftSyntaxBuilt)
struct ExampleCheckTests {
    private func run(_ blocks: [String], _ arguments: [String] = ["examples"]) -> CommandOutput {
        let input = blocks.map { "swift \($0.utf8.count)\n\($0)\n" }.joined()
        return CommandRunner(fileSystem: SourceTree([:]), environment: [:],
                             readers: Linter.standardReaders + [SwiftUISupport.reader],
                             standardInput: { Array(input.utf8) }, highlightSwift: SwiftUISupport.highlight).run(arguments)
    }

    @Test func eachBlockIsReadAloneAndAnsweredInOrder() throws {
        let long = """
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Notification Settings")
                    }
                }
            }
            """
        let short = long.replacingOccurrences(of: "Notification Settings", with: "Notifications")
        let output = run([long, short])
        #expect(output.exitCode == 0, "\(output.stderr)")
        let answers = output.stdout.components(separatedBy: "\"findings\"")
        #expect(answers.count == 3, "\(output.stdout)")
        #expect(answers[1].contains(#""rule": "NB001""#) && answers[1].contains(#""line": 5"#))
        #expect(!answers[2].contains(#""rule""#))
        // The bar as navlint read it: a mockup, and the facts the block leaves unknown.
        #expect(answers[2].contains(#""spec": "screen: InboxView\nplatform: iphone\ntitle: Notifications"#), "\(answers[2])")
        #expect(answers[2].contains(#""unknown": ["#) && answers[2].contains(#""presentation""#))
        #expect(answers[2].contains("Notifications") && answers[2].contains(#""drawing": "┌"#))
    }

    @Test func anAppNameFramedBeforeABlockIsTheAppItsTitlesAreComparedWith() {
        let home = """
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Pantry")
                    }
                }
            }
            """
        let input = "app 6\nPantry\nswift \(home.utf8.count)\n\(home)\nswift \(home.utf8.count)\n\(home)\n"
        let output = CommandRunner(fileSystem: SourceTree([:]), environment: [:], readers: Linter.standardReaders + [SwiftUISupport.reader],
                                   standardInput: { Array(input.utf8) }).run(["examples"])
        #expect(output.exitCode == 0, "\(output.stderr)")
        let answers = output.stdout.components(separatedBy: "\"findings\"")
        #expect(answers.count == 3, "\(output.stdout)")
        #expect(answers[1].contains(#""rule": "NB002""#) && !answers[1].contains(#""app""#))
        // The name belongs to the block after it alone.
        #expect(!answers[2].contains(#""rule""#) && answers[2].contains(#""app""#), "\(answers[2])")
    }

    /// The toolchain's classifier marks what a reader of Swift tells apart; plain names stay plain.
    @Test func eachBlockComesWithItsHighlighting() throws {
        let code = "// Inbox\nstruct InboxView: View {\n    @State var count = 2\n    var body: some View { Text(\"Hi\") }\n}"
        let spans = try #require(SwiftUISupport.highlight?(code))
        let utf8 = Array(code.utf8)
        let marked = spans.map { "\($0.kind) \(String(decoding: utf8[$0.offset..<($0.offset + $0.length)], as: UTF8.self))" }
        #expect(marked == ["comment // Inbox", "keyword struct", "type View", "attribute @State", "keyword var",
                           "number 2", "keyword var", "keyword some", "type View", "string \"Hi\""])
        #expect(run([code]).stdout.contains("\"highlight\": ["))
    }

    @Test func brokenFramingIsAUsageErrorThatSaysWhere() {
        let output = CommandRunner(fileSystem: SourceTree([:]), environment: [:],
                                   standardInput: { Array("swift 99\nshort\n".utf8) }).run(["examples"])
        #expect(output == CommandOutput(
            stderr: "navlint: error: examples: expected \"swift <byte count>\" and that many bytes at byte 0\n", exitCode: 2))
        #expect(run([], ["examples", "App/"]).exitCode == 2)
    }
}
