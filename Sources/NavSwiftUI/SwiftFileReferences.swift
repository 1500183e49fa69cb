/// The names whose declarations and uses elsewhere in a run can change a file's bars (see
/// `SwiftUIFileSelection`).
struct NamesToResolve {
    /// Names any file that contains them may declare or use: every screen's type, which another
    /// file may show or declare again; every view that pushes a screen, whose own place gives the
    /// screen's title style; every constant, toolbar content and string a value names.
    var used: Set<String> = []
    /// Names only a type declaration can give a meaning to: a control's label written as a view
    /// (`CloseButton`), which is named by what that view's body draws.
    var declared: Set<String> = []
}

extension SwiftFile {
    var namesToResolve: NamesToResolve {
        var names = NamesToResolve()
        for view in views {
            let pushes = view.shows.contains { if case .pushed? = $0.arrival { return true }; return false }
            if !view.modifiers.isEmpty || pushes { names.used.insert(view.typeName) }
            for modifier in view.modifiers {
                for argument in modifier.arguments { argument.value.collectReferences(into: &names) }
                for node in modifier.toolbar { node.collectReferences(into: &names) }
            }
        }
        for nodes in toolbarContents.values {
            for node in nodes { node.collectReferences(into: &names) }
        }
        for value in constants.values { value.collectReferences(into: &names) }
        for value in viewLabels.values { value.collectReferences(into: &names) }
        return names
    }
}

extension SwiftValue {
    fileprivate func collectReferences(into names: inout NamesToResolve) {
        switch self {
        case .reference(var path):
            names.used.insert(path)
            // `L10n.title.localizedCapitalized` is `L10n.title`, declared without the case change.
            while let dot = path.lastIndex(of: "."), SwiftValue.caseTransforms[String(path[path.index(after: dot)...])] != nil {
                path = String(path[..<dot])
                names.used.insert(path)
            }
        case .ternary(_, let yes, let no):
            yes.collectReferences(into: &names)
            no.collectReferences(into: &names)
        case .string, .bool, .member, .other: break
        }
    }
}

extension ToolbarNode {
    fileprivate func collectReferences(into names: inout NamesToResolve) {
        switch self {
        case .item(_, let controls, _): for control in controls { control.collectReferences(into: &names) }
        case .control(let control): control.collectReferences(into: &names)
        case .conditional(_, let then, let otherwise):
            for node in then + (otherwise ?? []) { node.collectReferences(into: &names) }
        case .choice(let cases):
            for node in cases.flatMap(\.nodes) { node.collectReferences(into: &names) }
        case .reference(let name, _): names.used.insert(name)
        case .ignored: break
        }
    }
}

extension Control {
    fileprivate func collectReferences(into names: inout NamesToResolve) {
        label.collectReferences(into: &names)
        // A label the reader could not read may be a view type's name, whose body says what it shows.
        if case .other(let text) = label, !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            names.declared.insert(text)
        }
        for segment in segments ?? [] { segment.collectReferences(into: &names) }
    }
}
