import Foundation

/// The project's shared material (the Mustache spec suites, the bench's corpus generator):
/// `$NAVDOCS_SHARED`, which the Makefile finds for a clone made anywhere, or `../shared`
/// beside the repository.
public enum SharedMaterial {
    public static let folder: URL = {
        if let named = ProcessInfo.processInfo.environment["NAVDOCS_SHARED"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared")
    }()

    /// The repository's own folder, for fixtures under `Tests/`.
    public static let repository: URL = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()
}
