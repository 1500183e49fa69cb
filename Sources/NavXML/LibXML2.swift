internal import CXML2
import NavBase

// libxml2 is used here and nowhere else: documents come out as Swift values
// with positions, and no libxml2 pointer leaves this file.

extension XMLElement {
    /// Parses a whole document with libxml2's SAX2 parser into its root element.
    ///
    /// The network is never used, no DTD is loaded, and a document that declares
    /// entities is refused rather than expanded, so an "XML bomb" costs nothing.
    /// Character data made only of white space (indentation) is dropped.
    public static func parseDocument(_ bytes: [UInt8], limits: XMLLimits = XMLLimits(),
                                     pruning: XMLPruning = .none) throws(XMLError) -> XMLElement {
        if bytes.count > limits.maximumBytes {
            throw XMLError(position: SourceLocation(line: 1, column: 1),
                           message: "file is \(megabytes(bytes.count)); the limit is \(megabytes(limits.maximumBytes))")
        }
        if bytes.isEmpty {
            throw XMLError(position: SourceLocation(line: 1, column: 1), message: "file is empty; expected an XML document")
        }
        let builder = TreeBuilder(bytes: bytes, limits: limits, pruning: pruning)
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, _, _, count, _, attributes in
            TreeBuilder.from(context).start(localName, prefix: prefix, count: Int(count), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in TreeBuilder.from(context).end() }
        handler.characters = { context, characters, length in
            TreeBuilder.from(context).characters(characters, Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.entityDecl = { context, name, _, _, _, _ in
            TreeBuilder.from(context).refuse("entity declaration \(name.map { String(cString: $0) } ?? "") is not allowed; "
                                             + "the document must not declare entities")
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            TreeBuilder.from(context).record(error.pointee)
        }

        let unmanaged = Unmanaged.passRetained(builder)
        defer { unmanaged.release() }
        let done: Void? = bytes.withUnsafeBufferPointer { buffer -> Void? in
            guard let context = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, nil) else { return nil }
            defer { xmlFreeParserCtxt(context) }
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                                | XML_PARSE_NOCDATA.rawValue)
            xmlCtxtUseOptions(context, options)
            builder.context = context
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                _ = xmlParseChunk(context, chars, Int32(buffer.count), 1)
            }
            builder.context = nil
            if builder.failure == nil, context.pointee.wellFormed == 0 {
                builder.failure = XMLError(position: builder.position(ofOffset: bytes.count),
                                           message: "the document is not well-formed XML")
            }
            return ()
        }
        if done == nil {
            throw XMLError(position: SourceLocation(line: 1, column: 1), message: "libxml2 could not start a parser")
        }
        if var failure = builder.failure {
            // libxml2 words a cut-off file as "extra content" or "premature end"; say what happened.
            if let open = builder.stack.last,
               failure.message.hasPrefix("Extra content at the end") || failure.message.hasPrefix("Premature end") {
                failure.message = "the file ends inside <\(open.name)> (opened at line \(open.position.line)); it may be truncated"
            } else if builder.stack.isEmpty, builder.root == nil, failure.message == "Document is empty" {
                failure.message = "not an XML document; expected it to start with \"<\""
            }
            throw failure
        }
        guard let root = builder.root else {
            throw XMLError(position: builder.position(ofOffset: bytes.count), message: "the document has no root element")
        }
        return root
    }

    private static func megabytes(_ count: Int) -> String {
        count >= 1024 * 1024 ? "\(count / (1024 * 1024)) MB" : "\(count) bytes"
    }
}

/// Receives libxml2's SAX callbacks and builds the element tree.
private final class TreeBuilder {
    let bytes: [UInt8]
    let limits: XMLLimits
    let pruning: XMLPruning
    var context: xmlParserCtxtPtr?
    var stack: [XMLElement] = []
    /// Whether each open element is one `pruning` ignores.
    private var ignored: [Bool] = []
    /// libxml2 interns every name in its dictionary, so one pointer is one name: each is
    /// turned into a String once per document instead of once per use.
    private var names: [UnsafeRawPointer: (name: String, ignored: Bool)] = [:]
    var root: XMLElement?
    var failure: XMLError?
    // Offsets only grow, so lines are counted once, from where the last position was found.
    private var countedTo = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], limits: XMLLimits, pruning: XMLPruning) {
        self.bytes = bytes
        self.limits = limits
        self.pruning = pruning
    }

    private func name(_ local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> (name: String, ignored: Bool) {
        guard let local else { return ("", false) }
        if prefix == nil, let known = names[UnsafeRawPointer(local)] { return known }
        var name = String(cString: local)
        if let prefix { name = String(cString: prefix) + ":" + name }
        let entry = (name, pruning.ignoredElements.contains(name))
        if prefix == nil { names[UnsafeRawPointer(local)] = entry }
        return entry
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> TreeBuilder {
        Unmanaged<TreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    func start(_ localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, count: Int,
               attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard failure == nil, let context else { return }
        // The parser has read the start tag when it calls back; its `<` is the last one
        // before the cursor, since `<` cannot appear inside an attribute value.
        var offset = min(Int(xmlByteConsumed(context)), bytes.count)
        while offset > 0, bytes[offset - 1] != UInt8(ascii: "<") { offset -= 1 }
        let start = position(ofOffset: max(offset - 1, 0))
        if stack.count >= limits.maximumDepth {
            failure = XMLError(position: start, message: "elements are nested more than \(limits.maximumDepth) levels deep")
            xmlStopParser(context)
            return
        }
        let (name, isIgnored) = self.name(localName, prefix: prefix)
        var list: [XMLAttribute] = []
        if let attributes, !isIgnored {
            list.reserveCapacity(count)
            // Five pointers per attribute: local name, prefix, URI, value start, value end.
            for index in 0..<count {
                let base = attributes + index * 5
                guard let valueStart = base[3], let valueEnd = base[4] else { continue }
                let value = Self.decodingCharacterReferences(
                    UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart))
                list.append(XMLAttribute(name: self.name(base[0], prefix: base[1]).name, value: value))
            }
        }
        stack.append(XMLElement(name: name, attributes: list, position: start))
        ignored.append(isIgnored)
    }

    /// Without entity substitution libxml2 hands attribute values over with `&amp;` and
    /// the like as character references (`&#38;`); this turns those back into characters.
    static func decodingCharacterReferences(_ raw: UnsafeBufferPointer<xmlChar>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            if raw[index] == UInt8(ascii: "&"), index + 2 < raw.count, raw[index + 1] == UInt8(ascii: "#"),
               let semicolon = raw[(index + 2)...].firstIndex(of: UInt8(ascii: ";")) {
                let hex = raw[index + 2] == UInt8(ascii: "x")
                let digits = String(decoding: raw[(index + (hex ? 3 : 2))..<semicolon], as: UTF8.self)
                if let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) {
                    out += Array(String(Character(scalar)).utf8)
                    index = semicolon + 1
                    continue
                }
            }
            out.append(raw[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    func end() {
        guard failure == nil, let element = stack.popLast(), let isIgnored = ignored.popLast() else { return }
        if stack.isEmpty { root = element; return }
        if isIgnored && element.children.isEmpty { return }
        stack[stack.count - 1].children.append(element)
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        guard failure == nil, let characters, !stack.isEmpty, ignored.last != true else { return }
        let buffer = UnsafeBufferPointer(start: characters, count: length)
        if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) { return }
        stack[stack.count - 1].text += String(decoding: buffer, as: UTF8.self)
    }

    func refuse(_ message: String) {
        guard failure == nil else { return }
        let offset = context.map { min(Int(xmlByteConsumed($0)), bytes.count) } ?? 0
        failure = XMLError(position: position(ofOffset: offset), message: message)
        if let context { xmlStopParser(context) }
    }

    func record(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "malformed XML"
        while message.last == "\n" || message.last == " " || message.last == "." { message.removeLast() }
        let position = error.line > 0
            ? SourceLocation(line: Int(error.line), column: max(Int(error.int2), 1))
            : self.position(ofOffset: bytes.count)
        failure = XMLError(position: position, message: message)
    }

    /// Line and column (in Unicode scalars) of a byte offset at or after the last one asked for.
    func position(ofOffset offset: Int) -> SourceLocation {
        let offset = min(offset, bytes.count)
        if offset < countedTo { countedTo = 0; line = 1; lineStart = 0 }
        while countedTo < offset {
            if bytes[countedTo] == 0x0A { line += 1; lineStart = countedTo + 1 }
            countedTo += 1
        }
        return SourceLocation(line: line, column: TextColumn.of(offset: offset, lineStart: lineStart, in: bytes))
    }
}
