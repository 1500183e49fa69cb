import NavBase
import NavXML

/// An app's display name from its `Info.plist` (XML form): `CFBundleDisplayName`,
/// else `CFBundleName`. Build-setting references such as `$(PRODUCT_NAME)` and
/// `${PRODUCT_NAME}` are not names.
/// A file takes the name of the plist in its folder or the nearest folder above it.
public enum InfoPlist {
    /// Every property list is read as one, whatever its name (`MyApp-Info.plist`, `Info-Debug.plist`).
    public static let fileExtension = ".plist"

    /// The app names of the given plists that give one, by the folder each is in.
    public static func appNames(in paths: [String], from files: any FileSystem) -> [String: String] {
        var names: [String: String] = [:]
        for path in paths {
            guard case .success(let bytes) = files.contents(of: path, limit: 1024 * 1024),
                  let name = appName(fromPlist: bytes) else { continue }
            names[String(Paths.folder(of: path))] = name
        }
        return names
    }

    /// The name for a file: from the plist in its own folder or the nearest folder above it.
    /// A plist beside the file's folder (another app's, an extension's) is never taken.
    public static func appName(for path: String, in names: [String: String]) -> String? {
        var folder = String(Paths.folder(of: path))
        while true {
            if let name = names[folder] { return name }
            if folder.isEmpty { return nil }
            folder = String(Paths.folder(of: folder))
        }
    }

    /// The display name an XML property list gives, if any.
    public static func appName(fromPlist bytes: [UInt8]) -> String? {
        guard let values = strings(fromPlist: bytes) else { return nil }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let value = values[key]?.trimmingCharacters(), !value.isEmpty, !value.contains("$") { return value }
        }
        return nil
    }

    /// The top-level string values of an XML property list, as written: `$(PRODUCT_NAME)` stays.
    static func strings(fromPlist bytes: [UInt8]) -> [String: String]? {
        guard let root = try? XMLElement.parseDocument(bytes), root.name == "plist",
              let dict = root.child("dict") else { return nil }
        var values: [String: String] = [:]
        var key: String?
        for element in dict.children {
            if element.name == "key" { key = element.text; continue }
            if let current = key, element.name == "string" { values[current] = element.text }
            key = nil
        }
        return values
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        guard let first = firstIndex(where: { !blanks.contains($0) }),
              let last = lastIndex(where: { !blanks.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
