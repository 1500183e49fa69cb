"""An app-shaped tree of Swift source for navlint's bench: a few hundred views with navigation,
made from the real SwiftUI fixtures and renamed variants of them, among many more files of the
kind every app has and that never mention navigation (models, services, row views, helpers),
with file sizes drawn as a real app's are, from 2 to 20 KB.

    app_tree(out, files=2000, navigation_views_count=200, seed=1) -> list of the Swift files written

The same seed writes the same bytes.
"""
import math, os, random, re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "SwiftUI")


def fixture_sources():
    """(relative folder, file name, text) of every real SwiftUI fixture, with the string tables beside them."""
    found = []
    for folder, _, names in sorted(os.walk(FIXTURES)):
        for name in sorted(names):
            if name.endswith((".swift", ".xcstrings", ".strings")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    found.append((os.path.relpath(folder, FIXTURES), name, f.read()))
    return found


def declared_types(texts):
    names = set()
    for text in texts:
        names.update(re.findall(r"\b(?:struct|class|enum|actor|protocol)\s+([A-Z]\w*)", text))
    return names


def navigation_views(out, count):
    """`count` Swift files: the fixtures as they are, then variants whose declared types carry a
    suffix, so each variant is a distinct set of screens, as an app's screens are."""
    sources = fixture_sources()
    swift = [s for s in sources if s[1].endswith(".swift")]
    names = declared_types(t for _, _, t in swift)
    pattern = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    written, variant = [], 0
    while len(written) < count:
        suffix = "" if variant == 0 else f"V{variant}"
        folder = os.path.join(out, "Features", f"Variant {variant:02d}")
        for relative, name, text in sources:
            if name.endswith(".swift") and len(written) >= count:
                continue
            if suffix:
                text = pattern.sub(lambda m: m.group(1) + suffix, text)
            path = os.path.join(folder, relative, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            if name.endswith(".swift"):
                written.append(path)
        variant += 1
    return written


WORDS = ("account item record cache token session profile entry photo message draft folder "
         "payment order invoice contact event reminder setting device file stream batch").split()


def filler(rng, index, size):
    """Swift of about `size` bytes in the shapes an app is mostly made of; no navigation in it."""
    kind = rng.choice(["model", "service", "row", "helpers"])
    noun = rng.choice(WORDS).capitalize()
    name = f"{noun}{kind.capitalize()}{index}"
    parts = [f"// {name}.swift\n// Generated for navlint's bench.\n\nimport Foundation\n"]
    if kind == "row":
        parts.append("import SwiftUI\n")
    parts.append(f"\n/// {noun} {kind} number {index}.\n")
    members = 0

    def member(i):
        field = f"{rng.choice(WORDS)}{i}"
        choice = rng.randrange(4)
        if choice == 0:
            return (f"    func update{field.capitalize()}(_ value: Int, reason: String = \"{field}\") -> Int {{\n"
                    f"        var total = value\n"
                    f"        for step in 0..<{rng.randrange(2, 9)} where step % 2 == 0 {{\n"
                    f"            total += step * {rng.randrange(1, 99)}\n"
                    f"        }}\n"
                    f"        guard total > {rng.randrange(0, 50)} else {{ return reason.count }}\n"
                    f"        return total\n    }}\n\n")
        if choice == 1:
            return (f"    var {field}: [String: Int] {{\n"
                    f"        [\"{field}\": {rng.randrange(1000)}, \"count\": items.count, \"limit\": {rng.randrange(1, 64)}]\n"
                    f"    }}\n\n")
        if choice == 2:
            cases = [f"case{j}" for j in range(rng.randrange(2, 6))]
            body = "".join(f"        case .{c}: return \"{c} of {field}\"\n" for c in cases)
            return (f"    enum {field.capitalize()}Kind: String, CaseIterable {{\n"
                    + "".join(f"        case {c}\n" for c in cases)
                    + f"    }}\n\n    func describe(_ kind: {field.capitalize()}Kind) -> String {{\n"
                    f"        switch kind {{\n{body}        }}\n    }}\n\n")
        return (f"    func load{field.capitalize()}(completion: @escaping (Result<[Int], Error>) -> Void) {{\n"
                f"        let values = items.map {{ $0.count * {rng.randrange(2, 9)} }}.filter {{ $0 > {rng.randrange(9)} }}\n"
                f"        DispatchQueue.global().async {{ completion(.success(values)) }}\n    }}\n\n")

    if kind == "row":
        parts.append(f"struct {name}: View {{\n    let items: [String]\n\n    var body: some View {{\n"
                     f"        HStack(spacing: {rng.randrange(2, 16)}) {{\n"
                     f"            Text(items.first ?? \"{noun}\").font(.headline)\n"
                     f"            Spacer()\n            Text(\"\\(items.count)\").foregroundStyle(.secondary)\n"
                     f"        }}\n    }}\n\n")
    else:
        keyword = "final class" if kind == "service" else "struct"
        parts.append(f"{keyword} {name} {{\n    var items: [String] = []\n\n")
    while sum(map(len, parts)) < size - 4:
        parts.append(member(members))
        members += 1
    parts.append("}\n")
    return "".join(parts)


def app_tree(out, files=2000, navigation_views_count=200, seed=1):
    rng = random.Random(seed)
    written = navigation_views(out, navigation_views_count)
    for i in range(files - len(written)):
        # From 2 to 20 KB, most near 4 KB on a log scale: many small files, a few large ones.
        size = int(math.exp(rng.triangular(math.log(2000), math.log(20000), math.log(4000))))
        path = os.path.join(out, "Sources", f"Module{i % 12:02d}", f"File{i:04d}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(filler(rng, i, size))
        written.append(path)
    return sorted(written)
