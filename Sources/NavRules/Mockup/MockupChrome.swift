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
    /// Where the sides stop when the bar has no bottom border.
    var openBottom: Character
    var chevron: String
    var customChevron: String
    var ellipsis: String
    var trafficLights: String
    /// Marks a control drawn with a custom glyph.
    var glyphMark: String
    /// Underlines a large title, the one thing that tells it from body text.
    var heavyHorizontal: Character
    /// A dashed edge repeats this pair; ASCII has no dashed line character.
    var dashPattern: (Character, Character)

    static let unicode = MockupChrome(
        horizontal: "─", vertical: "│", dashedVertical: "╎",
        topLeft: "┌", topRight: "┐", windowTopLeft: "╭", windowTopRight: "╮",
        dividerLeft: "├", dividerRight: "┤", bottomLeft: "└", bottomRight: "┘",
        openBottom: "╵", chevron: "‹", customChevron: "«", ellipsis: "…",
        trafficLights: "● ● ●", glyphMark: "◆ ", heavyHorizontal: "━", dashPattern: ("╌", "╌"))

    static let ascii = MockupChrome(
        horizontal: "-", vertical: "|", dashedVertical: ":",
        topLeft: "+", topRight: "+", windowTopLeft: ".", windowTopRight: ".",
        dividerLeft: "+", dividerRight: "+", bottomLeft: "+", bottomRight: "+",
        openBottom: "'", chevron: "<", customChevron: "<<", ellipsis: "...",
        trafficLights: "o o o", glyphMark: "* ", heavyHorizontal: "=", dashPattern: (" ", "-"))

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
