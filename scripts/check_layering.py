#!/usr/bin/env python3
"""Fails when a target imports one that does not sit below it.

usage: check_layering.py [SOURCES_DIR]

Run by `make test`. The layers are listed here, lowest first; a target may import a
target of a lower layer, never one of its own layer (sideways) or above it (up), and
each C library only from the one target that wraps it. The bottom layer, NavBase, is the
one module every target may import; it and NavRules carry no unsafe flags. Every folder under Sources/
must be in the table, so a new target is placed on purpose. SwiftPM already refuses
an import that Package.swift does not declare; this holds Package.swift itself to
the intended direction.
"""
import os, re, sys

LAYERS = [
    ["NavBase"],                                   # the bottom: diagnostics, locations, the column rule,
                                                   # the UTF-8 check, paths, suggestions (plain flags)
    ["NavText", "NavThreads", "NavRules",          # bytes the generator writes; threads; the core;
     "NavDefaultTheme"],                           # the default theme's files, compiled in
    ["NavYAML", "NavXML"],                         # C libraries wrapped once
    ["NavMarkdown", "NavTemplates", "NavSearch",   # the generator's rooms
     "NavReaders"],                                # bar readers for navlint
    ["NavDocs", "NavLint", "NavSwiftUI"],          # the site pipeline; the linter; SwiftUI, a reader
                                                   # behind NavReaders' interface that only navlint links
    ["NavServe"],                                  # the preview server, around the pipeline
    ["NavDocsCommandLine"],                        # the navdocs command line
    ["NavDocsCLI", "NavLintCLI",                   # the executables;
     "ThemeEmbedder"],                             # the build step that compiles the default theme in
]
# The bottom module is what every target may import, the core included: it imports
# nothing of the project, and carries no unsafe flags, since NavRules (a library product,
# which SwiftPM builds with plain flags in a package that depends on it) sits on it.
BOTTOM = "NavBase"
# The generator's rooms know nothing of the navigation-bar rules: a Markdown parser and a
# Mustache engine import the bottom module for their diagnostics, not the core.
NOT_IMPORTING = {"NavMarkdown": {"NavRules"}, "NavTemplates": {"NavRules"}, "NavSearch": {"NavRules"}}
# C modules and the one target allowed to import each.
WRAPPED = {"CCmark": "NavMarkdown", "CYaml": "NavYAML", "CXML2": "NavXML",
           # The allocator navdocs links: how the navdocs process uses memory is the command line's choice.
           "CJemalloc": "NavDocsCommandLine",
           # glibc calls Swift's Glibc leaves out: the site writer's folder swap.
           "CLinux": "NavDocs",
           # The toolchain's SwiftSyntax, for SwiftUI source: navlint's reader only.
           "SwiftParser": "NavSwiftUI", "SwiftSyntax": "NavSwiftUI",
           "SwiftIDEUtils": "NavSwiftUI"}
SYSTEM = {"Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization"}

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_implementationOnly\s+|(?:public|package|internal)\s+)?import\s+(?:(?:struct|enum|class|func|protocol|typealias|var|let)\s+)?(\w+)", re.M)


def main():
    sources = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Sources")
    layer_of = {target: n for n, layer in enumerate(LAYERS) for target in layer}
    problems = []
    for target in sorted(os.listdir(sources)):
        folder = os.path.join(sources, target)
        if not os.path.isdir(folder) or target in WRAPPED:
            continue
        if target not in layer_of:
            problems.append(f"Sources/{target}: not in the layering table of scripts/check_layering.py; add it to its layer")
            continue
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(f for f in files if f.endswith(".swift")):
                path = os.path.join(root, name)
                text = open(path, encoding="utf-8").read()
                for match in IMPORT.finditer(text):
                    module = match.group(1)
                    line = text.count("\n", 0, match.start()) + 1
                    where = f"{os.path.relpath(path, os.path.dirname(sources))}:{line}"
                    if module in SYSTEM:
                        continue
                    if module in WRAPPED:
                        if WRAPPED[module] != target:
                            problems.append(f"{where}: {target} imports {module}; only {WRAPPED[module]} may wrap it")
                    elif module in NOT_IMPORTING.get(target, set()):
                        problems.append(f"{where}: {target} imports {module}; it must not depend on the rules core")
                    elif module not in layer_of:
                        problems.append(f"{where}: {target} imports {module}, which is not in the layering table")
                    elif layer_of[module] == layer_of[target]:
                        problems.append(f"{where}: {target} imports {module} beside it (sideways); move what both need below them")
                    elif layer_of[module] > layer_of[target]:
                        problems.append(f"{where}: {target} imports {module} above it; the arrow must point down")
    problems += unsafe_flags_below_the_core(os.path.join(os.path.dirname(sources), "Package.swift"))
    for problem in problems:
        print(f"{problem}", file=sys.stderr)
    if problems:
        sys.exit(f"check_layering: {len(problems)} import{'s' if len(problems) != 1 else ''} against the layering")
    print("check_layering: every import points down")


def unsafe_flags_below_the_core(manifest):
    """The bottom module and NavRules must build with plain flags: each of their `.target(`
    declarations in Package.swift names no swiftSettings (where the unsafe flags live)."""
    if not os.path.exists(manifest):
        return []
    text = open(manifest, encoding="utf-8").read()
    problems = []
    for name in (BOTTOM, "NavRules"):
        found = re.search(r'\.target\(name: "%s"(.*?)\)\s*,\s*\n' % name, text, re.S)
        if not found:
            problems.append(f"Package.swift: no target {name}")
        elif "swiftSettings" in found.group(1) or "unsafeFlags" in found.group(1):
            problems.append(f"Package.swift: {name} has swift settings; it must build with plain flags")
    return problems


if __name__ == "__main__":
    main()
