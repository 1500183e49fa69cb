/// The data a template renders: what `{{name}}` looks up and `{{#name}}` iterates.
/// Build it with literals: `["title": "Rules", "items": [["id": "NB001"]], "draft": false]`.
public enum TemplateValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    /// Text as UTF-8 bytes, such as a page body the generator wrote itself: printed
    /// like `.string`, without first being checked and copied into a `String`.
    case utf8([UInt8])
    /// Text already escaped for HTML, as UTF-8: `{{name}}` prints it as it is, since
    /// escaping it again would show the entities. For values a site repeats on every page
    /// (sidebar titles and links), so they are escaped once rather than once per page.
    case html([UInt8])
    case list([TemplateValue])
    case dictionary(TemplateDictionary)

    /// Whether `{{#name}}` renders its content: `null`, `false`, `""` and `[]` do not.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let text): !text.isEmpty
        case .utf8(let bytes), .html(let bytes): !bytes.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .number, .dictionary: true
        }
    }

    /// The text `{{name}}` prints before escaping; lists and dictionaries print nothing.
    var interpolated: String? {
        switch self {
        case .null, .list, .dictionary: nil
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .string(let text): text
        case .utf8(let bytes), .html(let bytes): String(decoding: bytes, as: UTF8.self)
        case .number(let value):
            // The spec wants 85.0 printed as "85" and 1.21 as "1.21".
            // Int64(exactly:) and rounded() would need libm; a truncating round trip does not.
            if value.magnitude < 1e15, Double(Int64(value)) == value {
                String(Int64(value))
            } else {
                String(value)
            }
        }
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var dictionary = TemplateDictionary()
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
}
