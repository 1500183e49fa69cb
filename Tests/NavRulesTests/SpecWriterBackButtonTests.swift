import NavRules
import Testing

/// A back button whose label a reader could not know (the previous screen's title is
/// set in code) has no `back` line, so its chevron cannot be written either.
struct SpecWriterBackButtonTests {
    @Test func aBackButtonWithAnUnknownLabelIsLeftOutWhole() {
        var bar = NavigationBar()
        bar.back = .known(BackButton(label: .unknown, chevron: .known(.custom), hasMask: .known(false)))
        #expect(NavbarSpec.lines(for: bar).filter { $0.hasPrefix("back") } == [])
        #expect(bar.unknownKeys.contains("back"))
    }

    @Test func aKnownBackButtonKeepsItsChevron() {
        var bar = NavigationBar()
        bar.back = .known(BackButton(label: "Inbox", chevron: .custom, hasMask: true))
        #expect(NavbarSpec.lines(for: bar).filter { $0.hasPrefix("back") } == ["back: Inbox", "back-chevron: custom", "back-mask: yes"])
    }
}
