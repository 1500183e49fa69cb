/// The control that closes a modal sheet: how NB003 and the readers tell it from the
/// sheet's other controls, by what people see or what the code names it.
public enum DismissControl {
    /// Labels of a sheet's way out, compared without case.
    public static let words: Set<String> = ["cancel", "close", "done", "dismiss", "stop"]
    /// SF Symbols drawn as a close button.
    public static let symbols: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill"]
    /// Words a name adds to a close word without changing what the control does.
    private static let qualifiers: Set<String> = ["button", "label", "title", "action", "text", "item", "toolbar"]

    /// Whether a control labelled `label` closes the sheet: one of the words or symbols, or a
    /// name in code that says so where a reader could not resolve it (`CloseButton`,
    /// `L10n.supportCancel`, `UserText.cancelButton`, `LocalString.common_button_done`).
    public static func isDismiss(_ label: String) -> Bool {
        let text = label.trimmingBlanks()
        if words.contains(text.lowercased()) || symbols.contains(text.lowercased()) { return true }
        guard !text.contains(" ") else { return false }
        let name = text.split(separator: ".").last.map(String.init) ?? text
        let parts = Self.words(of: name)
        guard let last = parts.last, parts.count > 1 else { return false }
        if words.contains(last) { return true }
        return words.contains(parts[0]) && parts.dropFirst().allSatisfy(qualifiers.contains)
    }

    /// `supportCancel` is support, cancel; `common_button_done` is common, button, done.
    private static func words(of name: String) -> [String] {
        var found: [String] = []
        var current = ""
        for character in name {
            if character == "_" || character == "-" {
                if !current.isEmpty { found.append(current) }
                current = ""
            } else if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                found.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { found.append(current) }
        return found.map { $0.lowercased() }
    }
}
