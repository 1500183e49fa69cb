/// The note for a file or document that holds no iOS navigation bar.
public enum NoIOSBars {
    /// `subject` says what the file is: "a macOS document", "a file of the watchOS target \"Watch\"".
    public static func message(_ subject: String) -> String {
        "\(subject) has no iOS navigation bars; nothing to check"
    }
}
