import NavRules
import NavTestSupport
import Testing

/// The renderer's promise for any bar, checked on generated bars: every line of
/// the box has the same width, nothing is drawn over anything else, and the
/// output does not depend on anything but the bar.
@Suite struct MockupAlignmentTests {
    @Test(arguments: MockupRenderer.Style.allCases)
    func everyLineOfEveryGeneratedBarHasTheSameWidth(style: MockupRenderer.Style) {
        let renderer = MockupRenderer(style: style)
        var generator = BarGenerator(seed: 2024)
        for _ in 0..<1500 {
            let bar = generator.next()
            let drawing = renderer.drawing(of: bar)
            let mockup = drawing.text
            #expect(mockup == renderer.render(bar))
            let lines = mockup.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let widths = Set(lines.map(TerminalWidth.columns(of:)))
            #expect(widths == [drawing.columns], "lines of widths \(widths.sorted()), drawn as \(drawing.columns):\n\(mockup)")
            let platformWidth = bar.platform == .known(.iphone) ? 40 : 64
            #expect(widths.allSatisfy { $0 >= platformWidth }, "box narrower than the platform:\n\(mockup)")
            guard bar.hides == .known(.never) else { continue }
            // Side items are never truncated, so each one must be there whole.
            for label in bar.knownControls {
                #expect(label.isEmpty || mockup.contains(label), "control '\(label)' missing or overdrawn:\n\(mockup)")
            }
            if case .known(let back?) = bar.back, let label = back.label.value, !label.isEmpty {
                #expect(mockup.contains(label), "back button '\(label)' missing:\n\(mockup)")
            }
        }
    }

    @Test func renderingIsDeterministic() {
        var first = BarGenerator(seed: 7)
        var second = BarGenerator(seed: 7)
        for _ in 0..<100 {
            let bar = first.next()
            #expect(bar == second.next())
            #expect(MockupRenderer().render(bar) == MockupRenderer().render(bar))
        }
    }

    @Test func controlCharactersInLabelsStayOnOneLine() {
        var bar = NavigationBar()
        bar.title = .known("Two\nlines\tand\u{7}a bell")
        bar.trailing = .known(["Re\u{202E}verse"])
        #expect(MockupRenderer(style: .ascii).render(bar) == """
            +--------------------------------------+
            |      Two lines and a bell  [Reverse] |
            +--------------------------------------+
            | .........................            |
            | ..................                   |
            +--------------------------------------+
            """)
    }
}

/// Random bars from a fixed seed (SeededRandom), with labels drawn from text that
/// is hard to measure: wide, combining, emoji sequences, empty and very long.
private struct BarGenerator {
    var generator: SeededRandom

    init(seed: UInt64) { generator = SeededRandom(seed: seed) }

    private static let labels = [
        "", "Edit", "Done", "Back", "Settings", "Notifications and Sounds",
        "設定と通知", "アカウント設定と通知の管理", "편집", "Ｆｕｌｌ",
        "🎵 Music", "👨‍👩‍👧‍👦", "🏳️‍🌈 Pride", "🇯🇵🇫🇷", "Cafe\u{301}", "a\u{301}\u{302}\u{303}",
        "x", "A very long label that would never fit in any bar at all",
    ]

    mutating func random(_ bound: Int) -> Int { generator.next(bound) }

    mutating func label() -> String { Self.labels[random(Self.labels.count)] }

    mutating func labels(upTo count: Int) -> [String] { (0..<random(count + 1)).map { _ in label() } }

    mutating func next() -> NavigationBar {
        var bar = NavigationBar()
        bar.platform = .known(Platform.allCases[random(3)])
        if random(4) > 0 { bar.title = .known(label()) }
        bar.app = random(2) == 0 ? label() : nil
        bar.titleStyle = .known(random(3) == 0 ? .large : .standard)
        if random(3) > 0 {
            bar.back = .known(BackButton(label: label(), position: random(5) == 0 ? .trailing : .leading,
                                         chevron: random(3) == 0 ? .custom : .system, hasMask: random(2) == 0))
        }
        bar.leading = .known(labels(upTo: 2))
        bar.trailing = .known(labels(upTo: 3))
        if random(3) == 0 { bar.segmented = .known(labels(upTo: 4)) }
        bar.borderSetting = .known(random(2) == 0 ? .visible : .hidden)
        bar.hides = .known(random(4) == 0 ? HidingBehavior.allCases[random(4)] : .never)
        bar.restore = .known(RestoreGesture.allCases.filter { _ in random(2) == 0 })
        // On an iPad the primary pane is drawn beside the bar, its edge shared with the bar's.
        if random(3) == 0 { bar.splitView = .known(true) }
        if random(4) == 0, let name = bar.trailing.value?.first {
            bar.glyphs = [Glyph(name: name, size: .points(width: 24, height: 24))]
        }
        return bar
    }
}
