import NavBase

/// Where a value was written. `exact` means each character of the value's text
/// sits in its own column, so an item inside a list can be pointed at.
struct ValueOrigin {
    /// Where the value starts, at its opening quote if it has one.
    var location: SourceLocation
    var exact: Bool
    /// Columns between `location` and the value's first character (1 past an opening quote).
    var textOffset: Int = 0

    func location(atCharacterOffset offset: Int) -> SourceLocation {
        exact ? SourceLocation(line: location.line, column: location.column + textOffset + offset) : location
    }
}

/// What each `.navbar` key means: how its value is read and where it lands
/// on the bar. Shared by the `.navbar` reader and the JSON reader.
enum SpecKeys {
    static func apply(key: String, value: SpecValue, keyAt: SourceLocation, valueAt: ValueOrigin,
                      to bar: inout NavigationBar, path: String, catalog: RuleCatalog) throws(Diagnostic) {
        guard NavbarSpec.keySet.contains(key) else { throw unknownKey(key, at: keyAt, path: path) }
        // `glyph` is the one key that may repeat: a bar can use several custom glyphs.
        if key != "glyph", let first = bar.locations.keys[key] {
            throw Diagnostic(path: path, location: keyAt,
                             message: "duplicate key \"\(key)\" (first set on line \(first.line))")
        }
        if bar.locations.keys[key] == nil { bar.locations.keys[key] = keyAt }
        let value = ValueReader(key: key, value: value, origin: valueAt, path: path, catalog: catalog)
        // The back-* keys may come before `back`; the reader checks at the bar's end that `back` came too.
        var back: BackButton { bar.back.value.flatMap { $0 } ?? BackButton(label: "") }

        switch key {
        case "screen": bar.screen = try value.text()
        case "platform": bar.platform = .known(try value.choice(Platform.self))
        case "app": bar.app = try value.text()
        case "title": bar.title = .known(try value.text())
        case "title-style": bar.titleStyle = .known(try value.choice(TitleStyle.self))
        case "title-redundant": bar.titleRedundant = try value.flag()
        case "presentation": bar.presentation = .known(try value.choice(Presentation.self))
        case "back":
            var button = back
            button.label = .known(try value.text())
            bar.back = .known(button)
        case "back-position":
            var button = back
            button.position = try value.choice(BarSide.self)
            bar.back = .known(button)
        case "back-chevron":
            var button = back
            button.chevron = .known(try value.choice(ChevronStyle.self))
            bar.back = .known(button)
        case "back-mask":
            var button = back
            button.hasMask = .known(try value.flag())
            bar.back = .known(button)
        case "leading": bar.leading = .known(try value.items(separator: ","))
        case "trailing": bar.trailing = .known(try value.items(separator: ","))
        case "segmented":
            let segments = try value.items(separator: "|")
            if segments.isEmpty { throw value.error("a segmented control needs at least one segment, as in \"All | Unread\"") }
            bar.segmented = .known(segments)
        case "border": bar.borderSetting = .known(try value.choice(BorderStyle.self))
        case "hides": bar.hides = .known(try value.choice(HidingBehavior.self))
        case "restore": bar.restore = .known(try value.gestures())
        case "glyph": bar.glyphs += try value.glyphs(at: keyAt)
        case "split-view": bar.splitView = .known(try value.flag())
        case "ignore": bar.ignore = try value.ruleIDs()
        default: preconditionFailure("key \"\(key)\" is in NavbarSpec.keys but has no reader")
        }
    }

    static func unknownKey(_ key: String, at location: SourceLocation, path: String) -> Diagnostic {
        // Very long "keys" are junk, not typos; skip the edit-distance search for them.
        let hint = key.utf8.count <= 64 ? Suggestion.nearest(to: key, in: NavbarSpec.keys) : nil
        let advice = hint.map(Suggestion.hint(naming:)) ?? "; known keys are \(NavbarSpec.keys.joined(separator: ", "))"
        return Diagnostic(path: path, location: location, message: "unknown key \(quotedForMessage(key))\(advice)")
    }

    static func missingValue(for key: String) -> String {
        switch key {
        case "platform": return "missing value for \"platform\"; expected \(alternatives(Platform.self))"
        case "title-style": return "missing value for \"title-style\"; expected \(alternatives(TitleStyle.self))"
        case "back-position": return "missing value for \"back-position\"; expected \(alternatives(BarSide.self))"
        case "back-chevron": return "missing value for \"back-chevron\"; expected \(alternatives(ChevronStyle.self))"
        case "border": return "missing value for \"border\"; expected \(alternatives(BorderStyle.self))"
        case "hides": return "missing value for \"hides\"; expected \(alternatives(HidingBehavior.self))"
        case "presentation": return "missing value for \"presentation\"; expected \(alternatives(Presentation.self))"
        case "title-redundant", "back-mask", "split-view": return "missing value for \"\(key)\"; expected yes or no"
        case "restore": return "missing value for \"restore\"; expected tap, swipe-down or none"
        case "glyph": return "missing value for \"glyph\"; expected \"NAME SIZE\", as in \"share 24pt\""
        case "ignore": return "missing value for \"ignore\"; expected rule IDs, as in \"NB001, NB003\""
        default: return "missing value for \"\(key)\"; write it after the \":\" (\"\" for an empty one)"
        }
    }

    static func alternatives<E: CaseIterable & RawRepresentable>(_ type: E.Type) -> String where E.RawValue == String {
        list(E.allCases.map(\.rawValue))
    }

    /// `a`, `a or b`, `a, b or c` (or with another conjunction).
    static func list(_ words: [String], conjunction: String = "or") -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// Reads one key's value in the shape that key expects, throwing a located error otherwise.
private struct ValueReader {
    let key: String
    let value: SpecValue
    let origin: ValueOrigin
    let path: String
    let catalog: RuleCatalog

    func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(path: path, location: location ?? origin.location, message: message)
    }

    func text() throws(Diagnostic) -> String {
        guard case .text(let text) = value else { throw error("bad value for \"\(key)\"; expected text") }
        return text
    }

    func flag() throws(Diagnostic) -> Bool {
        switch value {
        case .flag(let flag): return flag
        case .text("yes"): return true
        case .text("no"): return false
        case .text(let other): throw badValue(other, expected: ["yes", "no"])
        case .list: throw error("bad value for \"\(key)\"; expected yes or no")
        }
    }

    func choice<E: CaseIterable & RawRepresentable>(_ type: E.Type) throws(Diagnostic) -> E where E.RawValue == String {
        let text = try self.text()
        if let choice = E(rawValue: text) { return choice }
        throw badValue(text, expected: E.allCases.map(\.rawValue))
    }

    func badValue(_ text: String, expected: [String], at location: SourceLocation? = nil) -> Diagnostic {
        var message = "bad value \(quotedForMessage(text)) for \"\(key)\"; expected \(SpecKeys.list(expected))"
        if text.utf8.count <= 64, let hint = Suggestion.nearest(to: text, in: expected) {
            message += Suggestion.hint(naming: hint)
        }
        return error(message, at: location)
    }

    /// The items of a list value, trimmed. A list may come as text (split on
    /// `separator`) or, from JSON, as an array.
    func items(separator: Character) throws(Diagnostic) -> [String] {
        switch value {
        case .flag:
            throw error("bad value for \"\(key)\"; expected labels separated by \(Self.name(of: separator))")
        case .list(let items):
            return try items.map { (item) throws(Diagnostic) in
                let label = item.trimmingBlanks()
                if label.isEmpty { throw error("empty item in \"\(key)\"; every item needs a label") }
                return label
            }
        case .text(let text):
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return [] }
            var labels: [String] = []
            for piece in text.split(separator: separator, omittingEmptySubsequences: false) {
                let label = piece.trimmingBlanks()
                if label.isEmpty {
                    throw error("empty item in \"\(key)\"; separate labels with \(Self.name(of: separator)) and leave none empty",
                                at: itemLocation(labels.count, separator: separator))
                }
                labels.append(label)
            }
            return labels
        }
    }

    private static func name(of separator: Character) -> String { separator == "|" ? "\"|\"" : "commas" }

    /// Where the item at `index` starts. Counting characters is slow, so this
    /// runs only for an item that is reported.
    func itemLocation(_ index: Int, separator: Character) -> SourceLocation {
        guard case .text(let text) = value else { return origin.location }
        let pieces = text.split(separator: separator, omittingEmptySubsequences: false)
        let before = pieces[..<index].reduce(0) { $0 + $1.count + 1 }
        return origin.location(atCharacterOffset: before + pieces[index].prefix { $0 == " " || $0 == "\t" }.count)
    }

    func gestures() throws(Diagnostic) -> [RestoreGesture] {
        let items = try self.items(separator: ",")
        if items == ["none"] { return [] }
        var gestures: [RestoreGesture] = []
        for (index, text) in items.enumerated() {
            guard let gesture = RestoreGesture(rawValue: text) else {
                if text == "none" {
                    throw error("\"none\" cannot be combined with gestures in \"restore\"; keep one or the other",
                                at: itemLocation(index, separator: ","))
                }
                throw badValue(text, expected: RestoreGesture.allCases.map(\.rawValue) + ["none"], at: itemLocation(index, separator: ","))
            }
            if !gestures.contains(gesture) { gestures.append(gesture) }
        }
        return gestures
    }

    func ruleIDs() throws(Diagnostic) -> [String] {
        var ids: [String] = []
        for (index, text) in try items(separator: ",").enumerated() {
            guard let rule = catalog.description(matching: text) else {
                let hint = text.utf8.count <= 64 ? catalog.suggestion(for: text) : nil
                let advice = hint.map(Suggestion.hint(naming:)) ?? "; expected a rule ID such as NB001"
                throw error("unknown rule \(quotedForMessage(text)) in \"ignore\"\(advice)", at: itemLocation(index, separator: ","))
            }
            if !ids.contains(rule.id) { ids.append(rule.id) }
        }
        return ids
    }

    /// `NAME SIZE` values: one from text, several from a JSON array.
    func glyphs(at location: SourceLocation) throws(Diagnostic) -> [Glyph] {
        switch value {
        case .text(let text): return [try glyph(text, at: location)]
        case .list(let texts): return try texts.map { (text) throws(Diagnostic) in try glyph(text, at: location) }
        case .flag: throw error("bad value for \"glyph\"; expected \"NAME SIZE\", as in \"share 24pt\"")
        }
    }

    private func glyph(_ text: String, at location: SourceLocation) throws(Diagnostic) -> Glyph {
        let sizeFormats = "24pt, 24x24pt, 48px@2x or 72x72px@3x"
        let value = text.trimmingBlanks()
        guard let gap = value.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            if GlyphSizeFormat.parse(Substring(value)) != nil {
                throw error("glyph \(quotedForMessage(value)) has no name; expected \"NAME SIZE\", as in \"share 24pt\"")
            }
            throw error("glyph \(quotedForMessage(value)) has no size; expected \"NAME SIZE\", as in \"share 24pt\"")
        }
        let name = value[..<gap].trimmingBlanks()
        let sizeText = value[value.index(after: gap)...]
        guard let size = GlyphSizeFormat.parse(sizeText) else {
            let sizeAt = origin.location(atCharacterOffset: value.distance(from: value.startIndex, to: sizeText.startIndex)
                                         + text.prefix { $0 == " " || $0 == "\t" }.count)
            throw error("bad glyph size \(quotedForMessage(sizeText)) for \(quotedForMessage(name)); expected \(sizeFormats)",
                        at: sizeAt)
        }
        return Glyph(name: name, size: size, location: location)
    }
}

/// The glyph size grammar: `24pt`, `24x24pt`, `48px@2x`, `72x72px@3x`.
enum GlyphSizeFormat {
    static func parse(_ text: Substring) -> GlyphSize? {
        if text.hasSuffix("pt") {
            guard let (w, h) = dimensions(text.dropLast(2), number: points) else { return nil }
            return .points(width: w, height: h)
        }
        guard text.hasSuffix("x"), let at = text.firstIndex(of: "@") else { return nil }
        let body = text[..<at]
        let scaleText = text[text.index(after: at)...].dropLast()
        guard body.hasSuffix("px"), let scale = pixels(scaleText), scale > 0,
              let (w, h) = dimensions(body.dropLast(2), number: pixels) else { return nil }
        return .pixels(width: w, height: h, scale: scale)
    }

    private static func dimensions<N>(_ text: Substring, number: (Substring) -> N?) -> (N, N)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, let w = number(parts[0]) else { return nil }
        guard parts.count == 2 else { return (w, w) }
        guard let h = number(parts[1]) else { return nil }
        return (w, h)
    }

    /// Plain decimals only (no signs, exponents or `inf`), short enough never to overflow.
    private static func points(_ text: Substring) -> Double? {
        guard (1...8).contains(text.count), text.first != ".", text.last != ".",
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1 else { return nil }
        return Double(String(text))
    }

    private static func pixels(_ text: Substring) -> Int? {
        guard (1...6).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
