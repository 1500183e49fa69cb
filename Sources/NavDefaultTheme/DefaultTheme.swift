/// The default theme, compiled into the binary from the repository's `themes/default` by the
/// EmbedThemePlugin build step, so `navdocs build` needs no theme folder beside it.
public enum DefaultTheme {
    /// Every file of the theme as UTF-8 text, by its path in the theme (`templates/page.mustache`).
    public static var files: [String: String] { embeddedThemeFiles }
}
