#!/usr/bin/env python3
"""navlint's SwiftUI share of `make bench`: lint a tree of Swift files made by
replicating the real fixtures (with their string catalogs), beside `swiftc -parse`
on the same files (the compiler's own parser and nothing else), in the same run.

    bench_swiftui.py --navlint PATH [--copies N] [--runs N] [--swiftc PATH]
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "SwiftUI")


def make_tree(out, copies):
    """`copies` copies of the fixture folders, so views still find each other within a copy."""
    for i in range(copies):
        shutil.copytree(FIXTURES, os.path.join(out, f"app{i:04d}"), ignore=shutil.ignore_patterns("*.md"))
    return sorted(os.path.join(d, n) for d, _, ns in os.walk(out) for n in ns if n.endswith(".swift"))


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"bench: {command[0]} failed ({result.returncode}): {result.stderr[-2000:]}")
    return seconds


def peak_rss_mb(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", required=True)
    parser.add_argument("--swiftc", default="swiftc")
    parser.add_argument("--copies", type=int, default=65)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        files = make_tree(out, args.copies)
        size = sum(os.path.getsize(f) for f in files) / 1e6
        tools = {
            "navlint": [args.navlint, "--fail-on", "never", out],
            "swiftc -parse": [args.swiftc, "-parse"] + files,
        }
        times = {name: [] for name in tools}
        for command in tools.values():
            timed(command)  # warm-up
        for round in range(args.runs):
            # Each round runs every tool once, in a rotated order.
            names = list(tools)
            names = names[round % len(names):] + names[:round % len(names)]
            for name in names:
                times[name].append(timed(tools[name]))
        quarter = make_tree(os.path.join(out, "quarter"), max(args.copies // 4, 1))
        print(f"\nnavlint on SwiftUI source: {len(files)} files, {size:.1f} MB, median of {args.runs}")
        print("| tool | wall s | fastest–slowest | files/s | MB/s | peak RSS |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, command in tools.items():
            median = statistics.median(times[name])
            print(f"| {name} | {median:.3f} | {min(times[name]):.3f}–{max(times[name]):.3f} | "
                  f"{len(files) / median:.0f} | {size / median:.1f} | {peak_rss_mb(command):.0f} MB |")
        ratio = statistics.median(times["navlint"]) / statistics.median(times["swiftc -parse"])
        small = peak_rss_mb([args.navlint, "--fail-on", "never", os.path.join(out, "quarter")])
        print(f"navlint ÷ swiftc -parse: {ratio:.2f}")
        print(f"navlint peak RSS: {small:.0f} MB for {len(quarter)} files, {peak_rss_mb(tools['navlint']):.0f} MB for {len(files)} files")


if __name__ == "__main__":
    main()
