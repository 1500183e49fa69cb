/// The text alternative of a mockup, for screen readers and `alt` text:
/// "Navigation bar: back button 'Mail', title 'Inbox', one trailing control 'Edit'".
///
/// It names everything the drawing shows, in the order the eye reads the bar.
public enum BarDescription {
    /// One sentence describing `bar`, without a trailing period.
    public static func text(for bar: NavigationBar) -> String {
        var parts: [String] = []
        let back = bar.back.value ?? nil
        let leading = bar.leading.value ?? [], trailing = bar.trailing.value ?? []
        let segmented = bar.segmented.value ?? nil
        if let back, back.position == .leading { parts.append(backButton(back)) }
        if !leading.isEmpty { parts.append(controls(leading, side: "leading")) }
        let title = (bar.title.value ?? nil).map(MockupPart.displayable).flatMap { $0.isEmpty ? nil : $0 }
        let style = bar.titleStyle == .known(.large) ? "large title " : "title "
        if !bar.title.isKnown {
            parts.append(style + "set in code")
        } else if let title {
            parts.append(style + quoted(title))
        } else if segmented == nil {
            parts.append("no title")
        }
        if let segments = segmented {
            let noun = segments.count == 1 ? "segment" : "segments"
            parts.append("segmented control with \(count(segments.count)) \(noun) " + list(segments))
        }
        if !trailing.isEmpty { parts.append(controls(trailing, side: "trailing")) }
        if let back, back.position == .trailing { parts.append(backButton(back) + " on the trailing side") }
        if !bar.glyphs.isEmpty {
            let glyphs = bar.glyphs.map { quoted($0.name) + " at \($0.size)" }
            parts.append((bar.glyphs.count == 1 ? "custom glyph " : "custom glyphs ") + joined(glyphs))
        }
        if bar.border == .known(.hidden) { parts.append("no bottom border") }
        if bar.titleRedundant { parts.append("content whose first line names the screen") }
        if bar.splitView == .known(true) { parts.append("in a split view") }
        if let hides = bar.hides.value, hides != .never { parts.append(hiding(hides, restore: bar.restore.value ?? [])) }
        return prefix(bar.platform.value ?? .iphone) + ": " + parts.joined(separator: ", ")
    }

    private static func prefix(_ platform: Platform) -> String {
        switch platform {
        case .iphone: return "Navigation bar"
        case .ipad: return "iPad navigation bar"
        case .mac: return "Mac window with a navigation bar"
        }
    }

    private static func backButton(_ back: BackButton) -> String {
        var text: String
        switch back.label {
        case .unknown: text = "back button labelled in code"
        case .known(""): text = "back button with chevron only"
        case .known(let label): text = "back button " + quoted(label)
        }
        if back.chevron == .known(.custom) {
            switch back.hasMask {
            case .known(true): text += " (custom chevron with transition mask)"
            case .known(false): text += " (custom chevron, no transition mask)"
            case .unknown: text += " (custom chevron)"
            }
        }
        return text
    }

    private static func controls(_ labels: [String], side: String) -> String {
        let noun = labels.count == 1 ? "control" : "controls"
        return "\(count(labels.count)) \(side) \(noun) " + list(labels)
    }

    private static func hiding(_ hides: HidingBehavior, restore: [RestoreGesture]) -> String {
        let when: String
        switch hides {
        case .never: when = "always shown"
        case .onScroll: when = "hidden on scroll"
        case .onTap: when = "hidden on tap"
        case .always: when = "always hidden"
        }
        let gestures = RestoreGesture.allCases.filter(restore.contains)
        if gestures.isEmpty { return when + " with no way to show it again" }
        let names = gestures.map { $0 == .tap ? "tap" : "swipe down" }
        return when + " (" + names.joined(separator: " or ") + " shows it again)"
    }

    private static func quoted(_ text: String) -> String {
        "'" + MockupPart.displayable(text) + "'"
    }

    private static func list(_ labels: [String]) -> String {
        joined(labels.map(quoted))
    }

    /// "a", "a and b", "a, b and c".
    private static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func count(_ number: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return number < words.count ? words[number] : String(number)
    }
}
