/// Draws a navigation bar as monospaced text, for the docs site and `navlint explain`.
///
/// Every line of a mockup has the same width in terminal columns (see
/// `TerminalWidth`), whatever the titles contain. The output is a pure
/// function of the bar and the style.
public struct MockupRenderer: Sendable {
    /// `.ascii` draws with `+ - | < : '` only; `.unicode` uses box drawing.
    public enum Style: Sendable, Hashable, CaseIterable { case ascii, unicode }

    public var style: Style

    public init(style: Style = .unicode) {
        self.style = style
    }

    /// A mockup and the columns each of its lines takes.
    public struct Drawing: Sendable, Hashable {
        public var text: String
        public var columns: Int
    }

    /// The mockup of `bar`, lines separated by `\n`, with no trailing newline.
    ///
    /// Below the bar a few lines of content show where the border falls; facts that
    /// have no look of their own (a chevron's mask, a glyph's size) are captions under the box.
    public func render(_ bar: NavigationBar) -> String {
        drawing(of: bar).text
    }

    /// The mockup of `bar` with its width, which the renderer knows: measuring a line of
    /// box drawing again walks it character by character.
    public func drawing(of bar: NavigationBar) -> Drawing {
        let chrome = style == .ascii ? MockupChrome.ascii : MockupChrome.unicode
        let parts = MockupPart.parts(of: bar, chrome: chrome)
        let captions = MockupPart.captions(of: bar, chrome: chrome)
        // An iPad split view draws the primary pane beside this bar's pane; the pane's right
        // edge is the bar's left one.
        let pane = bar.platform == .known(.ipad) && bar.splitView == .known(true) ? Self.primaryPaneWidth : 0
        // The columns around the content: the bar's edges and padding, and the pane.
        let frame = 4 + max(pane - 1, 0)
        // A box wider than the platform is better than items drawn over each other.
        var contentWidth = Self.outerWidth(of: bar.platform.value ?? .iphone) - frame
        for part in parts { contentWidth = max(contentWidth, part.minimumWidth) }
        for caption in captions { contentWidth = max(contentWidth, caption.width - frame) }
        let width = contentWidth + frame
        var text = MockupText()
        // Box drawing takes up to three bytes a column.
        text.reserveCapacity(3 * (width + 1) * (parts.count + captions.count))
        for part in parts {
            text.startLine()
            // Beside a primary pane, the pane's right edge is the line's left one.
            if pane > 0 { part.appendPrimaryPane(to: &text, width: pane, chrome: chrome) } else { text.append(part.leftEdge(chrome)) }
            part.appendRest(to: &text, contentWidth: contentWidth, chrome: chrome)
        }
        for caption in captions {
            text.startLine()
            text.append(caption.text)
            text.append(" ", times: width - caption.width)
        }
        return Drawing(text: text.string, columns: width)
    }

    /// Columns the primary pane of a split view takes, its outer edge included.
    static let primaryPaneWidth = 17

    /// Outer widths close to the proportions of the real screens at 8 points a column.
    static func outerWidth(of platform: Platform) -> Int {
        switch platform {
        case .iphone: return 40
        case .ipad, .mac: return 64
        }
    }
}

/// Text with its width in columns, measured once.
struct MeasuredText {
    var text: String
    var width: Int

    init(_ text: String) {
        self.text = text
        self.width = TerminalWidth.columns(of: text)
    }

    static let empty = MeasuredText("")

    func truncated(to columns: Int, ellipsis: String) -> MeasuredText {
        width <= columns ? self : MeasuredText(TerminalWidth.truncate(text, toColumns: columns, ellipsis: ellipsis))
    }
}

/// One line of a mockup, before the box width is known.
enum MockupPart {
    enum Edge { case top, windowTop, dashedTop, divider, dashedDivider, bottom }

    case edge(Edge)
    /// The bar row: side groups pinned to the edges, the centre item centred between them.
    case bar(left: MeasuredText, centre: MeasuredText?, truncatable: Bool, right: MeasuredText)
    /// A macOS title bar: the traffic lights, then the window title centred.
    case titleBar(MeasuredText)
    /// A large title on its own row, drawn in wide letters.
    case largeTitle(MeasuredText)
    case centred(MeasuredText, dashed: Bool)
    /// A line of content under the bar, this share of the width.
    case content(Double)
    /// Content whose first line is a heading that names the screen.
    case heading

    /// Columns kept between the side groups and the centre item.
    static let gap = 2
    /// A title is never cut shorter than this; the box grows instead.
    static let shortestTitle = 8

    /// What cannot be known is drawn as the plain case (standard title, system chevron,
    /// border shown, bar never hidden), an unknown title or label as `?`; `navlint bars`
    /// lists the unknown facts beside the drawing.
    static func parts(of bar: NavigationBar, chrome: MockupChrome) -> [MockupPart] {
        let platform = bar.platform.value ?? .iphone
        let titleStyle = bar.titleStyle.value ?? .standard
        let hides = bar.hides.value ?? .never
        let glyphNames = Set(bar.glyphs.map { $0.name.lowercased() })
        func control(_ label: String) -> String {
            let mark = glyphNames.contains(label.lowercased()) ? chrome.glyphMark : ""
            return "[" + mark + displayable(label) + "]"
        }
        var backButton: String?
        let back = bar.back.value ?? nil
        if let back {
            let chevron = back.chevron == .known(.custom) ? chrome.customChevron : chrome.chevron
            let label = back.label.value ?? "?"
            backButton = label.isEmpty ? chevron : chevron + " " + displayable(label)
        }
        var leftItems = (bar.leading.value ?? []).map(control)
        var rightItems = (bar.trailing.value ?? []).map(control)
        if let backButton {
            // The back button sits on the outer edge of its side.
            if back?.position == .trailing {
                rightItems.append(backButton)
            } else {
                leftItems.insert(backButton, at: 0)
            }
        }
        let left = MeasuredText(leftItems.joined(separator: " "))
        let right = MeasuredText(rightItems.joined(separator: " "))
        let titleText = bar.title.isKnown ? (bar.title.value ?? nil) : "?"
        let title = titleText.map(displayable).flatMap { $0.isEmpty ? nil : MeasuredText($0) }
        let segmented = (bar.segmented.value ?? nil).map { segments in
            MeasuredText("( " + segments.map(displayable).joined(separator: " | ") + " )")
        }

        var parts: [MockupPart] = []
        if platform == .mac {
            let windowTitle = title ?? bar.app.map { MeasuredText(displayable($0)) } ?? .empty
            parts += [.edge(.windowTop), .titleBar(windowTitle), .edge(.divider)]
        } else {
            parts.append(.edge(hides == .never ? .top : .dashedTop))
        }

        if hides != .never {
            // Where the bar was: that it is gone and how it returns; then the screen without it.
            parts.append(.centred(MeasuredText(hiddenText(hides)), dashed: true))
            parts.append(.centred(MeasuredText(restoreText(bar.restore.value ?? [])), dashed: true))
            parts.append(.edge(.dashedDivider))
            parts += [.content(0.7), .content(0.5), .content(0.6), .edge(.bottom)]
            return parts
        }

        // On a Mac the title is in the title bar; a large title has its own row.
        let inlineTitle = platform == .mac || titleStyle == .large ? nil : title
        if let inlineTitle {
            parts.append(.bar(left: left, centre: inlineTitle, truncatable: true, right: right))
            if let segmented { parts.append(.centred(segmented, dashed: false)) }
        } else {
            parts.append(.bar(left: left, centre: segmented, truncatable: false, right: right))
        }
        if titleStyle == .large, let title {
            parts.append(.largeTitle(MeasuredText(chrome.large(title.text))))
        }
        // The border is the line between the bar and the content; without it they meet.
        if bar.border != .known(.hidden) { parts.append(.edge(.divider)) }
        if bar.titleRedundant { parts.append(.heading) }
        parts += [.content(0.7), .content(0.5), .edge(.bottom)]
        return parts
    }

    /// Notes under the box for what the drawing cannot show by itself.
    static func captions(of bar: NavigationBar, chrome: MockupChrome) -> [MeasuredText] {
        var captions: [String] = []
        if case .known(let back?) = bar.back, back.chevron == .known(.custom) {
            switch back.hasMask {
            case .known(true): captions.append("\(chrome.customChevron) custom chevron + transition mask")
            case .known(false): captions.append("\(chrome.customChevron) custom chevron, no transition mask")
            case .unknown: captions.append("\(chrome.customChevron) custom chevron")
            }
        }
        if bar.titleRedundant && (bar.title.value ?? nil) == nil {
            captions.append("\(chrome.heading) the first line names the screen")
        }
        for glyph in bar.glyphs {
            captions.append(glyphCaption(glyph, chrome: chrome))
        }
        return captions.map { MeasuredText("  " + $0) }
    }

    /// A glyph's height drawn against the bar's 44 points, a block for every 4.
    static func glyphCaption(_ glyph: Glyph, chrome: MockupChrome) -> String {
        let points: Double
        switch glyph.size {
        case let .points(_, height): points = height
        case let .pixels(_, height, scale): points = Double(height) / Double(max(scale, 1))
        }
        let barHeight = 44.0
        let filled = min(Int((points / 4).rounded()), 20)
        let rest = max(Int(barHeight / 4) - filled, 0)
        let ruler = String(repeating: chrome.filledBlock, count: filled) + String(repeating: chrome.emptyBlock, count: rest)
        return "\(chrome.glyphMark)\(displayable(glyph.name)) \(glyph.size) \(ruler) bar 44pt"
    }

    static func hiddenText(_ hides: HidingBehavior) -> String {
        switch hides {
        case .never: return "bar always shown"
        case .onScroll: return "bar hidden on scroll"
        case .onTap: return "bar hidden on tap"
        case .always: return "bar always hidden"
        }
    }

    static func restoreText(_ restore: [RestoreGesture]) -> String {
        let gestures = RestoreGesture.allCases.filter(restore.contains)
        if gestures.isEmpty { return "no way back" }
        let names = gestures.map { $0 == .tap ? "tap" : "swipe down" }
        return names.joined(separator: " or ") + " to show"
    }

    /// Labels come from user files: control characters would break the box and
    /// bidi overrides would reorder it, so they become spaces or go.
    static func displayable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            if first.properties.generalCategory == .control
                || first.properties.generalCategory == .lineSeparator
                || first.properties.generalCategory == .paragraphSeparator {
                result.append(" ")
            } else if !isBidiControl(first.value) {
                result.append(character)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || isBidiControl(value)
    }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The narrowest content width (inside the padding) that shows this part without overlap.
    var minimumWidth: Int {
        switch self {
        case .edge:
            return 0
        case let .bar(left, centre, truncatable, right):
            guard let centre else {
                return left.width + right.width + (left.width > 0 && right.width > 0 ? Self.gap : 0)
            }
            let centreWidth = truncatable ? min(centre.width, Self.shortestTitle) : centre.width
            return left.width + right.width + centreWidth
                + (left.width > 0 ? Self.gap : 0) + (right.width > 0 ? Self.gap : 0)
        case let .titleBar(title):
            return 5 + (title.width > 0 ? Self.gap + min(title.width, Self.shortestTitle) : 0)
        case let .largeTitle(title):
            return min(title.width, Self.shortestTitle * 2)
        case let .centred(text, _):
            return text.width
        case .content, .heading:
            return 0
        }
    }

    /// The character a line starts with: its corner, or the side of the box.
    func leftEdge(_ chrome: MockupChrome) -> Character {
        switch self {
        case .edge(.top), .edge(.dashedTop): chrome.topLeft
        case .edge(.windowTop): chrome.windowTopLeft
        case .edge(.divider), .edge(.dashedDivider): chrome.dividerLeft
        case .edge(.bottom): chrome.bottomLeft
        case .centred(_, dashed: true): chrome.dashedVertical
        default: chrome.vertical
        }
    }

    /// The line after its left edge, for a box `contentWidth` columns wide inside its padding.
    func appendRest(to text: inout MockupText, contentWidth width: Int, chrome: MockupChrome) {
        let inner = width + 2
        switch self {
        case let .edge(edge):
            // The left corner is `leftEdge`'s; a run, then the right corner.
            let (run, right): (String?, Character) = switch edge {
            case .top: (nil, chrome.topRight)
            case .windowTop: (nil, chrome.windowTopRight)
            case .dashedTop: (chrome.dashes(inner), chrome.topRight)
            case .divider: (nil, chrome.dividerRight)
            case .dashedDivider: (chrome.dashes(inner), chrome.dividerRight)
            case .bottom: (nil, chrome.bottomRight)
            }
            if let run { text.append(run) } else { text.append(chrome.horizontal, times: inner) }
            text.append(right)
            return
        case let .bar(left, centre, _, right):
            text.append(" ")
            text.append(left.text)
            if let centre {
                let lowest = left.width + (left.width > 0 ? Self.gap : 0)
                let highest = width - right.width - (right.width > 0 ? Self.gap : 0)
                let shown = centre.truncated(to: highest - lowest, ellipsis: chrome.ellipsis)
                let start = min(max((width - shown.width) / 2, lowest), highest - shown.width)
                text.append(" ", times: start - left.width)
                text.append(shown.text)
                text.append(" ", times: width - right.width - start - shown.width)
            } else {
                text.append(" ", times: width - left.width - right.width)
            }
            text.append(right.text)
        case let .titleBar(title):
            let lights = MeasuredText(chrome.trafficLights)
            let lowest = lights.width + Self.gap
            let shown = title.truncated(to: width - lowest, ellipsis: chrome.ellipsis)
            let start = min(max((width - shown.width) / 2, lowest), width - shown.width)
            text.append(" ")
            text.append(lights.text)
            text.append(" ", times: start - lights.width)
            text.append(shown.text)
            text.append(" ", times: width - start - shown.width)
        case let .largeTitle(title):
            let shown = title.truncated(to: width, ellipsis: chrome.ellipsis)
            text.append(" ")
            text.append(shown.text)
            text.append(" ", times: width - shown.width)
        case let .content(share):
            let filled = Int((Double(width) * share).rounded())
            text.append(" ")
            text.append(chrome.contentFill, times: filled)
            text.append(" ", times: width - filled)
        case .heading:
            let filled = width / 2
            text.append(" ")
            text.append(chrome.headingFill, times: filled)
            text.append(" ", times: width - filled)
        case let .centred(shown, _):
            let start = (width - shown.width) / 2
            text.append(" ")
            text.append(" ", times: start)
            text.append(shown.text)
            text.append(" ", times: width - start - shown.width)
        }
        // A row's padding and right side, the same character as its left one.
        text.append(" ")
        text.append(leftEdge(chrome))
    }

    /// The primary pane of a split view on this line, up to the shared edge: an empty bar
    /// with the same border style as the pane beside it, and its own content.
    func appendPrimaryPane(to text: inout MockupText, width: Int, chrome: MockupChrome) {
        let inner = width - 1
        switch self {
        case .edge(.top), .edge(.windowTop), .edge(.dashedTop):
            text.append(chrome.topLeft)
            text.append(chrome.horizontal, times: inner - 1)
            text.append(chrome.topJoin)
        case .edge(.divider), .edge(.dashedDivider):
            text.append(chrome.dividerLeft)
            text.append(chrome.horizontal, times: inner - 1)
            text.append(chrome.cross)
        case .edge(.bottom):
            text.append(chrome.bottomLeft)
            text.append(chrome.horizontal, times: inner - 1)
            text.append(chrome.bottomJoin)
        case .content(let share):
            let filled = Int((Double(inner - 2) * share * 0.8).rounded())
            text.append(chrome.vertical)
            text.append(" ")
            text.append(chrome.contentFill, times: filled)
            text.append(" ", times: inner - 2 - filled)
            text.append(chrome.vertical)
        default:
            text.append(chrome.vertical)
            text.append(" ", times: inner - 1)
            text.append(chrome.vertical)
        }
    }
}

/// A mockup's lines as UTF-8 in one buffer: a site draws a mockup for every example, and
/// Strings put together piece by piece (a `String(repeating:)` for every run, a `+` for every
/// piece, the lines joined at the end) cost twice as much to draw it.
struct MockupText {
    private var bytes: [UInt8] = []
    private var lines = 0

    /// Ends the line before, if any: lines are separated by `\n`, with none after the last.
    mutating func startLine() {
        if lines > 0 { bytes.append(0x0A) }
        lines += 1
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ character: Character) { bytes.append(contentsOf: character.utf8) }

    mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// `character` `count` times; nothing when `count` is not positive.
    mutating func append(_ character: Character, times count: Int) {
        guard count > 0 else { return }
        var one = String(character)
        one.withUTF8 { unit in
            if unit.count == 1 {
                bytes.append(contentsOf: repeatElement(unit[0], count: count))
                return
            }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: unit.count * count))
            // Written a byte at a time from the character's own bytes: iterating a
            // `Character`'s UTF-8 view costs about thirty instructions a byte.
            bytes.withUnsafeMutableBufferPointer { out in
                var k = start
                for _ in 0..<count {
                    for byte in unit { out[k] = byte; k += 1 }
                }
            }
        }
    }
}
