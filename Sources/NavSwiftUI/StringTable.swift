import Foundation

/// The development-language strings of the run's default table: `Localizable.xcstrings`
/// (its `sourceLanguage`) or `Localizable.strings` in `Base.lproj`, else `en.lproj`.
struct StringTable: Sendable {
    var values: [String: String] = [:] {
        didSet { generatedNames = Self.generatedNames(of: values) }
    }
    /// Keys by the name SwiftGen gives them, folded (see `folded`): `settings.privacy.title-label`
    /// is `L10n.Settings.Privacy.titleLabel`, or `L10n.settingsPrivacyTitleLabel` in a flat template.
    private var generatedNames: [String: String] = [:]
    /// Whether the tree has a table at all: without one, a key only resolves to itself.
    var isEmpty: Bool { values.isEmpty }

    init(values: [String: String] = [:]) {
        self.values = values
        generatedNames = Self.generatedNames(of: values)
    }

    /// What a literal shows: the table's value, else the literal itself when SwiftUI
    /// falls back to it; `nil` for an explicit localization key the table does not have,
    /// and for a literal that reads as a key (`settings.title`) that no table has.
    func resolve(_ text: String, lookup: SwiftValue.Lookup) -> String? {
        switch lookup {
        case .none: return text
        case .keyOrLiteral: return values[text] ?? (Self.looksLikeKey(text) ? nil : text)
        case .keyOnly: return values[text]
        case .keyOrDefault(let fallback): return values[text] ?? fallback
        }
    }

    /// The value of a SwiftGen constant (`L10n.Settings.title`) read from the table SwiftGen
    /// generates it from, whatever the enum at the root is called.
    func generated(_ path: String) -> String? {
        let components = path.split(separator: ".")
        guard components.count >= 2 else { return nil }
        let name = components.dropFirst().joined(separator: ".")
        guard let key = generatedNames[Self.folded(name)] ?? generatedNames[Self.folded(name, flat: true)] else { return nil }
        return values[key]
    }

    /// Words joined by dots, underscores or dashes, no spaces: `settings.privacy.title-label`, `SETTINGS_TITLE`.
    static func looksLikeKey(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        } && text.contains(where: \.isLetter)
    }

    /// Lower case, letters and digits only, keeping the dots that make SwiftGen's nested enums
    /// (or none, for its flat names).
    private static func folded(_ name: some StringProtocol, flat: Bool = false) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber || (!flat && $0 == ".") })
    }

    private static func generatedNames(of values: [String: String]) -> [String: String] {
        var names: [String: String] = [:]
        for key in values.keys.sorted() {
            if names[folded(key)] == nil { names[folded(key)] = key }
            if names[folded(key, flat: true)] == nil { names[folded(key, flat: true)] = key }
        }
        return names
    }

    /// The files' development-language values; later files do not replace earlier ones.
    static func read(_ files: [(path: String, bytes: [UInt8])]) -> StringTable {
        let ranked = files.compactMap { file -> (rank: Int, path: String, bytes: [UInt8])? in
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            if name == "Localizable.xcstrings" { return (0, file.path, file.bytes) }
            guard name == "Localizable.strings" else { return nil }
            let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            if folder == "Base.lproj" { return (1, file.path, file.bytes) }
            if folder == "en.lproj" { return (2, file.path, file.bytes) }
            if !folder.hasSuffix(".lproj") { return (3, file.path, file.bytes) }
            return nil
        }.sorted { ($0.rank, $0.path) < ($1.rank, $1.path) }
        // Merged first and set once: each change to `values` works out every generated name again.
        var merged: [String: String] = [:]
        for file in ranked {
            let values = file.rank == 0 ? catalogValues(file.bytes) : stringsValues(file.bytes)
            merged.merge(values) { first, _ in first }
        }
        return StringTable(values: merged)
    }

    /// A string catalog is JSON: `strings.KEY.localizations.LANG.stringUnit.value`; a key
    /// with no entry for the source language is its own value.
    static func catalogValues(_ bytes: [UInt8]) -> [String: String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return [:] }
        let language = root["sourceLanguage"] as? String ?? "en"
        var values: [String: String] = [:]
        for (key, entry) in strings {
            let unit = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any]
            if let value = (unit?["stringUnit"] as? [String: Any])?["value"] as? String {
                values[key] = value
            } else if unit == nil || unit?["variations"] == nil {
                values[key] = key
            }
        }
        return values
    }

    /// `"key" = "value";` lines, with `/* */` and `//` comments and backslash escapes.
    static func stringsValues(_ bytes: [UInt8]) -> [String: String] {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        var values: [String: String] = [:]

        func skipSpaceAndComments() {
            while index < scalars.count {
                if scalars[index].properties.isWhitespace { index += 1; continue }
                if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    index += 2
                    continue
                }
                if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard index < scalars.count, scalars[index] == "\"" else { return nil }
            index += 1
            var text = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"" {
                if scalars[index] == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default: text.append(scalars[index])
                    }
                } else {
                    text.append(scalars[index])
                }
                index += 1
            }
            guard index < scalars.count else { return nil }
            index += 1
            return String(text)
        }
        while index < scalars.count {
            skipSpaceAndComments()
            guard let key = quoted() else { break }
            skipSpaceAndComments()
            guard index < scalars.count, scalars[index] == "=" else { break }
            index += 1
            skipSpaceAndComments()
            guard let value = quoted() else { break }
            skipSpaceAndComments()
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            if values[key] == nil { values[key] = value }
        }
        return values
    }
}
