import NavBase

/// The `.navbar` format: `key: value` lines, bars separated by a line `---`,
/// `#` comments, and double-quoted values that keep their spaces.
///
/// Parsing reports every problem in the input at once, located at
/// `path:line:col`, and never crashes on any input.
public enum NavbarSpec {
    /// Every key the format knows, in the order the format documents them.
    public static let keys: [String] = [
        "screen", "platform", "app", "title", "title-style", "title-redundant",
        "back", "back-position", "back-chevron", "back-mask",
        "leading", "trailing", "segmented", "border", "hides", "restore",
        "glyph", "split-view", "presentation", "ignore",
    ]

    static let keySet = Set(keys)

    /// The bars in `text`. Line numbers start at `firstLine`, so a spec
    /// fenced inside a larger file reports the lines of that file.
    /// `ignore:` lines are checked against `catalog`.
    public static func parse(_ text: String, path: String, firstLine: Int = 1,
                             catalog: RuleCatalog) throws(DiagnosticList) -> [NavigationBar] {
        try parse(bytes: Array(text.utf8), path: path, firstLine: firstLine, catalog: catalog)
    }

    /// The bars in raw file bytes; invalid UTF-8 and NUL bytes are errors at their line and column.
    public static func parse(bytes: [UInt8], path: String, firstLine: Int = 1,
                             catalog: RuleCatalog) throws(DiagnosticList) -> [NavigationBar] {
        var reader = SpecReader(bytes: bytes, path: path, firstLine: firstLine, catalog: catalog)
        let bars = reader.read()
        // Stable, so two errors on one spot keep the order they were found in.
        if !reader.diagnostics.isEmpty { throw DiagnosticList(reader.diagnostics.stableSorted { $0.location < $1.location }) }
        return bars
    }

    /// Problems only a whole bar shows (a `back-position` with no `back`). `parse` reports
    /// them; a reader that builds bars key by key with `apply` must ask for them too.
    public static func wholeBarProblems(_ bar: NavigationBar, path: String) -> [Diagnostic] {
        guard bar.locations.keys["back"] == nil else { return [] }
        return ["back-position", "back-chevron", "back-mask"].compactMap { key in
            bar.locations.keys[key].map { location in
                Diagnostic(path: path, location: location,
                           message: "\"\(key)\" needs a back button; add a \"back\" line or remove this one")
            }
        }
    }

    /// Sets one key on `bar`, as a `.navbar` line or a JSON member would. Errors
    /// (unknown key, bad value, repeated key) are located at `at`.
    public static func apply(key: String, value: SpecValue, at: SourceLocation,
                             to bar: inout NavigationBar, path: String, catalog: RuleCatalog) throws(Diagnostic) {
        try SpecKeys.apply(key: key, value: value, keyAt: at, valueAt: ValueOrigin(location: at, exact: false),
                           to: &bar, path: path, catalog: catalog)
    }
}

/// A value as a reader found it: `.navbar` gives text; JSON may also give
/// an array of strings or a boolean.
public enum SpecValue: Hashable, Sendable {
    case text(String)
    case list([String])
    case flag(Bool)
}

extension Array {
    /// Sorted without reordering equal elements (`sorted` makes no such promise).
    func stableSorted(by less: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { less($0.element, $1.element) || (!less($1.element, $0.element) && $0.offset < $1.offset) }
            .map(\.element)
    }
}
