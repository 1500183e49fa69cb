import NavBase

/// One navigation bar: what a `.navbar` spec, a JSON file, a storyboard or a
/// SwiftUI view says about it.
///
/// `NavigationBar()` is what an empty `.navbar` spec means: a bare iPhone bar
/// with no title and no controls, every fact known. A reader of real app
/// files sets each fact its input leaves to code to `.unknown`; rules stay
/// silent on what they need but do not know.
public struct NavigationBar: Hashable, Sendable {
    /// The screen's name in messages (`InboxViewController (Ssr-hk-KKY)`).
    public var screen: String?
    public var platform: Known<Platform> = .known(.iphone)
    /// The app's display name; `nil` when nobody said it.
    public var app: String?
    /// `.known(nil)` is a bar with no title.
    public var title: Known<String?> = .known(nil)
    public var titleStyle: Known<TitleStyle> = .known(.standard)
    /// The author says the content names the screen, so no title is needed.
    public var titleRedundant: Bool = false
    public var presentation: Known<Presentation> = .known(.stack)
    /// `.known(nil)` is a bar without a back button.
    public var back: Known<BackButton?> = .known(nil)
    public var leading: Known<[String]> = .known([])
    public var trailing: Known<[String]> = .known([])
    /// The segments of a segmented control; `.known(nil)` when the bar has none.
    public var segmented: Known<[String]?> = .known(nil)
    /// The border as the input sets it; `nil` leaves it to the platform (see `border`).
    public var borderSetting: Known<BorderStyle>?
    public var hides: Known<HidingBehavior> = .known(.never)
    /// How people bring a hidden bar back; empty means no way at all.
    public var restore: Known<[RestoreGesture]> = .known([])
    /// Custom glyphs the bar is known to use (system symbols are not custom).
    public var glyphs: [Glyph] = []
    public var splitView: Known<Bool> = .known(false)
    /// Rule IDs whose findings are suppressed for this bar.
    public var ignore: [String] = []
    /// Where each key and the bar itself were written, for findings.
    public var locations: SpecLocations = SpecLocations()

    public init() {}

    /// The border under the bar: as set, else the platform's default for the
    /// title style. Since iOS 13 a large title has no shadow line until the
    /// content scrolls under it; a standard title has one.
    public var border: Known<BorderStyle> {
        if let borderSetting { return borderSetting }
        return titleStyle.map { $0 == .large ? .hidden : .visible }
    }

    /// The controls certainly on the bar besides the back button, leading first.
    /// A side the input leaves to code counts as empty: rules fire only on what is there.
    public var knownControls: [String] { (leading.value ?? []) + (trailing.value ?? []) }

    /// The facts this bar does not know, by their `.navbar` key, in the format's key order.
    public var unknownKeys: [String] {
        var keys: [String] = []
        if !platform.isKnown { keys.append("platform") }
        if !title.isKnown { keys.append("title") }
        if !titleStyle.isKnown { keys.append("title-style") }
        if !presentation.isKnown { keys.append("presentation") }
        switch back {
        case .unknown: keys.append("back")
        case .known(let button?):
            if !button.label.isKnown { keys.append("back") }
            if !button.chevron.isKnown { keys.append("back-chevron") }
            if !button.hasMask.isKnown { keys.append("back-mask") }
        case .known(nil): break
        }
        if !leading.isKnown { keys.append("leading") }
        if !trailing.isKnown { keys.append("trailing") }
        if !segmented.isKnown { keys.append("segmented") }
        if !border.isKnown { keys.append("border") }
        if !hides.isKnown { keys.append("hides") }
        if !restore.isKnown { keys.append("restore") }
        if !splitView.isKnown { keys.append("split-view") }
        return keys
    }
}

public enum Platform: String, CaseIterable, Sendable { case iphone, ipad, mac }

public enum TitleStyle: String, CaseIterable, Sendable { case standard, large }

/// How the screen is shown: in a navigation stack (its root or pushed), or as
/// the first screen of a modal sheet, whose leading Cancel or Close is the way back.
public enum Presentation: String, CaseIterable, Sendable { case stack, modal }

public enum BarSide: String, CaseIterable, Sendable { case leading, trailing }

public enum ChevronStyle: String, CaseIterable, Sendable { case system, custom }

public enum BorderStyle: String, CaseIterable, Sendable { case visible, hidden }

public enum HidingBehavior: String, CaseIterable, Sendable {
    case never
    case onScroll = "on-scroll"
    case onTap = "on-tap"
    case always
}

public enum RestoreGesture: String, CaseIterable, Sendable {
    case tap
    case swipeDown = "swipe-down"
}

/// The bar's back button. An empty label is a chevron-only button.
public struct BackButton: Hashable, Sendable {
    /// The label people see; unknown when the previous screen's title is set in code.
    public var label: Known<String>
    public var position: BarSide = .leading
    public var chevron: Known<ChevronStyle> = .known(.system)
    /// A transition mask image is supplied for a custom chevron.
    public var hasMask: Known<Bool> = .known(false)

    public init(label: Known<String>, position: BarSide = .leading,
                chevron: Known<ChevronStyle> = .known(.system), hasMask: Known<Bool> = .known(false)) {
        self.label = label
        self.position = position
        self.chevron = chevron
        self.hasMask = hasMask
    }

    public init(label: String, position: BarSide = .leading,
                chevron: ChevronStyle = .system, hasMask: Bool = false) {
        self.init(label: .known(label), position: position, chevron: .known(chevron), hasMask: .known(hasMask))
    }
}

/// A custom glyph used by one of the bar's controls, with its size as written.
public struct Glyph: Hashable, Sendable {
    public var name: String
    public var size: GlyphSize
    /// Where the `glyph` line for this glyph was written.
    public var location: SourceLocation

    public init(name: String, size: GlyphSize, location: SourceLocation = .unknown) {
        self.name = name
        self.size = size
        self.location = location
    }
}

/// A glyph size in points (`24pt`, `24x24pt`) or in pixels at a scale (`48px@2x`).
public enum GlyphSize: Hashable, Sendable, CustomStringConvertible {
    case points(width: Double, height: Double)
    case pixels(width: Int, height: Int, scale: Int)

    public var description: String {
        switch self {
        case let .points(w, h):
            return w == h ? "\(Self.format(w))pt" : "\(Self.format(w))x\(Self.format(h))pt"
        case let .pixels(w, h, scale):
            return w == h ? "\(w)px@\(scale)x" : "\(w)x\(h)px@\(scale)x"
        }
    }

    private static func format(_ value: Double) -> String {
        value == Double(Int(value)) ? String(Int(value)) : String(value)
    }
}
