@testable import NavSwiftUI
import Testing

/// The highlighter hands its tree to the reader of the same text on the same thread, and only then.
@Suite struct LastParseTests {
    private let code = """
    struct Settings: View {
        var body: some View {
            NavigationStack { List {}.navigationTitle("Settings") }
        }
    }
    """

    @Test func theReaderTakesTheTreeOfTheTextTheHighlighterJustRead() {
        _ = SwiftHighlighter.spans(code)
        #expect(LastParse.take(of: code) != nil)
        // Taken once: the slot is empty.
        #expect(LastParse.take(of: code) == nil)
    }

    @Test func aTreeOfOtherTextIsNotTakenAndNotKept() {
        _ = SwiftHighlighter.spans(code)
        #expect(LastParse.take(of: code + "\n") == nil)
        #expect(LastParse.take(of: code) == nil)
    }

    @Test func aFileReadFromTheHandedTreeIsTheFileReadFromItsText() {
        let alone = SwiftSourceParser.parse(code, path: "Settings.swift")
        _ = SwiftHighlighter.spans(code)
        let handed = SwiftSourceParser.parse(code, path: "Settings.swift")
        #expect(SwiftFileSummaryCoding.encode(handed) == SwiftFileSummaryCoding.encode(alone))
        #expect(LastParse.take(of: code) == nil)
    }
}
