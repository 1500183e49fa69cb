import Foundation
import NavBase
import NavReaders
@testable import NavSwiftUI
import Testing

/// The read cache's compact form of a parsed file against the plain `Codable` form: every
/// fixture, and a file that sets every field and case, comes back the same; a cut or damaged
/// summary decodes as nothing.
@Suite(swiftSyntaxBuilt)
struct SwiftFileSummaryCodingTests {
    /// The plain form, keys sorted, to compare two values field by field; the imports, a set
    /// that JSON lists in no set order, as a sorted list.
    static func json(_ file: SwiftFile) -> String {
        var file = file
        file.constants["imports"] = .other(file.imports.sorted().joined(separator: " "))
        file.imports = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(file)) ?? Data(), as: UTF8.self)
    }

    static func fixtureFiles() -> [SwiftFile] {
        let root = RealSwiftUITests.root + "/" + RealSwiftUITests.fixtures
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return paths.compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { SwiftSourceParser.parse($0, path: path) }
        }
    }

    /// Every field set, every case of every enum used at least once.
    static let everything: SwiftFile = {
        let at = SourceLocation(line: 300, column: 7)
        let stack = Container(kind: .stack, location: at)
        let control = Control(label: .ternary(condition: "a", .string("Done", lookup: .keyOrDefault("Fertig")), .bool(true)),
                              customGlyph: "glyph", glyphFrame: GlyphFrame(width: 24, height: 22.5), segments: [.member("inline"), .reference("L10n.title"), .other("name"),
                                                               .string("x", lookup: .none), .string("y", lookup: .keyOnly),
                                                               .string("z", lookup: .keyOrLiteral)],
                              condition: "isEditing", location: at, isSpace: true, isOpaque: true, isStatic: true)
        let nodes: [ToolbarNode] = [
            .item(placement: "topBarTrailing", controls: [control], location: at), .control(control),
            .conditional(condition: "c", then: [.ignored], otherwise: [.reference("More", location: at)]),
            .conditional(condition: "d", then: [], otherwise: nil),
            .choice(cases: [SwitchCase(condition: "case .edit", nodes: [.control(control)])]),
        ]
        var suppressions = InlineSuppressions()
        suppressions.read(comment: "// navlint:disable NB003", line: 4)
        suppressions.read(comment: "// navlint:disable:next all", line: 9)
        let view = ViewSource(typeName: "InboxView", screenName: "InboxView (sheet at 4:2)", location: at,
                              modifiers: [NavigationModifier(name: "toolbar", location: at,
                                                             arguments: [Argument(label: "placement", value: .member("x")),
                                                                         Argument(label: nil, value: .other("é \"quoted\""))],
                                                             toolbar: nodes, condition: "flag")],
                              container: Container(kind: .split, location: at),
                              shows: [Shown(typeName: "A", arrival: .root(stack), location: at), Shown(typeName: "B", arrival: .pushed, location: at),
                                      Shown(typeName: "C", arrival: .presented(wrapped: Container(kind: .view, location: at), location: at), location: at),
                                      Shown(typeName: "D", arrival: .presented(wrapped: nil, location: at), location: at),
                                      Shown(typeName: "E", arrival: nil, location: SourceLocation(line: 1, column: 1))],
                              inlineArrival: .pushed,
                              switches: ["isFullScreen": StateSwitch(initial: false, tapChanges: [true, false, nil], changesOtherwise: true),
                                         "still": StateSwitch(initial: true)])
        return SwiftFile(path: "App/InboxView.swift", views: [view, ViewSource(typeName: "Plain", screenName: "Plain", location: at)],
                         toolbarContents: ["InboxToolbar": nodes, "Empty": []],
                         constants: ["Strings.inbox": .string("Inbox", lookup: .none), "Strings.b": .reference("Strings.inbox")],
                         viewLabels: ["CloseButton": .string("xmark", lookup: .none)], suppressions: suppressions,
                         imports: ["SwiftUI", "UIKit"],
                         backIndicators: [BackIndicatorSetting(part: .both, image: true, mask: false, everyBar: true, location: at),
                                          BackIndicatorSetting(part: .image, image: false, mask: true, everyBar: false, location: at),
                                          BackIndicatorSetting(part: .mask, image: true, mask: true, everyBar: true, location: at)])
    }()

    @Test func everyFixtureAndEveryFieldComesBackAsCodableSeesIt() {
        let files = Self.fixtureFiles() + [Self.everything]
        #expect(files.count > 20)
        for file in files {
            let bytes = SwiftFileSummaryCoding.encode(file)
            #expect(SwiftFileSummaryCoding.encode(file) == bytes)  // the same file, the same bytes
            let decoded = SwiftFileSummaryCoding.decode(bytes, path: file.path)
            #expect(decoded.map(Self.json) == Self.json(file), "\(file.path)")
        }
        #expect(Self.json(Self.everything).contains("NB003"))
    }

    @Test func aCutOrDamagedSummaryDecodesAsNothingOrAFile() {
        let bytes = SwiftFileSummaryCoding.encode(Self.everything)
        for length in 0..<bytes.count {
            #expect(SwiftFileSummaryCoding.decode(Array(bytes.prefix(length)), path: "p") == nil)
        }
        #expect(SwiftFileSummaryCoding.decode(bytes + [0], path: "p") == nil)
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0xFF
            _ = SwiftFileSummaryCoding.decode(damaged, path: "p")  // any answer but a crash
        }
        // A constant whose value is a ternary a hundred thousand deep: refused, not followed down the stack.
        let deep: [UInt8] = [0, 0, 2, 0] + (0..<100_000).flatMap { _ in [8, 0] as [UInt8] }
        #expect(SwiftFileSummaryCoding.decode(deep, path: "p") == nil)
    }
}
