/// One navigation bar as a `.navbar` spec or a JSON file describes it.
///
/// Every property has the default the `.navbar` format gives an omitted key,
/// so `NavigationBar()` is a bare iPhone bar with no title and no controls.
public struct NavigationBar: Hashable, Sendable {
    public var screen: String?
    public var platform: Platform = .iphone
    public var app: String?
    public var title: String?
    public var titleStyle: TitleStyle = .standard
    public var titleRedundant: Bool = false
    public var back: BackButton?
    public var leading: [String] = []
    public var trailing: [String] = []
    /// The segments of a segmented control, or `nil` when the bar has none.
    public var segmented: [String]?
    public var border: BorderStyle = .visible
    public var hides: HidingBehavior = .never
    /// How people bring a hidden bar back; empty means no way at all.
    public var restore: [RestoreGesture] = []
    public var glyphs: [Glyph] = []
    public var splitView: Bool = false
    /// Rule IDs whose findings are suppressed for this bar.
    public var ignore: [String] = []
    /// Where each key and the bar itself were written, for findings.
    public var locations: SpecLocations = SpecLocations()

    public init() {}

    /// The controls besides the back button, leading first.
    public var controls: [String] { leading + trailing }
}

public enum Platform: String, CaseIterable, Sendable { case iphone, ipad, mac }

public enum TitleStyle: String, CaseIterable, Sendable { case standard, large }

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
    public var label: String
    public var position: BarSide = .leading
    public var chevron: ChevronStyle = .system
    /// A transition mask image is supplied for a custom chevron.
    public var hasMask: Bool = false

    public init(label: String, position: BarSide = .leading,
                chevron: ChevronStyle = .system, hasMask: Bool = false) {
        self.label = label
        self.position = position
        self.chevron = chevron
        self.hasMask = hasMask
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
