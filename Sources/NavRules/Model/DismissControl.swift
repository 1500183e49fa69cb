/// The control that closes a modal sheet: how NB003 and the readers tell it from the
/// sheet's other controls, by what people see or what the code names it.
public enum DismissControl {
    /// Labels of a sheet's way out, compared without case.
    public static let words: Set<String> = ["cancel", "close", "done", "dismiss", "stop"]
    /// SF Symbols drawn as a close button.
    public static let symbols: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill"]

    /// Whether a control labelled `label` closes the sheet: one of the words, one of the
    /// symbols, or a name made of such a word and "button" (`CloseButton`, `cancelButton`).
    public static func isDismiss(_ label: String) -> Bool {
        let text = label.trimmingBlanks().lowercased()
        if words.contains(text) || symbols.contains(text) { return true }
        return text.hasSuffix("button") && words.contains(String(text.dropLast("button".count)))
    }
}
