import NavBase
import NavReaders
import NavRules

/// From the views of one run to their bars: which views are screens, how each is
/// reached (a container's root, pushed, presented) and what its modifiers say.
///
/// Every view that applies a navigation modifier is a screen. Its place comes
/// from the views that show it in this run; one nobody shows keeps its
/// presentation and back button unknown.
struct SwiftUIScreens {
    /// Title variants times item states; beyond this, conditional items are only remarked.
    static let maximumVariants = 4

    let files: [SwiftFile]
    let strings: StringTable

    private var views: [(view: ViewSource, path: String)] { files.flatMap { file in file.views.map { ($0, file.path) } } }

    func bars() -> [ReadBar] {
        let all = views
        var types: [String: (view: ViewSource, path: String)] = [:]
        for entry in all where entry.view.inlineArrival == nil && types[entry.view.typeName] == nil { types[entry.view.typeName] = entry }
        var arrivals: [String: [(arrival: Arrival, from: ViewSource, path: String)]] = [:]
        var embedded: Set<String> = []
        for entry in all {
            for shown in entry.view.shows {
                guard let arrival = shown.arrival, types[shown.typeName] != nil else { embedded.insert(shown.typeName); continue }
                arrivals[shown.typeName, default: []].append((arrival, entry.view, entry.path))
            }
        }
        var toolbarContents: [String: [ToolbarNode]] = [:]
        var toolbarContentFiles: [String: String] = [:]
        var suppressions: [String: InlineSuppressions] = [:]
        for file in files where !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        for file in files {
            toolbarContents.merge(file.toolbarContents) { first, _ in first }
            for name in file.toolbarContents.keys where toolbarContentFiles[name] == nil { toolbarContentFiles[name] = file.path }
        }

        var constants: [String: SwiftValue] = [:]
        var viewLabels: [String: SwiftValue] = [:]
        for file in files {
            constants.merge(file.constants) { first, _ in first }
            viewLabels.merge(file.viewLabels) { first, _ in first }
        }
        let builder = BarBuilder(strings: strings, constants: constants, viewLabels: viewLabels, toolbarContents: toolbarContents,
                                 toolbarContentFiles: toolbarContentFiles, types: types, arrivals: arrivals,
                                 embedded: embedded, backChevron: BackChevron(files))
        return all.flatMap { builder.bars(for: $0.view, path: $0.path) }.map { bar in
            guard !suppressions.isEmpty else { return bar }
            var bar = bar
            for file in Set([bar.path] + bar.keyFiles.values) { bar.suppressions[file] = suppressions[file] }
            return bar
        }
    }
}

/// A view's place, once its arrivals are combined.
private enum Place {
    case root(Container)
    /// The root of a container the view builds itself, with nothing in the run showing the view:
    /// no back button, but a sheet's root as much as a stack's.
    case ownRoot(Container)
    case pushed(from: ViewSource)
    case modalRoot(location: SourceLocation?, remark: String? = nil)
    /// Shown in a sheet that has no navigation container: no bar.
    case sheetWithoutBar
    case unknown(remark: String?)
}

private struct BarBuilder {
    let strings: StringTable
    /// String constants of the run's enums and structs, by full name.
    let constants: [String: SwiftValue]
    /// What a view type that draws one control shows (`CloseButton`: its xmark), by type name.
    let viewLabels: [String: SwiftValue]
    let toolbarContents: [String: [ToolbarNode]]
    /// The file each `ToolbarContent` type is written in, so its items are located there.
    let toolbarContentFiles: [String: String]
    let types: [String: (view: ViewSource, path: String)]
    let arrivals: [String: [(arrival: Arrival, from: ViewSource, path: String)]]
    /// Views some view of the run shows as part of itself (`TabView { InboxView() }`, `WindowGroup { … }`).
    let embedded: Set<String>
    /// The chevron the run's code gives every back button.
    let backChevron: BackChevron

    func bars(for view: ViewSource, path: String) -> [ReadBar] {
        let modifiers = view.modifiers
        guard !modifiers.isEmpty else { return [] }
        if modifiers.contains(where: { $0.condition == nil && hidesBar($0) == true }) { return [] }
        let place = self.place(of: view, path: path)
        if case .sheetWithoutBar = place { return [] }

        var bar = NavigationBar()
        var remarks: [String] = []
        bar.screen = view.screenName
        bar.locations.bar = view.location
        apply(place, to: &bar, path: path, remarks: &remarks)
        for modifier in modifiers {
            apply(modifier, to: &bar, remarks: &remarks)
        }
        hiding(of: view, bar: &bar, remarks: &remarks)
        bar.titleStyle = titleStyle(of: view, place: place, visited: [])
        // A large title is only drawn when there is a title: where the view writes none and
        // no display mode either, whether the bar has a large title at all is unknown.
        if bar.titleStyle == .known(.large), titleStyleModifier(of: view) == nil, titleModifiers(of: view).isEmpty {
            bar.titleStyle = .unknown
        }
        if let modifier = titleStyleModifier(of: view) { bar.locations.keys["title-style"] = modifier.location }

        let titles = titleVariants(of: view, bar: &bar, remarks: &remarks)
        var keyFiles: [String: String] = [:]
        if case .pushed = place, let set = backChevron.setAt {
            bar.locations.keys["back-chevron"] = set.location
            keyFiles["back-chevron"] = set.path
            remarks.append("back chevron and its mask from UINavigationBar's appearance (\(set.path):\(set.location.line))")
        }
        var standIn: BackStandIn?
        let states = itemStates(of: view, bar: &bar, keyFiles: &keyFiles, remarks: &remarks, standIn: &standIn,
                                room: SwiftUIScreens.maximumVariants / titles.count)
        // A screen that hides the system back button and draws its own "Back" or back chevron on
        // the trailing side has moved its back button there; at a stack's root there is none to move.
        if !hidesBackButton(view) || !place.mayHaveBackButton { standIn = nil }
        var result: [ReadBar] = []
        for title in titles {
            for state in states {
                var variant = bar
                var variantRemarks = remarks
                variant.title = title.value
                if let remark = title.remark { variantRemarks.append(remark) }
                if let items = state {
                    variant.leading = .known(items.leading)
                    variant.trailing = .known(items.trailing)
                    if let standIn, let index = items.trailing.firstIndex(of: standIn.label) {
                        variant.trailing = .known(items.trailing.enumerated().filter { $0.offset != index }.map(\.element))
                        variant.back = .known(BackButton(label: .known(standIn.shown), position: .trailing, chevron: .unknown, hasMask: .unknown))
                        variant.locations.keys["back-position"] = standIn.location
                        variantRemarks.append("\"\(standIn.label)\" on the trailing side stands in for the hidden back button")
                    }
                    if let platform = items.platform { variant.platform = .known(platform) }
                    variantRemarks += items.remarks
                    if let state = items.state { variantRemarks.append("items when \(state)") }
                }
                let state = [title.remark?.split(separator: " ", maxSplits: 1).last.map(String.init), state?.state.map { "when \($0)" }].compactMap { $0 }
                var read = ReadBar(path: path, bar: variant, objectID: view.typeName, remarks: variantRemarks,
                                   state: state.isEmpty ? nil : state.joined(separator: ", "))
                read.keyFiles = keyFiles.filter { $0.value != path }
                result.append(read)
            }
        }
        return result
    }

    // MARK: Place

    private func place(of view: ViewSource, path: String) -> Place {
        var found: [Arrival] = []
        if let inline = view.inlineArrival { found.append(inline) }
        else { found += (arrivals[view.typeName] ?? []).map(\.arrival) }
        let places: [Place] = found.map { arrival in
            switch arrival {
            case .root(let container): return .root(container)
            case .pushed:
                let from = (arrivals[view.typeName] ?? []).first { if case .pushed = $0.arrival { return true }; return false }?.from
                return from.map { .pushed(from: $0) } ?? .unknown(remark: nil)
            case .presented(let wrapped, let location):
                if wrapped != nil || view.container != nil {
                    return .modalRoot(location: view.inlineArrival != nil ? location : wrapped == nil ? view.container?.location : nil)
                }
                return .sheetWithoutBar
            }
        }
        if places.isEmpty {
            // `.cancellationAction` is, in SwiftUI's words, the cancel of a modal interface:
            // with a Cancel or Close there and no file showing the view, it is a sheet.
            if let cancel = cancellationItem(of: view) {
                return .modalRoot(location: cancel, remark: "presented as a sheet, as its .cancellationAction says; no file read shows it")
            }
            if let container = view.container {
                return embedded.contains(view.typeName) ? .root(container) : .ownRoot(container)
            }
            return .unknown(remark: "not shown in a navigation container in the files read")
        }
        let shown = places.filter { $0.kind != "sheetWithoutBar" }
        guard let first = shown.first else { return .sheetWithoutBar }
        let kinds = Set(shown.map(\.kind))
        if kinds.count > 1 { return .unknown(remark: "reached in \(kinds.count) different ways") }
        return first
    }

    /// Where a `.cancellationAction` item that says it closes (Cancel, Close, an xmark, a view
    /// whose label cannot be read) is written; a play button placed there says nothing of a sheet.
    private func cancellationItem(of view: ViewSource) -> SourceLocation? {
        for modifier in view.modifiers where modifier.condition == nil {
            for case .item(let placement, let controls, let location) in modifier.toolbar where placement == "cancellationAction" {
                if let first = controls.first, DismissControl.isDismiss(label(first)) || !isReadable(first) { return location }
            }
        }
        return nil
    }

    private func apply(_ place: Place, to bar: inout NavigationBar, path: String, remarks: inout [String]) {
        switch place {
        case .root(let container):
            bar.presentation = .known(.stack)
            bar.back = .known(nil)
            bar.splitView = .known(container.kind == .split)
            // A split view is columns side by side on an iPad and a Mac, one stack on an iPhone:
            // which of them this is, the code or the project has to say.
            if container.kind == .split { bar.platform = .unknown }
            bar.locations.keys["presentation"] = container.location
        case .pushed(let from):
            bar.presentation = .known(.stack)
            let label: Known<String>
            switch title(of: from) {
            case .known(let title?): label = .known(title)
            case .known(nil): label = .known("Back")
            case .unknown: label = .unknown
            }
            bar.back = .known(BackButton(label: label, chevron: backChevron.chevron, hasMask: backChevron.hasMask))
            bar.splitView = .unknown
            remarks.append("pushed from \(from.screenName)")
        case .ownRoot(let container):
            bar.presentation = .unknown
            bar.back = .known(nil)
            bar.splitView = .known(container.kind == .split)
            // A split view is columns side by side on an iPad and a Mac, one stack on an iPhone:
            // which of them this is, the code or the project has to say.
            if container.kind == .split { bar.platform = .unknown }
            bar.locations.keys["presentation"] = container.location
        case .modalRoot(let location, let remark):
            if let remark { remarks.append(remark) }
            bar.presentation = .known(.modal)
            bar.back = .known(nil)
            bar.splitView = .known(false)
            if let location { bar.locations.keys["presentation"] = location }
        case .sheetWithoutBar:
            break
        case .unknown(let remark):
            bar.presentation = .unknown
            bar.back = .unknown
            bar.splitView = .unknown
            if let remark { remarks.append(remark) }
        }
    }

    // MARK: Modifiers

    /// `.navigationBarBackButtonHidden()` or `(true)`, whatever state the view is in.
    private func hidesBackButton(_ view: ViewSource) -> Bool {
        view.modifiers.contains { modifier in
            guard modifier.name == "navigationBarBackButtonHidden", modifier.condition == nil else { return false }
            guard let first = modifier.arguments.first?.value else { return true }
            return first == .bool(true)
        }
    }

    /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`: `nil` when it depends.
    private func hidesBar(_ modifier: NavigationModifier) -> Bool? {
        switch modifier.name {
        case "navigationBarHidden":
            guard let first = modifier.arguments.first?.value else { return nil }
            if case .bool(let hidden) = first { return hidden }
            return nil
        case "toolbar", "toolbarVisibility":
            guard modifier.toolbar.isEmpty, let first = modifier.arguments.first, first.label == nil else { return false }
            guard Self.forNavigationBar(modifier) else { return false }
            if let visibility = first.value.memberName { return visibility == "hidden" }
            return nil
        default:
            return false
        }
    }

    /// A bar hidden by a private flag that only a tap changes hides on a tap, and a tap brings it
    /// back when one of those taps can set the flag back: `.toolbar(isFullScreen ? .hidden : .visible,
    /// for: .navigationBar)` with `.onTapGesture { isFullScreen.toggle() }`. Anything else about
    /// the flag (another change, a binding, hidden at first) leaves the hiding to code.
    private func hiding(of view: ViewSource, bar: inout NavigationBar, remarks: inout [String]) {
        let hiding = view.modifiers.filter { hidesBar($0) != false }
        guard hiding.count == 1, let modifier = hiding.first, modifier.condition == nil,
              let (name, hiddenWhen) = Self.flag(hiding: modifier), let flag = view.switches[name],
              !flag.changesOtherwise, !flag.tapChanges.isEmpty, flag.initial != hiddenWhen else { return }
        let restores = flag.tapChanges.contains { $0 == nil || $0 == !hiddenWhen }
        bar.hides = .known(.onTap)
        bar.restore = .known(restores ? [.tap] : [])
        remarks.removeAll { $0.hasPrefix("bar hidden depending on") }
        remarks.append("bar hidden on a tap (\(name))" + (restores ? ", shown again on a tap" : ", and nothing shows it again"))
    }

    /// The flag a hiding modifier reads, and the value that hides the bar: `flag` in
    /// `.navigationBarHidden(flag)`, `flag ? .hidden : .visible`, `!flag ? .visible : .hidden`.
    private static func flag(hiding modifier: NavigationModifier) -> (String, Bool)? {
        guard let value = modifier.arguments.first(where: { $0.label == nil })?.value else { return nil }
        func name(_ condition: String) -> (String, Bool)? {
            let negated = condition.hasPrefix("!")
            let name = negated ? String(condition.dropFirst()) : condition
            let plain = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
            guard !plain.isEmpty, plain.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return (plain, !negated)
        }
        switch (modifier.name, value) {
        case ("navigationBarHidden", .other(let condition)):
            return name(condition)
        case ("toolbar", .ternary(let condition, let yes, let no)), ("toolbarVisibility", .ternary(let condition, let yes, let no)):
            guard let flag = name(condition) else { return nil }
            switch (yes.memberName, no.memberName) {
            case ("hidden"?, "visible"?), ("hidden"?, "automatic"?): return flag
            case ("visible"?, "hidden"?), ("automatic"?, "hidden"?): return (flag.0, !flag.1)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// No `for:` (every bar) or a `for:` that names `.navigationBar`.
    private static func forNavigationBar(_ modifier: NavigationModifier) -> Bool {
        guard let bars = modifier.arguments.first(where: { $0.label == "for" }) else { return true }
        switch bars.value {
        case .member(let name), .reference(let name): return name.hasSuffix("navigationBar")
        case .other(let text): return text.contains("navigationBar")
        default: return false
        }
    }

    private func apply(_ modifier: NavigationModifier, to bar: inout NavigationBar, remarks: inout [String]) {
        let when = modifier.condition.map { " when \($0)" } ?? ""
        switch modifier.name {
        case "navigationBarBackButtonHidden":
            let hidden: Bool?
            if let first = modifier.arguments.first?.value { if case .bool(let value) = first { hidden = value } else { hidden = nil } }
            else { hidden = true }
            guard hidden != false else { return }
            if modifier.condition == nil, hidden == true {
                bar.back = .known(nil)
            } else {
                bar.back = .unknown
                remarks.append("back button hidden\(when.isEmpty ? " when \(modifier.arguments.first.map { "\($0.value)" } ?? "")" : when)")
            }
            bar.locations.keys["back"] = modifier.location
        case "toolbarBackground", "toolbarBackgroundVisibility":
            guard Self.forNavigationBar(modifier), let first = modifier.arguments.first, first.label == nil,
                  let visibility = first.value.memberName, visibility == "hidden" || visibility == "visible" else { return }
            if modifier.condition == nil {
                bar.borderSetting = .known(visibility == "hidden" ? .hidden : .visible)
                bar.locations.keys["border"] = modifier.location
            } else {
                remarks.append("bar background \(visibility)\(when)")
            }
        case "toolbar", "toolbarVisibility", "navigationBarHidden":
            if hidesBar(modifier) != false {
                bar.hides = .unknown
                remarks.append("bar hidden\(when.isEmpty ? " depending on \(modifier.arguments.first.map { "\($0.value)" } ?? "state")" : when)")
                bar.locations.keys["hides"] = modifier.location
            }
        case "searchable":
            remarks.append("search field\(when)")
        case "toolbarRole":
            if let name = modifier.arguments.first?.value.memberName { remarks.append("toolbar role \(name)\(when)") }
        default:
            break
        }
    }

    // MARK: Titles

    private func titleModifiers(of view: ViewSource) -> [NavigationModifier] {
        view.modifiers.filter { $0.name == "navigationTitle" || $0.name == "navigationBarTitle" }
    }

    /// The title a view certainly shows, for the back button of the screen it pushes.
    private func title(of view: ViewSource) -> Known<String?> {
        let titles = titleModifiers(of: view).filter { $0.condition == nil }
        guard let last = titles.last, let value = last.arguments.first?.value else { return .unknown }
        let values = resolveTitle(ownConstant(value, of: view))
        return values.count == 1 ? values[0] : .unknown
    }

    private func titleVariants(of view: ViewSource, bar: inout NavigationBar,
                               remarks: inout [String]) -> [(value: Known<String?>, remark: String?)] {
        let all = titleModifiers(of: view)
        for conditional in all where conditional.condition != nil {
            remarks.append("title \(conditional.arguments.first.map { describe($0.value) } ?? "") when \(conditional.condition!)")
        }
        guard let last = all.last(where: { $0.condition == nil }), let argument = last.arguments.first else {
            if let same = sameTitleInBothBranches(all, of: view) {
                bar.locations.keys["title"] = all[0].location
                return [(same, nil)]
            }
            return [(.unknown, nil)]
        }
        bar.locations.keys["title"] = last.location
        let value = ownConstant(argument.value, of: view)
        if case .ternary(let condition, let yes, let no) = value {
            let a = resolveTitle(yes), b = resolveTitle(no)
            if a.count == 1, b.count == 1, a[0].isKnown, a[0] == b[0] { return [(a[0], nil)] }
            if a.count == 1, b.count == 1, a[0].isKnown, b[0].isKnown {
                return [(a[0], "title when \(condition)"), (b[0], "title when not \(condition)")]
            }
            return [(.unknown, nil)]
        }
        let values = resolveTitle(value)
        return [(values.count == 1 ? values[0] : .unknown, nil)]
    }

    /// `.navigationTitle(bookmarksTitle)` where the view declares `private let bookmarksTitle = NSLocalizedString(…)`
    /// or a getter that returns one string: the view's own constant, read as `Strings.title` is.
    private func ownConstant(_ value: SwiftValue, of view: ViewSource) -> SwiftValue {
        switch value {
        case .other(let written):
            let name = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
            let path = "\(view.typeName).\(name)"
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), constants[path] != nil else { return value }
            return .reference(path)
        case .ternary(let condition, let yes, let no):
            return .ternary(condition: condition, ownConstant(yes, of: view), ownConstant(no, of: view))
        default:
            return value
        }
    }

    /// `if c { A().navigationTitle("T") } else { B().navigationTitle("T") }`: one title whichever branch runs.
    private func sameTitleInBothBranches(_ modifiers: [NavigationModifier], of view: ViewSource) -> Known<String?>? {
        guard modifiers.count == 2, let first = modifiers[0].condition, let second = modifiers[1].condition else { return nil }
        let a = first.components(separatedBy: ", "), b = second.components(separatedBy: ", ")
        guard a.count == b.count, a.dropLast() == b.dropLast(), b.last == "not " + a.last! else { return nil }
        let values = modifiers.compactMap { $0.arguments.first.map { resolveTitle(ownConstant($0.value, of: view)) } }
        guard values.count == 2, values[0].count == 1, values[0] == values[1], values[0][0].isKnown else { return nil }
        return values[0][0]
    }

    private func resolveTitle(_ value: SwiftValue) -> [Known<String?>] {
        switch value {
        case .string, .reference:
            guard let resolved = text(of: value) else { return [.unknown] }
            return [.known(resolved.isEmpty ? nil : resolved)]
        case .ternary(_, let yes, let no):
            return resolveTitle(yes) + resolveTitle(no)
        default:
            return [.unknown]
        }
    }

    private func describe(_ value: SwiftValue) -> String {
        switch value {
        case .string(let text, _): return "\"\(self.text(of: value) ?? text)\""
        case .bool(let value): return "\(value)"
        case .member(let name): return ".\(name)"
        case .reference(let path): return path
        case .ternary(let condition, let yes, let no): return "\(condition) ? \(describe(yes)) : \(describe(no))"
        case .other(let text): return text
        }
    }

    // MARK: Title style

    /// `.navigationBarTitleDisplayMode` and its newer name, which take the same modes.
    private static let displayModeModifiers: Set<String> = ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode"]

    private func titleStyleModifier(of view: ViewSource) -> NavigationModifier? {
        view.modifiers.last {
            $0.condition == nil && (Self.displayModeModifiers.contains($0.name)
                                    || $0.name == "navigationBarTitle" && $0.arguments.contains { $0.label == "displayMode" })
        }
    }

    /// `.large`/`.inline` as written; `.automatic` (or nothing) is large at a stack's
    /// or sheet's root and the previous screen's style when pushed.
    private func titleStyle(of view: ViewSource, place: Place, visited: Set<String>) -> Known<TitleStyle> {
        if let modifier = titleStyleModifier(of: view) {
            let value = modifier.name == "navigationBarTitle"
                ? modifier.arguments.first { $0.label == "displayMode" }!.value : modifier.arguments.first?.value
            switch value?.memberName {
            case "large"?, "inlineLarge"?: return .known(.large)  // .inlineLarge: the large title beside the items
            case "inline"?: return .known(.standard)
            case "automatic"?: break
            default: return .unknown
            }
        } else if view.modifiers.contains(where: {
            $0.condition != nil && (Self.displayModeModifiers.contains($0.name) || $0.arguments.contains { $0.label == "displayMode" })
        }) {
            return .unknown
        }
        switch place {
        case .root, .ownRoot, .modalRoot: return .known(.large)
        case .pushed(let from):
            guard !visited.contains(from.screenName) else { return .unknown }
            return titleStyle(of: from, place: self.place(ofShowing: from), visited: visited.union([view.screenName]))
        case .sheetWithoutBar, .unknown: return .unknown
        }
    }

    private func place(ofShowing view: ViewSource) -> Place {
        if let entry = types[view.typeName], entry.view.screenName == view.screenName { return place(of: entry.view, path: entry.path) }
        if let inline = view.inlineArrival {
            switch inline {
            case .root(let container): return .root(container)
            case .presented: return .modalRoot(location: nil)
            case .pushed: return .unknown(remark: nil)
            }
        }
        return .unknown(remark: nil)
    }

    // MARK: Items

    private struct Items {
        var leading: [String] = []
        var trailing: [String] = []
        /// What only this state shows, such as the remarks of a `ToolbarContent` one `switch` case names.
        var remarks: [String] = []
        /// The conditions that give this state, when the toolbar has several.
        var state: String?
        /// Where the items follow a size class: compact is iPhone, regular iPad.
        var platform: Platform?
    }

    /// What the toolbar always shows, one entry per state where `if … else` says both;
    /// `[nil]` when a side cannot be known.
    private func itemStates(of view: ViewSource, bar: inout NavigationBar, keyFiles: inout [String: String],
                            remarks: inout [String], standIn: inout BackStandIn?, room: Int) -> [Items?] {
        let itemModifiers = view.modifiers.filter { !$0.toolbar.isEmpty }
        guard !itemModifiers.isEmpty else {
            bar.leading = .unknown
            bar.trailing = .unknown
            return [nil]
        }
        var collector = ItemCollector(builder: self, room: room)
        for modifier in itemModifiers {
            collector.locationFallback = collector.locationFallback ?? modifier.location
            collector.add(modifier.toolbar, condition: modifier.condition)
        }
        remarks += collector.remarks
        for (key, first) in [("leading", collector.firstLeading), ("trailing", collector.firstTrailing)] {
            guard let written = first ?? collector.locationFallback.map({ ($0, nil) }) else { continue }
            bar.locations.keys[key] = written.location
            if let file = written.file { keyFiles[key] = file }
        }
        if let segmented = collector.segmented {
            bar.segmented = segmented.segments
            bar.locations.keys["segmented"] = segmented.location
            if let file = segmented.file { keyFiles["segmented"] = file }
        }
        bar.glyphs = collector.glyphs
        // A back control on the leading side is where people look for it, whatever the trailing side holds.
        standIn = collector.leadingBack ? nil : collector.trailingBack
        if collector.unknownSides {
            for remark in collector.states.flatMap(\.remarks) where !remarks.contains(remark) { remarks.append(remark) }
            bar.leading = .unknown
            bar.trailing = .unknown
            return [nil]
        }
        let states = collector.distinctStates
        if states.count == 1 {
            remarks += states[0].remarks
            return [Items(leading: states[0].leading, trailing: states[0].trailing)]
        }
        return states.map {
            Items(leading: $0.leading, trailing: $0.trailing, remarks: $0.remarks,
                  state: $0.conditions.joined(separator: ", "), platform: $0.platform)
        }
    }

    /// What a string value shows: a literal through the tables, a constant (`Strings.title`) through
    /// its declaration or SwiftGen's table; `nil` when the run cannot say.
    func text(of value: SwiftValue, depth: Int = 0) -> String? {
        switch value {
        case .string(let text, let lookup): return strings.resolve(text, lookup: lookup)
        case .reference(let path):
            if depth < 4, let constant = constants[path] { return text(of: constant, depth: depth + 1) }
            if let generated = strings.generated(path) { return generated }
            // `L10n.parentalRatings.localizedCapitalized`: a string property that only changes case.
            guard let dot = path.lastIndex(of: "."), depth < 4,
                  let transform = SwiftValue.caseTransforms[String(path[path.index(after: dot)...])],
                  let base = text(of: .reference(String(path[..<dot])), depth: depth + 1) else { return nil }
            return transform(base)
        default: return nil
        }
    }

    fileprivate func label(_ control: Control) -> String {
        switch control.label {
        case .string(let text, _): return self.text(of: control.label) ?? text
        case .reference(let path): return text(of: control.label) ?? path
        case .ternary(_, let shown, let otherwise):
            // `Image(systemName: isOn ? "bell" : "bell.slash")`: the same control either way, named by its first form.
            let first = label(Control(label: shown, location: control.location))
            return first == "custom view" ? label(Control(label: otherwise, location: control.location)) : first
        case .other(let text) where text.count <= 40 && !text.contains("\n"):
            if let shown = viewLabels[text] { return label(Control(label: shown, location: control.location)) }
            // What the code says, as a developer reads it: `homeMode.icon()`, `Count: \(count)`.
            var written = Substring(text)
            if written.hasPrefix("self.") { written = written.dropFirst(5) }
            if written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"") { written = written.dropFirst().dropLast() }
            return String(written)
        default: return "custom view"
        }
    }

    /// Whether the control's label is text people read (a literal or a value a table gives).
    fileprivate func isReadable(_ control: Control) -> Bool {
        text(of: control.label) != nil
    }

    /// A control as the remarks name it: its label, else what the source says.
    fileprivate func source(_ control: Control) -> String {
        guard case .other(let text) = control.label else { return "\"\(label(control))\"" }
        // A view built by a `switch` or a closure: its first line says what it is, the rest is noise in a remark.
        guard let firstLine = text.split(separator: "\n").first, firstLine.count < text.count else { return text }
        return String(firstLine.drop { $0 == " " }) + " …"
    }

    fileprivate func resolvedSegments(_ values: [SwiftValue]) -> Known<[String]?> {
        var labels: [String] = []
        for value in values {
            guard let resolved = text(of: value) else { return .unknown }
            labels.append(resolved)
        }
        return .known(labels)
    }

    fileprivate func toolbarContent(named name: String) -> [ToolbarNode]? { toolbarContents[name] }
}

/// The back chevron a run's code gives every bar, through UIKit's appearance (`BackIndicatorSetting`).
/// No code that sets one leaves the system's. UIKit draws a custom chevron only with a mask
/// beside it (`setBackIndicatorImage` takes both; the older properties want both set), so a
/// setting of one without the other, settings that disagree, or one on some bars only leave
/// the chevron unknown: a finding on them would rest on a guess of what UIKit draws.
struct BackChevron {
    var chevron: Known<ChevronStyle> = .known(.system)
    var hasMask: Known<Bool> = .known(false)
    /// Where the custom chevron is set, for its findings.
    var setAt: (path: String, location: SourceLocation)?

    init(_ files: [SwiftFile]) {
        let settings = files.flatMap { file in file.backIndicators.map { (file.path, $0) } }
        guard !settings.isEmpty else { return }
        (chevron, hasMask) = (.unknown, .unknown)
        guard settings.allSatisfy({ $0.1.everyBar }) else { return }
        var outcomes: Set<ChevronStyle?> = []
        for (_, setting) in settings where setting.part == .both {
            outcomes.insert(setting.image && setting.mask ? .custom : !setting.image && !setting.mask ? .system : nil)
        }
        let images = settings.filter { $0.1.part == .image }.map(\.1.image), masks = settings.filter { $0.1.part == .mask }.map(\.1.mask)
        if !images.isEmpty || !masks.isEmpty {
            let given = Set(images + masks)
            outcomes.insert(!images.isEmpty && !masks.isEmpty && given == [true] ? .custom : given == [false] ? .system : nil)
        }
        guard outcomes.count == 1, let only = outcomes.first, let style = only else { return }
        chevron = .known(style)
        hasMask = .known(style == .custom)
        if style == .custom, let first = settings.first(where: { $0.1.part != .mask }) { setAt = (first.0, first.1.location) }
    }
}

/// A trailing control that says it goes back: its label, what its back button shows
/// (nothing beside the chevron for a chevron symbol) and where it is written.
private struct BackStandIn {
    var label: String
    var location: SourceLocation
    var shown: String { BackStandIn.symbols.contains(label) ? "" : label }

    /// The label people read as "back", compared without case, and the symbols of a back chevron.
    static let words: Set<String> = ["back"]
    static let symbols: Set<String> = ["chevron.left", "chevron.backward"]

    static func isBack(_ label: String) -> Bool {
        words.contains(label.lowercased()) || symbols.contains(label)
    }
}

extension Place {
    /// Pushed, or shown in a way the run does not say: a place a back button may stand.
    fileprivate var mayHaveBackButton: Bool {
        switch self {
        case .pushed, .unknown: true
        case .root, .ownRoot, .modalRoot, .sheetWithoutBar: false
        }
    }

    fileprivate var kind: String {
        switch self {
        case .root: "root"
        case .ownRoot: "ownRoot"
        case .pushed: "pushed"
        case .modalRoot: "modalRoot"
        case .sheetWithoutBar: "sheetWithoutBar"
        case .unknown: "unknown"
        }
    }
}

/// Sorts a toolbar's entries onto the bar's sides, states and remarks.
private struct ItemCollector {
    struct State {
        var leading: [String] = []
        var trailing: [String] = []
        var conditions: [String] = []
        var platform: Platform?
        var remarks: [String] = []

        /// The same bar: what each side shows, the device and what is remarked.
        func shows(_ other: State) -> Bool {
            leading == other.leading && trailing == other.trailing && platform == other.platform && remarks == other.remarks
        }
    }

    /// The states, where branches that show the same bar are one state: an `if` whose branches
    /// differ in a subtitle the bar never shows is one bar, not two.
    var distinctStates: [State] {
        var distinct: [State] = []
        for state in states {
            if let index = distinct.firstIndex(where: { $0.shows(state) }) {
                distinct[index].conditions = distinct[index].conditions.isEmpty || state.conditions.isEmpty
                    ? [] : ["\(distinct[index].conditions.joined(separator: ", ")) or \(state.conditions.joined(separator: ", "))"]
            } else {
                distinct.append(state)
            }
        }
        return distinct
    }

    let builder: BarBuilder
    let room: Int
    var states: [State] = [State()]
    var remarks: [String] = []
    var unknownSides = false
    /// Where the first item on each side is written, and in which file when not the view's.
    var firstLeading: (location: SourceLocation, file: String?)?
    var firstTrailing: (location: SourceLocation, file: String?)?
    var locationFallback: SourceLocation?
    /// The file of the `ToolbarContent` type being read, while its items are added.
    private var contentFile: String?
    var segmented: (segments: Known<[String]?>, location: SourceLocation, file: String?)?
    /// Custom glyphs whose size the code states.
    var glyphs: [Glyph] = []
    /// The first trailing control that always shows and says it goes back, and whether a leading one says so.
    fileprivate var trailingBack: BackStandIn?
    var leadingBack = false
    private var resolving: Set<String> = []

    init(builder: BarBuilder, room: Int) {
        self.builder = builder
        self.room = max(room, 1)
    }

    mutating func add(_ nodes: [ToolbarNode], condition: String?) {
        for node in nodes { add(node, condition: condition) }
    }

    private mutating func add(_ node: ToolbarNode, condition: String?) {
        switch node {
        case .item(let placement, let controls, let location):
            for control in controls { place(control, placement: placement, itemLocation: location, condition: condition) }
        case .control(let control):
            place(control, placement: nil, itemLocation: control.location, condition: condition)
        case .conditional(let branchCondition, let then, let otherwise):
            // A size class says which device each branch is for, so even an `if` alone is two states.
            let sizeClass = Self.platform(when: branchCondition)
            if condition == nil, otherwise != nil || sizeClass != nil, states.count * 2 <= room {
                var yes = self, no = self
                yes.states = states.map { var s = $0; s.conditions.append(branchCondition); s.platform = sizeClass?.then ?? s.platform; return s }
                no.states = states.map {
                    var s = $0; s.conditions.append("not \(branchCondition)"); s.platform = sizeClass?.otherwise ?? s.platform; return s
                }
                yes.add(then, condition: nil)
                no.add(otherwise ?? [], condition: nil)
                states = ownRemarks(of: yes) + ownRemarks(of: no)
                merge(yes)
                merge(no)
            } else {
                add(then, condition: [condition, branchCondition].compactMap { $0 }.joined(separator: ", "))
                if let otherwise { add(otherwise, condition: [condition, "not \(branchCondition)"].compactMap { $0 }.joined(separator: ", ")) }
            }
        case .choice(let cases):
            // A switch is exhaustive: each case is one state, as the two branches of an `if … else` are.
            if condition == nil, states.count * cases.count <= room, cases.count > 1 {
                let branches = cases.map { branch -> ItemCollector in
                    var collector = self
                    collector.states = states.map { var s = $0; s.conditions.append(branch.condition); return s }
                    collector.add(branch.nodes, condition: nil)
                    return collector
                }
                states = branches.flatMap { ownRemarks(of: $0) }
                for branch in branches { merge(branch) }
            } else {
                for branch in cases { add(branch.nodes, condition: [condition, branch.condition].compactMap { $0 }.joined(separator: ", ")) }
            }
        case .reference(let name, _):
            if let content = builder.toolbarContent(named: name), resolving.insert(name).inserted {
                let outerFile = contentFile
                contentFile = builder.toolbarContentFiles[name]
                add(content, condition: condition)
                contentFile = outerFile
                resolving.remove(name)
            } else {
                unknownSides = true
                remarks.append("toolbar content \(name) is not in the files read; its items are unknown")
            }
        case .ignored:
            break
        }
    }

    /// A branch's states, each carrying what the branch remarked beyond what was remarked before it:
    /// what a `switch` case's content says belongs to that case's bar only.
    private func ownRemarks(of branch: ItemCollector) -> [State] {
        let added = branch.remarks.filter { !remarks.contains($0) }
        return branch.states.map { state in
            var state = state
            state.remarks += added.filter { !state.remarks.contains($0) }
            return state
        }
    }

    private mutating func merge(_ branch: ItemCollector) {
        // Items a branch cannot read make every side unknown, and the reason is the bar's.
        if branch.unknownSides { remarks += branch.remarks.filter { !remarks.contains($0) } }
        unknownSides = unknownSides || branch.unknownSides
        firstLeading = firstLeading ?? branch.firstLeading
        firstTrailing = firstTrailing ?? branch.firstTrailing
        segmented = segmented ?? branch.segmented
        glyphs += branch.glyphs.filter { !glyphs.contains($0) }
        leadingBack = leadingBack || branch.leadingBack
        trailingBack = trailingBack ?? branch.trailingBack
    }

    private mutating func place(_ control: Control, placement: String?, itemLocation: SourceLocation, condition: String?) {
        guard !control.isSpace else { return }
        let conditions = [condition, control.condition].compactMap { $0 }
        var label = builder.label(control)
        // SwiftUI's cancel of a modal interface, one control whatever view draws it: named by
        // its label when that says it closes, else by its role, so NB003 knows the sheet's way back.
        let isCancellation = placement == "cancellationAction"
        if isCancellation, !DismissControl.isDismiss(label), !builder.isReadable(control) { label = "Cancel" }
        if control.isOpaque, !isCancellation, Self.side(of: placement) != nil {
            unknownSides = true
            remarks.append("\(label) is set by the code that uses this view; the items are unknown")
            return
        }
        if let glyph = control.customGlyph, control.glyphFrame == nil {
            remarks.append("custom glyph \"\(glyph)\": its size is in the asset catalog, so NB009 is not checked")
        }
        switch Self.side(of: placement) {
        case .leading?, .trailing?:
            let side = Self.side(of: placement)!
            // A name or a caption beside the controls (damus' profile shows the name under its
            // back button) takes room but is not one more thing to tap.
            if control.isStatic {
                remarks.append("text \"\(label)\" on the \(side.rawValue) side is not a control")
                return
            }
            // A glyph drawn at a size the code states is in the bar whenever its control is.
            if let name = control.customGlyph, let frame = control.glyphFrame {
                let glyph = Glyph(name: name, size: .points(width: frame.width, height: frame.height), location: control.location)
                if !glyphs.contains(glyph) { glyphs.append(glyph) }
            }
            if BackStandIn.isBack(label), !isCancellation {
                if side == .leading { leadingBack = true }
                else if conditions.isEmpty, trailingBack == nil { trailingBack = BackStandIn(label: label, location: control.location) }
            }
            if conditions.isEmpty {
                for index in states.indices {
                    if isCancellation { states[index].leading.insert(label, at: 0) }
                    else if side == .leading { states[index].leading.append(label) } else { states[index].trailing.append(label) }
                }
                if side == .leading { firstLeading = firstLeading ?? (itemLocation, contentFile) }
                else { firstTrailing = firstTrailing ?? (itemLocation, contentFile) }
            } else {
                remarks.append("\(side.rawValue) \"\(label)\" only when \(conditions.joined(separator: ", "))")
            }
        case nil:
            switch placement {
            case "principal":
                if let segments = control.segments, conditions.isEmpty {
                    segmented = (builder.resolvedSegments(segments), control.location, contentFile)
                } else {
                    remarks.append("title view is \(control.segments != nil ? "a segmented control" : builder.source(control))"
                                   + (conditions.isEmpty ? "" : " only when \(conditions.joined(separator: ", "))"))
                }
            case "bottomBar", "keyboard", "status", "bottomOrnament", "navigationBarBottom":
                break  // not the navigation bar
            case "secondaryAction":
                remarks.append("\"\(label)\" is in the overflow menu")
            default:
                unknownSides = true
                remarks.append("placement \(placement ?? "?") is not one navlint knows; the items are unknown")
            }
        }
    }

    /// `horizontalSizeClass == .compact` is an iPhone (then) and an iPad (else); `.regular` the reverse.
    static func platform(when condition: String) -> (then: Platform, otherwise: Platform)? {
        let words = condition.replacingOccurrences(of: " ", with: "")
        guard words.lowercased().contains("sizeclass") else { return nil }
        let compactFirst: Bool
        if words.hasSuffix("==.compact") || words.hasSuffix("!=.regular") { compactFirst = true }
        else if words.hasSuffix("==.regular") || words.hasSuffix("!=.compact") { compactFirst = false }
        else { return nil }
        return compactFirst ? (.iphone, .ipad) : (.ipad, .iphone)
    }

    /// Where iOS puts each placement in the navigation bar; `nil` off the bar or in the title.
    static func side(of placement: String?) -> BarSide? {
        switch placement {
        case nil, "automatic", "primaryAction", "confirmationAction", "destructiveAction", "navigationBarTrailing",
             "topBarTrailing", "trailing":
            return .trailing
        case "cancellationAction", "navigationBarLeading", "topBarLeading", "navigation", "leading":
            return .leading
        default:
            return nil
        }
    }
}
