extension SwiftFile {
    /// The names whose declarations and uses elsewhere in the run can change this file's
    /// bars (see `SwiftUIFileSelection`): every screen's type, which another file may show
    /// or declare again; every view that pushes a screen, whose own place gives the screen's
    /// title style; every constant, toolbar content and string a value names.
    var namesToResolve: Set<String> {
        var names: Set<String> = []
        for view in views {
            let pushes = view.shows.contains { if case .pushed? = $0.arrival { return true }; return false }
            if !view.modifiers.isEmpty || pushes { names.insert(view.typeName) }
            for modifier in view.modifiers {
                for argument in modifier.arguments { argument.value.collectReferences(into: &names) }
                for node in modifier.toolbar { node.collectReferences(into: &names) }
            }
        }
        for nodes in toolbarContents.values {
            for node in nodes { node.collectReferences(into: &names) }
        }
        for value in constants.values { value.collectReferences(into: &names) }
        return names
    }
}

extension SwiftValue {
    fileprivate func collectReferences(into names: inout Set<String>) {
        switch self {
        case .reference(let path): names.insert(path)
        case .ternary(_, let yes, let no):
            yes.collectReferences(into: &names)
            no.collectReferences(into: &names)
        case .string, .bool, .member, .other: break
        }
    }
}

extension ToolbarNode {
    fileprivate func collectReferences(into names: inout Set<String>) {
        switch self {
        case .item(_, let controls, _): for control in controls { control.collectReferences(into: &names) }
        case .control(let control): control.collectReferences(into: &names)
        case .conditional(_, let then, let otherwise):
            for node in then + (otherwise ?? []) { node.collectReferences(into: &names) }
        case .choice(let cases):
            for node in cases.flatMap(\.nodes) { node.collectReferences(into: &names) }
        case .reference(let name, _): names.insert(name)
        case .ignored: break
        }
    }
}

extension Control {
    fileprivate func collectReferences(into names: inout Set<String>) {
        label.collectReferences(into: &names)
        for segment in segments ?? [] { segment.collectReferences(into: &names) }
    }
}
