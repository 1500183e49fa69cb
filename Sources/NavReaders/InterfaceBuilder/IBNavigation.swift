import NavBase
import NavRules
import NavXML

/// Follows the segues of a set of Interface Builder documents to find each
/// screen's place: the root of which navigation stack, pushed from which screen,
/// presented how. Each screen becomes one bar; where two routes reach a screen
/// and disagree about a fact, that fact is unknown.
struct IBNavigation {
    struct Ref: Hashable {
        var document: Int
        var id: String
    }

    /// How one navigation controller is shown.
    struct StackContext: Equatable {
        var modal: Known<Bool>
        var split: Known<Bool>
    }

    /// One way a screen is reached.
    enum Arrival {
        case root(stack: Ref)
        case pushed(from: Ref, stack: Ref, previousStyle: Known<TitleStyle>)
        /// The root of the navigation controller a column-style split view makes for a column.
        case column(split: Ref, primary: Bool)

        /// The navigation controller, or the split view whose column it is.
        var stack: Ref {
            switch self {
            case .root(let stack), .pushed(_, let stack, _), .column(let stack, _): stack
            }
        }
    }

    let documents: [IBDocument]
    private var documentsByName: [String: [Int]] = [:]
    private var incoming: [Ref: [(segue: IBSegue, source: Ref)]] = [:]
    private var outgoing: [Ref: [(segue: IBSegue, destination: Ref)]] = [:]

    init(documents: [IBDocument]) {
        self.documents = documents
        for (index, document) in documents.enumerated() { documentsByName[document.name, default: []].append(index) }
        for (index, document) in documents.enumerated() {
            for segue in document.segues {
                let source = Ref(document: index, id: segue.source)
                guard let destination = resolve(Ref(document: index, id: segue.destination)) else { continue }
                incoming[destination, default: []].append((segue, source))
                outgoing[source, default: []].append((segue, destination))
            }
        }
    }

    func controller(_ ref: Ref) -> IBController? { documents[ref.document].controllers[ref.id] }

    /// A controller, following a placeholder into the storyboard it names.
    func resolve(_ ref: Ref) -> Ref? {
        let document = documents[ref.document]
        if document.controllers[ref.id] != nil { return ref }
        guard let placeholder = document.placeholders[ref.id], !placeholder.external else { return nil }
        let name = placeholder.storyboardName ?? document.name
        let folder = Paths.folder(of: document.path)
        // The storyboard beside this one first, then any of that name in the tree.
        let candidates = (documentsByName[name] ?? []).filter { documents[$0].path.hasSuffix(".storyboard") }
        guard let target = candidates.first(where: { Paths.folder(of: documents[$0].path) == folder }) ?? candidates.first
        else { return nil }
        let id = placeholder.referencedIdentifier.flatMap { documents[target].identifiers[$0] }
            ?? (placeholder.referencedIdentifier == nil ? documents[target].initialController : nil)
        guard let id, documents[target].controllers[id] != nil else { return nil }
        return Ref(document: target, id: id)
    }

    // MARK: Stacks

    func context(of stack: Ref) -> StackContext {
        var contexts: [StackContext] = []
        let columns = controller(stack)?.hasColumns == true
        if documents[stack.document].initialController == stack.id {
            contexts.append(StackContext(modal: .known(false), split: .known(false)))
        }
        if controller(stack)?.presentationStyle != nil {
            contexts.append(StackContext(modal: .known(true), split: .known(false)))
        }
        for (segue, source) in incoming[stack] ?? [] {
            let sourceKind = controller(source)?.kind
            switch segue.kind {
            case "relationship" where sourceKind == "splitViewController":
                contexts.append(StackContext(modal: .known(false), split: .known(true)))
            case "relationship" where sourceKind == "tabBarController":
                // A tab's stack is a sheet's when the tab bar controller is presented.
                contexts.append(StackContext(modal: presented(source), split: .known(false)))
            case "showDetail":
                contexts.append(StackContext(modal: .known(false), split: .known(true)))
            case "presentation", "modal", "popoverPresentation", "show", "push":
                contexts.append(StackContext(modal: .known(true), split: .known(false)))
            default:
                continue
            }
        }
        guard var merged = contexts.first else {
            return StackContext(modal: .unknown, split: columns ? .known(true) : .unknown)
        }
        for other in contexts.dropFirst() {
            if other.modal != merged.modal { merged.modal = .unknown }
            if other.split != merged.split { merged.split = .unknown }
        }
        if columns { merged.split = .known(true) }
        return merged
    }

    /// Whether a tab bar controller is presented: by a presenting segue or its own
    /// `modalPresentationStyle`, not as the first screen, a column or an embedded child.
    /// A `show` segue pushes it where the source is in a stack, so it says nothing.
    func presented(_ tabs: Ref) -> Known<Bool> {
        var facts: [Bool] = []
        if documents[tabs.document].initialController == tabs.id { facts.append(false) }
        if controller(tabs)?.presentationStyle != nil { facts.append(true) }
        for (segue, _) in incoming[tabs] ?? [] {
            switch segue.kind {
            case "presentation", "modal", "popoverPresentation": facts.append(true)
            case "relationship", "embed": facts.append(false)
            default: return .unknown
            }
        }
        guard let first = facts.first, facts.allSatisfy({ $0 == first }) else { return .unknown }
        return .known(first)
    }

    private func root(of stack: Ref) -> [Ref] {
        let inline = controller(stack)?.inlineStack ?? []
        if !inline.isEmpty { return inline.map { Ref(document: stack.document, id: $0) } }
        return (outgoing[stack] ?? []).filter { $0.segue.kind == "relationship" && $0.segue.relationship == "rootViewController" }
            .map(\.destination)
    }

    /// Every screen's arrivals, by screen, and the screens that can have no bar of their own.
    func arrivals() -> (arrivals: [Ref: [Arrival]], barless: Set<Ref>) {
        var arrivals: [Ref: [Arrival]] = [:]
        var barless = Set<Ref>()
        for (index, document) in documents.enumerated() {
            for id in document.order {
                let stack = Ref(document: index, id: id)
                guard let navigation = controller(stack) else { continue }
                let stacks: [(roots: [Ref], first: Arrival)]
                if navigation.isNavigationController {
                    stacks = [(root(of: stack), .root(stack: stack))]
                } else if navigation.hasColumns {
                    stacks = columns(of: stack).map { ([$0.root], .column(split: stack, primary: $0.primary)) }
                } else {
                    continue
                }
                for (roots, first) in stacks {
                    var visited = Set<Ref>()
                    var pending: [(Ref, Arrival)] = []
                    if let root = roots.first { pending.append((root, first)) }
                    // A xib lists the rest of its stack inline, each pushed from the one before.
                    let inlineNext = Dictionary(zip(roots, roots.dropFirst()).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
                    while !pending.isEmpty {
                        let (screen, arrival) = pending.removeFirst()
                        if navigation.hidesNavigationBar { barless.insert(screen) } else { arrivals[screen, default: []].append(arrival) }
                        guard visited.insert(screen).inserted else { continue }
                        let style = titleStyle(of: screen, arrival: arrival)
                        if let next = inlineNext[screen] {
                            pending.append((next, .pushed(from: screen, stack: stack, previousStyle: style)))
                        }
                        for (segue, destination) in outgoing[screen] ?? []
                        where ["show", "push", "showDetail"].contains(segue.kind) {
                            guard let target = controller(destination), !Self.isContainer(target) else { continue }
                            pending.append((destination, .pushed(from: screen, stack: stack, previousStyle: style)))
                        }
                    }
                }
            }
        }
        // Embedded children, a tab's or a split's direct children and screens presented
        // without a navigation controller have no bar of their own.
        for (destination, segues) in incoming {
            for (segue, source) in segues {
                let sourceKind = controller(source)?.kind
                let nonNavigation = segue.kind == "embed"
                    || (segue.kind == "relationship" && (sourceKind == "tabBarController" || sourceKind == "splitViewController"))
                    || ["presentation", "modal", "popoverPresentation"].contains(segue.kind)
                if nonNavigation && arrivals[destination] == nil { barless.insert(destination) }
            }
        }
        return (arrivals, barless)
    }

    /// The columns of a column-style split view that are not containers themselves: UIKit puts
    /// each into a navigation controller of its own. A column that is one stays as it is.
    private func columns(of split: Ref) -> [(root: Ref, primary: Bool)] {
        (outgoing[split] ?? []).compactMap { segue, destination in
            guard segue.kind == "relationship", let target = controller(destination), !Self.isContainer(target) else { return nil }
            switch segue.relationship {
            case "masterViewController": return (destination, true)
            case "supplementaryViewController", "detailViewController": return (destination, false)
            default: return nil
            }
        }
    }

    static func isContainer(_ controller: IBController) -> Bool {
        ["navigationController", "tabBarController", "splitViewController"].contains(controller.kind)
    }

    func titleStyle(of screen: Ref, arrival: Arrival) -> Known<TitleStyle> {
        let mode = controller(screen)?.item?.largeTitleDisplayMode
        if mode == "never" { return .known(.standard) }
        guard controller(arrival.stack)?.navigationBar?.largeTitles == true else { return .unknown }
        if mode == "always" { return .known(.large) }
        switch arrival {
        case .root, .column: return .known(.large)
        case .pushed(_, _, let previous): return previous
        }
    }

    // MARK: Bars

    func bars() -> [ReadBar] {
        let (arrivals, barless) = self.arrivals()
        var bars: [ReadBar] = []
        for (index, document) in documents.enumerated() {
            for id in document.order {
                let screen = Ref(document: index, id: id)
                guard let controller = controller(screen), !Self.isContainer(controller) else { continue }
                if let routes = arrivals[screen] {
                    let variants = routes.map { bar(for: screen, arrival: $0) }
                    var read = ReadBar(path: document.path, bar: Self.merged(variants), objectID: id,
                                       remarks: remarks(for: controller))
                    read.codeClass = controller.customClass
                    bars.append(read)
                } else if controller.item != nil, !barless.contains(screen) {
                    // Instantiated in code: where it is shown is not in the storyboard.
                    var read = ReadBar(path: document.path, bar: bar(for: screen, arrival: nil), objectID: id,
                                       remarks: remarks(for: controller))
                    read.codeClass = controller.customClass
                    bars.append(read)
                }
            }
            for standalone in document.standaloneBars {
                bars.append(standaloneBar(standalone, in: document))
            }
        }
        return bars
    }

    private func remarks(for controller: IBController) -> [String] {
        var remarks: [String] = []
        if let prompt = controller.item?.prompt { remarks.append("prompt \"\(prompt)\"") }
        if let view = controller.item?.titleView, view.segments == nil { remarks.append("title view is a \(view.kind)") }
        return remarks
    }

    /// What a screen's title is: its navigation item's, else the controller's, else unknown.
    func title(of screen: Ref) -> Known<String?> {
        guard let controller = controller(screen) else { return .unknown }
        if let item = controller.item, item.title.isKnown { return item.title }
        if let title = controller.title { return .known(title) }
        return .unknown
    }

    func bar(for screen: Ref, arrival: Arrival?) -> NavigationBar {
        let document = documents[screen.document]
        let controller = controller(screen)!
        let item = controller.item
        var bar = NavigationBar()
        bar.screen = controller.screenName
        bar.locations.bar = item?.position ?? controller.position
        bar.locations.keys["platform"] = document.position

        bar.title = title(of: screen)
        if let item, item.title.isKnown { bar.locations.keys["title"] = item.position }
        else if controller.title != nil { bar.locations.keys["title"] = controller.position }
        if let view = item?.titleView {
            bar.locations.keys["segmented"] = view.position
            if let segments = view.segments { bar.segmented = .known(segments) } else {
                // A custom title view replaces the title; what it shows is drawn in code.
                bar.segmented = .known(nil)
                bar.title = .unknown
            }
        } else {
            bar.segmented = .unknown
        }

        bar.leading = item?.leftItems.map { .known($0.map(\.label)) } ?? .unknown
        bar.trailing = item?.rightItems.map { .known($0.map(\.label)) } ?? .unknown
        if let first = item?.leftItems?.first { bar.locations.keys["leading"] = first.position }
        if let first = item?.rightItems?.first { bar.locations.keys["trailing"] = first.position }
        for barItem in (item?.leftItems ?? []) + (item?.rightItems ?? []) {
            guard let name = barItem.image, let image = document.images[name], !image.isSystemSymbol else { continue }
            bar.glyphs.append(Glyph(name: barItem.label, size: .points(width: image.width, height: image.height),
                                    location: barItem.position))
        }

        let stack = arrival.flatMap { self.controller($0.stack) }
        let settings = stack?.navigationBar
        let sameFile = arrival?.stack.document == screen.document
        let context = arrival.map { self.context(of: $0.stack) } ?? StackContext(modal: .unknown, split: .unknown)

        switch document.platform {
        case .iphone? where document.universal && context.split != .known(false):
            // A universal storyboard's split view is a split only on iPad.
            bar.platform = context.split == .known(true) ? .unknown : .known(.iphone)
        case let platform?: bar.platform = .known(platform)
        case nil: bar.platform = .unknown
        }
        bar.splitView = context.split

        if let arrival {
            bar.titleStyle = titleStyle(of: screen, arrival: arrival)
        } else {
            bar.titleStyle = item?.largeTitleDisplayMode == "never" ? .known(.standard) : .unknown
        }
        if item?.largeTitleDisplayMode != nil, let item { bar.locations.keys["title-style"] = item.position }
        else if sameFile, let settings { bar.locations.keys["title-style"] = settings.position }
        switch bar.titleStyle {
        case .known(.large): bar.borderSetting = settings?.scrollEdgeBorder.map { .known($0) }
        case .known(.standard): bar.borderSetting = settings?.standardBorder.map { .known($0) }
        case .unknown: bar.borderSetting = nil
        }
        if sameFile, let settings, bar.borderSetting != nil { bar.locations.keys["border"] = settings.position }

        // Leading items take the back button's place unless they say they supplement it.
        let replacesBack = item?.hidesBackButton == true || (item?.leftItems != nil && item?.leftItemsSupplementBackButton != true)
        switch arrival {
        case .root?:
            bar.presentation = context.modal.map { $0 ? .modal : .stack }
            bar.back = .known(nil)
        case .column(_, let primary)?:
            bar.presentation = context.modal.map { $0 ? .modal : .stack }
            // A later column shows a back button where the split collapses into one stack.
            bar.back = primary || replacesBack ? .known(nil) : .unknown
        case .pushed(let previous, _, _)?:
            bar.presentation = .known(.stack)
            if replacesBack {
                bar.back = .known(nil)
            } else {
                var button = BackButton(label: backLabel(from: previous))
                button.chevron = settings?.backIndicatorImage != nil ? .known(.custom) : .unknown
                button.hasMask = settings?.backIndicatorMask != nil ? .known(true) : .unknown
                bar.back = .known(button)
                if sameFile, let settings, settings.backIndicatorImage != nil {
                    bar.locations.keys["back-chevron"] = settings.position
                }
            }
        case nil:
            bar.presentation = .unknown
            bar.back = replacesBack ? .known(nil) : .unknown
        }
        if let stack, sameFile { bar.locations.keys["presentation"] = stack.position }

        if let stack {
            switch (stack.hidesOnTap, stack.hidesOnSwipe) {
            case (true, true): bar.hides = .known(.onScroll); bar.restore = .known([.tap, .swipeDown])
            case (true, false): bar.hides = .known(.onTap); bar.restore = .known([.tap])
            case (false, true): bar.hides = .known(.onScroll); bar.restore = .known([.swipeDown])
            case (false, false): bar.hides = .unknown; bar.restore = .unknown
            }
            if sameFile, stack.hidesOnTap || stack.hidesOnSwipe { bar.locations.keys["hides"] = stack.position }
        } else {
            bar.hides = .unknown
            bar.restore = .unknown
        }
        return bar
    }

    /// The previous screen's back item title, else its title, else "Back".
    private func backLabel(from previous: Ref) -> Known<String> {
        if let title = controller(previous)?.item?.backItemTitle { return .known(title) }
        switch title(of: previous) {
        case .known(let title?) where !title.isEmpty: return .known(title)
        case .known: return .known("Back")
        case .unknown: return .unknown
        }
    }

    private func standaloneBar(_ standalone: IBStandaloneBar, in document: IBDocument) -> ReadBar {
        let top = standalone.items[standalone.items.count - 1]
        var bar = NavigationBar()
        bar.screen = "\(standalone.owner ?? "navigationBar") (\(standalone.id))"
        bar.locations.bar = top.position
        bar.platform = document.platform.map { .known($0) } ?? .unknown
        bar.title = top.title
        if top.title.isKnown { bar.locations.keys["title"] = top.position }
        bar.leading = top.leftItems.map { .known($0.map(\.label)) } ?? .unknown
        bar.trailing = top.rightItems.map { .known($0.map(\.label)) } ?? .unknown
        if let first = top.leftItems?.first { bar.locations.keys["leading"] = first.position }
        if let first = top.rightItems?.first { bar.locations.keys["trailing"] = first.position }
        if let view = top.titleView {
            bar.segmented = .known(view.segments)
            bar.locations.keys["segmented"] = view.position
            if view.segments == nil { bar.title = .unknown }
        } else {
            bar.segmented = .unknown
        }
        if top.largeTitleDisplayMode == "never" { bar.titleStyle = .known(.standard) }
        else if standalone.settings.largeTitles { bar.titleStyle = .known(.large) }
        else { bar.titleStyle = .unknown }
        if standalone.items.count > 1 {
            let previous = standalone.items[standalone.items.count - 2]
            let label: Known<String>
            if let back = previous.backItemTitle { label = .known(back) } else {
                switch previous.title {
                case .known(let title?) where !title.isEmpty: label = .known(title)
                case .known: label = .known("Back")
                case .unknown: label = .unknown
                }
            }
            var button = BackButton(label: label)
            button.chevron = standalone.settings.backIndicatorImage != nil ? .known(.custom) : .unknown
            button.hasMask = standalone.settings.backIndicatorMask != nil ? .known(true) : .unknown
            bar.back = top.hidesBackButton ? .known(nil) : .known(button)
        } else {
            bar.back = .known(nil)
        }
        bar.presentation = .unknown
        bar.splitView = .unknown
        // A bar placed in a view is not a navigation controller's, so nothing hides it.
        bar.hides = .known(.never)
        bar.restore = .known([])
        var remarks: [String] = ["a navigation bar placed in a view"]
        if let prompt = top.prompt { remarks.append("prompt \"\(prompt)\"") }
        return ReadBar(path: document.path, bar: bar, objectID: standalone.id, remarks: remarks)
    }

    /// One bar from the bars of several routes: a fact they disagree on is unknown.
    static func merged(_ variants: [NavigationBar]) -> NavigationBar {
        var bar = variants[0]
        for other in variants.dropFirst() {
            if other.platform != bar.platform { bar.platform = .unknown }
            if other.titleStyle != bar.titleStyle { bar.titleStyle = .unknown }
            if other.borderSetting != bar.borderSetting { bar.borderSetting = .unknown }
            if other.presentation != bar.presentation { bar.presentation = .unknown }
            if other.back != bar.back {
                if case .known(let a?) = bar.back, case .known(let b?) = other.back {
                    var button = a
                    if a.label != b.label { button.label = .unknown }
                    if a.chevron != b.chevron { button.chevron = .unknown }
                    if a.hasMask != b.hasMask { button.hasMask = .unknown }
                    bar.back = .known(button)
                } else {
                    bar.back = .unknown
                }
            }
            if other.hides != bar.hides { bar.hides = .unknown }
            if other.restore != bar.restore { bar.restore = .unknown }
            if other.splitView != bar.splitView { bar.splitView = .unknown }
        }
        return bar
    }
}
