#if canImport(SwiftParser)
import NavBase
import NavReaders
import NavRules
internal import SwiftParser
internal import SwiftSyntax

/// SwiftSyntax in one file: the toolchain's parser reads the text, and this walk
/// keeps what `SwiftFile` says, with locations. No syntax node leaves it.
///
/// The parser never fails; a file with errors in it still has a tree, and the
/// walk reads what it can of it.
enum SwiftSourceParser {
    static func parse(_ text: String, path: String) -> SwiftFile {
        let tree = LastParse.take(of: text) ?? Parser.parse(source: text)
        var walk = FileWalk(lines: SourceLines(text))
        walk.collect(tree.statements.map(\.item), in: nil)
        walk.finish()
        walk.views += UIKitPresentations.presenters(in: tree, lines: walk.lines)
        var file = walk.file(path: path)
        file.suppressions = suppressions(in: tree, lines: walk.lines)
        file.backIndicators = BackIndicators.settings(in: tree, lines: walk.lines)
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first { file.imports.insert(first.name.text) }
        }
        return file
    }

    /// What a package manifest says about the files it builds: the platforms it names
    /// (`platforms: [.iOS(.v17), .macOS(.v14)]` is iOS and macOS; `nil` when it names none, which in
    /// SwiftPM means every platform) and the folders its targets name with `path:`.
    static func packageManifest(_ text: String) -> PackageManifest {
        final class Finder: SyntaxVisitor {
            var manifest = PackageManifest()
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                switch node.label?.text {
                case "platforms":
                    guard let list = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
                    manifest.platforms = list.elements.compactMap { element in
                        let call = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
                        return call.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    }
                    return .skipChildren
                case "path":
                    // `.package(path:)` names a dependency, not a folder of this package's sources.
                    let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression
                    guard let name = call?.as(MemberAccessExprSyntax.self)?.declName.baseName.text, name != "package",
                          let literal = node.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                          let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return .visitChildren }
                    manifest.targetPaths.append(segment.content.text)
                    return .skipChildren
                default:
                    return .visitChildren
                }
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.manifest
    }

    /// `// navlint:disable …` comments, read from the tree's comment trivia, so that the same
    /// text inside a string literal is not a command.
    private static func suppressions(in tree: SourceFileSyntax, lines: SourceLines) -> InlineSuppressions {
        var suppressions = InlineSuppressions()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start.utf8Offset
                for piece in trivia {
                    defer { offset += piece.sourceLength.utf8Length }
                    switch piece {
                    case .lineComment(let text), .blockComment(let text):
                        guard text.contains("navlint:") else { continue }
                        suppressions.read(comment: text, line: lines.location(ofOffset: offset).line)
                    default: continue
                    }
                }
            }
        }
        return suppressions
    }
}

extension SourceLines {
    /// Where a node's first token starts, past its leading trivia.
    fileprivate func location(_ node: some SyntaxProtocol) -> NavBase.SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

/// What `#if` says on iOS: `true` built, `false` not built, `nil` it depends (DEBUG, custom flags).
private enum CompilationCondition {
    static func value(of condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(of: prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return value(of: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(value(of: infix.leftOperand), op.operator.text, value(of: infix.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name.baseName.text {
            case "os": return argument == "iOS"
            case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine"].contains(argument) ? true
                : ["AppKit", "WatchKit"].contains(argument) ? false : nil
            // Mac Catalyst is the iPad's code on a Mac: built for iOS, under a condition.
            case "targetEnvironment": return argument == "simulator" || argument == "macCatalyst" ? nil : false
            case "swift", "compiler": return true
            default: return nil
            }
        }
        return nil
    }

    /// `a && b || c`, with `&&` binding tighter, as written unfolded.
    private static func value(of elements: [ExprSyntax]) -> Bool? {
        var alternatives: [[ExprSyntax]] = [[]]
        var conjunctionSplits: [[Int]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { alternatives.append([]); conjunctionSplits.append([]); continue }
                if op.operator.text == "&&" { conjunctionSplits[conjunctionSplits.count - 1].append(alternatives[alternatives.count - 1].count); continue }
                return nil
            }
            alternatives[alternatives.count - 1].append(element)
        }
        let ors: [Bool?] = alternatives.map { terms in
            terms.reduce(Bool?.some(true)) { combine($0, "&&", value(of: $1)) }
        }
        return ors.dropFirst().reduce(ors[0]) { combine($0, "||", $1) }
    }

    private static func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&": if a == false || b == false { return false }; return a == true && b == true ? true : nil
        case "||": if a == true || b == true { return true }; return a == false && b == false ? false : nil
        default: return nil
        }
    }

    /// The clauses of one `#if` that are built on iOS, with the condition under
    /// which each is built when that is not certain.
    static func activeClauses(of config: IfConfigDeclSyntax) -> [(clause: IfConfigClauseSyntax, condition: String?)] {
        var active: [(IfConfigClauseSyntax, String?)] = []
        var undecided: [String] = []
        for clause in config.clauses {
            let value = clause.condition.map { self.value(of: $0) } ?? true
            let text = clause.condition.map { "#if \($0.trimmedDescription)" } ?? "#else"
            switch value {
            case false: continue
            case true:
                active.append((clause, undecided.isEmpty ? nil : text))
                return active
            case nil:
                active.append((clause, text))
                undecided.append(text)
            }
        }
        return active
    }
}

/// The navigation modifiers the reader records; others are walked through.
private let navigationModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "toolbar", "navigationBarItems",
    "navigationBarBackButtonHidden", "toolbarBackground", "toolbarBackgroundVisibility", "navigationBarHidden", "toolbarVisibility", "toolbarRole",
    "searchable",
]
private let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
private let containers: [String: Container.Kind] = [
    "NavigationStack": .stack, "NavigationView": .view, "NavigationSplitView": .split,
]
/// Views that are bar controls when written in a toolbar; other calls there may be `ToolbarContent`.
private let controlTypes: Set<String> = [
    "Button", "Menu", "NavigationLink", "EditButton", "ShareLink", "Picker", "Toggle", "Label", "Image", "Text",
    "ProgressView", "Link", "PasteButton", "RenameButton", "HStack", "Group", "Spacer", "Divider", "ControlGroup",
    "SignInWithAppleButton", "ColorPicker", "DatePicker", "Stepper",
]

/// One walk over a file's declarations.
private struct FileWalk {
    let lines: SourceLines
    var views: [ViewSource] = []
    var toolbarContents: [String: [ToolbarNode]] = [:]
    /// Member bodies of each type in this file, so `NavigationStack { content }` finds `content`.
    var memberBodies: [String: [String: [CodeBlockItemSyntax.Item]]] = [:]
    /// `var body` of each type: a view's (or a `ToolbarContent`'s) content.
    var viewBodies: [String: [CodeBlockItemSyntax.Item]] = [:]
    var pendingTypes: [(name: String, location: NavBase.SourceLocation, body: [CodeBlockItemSyntax.Item], kind: String)] = []
    /// The types around the declaration being read: `L10n.Settings` inside `enum Settings` in `enum L10n`.
    var typePath: [String] = []
    var constants: [String: SwiftValue] = [:]
    var viewLabels: [String: SwiftValue] = [:]
    /// The private `@State` flags of each type, and the types an extension in this file adds to
    /// (whose flags may be written there, out of the walk's sight).
    var switches: [String: [String: StateSwitch]] = [:]
    var extended: Set<String> = []

    init(lines: SourceLines) { self.lines = lines }

    func file(path: String) -> SwiftFile {
        SwiftFile(path: path, views: views, toolbarContents: toolbarContents, constants: constants, viewLabels: viewLabels)
    }

    /// Declarations at the top level or in a type; `#if` blocks that iOS does not build are skipped.
    mutating func collect(_ items: [CodeBlockItemSyntax.Item], in owner: String?) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            collect(decl: decl, in: owner)
        }
    }

    private mutating func collect(decl: DeclSyntax, in owner: String?) {
        if let config = decl.as(IfConfigDeclSyntax.self) {
            for (clause, _) in CompilationCondition.activeClauses(of: config) {
                switch clause.elements {
                case .statements(let statements)?: collect(statements.map(\.item), in: owner)
                case .decls(let members)?: for member in members { collect(decl: member.decl, in: owner) }
                default: break
                }
            }
            return
        }
        if let type = decl.asProtocol(DeclGroupSyntax.self) {
            let name: String
            let location: NavBase.SourceLocation
            if let named = decl.asProtocol(NamedDeclSyntax.self) {
                name = named.name.text
                location = lines.location(named.name)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                name = ext.extendedType.trimmedDescription
                location = lines.location(ext.extendedType)
            } else { return }
            let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.contains("PreviewProvider") { return }
            if decl.is(ExtensionDeclSyntax.self) { extended.insert(name) }
            else if switches[name] == nil { switches[name] = StateSwitches.read(type.memberBlock) }
            let outerPath = typePath
            typePath = decl.is(ExtensionDeclSyntax.self) ? name.split(separator: ".").map(String.init) : typePath + [name]
            for member in type.memberBlock.members { collect(decl: member.decl, in: name) }
            typePath = outerPath
            if inherited.contains("ViewModifier") {
                // A modifier's own bar modifiers belong to views it does not name; the sheets it presents are screens.
                if let body = viewBodies[name] { pendingTypes.append((name, location, body, "presenter")) }
            } else if decl.is(ExtensionDeclSyntax.self), name == "View" || name == "SwiftUI.View" {
                // `extension View { func presentRoutes() -> some View { sheet(item:) { … } } }`: a router.
                for member in type.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                    pendingTypes.append(("View.\(function.name.text)", lines.location(function.name), body.statements.map(\.item), "presenter"))
                }
            } else if let body = viewBodies[name], !pendingTypes.contains(where: { $0.name == name }) {
                let kind = inherited.contains("ToolbarContent") || bodyType(of: type) == "ToolbarContent" ? "toolbar" : "view"
                pendingTypes.append((name, location, body, kind))
            }
            return
        }
        guard let owner else { return }  // top-level functions and #Preview are not screens
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // A stored `var` (`@State private var title = ""`) changes as the app runs; a `let` or a getter does not.
                if variable.bindingSpecifier.tokenKind == .keyword(.let) || binding.initializer == nil { collectConstant(name, binding) }
                guard let accessors = binding.accessorBlock?.accessors else { continue }
                var statements: [CodeBlockItemSyntax.Item]?
                switch accessors {
                case .getter(let list): statements = list.map(\.item)
                case .accessors(let list):
                    statements = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements.map(\.item)
                @unknown default: break
                }
                guard let statements else { continue }
                memberBodies[owner, default: [:]][name] = statements
                if name == "body", binding.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) == true || binding.typeAnnotation == nil {
                    viewBodies[owner] = statements
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
            memberBodies[owner, default: [:]][function.name.text] = body.statements.map(\.item)
            // `func body(props:)` of a connected view is its body too (a ViewModifier's is skipped by its type).
            if function.name.text == "body", viewBodies[owner] == nil { viewBodies[owner] = body.statements.map(\.item) }
        }
    }

    /// `static let title = "Settings"`, `static var title: String { NSLocalizedString(…) }`, SwiftGen's
    /// `static let title = L10n.tr(…)`: a string a title or label may name as `Strings.title`.
    private mutating func collectConstant(_ name: String, _ binding: PatternBindingSyntax) {
        guard !typePath.isEmpty else { return }
        var expression = binding.initializer?.value
        if expression == nil, case .getter(let list)? = binding.accessorBlock?.accessors, list.count == 1, let only = list.first {
            expression = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression
                ?? only.item.as(ExpressionStmtSyntax.self)?.expression
        }
        guard let expression else { return }
        let value = BodyWalk(lines: lines, typeName: "", members: [:]).value(of: expression)
        switch value {
        case .string, .reference: constants[(typePath + [name]).joined(separator: ".")] = value
        default: break
        }
    }

    /// `some ToolbarContent` in `var body: some ToolbarContent`.
    private func bodyType(of type: some DeclGroupSyntax) -> String? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == "body" {
                if let some = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) { return some.constraint.trimmedDescription }
            }
        }
        return nil
    }

    /// Types are walked once every member of the file is known.
    mutating func finish() {
        for type in pendingTypes {
            if type.kind == "toolbar" {
                var body = BodyWalk(lines: lines, typeName: type.name, members: memberBodies[type.name] ?? [:])
                toolbarContents[type.name] = body.toolbar(type.body)
            } else {
                let owner = type.kind == "presenter" && type.name.hasPrefix("View.") ? "View" : type.name
                var body = BodyWalk(lines: lines, typeName: type.name, members: memberBodies[owner] ?? [:])
                var view = ViewSource(typeName: type.name, screenName: type.name, location: type.location)
                body.walk(statements: type.body, into: &view, context: WalkContext())
                if type.kind == "presenter" { view.modifiers = [] }
                let flags = extended.contains(type.name) ? [:] : switches[type.name] ?? [:]
                view.switches = flags
                views.append(view)
                views += body.inlineScreens.map { var screen = $0; screen.switches = flags; return screen }
                if type.kind == "view", let label = body.singleControlLabel(type.body) { viewLabels[type.name] = label }
            }
        }
    }
}

/// Where in a body the walk is.
/// A `switch` case as a condition: `style is .modal`, `style is something else` for `default:`.
private enum SwitchCondition {
    static func text(subject: ExprSyntax, label: SwitchCaseSyntax.Label) -> String {
        let written = label.trimmedDescription.trimmingCharacters(in: [":"])
        if written == "default" { return "\(subject.trimmedDescription) is something else" }
        return "\(subject.trimmedDescription) is \(written.hasPrefix("case ") ? String(written.dropFirst("case ".count)) : written)"
    }
}

private struct WalkContext {
    /// How a view written here arrives, when it is the direct content of a container, link or sheet.
    var arrival: Arrival?
    /// The `if` or `#if` conditions around the current expression.
    var conditions: [String] = []
    var condition: String? { conditions.isEmpty ? nil : conditions.joined(separator: ", ") }

    /// Deeper than the direct content: a subview, not a screen.
    var nested: WalkContext { WalkContext(arrival: nil, conditions: conditions) }
}

/// One view's body.
private struct BodyWalk {
    let lines: SourceLines
    let typeName: String
    let members: [String: [CodeBlockItemSyntax.Item]]
    var inlineScreens: [ViewSource] = []
    private var membersInWalk: Set<String> = []

    init(lines: SourceLines, typeName: String, members: [String: [CodeBlockItemSyntax.Item]]) {
        self.lines = lines
        self.typeName = typeName
        self.members = members
    }

    mutating func walk(statements: [CodeBlockItemSyntax.Item], into view: inout ViewSource, context: WalkContext) {
        for item in statements {
            switch item {
            case .expr(let expr): walk(expr, into: &view, context: context)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) { walk(expression.expression, into: &view, context: context) }
                else if let ret = stmt.as(ReturnStmtSyntax.self), let value = ret.expression { walk(value, into: &view, context: context) }
            case .decl(let decl):
                if let config = decl.as(IfConfigDeclSyntax.self) {
                    walk(config, into: &view, context: context)
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let value = binding.initializer?.value { walk(value, into: &view, context: context.nested) } }
                }
            @unknown default: break
            }
        }
    }

    private mutating func walk(_ config: IfConfigDeclSyntax, into view: inout ViewSource, context: WalkContext) {
        for (clause, condition) in CompilationCondition.activeClauses(of: config) {
            var inner = context
            if let condition { inner.conditions.append(condition) }
            switch clause.elements {
            case .statements(let statements)?: walk(statements: statements.map(\.item), into: &view, context: inner)
            case .postfixExpression(let expr)?: walk(expr, into: &view, context: inner)
            default: break
            }
        }
    }

    mutating func walk(_ expr: ExprSyntax, into view: inout ViewSource, context: WalkContext) {
        // A chain of modifiers is walked innermost first, in a loop, so a chain thousands
        // of modifiers long costs no stack.
        var links: [ExprSyntax] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !isSelf(base), namespacedType(member) == nil {
                links.append(current)
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                links.append(current)
                current = base
            } else {
                break
            }
        }
        if !links.isEmpty {
            walk(current, into: &view, context: context)
            for link in links.reversed() {
                if let call = link.as(FunctionCallExprSyntax.self) { walk(call, into: &view, context: context) }
                else if let postfix = link.as(PostfixIfConfigExprSyntax.self) { walk(postfix.config, into: &view, context: context) }
            }
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            walk(call, into: &view, context: context)
        } else if let postfix = expr.as(PostfixIfConfigExprSyntax.self) {
            if let base = postfix.base { walk(base, into: &view, context: context) }
            walk(postfix.config, into: &view, context: context)
        } else if let branch = expr.as(IfExprSyntax.self) {
            walk(branch, into: &view, context: context)
        } else if let choice = expr.as(SwitchExprSyntax.self) {
            let start = (view.modifiers.count, inlineScreens.count)
            var cases: [String] = []
            for case .switchCase(let switchCase) in choice.cases {
                var inner = context
                cases.append(SwitchCondition.text(subject: choice.subject, label: switchCase.label))
                inner.conditions.append(cases.last!)
                walk(statements: switchCase.statements.map(\.item), into: &view, context: inner)
            }
            hoistShared(from: start, branches: cases, in: &view, context: context)
        } else if let closure = expr.as(ClosureExprSyntax.self) {
            walk(statements: closure.statements.map(\.item), into: &view, context: context)
        } else if let reference = expr.as(DeclReferenceExprSyntax.self) {
            if !LexicalScope.declaresLocally(reference) { followMember(reference.baseName.text, into: &view, context: context) }
        } else if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                if isSelf(base) { followMember(member.declName.baseName.text, into: &view, context: context) }
                else { walk(base, into: &view, context: context) }
            }
        } else {
            for child in expr.children(viewMode: .sourceAccurate) {
                if let inner = child.as(ExprSyntax.self) { walk(inner, into: &view, context: context.nested) }
                else { walkChildren(of: child, into: &view, context: context.nested) }
            }
        }
    }

    private mutating func walkChildren(of node: Syntax, into view: inout ViewSource, context: WalkContext) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let inner = child.as(ExprSyntax.self) { walk(inner, into: &view, context: context) }
            else { walkChildren(of: child, into: &view, context: context) }
        }
    }

    /// `content` in a body is another member of the same type: its views are this body's.
    private mutating func followMember(_ name: String, into view: inout ViewSource, context: WalkContext) {
        guard let body = members[name], membersInWalk.insert(name).inserted else { return }
        walk(statements: body, into: &view, context: context)
        membersInWalk.remove(name)
    }

    private mutating func walk(_ branch: IfExprSyntax, into view: inout ViewSource, context: WalkContext) {
        let start = (view.modifiers.count, inlineScreens.count)
        var otherwise = context
        var current: IfExprSyntax? = branch
        var branches: [String] = []
        while let clause = current {
            var inner = otherwise
            inner.conditions.append(clause.conditions.trimmedDescription)
            branches.append(inner.conditions[context.conditions.count...].joined(separator: ", "))
            walk(statements: clause.body.statements.map(\.item), into: &view, context: inner)
            otherwise.conditions.append("not \(clause.conditions.trimmedDescription)")
            current = nil
            switch clause.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                branches.append(otherwise.conditions[context.conditions.count...].joined(separator: ", "))
                walk(statements: block.statements.map(\.item), into: &view, context: otherwise)
                hoistShared(from: start, branches: branches, in: &view, context: context)
            default: break
            }
        }
    }

    /// A modifier every branch of an `if … else` or a `switch` applies, the same source each time
    /// (`case .pushed: content` and `case .modal: NavigationView { content }`), applies whatever
    /// the branch: it keeps the conditions around the branching and those inside the branch, not
    /// the branch's own. So does a sheet every branch presents from the same source.
    private mutating func hoistShared(from start: (modifiers: Int, screens: Int), branches: [String],
                                      in view: inout ViewSource, context: WalkContext) {
        guard branches.count > 1 else { return }
        /// Which branch a condition was written in, and the conditions inside that branch.
        func split(_ condition: String?) -> (branch: Int, rest: String?)? {
            guard let condition else { return nil }
            for (index, branch) in branches.enumerated() {
                let head = [context.condition, branch].compactMap { $0 }.joined(separator: ", ")
                if condition == head { return (index, nil) }
                if condition.hasPrefix(head + ", ") { return (index, String(condition.dropFirst(head.count + 2))) }
            }
            return nil
        }
        func lifted(_ modifier: NavigationModifier) -> NavigationModifier {
            var modifier = modifier
            let rest = split(modifier.condition)?.rest
            modifier.condition = [context.condition, rest].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
            return modifier
        }
        let added = Array(view.modifiers[start.modifiers...])
        let keys = added.map { modifier in split(modifier.condition).map { ("\(modifier.name)@\(modifier.location)|\($0.rest ?? "")", $0.branch) } }
        var seen: Set<String> = []
        var kept: [NavigationModifier] = []
        for (index, modifier) in added.enumerated() {
            guard let (key, _) = keys[index],
                  Set(keys.compactMap { $0?.0 == key ? $0?.1 : nil }).count == branches.count else { kept.append(modifier); continue }
            if seen.insert(key).inserted { kept.append(lifted(modifier)) }
        }
        view.modifiers.replaceSubrange(start.modifiers..., with: kept)

        let screens = Array(inlineScreens[start.screens...])
        var keptScreens: [ViewSource] = []
        var seenScreens: Set<String> = []
        for screen in screens {
            let copies = screens.filter { $0.screenName == screen.screenName }
            let inBranches = Set(copies.compactMap { $0.modifiers.first.flatMap { split($0.condition)?.branch } })
            guard copies.count == branches.count, inBranches.count == branches.count else { keptScreens.append(screen); continue }
            guard seenScreens.insert(screen.screenName).inserted else { continue }
            var shared = screen
            shared.modifiers = screen.modifiers.map(lifted)
            keptScreens.append(shared)
        }
        inlineScreens.replaceSubrange(start.screens..., with: keptScreens)
    }

    private mutating func walk(_ call: FunctionCallExprSyntax, into view: inout ViewSource, context: WalkContext) {
        let closures = trailingClosures(of: call)
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        // `sheet(item:)` without a base is a presentation too, inside a `View` extension or a modifier.
        let bare = call.calledExpression.as(DeclReferenceExprSyntax.self)
        if let modifierName = member.flatMap({ namespacedType($0) == nil ? $0.declName : nil })
            ?? bare.flatMap({ presentations.contains($0.baseName.text) ? $0 : nil }) {
            let name = modifierName.baseName.text
            if navigationModifiers.contains(name) {
                var modifier = NavigationModifier(name: name, location: lines.location(modifierName),
                                                  arguments: call.arguments.map { Argument(label: $0.label?.text, value: value(of: $0.expression)) },
                                                  condition: context.condition)
                if name == "toolbar", let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure {
                    modifier.toolbar = toolbar(content.statements.map(\.item))
                } else if name == "toolbar", let content = call.arguments.first(where: { $0.label?.text == "content" })?.expression {
                    modifier.toolbar = content.as(ClosureExprSyntax.self).map { toolbar($0.statements.map(\.item)) } ?? toolbar(content)
                } else if name == "navigationBarItems" {
                    modifier.toolbar = call.arguments.compactMap { argument in
                        guard let label = argument.label?.text else { return nil }
                        return .item(placement: label, controls: controls(argument.expression, condition: nil),
                                     location: lines.location(argument))
                    }
                }
                view.modifiers.append(modifier)
                // Links and sheets inside a toolbar are still screens.
                for (_, closure) in closures { walk(statements: closure.statements.map(\.item), into: &view, context: context.nested) }
                for argument in call.arguments { walk(argument.expression, into: &view, context: context.nested) }
                return
            }
            if presentations.contains(name) {
                let location = lines.location(modifierName)
                let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure
                    ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
                if let content { present(content, at: location, into: &view, context: context) }
                for argument in call.arguments where argument.label?.text != "content" { walk(argument.expression, into: &view, context: context.nested) }
                return
            }
            if name == "navigationDestination" {
                for (_, closure) in closures { push(closure.statements.map(\.item), at: lines.location(modifierName), into: &view, context: context) }
                for argument in call.arguments { walk(argument.expression, into: &view, context: context.nested) }
                return
            }
        } else if let reference = bare ?? member.flatMap({ namespacedType($0) }) {
            let name = reference.baseName.text
            if name == "Group" || name == "AnyView" {
                // A wrapper, not a view of its own: what it holds arrives as it would without it.
                for argument in call.arguments { walk(argument.expression, into: &view, context: context) }
                for (_, closure) in closures { walk(statements: closure.statements.map(\.item), into: &view, context: context) }
                return
            }
            if let kind = containers[name] {
                let container = Container(kind: kind, location: lines.location(reference))
                if view.container == nil, context.arrival == nil || isPresentedUnwrapped(context.arrival) { view.container = container }
                var inner = context.nested
                if case .presented(nil, let location)? = context.arrival {
                    inner.arrival = .presented(wrapped: container, location: location)
                } else if case .root(let column)? = context.arrival, column.kind == .split {
                    // `detail: { NavigationStack { … } }`: the stack is a column of the split view,
                    // and its root is that column's screen.
                    inner.arrival = .root(column)
                } else {
                    inner.arrival = .root(container)
                }
                for (_, closure) in closures { walk(statements: closure.statements.map(\.item), into: &view, context: inner) }
                for argument in call.arguments { walk(argument.expression, into: &view, context: context.nested) }
                return
            }
            if name == "NavigationLink" {
                let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression
                if let destination {
                    push([.expr(destination)], at: lines.location(reference), into: &view, context: context)
                } else if closures.contains(where: { $0.label == "label" }) || call.arguments.first?.label == nil && !call.arguments.isEmpty,
                          let first = closures.first(where: { $0.label == nil }) {
                    // NavigationLink { Destination() } label: { … } and NavigationLink("Title") { Destination() }
                    push(first.closure.statements.map(\.item), at: lines.location(reference), into: &view, context: context)
                }
                for argument in call.arguments where argument.label?.text != "destination" { walk(argument.expression, into: &view, context: context.nested) }
                let titled = call.arguments.first?.label == nil && !call.arguments.isEmpty
                for (label, closure) in closures where label != nil || destination != nil || !titled && !closures.contains(where: { $0.label == "label" }) {
                    walk(statements: closure.statements.map(\.item), into: &view, context: context.nested)
                }
                return
            }
            if name.first?.isUppercase == true, name != typeName {
                view.shows.append(Shown(typeName: name, arrival: context.arrival, location: lines.location(reference)))
            }
        }
        if !call.calledExpression.is(MemberAccessExprSyntax.self) { walk(call.calledExpression, into: &view, context: context.nested) }
        for argument in call.arguments { walk(argument.expression, into: &view, context: context.nested) }
        for (_, closure) in closures { walk(statements: closure.statements.map(\.item), into: &view, context: context.nested) }
    }

    private func isPresentedUnwrapped(_ arrival: Arrival?) -> Bool {
        if case .presented(nil, _)? = arrival { return true }
        return false
    }

    private func trailingClosures(of call: FunctionCallExprSyntax) -> [(label: String?, closure: ClosureExprSyntax)] {
        var closures: [(String?, ClosureExprSyntax)] = []
        if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        return closures
    }

    /// Sheet content: a screen of its own when it applies modifiers itself, else the views it names arrive modally.
    private mutating func present(_ content: ClosureExprSyntax, at location: NavBase.SourceLocation, into view: inout ViewSource,
                                  context: WalkContext) {
        var inner = context.nested
        inner.arrival = .presented(wrapped: nil, location: location)
        screen(content.statements.map(\.item), kind: "sheet", at: location, into: &view, context: inner)
    }

    private mutating func push(_ content: [CodeBlockItemSyntax.Item], at location: NavBase.SourceLocation, into view: inout ViewSource,
                               context: WalkContext) {
        var inner = context.nested
        inner.arrival = .pushed
        screen(content, kind: "destination", at: location, into: &view, context: inner)
    }

    private mutating func screen(_ content: [CodeBlockItemSyntax.Item], kind: String, at location: NavBase.SourceLocation,
                                 into view: inout ViewSource, context: WalkContext) {
        var inline = ViewSource(typeName: typeName, screenName: "\(typeName) (\(kind) at \(location))", location: location)
        inline.inlineArrival = context.arrival
        walk(statements: content, into: &inline, context: context)
        if inline.modifiers.isEmpty {
            view.shows += inline.shows
        } else {
            if case .presented(nil, let at)? = inline.inlineArrival, let container = inline.container {
                inline.inlineArrival = .presented(wrapped: container, location: at)
            }
            inline.shows = inline.shows.filter { shown in
                if case .presented(let wrapped?, _)? = shown.arrival, wrapped == inline.container { return false }
                return true
            }
            inlineScreens.append(inline)
        }
    }

    // MARK: Toolbars

    mutating func toolbar(_ items: [CodeBlockItemSyntax.Item]) -> [ToolbarNode] {
        items.flatMap { item -> [ToolbarNode] in
            switch item {
            case .expr(let expr): return toolbar(expr)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) { return toolbar(expression.expression) }
                if let ret = stmt.as(ReturnStmtSyntax.self), let value = ret.expression { return toolbar(value) }
                return []
            case .decl(let decl):
                guard let config = decl.as(IfConfigDeclSyntax.self) else { return [] }
                return CompilationCondition.activeClauses(of: config).flatMap { clause, condition -> [ToolbarNode] in
                    guard case .statements(let statements)? = clause.elements else { return [] }
                    let nodes = toolbar(statements.map(\.item))
                    return condition.map { [.conditional(condition: $0, then: nodes, otherwise: nil)] } ?? nodes
                }
            @unknown default: return []
            }
        }
    }

    private mutating func toolbar(_ expr: ExprSyntax) -> [ToolbarNode] {
        if let branch = expr.as(IfExprSyntax.self) { return [toolbar(branch)] }
        if let choice = expr.as(SwitchExprSyntax.self) {
            return [.choice(cases: choice.cases.compactMap { item -> SwitchCase? in
                guard case .switchCase(let switchCase) = item else { return nil }
                return SwitchCase(condition: SwitchCondition.text(subject: choice.subject, label: switchCase.label),
                                  nodes: toolbar(switchCase.statements.map(\.item)))
            })]
        }
        if let reference = unmodifiedReference(expr) {
            if LexicalScope.declaresLocally(reference) { return [.reference(reference.baseName.text, location: lines.location(reference))] }
            return toolbarMember(reference.baseName.text, at: lines.location(reference))
        }
        guard let call = unmodified(expr), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return [.reference(expr.trimmedDescription, location: lines.location(expr))]
        }
        let name = reference.baseName.text
        let location = lines.location(reference)
        let closures = trailingClosures(of: call)
        switch name {
        case "ToolbarItem", "ToolbarItemGroup":
            let placement = call.arguments.first(where: { $0.label?.text == "placement" }).map { placementName($0.expression) }
            let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure.statements.map(\.item) ?? []
            // `ToolbarItemGroup { … } label: { … }` collapses its items into one menu with that label.
            if name == "ToolbarItemGroup", let label = closures.first(where: { $0.label == "label" })?.closure {
                var menu = Control(label: .other("Menu"), location: location)
                if let shown = controls(label.statements.map(\.item), condition: nil).first(where: { !$0.isSpace }) { menu.label = shown.label }
                return [.item(placement: placement, controls: [menu], location: location)]
            }
            return [.item(placement: placement, controls: controls(content, condition: nil), location: location)]
        case "ToolbarTitleMenu", "ToolbarSpacer", "DefaultToolbarItem", "EmptyView":
            return [.ignored]
        case "ForEach":
            return [.reference("ForEach", location: location)]
        default:
            if controlTypes.contains(name) { return controls(ExprSyntax(call), condition: nil).map { .control($0) } }
            if name.first?.isLowercase == true { return toolbarMember(name, at: location) }
            return [.reference(name, location: location)]
        }
    }

    private mutating func toolbar(_ branch: IfExprSyntax) -> ToolbarNode {
        let then = toolbar(branch.body.statements.map(\.item))
        let otherwise: [ToolbarNode]?
        switch branch.elseBody {
        case .ifExpr(let next)?: otherwise = [toolbar(next)]
        case .codeBlock(let block)?: otherwise = toolbar(block.statements.map(\.item))
        default: otherwise = nil
        }
        return .conditional(condition: branch.conditions.trimmedDescription, then: then, otherwise: otherwise)
    }

    private mutating func toolbarMember(_ name: String, at location: NavBase.SourceLocation) -> [ToolbarNode] {
        guard let body = members[name], membersInWalk.insert(name).inserted else { return [.reference(name, location: location)] }
        defer { membersInWalk.remove(name) }
        return toolbar(body)
    }

    /// `.topBarTrailing` from `placement: .topBarTrailing` (or `ToolbarItemPlacement.topBarTrailing`).
    private func placementName(_ expr: ExprSyntax) -> String {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expr.trimmedDescription
    }

    /// The call under a chain of modifiers: `Button(…)` in `Button(…).disabled(x)`.
    private func unmodified(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { current = base; continue }
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            return call
        }
    }

    private func unmodifiedReference(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        var current = expr
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference }
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base { current = base; continue }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base else { return nil }
            current = base
        }
    }

    /// `MediaView` in `Editor.MediaView(…)`: a type inside a namespace, not a modifier on `Editor`.
    private func namespacedType(_ member: MemberAccessExprSyntax) -> DeclReferenceExprSyntax? {
        guard member.declName.baseName.text.first?.isUppercase == true, var base = member.base else { return nil }
        while let outer = base.as(MemberAccessExprSyntax.self), let next = outer.base {
            guard outer.declName.baseName.text.first?.isUppercase == true else { return nil }
            base = next
        }
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else { return nil }
        return member.declName
    }

    /// `self`, without printing a base that may be a whole view.
    private func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    /// `self.leadingContent` under any modifiers.
    private func selfMember(_ expr: ExprSyntax) -> String? {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.base.map(isSelf) == true else { return nil }
        return member.declName.baseName.text
    }

    /// The modifiers written on a view, by name: `.pickerStyle(.segmented)`.
    private func modifierNames(_ expr: ExprSyntax) -> [String: ExprSyntax?] {
        var names: [String: ExprSyntax?] = [:]
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            names[member.declName.baseName.text] = call.arguments.first?.expression
            current = base
        }
        return names
    }

    // MARK: Controls

    /// The label of a body that is one control (`Button { dismiss() } label: { Image(systemName: "xmark") }`).
    mutating func singleControlLabel(_ body: [CodeBlockItemSyntax.Item]) -> SwiftValue? {
        guard body.count == 1, let only = body.first?.as(ExprSyntax.self) ?? body.first?.as(ReturnStmtSyntax.self)?.expression
                ?? body.first?.as(ExpressionStmtSyntax.self)?.expression,
              only.is(IfExprSyntax.self) || unmodified(only)?.calledExpression.as(DeclReferenceExprSyntax.self).map({
                  ["Button", "Image", "Label", "Menu", "Link", "ShareLink", "EditButton"].contains($0.baseName.text)
              }) == true else { return nil }
        // One control, or one per branch of an `if #available`: the first that says what it shows.
        for control in controls(only, condition: nil) {
            switch control.label {
            case .string, .reference: return control.label
            default: continue
            }
        }
        return nil
    }

    private mutating func controls(_ items: [CodeBlockItemSyntax.Item], condition: String?) -> [Control] {
        items.flatMap { item -> [Control] in
            switch item {
            case .expr(let expr): return controls(expr, condition: condition)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) { return controls(expression.expression, condition: condition) }
                return []
            case .decl(let decl):
                guard let config = decl.as(IfConfigDeclSyntax.self) else { return [] }
                return CompilationCondition.activeClauses(of: config).flatMap { clause, inner -> [Control] in
                    guard case .statements(let statements)? = clause.elements else { return [] }
                    return controls(statements.map(\.item), condition: [condition, inner].compactMap { $0 }.joined(separator: ", ").nilIfEmpty)
                }
            @unknown default: return []
            }
        }
    }

    private mutating func controls(_ expr: ExprSyntax, condition: String?) -> [Control] {
        if let branch = expr.as(IfExprSyntax.self) {
            let text = branch.conditions.trimmedDescription
            var found = controls(branch.body.statements.map(\.item), condition: [condition, text].compactMap { $0 }.joined(separator: ", "))
            switch branch.elseBody {
            case .ifExpr(let next)?: found += controls(ExprSyntax(next), condition: [condition, "not \(text)"].compactMap { $0 }.joined(separator: ", "))
            case .codeBlock(let block)?:
                found += controls(block.statements.map(\.item), condition: [condition, "not \(text)"].compactMap { $0 }.joined(separator: ", "))
            default: break
            }
            return found
        }
        // `doneButton`, `self.doneButton`, `shareButton()`: a member of this type is followed;
        // any other name (a stored `content`, a parameter) could hold any number of controls.
        let call = unmodified(expr)
        let memberName = unmodifiedReference(expr).map { LexicalScope.declaresLocally($0) ? "" : $0.baseName.text } ?? selfMember(expr)
            ?? call.flatMap { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }.flatMap { $0.first?.isLowercase == true ? $0 : nil }
        if let memberName {
            if !memberName.isEmpty, let body = members[memberName], membersInWalk.insert(memberName).inserted {
                defer { membersInWalk.remove(memberName) }
                return controls(body, condition: condition)
            }
            let name = memberName.isEmpty ? unmodifiedReference(expr)?.baseName.text ?? memberName : memberName
            return [Control(label: .other(name), condition: condition, location: lines.location(expr), isOpaque: true)]
        }
        guard let call, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return [Control(label: .other(expr.trimmedDescription), condition: condition, location: lines.location(expr))]
        }
        let name = reference.baseName.text
        let closures = trailingClosures(of: call)
        var control = Control(label: .other(name), condition: condition, location: lines.location(reference))
        switch name {
        case "HStack", "Group", "ControlGroup", "VStack":
            return controls(closures.first?.closure.statements.map(\.item) ?? [], condition: condition)
        case "Spacer", "Divider":
            control.isSpace = true
        case "EmptyView":
            return []  // draws nothing: `ToolbarItem { EmptyView() }` fills a `switch` case that has no item
        case "EditButton": control.label = .string("Edit", lookup: .none)
        case "ShareLink":
            control.label = call.arguments.first(where: { $0.label == nil }).map { value(of: $0.expression) } ?? .string("Share", lookup: .none)
        case "Image":
            if let system = call.arguments.first(where: { $0.label?.text == "systemName" }) {
                control.label = value(of: system.expression)
                // A symbol's name is shown as the symbol, never looked up in a table.
                if case .string(let name, _) = control.label { control.label = .string(name, lookup: .none) }
            } else if let asset = call.arguments.first(where: { $0.label == nil }) {
                control.label = value(of: asset.expression)
                if case .string(let name, _) = control.label {
                    control.label = .string(name, lookup: .none)
                    control.customGlyph = name
                    control.glyphFrame = glyphFrame(expr)
                }
            } else if let symbol = call.arguments.first(where: { $0.label?.text == "systemSymbol" }),
                      let name = value(of: symbol.expression).memberName {
                control.label = .string(name, lookup: .none)  // SFSafeSymbols: `.arrowClockwise`
            }
        case "Label":
            if let title = call.arguments.first(where: { $0.label == nil }) { control.label = value(of: title.expression) }
            // `Label("", systemImage: …)` shows only its symbol.
            if control.label == .string("", lookup: .keyOrLiteral),
               let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" || $0.label?.text == "systemSymbol" }) {
                switch (symbol.label?.text, value(of: symbol.expression)) {
                case (_, .string(let name, _)): control.label = .string(name, lookup: .none)
                case ("systemSymbol"?, let shown) where shown.memberName != nil: control.label = .string(shown.memberName!, lookup: .none)
                default: control.label = .other(symbol.expression.trimmedDescription)
                }
            }
            else if let title = closures.first(where: { $0.label == nil || $0.label == "title" })?.closure.statements.first?.item.as(ExprSyntax.self),
                    let inner = controls(title, condition: nil).first { control.label = inner.label }
            if let image = call.arguments.first(where: { $0.label?.text == "image" }), case .string(let asset, _) = value(of: image.expression) {
                control.customGlyph = asset
            }
        case "Text":
            control.label = value(of: ExprSyntax(call))
            control.isStatic = true
        case "Picker":
            if let style = modifierNames(expr)["pickerStyle"], let style,
               value(of: style).memberName == "segmented" || style.trimmedDescription.hasPrefix("SegmentedPickerStyle") {
                let content = closures.first(where: { $0.label == nil || $0.label == "content" })?.closure.statements.map(\.item) ?? []
                control.segments = segments(content)
            }
            if let title = call.arguments.first(where: { $0.label == nil }) { control.label = value(of: title.expression) }
        default:
            // Button, Menu, NavigationLink, Toggle, Link: a title argument, else the label closure's
            // content, else what the role shows (`Button(role: .close)` is an xmark).
            if let role = call.arguments.first(where: { $0.label?.text == "role" }), let name = value(of: role.expression).memberName,
               let shown = ["close": "Close", "cancel": "Cancel", "confirm": "Done", "destructive": "Delete"][name] {
                control.label = .string(shown, lookup: .none)
            }
            var drawn: SwiftValue?
            if let title = call.arguments.first(where: { $0.label == nil }), !title.expression.is(ClosureExprSyntax.self) {
                control.label = value(of: title.expression)
            } else if let label = closures.first(where: { $0.label == "label" })?.closure
                        ?? (call.arguments.contains(where: { $0.label?.text == "action" || $0.label?.text == "destination" || $0.label?.text == "value" })
                            ? closures.first(where: { $0.label == nil })?.closure : nil)
                        ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self),
                      case let inner = controls(label.statements.map(\.item), condition: nil).filter({ !$0.isSpace }), !inner.isEmpty {
                // The first text or symbol the label draws, in whichever branch.
                if let readable = inner.first(where: { control in
                    guard case .other(let text) = control.label else { return true }
                    return !(text.first?.isUppercase == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
                }) {
                    control.label = readable.label
                    control.customGlyph = readable.customGlyph
                    control.glyphFrame = readable.glyphFrame
                } else {
                    drawn = inner[0].label
                }
            }
            // What else the source says the control is: its accessibility label, its action's name,
            // else the view its label draws (`ComposeIcon`).
            if control.label == .other(name) {
                if let accessibility = modifierNames(expr)["accessibilityLabel"], let accessibility {
                    control.label = value(of: accessibility)
                } else if let action = actionName(call) {
                    control.label = .other(action)
                } else if let drawn {
                    control.label = drawn
                }
            }
            // A button that dismisses its screen, drawn by a view whose name says nothing
            // (`Button { dismiss() } label: { navImage(img: "chevron-left") }`), is named by its action.
            if case .other(let text) = control.label, !DismissControl.isDismiss(text), actionName(call) == "dismiss" {
                control.label = .other("dismiss")
            }
        }
        return [control]
    }

    /// The size `.resizable().frame(width: 24, height: 24)` gives an image: the innermost frame, when
    /// both sides are number literals and nothing between it and `.resizable()` changes the size
    /// (a `.padding` would draw the image smaller than its frame). An image that is not resizable
    /// keeps its asset's size whatever its frame says, so it has none.
    private func glyphFrame(_ expr: ExprSyntax) -> GlyphFrame? {
        let keepsSize: Set<String> = ["renderingMode", "interpolation", "antialiased", "scaledToFit", "aspectRatio",
                                      "foregroundColor", "foregroundStyle", "tint", "symbolRenderingMode", "accessibilityLabel"]
        var chain: [FunctionCallExprSyntax] = []  // outermost first
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            chain.append(call)
            current = base
        }
        var frame: GlyphFrame?
        for call in chain.reversed() {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text
            if name == "resizable" { frame = GlyphFrame(width: 0, height: 0); continue }
            guard frame != nil else { continue }
            if name == "frame" {
                func number(_ label: String) -> Double? {
                    guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression else { return nil }
                    if let integer = argument.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
                    if let float = argument.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
                    return nil
                }
                guard call.arguments.allSatisfy({ ["width", "height", "alignment"].contains($0.label?.text) }),
                      let width = number("width"), let height = number("height") else { return nil }
                return GlyphFrame(width: width, height: height)
            }
            guard keepsSize.contains(name) else { return nil }
        }
        return nil
    }

    /// `save` in `Button(action: save)`, `reloadServers` in `Button { viewModel.reloadServers() } label: { … }`.
    private func actionName(_ call: FunctionCallExprSyntax) -> String? {
        var action = call.arguments.first(where: { $0.label?.text == "action" })?.expression
        if action == nil, call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }), let trailing = call.trailingClosure {
            action = ExprSyntax(trailing)
        }
        guard var action else { return nil }
        if let closure = action.as(ClosureExprSyntax.self) {
            guard let first = closure.statements.first(where: { $0.item.is(ExprSyntax.self) })?.item.as(ExprSyntax.self) else { return nil }
            action = first
        }
        if let awaited = action.as(AwaitExprSyntax.self) { action = awaited.expression }
        if let inner = action.as(FunctionCallExprSyntax.self) { action = inner.calledExpression }
        if let reference = action.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = action.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// A segmented picker's segments: each `Text("…")` (with its `.tag`) in the content.
    private func segments(_ items: [CodeBlockItemSyntax.Item]) -> [SwiftValue] {
        items.compactMap { item -> SwiftValue? in
            guard case .expr(let expr) = item, let call = unmodified(expr),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
                return .other(item.trimmedDescription)
            }
            if name == "Text" { return value(of: ExprSyntax(call)) }
            if name == "Label", let title = call.arguments.first { return value(of: title.expression) }
            if name == "Image", let symbol = call.arguments.first { return value(of: symbol.expression) }
            return .other(expr.trimmedDescription)
        }
    }

    // MARK: Values

    func value(of expr: ExprSyntax) -> SwiftValue {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            if let text = literal.representedLiteralValue { return .string(text, lookup: .keyOrLiteral) }
            return .other(expr.trimmedDescription)
        }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard var base = member.base else { return .member(member.declName.baseName.text) }
            while let outer = base.as(MemberAccessExprSyntax.self), let next = outer.base { base = next }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
                return .reference(expr.trimmedDescription.filter { !$0.isWhitespace })
            }
            return .other(expr.trimmedDescription)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return value(of: only.expression)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return .ternary(condition: ternary.condition.trimmedDescription, value(of: ternary.thenExpression), value(of: ternary.elseExpression))
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
               index == elements.count - 2, let mark = elements[index].as(UnresolvedTernaryExprSyntax.self) {
                let condition = elements[..<index].map(\.trimmedDescription).joined(separator: " ")
                return .ternary(condition: condition, value(of: mark.thenExpression), value(of: elements[index + 1]))
            }
            return .other(expr.trimmedDescription)
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.declName.baseName.text == "tr" ? "tr" : nil }),
           let first = call.arguments.first {
            switch (name, first.label?.text) {
            case ("Text", nil), ("LocalizedStringKey", nil):
                return value(of: first.expression)
            case ("Text", "verbatim"):
                switch value(of: first.expression) {
                case .string(let text, _): return .string(text, lookup: .none)
                case .reference(let path): return .reference(path)  // `Text(verbatim: L10n.saveLabel)`: already localized
                default: break
                }
            case ("NSLocalizedString", nil), ("String", "localized"), ("LocalizedStringResource", nil):
                guard case .string(let key, _) = value(of: first.expression) else { break }
                // `NSLocalizedString(_, value:comment:)`, `String(localized:defaultValue:)`: the value shown without a table.
                let fallback = call.arguments.first { $0.label?.text == "value" || $0.label?.text == "defaultValue" }.map { value(of: $0.expression) }
                if case .string(let text, _)? = fallback { return .string(key, lookup: .keyOrDefault(text)) }
                return .string(key, lookup: .keyOnly)
            case ("tr", nil):
                // SwiftGen: `L10n.tr("Localizable", "settings.title", fallback: "Settings")`.
                guard call.arguments.count >= 2, case .string(let key, _) = value(of: call.arguments[call.arguments.index(after: call.arguments.startIndex)].expression) else { break }
                if let fallback = call.arguments.first(where: { $0.label?.text == "fallback" }), case .string(let text, _) = value(of: fallback.expression) {
                    return .string(key, lookup: .keyOrDefault(text))
                }
                return .string(key, lookup: .keyOnly)
            default: break
            }
        }
        return .other(expr.trimmedDescription)
    }
}

/// The `@State private var flag = false` properties of a view type and every place its code
/// changes them: a flag that only a tap gesture in the type's own declaration changes, and that no
/// binding (`$flag`) hands to other code, changes on a tap and at no other time.
private enum StateSwitches {
    static func read(_ members: MemberBlockSyntax) -> [String: StateSwitch] {
        var flags: [String: StateSwitch] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value.as(BooleanLiteralExprSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }),
                  variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { continue }
            flags[name] = StateSwitch(initial: initial.literal.text == "true")
        }
        guard !flags.isEmpty else { return [:] }
        final class Writes: SyntaxVisitor {
            var flags: [String: StateSwitch]
            init(_ flags: [String: StateSwitch]) { self.flags = flags; super.init(viewMode: .sourceAccurate) }

            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                var name = node.baseName.text
                if name.hasPrefix("$") {
                    name.removeFirst()
                    flags[name]?.changesOtherwise = true  // a binding: any code may set it
                    return .skipChildren
                }
                guard flags[name] != nil else { return .skipChildren }
                // `flag` or `self.flag`, then what is done to it.
                var reference = ExprSyntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return .skipChildren }
                    reference = ExprSyntax(member)
                }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
                    guard member.declName.baseName.text == "toggle", member.parent?.is(FunctionCallExprSyntax.self) == true else {
                        return .skipChildren  // `flag.description`: a read
                    }
                    record(name, value: nil, at: member)
                } else if let sequence = reference.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.count == 3, elements[0].id == reference.id, elements[1].is(AssignmentExprSyntax.self) {
                        if let value = elements[2].as(BooleanLiteralExprSyntax.self) { record(name, value: value.literal.text == "true", at: sequence) }
                        else { flags[name]?.changesOtherwise = true }
                    } else if elements.first?.id == reference.id, elements.dropFirst().first?.is(BinaryOperatorExprSyntax.self) == true,
                              let op = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
                              op.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(op) {
                        flags[name]?.changesOtherwise = true  // `flag |= …`
                    }
                } else if reference.parent?.is(InOutExprSyntax.self) == true {
                    flags[name]?.changesOtherwise = true
                }
                return .skipChildren
            }

            /// A change made in a tap gesture's action (through `withAnimation` at most), or elsewhere.
            private func record(_ name: String, value: Bool?, at node: some SyntaxProtocol) {
                var current = Syntax(node)
                while let parent = current.parent {
                    if let closure = parent.as(ClosureExprSyntax.self) {
                        let call = closure.parent?.as(FunctionCallExprSyntax.self)
                            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)  // an argument's closure
                        let called = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                            ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        if called == "onTapGesture" { flags[name]?.tapChanges.append(value); return }
                        guard called == "withAnimation" else { break }
                    }
                    if parent.is(MemberBlockItemSyntax.self) { break }
                    current = parent
                }
                flags[name]?.changesOtherwise = true
            }
        }
        let writes = Writes(flags)
        writes.walk(members)
        return writes.flags
    }
}

/// Where the code sets UIKit's back chevron, which a SwiftUI app does through UIKit's appearance
/// as a UIKit app does: `appearance.setBackIndicatorImage(chevron, transitionMaskImage: mask)`
/// with `UINavigationBar.appearance().standardAppearance = appearance` in the same code, or
/// `UINavigationBar.appearance().backIndicatorImage = chevron`. A setting on anything else (one
/// controller's bar, `appearance(whenContainedInInstancesOf:)`) is on some bars only.
private enum BackIndicators {
    static let appearances: Set<String> = ["standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"]

    static func settings(in tree: SourceFileSyntax, lines: SourceLines) -> [BackIndicatorSetting] {
        final class Finder: SyntaxVisitor {
            let lines: SourceLines
            var found: [BackIndicatorSetting] = []
            init(lines: SourceLines) { self.lines = lines; super.init(viewMode: .sourceAccurate) }

            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "setBackIndicatorImage", let base = member.base,
                      let image = node.arguments.first(where: { $0.label == nil }),
                      let mask = node.arguments.first(where: { $0.label?.text == "transitionMaskImage" }) else { return .visitChildren }
                let everyBar = BackIndicators.isEveryBarsAppearance(base)
                    || base.as(DeclReferenceExprSyntax.self).map { BackIndicators.isGivenToEveryBar($0.baseName.text, near: node) } == true
                found.append(BackIndicatorSetting(part: .both, image: !isNil(image.expression), mask: !isNil(mask.expression),
                                                  everyBar: everyBar, location: lines.location(member.declName)))
                return .visitChildren
            }

            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base else { return .visitChildren }
                let part: BackIndicatorSetting.Part
                switch target.declName.baseName.text {
                case "backIndicatorImage": part = .image
                case "backIndicatorTransitionMaskImage": part = .mask
                default: return .visitChildren
                }
                let given = !isNil(elements[2])
                found.append(BackIndicatorSetting(part: part, image: part == .image && given, mask: part == .mask && given,
                                                  everyBar: BackIndicators.isEveryBarsProxy(base), location: lines.location(target.declName)))
                return .visitChildren
            }

            private func isNil(_ expr: ExprSyntax) -> Bool { expr.is(NilLiteralExprSyntax.self) }
        }
        let finder = Finder(lines: lines)
        finder.walk(tree)
        return finder.found
    }

    /// `UINavigationBar.appearance()`, with no containment.
    static func isEveryBarsProxy(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "appearance" else { return false }
        return member.base?.trimmedDescription == "UINavigationBar"
    }

    /// `UINavigationBar.appearance().standardAppearance` and its kin.
    static func isEveryBarsAppearance(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), appearances.contains(member.declName.baseName.text),
              let base = member.base else { return false }
        return isEveryBarsProxy(base)
    }

    /// Whether the code around `node` (the function, closure or accessor it is in) gives `name` to
    /// every bar: `UINavigationBar.appearance().standardAppearance = name`.
    static func isGivenToEveryBar(_ name: String, near node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            current = parent
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorDeclSyntax.self) || current.is(PatternBindingSyntax.self) || current.is(SourceFileSyntax.self) { break }
        }
        let block = current
        final class Assignments: SyntaxVisitor {
            let name: String
            var given = false
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                   BackIndicators.isEveryBarsAppearance(elements[0]) { given = true }
                return .visitChildren
            }
        }
        let assignments = Assignments(name)
        assignments.walk(block)
        return assignments.given
    }
}

/// SwiftUI views that UIKit code presents: `present(UIHostingController(rootView: SupportView()))`,
/// through locals (`let host = …; source.present(host, …)`) and `AnyView`, and wrapped when what is
/// presented is a navigation controller around the hosting controller. Each function that presents
/// one is a presenter with no bar; `show` and `pushViewController` are not presentations.
private enum UIKitPresentations {
    static func presenters(in tree: SourceFileSyntax, lines: SourceLines) -> [ViewSource] {
        final class Finder: SyntaxVisitor {
            let lines: SourceLines
            var found: [ViewSource] = []
            init(lines: SourceLines) { self.lines = lines; super.init(viewMode: .sourceAccurate) }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                guard let body = node.body else { return .skipChildren }
                let calls = Calls(viewMode: .sourceAccurate)
                calls.walk(body)
                var presenter = ViewSource(typeName: "present in \(node.name.text)", screenName: node.name.text, location: lines.location(node.name))
                for present in calls.presents {
                    guard let shown = presented(present.argument, locals: calls.locals, wrapper: nil, depth: 0),
                          let type = shownType(shown.root, locals: calls.locals, depth: 0) else { continue }
                    let wrapper = shown.wrapper.map { Container(kind: .stack, location: lines.location($0)) }
                    presenter.shows.append(Shown(typeName: type.baseName.text,
                                                 arrival: .presented(wrapped: wrapper, location: lines.location(present.call)),
                                                 location: lines.location(type)))
                }
                if !presenter.shows.isEmpty { found.append(presenter) }
                return .skipChildren
            }

            /// The hosting controller's root view in what `present` is handed, and the navigation controller around it.
            private func presented(_ expr: ExprSyntax, locals: [String: ExprSyntax], wrapper: DeclReferenceExprSyntax?,
                                   depth: Int) -> (root: ExprSyntax, wrapper: DeclReferenceExprSyntax?)? {
                guard depth < 6 else { return nil }
                if let reference = expr.as(DeclReferenceExprSyntax.self), let value = locals[reference.baseName.text] {
                    return presented(value, locals: locals, wrapper: wrapper, depth: depth + 1)
                }
                if let sequence = expr.as(SequenceExprSyntax.self),
                   let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?.as(UnresolvedTernaryExprSyntax.self) {
                    return presented(ternary.thenExpression, locals: locals, wrapper: wrapper, depth: depth + 1)
                }
                guard let call = expr.as(FunctionCallExprSyntax.self),
                      let called = call.calledExpression.as(DeclReferenceExprSyntax.self) ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                else { return nil }
                if called.baseName.text.hasSuffix("HostingController"), let root = call.arguments.first(where: { $0.label?.text == "rootView" }) {
                    return (root.expression, wrapper)
                }
                if called.baseName.text.hasSuffix("NavigationController"),
                   let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
                    return presented(root.expression, locals: locals, wrapper: called, depth: depth + 1)
                }
                return nil
            }

            /// `SupportView` in `SupportView(…).environmentObject(…)`, `AnyView(SupportView())`, or a local holding one.
            private func shownType(_ expr: ExprSyntax, locals: [String: ExprSyntax], depth: Int) -> DeclReferenceExprSyntax? {
                guard depth < 4 else { return nil }
                var current = expr
                while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base, member.declName.baseName.text.first?.isLowercase == true {
                    current = base
                }
                if let call = current.as(FunctionCallExprSyntax.self) {
                    let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
                        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                    guard let called, called.baseName.text.first?.isUppercase == true else { return nil }
                    if called.baseName.text == "AnyView", let inner = call.arguments.first?.expression {
                        return shownType(inner, locals: locals, depth: depth + 1)
                    }
                    return called
                }
                if let reference = current.as(DeclReferenceExprSyntax.self), let value = locals[reference.baseName.text] {
                    return shownType(value, locals: locals, depth: depth + 1)
                }
                return nil
            }
        }
        let finder = Finder(lines: lines)
        finder.walk(tree)
        return finder.found
    }

    /// The `present(…)` calls of one function, with what each is handed, and the values its locals get.
    private final class Calls: SyntaxVisitor {
        var presents: [(call: DeclReferenceExprSyntax, argument: ExprSyntax)] = []
        var locals: [String: ExprSyntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression.as(DeclReferenceExprSyntax.self) ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            if let called, called.baseName.text == "present", let first = node.arguments.first, first.label == nil {
                presents.append((called, first.expression))
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value, locals[name] == nil {
                locals[name] = value
            }
            return .visitChildren
        }

        /// `controller = UIHostingController(…)` after `var controller: UIHostingController<AnyView>`.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, locals[name] == nil {
                locals[name] = elements[2]
            }
            return .visitChildren
        }
    }
}

/// Whether a name in a member's code means something declared inside that member: a
/// parameter (`func row(body: String)`), a closure's parameter, a local `let`, an `if let`
/// or a `case let`. Such a name is not the type's member of the same name.
private enum LexicalScope {
    static func declaresLocally(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        var child = Syntax(reference)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let function = parent.as(FunctionDeclSyntax.self), binds(name, function.signature.parameterClause) { return true }
            if let initializer = parent.as(InitializerDeclSyntax.self), binds(name, initializer.signature.parameterClause) { return true }
            if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                switch signature.parameterClause {
                case .simpleInput(let names)?: if names.contains(where: { $0.name.text == name }) { return true }
                case .parameterClause(let clause)?: if binds(name, clause) { return true }
                default: break
                }
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { names(Syntax($0.pattern), name) }) { return true }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), names(Syntax(guardStatement.conditions), name) { return true }
                }
            }
            if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id, names(Syntax(branch.conditions), name) { return true }
            if let loop = parent.as(WhileStmtSyntax.self), child.id == loop.body.id, names(Syntax(loop.conditions), name) { return true }
            if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id, names(Syntax(loop.pattern), name) { return true }
            if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id, names(Syntax(switchCase.label), name) {
                return true
            }
            child = parent
        }
        return false
    }

    private static func binds(_ name: String, _ clause: FunctionParameterClauseSyntax) -> Bool {
        clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    private static func binds(_ name: String, _ clause: ClosureParameterClauseSyntax) -> Bool {
        clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// A pattern or condition list that binds `name`: `let body`, `if let body`, `case .row(let body)`.
    private static func names(_ node: Syntax, _ name: String) -> Bool {
        if let pattern = node.as(IdentifierPatternSyntax.self) { return pattern.identifier.text == name }
        if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
            return binding.pattern.trimmedDescription == name
        }
        if node.is(ClosureExprSyntax.self) { return false }
        return node.children(viewMode: .sourceAccurate).contains { names($0, name) }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
#endif
