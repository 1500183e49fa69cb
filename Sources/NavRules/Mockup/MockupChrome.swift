/// The characters a mockup style draws its frame and its controls with.
///
/// Every piece is one column wide (or a fixed run of them) in both styles, so
/// switching style never moves a line; only the look changes.
struct MockupChrome: Sendable {
    var horizontal: Character
    var vertical: Character
    /// The sides of a hidden bar's collapsed strip.
    var dashedVertical: Character
    var topLeft: Character
    var topRight: Character
    /// A macOS window's corners, so a window does not read as an iOS bar.
    var windowTopLeft: Character
    var windowTopRight: Character
    var dividerLeft: Character
    var dividerRight: Character
    var bottomLeft: Character
    var bottomRight: Character
    var chevron: String
    var customChevron: String
    var ellipsis: String
    var trafficLights: String
    /// Marks a control drawn with a custom glyph.
    var glyphMark: String
    /// Where a split view's two panes meet the top, a border and the bottom.
    var topJoin: Character
    var cross: Character
    var bottomJoin: Character
    /// Lines of content under the bar, and a heading line that names the screen.
    var contentFill: Character
    var headingFill: Character
    var heading: String
    /// A glyph's size against the bar's height: points covered, and the rest.
    var filledBlock: String
    var emptyBlock: String
    /// A large title in wide letters: fullwidth forms in box drawing, spaced capitals in ASCII.
    var widensLargeTitles: Bool
    /// A dashed edge repeats this pair; ASCII has no dashed line character.
    var dashPattern: (Character, Character)

    static let unicode = MockupChrome(
        horizontal: "─", vertical: "│", dashedVertical: "╎",
        topLeft: "┌", topRight: "┐", windowTopLeft: "╭", windowTopRight: "╮",
        dividerLeft: "├", dividerRight: "┤", bottomLeft: "└", bottomRight: "┘",
        chevron: "‹", customChevron: "«", ellipsis: "…",
        trafficLights: "● ● ●", glyphMark: "◆ ", topJoin: "┬", cross: "┼", bottomJoin: "┴",
        contentFill: "░", headingFill: "█", heading: "█", filledBlock: "█", emptyBlock: "░",
        widensLargeTitles: true, dashPattern: ("╌", "╌"))

    static let ascii = MockupChrome(
        horizontal: "-", vertical: "|", dashedVertical: ":",
        topLeft: "+", topRight: "+", windowTopLeft: ".", windowTopRight: ".",
        dividerLeft: "+", dividerRight: "+", bottomLeft: "+", bottomRight: "+",
        chevron: "<", customChevron: "<<", ellipsis: "...",
        trafficLights: "o o o", glyphMark: "* ", topJoin: "+", cross: "+", bottomJoin: "+",
        contentFill: ".", headingFill: "#", heading: "#", filledBlock: "#", emptyBlock: ".",
        widensLargeTitles: false, dashPattern: (" ", "-"))

    /// A large title as drawn: each ASCII letter in its fullwidth form, two columns wide,
    /// so it reads as bigger type; in ASCII style, capitals with a space between letters.
    func large(_ title: String) -> String {
        guard widensLargeTitles else {
            return title.uppercased().map(String.init).joined(separator: " ")
        }
        var wide = ""
        for scalar in title.unicodeScalars {
            if (0x21...0x7E).contains(scalar.value), let full = Unicode.Scalar(scalar.value + 0xFEE0) {
                wide.unicodeScalars.append(full)
            } else if scalar == " " {
                wide += "  "
            } else {
                wide.unicodeScalars.append(scalar)
            }
        }
        return wide
    }

    /// A dashed run of `count` columns, for the edges of a hidden bar.
    func dashes(_ count: Int) -> String {
        var run = ""
        run.reserveCapacity(count * 3)
        for column in 0..<count {
            run.append(column % 2 == 0 ? dashPattern.0 : dashPattern.1)
        }
        return run
    }
}
