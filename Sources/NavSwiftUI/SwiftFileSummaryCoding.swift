import FoundationEssentials
import NavBase
import NavReaders

/// The read cache's form of a `SwiftFile`: fields in declaration order, numbers as LEB128,
/// strings and collections with their count first, dictionaries and sets sorted by key so one
/// file always gives the same bytes. The path is left out: the reader knows it, and two files
/// with the same bytes share one summary.
///
/// A fast path beside the types' `Codable` form, which takes many times longer to decode and
/// is most of what a warm run would do; `SwiftFileSummaryCodingTests` holds the two to the
/// same values.
enum SwiftFileSummaryCoding {
    static func encode(_ file: SwiftFile) -> [UInt8] {
        var writer = SummaryWriter()
        writer.file(file)
        return writer.bytes
    }

    /// The file `bytes` describe, at `path`; `nil` when they are not what `encode` writes.
    static func decode(_ bytes: [UInt8], path: String) -> SwiftFile? {
        var reader = SummaryReader(bytes: bytes)
        guard let file = try? reader.file(path: path), reader.isAtEnd else { return nil }
        return file
    }
}

private struct SummaryWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        // Zigzag, so that a negative number (none is expected) costs no more than its magnitude.
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout Self, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout Self, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    mutating func dictionary<T>(_ values: [String: T], _ write: (inout Self, T) -> Void) {
        int(values.count)
        for key in values.keys.sorted() {
            string(key)
            write(&self, values[key]!)
        }
    }

    mutating func location(_ value: SourceLocation) {
        int(value.line)
        int(value.column)
    }

    mutating func file(_ file: SwiftFile) {
        array(file.views) { $0.view($1) }
        dictionary(file.toolbarContents) { $0.array($1) { $0.toolbarNode($1) } }
        dictionary(file.constants) { $0.value($1) }
        dictionary(file.viewLabels) { $0.value($1) }
        // `InlineSuppressions` keeps the regions a comment leaves open to itself and offers its
        // `Codable` form; few files have a `navlint:` comment at all.
        if file.suppressions.isEmpty {
            bool(false)
        } else {
            bool(true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = (try? encoder.encode(file.suppressions)).map { [UInt8]($0) } ?? []
            int(json.count)
            bytes += json
        }
        array(file.imports.sorted()) { $0.string($1) }
        array(file.backIndicators) { writer, setting in
            writer.string(setting.part.rawValue)
            writer.bool(setting.image)
            writer.bool(setting.mask)
            writer.bool(setting.everyBar)
            writer.location(setting.location)
        }
    }

    mutating func view(_ view: ViewSource) {
        string(view.typeName)
        string(view.screenName)
        location(view.location)
        array(view.modifiers) { $0.modifier($1) }
        optional(view.container) { $0.container($1) }
        array(view.shows) { writer, shown in
            writer.string(shown.typeName)
            writer.optional(shown.arrival) { $0.arrival($1) }
            writer.location(shown.location)
        }
        optional(view.inlineArrival) { $0.arrival($1) }
        dictionary(view.switches) { writer, flag in
            writer.bool(flag.initial)
            writer.array(flag.tapChanges) { $0.optional($1) { $0.bool($1) } }
            writer.bool(flag.changesOtherwise)
        }
    }

    mutating func container(_ container: Container) {
        string(container.kind.rawValue)
        location(container.location)
    }

    mutating func arrival(_ arrival: Arrival) {
        switch arrival {
        case .root(let container):
            int(0)
            self.container(container)
        case .pushed:
            int(1)
        case .presented(let wrapped, let location):
            int(2)
            optional(wrapped) { $0.container($1) }
            self.location(location)
        }
    }

    mutating func modifier(_ modifier: NavigationModifier) {
        string(modifier.name)
        location(modifier.location)
        array(modifier.arguments) { writer, argument in
            writer.optional(argument.label) { $0.string($1) }
            writer.value(argument.value)
        }
        array(modifier.toolbar) { $0.toolbarNode($1) }
        optional(modifier.condition) { $0.string($1) }
    }

    mutating func value(_ value: SwiftValue) {
        switch value {
        case .string(let text, let lookup):
            int(0)
            string(text)
            switch lookup {
            case .none: int(0)
            case .keyOrLiteral: int(1)
            case .keyOnly: int(2)
            case .keyOrDefault(let fallback):
                int(3)
                string(fallback)
            }
        case .bool(let flag):
            int(1)
            bool(flag)
        case .member(let name):
            int(2)
            string(name)
        case .reference(let path):
            int(3)
            string(path)
        case .ternary(let condition, let yes, let no):
            int(4)
            string(condition)
            self.value(yes)
            self.value(no)
        case .other(let text):
            int(5)
            string(text)
        }
    }

    mutating func toolbarNode(_ node: ToolbarNode) {
        switch node {
        case .item(let placement, let controls, let location):
            int(0)
            optional(placement) { $0.string($1) }
            array(controls) { $0.control($1) }
            self.location(location)
        case .control(let control):
            int(1)
            self.control(control)
        case .conditional(let condition, let then, let otherwise):
            int(2)
            string(condition)
            array(then) { $0.toolbarNode($1) }
            optional(otherwise) { $0.array($1) { $0.toolbarNode($1) } }
        case .choice(let cases):
            int(3)
            array(cases) { writer, choice in
                writer.string(choice.condition)
                writer.array(choice.nodes) { $0.toolbarNode($1) }
            }
        case .reference(let name, let location):
            int(4)
            string(name)
            self.location(location)
        case .ignored:
            int(5)
        }
    }

    mutating func control(_ control: Control) {
        value(control.label)
        optional(control.customGlyph) { $0.string($1) }
        // `Double`'s description reads back as the same value.
        optional(control.glyphFrame) { writer, frame in writer.string("\(frame.width)"); writer.string("\(frame.height)") }
        optional(control.segments) { $0.array($1) { $0.value($1) } }
        optional(control.condition) { $0.string($1) }
        location(control.location)
        bool(control.isSpace)
        bool(control.isOpaque)
        bool(control.isStatic)
    }
}

/// Reads what `SummaryWriter` writes, in the same order; anything else throws.
private struct SummaryReader {
    struct Malformed: Error {}

    let bytes: [UInt8]
    var offset = 0
    /// How deep values and toolbars nest, so that no input can exhaust the stack.
    var depth = 0

    var isAtEnd: Bool { offset == bytes.count }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func int() throws(Malformed) -> Int {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    /// A count of things that each take at least one byte.
    mutating func count() throws(Malformed) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
        return count
    }

    mutating func bool() throws(Malformed) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    mutating func string() throws(Malformed) -> String {
        let count = try count()
        defer { offset += count }
        return bytes.withUnsafeBufferPointer { String(decoding: $0[offset..<(offset + count)], as: UTF8.self) }
    }

    mutating func optional<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func dictionary<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> [String: T] {
        let count = try count()
        var values: [String: T] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try read(&self)
        }
        return values
    }

    mutating func nested<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> T {
        guard depth < NestingGuard.maximumDepth else { throw Malformed() }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    mutating func location() throws(Malformed) -> SourceLocation {
        SourceLocation(line: try int(), column: try int())
    }

    mutating func file(path: String) throws(Malformed) -> SwiftFile {
        var file = SwiftFile(path: path, views: try array { r throws(Malformed) in try r.view() },
                             toolbarContents: try dictionary { r throws(Malformed) in try r.array { r throws(Malformed) in try r.toolbarNode() } })
        file.constants = try dictionary { r throws(Malformed) in try r.value() }
        file.viewLabels = try dictionary { r throws(Malformed) in try r.value() }
        if try bool() {
            let count = try count()
            let json = Data(bytes[offset..<(offset + count)])
            offset += count
            guard let suppressions = try? JSONDecoder().decode(InlineSuppressions.self, from: json) else { throw Malformed() }
            file.suppressions = suppressions
        }
        file.imports = Set(try array { r throws(Malformed) in try r.string() })
        file.backIndicators = try array { r throws(Malformed) in
            guard let part = BackIndicatorSetting.Part(rawValue: try r.string()) else { throw Malformed() }
            return BackIndicatorSetting(part: part, image: try r.bool(), mask: try r.bool(), everyBar: try r.bool(), location: try r.location())
        }
        return file
    }

    mutating func view() throws(Malformed) -> ViewSource {
        var view = ViewSource(typeName: try string(), screenName: try string(), location: try location())
        view.modifiers = try array { r throws(Malformed) in try r.modifier() }
        view.container = try optional { r throws(Malformed) in try r.container() }
        view.shows = try array { r throws(Malformed) in
            Shown(typeName: try r.string(), arrival: try r.optional { r throws(Malformed) in try r.arrival() }, location: try r.location())
        }
        view.inlineArrival = try optional { r throws(Malformed) in try r.arrival() }
        view.switches = try dictionary { r throws(Malformed) in
            StateSwitch(initial: try r.bool(), tapChanges: try r.array { r throws(Malformed) in try r.optional { r throws(Malformed) in try r.bool() } },
                        changesOtherwise: try r.bool())
        }
        return view
    }

    mutating func container() throws(Malformed) -> Container {
        guard let kind = Container.Kind(rawValue: try string()) else { throw Malformed() }
        return Container(kind: kind, location: try location())
    }

    mutating func arrival() throws(Malformed) -> Arrival {
        switch try int() {
        case 0: return .root(try container())
        case 1: return .pushed
        case 2: return .presented(wrapped: try optional { r throws(Malformed) in try r.container() }, location: try location())
        default: throw Malformed()
        }
    }

    mutating func modifier() throws(Malformed) -> NavigationModifier {
        NavigationModifier(name: try string(), location: try location(),
                           arguments: try array { r throws(Malformed) in
                               Argument(label: try r.optional { r throws(Malformed) in try r.string() }, value: try r.value())
                           },
                           toolbar: try array { r throws(Malformed) in try r.toolbarNode() },
                           condition: try optional { r throws(Malformed) in try r.string() })
    }

    mutating func value() throws(Malformed) -> SwiftValue {
        try nested { r throws(Malformed) in
            switch try r.int() {
            case 0:
                let text = try r.string()
                switch try r.int() {
                case 0: return .string(text, lookup: .none)
                case 1: return .string(text, lookup: .keyOrLiteral)
                case 2: return .string(text, lookup: .keyOnly)
                case 3: return .string(text, lookup: .keyOrDefault(try r.string()))
                default: throw Malformed()
                }
            case 1: return .bool(try r.bool())
            case 2: return .member(try r.string())
            case 3: return .reference(try r.string())
            case 4: return .ternary(condition: try r.string(), try r.value(), try r.value())
            case 5: return .other(try r.string())
            default: throw Malformed()
            }
        }
    }

    mutating func toolbarNode() throws(Malformed) -> ToolbarNode {
        try nested { r throws(Malformed) in
            switch try r.int() {
            case 0:
                return .item(placement: try r.optional { r throws(Malformed) in try r.string() },
                             controls: try r.array { r throws(Malformed) in try r.control() }, location: try r.location())
            case 1: return .control(try r.control())
            case 2:
                return .conditional(condition: try r.string(), then: try r.array { r throws(Malformed) in try r.toolbarNode() },
                                    otherwise: try r.optional { r throws(Malformed) in try r.array { r throws(Malformed) in try r.toolbarNode() } })
            case 3:
                return .choice(cases: try r.array { r throws(Malformed) in
                    SwitchCase(condition: try r.string(), nodes: try r.array { r throws(Malformed) in try r.toolbarNode() })
                })
            case 4: return .reference(try r.string(), location: try r.location())
            case 5: return .ignored
            default: throw Malformed()
            }
        }
    }

    mutating func control() throws(Malformed) -> Control {
        Control(label: try value(), customGlyph: try optional { r throws(Malformed) in try r.string() },
                glyphFrame: try optional { r throws(Malformed) in
                    guard let width = Double(try r.string()), let height = Double(try r.string()) else { throw Malformed() }
                    return GlyphFrame(width: width, height: height)
                },
                segments: try optional { r throws(Malformed) in try r.array { r throws(Malformed) in try r.value() } },
                condition: try optional { r throws(Malformed) in try r.string() }, location: try location(),
                isSpace: try bool(), isOpaque: try bool(), isStatic: try bool())
    }
}
