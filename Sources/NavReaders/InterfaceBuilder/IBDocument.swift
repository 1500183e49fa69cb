import NavBase
import NavRules
import NavXML

/// What one storyboard or xib says about navigation, kept small so that a run
/// over thousands of files holds summaries, not XML trees.
struct IBDocument: Sendable {
    var path: String
    /// The file name without its extension: what placeholders in other storyboards name.
    var name: String
    var position: SourceLocation
    /// `nil` for a document with no iOS navigation bars (macOS, tvOS).
    var platform: Platform?
    /// Set when the document targets iPhone and iPad alike.
    var universal: Bool
    var initialController: String?
    var controllers: [String: IBController] = [:]
    /// Controller IDs in document order.
    var order: [String] = []
    var segues: [IBSegue] = []
    var placeholders: [String: IBPlaceholder] = [:]
    /// Storyboard identifier → object ID.
    var identifiers: [String: String] = [:]
    /// Standalone navigation bars placed in a view, with their items.
    var standaloneBars: [IBStandaloneBar] = []
    /// Image resources by name: sizes in points, and whether they are SF Symbols.
    var images: [String: IBImage] = [:]
}

struct IBImage: Sendable {
    var width: Double
    var height: Double
    var isSystemSymbol: Bool
}

struct IBController: Sendable {
    var id: String
    /// The element name: `tableViewController`, `navigationController`…
    var kind: String
    var storyboardIdentifier: String?
    var customClass: String?
    var title: String?
    var position: SourceLocation
    var item: IBNavigationItem?
    var navigationBar: IBNavigationBarSettings?
    /// `modalPresentationStyle`, which a controller only sets to be presented.
    var presentationStyle: String?
    /// A navigation controller's `navigationBarHidden="YES"`.
    var hidesNavigationBar = false
    var hidesOnTap = false
    var hidesOnSwipe = false
    /// A xib's navigation controller lists its stack inline, root first.
    var inlineStack: [String] = []
    /// A split view controller in one of iOS 14's column styles, which puts each column that
    /// is not a navigation controller into one of its own.
    var hasColumns = false

    var isNavigationController: Bool { kind == "navigationController" }

    /// Storyboard identifier, else custom class, else element kind.
    var baseName: String { storyboardIdentifier ?? customClass ?? kind }
    /// The name in messages: the base name with the object ID.
    var screenName: String { "\(baseName) (\(id))" }
}

struct IBNavigationItem: Sendable {
    var position: SourceLocation
    /// `.unknown` when the item does not set one (the title is then the controller's, or set in code).
    var title: Known<String?>
    var largeTitleDisplayMode: String?
    var leftItems: [IBBarItem]?
    var rightItems: [IBBarItem]?
    var backItemTitle: String?
    var leftItemsSupplementBackButton = false
    var hidesBackButton = false
    var prompt: String?
    var titleView: IBTitleView?
}

struct IBBarItem: Sendable {
    var label: String
    var image: String?
    var position: SourceLocation
}

struct IBTitleView: Sendable {
    var kind: String
    /// The segments' titles when the view is a segmented control.
    var segments: [String]?
    var position: SourceLocation
}

struct IBNavigationBarSettings: Sendable {
    var position: SourceLocation
    var largeTitles = false
    var backIndicatorImage: String?
    var backIndicatorMask: String?
    /// From a bar appearance's shadow colour, by the title style it applies to.
    var standardBorder: BorderStyle?
    var scrollEdgeBorder: BorderStyle?
}

struct IBSegue: Sendable {
    var source: String
    var destination: String
    var kind: String
    var relationship: String?
    var position: SourceLocation
}

struct IBPlaceholder: Sendable {
    var storyboardName: String?
    var referencedIdentifier: String?
    /// Set when the storyboard is in another bundle, which this tree does not hold.
    var external: Bool
}

struct IBStandaloneBar: Sendable {
    var id: String
    var owner: String?
    var settings: IBNavigationBarSettings
    var items: [IBNavigationItem]
}

extension IBDocument {
    /// Reads a parsed Interface Builder document; a file that is XML but not IB is an error.
    static func read(_ root: XMLElement, path: String) throws(Diagnostic) -> IBDocument {
        let type = root["type"] ?? ""
        guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw Diagnostic(path: path, location: root.position,
                             message: "not an Interface Builder document (the root element is <\(root.name)>, "
                                 + "expected <document type=\"com.apple.InterfaceBuilder3…\">)")
        }
        let runtime = root["targetRuntime"] ?? ""
        let platform: Platform? = runtime.hasPrefix("iOS.CocoaTouch") ? (runtime.hasSuffix(".iPad") ? .ipad : .iphone) : nil
        var fileName = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = fileName.lastIndex(of: ".") { fileName = fileName[..<dot] }
        var document = IBDocument(path: path, name: String(fileName), position: root.position, platform: platform,
                                  universal: runtime == "iOS.CocoaTouch", initialController: root["initialViewController"])
        guard platform != nil else { return document }
        var reader = IBDocumentReader(document: document)
        reader.readObjects(of: root)
        document = reader.document
        for image in root.child("resources")?.children ?? [] where image.name == "image" {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init) else { continue }
            document.images[name] = IBImage(width: width, height: height, isSystemSymbol: image["catalog"] == "system")
        }
        return document
    }
}

/// Walks the element tree once, collecting controllers, segues and bars.
private struct IBDocumentReader {
    var document: IBDocument

    mutating func readObjects(of root: XMLElement) {
        // Storyboards hold scenes; xibs hold top-level objects.
        var topLevel: [XMLElement] = []
        if let scenes = root.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                let objects = scene.child("objects")?.children ?? []
                topLevel += objects
                // A gesture recognizer beside the controller in its scene triggers the controller's segues.
                guard let controller = objects.first(where: Self.isController)?["id"] else { continue }
                for object in objects where !Self.isController(object) {
                    collectSegues(in: object, source: controller)
                }
            }
        }
        topLevel += root.child("objects")?.children ?? []
        let owner = topLevel.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?["customClass"]
        for element in topLevel {
            if element.name == "viewControllerPlaceholder", let id = element["id"] {
                document.placeholders[id] = IBPlaceholder(storyboardName: element["storyboardName"],
                                                          referencedIdentifier: element["referencedIdentifier"],
                                                          external: element["bundleIdentifier"] != nil)
            } else if Self.isController(element) {
                readController(element)
            } else {
                collectStandaloneBars(in: element, owner: owner)
            }
        }
    }

    static func isController(_ element: XMLElement) -> Bool {
        element.name.hasSuffix("Controller") && element["id"] != nil
    }

    mutating func readController(_ element: XMLElement) {
        guard let id = element["id"] else { return }
        var controller = IBController(id: id, kind: element.name, storyboardIdentifier: element["storyboardIdentifier"],
                                      customClass: element["customClass"], title: element["title"],
                                      position: element.position)
        controller.presentationStyle = element["modalPresentationStyle"]
        controller.hidesNavigationBar = element["navigationBarHidden"] == "YES"
        controller.hidesOnTap = element["hidesBarsOnTap"] == "YES"
        controller.hidesOnSwipe = element["hidesBarsOnSwipe"] == "YES"
        // Xcode writes `allowDoubleColumnStyle="YES"` for the Double and Triple Column styles.
        controller.hasColumns = element.name == "splitViewController"
            && (element["allowDoubleColumnStyle"] == "YES" || ["doubleColumn", "tripleColumn"].contains(element["style"] ?? ""))
        if let identifier = controller.storyboardIdentifier { document.identifiers[identifier] = id }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("navigationItem", "navigationItem"):
                controller.item = Self.navigationItem(child)
            case ("navigationBar", "navigationBar"):
                controller.navigationBar = Self.barSettings(child)
            case ("viewControllers", _):
                // A xib's navigation controller: the stack, root first, each a controller of its own.
                for nested in child.children where Self.isController(nested) {
                    controller.inlineStack.append(nested["id"]!)
                    readController(nested)
                }
            default:
                break
            }
        }
        let owner = controller.baseName
        collectSegues(in: element, source: id)
        for child in element.children where child["key"] == "view" || child.name == "view" {
            collectStandaloneBars(in: child, owner: owner)
        }
        document.controllers[id] = controller
        document.order.append(id)
    }

    mutating func collectSegues(in element: XMLElement, source: String) {
        for descendant in element.descendants()
        where descendant.name == "segue" {
            guard let destination = descendant["destination"], let kind = descendant["kind"] else { continue }
            document.segues.append(IBSegue(source: source, destination: destination, kind: kind,
                                           relationship: descendant["relationship"], position: descendant.position))
        }
    }

    /// Navigation bars placed inside a view: each shows the last of its items.
    mutating func collectStandaloneBars(in element: XMLElement, owner: String?) {
        for bar in [element] + element.descendants()
        where bar.name == "navigationBar" && bar["key"] != "navigationBar" && bar.child("items") != nil {
            let items = bar.child("items")!.children.filter { $0.name == "navigationItem" }.map(Self.navigationItem)
            guard !items.isEmpty, let id = bar["id"] else { continue }
            document.standaloneBars.append(IBStandaloneBar(id: id, owner: owner, settings: Self.barSettings(bar), items: items))
        }
    }

    static func navigationItem(_ element: XMLElement) -> IBNavigationItem {
        var title: Known<String?> = element["title"].map { .known($0) } ?? .unknown
        var item = IBNavigationItem(position: element.position, title: title,
                                    largeTitleDisplayMode: element["largeTitleDisplayMode"])
        item.leftItemsSupplementBackButton = element["leftItemsSupplementBackButton"] == "YES"
        item.hidesBackButton = element["hidesBackButton"] == "YES"
        item.prompt = element["prompt"]
        item.backItemTitle = element["backButtonTitle"]
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("nil", "title"): title = .known(nil)
            case ("string", "title"): title = .known(child.text)
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems = barItems([child])
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems = barItems([child])
            case ("leftBarButtonItems", _): item.leftItems = barItems(child.children)
            case ("rightBarButtonItems", _): item.rightItems = barItems(child.children)
            case ("barButtonItem", "backBarButtonItem"):
                item.backItemTitle = child["title"] ?? item.backItemTitle
            case (let kind, "titleView"):
                let segments = kind == "segmentedControl"
                    ? (child.child("segments")?.children ?? []).map { $0["title"] ?? $0["image"] ?? "segment" }
                    : nil
                item.titleView = IBTitleView(kind: kind, segments: segments, position: child.position)
            default:
                break
            }
        }
        item.title = title
        return item
    }

    /// Bar button items as labels; flexible and fixed spaces are layout, not controls.
    static func barItems(_ elements: [XMLElement]) -> [IBBarItem] {
        elements.filter { $0.name == "barButtonItem" }.compactMap { element in
            let system = element["systemItem"]
            if system == "flexibleSpace" || system == "fixedSpace" { return nil }
            let label = element["title"].flatMap { $0.isEmpty ? nil : $0 }
                ?? system.map(systemItemLabel)
                ?? element["image"]
                ?? "custom view"
            return IBBarItem(label: label, image: element["image"], position: element.position)
        }
    }

    /// `fastForward` → `Fast Forward`: the system item's name as a label.
    static func systemItemLabel(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst().lowercased()
    }

    static func barSettings(_ element: XMLElement) -> IBNavigationBarSettings {
        var settings = IBNavigationBarSettings(position: element.position)
        settings.largeTitles = element["largeTitles"] == "YES"
        settings.backIndicatorImage = element["backIndicatorImage"]
        settings.backIndicatorMask = element["backIndicatorTransitionMaskImage"]
        for appearance in element.children where appearance.name == "navigationBarAppearance" {
            let border = shadow(of: appearance)
            switch appearance["key"] {
            case "standardAppearance": settings.standardBorder = border
            case "scrollEdgeAppearance": settings.scrollEdgeBorder = border
            default: break
            }
        }
        return settings
    }

    /// A bar appearance's shadow colour: none or fully clear hides the border.
    static func shadow(of appearance: XMLElement) -> BorderStyle? {
        for child in appearance.children where child["key"] == "shadowColor" {
            if child.name == "nil" { return .hidden }
            if child.name == "color" {
                if child["systemColor"] == "clearColor" || child["cocoaTouchSystemColor"] == "clearColor" { return .hidden }
                if let alpha = child["alpha"].flatMap(Double.init) { return alpha == 0 ? .hidden : .visible }
                return .visible
            }
        }
        return nil
    }
}
