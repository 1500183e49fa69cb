internal import CXML2

/// One HTML start tag as libxml2's HTML parser reads it: the element's name and its
/// attributes, names lowercased, values with character references decoded
/// (`jav&#x61;script:` is `javascript:`), in the order written.
public struct HTMLTag: Sendable, Equatable {
    public var name: String
    /// Each attribute with its value; nil for one written without a value (`<details open>`).
    public var attributes: [(name: String, value: String?)]

    public static func == (a: HTMLTag, b: HTMLTag) -> Bool {
        a.name == b.name && a.attributes.map(\.name) == b.attributes.map(\.name)
            && a.attributes.map(\.value) == b.attributes.map(\.value)
    }

    /// Reads `text`, one start tag (`<img src=x alt="a &amp; b">`), with libxml2. Nil when
    /// libxml2 finds no element named `name` in it.
    public static func parse(_ text: String, name: String) -> HTMLTag? {
        let reader = TagReader(name: name)
        var handler = htmlSAXHandler()
        handler.startElement = { context, name, attributes in
            Unmanaged<TagReader>.fromOpaque(context!).takeUnretainedValue().start(name, attributes)
        }
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let context = htmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, nil,
                                                             XML_CHAR_ENCODING_UTF8) else { return }
                defer { htmlFreeParserCtxt(context) }
                let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                                    | HTML_PARSE_NOIMPLIED.rawValue | HTML_PARSE_RECOVER.rawValue)
                _ = htmlCtxtUseOptions(context, options)
                _ = htmlParseChunk(context, chars, Int32(buffer.count), 1)
            }
        }
        return reader.tag
    }
}

private final class TagReader {
    let name: String
    var tag: HTMLTag?
    init(name: String) { self.name = name }

    func start(_ element: UnsafePointer<xmlChar>?, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        // libxml2 may open an implied element first (a `<td>` alone is given a table); the tag is the one named.
        guard tag == nil, let element, String(cString: element) == name else { return }
        var found = HTMLTag(name: name, attributes: [])
        if var pair = attributes {
            while let key = pair[0] {
                found.attributes.append((String(cString: key), pair[1].map { String(cString: $0) }))
                pair += 2
            }
        }
        tag = found
    }
}
