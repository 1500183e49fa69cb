import NavBase
import NavRules

/// navlint's JSON form of the `.navbar` model: `{"bars": [ {key: value, …} ]}`.
/// Each member goes through `NavbarSpec.apply`, so both formats accept and
/// refuse exactly the same values with the same messages.
enum JSONBars {
    /// Keys whose value may be a list (the `.navbar` form separates them with `,` or `|`).
    private static let listKeys: Set<String> = ["leading", "trailing", "segmented", "restore", "glyph", "ignore"]
    /// Keys that take yes/no.
    private static let flagKeys: Set<String> = ["title-redundant", "back-mask", "split-view"]

    static func bars(from bytes: [UInt8], path: String, catalog: RuleCatalog) throws(DiagnosticList) -> [NavigationBar] {
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw DiagnosticList([Diagnostic(path: path, location: error.location, message: error.message)])
        }
        guard case .object(let members, let location) = root else {
            throw DiagnosticList([Diagnostic(path: path, location: root.location,
                                             message: "expected an object {\"bars\": [...]}, found \(root.kindName)")])
        }
        var barsValue: JSONValue?
        for member in members where member.name != "$schema" {
            guard member.name == "bars" else {
                throw DiagnosticList([Diagnostic(path: path, location: member.nameLocation,
                                                 message: "unknown key \"\(member.name)\"; the file holds {\"bars\": [...]}")])
            }
            barsValue = member.value
        }
        guard let barsValue else {
            throw DiagnosticList([Diagnostic(path: path, location: location,
                                             message: "missing \"bars\"; the file holds {\"bars\": [...]}")])
        }
        guard case .array(let items, _) = barsValue else {
            throw DiagnosticList([Diagnostic(path: path, location: barsValue.location,
                                             message: "\"bars\" must be a list of objects, found \(barsValue.kindName)")])
        }
        // Like the .navbar parser, report every bar's first problem, not just the file's first.
        var bars: [NavigationBar] = []
        var problems: [Diagnostic] = []
        for item in items {
            do {
                bars.append(try bar(from: item, path: path, catalog: catalog))
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return bars
    }

    private static func bar(from value: JSONValue, path: String, catalog: RuleCatalog) throws(Diagnostic) -> NavigationBar {
        guard case .object(let members, let location) = value else {
            throw Diagnostic(path: path, location: value.location,
                             message: "each bar must be an object, found \(value.kindName)")
        }
        var bar = NavigationBar()
        bar.locations.bar = location
        for member in members {
            guard NavbarSpec.keys.contains(member.name) else {
                // apply() owns the "unknown key; did you mean" wording; the value is irrelevant.
                try NavbarSpec.apply(key: member.name, value: .text(""), at: member.nameLocation, to: &bar, path: path, catalog: catalog)
                continue
            }
            let specValue = try self.specValue(member, path: path)
            try NavbarSpec.apply(key: member.name, value: specValue, at: member.nameLocation, to: &bar, path: path, catalog: catalog)
        }
        if let problem = NavbarSpec.wholeBarProblems(bar, path: path).first { throw problem }
        return bar
    }

    private static func specValue(_ member: JSONMember, path: String) throws(Diagnostic) -> SpecValue {
        switch member.value {
        case .string(let text, _):
            return .text(text)
        case .bool(let flag, _):
            return .flag(flag)
        case .array(let items, _):
            var texts: [String] = []
            for item in items {
                guard case .string(let text, _) = item else { throw wrongType(member, path: path, at: item.location) }
                texts.append(text)
            }
            return .list(texts)
        case .number, .null, .object:
            throw wrongType(member, path: path, at: member.value.location)
        }
    }

    private static func wrongType(_ member: JSONMember, path: String, at location: SourceLocation) -> Diagnostic {
        let expected = listKeys.contains(member.name) ? "a string or a list of strings"
            : flagKeys.contains(member.name) ? "true, false, \"yes\" or \"no\""
            : "a string"
        return Diagnostic(path: path, location: location, message: "\"\(member.name)\" must be \(expected)")
    }
}
