extension NavbarSpec {
    /// The `.navbar` lines that describe what `bar` knows, one key a line, in the
    /// format's key order. Reading them back gives the same known facts; unknown
    /// facts are left out (`NavigationBar.unknownKeys` names them).
    public static func lines(for bar: NavigationBar) -> [String] {
        var lines: [String] = []
        func add(_ key: String, _ value: String) { lines.append("\(key): \(value)") }
        if let screen = bar.screen { add("screen", quotedIfNeeded(screen)) }
        if let platform = bar.platform.value { add("platform", platform.rawValue) }
        if let app = bar.app { add("app", quotedIfNeeded(app)) }
        if case .known(let title?) = bar.title { add("title", quotedIfNeeded(title)) }
        if let style = bar.titleStyle.value { add("title-style", style.rawValue) }
        if bar.titleRedundant { add("title-redundant", "yes") }
        // The back-* keys need a back line: a back button whose label is unknown is left out whole.
        if case .known(let back?) = bar.back, let label = back.label.value {
            add("back", quotedIfNeeded(label))
            if back.position != .leading { add("back-position", back.position.rawValue) }
            if let chevron = back.chevron.value { add("back-chevron", chevron.rawValue) }
            if let mask = back.hasMask.value, back.chevron == .known(.custom) { add("back-mask", mask ? "yes" : "no") }
        }
        if let leading = bar.leading.value, !leading.isEmpty { add("leading", list(leading, separator: ", ")) }
        if let trailing = bar.trailing.value, !trailing.isEmpty { add("trailing", list(trailing, separator: ", ")) }
        if case .known(let segments?) = bar.segmented { add("segmented", list(segments, separator: " | ")) }
        if case .known(let border)? = bar.borderSetting { add("border", border.rawValue) }
        if let hides = bar.hides.value, hides != .never {
            add("hides", hides.rawValue)
            if let restore = bar.restore.value {
                add("restore", restore.isEmpty ? "none" : restore.map(\.rawValue).joined(separator: ", "))
            }
        }
        for glyph in bar.glyphs { add("glyph", "\(glyph.name) \(glyph.size)") }
        if bar.splitView == .known(true) { add("split-view", "yes") }
        if let presentation = bar.presentation.value, presentation != .stack { add("presentation", presentation.rawValue) }
        if !bar.ignore.isEmpty { add("ignore", bar.ignore.joined(separator: ", ")) }
        return lines
    }

    /// Labels with a separator or a quote in them cannot be list items; they are written as read, quoted.
    private static func list(_ items: [String], separator: String) -> String {
        let joined = items.joined(separator: separator)
        return items.contains(where: needsQuotes) ? "\"" + escaped(joined) + "\"" : joined
    }

    static func quotedIfNeeded(_ value: String) -> String {
        needsQuotes(value) ? "\"" + escaped(value) + "\"" : value
    }

    private static func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.contains("#") || value.contains("\"") || value.first == " " || value.last == " "
            || value.first == "\t" || value.last == "\t" || value.contains(where: { $0.isNewline })
    }

    private static func escaped(_ value: String) -> String {
        var out = ""
        for character in value {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where character.isNewline: out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
