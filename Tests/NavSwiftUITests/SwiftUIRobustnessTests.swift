import Foundation
import NavBase
import NavReaders
import NavRules
@testable import NavSwiftUI
import Testing

/// Random and mutated Swift never stops the reader: no crash, no hang, and every
/// location it reports lies in the file. `make fuzz` runs the same check unbounded
/// (Fuzz/swiftui); what it finds is kept in Tests/FuzzRegressions/swiftui and replayed here.
@Suite(swiftSyntaxBuilt)
struct SwiftUIRobustnessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let fixtures: [String] = {
        let folder = root + "/Tests/Fixtures/SwiftUI"
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return files.compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    }()

    /// Pieces of SwiftUI that cut across the structure the reader walks.
    static let pieces = [
        "{", "}", "(", ")", "\"", "\"\"\"", "\\(", "#if os(iOS)\n", "#else\n", "#endif\n", "#if os(macOS)\n", ".toolbar {",
        "ToolbarItem(placement: .principal) {", "NavigationStack {", ".sheet(isPresented: $x) {", "NavigationLink {",
        ".navigationTitle(", "? \"A\" : \"B\"", "if x {", "} else {", "//", "/*", "*/", "#Preview {", "struct V: View {",
        "var body: some View {", ".navigationBarItems(leading: ", "Picker(\"P\", selection: $s) {", ".pickerStyle(.segmented)",
        "ToolbarContent", "self.", "\u{0}", "é", "👩‍👩‍👧", "\r\n",
    ]

    @Test func mutatedFixturesAreReadWithoutCrashing() {
        var random = SeededRandom(seed: 16)
        for round in 0..<240 {
            var text = Array(Self.fixtures[round % Self.fixtures.count].unicodeScalars)
            for _ in 0..<(1 + random.next(4)) {
                let at = random.next(text.count + 1)
                switch random.next(4) {
                case 0: text.insert(contentsOf: Self.pieces[random.next(Self.pieces.count)].unicodeScalars, at: at)
                case 1: text.removeSubrange(at..<min(text.count, at + random.next(200)))
                case 2:
                    let end = min(text.count, at + random.next(400))
                    text.insert(contentsOf: text[at..<end], at: random.next(text.count + 1))
                default: text.removeSubrange(min(at, text.count)...)
                }
            }
            check(String(String.UnicodeScalarView(text)))
        }
    }

    @Test func randomTextAndPiecesAreReadWithoutCrashing() {
        var random = SeededRandom(seed: 61)
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<random.next(80) {
                text += random.next(3) == 0 ? String(UnicodeScalar(UInt8(32 + random.next(95))))
                    : Self.pieces[random.next(Self.pieces.count)]
            }
            check(text)
        }
    }

    @Test func deepNestingIsReadWithoutRunningOutOfStack() {
        for opening in ["(", "{", "[", "NavigationStack { ", ".toolbar { ", "if x { ", "#if os(iOS)\n"] {
            check("struct V: View { var body: some View { " + String(repeating: opening, count: 20_000) + " } }")
        }
        check("struct V: View { var body: some View { Text(\"x\")" + String(repeating: ".navigationTitle(\"T\")", count: 5_000) + " } }")
    }

    @Test func viewsThatShowEachOtherInACircleAreRead() {
        check("""
            struct A: View { var body: some View { NavigationLink { B() } label: { Text("b") }.navigationTitle("A") } }
            struct B: View { var body: some View { NavigationLink { A() } label: { Text("a") }.navigationTitle("B") } }
            struct C: View { var body: some View { content.toolbar { items } }
                var content: some View { content }
                var items: some ToolbarContent { items } }
            struct D: ToolbarContent { var body: some ToolbarContent { D() } }
            struct E: View { var body: some View { Text("e").toolbar { D() }.navigationTitle("E") } }
            """)
    }

    @Test(arguments: regressions)
    func crashesFoundByTheFuzzerStayFixed(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.regressionFolder + "/" + name)))
        SwiftUIFuzzEntry.read(bytes)
    }

    static let regressionFolder = root + "/Tests/FuzzRegressions/swiftui"
    static let regressions: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: regressionFolder)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    private func check(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let problems = SwiftUIFuzzEntry.problems(Array(text.utf8))
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}

/// A small deterministic generator, so a failing round can be replayed.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}

/// What the parser is never given: brackets too deep for its lookahead, `#if` too deep for its recursion.
struct NestingGuardTests {
    private func problem(_ text: String) -> String? {
        NestingGuard.problem(in: Array(text.utf8)).map { "\($0.location): \($0.message)" }
    }

    @Test func realNestingPasses() {
        #expect(problem("let table: [String: [[Int]]] = [\"a\": [[1, 2], [3]]]\n#if os(iOS)\n#if DEBUG\n#endif\n#endif") == nil)
    }

    @Test func bracketsDeeperThanTwelveAreRefusedWhereTheyGoTooDeep() {
        #expect(problem("let x = 1\n  " + String(repeating: "[", count: 13)) == "2:15: brackets nest deeper than 12 levels; navlint does not read this file")
    }

    @Test func bracketsInCommentsAndStringsAreText() {
        let text = String(repeating: "[", count: 40)
        #expect(problem("// \(text)\n/* \(text) /* \(text) */ */\nlet s = \"\(text)\"\nlet r = #\"\(text)\"#\nlet m = \"\"\"\n\(text)\n\"\"\"") == nil)
    }

    @Test func bracketsInAnInterpolationAreCode() {
        #expect(problem("let s = \"\\(" + String(repeating: "[", count: 13) + ")\"") != nil)
        #expect(problem("let s = \"\\(f(\"]]]\"))\" + \"" + String(repeating: "[", count: 13) + "\"") == nil)
    }

    @Test func codeDeeperThan256LevelsIsRefused() {
        #expect(problem(String(repeating: "if x { ", count: 257))?.hasPrefix("1:1798: code nests deeper than 256 levels") == true)
        #expect(problem(String(repeating: "if x { } ", count: 2_000)) == nil)
    }

    @Test func conditionsDeeperThanSixtyFourAreRefused() {
        #expect(problem(String(repeating: "#if os(iOS)\n", count: 65))?.hasPrefix("65:1: #if blocks nest deeper") == true)
        #expect(problem(String(repeating: "#if os(iOS)\n#endif\n", count: 200)) == nil)
    }
}

/// Files are parsed on every core (NavText's parallelMap, tested there); the bars do not depend on it.
struct ParallelParseTests {
    @Test(swiftSyntaxBuilt) func readingTheFixturesTwiceGivesTheSameBars() {
        let files = Dictionary(uniqueKeysWithValues: SwiftUIRobustnessTests.fixtures.enumerated().map { ("F\($0.offset).swift", $0.element) })
        #expect(swiftUIBars(files) == swiftUIBars(files))
    }
}
