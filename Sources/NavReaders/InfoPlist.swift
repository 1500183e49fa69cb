import NavXML

/// An app's display name from its `Info.plist` (XML form): `CFBundleDisplayName`,
/// else `CFBundleName`. Build-setting references such as `$(PRODUCT_NAME)` are not names.
public enum InfoPlist {
    public static let fileName = "Info.plist"

    /// The name in the first of `paths` that gives one, shallowest first: the app's own
    /// plist sits above those of its extensions and tests.
    public static func appName(in paths: [String], from files: any FileSystem) -> String? {
        let ordered = paths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for path in ordered {
            guard case .success(let bytes) = files.contents(of: path, limit: 1024 * 1024),
                  let name = appName(fromPlist: bytes) else { continue }
            return name
        }
        return nil
    }

    /// The display name an XML property list gives, if any.
    public static func appName(fromPlist bytes: [UInt8]) -> String? {
        guard let root = try? XMLElement.parseDocument(bytes), root.name == "plist",
              let dict = root.child("dict") else { return nil }
        var values: [String: String] = [:]
        var key: String?
        for element in dict.children {
            if element.name == "key" { key = element.text; continue }
            if let current = key, element.name == "string" { values[current] = element.text }
            key = nil
        }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let value = values[key]?.trimmingCharacters(), !value.isEmpty, !value.contains("$(") { return value }
        }
        return nil
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
