import NavBase
import NavRules

// Every spec in these tests is checked against the catalog navdocs ships.
extension NavbarSpec {
    static func parse(_ text: String, path: String, firstLine: Int = 1) throws(DiagnosticList) -> [NavigationBar] {
        try parse(text, path: path, firstLine: firstLine, catalog: .standard)
    }

    static func parse(bytes: [UInt8], path: String, firstLine: Int = 1) throws(DiagnosticList) -> [NavigationBar] {
        try parse(bytes: bytes, path: path, firstLine: firstLine, catalog: .standard)
    }
}
