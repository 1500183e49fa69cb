import NavBase
import NavReaders
import NavRules

// What the SwiftSyntax walk (SwiftSourceParser) keeps of a Swift file: plain
// values with source locations, so that no syntax node leaves that one file and
// the step from views to bars (SwiftUIScreens) reads like the SwiftUI it models.

/// One Swift file as far as navigation is concerned.
struct SwiftFile: Sendable, Codable {
    var path: String
    /// Views (`var body: some View`), in source order; previews are left out.
    var views: [ViewSource]
    /// Types whose `body` is `some ToolbarContent`, by name.
    var toolbarContents: [String: [ToolbarNode]]
    /// String constants of enums and structs by their full name (`Strings.settingsTitle`).
    var constants: [String: SwiftValue] = [:]
    /// What each view type whose body is one control shows (`CloseButton`: `xmark`).
    var viewLabels: [String: SwiftValue] = [:]
    /// `// navlint:disable` comments.
    var suppressions = InlineSuppressions()
    /// The modules imported at the top level (`UIKit`, `AppKit`).
    var imports: Set<String> = []
    /// Where the code sets UIKit's back chevron or its mask.
    var backIndicators: [BackIndicatorSetting] = []
}

/// One place the code sets the back chevron: `setBackIndicatorImage(_:transitionMaskImage:)` on
/// a `UINavigationBarAppearance`, which takes both images, or one of the older properties
/// `backIndicatorImage` and `backIndicatorTransitionMaskImage`, which take one each.
struct BackIndicatorSetting: Hashable, Sendable, Codable {
    enum Part: String, Hashable, Sendable, Codable { case both, image, mask }
    var part: Part
    /// Whether what is given is an image rather than `nil`: for `both`, each of the two.
    var image: Bool
    var mask: Bool
    /// Set on every bar of the app: on `UINavigationBar.appearance()`, or on an appearance the same
    /// code gives it as its standard, compact or scroll-edge appearance. Else on some bars only.
    var everyBar: Bool
    var location: SourceLocation
}

/// A view type, or an inline screen inside one (the content of a `.sheet` or a
/// `NavigationLink` destination that applies modifiers of its own).
struct ViewSource: Sendable, Codable {
    var typeName: String
    /// `InboxView`, or `InboxView (sheet at 42:10)` for an inline screen.
    var screenName: String
    var location: SourceLocation
    /// Navigation modifiers applied in this view's body, outside nested screens.
    var modifiers: [NavigationModifier] = []
    /// The navigation container the body itself builds, if any.
    var container: Container?
    /// Other views this one shows, and how.
    var shows: [Shown] = []
    /// How the enclosing view shows an inline screen; `nil` for a type.
    var inlineArrival: Arrival?
    /// The type's private `@State` flags, by name, and what changes them.
    var switches: [String: StateSwitch] = [:]
}

/// A private `@State` Bool: its first value and the changes its type's code makes to it.
struct StateSwitch: Hashable, Sendable, Codable {
    var initial: Bool
    /// The values a tap gesture's action gives it: `true`, `false`, or `nil` for `toggle()`.
    var tapChanges: [Bool?] = []
    /// Changed anywhere else, or handed out as a binding.
    var changesOtherwise = false
}

struct Container: Hashable, Sendable, Codable {
    enum Kind: String, Sendable, Codable { case stack = "NavigationStack", view = "NavigationView", split = "NavigationSplitView" }
    var kind: Kind
    var location: SourceLocation
}

/// How a view reaches the screen.
enum Arrival: Hashable, Sendable, Codable {
    /// The first screen of a container (a split view's columns are roots too).
    case root(Container)
    /// Pushed by a `NavigationLink` or `.navigationDestination` from the showing view.
    case pushed
    /// `.sheet`/`.fullScreenCover`/`.popover` content; `wrapped` when that content is a container.
    case presented(wrapped: Container?, location: SourceLocation)
}

/// One view shown by another.
struct Shown: Hashable, Sendable, Codable {
    var typeName: String
    var arrival: Arrival?
    var location: SourceLocation
}

/// A navigation modifier as written: `.navigationTitle("Inbox")`.
struct NavigationModifier: Sendable, Codable {
    var name: String
    var location: SourceLocation
    var arguments: [Argument]
    /// For `.toolbar { … }` and `.navigationBarItems(…)`: the items.
    var toolbar: [ToolbarNode] = []
    /// Written under `if` (the condition's source) and not in every branch.
    var condition: String?
}

struct Argument: Sendable, Codable {
    var label: String?
    var value: SwiftValue
}

/// The few kinds of value the reader can know without running the app.
indirect enum SwiftValue: Hashable, Sendable, Codable {
    /// A literal. `lookup` says how it is localized: a bare literal or `Text("…")` is
    /// its own fallback; `NSLocalizedString`/`String(localized:)` keys are unknown without a table.
    case string(String, lookup: Lookup)
    case bool(Bool)
    /// `.inline`, `.hidden`, `.navigationBar`.
    case member(String)
    /// A name under a type, as written: `Visibility.hidden`, `L10n.Settings.title`, `Strings.cancel`.
    case reference(String)
    /// `condition ? a : b`.
    case ternary(condition: String, SwiftValue, SwiftValue)
    /// Anything else, as written (a variable, a call, an interpolated string).
    case other(String)

    /// How a literal is shown: as written (`none`), through a table falling back to itself,
    /// through a table only, or through a table falling back to a default value.
    enum Lookup: Hashable, Sendable, Codable { case none, keyOrLiteral, keyOnly, keyOrDefault(String) }

    /// String properties that only change a string's case, as the last name of a reference
    /// (`L10n.parentalRatings.localizedCapitalized`): what they do to the string.
    static let caseTransforms: [String: @Sendable (String) -> String] = [
        "localizedCapitalized": { $0.capitalized }, "capitalized": { $0.capitalized },
        "localizedUppercase": { $0.uppercased() }, "localizedLowercase": { $0.lowercased() },
    ]

    /// `hidden` in `.hidden` and in `Visibility.hidden`.
    var memberName: String? {
        switch self {
        case .member(let name): return name
        case .reference(let path): return path.split(separator: ".").last.map(String.init)
        default: return nil
        }
    }
}

/// One entry of a toolbar, as written.
indirect enum ToolbarNode: Sendable, Codable {
    case item(placement: String?, controls: [Control], location: SourceLocation)
    /// A view written straight into `.toolbar { }` (automatic placement).
    case control(Control)
    /// `if condition { … } else { … }`; `otherwise` is `nil` without an `else`.
    case conditional(condition: String, then: [ToolbarNode], otherwise: [ToolbarNode]?)
    /// `switch subject { case …: … }`: one branch of content per case, each case's condition as written.
    case choice(cases: [SwitchCase])
    /// A property, function or `ToolbarContent` type the toolbar names.
    case reference(String, location: SourceLocation)
    /// `ToolbarTitleMenu`, `ToolbarSpacer`: nothing to count.
    case ignored
}

/// One case of a `switch` in a toolbar: its condition as written (`mode is .edit`) and its content.
struct SwitchCase: Sendable, Codable {
    var condition: String
    var nodes: [ToolbarNode]
}

/// The points a resizable image is drawn in, from literal `.frame(width:height:)` arguments.
struct GlyphFrame: Hashable, Sendable, Codable {
    var width: Double
    var height: Double
}

/// One control in a bar, with what its label says.
struct Control: Hashable, Sendable, Codable {
    var label: SwiftValue
    /// `Image("asset")`: a custom glyph whose size sits in the asset catalog.
    var customGlyph: String?
    /// `Image("asset").resizable().frame(width: 24, height: 24)`: the glyph drawn at that size in points.
    var glyphFrame: GlyphFrame?
    /// A `Picker` styled `.segmented`, with its segments' labels when they are literals.
    var segments: [SwiftValue]?
    /// Conditions inside a group (`if isEditing { EditButton() }`).
    var condition: String?
    var location: SourceLocation
    /// Spacers, dividers: laid out, not a control.
    var isSpace = false
    /// A stored view or a parameter (`leadingContent`): any number of controls.
    var isOpaque = false
    /// `Text` on its own in the bar, not a button's label: something to read, not to tap.
    var isStatic = false
}
