import NavThreads

/// navlint's answers kept between builds, by a digest of the example they answer (its code and app name): a rebuild
/// asks navlint only about Swift it has not seen, and none at all when every block it redoes
/// is one it has. An incremental build keeps them in the cache folder (`fileName`); the
/// preview server keeps them in memory. Answers from another navlint (another path, size or
/// modification time) are dropped, since its readers may read the code differently.
final class SwiftExampleMemory: @unchecked Sendable {
    static let fileName = "swift-examples"
    private static let header = Array("navdocs-swift-examples 1\n".utf8)

    private let lock = Lock()
    private var identity = ""
    private var answers: [Fingerprint: SwiftExampleAnswer] = [:]
    /// Whether answers were added since the memory was read or last encoded.
    private(set) var changed = false

    /// `reader`, answering what the memory holds and asking it, once, for the rest.
    func remembering(_ reader: any SwiftExampleReader) -> any SwiftExampleReader {
        lock.withLock {
            if identity != reader.identity { (identity, answers) = (reader.identity, [:]) }
        }
        return RememberingReader(inner: reader, memory: self)
    }

    fileprivate func recall(_ examples: [SwiftExample]) -> [SwiftExampleAnswer?] {
        lock.withLock { examples.map { answers[Self.key($0)] } }
    }

    fileprivate func keep(_ examples: [SwiftExample], _ found: [SwiftExampleAnswer]) {
        lock.withLock {
            for (example, answer) in zip(examples, found) { answers[Self.key(example)] = answer }
            changed = changed || !examples.isEmpty
        }
    }

    /// The code's digest, or, with an app name, the digest of the name's length, the name and the code.
    private static func key(_ example: SwiftExample) -> Fingerprint {
        guard let app = example.app else { return FingerprintHasher.of(Array(example.code.utf8)) }
        return FingerprintHasher.of(Array("app \(app.utf8.count)\n\(app)\n".utf8) + Array(example.code.utf8))
    }

    // MARK: The file

    /// The memory as bytes, in digest order so the same answers give the same file.
    func encoded() -> [UInt8] {
        lock.withLock {
            changed = false
            var out = CacheWriter(bytes: Self.header)
            out.string(identity)
            out.int(answers.count)
            for key in answers.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
                let answer = answers[key]!
                out.fingerprint(key)
                out.list(answer.findings) { out, f in
                    out.string(f.rule); out.int(f.line); out.int(f.column); out.string(f.severity); out.string(f.message)
                }
                out.list(answer.bars) { out, b in
                    out.int(b.line); out.string(b.screen); out.list(b.unknown) { $0.string($1) }
                    out.string(b.description); out.string(b.drawing); out.int(b.columns)
                }
                out.list(answer.problems) { $0.string($1) }
                out.optional(answer.highlight) { out, spans in
                    out.list(spans) { out, s in out.int(s.offset); out.int(s.length); out.string(s.kind) }
                }
            }
            return out.bytes
        }
    }

    /// Reads what `encoded` wrote; bytes that do not read back whole leave the memory as it was.
    func read(_ bytes: [UInt8]) {
        guard bytes.starts(with: Self.header) else { return }
        let read = bytes.withUnsafeBufferPointer { buffer -> (String, [Fingerprint: SwiftExampleAnswer])? in
            var input = CacheReader(bytes: buffer, offset: Self.header.count)
            guard let identity = input.string(), let count = input.int(), count >= 0, count <= bytes.count else { return nil }
            var answers: [Fingerprint: SwiftExampleAnswer] = [:]
            for _ in 0..<count {
                guard let key = input.fingerprint(), let answer = Self.answer(&input) else { return nil }
                answers[key] = answer
            }
            return input.atEnd ? (identity, answers) : nil
        }
        guard let (identity, answers) = read else { return }
        lock.withLock { (self.identity, self.answers, changed) = (identity, answers, false) }
    }

    private static func answer(_ input: inout CacheReader) -> SwiftExampleAnswer? {
        func list<T>(_ item: (inout CacheReader) -> T?) -> [T]? {
            guard let count = input.int(), count >= 0, count <= input.bytes.count else { return nil }
            var items: [T] = []
            for _ in 0..<count { guard let next = item(&input) else { return nil }; items.append(next) }
            return items
        }
        guard let findings = list({ i -> SwiftExampleAnswer.Finding? in
                  guard let rule = i.string(), let line = i.int(), let column = i.int(), let severity = i.string(),
                        let message = i.string() else { return nil }
                  return .init(rule: rule, line: line, column: column, severity: severity, message: message)
              }),
              let bars = list({ i -> SwiftExampleAnswer.Bar? in
                  guard let line = i.int(), let screen = i.string() else { return nil }
                  guard let count = i.int(), count >= 0, count <= i.bytes.count else { return nil }
                  var unknown: [String] = []
                  for _ in 0..<count { guard let key = i.string() else { return nil }; unknown.append(key) }
                  guard let description = i.string(), let drawing = i.string(), let columns = i.int() else { return nil }
                  return .init(line: line, screen: screen, unknown: unknown, description: description, drawing: drawing, columns: columns)
              }),
              let problems = list({ $0.string() }),
              let hasHighlight = input.bool() else { return nil }
        var answer = SwiftExampleAnswer(findings: findings, bars: bars, problems: problems)
        if hasHighlight {
            guard let spans = list({ i -> SwiftExampleAnswer.Span? in
                guard let offset = i.int(), let length = i.int(), let kind = i.string() else { return nil }
                return .init(offset: offset, length: length, kind: kind)
            }) else { return nil }
            answer.highlight = spans
        }
        return answer
    }
}

/// A reader that answers from `memory` where it can and asks `inner` for the rest, in one run.
private struct RememberingReader: SwiftExampleReader {
    let inner: any SwiftExampleReader
    let memory: SwiftExampleMemory
    var name: String { inner.name }
    var identity: String { inner.identity }

    func read(_ blocks: [SwiftExample]) -> Result<[SwiftExampleAnswer], SwiftExampleReaderFailure> {
        let recalled = memory.recall(blocks)
        let missing = blocks.indices.filter { recalled[$0] == nil }.map { blocks[$0] }
        var asked: [SwiftExample: SwiftExampleAnswer] = [:]
        if !missing.isEmpty {
            switch inner.read(missing) {
            case .success(let answers):
                memory.keep(missing, answers)
                asked = Dictionary(zip(missing, answers), uniquingKeysWith: { first, _ in first })
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(blocks.indices.map { recalled[$0] ?? asked[blocks[$0]]! })
    }
}
